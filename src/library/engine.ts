/**
 * Running engines: the one contract every long search follows (run a budget, pause, report
 * progress), the slice driver, the platform-free worker pool, and the worker protocol's jobs.
 *
 * @module
 */

// The contract.
export type { Engine, RunStatus, Progress, CancelSignal } from '../core/run/engine.js';

// The driver: runs an engine in slices, yielding to the host between them.
export { drive, runToEnd } from '../core/run/drive.js';
export type { Host, DriveOptions, DriveOutcome } from '../core/run/drive.js';

// The pool: units of work spread over workers that a platform adapter spawns.
export { runPool } from '../core/run/pool.js';
export type {
  WorkerHandle,
  PoolOptions,
  PoolOutcome,
  PoolUnit,
  PoolRequest,
  PoolReply,
  UnitProgress,
  WireError,
} from '../core/run/pool.js';

// A count split into units: the descriptor every face runs (a family's, e.g. queensJoinUnitCount),
// and the sum of the units done so far.
export { sumUnits } from '../core/run/unitCount.js';
export type { UnitCount, JobHeader, Fields, NodesCount } from '../core/run/unitCount.js';

// The protocol: the jobs a worker runs and its answers.
export { answer, runJob, transferList } from '../core/jobs.js';
export { resultOf } from '../core/protocol.js';
export { planId } from '../core/queens/planIds.js';
export { MAX_SLICE_ROWS } from '../core/queens/sliceLimits.js';
// What planId reads of a plan (a QueensPlanResult has it).
export type { PlanIds } from '../core/queens/planIds.js';
export type { Job, JobResult } from '../core/protocol.js';
export type { JobTables } from '../core/jobs.js';
export type { JobOf, ResultOf, JobKind, JobProblem, JobRun, Kinded } from '../core/run/job.js';
// Each family's jobs and answers, from its own types module (core/<family>/jobTypes.ts).
export type * from '../core/queens/jobTypes.js';
export type * from '../core/tiling/jobTypes.js';
export type * from '../core/cover/jobTypes.js';
export type * from '../core/kings/jobTypes.js';
export type * from '../core/regions/jobTypes.js';
export type { CoverSolution } from '../core/cover/coverJobs.js';
