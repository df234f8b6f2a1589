/**
 * One worker kept for a series of jobs, answered one at a time in the order asked: the listing's
 * rows (the worker keeps its part tables and streams between jobs, which a pool's fresh workers
 * would rebuild) and a count's plan. It speaks the pool's messages (core/run/pool.ts) over a handle
 * from the same `spawn` the pool uses. A busy worker reads no messages, so `close()` terminates
 * it; what was asked and not answered is then rejected with the code 'closed'.
 */
import { PlacerError } from '../../core/errors.js';
import type { PoolReply, PoolRequest, UnitProgress, WorkerHandle } from '../../core/run/pool.js';
import type { Job, JobResult } from '../../core/protocol.js';

export type Handle = WorkerHandle<PoolRequest<Job>, PoolReply<JobResult>>;
export type Spawn = () => Handle;

/**
 * What a view's session runs its work on: how its workers are made (Web Workers in the page,
 * in-thread ones in a test) and how many a count takes.
 */
export interface ViewWorkers {
  readonly spawn: Spawn;
  readonly threads: number;
}

interface Ask {
  readonly unit: string;
  readonly job: Job;
  readonly resolve: (r: JobResult) => void;
  readonly reject: (e: Error) => void;
  /** Where the worker's reports of how far the job got go (asked for only when given). */
  readonly onProgress?: (progress: UnitProgress) => void;
}

/** How often a job asked with a progress callback reports. */
const PROGRESS_EVERY_MS = 250;

export class SerialWorker {
  private handle: Handle | null = null;
  private readonly queue: Ask[] = [];
  private current: Ask | null = null;
  private seq = 0;
  private closed = false;

  constructor(private readonly spawn: Spawn) {}

  /** Whether a job is being answered or waits. */
  get busy(): boolean {
    return this.current !== null || this.queue.length > 0;
  }

  /**
   * Answers `job` after those asked before it; rejects with the worker's error or 'closed'.
   * `onProgress`: the worker reports how far the job got while it runs it (a few times a second).
   */
  run(job: Job, onProgress?: (progress: UnitProgress) => void): Promise<JobResult> {
    if (this.closed) return Promise.reject(new PlacerError('closed', 'the worker was closed'));
    return new Promise<JobResult>((resolve, reject) => {
      this.queue.push({ unit: String(++this.seq), job, resolve, reject, onProgress });
      this.next();
    });
  }

  /**
   * Hands the worker over, running, to another user (the count's pool takes its planner) and
   * closes this; null when it is busy or has none.
   */
  release(): Handle | null {
    if (this.busy || this.closed) return null;
    const h = this.handle;
    this.handle = null;
    this.closed = true;
    return h;
  }

  /** Terminates the worker; jobs not answered are rejected with 'closed'. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.handle?.terminate();
    this.handle = null;
    this.fail(new PlacerError('closed', 'the worker was closed'));
  }

  private next(): void {
    if (this.current !== null || this.closed) return;
    const ask = this.queue.shift();
    if (ask === undefined) return;
    this.current = ask;
    this.worker().post(
      ask.onProgress === undefined
        ? { type: 'run', unit: ask.unit, job: ask.job }
        : { type: 'run', unit: ask.unit, job: ask.job, progressEveryMs: PROGRESS_EVERY_MS },
    );
  }

  private worker(): Handle {
    if (this.handle !== null) return this.handle;
    const h = this.spawn();
    h.onMessage((m) => {
      const ask = this.current;
      if (h !== this.handle || ask === null || m.unit !== ask.unit) return;
      if (m.type === 'progress') return ask.onProgress?.(m.progress);
      this.current = null;
      if (m.type === 'result') ask.resolve(m.result);
      else ask.reject(new PlacerError(m.error.code, m.error.message));
      this.next();
    });
    h.onExit((reason) => {
      if (h !== this.handle) return;
      // A worker that died (out of memory, a crash) fails what it held; the next job gets a new one.
      this.handle = null;
      this.fail(new PlacerError('worker-died', `the worker stopped: ${reason}`));
    });
    this.handle = h;
    return h;
  }

  private fail(e: Error): void {
    const asks = this.current === null ? this.queue : [this.current, ...this.queue];
    this.current = null;
    this.queue.length = 0;
    for (const a of asks) a.reject(e);
  }
}
