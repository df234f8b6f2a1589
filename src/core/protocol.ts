/**
 * The worker protocol: every family's job table merged (one line per family below), and the
 * `Job`/`JobResult` unions derived from the tables, used unchanged by worker_threads (the CLI),
 * Web Workers (the page) and queue workers, so a unit of work runs the same way everywhere.
 * Messages are the pool's (run/pool.ts): `run` carries a unit id and its job, the answer is
 * `result` or `error` ({code, message}); every worker answers through run/workerBody.ts. A busy
 * worker reads no messages, so cancelling is the host terminating it; there is no cancel message.
 *
 * Every job is self-contained (it names its problem and the one unit to do), so any worker can
 * take any unit in any order, a unit can be re-run after a worker died, and a unit's answer
 * depends on nothing but its job. A worker keeps the last problem it built (tilingJobs.ts
 * problemOf, coverJobs.ts coverProblemOf): it is given many units of one problem.
 */
import { PlacerError } from './errors.js';
import { quoted } from './text.js';
import type { PoolReply, PoolRequest } from './run/pool.js';
import {
  expectKind,
  wireError,
  type JobKind,
  type JobOf,
  type JobRun as KernelJobRun,
  type ResultOf,
} from './run/job.js';
import { coverJobs } from './cover/jobs.js';
import { kingsJobs } from './kings/jobs.js';
import { queensJobs } from './queens/jobs.js';
import { tilingJobs } from './tiling/jobs.js';

export type * from './queens/jobs.js';
export type * from './tiling/jobs.js';
export type * from './cover/jobs.js';
export { MAX_SLICE_ROWS, planId } from './queens/jobs.js';

/**
 * Every family's jobs, by kind: one line per family. A family's table is `{kind: {start,
 * transfer?}}` (run/job.ts JobKind), and the unions below are derived from it.
 */
const JOBS = { ...queensJobs, ...tilingJobs, ...coverJobs, ...kingsJobs };

type Jobs = typeof JOBS;
/** Any job a worker runs. */
export type Job = { [K in keyof Jobs]: JobOf<Jobs[K]> }[keyof Jobs];
/** Any job's answer; its `kind` is its job's. */
export type JobResult = { [K in keyof Jobs]: ResultOf<Jobs[K]> }[keyof Jobs];
/** A job under way (run/job.ts). */
export type JobRun = KernelJobRun<JobResult>;

/** Each row's job and answer carry the row's own kind (a compile-time check of the tables). */
type KindsMatch = {
  [K in keyof Jobs]: JobOf<Jobs[K]>['kind'] extends K
    ? ResultOf<Jobs[K]>['kind'] extends K
      ? true
      : false
    : false;
}[keyof Jobs];
const kindsMatch: KindsMatch = true;
void kindsMatch;

function rowOf(kind: string): JobKind<Job, JobResult> {
  if (!Object.hasOwn(JOBS, kind)) {
    throw new PlacerError('bad-job', `unknown job kind ${quoted(String(kind))}`);
  }
  // The row for job.kind takes that kind of job: the one cast that joins the tables.
  return JOBS[kind as keyof Jobs] as JobKind<Job, JobResult>;
}

/**
 * A result narrowed to the kind its job asked for: a pool runs one kind of job, so any other kind
 * is a worker speaking another version of the protocol.
 */
export function resultOf<K extends JobResult['kind']>(
  r: JobResult,
  kind: K,
): Extract<JobResult, { kind: K }> {
  return expectKind<Extract<JobResult, { kind: K }>>(r, kind);
}

/**
 * Starts a job after checking it (a PlacerError names what is wrong): counts and listings run
 * in slices of search nodes, any other job in its first slice, as one step.
 */
export function startJob(job: Job): JobRun {
  return rowOf(job.kind).start(job);
}

/** Does one job on this thread, to its end; bad jobs (an unknown unit) throw a PlacerError. */
export function runJob(job: Job): JobResult {
  const run = startJob(job);
  while (run.run(Infinity) !== 'done');
  return run.result();
}

/**
 * The buffers a reply may hand over instead of copying (postMessage's transfer list): a
 * placement of 10^6 queens is 4 MB. The sender must not touch them afterwards.
 */
export function transferList(reply: PoolReply<JobResult>): ArrayBuffer[] {
  if (reply.type !== 'result' || !Object.hasOwn(JOBS, reply.result.kind)) return [];
  const views = rowOf(reply.result.kind).transfer?.(reply.result) ?? [];
  return views.flatMap((v) => (v.buffer instanceof ArrayBuffer ? [v.buffer] : []));
}

/** One request answered on this thread, whole: errors become {code, message}. */
export function answer(request: PoolRequest<Job>): PoolReply<JobResult> {
  try {
    return { type: 'result', unit: request.unit, result: runJob(request.job) };
  } catch (e) {
    return { type: 'error', unit: request.unit, error: wireError(e) };
  }
}
