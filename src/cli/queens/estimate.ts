/**
 * `placer queens estimate N`: Knuth's Monte Carlo estimate of the number of solutions and of the
 * size of the backtrack tree, with 95% intervals, and from it a rough ETA for
 * `placer queens count N` on this machine.
 */
import type { Command } from 'commander';
import { runToEnd } from '../../core/drive.js';
import { countQueens } from '../../core/queens/count.js';
import {
  MAX_ESTIMATE_N,
  QueensEstimator,
  type Interval,
  type QueensEstimate,
} from '../../core/queens/estimate.js';
import {
  drawSeed,
  jsonAlias,
  parseIntArg,
  parseSeed,
  SUMMARY_FORMATS,
  wantsJson,
} from '../args.js';
import type { CliContext } from '../context.js';
import { formatSeconds } from '../progress.js';

interface EstimateOpts {
  samples: string;
  seed?: string;
  eta?: boolean;
  json?: boolean;
  format?: string;
}

/** The count timed to calibrate the ETA: long enough to time (about 30 ms), quick to run. */
const CALIBRATION_N = 13;
const CALIBRATION_SAMPLES = 200_000;

/** A number for people: exact below 10^6, else three significant digits. */
function approx(x: number): string {
  if (x < 1e6) return Math.round(x).toLocaleString('en-US');
  const e = Math.floor(Math.log10(x));
  return `${(x / 10 ** e).toFixed(2)}e${e}`;
}

function intervalText(i: Interval): string {
  const rel = i.mean > 0 ? ` (±${((100 * (i.high - i.mean)) / i.mean).toFixed(1)}%)` : '';
  return `≈ ${approx(i.mean)}   95% interval ${approx(i.low)} … ${approx(i.high)}${rel}`;
}

interface Eta {
  readonly seconds: number;
  readonly calibrationN: number;
  readonly calibrationSeconds: number;
}

/**
 * Time of `count N` ≈ time of `count M` (measured now) × tree(N) / tree(M): the counter's work
 * grows with the backtrack tree. Rough: the counter prunes a little more on bigger boards.
 */
function etaFor(e: QueensEstimate, seed: number): Eta {
  const m = CALIBRATION_N;
  let best = Infinity;
  for (let k = 0; k < 3; k++) {
    const t0 = performance.now();
    countQueens(m);
    best = Math.min(best, (performance.now() - t0) / 1000);
  }
  const cal = new QueensEstimator(m, seed, { samples: CALIBRATION_SAMPLES });
  runToEnd(cal);
  const ratio = e.nodes.mean / cal.result().nodes.mean;
  return { seconds: best * ratio, calibrationN: m, calibrationSeconds: best };
}

export function registerEstimate(queens: Command, ctx: CliContext): void {
  queens
    .command('estimate')
    .description(
      "Knuth's Monte Carlo estimate of the solutions and of the backtrack tree, with a 95% interval and an ETA for 'count'",
    )
    .argument('[N]', `board size, 1…${MAX_ESTIMATE_N}`)
    .option('--format <format>', `the answer's format: ${SUMMARY_FORMATS.join('|')}`, 'text')
    .addOption(jsonAlias())
    .option('--samples <K>', 'random paths to average', '100000')
    .option('--seed <S>', 'seed of the random paths, 0…2^53-1 (default: drawn, and printed)')
    .option('--no-eta', 'skip the ETA for count (it times a small count first)')
    .action(async (nText: string | undefined, opts: EstimateOpts) => {
      const n = parseIntArg('N', nText, 1, MAX_ESTIMATE_N);
      const samples = parseIntArg('--samples', opts.samples, 1, 1e9);
      const seed = opts.seed === undefined ? drawSeed() : parseSeed(opts.seed);
      const t0 = performance.now();
      const est = new QueensEstimator(n, seed, { samples });
      runToEnd(est);
      const e = est.result();
      const seconds = (performance.now() - t0) / 1000;
      const eta = opts.eta === false || n <= CALIBRATION_N ? null : etaFor(e, seed);
      if (wantsJson(opts)) {
        const iv = (i: Interval): Record<string, number> => ({
          mean: i.mean,
          low: i.low,
          high: i.high,
          sd: i.sd,
        });
        ctx.out.line(
          JSON.stringify({
            n,
            samples,
            seed,
            confidence: 0.95,
            solutions: iv(e.solutions),
            nodes: iv(e.nodes),
            fullPaths: e.fullPaths,
            seconds: Number(seconds.toFixed(6)),
            ...(eta === null
              ? {}
              : {
                  countEtaSeconds: eta.seconds,
                  calibration: { n: eta.calibrationN, seconds: eta.calibrationSeconds },
                }),
          }),
        );
      } else {
        ctx.out.line(`N            ${n}`);
        ctx.out.line(
          `samples      ${samples} random paths (seed ${seed}), ${e.fullPaths} reached row ${n}`,
        );
        ctx.out.line(`solutions    ${intervalText(e.solutions)}`);
        ctx.out.line(`tree nodes   ${intervalText(e.nodes)}`);
        if (eta !== null) {
          ctx.out.line(
            `count time   ≈ ${formatSeconds(eta.seconds)} for 'placer queens count ${n}' on one thread here (count ${eta.calibrationN} took ${formatSeconds(eta.calibrationSeconds)}; scaled by the tree sizes)`,
          );
        }
        ctx.out.line(`time         ${formatSeconds(seconds)}`);
      }
      await ctx.out.end();
    });
}
