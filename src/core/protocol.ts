/**
 * The worker protocol: the jobs a pool runs and their answers, one discriminated union used
 * unchanged by worker_threads (the CLI), Web Workers (the page) and queue workers, so a unit of
 * work runs the same way everywhere. Messages are the pool's (pool.ts): `run` carries a unit id
 * and its job, the answer is `result` or `error` ({code, message}). A busy worker reads no
 * messages, so cancelling is the host terminating it; there is no cancel message.
 *
 * Every job is self-contained (it names its problem and the one unit to do), so any worker can
 * take any unit in any order, a unit can be re-run after a worker died, and a unit's answer
 * depends on nothing but its job.
 */
import { PlacerError } from './errors.js';
import type { PoolReply, PoolRequest } from './pool.js';
import { countSubproblem, subproblemFromId, type OrbitTally } from './queens/count.js';

/** One subproblem of an N-Queens count, named by its stable id (count.ts). */
export interface QueensCountJob {
  readonly kind: 'queens-count';
  readonly n: number;
  readonly id: string;
}

export type Job = QueensCountJob;

export type JobResult = { readonly kind: 'queens-count'; readonly tally: OrbitTally };

/** Does one job on this thread; bad jobs (an unknown unit) throw a PlacerError. */
export function runJob(job: Job): JobResult {
  switch (job.kind) {
    case 'queens-count': {
      const sub = subproblemFromId(job.n, job.id);
      if (sub === null) {
        throw new PlacerError('bad-unit', `unknown subproblem '${job.id}' for N = ${job.n}`);
      }
      return { kind: 'queens-count', tally: countSubproblem(job.n, sub) };
    }
  }
}

/** A worker's whole body: one request in, one reply out; errors become {code, message}. */
export function answer(request: PoolRequest<Job>): PoolReply<JobResult> {
  try {
    return { type: 'result', unit: request.unit, result: runJob(request.job) };
  } catch (e) {
    const code = e instanceof PlacerError ? e.code : 'internal';
    const message = e instanceof Error ? e.message : String(e);
    return { type: 'error', unit: request.unit, error: { code, message } };
  }
}
