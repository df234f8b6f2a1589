/**
 * The Web Worker adapter for core/run/pool.ts: `spawnWorker()` is the pool's `spawn` in the page.
 * Vite sees the `new Worker(new URL(…), { type: 'module' })` literal and builds the worker as a
 * module of its own (same origin, so the page's CSP `worker-src 'self'` allows it).
 */
import type { PoolReply, PoolRequest, WorkerHandle } from '../../core/run/pool.js';
import type { Job, JobResult } from '../../core/protocol.js';
import type { ViewWorkers } from '../state/serialWorker.js';

/** The pool's messages: a job to run, and its replies. */
export type PageWorker = WorkerHandle<PoolRequest<Job>, PoolReply<JobResult>>;

export function spawnWorker(): PageWorker {
  const worker = new Worker(new URL('./placer.worker.ts', import.meta.url), { type: 'module' });
  let ended = false;
  let exit: (reason: string) => void = () => undefined;
  // A Web Worker has no exit event: an uncaught error (or a message that cannot be read) is its
  // end as far as the pool is concerned; it is terminated so it cannot answer late.
  const die = (reason: string): void => {
    if (ended) return;
    ended = true;
    worker.terminate();
    exit(reason);
  };
  worker.onerror = (e) => {
    e.preventDefault();
    die(e.message || 'the worker failed to load or threw');
  };
  worker.onmessageerror = () => die('a message from the worker could not be read');
  return {
    post: (message) => worker.postMessage(message),
    onMessage: (listener) => {
      worker.onmessage = (e: MessageEvent<PoolReply<JobResult>>) => listener(e.data);
    },
    onExit: (listener) => {
      exit = listener;
    },
    terminate: () => {
      ended = true;
      worker.terminate();
    },
  };
}

/**
 * The page's workers for a view's session: Web Workers, one per core for a count, as the CLI's
 * --threads would be set on this machine.
 */
export function pageWorkers(): ViewWorkers {
  return { spawn: spawnWorker, threads: Math.max(1, navigator.hardwareConcurrency || 1) };
}
