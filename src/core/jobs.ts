/**
 * The job registry (jobFamilies.ts) with every family's table loaded, for callers that run jobs
 * synchronously: the library's `runJob` and `answer`, and tests. Importing it loads every
 * family's engines (a top-level await); the CLI and the page's workers load only what their
 * jobs need, through jobFamilies.ts.
 */
import type { PoolReply, PoolRequest } from './run/pool.js';
import { wireError } from './run/job.js';
import type { Job, JobResult } from './protocol.js';
import { loadAllJobs, startJob } from './jobFamilies.js';

export { startJob, transferList, type JobTables } from './jobFamilies.js';

await loadAllJobs();

/** Does one job on this thread, to its end; bad jobs (an unknown unit) throw a PlacerError. */
export function runJob(job: Job): JobResult {
  const run = startJob(job);
  while (run.run(Infinity) !== 'done');
  return run.result();
}

/** One request answered on this thread, whole: errors become {code, message}. */
export function answer(request: PoolRequest<Job>): PoolReply<JobResult> {
  try {
    return { type: 'result', unit: request.unit, result: runJob(request.job) };
  } catch (e) {
    return { type: 'error', unit: request.unit, error: wireError(e) };
  }
}
