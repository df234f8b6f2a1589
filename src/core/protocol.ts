/**
 * The worker protocol: the `Job`/`JobResult` unions, derived from every family's job table as
 * jobFamilies.ts registers them (the registry: one row per family), used unchanged by
 * worker_threads (the CLI), Web Workers (the page) and queue workers, so a unit of work runs the
 * same way everywhere. Messages are the pool's (run/pool.ts): `run` carries a unit id and its job,
 * the answer is `result` or `error` ({code, message}); every worker answers through
 * run/workerBody.ts with jobFamilies.ts's startJob. A busy worker reads no messages, so cancelling
 * is the host terminating it; there is no cancel message.
 *
 * Every job is self-contained (it names its problem and the one unit to do), so any worker can
 * take any unit in any order, a unit can be re-run after a worker died, and a unit's answer
 * depends on nothing but its job. A worker keeps the last problem it built (run/lastProblem.ts,
 * from a kind's `problem`: tilingJobs.ts tilingProblem, coverJobs.ts coverProblem): it is given
 * many units of one problem. One kind's job and answer types are its family's
 * (core/<family>/jobTypes.ts), imported from there.
 *
 * Types and light helpers only: the page's own thread imports this module, and the engines stay in
 * its workers (jobFamilies.ts is what runs jobs). It imports jobFamilies.ts's JobTables as a type
 * only, and jobFamilies.ts imports the unions back, also as types: the one import circle of src/,
 * kept because the unions follow the registry with no list of families written twice
 * (jobFamilies.ts says so too).
 */
import { expectKind, type JobOf, type JobRun as KernelJobRun, type ResultOf } from './run/job.js';
import type { JobTables } from './jobFamilies.js';

/** Any job a worker runs. */
export type Job = { [K in keyof JobTables]: JobOf<JobTables[K]> }[keyof JobTables];
/** Any job's answer; its `kind` is its job's. */
export type JobResult = { [K in keyof JobTables]: ResultOf<JobTables[K]> }[keyof JobTables];
/** A job under way (run/job.ts). */
export type JobRun = KernelJobRun<JobResult>;

/**
 * The rows whose job or answer does not carry the row's own kind: none (a compile-time check of
 * the tables; a wrong row makes the line below name its kind).
 */
type WrongRows = {
  [K in keyof JobTables]: JobOf<JobTables[K]>['kind'] extends K
    ? ResultOf<JobTables[K]>['kind'] extends K
      ? never
      : K
    : K;
}[keyof JobTables];
const rowsMatch: [WrongRows] extends [never] ? true : WrongRows = true;
void rowsMatch;

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
