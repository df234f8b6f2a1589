/**
 * Runs an N-Queens count plan (core/queens/count.ts) through runUnits: checkpoints, progress and
 * cancellation. Small counts run on this thread; from WORKER_MIN_N on — a subproblem can take
 * minutes from N ≈ 20 — and with several threads, they run in worker threads, where cancelling
 * terminates the workers at once, losing only the subproblems in flight.
 */
import {
  defaultSplitRows,
  planCount,
  summarize,
  type ClassTally,
  type QueensCount,
} from '../core/queens/count.js';
import type { BadLine, CheckpointRecord } from './checkpoint.js';
import { resultOf } from '../core/protocol.js';
import { runUnits, type UnitCodec, type UnitsProgress, type UnitsRunOptions } from './runUnits.js';
import { placerVersion } from './version.js';
import { countOrder } from './countRate.js';
import { loadQueue } from './queueLoader.js';
import type { RedisTarget } from './queue/url.js';

/** From this N on a count runs in a worker even on one thread, so that Ctrl-C is immediate. */
export const WORKER_MIN_N = 19;

/** A count's progress: units (subproblems) as for every run of units, and the partial counts. */
export interface CountProgress extends UnitsProgress {
  /** Counts of the subproblems finished so far (resumed ones included). */
  readonly partial: QueensCount;
}

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

/**
 * Units per queue entry for a count: about 50 ms of work each, so that the queue's own cost per
 * entry (a few BullMQ and Redis round trips, ~1–2 ms of CPU) stays a few percent. A constellation
 * takes about 1.5 ms at N = 17 and grows ~5× per N (7× per N in all, over 1.35× more of them);
 * each pre-placed row divides it by about N - 5.
 */
export function queueBatch(n: number, extraRows: number): number {
  const unitMs = (1.5 * 5 ** (n - 17)) / Math.max(1, n - 5) ** extraRows;
  return Math.max(1, Math.min(64, Math.ceil(50 / unitMs)));
}

/** The job key of a count in the queue: `queens-N`, with the split when it is not N's default. */
export function queueKey(n: number, extraRows: number): string {
  return extraRows === defaultSplitRows(n) ? `queens-${n}` : `queens-${n}-split${extraRows}`;
}

export interface CountRun {
  readonly result: QueensCount;
  /** False when cancelled before every subproblem finished. */
  readonly complete: boolean;
  readonly subproblems: number;
  readonly resumed: number;
  readonly seconds: number;
}

const tallyCodec: UnitCodec<ClassTally> = {
  fromResult: (r) => resultOf(r, 'queens-count').tally,
  toRecord: (t) => ({ c1: t.c1, c2: t.c2, c4: t.c4, c8: t.c8 }),
  fromRecord: (rec: CheckpointRecord) => {
    const t = rec as Partial<ClassTally>;
    const ok = [t.c1, t.c2, t.c4, t.c8].every((v) => Number.isSafeInteger(v) && (v as number) >= 0);
    return ok ? (t as ClassTally) : null;
  },
};

export async function runCount(opts: CountRunOptions): Promise<CountRun> {
  const { n } = opts;
  const extraRows = opts.extraRows ?? defaultSplitRows(n);
  const plan = planCount(n, extraRows);
  const common: UnitsRunOptions<ClassTally> = {
    // In the count's seeded order: the units done so far are a fair sample for the ETA.
    units: countOrder(plan).map((s) => ({ id: s.id, job: { kind: 'queens-count', n, id: s.id } })),
    codec: tallyCodec,
    signal: opts.signal,
    onBadRecord: opts.onBadRecord,
    progressEveryMs: opts.progressEveryMs,
    onProgress: opts.onProgress
      ? (p, results) => opts.onProgress?.({ ...p, partial: summarize(n, results.values()) })
      : undefined,
  };
  const q = opts.queue;
  const run = q
    ? await (
        await loadQueue()
      ).runQueueUnits({
        ...common,
        target: q.target,
        key: queueKey(n, extraRows),
        title:
          `placer queens count ${n}` +
          (extraRows === defaultSplitRows(n) ? '' : ` --split ${extraRows}`),
        version: q.version,
        batch: queueBatch(n, extraRows),
        onNote: q.onNote,
      })
    : await runUnits({
        ...common,
        checkpoint: opts.checkpoint
          ? {
              path: opts.checkpoint,
              header: {
                kind: 'placer-queens-count',
                version: 1,
                placer: placerVersion(),
                n,
                extraRows,
                subproblems: plan.length,
              },
            }
          : undefined,
        threads: opts.threads,
        workers: opts.workers === true || n >= WORKER_MIN_N,
        // Below WORKER_MIN_N a subproblem takes milliseconds: this thread can be one of the threads.
        here: n < WORKER_MIN_N,
      });
  // Summed in plan order, so the result does not depend on the order units finished in.
  const tallies = plan.flatMap((s) => run.results.get(s.id) ?? []);
  return {
    result: summarize(n, tallies),
    complete: run.complete,
    subproblems: plan.length,
    resumed: run.resumed,
    seconds: run.seconds,
  };
}
