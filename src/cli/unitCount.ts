/**
 * What every count command (`queens count`, `tile --count`, `cover --count`, the families' counts
 * of familyCount.ts) shares around a count split into units (node/unitCountRun.ts, any family's
 * descriptor): the --threads and --checkpoint options, the default checkpoint's place, the
 * progress line with its ETA, Ctrl-C and SIGTERM, the queue, the words for a damaged checkpoint
 * line, and the end of a cancelled or finished count, in that order by `runCountCommand`.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { Command } from 'commander';
import type { BadLine } from '../node/checkpoint.js';
import type { Job } from '../core/protocol.js';
import type { UnitCount } from '../core/run/unitCount.js';
import { digest } from '../core/digest.js';
import { checkpointHeader, type UnitCountOptions } from '../node/unitCountRun.js';
import type { RedisTarget } from '../node/queue/url.js';
import { placerVersion } from '../node/version.js';
import { parseIntArg } from './args.js';
import type { CliContext } from './context.js';
import { usage } from './errors.js';
import { startLiveRun, type LiveRun } from './progress.js';
import { formatDuration } from '../render/duration.js';
import { plural } from '../render/plural.js';
import {
  nextUnderWay,
  underWayWords,
  unitCountProgressWords,
  type UnderWay,
} from '../render/countProgress.js';
import type { Outcome } from './outcome.js';

/** More threads than this is a typo, not a machine. */
export const MAX_THREADS = 64;

/**
 * A tile or cover count saves its finished units by default once it has run this long (how long
 * it will take is not known beforehand); a shorter one leaves no file behind.
 */
export const DEFAULT_CHECKPOINT_AFTER_MS = 10_000;

export interface UnitCountOpts {
  threads: string;
  checkpoint?: string | false;
}

/**
 * Adds --threads, --checkpoint FILE and --no-checkpoint; `when` says when the default applies, and
 * `withCount` that the command counts only when asked (--count), as its help then says.
 */
export function unitCountOptions(cmd: Command, when: string, withCount = false): Command {
  return cmd
    .option(
      '--checkpoint <file>',
      `resume from and save finished work to FILE (default ${when}, in ~/.cache/placer)`,
    )
    .option('--no-checkpoint', 'do not save finished work')
    .option(
      '--threads <K>',
      `${withCount ? 'with --count: ' : ''}worker threads, 1…${MAX_THREADS}`,
      '1',
    );
}

export function parseThreads(text: string): number {
  return parseIntArg('--threads', text, 1, MAX_THREADS);
}

/** The folder of default checkpoints: $XDG_CACHE_HOME/placer or ~/.cache/placer, made if absent. */
export function defaultCheckpointPath(file: string): string {
  const base = process.env.XDG_CACHE_HOME || join(homedir(), '.cache');
  const dir = join(base, 'placer');
  try {
    mkdirSync(dir, { recursive: true });
  } catch (e) {
    throw usage(
      'checkpoint-unusable',
      `cannot create the checkpoint folder ${dir} (${(e as NodeJS.ErrnoException).code}): give --checkpoint FILE or --no-checkpoint`,
    );
  }
  return join(dir, file);
}

/** The message for a checkpoint line that is not a usable record. */
export function badRecordWords(path: string, bad: BadLine): string {
  return `checkpoint ${path} line ${bad.line}: ${bad.reason}; that unit runs again`;
}

/**
 * The line a cancelled count's text result holds, under its first line (the problem), so a result
 * saved to a file says itself that it is partial (the message on stderr is not in the file), and
 * that it holds the finished units only (`finished` of them, with their name).
 * `counts`: the result holds several counts (total, distinct…), else one.
 */
export function partialStatusLine(
  counts: boolean,
  finished?: { readonly done: number; readonly total: number; readonly units: string },
): string {
  const of =
    finished === undefined
      ? ''
      : `: finished ${finished.units} only, ${finished.done} of ${finished.total}`;
  return `status       cancelled: ${counts ? 'the counts below are' : 'the count below is'} partial${of}`;
}

/**
 * The message after a cancelled count: "the count above is" or "the counts above are", what it
 * holds, and (`underWay`, from the last progress report) what the units under way had found,
 * which is not kept: a unit's count is kept whole or not at all.
 */
function cancelledWords(
  seconds: number,
  subject: string,
  what: string,
  checkpoint: string | null,
  underWay: string | null = null,
): string {
  return (
    `cancelled after ${formatDuration(seconds)}: ${subject} partial (${what})` +
    (underWay === null ? '' : `; ${underWay}`) +
    (checkpoint ? `; finished work is saved in ${checkpoint}: run the same command to resume` : '')
  );
}

/** A cancelled count's finished units, for partialStatusLine (`units`: what they are called). */
export function finishedUnits(
  run: { readonly finished: number; readonly units: number },
  units = 'units',
): { done: number; total: number; units: string } {
  return { done: run.finished, total: run.units, units };
}

/** The options of a count that decide how it runs, beside the problem. */
export interface UnitCountCommand {
  readonly threads: number;
  /** A file, false for none, undefined for the default. */
  readonly checkpoint: string | false | undefined;
  /** Count on `placer worker`s through this queue (no checkpoint: Redis keeps finished units). */
  readonly queue?: { readonly target: RedisTarget; readonly title: string };
  readonly quiet?: boolean;
  readonly progress?: boolean;
}

/** Where a count saves its finished units. */
export interface CountCheckpoint {
  /** The file; null: none. */
  readonly path: string | null;
  /** The default file: removed when the count completes. */
  readonly auto: boolean;
  /** Written only once the run lasts this long (a default file whose need is not known). */
  readonly afterMs?: number;
}

/**
 * The checkpoint of a count split into units (any family's descriptor): --checkpoint FILE, none
 * (with --no-checkpoint, or on a queue), or by default a file in the cache named
 * `PREFIX-DIGEST.ndjson` after the job's header (one unit: none, there is nothing to resume).
 */
export function unitCountCheckpoint(
  a: UnitCountCommand,
  counting: Pick<UnitCount<Job, unknown, unknown>, 'units' | 'header'>,
  prefix: string,
): CountCheckpoint {
  const auto = a.queue === undefined && a.checkpoint === undefined && counting.units.length > 1;
  const path =
    typeof a.checkpoint === 'string' && a.queue === undefined
      ? a.checkpoint
      : auto
        ? defaultCheckpointPath(
            `${prefix}-${digest(JSON.stringify(checkpointHeader(counting))).slice(7)}.ndjson`,
          )
        : null;
  return { path, auto, afterMs: auto ? DEFAULT_CHECKPOINT_AFTER_MS : undefined };
}

/** What a progress line says of a partial count: solutions (or tilings) and nodes so far. */
export interface PartialWords<R> {
  /** `tile 6x10`, `cover FILE`, `N=18`: the line's start. */
  readonly what: string;
  /** What the units are called (default `units`; queens: `subproblems`). */
  readonly units?: string;
  /** `tilings`, `solutions`, `solutions so far`. */
  readonly noun: string;
  readonly found: (partial: R) => bigint;
  /** Search nodes so far, where the count's units say. */
  readonly nodes?: (partial: R) => number;
}

/** The runner options that unitCountHooks gives (node/unitCountRun.ts). */
export type UnitCountHookOptions<R> = Pick<
  UnitCountOptions<R>,
  'threads' | 'checkpoint' | 'signal' | 'queue' | 'onBadRecord' | 'onProgress'
>;

/** What a count's runner gives back that the command reads around the count. */
export interface UnitCountRunResult<R> {
  readonly count: R;
  readonly seconds: number;
  readonly complete: boolean;
  readonly units: number;
  readonly finished: number;
  readonly resumed: number;
  readonly checkpointed: boolean;
}

/**
 * Runs a count (`run`: its runner, given the options below) with a live progress
 * line and Ctrl-C or SIGTERM, then notes the units resumed. `firstMs` is when the first solution
 * was counted: by a progress report, or the whole run's time when none saw one (null: none).
 */
async function runUnitCountCommand<R, Run extends UnitCountRunResult<R>>(
  ctx: CliContext,
  a: UnitCountCommand,
  cp: CountCheckpoint,
  words: PartialWords<R>,
  run: (options: UnitCountHookOptions<R>) => Promise<Run>,
): Promise<{ run: Run; firstMs: number | null; underWay: UnderWay | null }> {
  const live = startLiveRun(ctx.errIsTTY, a);
  const hooks = unitCountHooks<R>(ctx, a, cp, live, words);
  let result: Run;
  try {
    result = await run(hooks.options);
  } finally {
    live.end();
  }
  resumedNote(ctx, a, cp, result, words.units ?? 'units');
  const seen = hooks.firstMs();
  const firstMs = seen === null && words.found(result.count) > 0n ? result.seconds * 1000 : seen;
  return { run: result, firstMs, underWay: result.complete ? null : hooks.underWay() };
}

/**
 * The runner options of a count around the count itself: its threads and
 * checkpoint, Ctrl-C, the queue, damaged checkpoint lines reported, and the progress line
 * `WHAT: done/total units (pct%), N NOUN, K nodes, time, about T left` (the NOUN and nodes with
 * what the units under way got so far, the ETA from their fraction done before the first
 * unit ends). `firstMs()` is when a
 * progress report first counted something (null: none did).
 */
function unitCountHooks<R>(
  ctx: CliContext,
  a: UnitCountCommand,
  cp: CountCheckpoint,
  live: LiveRun,
  words: PartialWords<R>,
): {
  options: UnitCountHookOptions<R>;
  firstMs: () => number | null;
  underWay: () => UnderWay | null;
} {
  let firstMs: number | null = null;
  let underWay: UnderWay | null = null;
  return {
    options: {
      threads: a.threads,
      checkpoint: cp.path === null ? undefined : { path: cp.path, afterMs: cp.afterMs },
      signal: live.signal,
      queue: a.queue && {
        ...a.queue,
        version: placerVersion(),
        onNote: a.quiet ? undefined : ctx.err,
      },
      onBadRecord: (bad) => ctx.err(badRecordWords(cp.path ?? '', bad)),
      onProgress: (p, partial) => {
        // The finished units' count and, inside the units under way, what they got so far.
        // (The summary's first-solution time is of the finished count's, as its figures are.)
        underWay = nextUnderWay(underWay, p);
        if (firstMs === null && words.found(partial) > 0n) firstMs = p.elapsedMs;
        live.line.update(
          `${words.what}: ` +
            unitCountProgressWords(p, words.found(partial), {
              noun: words.noun,
              units: words.units,
              nodes: words.nodes?.(partial),
            }),
        );
      },
    },
    firstMs: () => firstMs,
    underWay: () => underWay,
  };
}

/** The note after a count that resumed units from its checkpoint (none with --quiet). */
function resumedNote(
  ctx: CliContext,
  a: UnitCountCommand,
  cp: CountCheckpoint,
  run: { readonly resumed: number; readonly units: number },
  units: string,
): void {
  // On a queue the finished units are Redis's, not a file's: nothing to name.
  if (run.resumed > 0 && !a.quiet && cp.path !== null) {
    ctx.err(`resumed ${run.resumed} of ${run.units} ${units} from ${cp.path}`);
  }
}

/**
 * After the summary of a count: when it was cancelled, the summary goes out, then
 * `cancelled` (given the checkpoint that holds the finished units, if any) and, on a queue, that
 * the job goes on; false (the command is interrupted). Else the default checkpoint is removed;
 * true.
 */
async function endUnitCount(
  ctx: CliContext,
  a: UnitCountCommand,
  cp: CountCheckpoint,
  run: { readonly complete: boolean; readonly checkpointed: boolean },
  cancelled: (saved: string | null) => string,
): Promise<boolean> {
  if (!run.complete) {
    // What was printed goes out before the message, so the message follows the summary.
    await ctx.out.end();
    ctx.err(cancelled(run.checkpointed ? cp.path : null));
    if (a.queue) ctx.err('the job goes on in the queue: run the same command to wait for it again');
    return false;
  }
  if (cp.auto && cp.path !== null) rmSync(cp.path, { force: true });
  return true;
}

/** A count command as a family gives it; `runCountCommand` does the rest. */
export interface CountCommand<R, Run extends UnitCountRunResult<R>> {
  readonly checkpoint: CountCheckpoint;
  /** The progress line's words. */
  readonly words: PartialWords<R>;
  /** The count's runner, given the options `runCountCommand` makes (threads, checkpoint, …). */
  readonly run: (options: UnitCountHookOptions<R>) => Promise<Run>;
  /** Writes the answer, whole or partial (`firstMs`: when the first solution was counted). */
  readonly print: (run: Run, firstMs: number | null) => void;
  /** The message after a cancelled count (`cancelledCount` writes the usual one). */
  readonly cancelled: (run: Run, saved: string | null, underWay: UnderWay | null) => string;
}

/**
 * Runs a count command: the count with its progress line and Ctrl-C, the answer, then the end
 * (a cancelled count's message, or the default checkpoint removed). 'interrupted' when it was
 * cancelled.
 */
export async function runCountCommand<R, Run extends UnitCountRunResult<R>>(
  ctx: CliContext,
  a: UnitCountCommand,
  c: CountCommand<R, Run>,
): Promise<Outcome> {
  const { run, firstMs, underWay } = await runUnitCountCommand(
    ctx,
    a,
    c.checkpoint,
    c.words,
    c.run,
  );
  c.print(run, firstMs);
  const finished = await endUnitCount(ctx, a, c.checkpoint, run, (saved) =>
    c.cancelled(run, saved, underWay),
  );
  return finished ? 'ok' : 'interrupted';
}

/** How a cancelled count's message names what it holds. */
export interface CancelledCount<R> {
  /** 'the count above is', 'the counts above are'. */
  readonly subject: string;
  /** What is counted, singular and plural: 'tiling', 'tilings'. */
  readonly one: string;
  readonly many: string;
  /** What the units are called: 'units', 'subproblems'. */
  readonly units: string;
  readonly found: (count: R) => bigint;
}

/**
 * The usual message after a cancelled count: `cancelled after 3 s: the count above is partial
 * (12 tilings in finished units); the 2 units under way had found …; finished work is saved in …`.
 */
export function cancelledCount<R>(
  w: CancelledCount<R>,
): (run: UnitCountRunResult<R>, saved: string | null, underWay: UnderWay | null) => string {
  return (run, saved, underWay) =>
    cancelledWords(
      run.seconds,
      w.subject,
      `${plural(w.found(run.count), w.one)} in finished ${w.units}`,
      saved,
      underWayWords(underWay, w.many),
    );
}
