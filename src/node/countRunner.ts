/**
 * Runs an N-Queens count plan with what a long run needs around the engine: resumable
 * checkpoints (finished subproblems are never redone), progress reports, and cancellation.
 *
 * Small counts run on this thread, cancelled between subproblems (the loop yields to the event
 * loop a few times a second so a signal handler can run). Big ones — a subproblem can take
 * minutes from N ≈ 20 on — and any run with several threads go to a pool of worker threads that
 * speak src/core/protocol.ts: cancelling terminates the workers at once, losing only the
 * subproblems in flight, and this thread stays free for signals, progress and checkpoints.
 */
import {
  countSubproblem,
  defaultSplitRows,
  planCount,
  summarize,
  type CountSubproblem,
  type OrbitTally,
  type QueensCount,
} from '../core/queens/count.js';
import { Worker } from 'node:worker_threads';
import type { FromWorker, ToWorker } from '../core/protocol.js';
import { Checkpoint, type CheckpointRecord } from './checkpoint.js';

/** From this N on a count runs in a worker even on one thread, so that Ctrl-C is immediate. */
export const WORKER_MIN_N = 19;
/** Subproblems sent ahead to each worker, so it never waits for the next one. */
const IN_FLIGHT = 2;

export interface CountProgress {
  readonly done: number;
  readonly total: number;
  /** Subproblems taken from the checkpoint rather than computed in this run. */
  readonly resumed: number;
  readonly elapsedMs: number;
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
  /** Minimum time between progress reports. */
  readonly progressEveryMs?: number;
  /** Worker threads (default 1). */
  readonly threads?: number;
  /** Run in worker threads even with one thread and a small N. */
  readonly workers?: boolean;
}

export interface CountRun {
  readonly result: QueensCount;
  /** False when cancelled before every subproblem finished. */
  readonly complete: boolean;
  readonly subproblems: number;
  readonly resumed: number;
  readonly seconds: number;
}

type TallyRecord = CheckpointRecord & OrbitTally;

const YIELD_EVERY_MS = 100;

function isTally(r: CheckpointRecord): r is TallyRecord {
  const t = r as Partial<TallyRecord>;
  return [t.c1, t.c2, t.c4, t.c8].every((v) => Number.isSafeInteger(v) && (v as number) >= 0);
}

export async function runCount(opts: CountRunOptions): Promise<CountRun> {
  const { n } = opts;
  const extraRows = opts.extraRows ?? defaultSplitRows(n);
  const plan = planCount(n, extraRows);
  const cp = opts.checkpoint
    ? Checkpoint.open<TallyRecord>(opts.checkpoint, {
        kind: 'placer-queens-count',
        version: 1,
        n,
        extraRows,
        subproblems: plan.length,
      })
    : null;
  const tallies = new Map<string, OrbitTally>();
  if (cp) {
    const ids = new Set(plan.map((s) => s.id));
    for (const [id, rec] of cp.done) if (ids.has(id) && isTally(rec)) tallies.set(id, rec);
  }
  const resumed = tallies.size;
  const t0 = performance.now();
  let lastReport = -Infinity;
  const every = opts.progressEveryMs ?? 250;
  const report = (force: boolean): void => {
    const now = performance.now();
    if (!opts.onProgress || (!force && now - lastReport < every)) return;
    lastReport = now;
    opts.onProgress({
      done: tallies.size,
      total: plan.length,
      resumed,
      elapsedMs: now - t0,
      partial: summarize(n, tallies.values()),
    });
  };
  const record = (id: string, t: OrbitTally): void => {
    tallies.set(id, t);
    cp?.append({ id, c1: t.c1, c2: t.c2, c4: t.c4, c8: t.c8 });
    report(false);
  };
  const todo = plan.filter((sub) => !tallies.has(sub.id));
  const threads = opts.threads ?? 1;
  try {
    if (threads > 1 || opts.workers === true || n >= WORKER_MIN_N) {
      await runInWorkers(
        n,
        todo.map((sub) => sub.id),
        threads,
        record,
        opts.signal,
      );
    } else {
      await runHere(n, todo, record, opts.signal);
    }
  } finally {
    cp?.close();
  }
  report(true);
  return {
    result: summarize(
      n,
      plan.filter((s) => tallies.has(s.id)).map((s) => tallies.get(s.id) as OrbitTally),
    ),
    complete: tallies.size === plan.length,
    subproblems: plan.length,
    resumed,
    seconds: (performance.now() - t0) / 1000,
  };
}

/** This thread: subproblem after subproblem, yielding now and then so signals get through. */
async function runHere(
  n: number,
  subs: readonly CountSubproblem[],
  record: (id: string, t: OrbitTally) => void,
  signal: AbortSignal | undefined,
): Promise<void> {
  let lastYield = performance.now();
  for (const sub of subs) {
    if (signal?.aborted) return;
    record(sub.id, countSubproblem(n, sub));
    if (performance.now() - lastYield >= YIELD_EVERY_MS) {
      await new Promise((resolve) => setImmediate(resolve));
      lastYield = performance.now();
    }
  }
}

/** A pool of worker threads fed subproblem ids on demand; an abort terminates them at once. */
function runInWorkers(
  n: number,
  ids: readonly string[],
  threads: number,
  record: (id: string, t: OrbitTally) => void,
  signal: AbortSignal | undefined,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const workers: Worker[] = [];
    let next = 0;
    let busy = 0;
    let settled = false;
    const settle = (error?: Error): void => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      for (const w of workers) void w.terminate();
      if (error) reject(error);
      else resolve();
    };
    const onAbort = (): void => settle();
    signal?.addEventListener('abort', onAbort);
    if (signal?.aborted || ids.length === 0) {
      settle();
      return;
    }
    const url = new URL('./countWorker.js', import.meta.url);
    for (let i = 0; i < Math.min(threads, ids.length); i++) {
      const worker = new Worker(url);
      workers.push(worker);
      let inFlight = 0;
      const feed = (): void => {
        while (inFlight < IN_FLIGHT && next < ids.length) {
          const msg: ToWorker = {
            type: 'start',
            job: { kind: 'queens-count', n, ids: [ids[next++]] },
          };
          worker.postMessage(msg);
          inFlight++;
        }
        if (inFlight === 0 && --busy === 0) settle();
      };
      worker.on('message', (m: FromWorker) => {
        if (settled) return;
        if (m.type === 'result') {
          record(m.id, m.tally);
          inFlight--;
          feed();
        } else if (m.type === 'error') {
          settle(new Error(m.message));
        }
      });
      worker.on('error', (e) => settle(e));
      busy++;
      feed();
    }
  });
}
