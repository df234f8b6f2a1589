/**
 * Runs an N-Queens count plan (core/queens/unitCount.ts, the family's unit-count descriptor)
 * through the one unit-count runner (unitCountRun.ts): checkpoints, progress and cancellation. Small counts run on this thread; from WORKER_MIN_N on — a subproblem can take
 * minutes from N ≈ 20 — and with several threads, they run in worker threads, where cancelling
 * terminates the workers at once, losing only the subproblems in flight.
 */
import { defaultSplitRows, planCount, type QueensCount } from '../core/queens/count.js';
import { queensUnitCount } from '../core/queens/unitCount.js';
import type { BadLine } from './checkpoint.js';
import type { CountProgress as UnitCountProgress } from '../core/run/unitCount.js';
import { countOrder } from './countRate.js';
import type { RedisTarget } from './queue/url.js';
import { runUnitCount } from './unitCountRun.js';

/** From this N on a count runs in a worker even on one thread, so that Ctrl-C is immediate. */
export const WORKER_MIN_N = 19;

/** A queens count's progress: its subproblems, and the counts of those finished (resumed too). */
export type CountProgress = UnitCountProgress<QueensCount>;

export interface CountRunOptions {
  readonly n: number;
  readonly extraRows?: number;
  /** Checkpoint file to resume from and append to; none when absent. */
  readonly checkpoint?: string;
  readonly signal?: AbortSignal;
  readonly onProgress?: (p: CountProgress) => void;
  /** Told of each checkpoint line that is not a usable record (its subproblem runs again). */
  readonly onBadRecord?: (bad: BadLine) => void;
  /** Minimum time between progress reports. */
  readonly progressEveryMs?: number;
  /** Worker threads (default 1). */
  readonly threads?: number;
  /** Run in worker threads even with one thread and a small N. */
  readonly workers?: boolean;
  /** Run the units on `placer worker`s through this queue instead (no checkpoint: Redis keeps them). */
  readonly queue?: {
    readonly target: RedisTarget;
    readonly version: string;
    readonly onNote?: (line: string) => void;
  };
}

export interface CountRun {
  readonly result: QueensCount;
  /** False when cancelled before every subproblem finished. */
  readonly complete: boolean;
  readonly subproblems: number;
  readonly resumed: number;
  readonly seconds: number;
}

export async function runCount(opts: CountRunOptions): Promise<CountRun> {
  const { n } = opts;
  const extraRows = opts.extraRows ?? defaultSplitRows(n);
  // In the count's seeded order: the units done so far are a fair sample for the ETA.
  const ids = countOrder(planCount(n, extraRows)).map((s) => s.id);
  const count = queensUnitCount(n, extraRows, ids);
  const q = opts.queue;
  const run = await runUnitCount(count, {
    checkpoint: opts.checkpoint === undefined ? undefined : { path: opts.checkpoint },
    threads: opts.threads,
    workers: opts.workers === true || n >= WORKER_MIN_N,
    // Below WORKER_MIN_N a subproblem takes milliseconds: this thread can be one of the threads.
    here: n < WORKER_MIN_N,
    signal: opts.signal,
    onBadRecord: opts.onBadRecord,
    progressEveryMs: opts.progressEveryMs,
    onProgress: opts.onProgress && ((p, partial) => opts.onProgress?.({ ...p, partial })),
    queue: q && {
      ...q,
      title:
        `placer queens count ${n}` +
        (extraRows === defaultSplitRows(n) ? '' : ` --split ${extraRows}`),
    },
  });
  return {
    result: run.count,
    complete: run.complete,
    subproblems: run.units,
    resumed: run.resumed,
    seconds: run.seconds,
  };
}
