/**
 * The worker protocol: one discriminated union of messages, used unchanged by worker_threads
 * (the CLI's count pool) and Web Workers (the web page), so a job runs the same way everywhere.
 * A worker takes `start` messages one at a time and answers each unit of work with `result`;
 * `cancel` is answered by the host terminating the worker (a busy worker reads no messages), so
 * only the unit in flight is lost.
 */
import { countSubproblem, subproblemFromId, type OrbitTally } from './queens/count.js';

/** Work a worker can do. Subproblems are named by their stable ids. */
export type Job = {
  readonly kind: 'queens-count';
  readonly n: number;
  readonly ids: readonly string[];
};

export type ToWorker = { readonly type: 'start'; readonly job: Job } | { readonly type: 'cancel' };

export type FromWorker =
  | { readonly type: 'progress'; readonly id: string; readonly note: string }
  | { readonly type: 'result'; readonly id: string; readonly tally: OrbitTally }
  | { readonly type: 'error'; readonly id: string | null; readonly message: string };

/** Runs one job, posting a result per unit: the worker body, free of any platform API. */
export function runJob(job: Job, post: (m: FromWorker) => void): void {
  for (const id of job.ids) {
    const sub = subproblemFromId(job.n, id);
    if (sub === null) {
      post({ type: 'error', id, message: `unknown subproblem '${id}' for N = ${job.n}` });
      continue;
    }
    post({ type: 'result', id, tally: countSubproblem(job.n, sub) });
  }
}
