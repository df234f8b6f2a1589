/**
 * The one way a unit-split count runs in Node, for any family's descriptor (core/run/unitCount.ts:
 * queens, tilings, exact cover): on this machine's threads with a checkpoint (runUnits), or on
 * `placer worker`s through a queue (runQueueUnits), with the same progress callback given the
 * running sum. The header and the queue key are the descriptor's, with placer's version.
 */
import { fullHeader, sumUnits, type UnitCount } from '../core/run/unitCount.js';
import type { Job } from '../core/protocol.js';
import type { BadLine, CheckpointHeader } from './checkpoint.js';
import type { RedisTarget } from './queue/url.js';
import { loadQueue } from './queueLoader.js';
import type { UnitsProgress } from '../core/run/unitCount.js';
import { runUnits, type UnitCodec } from './runUnits.js';
import { placerVersion } from './version.js';

/** Where and as what a count's units go when they run on `placer worker`s. */
export interface QueueRun {
  readonly target: RedisTarget;
  /** placer's version: a job is carried on only by the version that started it. */
  readonly version: string;
  /** The command, for `placer queue status`. */
  readonly title: string;
  readonly onNote?: (line: string) => void;
}

/** How a unit-split count runs, beside what it counts. */
export interface UnitCountOptions<T> {
  /** Checkpoint file; `afterMs`: write it only once the run lasts that long (a default one). */
  readonly checkpoint?: { readonly path: string; readonly afterMs?: number };
  readonly threads?: number;
  /** Run in worker threads even with one thread. */
  readonly workers?: boolean;
  /**
   * With several threads, this thread is one of them (default true): for units run in slices
   * of nodes, or short ones; false where a unit's one step can take long (queens from N = 19).
   */
  readonly here?: boolean;
  readonly signal?: AbortSignal;
  readonly onProgress?: (p: UnitsProgress, partial: T) => void;
  readonly onBadRecord?: (bad: BadLine) => void;
  readonly progressEveryMs?: number;
  /** Run the units on `placer worker`s through this queue instead (no checkpoint: Redis keeps them). */
  readonly queue?: QueueRun;
}

/** A count's outcome: the sum of the units finished, and how the run went. */
export interface UnitCountRun<T> {
  readonly count: T;
  /** False when cancelled before every unit finished. */
  readonly complete: boolean;
  readonly units: number;
  /** Units finished (resumed ones included): `units` when complete. */
  readonly finished: number;
  readonly resumed: number;
  readonly seconds: number;
  readonly checkpointed: boolean;
}

/** The header naming a count's job in its checkpoint: the descriptor's, with placer's version. */
export function checkpointHeader(
  d: Pick<UnitCount<Job, unknown, unknown>, 'header'>,
): CheckpointHeader {
  return fullHeader(d, { placer: placerVersion() }) as CheckpointHeader;
}

export async function runUnitCount<U, T>(
  d: UnitCount<Job, U, T>,
  opts: UnitCountOptions<T>,
): Promise<UnitCountRun<T>> {
  const { units } = d;
  const codec: UnitCodec<U> = {
    fromResult: (r) => d.unitOf(r),
    toRecord: (u) => ({ ...d.toRecord(u) }),
    fromRecord: (rec) => d.fromRecord(rec),
  };
  const header = checkpointHeader(d);
  const onProgress =
    opts.onProgress &&
    ((p: UnitsProgress, results: ReadonlyMap<string, U>) =>
      opts.onProgress?.(p, sumUnits(d, results)));
  const q = opts.queue;
  const run = q
    ? await (
        await loadQueue()
      ).runQueueUnits<U>({
        ...q,
        key: d.key(header),
        units,
        codec,
        batch: d.batch,
        signal: opts.signal,
        progressEveryMs: opts.progressEveryMs,
        onProgress,
      })
    : await runUnits<U>({
        units,
        codec,
        checkpoint: opts.checkpoint && { ...opts.checkpoint, header },
        threads: opts.threads,
        workers: opts.workers,
        here: opts.here ?? true,
        inRuns: d.inRuns,
        signal: opts.signal,
        onBadRecord: opts.onBadRecord,
        progressEveryMs: opts.progressEveryMs,
        onProgress,
      });
  return {
    count: sumUnits(d, run.results),
    complete: run.complete,
    units: units.length,
    finished: run.results.size,
    resumed: run.resumed,
    seconds: run.seconds,
    checkpointed: run.checkpointed,
  };
}
