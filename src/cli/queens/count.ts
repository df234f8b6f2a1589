/** `placer queens count N`: total and fundamental counts, exact, with progress and checkpoints. */
import type { Command } from 'commander';
import { defaultSplitRows, MAX_COUNT_N, type QueensCount } from '../../core/queens/count.js';
import { runCount, runJoinCount } from '../../node/queens/countRunner.js';
import {
  COUNT_METHODS,
  defaultCountMethod,
  JOIN_DEFAULT_MIN_N,
  joinTakes,
  type CountMethod,
} from '../../core/queens/countMethod.js';
import { joinQueensCount, type JoinCount } from '../../core/queens/join/unitCount.js';
import { joinProcessBytes, MAX_JOIN_N, MIN_JOIN_N } from '../../core/queens/join/units.js';
import { totalmem } from 'node:os';
import { countJson as totalJson } from '../../render/jsonShapes.js';
import { orbitWords, queensCountJson } from '../../render/counts.js';
import { timingJson } from '../../render/jsonShapes.js';
import {
  jsonAlias,
  parseIntArg,
  parseMemoryArg,
  quoteArg,
  SUMMARY_FORMATS,
  wantsJson,
} from '../args.js';
import {
  cancelledCount,
  finishedUnits,
  defaultCheckpointPath,
  MAX_THREADS,
  parseThreads,
  partialStatusLine,
  runCountCommand,
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
  method?: string;
  memory?: string;
}

/** Rows pre-placed per constellation beyond the edges: more, smaller units (see planCount). */
const MAX_SPLIT = 4;

/** The live line of a count: `N=18: 5/100 subproblems (5.0%), 123 solutions so far, 1 s, …`. */
function partialWords(n: number): PartialWords<QueensCount> {
  return { what: `N=${n}`, units: 'subproblems', noun: 'solutions so far', found: (c) => c.total };
}

/** The live line of a join count: `N=19: 5/900 units (0.6%), 123 solutions so far, …`. */
function joinWords(n: number): PartialWords<JoinCount> {
  return { what: `N=${n}`, units: 'units', noun: 'solutions so far', found: (c) => c.total };
}

/**
 * The checkpoint a count uses: FILE, none, or by default from AUTO_CHECKPOINT_N on (one file per
 * method: their units differ).
 */
export function queensCheckpointPath(
  n: number,
  option: string | false | undefined,
  method: CountMethod = 'constellations',
): string | undefined {
  if (typeof option === 'string') return option;
  if (option === false || n < AUTO_CHECKPOINT_N) return undefined;
  const name = method === 'join' ? 'queens-join' : 'queens-count';
  return defaultCheckpointPath(`${name}-${n}.ndjson`);
}

export function countJson(c: QueensCount, seconds: number, extra: Record<string, unknown>): string {
  return JSON.stringify({
    ...queensCountJson(c),
    ...timingJson(seconds),
    ...extra,
  });
}

interface RunShape {
  readonly complete: boolean;
  readonly finished: number;
  readonly units: number;
}

/** A count's lines; a join stopped early has a total so far and no classes (`c` null). */
function countText(
  n: number,
  total: bigint,
  c: QueensCount | null,
  method: CountMethod,
  seconds: number,
  run: RunShape,
): string[] {
  const units = method === 'join' ? 'units' : 'subproblems';
  const unknown = 'unknown until every unit is counted';
  return [
    `N            ${n}`,
    ...(run.complete ? [] : [partialStatusLine(true, finishedUnits(run, units))]),
    `method       ${method}`,
    `total        ${total}`,
    `fundamental  ${c ? c.fundamental : unknown}`,
    `classes      ${c ? orbitWords(c.orbits) : unknown}`,
    `time         ${formatDuration(seconds)}`,
  ];
}

/** The method asked for, or N's default; the join only where it takes N. */
function countMethod(n: number, text: string | undefined): CountMethod {
  if (text === undefined) return defaultCountMethod(n);
  if (!(COUNT_METHODS as readonly string[]).includes(text)) {
    throw usage(
      'bad-method',
      `--method must be one of ${COUNT_METHODS.join(', ')}, got ${quoteArg(text)}`,
    );
  }
  if (text === 'join' && !joinTakes(n)) {
    throw usage(
      'out-of-range',
      `--method join counts N = ${MIN_JOIN_N}…${MAX_JOIN_N}, got ${n}: use --method constellations`,
    );
  }
  return text as CountMethod;
}

/** MiB, rounded, for the memory line. */
function mib(bytes: number): string {
  return `${Math.round(bytes / 2 ** 20)} MiB`;
}

/**
 * Refuses a join whose estimated peak (every thread's quadrant table and buffers) passes the
 * limit: `--memory`, by default half of this machine's memory.
 */
function checkJoinMemory(n: number, threads: number, text: string | undefined): void {
  const limit = text === undefined ? totalmem() / 2 : parseMemoryArg('--memory', text);
  const need = joinProcessBytes(n, threads);
  if (need > limit) {
    throw usage(
      'too-much-memory',
      `the join of N = ${n} on ${plural(threads, 'thread')} needs about ${mib(need)}, over the ` +
        `${text === undefined ? 'default limit (half of this machine)' : '--memory limit'} of ` +
        `${mib(limit)}: use fewer --threads, a larger --memory or --method constellations`,
    );
  }
}

/** The message after a cancelled count (a join stopped early has a total but no classes). */
function cancelledQueens(method: CountMethod) {
  const join = method === 'join';
  return cancelledCount<{ readonly total: bigint }>({
    subject: join ? 'the total above is' : 'the counts above are',
    one: 'solution',
    many: 'solutions',
    units: join ? 'units' : 'subproblems',
    found: (c) => c.total,
  });
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
    .option(
      '--method <method>',
      `${COUNT_METHODS.join('|')} (default: join for N ${JOIN_DEFAULT_MIN_N}…${MAX_JOIN_N}, else constellations)`,
    )
    .option(
      '--memory <size>',
      'the join refuses to start when its estimated peak passes SIZE (512M, 2G; default: half of this machine)',
    )
    .option(
      '--split <rows>',
      `rows pre-placed per subproblem, 0…${MAX_SPLIT} (constellations; default: by N)`,
    )
    .option('--progress', 'report progress on stderr even when it is not a terminal')
    .option('-q, --quiet', 'no progress reports')
    .action(
      act(async (nText: string | undefined, opts: CountOpts) => {
        const n = parseIntArg('N', nText, 1, MAX_COUNT_N);
        const threads = parseThreads(opts.threads);
        const method = countMethod(n, opts.method);
        if (method === 'join' && opts.split !== undefined) {
          throw usage('bad-combination', '--split is for --method constellations');
        }
        if (method === 'join') checkJoinMemory(n, threads, opts.memory);
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
          path: (target ? undefined : queensCheckpointPath(n, opts.checkpoint, method)) ?? null,
          auto,
        };
        const title =
          `placer queens count ${n}` +
          (opts.method === undefined ? '' : ` --method ${method}`) +
          (extraRows === defaultSplitRows(n) ? '' : ` --split ${extraRows}`);
        const a = {
          threads,
          checkpoint: opts.checkpoint,
          queue: target && { target, title },
          quiet: opts.quiet,
          progress: opts.progress,
        };
        if (method === 'join') {
          return runCountCommand(ctx, a, {
            checkpoint: cp,
            words: joinWords(n),
            run: (o) => runJoinCount({ n, ...o }),
            print: (run) => {
              const whole = joinQueensCount(run.count, run.complete);
              // The join's units are its subproblems: the JSON keeps the constellations' field.
              const extra = { method, subproblems: run.units, complete: run.complete };
              if (!wantsJson(opts)) {
                for (const l of countText(n, run.count.total, whole, method, run.seconds, run))
                  ctx.out.line(l);
              } else if (whole) ctx.out.line(countJson(whole, run.seconds, extra));
              else {
                ctx.out.line(
                  JSON.stringify({
                    n,
                    ...totalJson(run.count.total),
                    ...timingJson(run.seconds),
                    ...extra,
                  }),
                );
              }
            },
            cancelled: cancelledQueens('join'),
          });
        }
        return runCountCommand(ctx, a, {
          checkpoint: cp,
          words: partialWords(n),
          run: (options) => runCount({ n, extraRows, ...options }),
          print: (run) => {
            const extra = { method, subproblems: run.units, complete: run.complete };
            if (wantsJson(opts)) ctx.out.line(countJson(run.count, run.seconds, extra));
            else {
              const c = run.count;
              for (const l of countText(n, c.total, c, method, run.seconds, run)) ctx.out.line(l);
            }
          },
          cancelled: cancelledQueens(method),
        });
      }),
    );
}
