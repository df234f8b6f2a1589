/**
 * The registry of job tables: every family's table merged, one line per family, and what runs a
 * job of any of them — `startJob` (in slices), `runJob` (to its end), `answer` (a request, whole),
 * `transferList` (the buffers a reply hands over). The workers import this (the engines come with
 * it); the page's own thread needs only protocol.ts's types and helpers.
 *
 * This module and protocol.ts import each other, types only, on purpose: the unions of
 * protocol.ts are derived from JOBS's type here (so a family joins by its one line above), and
 * the functions here are typed by those unions. Either way round one of them would have to name
 * every family's jobs by hand; type imports are erased, so nothing loads in a circle.
 */
import { PlacerError } from './errors.js';
import { quoted } from './text.js';
import type { PoolReply, PoolRequest } from './run/pool.js';
import { wireError, type JobKind } from './run/job.js';
import type { Job, JobResult, JobRun } from './protocol.js';
import { coverJobs } from './cover/jobs.js';
import { kingsJobs } from './kings/jobs.js';
import { queensJobs } from './queens/jobs.js';
import { regionsJobs } from './regions/jobs.js';
import { tilingJobs } from './tiling/jobs.js';

/**
 * Every family's jobs, by kind: one line per family. A family's table is `{kind: {start,
 * transfer?}}` (run/job.ts JobKind); protocol.ts derives the unions from it.
 */
const JOBS = { ...queensJobs, ...tilingJobs, ...coverJobs, ...kingsJobs, ...regionsJobs };

/** The tables' type, from which protocol.ts derives Job and JobResult. */
export type JobTables = typeof JOBS;

function rowOf(kind: string): JobKind<Job, JobResult> {
  if (!Object.hasOwn(JOBS, kind)) {
    throw new PlacerError('bad-job', `unknown job kind ${quoted(String(kind))}`);
  }
  // The row for job.kind takes that kind of job: the one cast that joins the tables.
  return JOBS[kind as keyof JobTables] as JobKind<Job, JobResult>;
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
