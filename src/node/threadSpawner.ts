/** The pool's worker_threads adapter: spawn() for core/run/pool.ts over node:worker_threads. */
import { Worker } from 'node:worker_threads';
import type { PoolReply, PoolRequest, WorkerHandle } from '../core/run/pool.js';
import type { Job, JobResult } from '../core/protocol.js';

export type ThreadHandle = WorkerHandle<PoolRequest<Job>, PoolReply<JobResult>>;

/** Workers run poolWorker.js from next to this module (the CLI bundle has it beside itself). */
export function spawnThread(
  url = new URL('./poolWorker.js', import.meta.url),
  workerData?: unknown,
): ThreadHandle {
  const worker = new Worker(url, { workerData });
  let ended = false;
  let onExit: (reason: string) => void = () => undefined;
  // 'error' is followed by 'exit'; report the first, and nothing after terminate().
  const end = (reason: string): void => {
    if (ended) return;
    ended = true;
    onExit(reason);
  };
  worker.on('error', (e) => end(e.message));
  worker.on('exit', (code) => end(`exit code ${code}`));
  return {
    post: (m) => worker.postMessage(m),
    onMessage: (listener) => worker.on('message', listener),
    onExit: (listener) => (onExit = listener),
    terminate: () => {
      ended = true;
      void worker.terminate();
    },
  };
}
