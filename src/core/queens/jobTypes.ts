/**
 * The N-Queens family's jobs and their answers, as types: a pair per kind of its job table
 * (jobs.ts), from a count's subproblem to the DLX text. Types and nothing else: the library's
 * engine namespace exports this module whole (`export type *`), and the page's own thread names
 * these types without loading an engine.
 */
import type { ClassTally } from './count.js';
import type { CountEta } from './countRate.js';
import type { QueensEstimate } from './estimate.js';
import type { MutationRule } from './mutation.js';
import type { SolveMethod } from './solve.js';

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

/** Rows from…from+count-1 of `placer queens list N` (fundamental: of `--fundamental`). */
export interface QueensSliceJob {
  readonly kind: 'queens-slice';
  readonly n: number;
  readonly fundamental: boolean;
  /** The first row, 0-based, in decimal (listings pass 2^53). */
  readonly from: string;
  readonly count: number;
}

/** The rows of a slice job, packed in typed arrays. */
export interface QueensSliceResult {
  readonly kind: 'queens-slice';
  readonly n: number;
  /** The rows' columns (0-based), n per row, row after row; fewer rows at the listing's end. */
  readonly cols: Int32Array;
  /** Each row's orbit size (fundamental listing; 0 otherwise): one size per row, not OrbitCounts. */
  readonly orbits: Uint8Array;
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

/** The estimate of N from `samples` random paths of `seed`, and with `eta` the count's time. */
export interface QueensEstimateJob {
  readonly kind: 'queens-estimate';
  readonly n: number;
  readonly seed: number;
  readonly samples: number;
  readonly eta: boolean;
}

/** The estimate, and the count's ETA where asked and N has one (MIN_ETA_N … MAX_COUNT_N). */
export interface QueensEstimateResult {
  readonly kind: 'queens-estimate';
  readonly estimate: QueensEstimate;
  readonly eta: CountEta | null;
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
