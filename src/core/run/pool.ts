/**
 * The worker pool, free of any platform: it feeds units of work to workers that a platform
 * adapter spawns (worker_threads in Node, Web Workers in the page, a queue worker), keeps a few
 * units in flight per worker so none waits, settles when every unit has a result, and cancels by
 * terminating every worker (a busy worker reads no messages; only the units in flight are lost).
 *
 * A worker that ends on its own (a crash, an out-of-memory kill, an exit without an error event)
 * has its units in flight put back at the front of the queue and is replaced; a unit that kills
 * `maxAttempts` workers fails the run with an error naming it. An error a worker reports for a
 * unit (bad input) fails the run at once: retrying would give the same answer.
 */
import type { CancelSignal } from './engine.js';
import { PlacerError } from '../errors.js';
import { plural } from '../plural.js';

/** A worker as the pool sees it; a platform adapter makes one over its own worker kind. */
export interface WorkerHandle<In, Out> {
  /** Sends a message to the worker. */
  post(message: In): void;
  /** Registers the one listener for the worker's messages. */
  onMessage(listener: (message: Out) => void): void;
  /**
   * Registers the one listener for the worker's end when it was not asked to end: an error event
   * or an exit. The adapter calls it at most once, and never after terminate().
   */
  onExit(listener: (reason: string) => void): void;
  /** Ends the worker; no listener is called after this. */
  terminate(): void;
}

/**
 * What the pool sends and expects: a unit id travels with its job and comes back with its answer.
 * With `progressEveryMs`, the worker also reports how far the unit got while it runs it.
 */
export type PoolRequest<J> = {
  readonly type: 'run';
  readonly unit: string;
  readonly job: J;
  readonly progressEveryMs?: number;
};

/**
 * What a worker answers: the unit's result, or an error; and, where the request asked, how far
 * the unit got while it runs (any number of those before its result).
 */
export type PoolReply<R> =
  | { readonly type: 'result'; readonly unit: string; readonly result: R }
  | { readonly type: 'error'; readonly unit: string | null; readonly error: WireError }
  | { readonly type: 'progress'; readonly unit: string; readonly progress: UnitProgress };

/**
 * How far a unit under way got inside itself: its steps (search nodes), what it found so far
 * and the fraction of it done, where its engine says (null where not). Never a unit's answer.
 */
export interface UnitProgress {
  readonly steps: number;
  readonly found: bigint | null;
  readonly fraction: number | null;
}

/** An error as it crosses a thread or a machine: a stable code and a one-line message. */
export interface WireError {
  readonly code: string;
  readonly message: string;
}

/** A unit of work: a stable id and its job. */
export interface PoolUnit<J> {
  readonly id: string;
  readonly job: J;
}

/** What runPool runs: a spawn factory, the units, the number of workers, a result callback. */
export interface PoolOptions<J, R> {
  /** Starts one worker (a thread, a Web Worker, an in-process stand-in). */
  readonly spawn: () => WorkerHandle<PoolRequest<J>, PoolReply<R>>;
  readonly units: readonly PoolUnit<J>[];
  readonly threads: number;
  /** Receives each unit's answer, by unit id, once. */
  readonly onResult: (unit: string, result: R) => void;
  readonly signal?: CancelSignal;
  /** Units sent ahead to each worker (default 2), so a worker never waits for its next one. */
  readonly inFlight?: number;
  /** Workers a unit may take down before the run fails (default 3). */
  readonly maxAttempts?: number;
  /**
   * How far each unit under way got, as its worker reports it (about every `progressEveryMs`,
   * default 250), until its result; null when it is put back (its worker died). Absent: the
   * workers are not asked.
   */
  readonly onProgress?: (unit: string, progress: UnitProgress | null) => void;
  readonly progressEveryMs?: number;
  /**
   * Deal each worker a run of neighbouring units: the first worker takes them in order, the
   * others from the far end back (default: each worker the next unit in order). For units whose
   * neighbours share sub-problems that a counting table per worker finds again: an exact-cover
   * count (a colour Sudoku on two threads: 5.49M nodes with the units dealt in turn, 5.15M in
   * runs, as on one thread). Not for all: where units share nothing it gains nothing, and the
   * units met last, where the two runs meet, are the plan's middle ones rather than its last.
   */
  readonly inRuns?: boolean;
}

/** How a pool run ended: every unit done, or cancelled. */
export type PoolOutcome = 'done' | 'cancelled';

/** Runs every unit on up to `threads` workers; resolves once all are done or the signal aborts. */
export function runPool<J, R>(opts: PoolOptions<J, R>): Promise<PoolOutcome> {
  const { signal } = opts;
  const perWorker = Math.max(1, opts.inFlight ?? 2);
  const maxAttempts = Math.max(1, opts.maxAttempts ?? 3);
  return new Promise<PoolOutcome>((resolve, reject) => {
    /**
     * Indexes into opts.units still to send, queue[lo …], the plan's last first: workers pop the
     * next in order from the end (in runs: the first worker; the others take the plan's last,
     * at lo). Re-queued ones go on the end, the next to be popped.
     */
    const queue: number[] = [];
    let lo = 0;
    for (let i = opts.units.length - 1; i >= 0; i--) queue.push(i);
    let first: Slot | null = null;
    const attempts = new Map<number, number>();
    const index = new Map<string, number>();
    opts.units.forEach((u, i) => index.set(u.id, i));
    const live = new Set<Slot>();
    let left = opts.units.length;
    let settled = false;

    interface Slot {
      readonly worker: WorkerHandle<PoolRequest<J>, PoolReply<R>>;
      readonly flying: Set<number>;
    }

    const settle = (outcome: PoolOutcome | Error): void => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      for (const s of live) s.worker.terminate();
      live.clear();
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    const onAbort = (): void => settle('cancelled');

    const feed = (slot: Slot): void => {
      // Near the end one unit each: a unit queued behind another on a busy worker would run
      // after it while an idle worker waits (the tail of the run).
      const ahead = queue.length - lo > live.size * perWorker ? perWorker : 1;
      while (slot.flying.size < ahead && queue.length > lo) {
        const i = !opts.inRuns || slot === first ? (queue.pop() as number) : queue[lo++];
        slot.flying.add(i);
        const u = opts.units[i];
        slot.worker.post(
          opts.onProgress === undefined
            ? { type: 'run', unit: u.id, job: u.job }
            : { type: 'run', unit: u.id, job: u.job, progressEveryMs: opts.progressEveryMs ?? 250 },
        );
      }
    };

    const start = (): void => {
      const worker = opts.spawn();
      const slot: Slot = { worker, flying: new Set() };
      first ??= slot;
      live.add(slot);
      worker.onMessage((m) => {
        if (settled) return;
        if (m.type === 'error') {
          const where = m.unit === null ? '' : ` (unit ${m.unit})`;
          settle(new PlacerError(m.error.code, m.error.message + where));
          return;
        }
        const i = index.get(m.unit);
        if (m.type === 'progress') {
          if (i !== undefined && slot.flying.has(i)) opts.onProgress?.(m.unit, m.progress);
          return;
        }
        if (i === undefined || !slot.flying.delete(i)) return; // not ours, or answered already
        opts.onResult(m.unit, m.result);
        if (--left === 0) settle('done');
        else feed(slot);
      });
      worker.onExit((reason) => {
        if (settled || !live.delete(slot)) return;
        for (const i of slot.flying) {
          const n = (attempts.get(i) ?? 0) + 1;
          attempts.set(i, n);
          if (n >= maxAttempts) {
            settle(
              new PlacerError(
                'worker-died',
                `unit ${opts.units[i].id} stopped ${plural(n, 'worker')} (last: ${reason})`,
              ),
            );
            return;
          }
          queue.push(i);
          opts.onProgress?.(opts.units[i].id, null);
        }
        start();
      });
      feed(slot);
    };

    if (signal?.aborted) {
      settle('cancelled');
      return;
    }
    signal?.addEventListener('abort', onAbort);
    if (left === 0) {
      settle('done');
      return;
    }
    const threads = Math.max(1, Math.min(opts.threads, opts.units.length));
    for (let t = 0; t < threads && !settled; t++) start();
  });
}
