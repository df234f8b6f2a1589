/**
 * `placer queens estimate N`: Knuth's Monte Carlo estimate of the number of solutions and of the
 * size of the backtrack tree, with 95% intervals, and an ETA for `placer queens count N` on this
 * machine, from a timed sample of that count's own subproblems (node/queens/countRate.ts).
 */
import type { Command } from 'commander';
import { runToEnd } from '../../core/run/drive.js';
import { MAX_COUNT_N } from '../../core/queens/count.js';
import { MIN_ETA_N } from '../../core/queens/countRate.js';
import { countEta } from '../../node/queens/countRate.js';
import { MAX_ESTIMATE_N, QueensEstimator, type Interval } from '../../core/queens/estimate.js';
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
import { countTimeText, intervalText, solutionsText } from '../../render/queens/estimateWords.js';
import { plural } from '../../render/plural.js';

interface EstimateOpts {
  samples: string;
  seed?: string;
  eta?: boolean;
  json?: boolean;
  format?: string;
}

/** The fewest random paths with a spread to make an interval of. */
const MIN_SAMPLES = 2;

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
          opts.eta === false || n < MIN_ETA_N || n > MAX_COUNT_N ? null : countEta(n, e, seed);
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
          ctx.out.line(`solutions    ${solutionsText(e)}`);
          ctx.out.line(`tree nodes   ${intervalText(e.nodes)}`);
          if (eta !== null) {
            ctx.out.line(`count time   ${countTimeText(n, eta)}`);
          }
          ctx.out.line(`time         ${formatDuration(seconds)}`);
        }
        await ctx.out.end();
        return 'ok';
      }),
    );
}
