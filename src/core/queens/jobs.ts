/**
 * The N-Queens family's job table: each kind of job a worker runs for queens (a count's
 * subproblem, a count's plan, a fast solve, a listing slice, completions, an estimate with its
 * count's ETA), its checks and its answer. core/jobs.ts merges it with the other families'
 * tables.
 */
import { PlacerError } from '../errors.js';
import type { RunStatus } from '../run/engine.js';
import { wholeJob, type JobKind } from '../run/job.js';
import { isValidSeed } from '../random.js';
import { quoted, gotValue } from '../text.js';
import {
  countPart,
  findCompletion,
  MAX_COMPLETE_N,
  prepareCompletion,
  type CompletionSetup,
} from './complete.js';
import {
  countSubproblem,
  MAX_COUNT_N,
  planCount,
  subproblemFromId,
  type ClassTally,
} from './count.js';
import { MUTATION_RULES, type MutationRule } from './mutation.js';
import { SPACE } from './planIds.js';
import { countJoinUnit } from './join/units.js';
import { startSlice, type QueensSliceJob, type QueensSliceResult } from './sliceJob.js';
import { createSolver, MAX_SOLVE_N, SOLVE_METHODS, type SolveMethod } from './solve.js';
import { plural } from '../plural.js';

import { queensEstimate, type QueensEstimateJob } from './estimateJob.js';
import { queensDlx } from './exactCover.js';

export type { QueensSliceJob, QueensSliceResult } from './sliceJob.js';
export type { QueensEstimateJob, QueensEstimateResult } from './estimateJob.js';

/** One subproblem of an N-Queens count, named by its stable id (count.ts). */
export interface QueensCountJob {
  readonly kind: 'queens-count';
  readonly n: number;
  readonly id: string;
}

/** The classes one subproblem of a queens count holds, by orbit size. */
export interface QueensCountResult {
  readonly kind: 'queens-count';
  readonly tally: ClassTally;
}

/** One unit of an N-Queens count by the quadrant join, by its stable id (join/units.ts). */
export interface QueensJoinJob {
  readonly kind: 'queens-join';
  readonly n: number;
  readonly id: string;
}

/**
 * What a join unit counted, in decimal (a unit of N = 23 passes 2^53): a part of the total, or
 * (the `symmetric` unit) the solutions fixed by the quarter and the half turn.
 */
export interface QueensJoinResult {
  readonly kind: 'queens-join';
  readonly total?: string;
  readonly f90?: string;
  readonly f180?: string;
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

/** The placement a solve job found (or its last state), with its steps and restarts. */
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

/**
 * A partial placement's first completion in lexicographic order (`placer queens complete`).
 * `cols[r]` is row r's fixed column, 0-based, or -1 for a free row.
 */
export interface QueensCompleteJob {
  readonly kind: 'queens-complete';
  readonly n: number;
  readonly cols: readonly number[];
}

/**
 * A first completion (0-based columns of every row), or null with why: the fixed queens attack
 * each other ('conflict'), a free row is attacked in every column ('blocked'), or the search
 * found none ('none').
 */
export interface QueensCompleteResult {
  readonly kind: 'queens-complete';
  readonly completion: Int32Array | null;
  readonly reason: 'conflict' | 'blocked' | 'none' | null;
}

/**
 * The completions of a partial placement within one part of its count: the free rows first
 * chosen as `prefix` (core/queens/complete.ts planCompletion). A count is the sum over its parts.
 */
export interface QueensCompletionsJob {
  readonly kind: 'queens-completions';
  readonly n: number;
  readonly cols: readonly number[];
  readonly prefix: readonly number[];
}

/** The completions within one part (decimal: a part of N = 32 can pass 2^53). */
export interface QueensCompletionsResult {
  readonly kind: 'queens-completions';
  readonly count: string;
}

/**
 * The subproblems of an N-Queens count (count.ts `planCount`, default split): for a face whose
 * own thread must stay free, such as the page (planning N = 32 takes seconds).
 */
export interface QueensPlanJob {
  readonly kind: 'queens-plan';
  readonly n: number;
}

/**
 * A count's plan: its subproblem ids in plan order, each padded with spaces to `width`, as the
 * ASCII bytes of one buffer. The buffer is transferred, not copied (27 MB at N = 32, where a
 * string would be copied on arrival, a tenth of a second of the receiving thread), and the i-th
 * id is read without decoding the rest (`planId`).
 */
export interface QueensPlanResult {
  readonly kind: 'queens-plan';
  readonly n: number;
  /** Subproblems in the plan. */
  readonly count: number;
  readonly width: number;
  readonly ids: Uint8Array;
}

function join(job: QueensJoinJob): QueensJoinResult {
  const t = countJoinUnit(job.n, job.id);
  return 'total' in t
    ? { kind: 'queens-join', total: String(t.total) }
    : { kind: 'queens-join', f90: String(t.symmetric.f90), f180: String(t.symmetric.f180) };
}

function count(job: QueensCountJob): QueensCountResult {
  const sub = subproblemFromId(job.n, job.id);
  if (sub === null) {
    throw new PlacerError('bad-unit', `unknown subproblem '${job.id}' for N = ${job.n}`);
  }
  return { kind: 'queens-count', tally: countSubproblem(job.n, sub) };
}

/** Steps per call of the solver: the worker is busy anyway; this only bounds one call. */
const SOLVE_SLICE = 1 << 24;

function checkSolveJob(job: QueensSolveJob): void {
  const bad = (message: string): never => {
    throw new PlacerError('bad-job', message);
  };
  if (!(SOLVE_METHODS as readonly string[]).includes(job.method))
    bad(`method must be one of ${SOLVE_METHODS.join(', ')}, got ${quoted(String(job.method))}`);
  const max = MAX_SOLVE_N[job.method];
  if (!Number.isSafeInteger(job.n) || job.n < 1 || job.n > max)
    bad(`N must be a whole number from 1 to ${max} for ${job.method}, got ${gotValue(job.n)}`);
  if (!isValidSeed(job.seed)) bad(`seed must be a whole number 0…2^53-1, got ${job.seed}`);
  if (job.rule !== undefined && !(MUTATION_RULES as readonly string[]).includes(job.rule))
    bad(`rule must be one of ${MUTATION_RULES.join(', ')}, got ${quoted(String(job.rule))}`);
  if (job.maxSteps !== undefined && !(Number.isSafeInteger(job.maxSteps) && job.maxSteps >= 1))
    bad(`maxSteps must be a whole number ≥ 1, got ${job.maxSteps}`);
}

function solve(job: QueensSolveJob): QueensSolveResult {
  checkSolveJob(job);
  const solver = createSolver(job.method, job.n, job.seed, { rule: job.rule });
  const maxSteps = job.maxSteps ?? Infinity;
  let status: RunStatus = 'paused';
  while (status === 'paused' && solver.steps < maxSteps) {
    status = solver.run(Math.min(SOLVE_SLICE, maxSteps - solver.steps));
  }
  const { cols, steps, restarts, error } = solver;
  return {
    kind: 'queens-solve',
    status: status === 'found' ? 'solved' : status === 'done' ? 'none' : 'gave-up',
    cols,
    steps,
    restarts,
    error,
  };
}

function plan(job: QueensPlanJob): QueensPlanResult {
  const n = job.n;
  if (!Number.isInteger(n) || n < 1 || n > MAX_COUNT_N) {
    throw new PlacerError(
      'bad-job',
      `N must be a whole number from 1 to ${MAX_COUNT_N}, got ${gotValue(n)}`,
    );
  }
  const subs = planCount(n);
  let width = 0;
  for (const s of subs) width = Math.max(width, s.id.length);
  const ids = new Uint8Array(subs.length * width).fill(SPACE);
  subs.forEach((s, i) => {
    for (let c = 0; c < s.id.length; c++) ids[i * width + c] = s.id.charCodeAt(c);
  });
  return { kind: 'queens-plan', n, count: subs.length, width, ids };
}

/** The search space of a completion job's partial placement, after checking the job. */
function completionSetup(job: QueensCompleteJob | QueensCompletionsJob): CompletionSetup {
  const { n, cols } = job;
  if (!Number.isInteger(n) || n < 1 || n > MAX_COMPLETE_N) {
    throw new PlacerError(
      'bad-job',
      `N must be a whole number from 1 to ${MAX_COMPLETE_N}, got ${gotValue(n)}`,
    );
  }
  if (!Array.isArray(cols) || cols.length !== n) {
    throw new PlacerError(
      'bad-job',
      `cols must list ${plural(n, 'row')}, got ${String(cols).slice(0, 40)}`,
    );
  }
  for (const c of cols) {
    if (!Number.isInteger(c) || c < -1 || c >= n) {
      throw new PlacerError('bad-job', `a row's column must be -1 (free) or 0…${n - 1}, got ${c}`);
    }
  }
  return prepareCompletion({ n, cols: Int32Array.from(cols) });
}

function complete(job: QueensCompleteJob): QueensCompleteResult {
  const setup = completionSetup(job);
  if (setup.kind !== 'space')
    return { kind: 'queens-complete', completion: null, reason: setup.kind };
  const completion = findCompletion(setup.space);
  return { kind: 'queens-complete', completion, reason: completion === null ? 'none' : null };
}

function completions(job: QueensCompletionsJob): QueensCompletionsResult {
  const setup = completionSetup(job);
  if (setup.kind !== 'space') return { kind: 'queens-completions', count: '0' };
  const { space } = setup;
  const bad =
    job.prefix.length > job.n ||
    job.prefix.some((c, r) => !Number.isInteger(c) || c < 0 || (space.allowed[r] & (1 << c)) === 0);
  if (bad) {
    throw new PlacerError('bad-unit', `prefix ${job.prefix.join(',')} is not a part of this count`);
  }
  return { kind: 'queens-completions', count: String(countPart(space, { prefix: job.prefix })) };
}

/** N-Queens in Knuth's DLX format, for the exact-cover view (exactCover.ts). */
export interface QueensDlxJob {
  readonly kind: 'queens-dlx';
  readonly n: number;
}

/** N-Queens as DLX text: the answer to a QueensDlxJob. */
export interface QueensDlxResult {
  readonly kind: 'queens-dlx';
  readonly text: string;
}

const sliceKind: JobKind<QueensSliceJob, QueensSliceResult> = {
  start: startSlice,
  transfer: (r) => [r.cols, r.orbits],
};

/** The queens family's jobs, by kind. */
export const queensJobs = {
  'queens-count': wholeJob(count),
  'queens-join': wholeJob(join),
  'queens-plan': wholeJob(plan, (r) => [r.ids]),
  'queens-solve': wholeJob(solve, (r) => [r.cols]),
  'queens-slice': sliceKind,
  'queens-complete': wholeJob(complete, (r) => (r.completion === null ? [] : [r.completion])),
  'queens-completions': wholeJob(completions),
  'queens-estimate': wholeJob((job: QueensEstimateJob) => queensEstimate(job)),
  'queens-dlx': wholeJob((job: QueensDlxJob): QueensDlxResult => ({
    kind: 'queens-dlx',
    text: queensDlx(job.n),
  })),
};
