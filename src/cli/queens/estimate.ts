/**
 * `placer queens estimate N`: Knuth's Monte Carlo estimate of the number of solutions and of the
 * size of the backtrack tree, with 95% intervals, and an ETA for `placer queens count N` on this
 * machine, from a timed sample of that count's own subproblems (node/countRate.ts).
 */
import type { Command } from 'commander';
import { runToEnd } from '../../core/run/drive.js';
import { MAX_COUNT_N } from '../../core/queens/count.js';
import { measureCountRate, type CountRate } from '../../node/countRate.js';
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
import type { Act } from '../outcome.js';
import { formatDuration } from '../../render/duration.js';
import { plural } from '../../render/plural.js';

interface EstimateOpts {
  samples: string;
  seed?: string;
  eta?: boolean;
  json?: boolean;
  format?: string;
}

/** Below this N the count takes milliseconds: no ETA. */
const MIN_ETA_N = 12;
/** Subproblems of the real count are timed for about this long. */
const RATE_BUDGET_MS = 1000;
/**
 * Up to this N the count's own subproblems are timed (each takes well under a second); past it
 * one subproblem can take minutes, so the rate is timed at this N and scaled by the ratio of the
 * backtrack trees' estimated sizes (rougher: the counter prunes more on bigger boards).
 */
const MAX_SAMPLED_N = 19;

interface Eta {
  readonly seconds: number;
  /** Where the rate was measured (n, unless scaled from MAX_SAMPLED_N). */
  readonly rate: CountRate;
}

function etaFor(n: number, e: QueensEstimate, seed: number): Eta {
  if (n <= MAX_SAMPLED_N) {
    const rate = measureCountRate(n, { budgetMs: RATE_BUDGET_MS });
    return { seconds: rate.seconds, rate };
  }
  const rate = measureCountRate(MAX_SAMPLED_N, { budgetMs: RATE_BUDGET_MS });
  const cal = new QueensEstimator(MAX_SAMPLED_N, seed, { samples: 200_000 });
  runToEnd(cal);
  return { seconds: rate.seconds * (e.nodes.mean / cal.result().nodes.mean), rate };
}

/** A number for people: exact below 10^6, else three significant digits. */
function approx(x: number): string {
  if (x < 1e6) return Math.round(x).toLocaleString('en-US');
  const e = Math.floor(Math.log10(x));
  return `${(x / 10 ** e).toFixed(2)}e${e}`;
}

/** The fewest random paths with a spread to make an interval of. */
const MIN_SAMPLES = 2;

function intervalText(i: Interval): string {
  const rel = i.mean > 0 ? ` (±${((100 * (i.high - i.mean)) / i.mean).toFixed(1)}%)` : '';
  return `≈ ${approx(i.mean)}   95% interval ${approx(i.low)} … ${approx(i.high)}${rel}`;
}

export function registerEstimate(queens: Command, ctx: CliContext, act: Act): void {
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
    .option('--no-eta', "skip the ETA for count (it times a second of that count's work first)")
    .action(
      act(async (nText: string | undefined, opts: EstimateOpts) => {
        const n = parseIntArg('N', nText, 1, MAX_ESTIMATE_N);
        // One path gives an estimate but no spread: its "interval" would be the point itself.
        const samples = parseIntArg('--samples', opts.samples, MIN_SAMPLES, 1e9);
        const seed = opts.seed === undefined ? drawSeed() : parseSeed(opts.seed);
        const t0 = performance.now();
        const est = new QueensEstimator(n, seed, { samples });
        runToEnd(est);
        const e = est.result();
        const seconds = (performance.now() - t0) / 1000;
        const eta =
          opts.eta === false || n < MIN_ETA_N || n > MAX_COUNT_N ? null : etaFor(n, e, seed);
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
                    calibration: {
                      n: eta.rate.n,
                      subproblems: eta.rate.units,
                      timed: eta.rate.sampled,
                      seconds: eta.rate.sampleSeconds,
                    },
                  }),
            }),
          );
        } else {
          ctx.out.line(`N            ${n}`);
          ctx.out.line(
            `samples      ${plural(samples, 'random path')} (seed ${seed}), ${e.fullPaths} reached row ${n}`,
          );
          // No path reached the last row: the estimate is 0 with no spread, which is no interval.
          ctx.out.line(
            e.fullPaths === 0
              ? `solutions    ≈ 0   no interval: no path reached row ${n} (more --samples, unless there are none)`
              : `solutions    ${intervalText(e.solutions)}`,
          );
          ctx.out.line(`tree nodes   ${intervalText(e.nodes)}`);
          if (eta !== null) {
            ctx.out.line(
              `count time   ≈ ${formatDuration(eta.seconds)} for 'placer queens count ${n}' on one thread here (${eta.rate.sampled} of ${eta.rate.n === n ? 'its' : `count ${eta.rate.n}'s`} ${eta.rate.units} subproblems timed: ${formatDuration(eta.rate.sampleSeconds)}${eta.rate.n === n ? '' : ', scaled by the tree sizes'})`,
            );
          }
          ctx.out.line(`time         ${formatDuration(seconds)}`);
        }
        await ctx.out.end();
        return 'ok';
      }),
    );
}
