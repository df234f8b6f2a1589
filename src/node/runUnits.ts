/**
 * Runs the units of a count with what a long run needs around them, for any job kind of
 * core/protocol.ts: resumable checkpoints (finished units are never redone), progress reports and
 * cancellation, on this thread (core's UnitRunner through the driver) or on worker threads (core's
 * pool over spawnThread). The caller says how a unit's result is saved and read back.
 */
import { drive } from '../core/drive.js';
import { runPool, type PoolUnit } from '../core/pool.js';
import type { Job, JobResult } from '../core/protocol.js';
import { UnitRunner } from '../core/unitRunner.js';
import { Checkpoint, type CheckpointHeader, type CheckpointRecord } from './checkpoint.js';
import { nodeHost } from './host.js';
import { spawnThread } from './threadSpawner.js';

export interface UnitsProgress {
  readonly done: number;
  readonly total: number;
  /** Units taken from the checkpoint rather than computed in this run. */
  readonly resumed: number;
  readonly elapsedMs: number;
}

export interface UnitCodec<T> {
  /** The answer kept for a unit. */
  fromResult(r: JobResult): T;
  /** A checkpoint line's fields for it (the id is added). */
  toRecord(t: T): Record<string, unknown>;
  /** Reads a checkpoint line back; null for a line that is not a valid record. */
  fromRecord(rec: CheckpointRecord): T | null;
}

export interface UnitsRunOptions<T> {
  readonly units: readonly PoolUnit<Job>[];
  readonly codec: UnitCodec<T>;
  /** Checkpoint file and the header naming the job; none when absent. */
  readonly checkpoint?: { readonly path: string; readonly header: CheckpointHeader };
  readonly signal?: AbortSignal;
  readonly onProgress?: (p: UnitsProgress, results: ReadonlyMap<string, T>) => void;
  readonly progressEveryMs?: number;
  /** Worker threads (default 1). */
  readonly threads?: number;
  /** Run in worker threads even with one thread. */
  readonly workers?: boolean;
}

export interface UnitsRun<T> {
  /** Answers by unit id, resumed ones included. */
  readonly results: ReadonlyMap<string, T>;
  /** False when cancelled before every unit finished. */
  readonly complete: boolean;
  readonly resumed: number;
  readonly seconds: number;
}

export async function runUnits<T>(opts: UnitsRunOptions<T>): Promise<UnitsRun<T>> {
  const { units, codec } = opts;
  const cp = opts.checkpoint
    ? Checkpoint.open<CheckpointRecord>(opts.checkpoint.path, opts.checkpoint.header)
    : null;
  const results = new Map<string, T>();
  if (cp) {
    const ids = new Set(units.map((u) => u.id));
    for (const [id, rec] of cp.done) {
      const t = ids.has(id) ? codec.fromRecord(rec) : null;
      if (t !== null) results.set(id, t);
    }
  }
  const resumed = results.size;
  const t0 = performance.now();
  let lastReport = -Infinity;
  const every = opts.progressEveryMs ?? 250;
  const report = (force: boolean): void => {
    const now = performance.now();
    if (!opts.onProgress || (!force && now - lastReport < every)) return;
    lastReport = now;
    const p = { done: results.size, total: units.length, resumed, elapsedMs: now - t0 };
    opts.onProgress(p, results);
  };
  const record = (id: string, r: JobResult): void => {
    const t = codec.fromResult(r);
    results.set(id, t);
    cp?.append({ ...codec.toRecord(t), id });
    report(false);
  };
  const todo = units.filter((u) => !results.has(u.id));
  const threads = opts.threads ?? 1;
  try {
    if (threads > 1 || opts.workers === true) {
      await runPool({
        spawn: () => spawnThread(),
        units: todo,
        threads,
        onResult: record,
        signal: opts.signal,
      });
    } else {
      await drive(new UnitRunner(todo, record), {
        host: nodeHost,
        signal: opts.signal,
        firstBudget: 1,
        yieldEveryMs: 100,
      });
    }
  } finally {
    cp?.close();
  }
  report(true);
  return {
    results,
    complete: results.size === units.length,
    resumed,
    seconds: (performance.now() - t0) / 1000,
  };
}
