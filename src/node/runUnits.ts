/**
 * Runs the units of a count with what a long run needs around them, for any job kind of
 * core/protocol.ts: resumable checkpoints (finished units are never redone), progress reports and
 * cancellation, on this thread (core's UnitRunner through the driver) or on worker threads (core's
 * pool over spawnThread). The caller says how a unit's result is saved and read back. Progress
 * includes how far the units under way got inside themselves (`running`), which is never saved:
 * the checkpoint holds finished units only.
 */
import { rmSync, statSync } from 'node:fs';
import { drive } from '../core/run/drive.js';
import { runPool, type PoolUnit } from '../core/run/pool.js';
import { type Job, type JobResult } from '../core/protocol.js';
import { loadJobs, startJob } from '../core/jobFamilies.js';
import { UnitRunner } from '../core/run/unitRunner.js';
import { hereWorker } from '../core/run/hereWorker.js';
import {
  Checkpoint,
  type BadLine,
  type CheckpointHeader,
  type CheckpointRecord,
} from './checkpoint.js';
import { RateMarks, runningOf, type UnitsProgress } from '../core/run/unitCount.js';
import type { UnitProgress } from '../core/run/pool.js';
import { nodeHost } from './host.js';
import { spawnThread } from './threadSpawner.js';

export interface UnitCodec<T> {
  /** The answer kept for a unit. */
  fromResult(r: JobResult): T;
  /** A checkpoint line's fields for it (the id is added). */
  toRecord(t: T): Record<string, unknown>;
  /** Reads a checkpoint line back; null for a line that is not a valid record. */
  fromRecord(rec: CheckpointRecord): T | null;
}

export interface UnitsCheckpoint {
  readonly path: string;
  readonly header: CheckpointHeader;
  /**
   * Write the file only once the run has lasted this long, or when it is cancelled (a default
   * checkpoint: short runs leave no file). An existing file is resumed at once all the same.
   */
  readonly afterMs?: number;
}

export interface UnitsRunOptions<T> {
  readonly units: readonly PoolUnit<Job>[];
  readonly codec: UnitCodec<T>;
  /** Checkpoint file and the header naming the job; none when absent. */
  readonly checkpoint?: UnitsCheckpoint;
  readonly signal?: AbortSignal;
  /** Told of each line of the checkpoint that is not a usable record (its unit runs again). */
  readonly onBadRecord?: (bad: BadLine) => void;
  readonly onProgress?: (p: UnitsProgress, results: ReadonlyMap<string, T>) => void;
  readonly progressEveryMs?: number;
  /** Worker threads (default 1). */
  readonly threads?: number;
  /** Run in worker threads even with one thread. */
  readonly workers?: boolean;
  /**
   * With several threads, let this thread be one of them (core/run/hereWorker.ts): for jobs whose
   * steps are short, as the caller knows. It saves a worker's start-up and a core's sharing.
   */
  readonly here?: boolean;
  /** Give each worker a run of neighbouring units (core/run/pool.ts). */
  readonly inRuns?: boolean;
}

export interface UnitsRun<T> {
  /** Answers by unit id, resumed ones included. */
  readonly results: ReadonlyMap<string, T>;
  /** False when cancelled before every unit finished. */
  readonly complete: boolean;
  readonly resumed: number;
  readonly seconds: number;
  /**
   * Whether the checkpoint file exists now and holds finished units (a deferred one may not
   * have been written; one this run made and finished nothing for is removed: no work to save).
   */
  readonly checkpointed: boolean;
}

export async function runUnits<T>(opts: UnitsRunOptions<T>): Promise<UnitsRun<T>> {
  const { units, codec } = opts;
  const spec = opts.checkpoint;
  const existed = spec !== undefined && hasContent(spec.path);
  const deferred = spec?.afterMs !== undefined && !existed;
  let cp = spec && !deferred ? Checkpoint.open<CheckpointRecord>(spec.path, spec.header) : null;
  const results = new Map<string, T>();
  if (cp) {
    const ids = new Set(units.map((u) => u.id));
    const bad: BadLine[] = [...cp.bad];
    for (const [id, rec] of cp.done) {
      const t = ids.has(id) ? codec.fromRecord(rec) : null;
      if (t !== null) results.set(id, t);
      else {
        const why = ids.has(id) ? 'not a valid record' : 'no unit of this job';
        bad.push({ line: cp.lineOf.get(id) ?? 0, reason: `${why}: ${JSON.stringify(id)}` });
      }
    }
    bad.sort((a, b) => a.line - b.line);
    for (const b of bad) opts.onBadRecord?.(b);
  }
  const resumed = results.size;
  const t0 = performance.now();
  /** Opens a deferred checkpoint and writes what is done so far. */
  const openDeferred = (): void => {
    if (cp !== null || !spec) return;
    cp = Checkpoint.open<CheckpointRecord>(spec.path, spec.header);
    for (const [id, t] of results) cp.append({ ...codec.toRecord(t), id });
  };
  // (fresh units done, ms) each time the fresh units reach a power of two: `since` of a report.
  const marks = new RateMarks();
  let finished = false;
  let lastReport = -Infinity;
  // How far the units under way got: the workers' reports, or this thread's runner.
  const inUnits = new Map<string, UnitProgress>();
  let runner: UnitRunner<Job, JobResult> | null = null;
  const running = (): UnitProgress[] => {
    if (finished) return [];
    const here = runner?.running();
    return here ? [here] : [...inUnits.values()];
  };
  const every = opts.progressEveryMs ?? 250;
  const report = (force: boolean): void => {
    const now = performance.now();
    if (deferred && !finished && cp === null && now - t0 >= (spec?.afterMs ?? 0)) openDeferred();
    if (!opts.onProgress || (!force && now - lastReport < every)) return;
    lastReport = now;
    const fresh = results.size - resumed;
    const since = marks.since(fresh);
    const p = {
      done: results.size,
      total: units.length,
      resumed,
      elapsedMs: now - t0,
      since,
      running: runningOf(running()),
    };
    opts.onProgress(p, results);
  };
  const record = (id: string, r: JobResult): void => {
    const t = codec.fromResult(r);
    results.set(id, t);
    inUnits.delete(id);
    marks.record(results.size - resumed, performance.now() - t0);
    cp?.append({ ...codec.toRecord(t), id });
    report(false);
  };
  const todo = units.filter((u) => !results.has(u.id));
  const threads = opts.threads ?? 1;
  // This thread's own runs need the jobs' engines; worker threads load their own.
  await loadJobs(todo.map((u) => u.job.kind));
  // Progress (and a deferred checkpoint) also between results: a unit can take minutes.
  const ticker = setInterval(() => report(false), Math.max(every, 50));
  ticker.unref();
  try {
    if (threads > 1 || opts.workers === true) {
      let spawned = 0;
      const useHere = opts.here === true && threads > 1;
      await runPool({
        spawn: () => (useHere && spawned++ === 0 ? hereWorker(nodeHost, startJob) : spawnThread()),
        units: todo,
        threads,
        onResult: record,
        signal: opts.signal,
        // Units can take well under a millisecond (queens N = 16): enough queued per worker that
        // none runs dry while this thread, counting too, gets to its messages.
        inFlight: useHere ? 8 : 2,
        inRuns: opts.inRuns,
        progressEveryMs: every,
        onProgress: opts.onProgress
          ? (id, p) => {
              if (p === null) inUnits.delete(id);
              else inUnits.set(id, p);
            }
          : undefined,
      });
    } else {
      runner = new UnitRunner(todo, startJob, record);
      await drive(runner, {
        host: nodeHost,
        signal: opts.signal,
        firstBudget: 1,
        yieldEveryMs: 100,
      });
    }
    // A cancelled run keeps what it finished, deferred or not.
    if (results.size < units.length && results.size > resumed) openDeferred();
  } finally {
    finished = true;
    clearInterval(ticker);
    (cp as Checkpoint<CheckpointRecord> | null)?.close();
  }
  // Cancelled before any unit finished (a queens count 27's first one takes hours): the file
  // this run made holds its header alone, nothing to resume; it goes, and nothing is "saved".
  const empty =
    (cp as Checkpoint<CheckpointRecord> | null) !== null && results.size === 0 && !existed;
  if (empty && spec) rmSync(spec.path, { force: true });
  report(true);
  return {
    results,
    complete: results.size === units.length,
    resumed,
    seconds: (performance.now() - t0) / 1000,
    checkpointed: (cp as Checkpoint<CheckpointRecord> | null) !== null && !empty,
  };
}

/** Whether a file exists with something in it (a checkpoint to resume). */
function hasContent(path: string): boolean {
  try {
    return statSync(path).size > 0;
  } catch {
    return false;
  }
}
