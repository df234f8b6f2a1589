/** `placer queens count N`: total and fundamental counts, exact, with progress and checkpoints. */
import { underWayWords } from '../../render/countProgress.js';
import type { Command } from 'commander';
import { defaultSplitRows, MAX_COUNT_N, type QueensCount } from '../../core/queens/count.js';
import { runCount } from '../../node/countRunner.js';
import { orbitWords, queensCountJson } from '../../render/counts.js';
import { timingJson } from '../../render/jsonShapes.js';
import { jsonAlias, parseIntArg, SUMMARY_FORMATS, wantsJson } from '../args.js';
import {
  cancelledWords,
  finishedUnits,
  defaultCheckpointPath,
  endUnitCount,
  MAX_THREADS,
  parseThreads,
  partialStatusLine,
  runUnitCountCommand,
  type CountCheckpoint,
  type PartialWords,
} from '../unitCount.js';
import type { CliContext } from '../context.js';
import type { Act } from '../outcome.js';
import { usage } from '../errors.js';
import { queueTarget } from '../queue.js';
import { formatDuration } from '../../render/duration.js';
import { plural } from '../../render/plural.js';

/** From this N on a count takes over a minute, so it checkpoints by default. */
export const AUTO_CHECKPOINT_N = 18;

interface CountOpts {
  json?: boolean;
  format?: string;
  threads: string;
  checkpoint?: string | false;
  progress?: boolean;
  quiet?: boolean;
  queue?: string;
  split?: string;
}

/** Rows pre-placed per constellation beyond the edges: more, smaller units (see planCount). */
const MAX_SPLIT = 4;

/** The live line of a count: `N=18: 5/100 subproblems (5.0%), 123 solutions so far, 1 s, …`. */
function partialWords(n: number): PartialWords<QueensCount> {
  return { what: `N=${n}`, units: 'subproblems', noun: 'solutions so far', found: (c) => c.total };
}

/** The checkpoint a count uses: FILE, none, or by default from AUTO_CHECKPOINT_N on. */
export function countCheckpoint(n: number, option: string | false | undefined): string | undefined {
  if (typeof option === 'string') return option;
  if (option === false || n < AUTO_CHECKPOINT_N) return undefined;
  return defaultCheckpointPath(`queens-count-${n}.ndjson`);
}

export function countJson(c: QueensCount, seconds: number, extra: Record<string, unknown>): string {
  return JSON.stringify({
    ...queensCountJson(c),
    ...timingJson(seconds),
    ...extra,
  });
}

function countText(
  c: QueensCount,
  seconds: number,
  run: { readonly complete: boolean; readonly finished: number; readonly units: number },
): string[] {
  return [
    `N            ${c.n}`,
    ...(run.complete ? [] : [partialStatusLine(true, finishedUnits(run, 'subproblems'))]),
    `total        ${c.total}`,
    `fundamental  ${c.fundamental}`,
    `classes      ${orbitWords(c.orbits)}`,
    `time         ${formatDuration(seconds)}`,
  ];
}

export function registerCount(queens: Command, ctx: CliContext, act: Act): void {
  queens
    .command('count')
    .description('count all solutions: total and fundamental (classes under the 8 symmetries)')
    .argument('[N]', 'board size, 1…32')
    .option('--format <format>', `the answer's format: ${SUMMARY_FORMATS.join('|')}`, 'text')
    .addOption(jsonAlias())
    .option(
      '--checkpoint <file>',
      `resume from and save finished work to FILE (default for N ≥ ${AUTO_CHECKPOINT_N}: ~/.cache/placer/queens-count-N.ndjson)`,
    )
    .option('--no-checkpoint', 'do not save finished work')
    .option('--threads <K>', `worker threads, 1…${MAX_THREADS}`, '1')
    .option(
      '--queue <url>',
      'put the units into this queue (redis://host:port or rediss://…) for `placer worker`s, and wait for the sum',
    )
    .option('--split <rows>', `rows pre-placed per subproblem, 0…${MAX_SPLIT} (default: by N)`)
    .option('--progress', 'report progress on stderr even when it is not a terminal')
    .option('-q, --quiet', 'no progress reports')
    .action(
      act(async (nText: string | undefined, opts: CountOpts) => {
        const n = parseIntArg('N', nText, 1, MAX_COUNT_N);
        const threads = parseThreads(opts.threads);
        const extraRows =
          opts.split === undefined
            ? defaultSplitRows(n)
            : parseIntArg('--split', opts.split, 0, MAX_SPLIT);
        const target = opts.queue === undefined ? undefined : queueTarget(opts.queue);
        if (target && opts.checkpoint !== undefined) {
          throw usage('bad-combination', '--queue keeps finished work in Redis: drop --checkpoint');
        }
        if (target && threads !== 1) {
          throw usage(
            'bad-combination',
            '--threads is for `placer worker` when counting with --queue',
          );
        }
        const auto = !target && opts.checkpoint === undefined && n >= AUTO_CHECKPOINT_N;
        // Written from the start: a count this long is known to need it.
        const cp: CountCheckpoint = {
          path: (target ? undefined : countCheckpoint(n, opts.checkpoint)) ?? null,
          auto,
        };
        const title =
          `placer queens count ${n}` +
          (extraRows === defaultSplitRows(n) ? '' : ` --split ${extraRows}`);
        const a = {
          threads,
          checkpoint: opts.checkpoint,
          queue: target && { target, title },
          quiet: opts.quiet,
          progress: opts.progress,
        };
        const { run, underWay } = await runUnitCountCommand(
          ctx,
          a,
          cp,
          partialWords(n),
          (options) => runCount({ n, extraRows, ...options }),
        );
        const extra = { subproblems: run.units, complete: run.complete };
        if (wantsJson(opts)) ctx.out.line(countJson(run.count, run.seconds, extra));
        else {
          for (const l of countText(run.count, run.seconds, run)) ctx.out.line(l);
        }
        const finished = await endUnitCount(ctx, a, cp, run, (saved) =>
          cancelledWords(
            run.seconds,
            'the counts above are',
            `${plural(run.count.total, 'solution')} in finished subproblems`,
            saved,
            underWayWords(underWay, 'solutions'),
          ),
        );
        return finished ? 'ok' : 'interrupted';
      }),
    );
}
