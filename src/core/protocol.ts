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
import { MUTATION_RULES, type MutationRule } from './queens/mutation.js';
import {
  createSolver,
  MAX_SOLVE_N,
  SOLVE_METHODS,
  type SolveMethod,
  type SolveStatus,
} from './queens/solve.js';
import { isValidSeed } from './random.js';

/** One subproblem of an N-Queens count, named by its stable id (count.ts). */
export interface QueensCountJob {
  readonly kind: 'queens-count';
  readonly n: number;
  readonly id: string;
}

/**
 * One placement of N queens by a fast method (solve.ts `createSolver`), run to its end in the
 * worker: the same seed gives the same placement as `placer queens solve N --method M --seed S`.
 */
export interface QueensSolveJob {
  readonly kind: 'queens-solve';
  readonly method: SolveMethod;
  readonly n: number;
  readonly seed: number;
  /** Mutation's acceptance rule (default 'intent'). */
  readonly rule?: MutationRule;
  /** Give up after this many steps (the method's unit); none by default. */
  readonly maxSteps?: number;
}

export type Job = QueensCountJob | QueensSolveJob;

export interface QueensSolveResult {
  readonly kind: 'queens-solve';
  /** 'none': no placement exists (N = 2, 3); 'gave-up': maxSteps reached first. */
  readonly status: 'solved' | 'none' | 'gave-up';
  /** The placement (the last state when not solved); its buffer is transferred, not copied. */
  readonly cols: Int32Array;
  readonly steps: number;
  readonly restarts: number;
  readonly error: number | null;
}

export type JobResult =
  { readonly kind: 'queens-count'; readonly tally: OrbitTally } | QueensSolveResult;

/**
 * A result narrowed to the kind its job asked for: a pool runs one kind of job, so any other kind
 * is a worker speaking another version of the protocol.
 */
export function resultOf<K extends JobResult['kind']>(
  r: JobResult,
  kind: K,
): Extract<JobResult, { kind: K }> {
  if (r.kind !== kind) {
    throw new PlacerError('bad-reply', `expected a ${kind} result, got ${r.kind}`);
  }
  return r as Extract<JobResult, { kind: K }>;
}

/** Steps per call of the solver: the worker is busy anyway; this only bounds one call. */
const SOLVE_SLICE = 1 << 24;

function checkSolveJob(job: QueensSolveJob): void {
  const bad = (message: string): never => {
    throw new PlacerError('bad-job', message);
  };
  if (!(SOLVE_METHODS as readonly string[]).includes(job.method))
    bad(`method must be one of ${SOLVE_METHODS.join(', ')}, got '${String(job.method)}'`);
  const max = MAX_SOLVE_N[job.method];
  if (!Number.isSafeInteger(job.n) || job.n < 1 || job.n > max)
    bad(`N must be a whole number from 1 to ${max} for ${job.method}, got ${job.n}`);
  if (!isValidSeed(job.seed)) bad(`seed must be a whole number 0…2^53-1, got ${job.seed}`);
  if (job.rule !== undefined && !(MUTATION_RULES as readonly string[]).includes(job.rule))
    bad(`rule must be one of ${MUTATION_RULES.join(', ')}, got '${String(job.rule)}'`);
  if (job.maxSteps !== undefined && !(Number.isSafeInteger(job.maxSteps) && job.maxSteps >= 1))
    bad(`maxSteps must be a whole number ≥ 1, got ${job.maxSteps}`);
}

function solve(job: QueensSolveJob): QueensSolveResult {
  checkSolveJob(job);
  const solver = createSolver(job.method, job.n, job.seed, { rule: job.rule });
  const maxSteps = job.maxSteps ?? Infinity;
  let status: SolveStatus = 'running';
  while (status === 'running' && solver.steps < maxSteps) {
    status = solver.run(Math.min(SOLVE_SLICE, maxSteps - solver.steps));
  }
  const { cols, steps, restarts, error } = solver;
  return {
    kind: 'queens-solve',
    status: status === 'running' ? 'gave-up' : status,
    cols,
    steps,
    restarts,
    error,
  };
}

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
    case 'queens-solve':
      return solve(job);
  }
}

/**
 * The buffers a reply may hand over instead of copying (postMessage's transfer list): a
 * placement of 10^6 queens is 4 MB. The sender must not touch them afterwards.
 */
export function transferList(reply: PoolReply<JobResult>): ArrayBuffer[] {
  if (reply.type !== 'result' || reply.result.kind !== 'queens-solve') return [];
  const buffer = reply.result.cols.buffer;
  return buffer instanceof ArrayBuffer ? [buffer] : [];
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
