/**
 * The one way a unit-split count (tile --count, cover --count) runs: on this machine's threads
 * with a checkpoint (runUnits), or on `placer worker`s through a queue (runQueueUnits), with the
 * same progress callback given the running sum. The callers only say what their units, codec,
 * job key, checkpoint header and sum are.
 */
import type { PoolUnit } from '../core/run/pool.js';
import type { Job } from '../core/protocol.js';
import type { BadLine, CheckpointHeader } from './checkpoint.js';
import { loadQueue } from './queueLoader.js';
import { runUnits, type UnitCodec, type UnitsProgress, type UnitsRun } from './runUnits.js';
import type { QueueRun } from './tilingCountRunner.js';

/** The options every unit-split count takes from its command. */
export interface UnitCountOptions<R> {
  /** Checkpoint file; `afterMs`: write it only once the run lasts that long (a default one). */
  readonly checkpoint?: { readonly path: string; readonly afterMs?: number };
  readonly threads: number;
  readonly workers?: boolean;
  readonly signal?: AbortSignal;
  readonly onProgress?: (p: UnitsProgress, partial: R) => void;
  readonly onBadRecord?: (bad: BadLine) => void;
  readonly progressEveryMs?: number;
  /** Run the units on `placer worker`s through this queue instead (no checkpoint: Redis keeps them). */
  readonly queue?: QueueRun;
}

/** What one count is: its units, how results travel, its queue key and checkpoint header. */
export interface UnitCountJob<R> {
  readonly units: readonly PoolUnit<Job>[];
  readonly codec: UnitCodec<R>;
  /** The queue's job key: the same problem (and split) is the same job. */
  readonly key: string;
  readonly header: CheckpointHeader;
  readonly sum: (counts: Iterable<R>) => R;
}

export async function runUnitCount<R>(
  opts: UnitCountOptions<R>,
  job: UnitCountJob<R>,
): Promise<UnitsRun<R>> {
  const { units, codec, sum } = job;
  const onProgress =
    opts.onProgress &&
    ((p: UnitsProgress, results: ReadonlyMap<string, R>) =>
      opts.onProgress?.(p, sum(results.values())));
  const q = opts.queue;
  if (q) {
    return (await loadQueue()).runQueueUnits<R>({
      ...q,
      key: job.key,
      units,
      codec,
      signal: opts.signal,
      progressEveryMs: opts.progressEveryMs,
      onProgress,
    });
  }
  return runUnits<R>({
    units,
    codec,
    checkpoint: opts.checkpoint && { ...opts.checkpoint, header: job.header },
    threads: opts.threads,
    workers: opts.workers,
    // Units run in slices of nodes here: this thread can be one of the threads.
    here: true,
    signal: opts.signal,
    onBadRecord: opts.onBadRecord,
    progressEveryMs: opts.progressEveryMs,
    onProgress,
  });
}
