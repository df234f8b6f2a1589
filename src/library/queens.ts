/**
 * N-Queens: counting, listing with random access, solving, checking, completing, estimating,
 * and the traced searches. A board is `cols[row] = column`, both 0-based (-1: no queen in that
 * row); the text formats are 1-based, as people read boards.
 *
 * @module
 */

// Placements: one queen per row at most.
export {
  makePlacement,
  queenCount,
  isComplete,
  isSolution,
  attackCount,
  attackingPairs,
} from '../core/queens/placement.js';
export type { Placement, AttackingPair, AttackLine } from '../core/queens/placement.js';

// Text formats (1-based): perm, pairs, angle, algebraic, json.
export {
  PLACEMENT_FORMATS,
  parsePlacement,
  formatPlacement,
  detectPlacementFormat,
} from '../core/queens/formats.js';
export type { PlacementFormat, ParsePlacementOptions } from '../core/queens/formats.js';

// Symmetry classes: the 8 symmetries of the square, orbits, canonical forms.
export { canonicalForm, transformPlacement, orbitSize } from '../core/queens/classes.js';
export type { CanonicalForm } from '../core/queens/classes.js';

// Checking a placement of any size.
export { checkPlacement } from '../core/queens/check.js';
export type { CheckReport, CheckOptions } from '../core/queens/check.js';

// Counting all solutions, whole or split into subproblems with stable ids.
export {
  countQueens,
  QueensCounter,
  planCount,
  countSubproblem,
  summarize,
  MAX_COUNT_N,
} from '../core/queens/count.js';
export type {
  QueensCount,
  CountOptions,
  CountSubproblem,
  ClassTally,
} from '../core/queens/count.js';

// The count by either method: the constellations above, or the quadrant join (N = 4…23), its
// units with stable ids, and the symmetric solutions that give the join's fundamental count.
export { count, COUNT_METHODS, defaultCountMethod } from '../core/queens/countMethod.js';
export type { CountMethod, CountByOptions } from '../core/queens/countMethod.js';
export {
  countQueensJoin,
  joinUnitIds,
  countJoinUnit,
  MIN_JOIN_N,
  MAX_JOIN_N,
} from '../core/queens/join/units.js';
export type { JoinTally } from '../core/queens/join/units.js';
export { queensJoinUnitCount, joinQueensCount } from '../core/queens/join/unitCount.js';
export type { JoinCount } from '../core/queens/join/unitCount.js';
export {
  countSymmetric,
  fundamentalByBurnside,
  orbitsByBurnside,
} from '../core/queens/symmetric.js';
export type { SymmetricCounts } from '../core/queens/symmetric.js';

// Listing: solutions in lexicographic order, and any row of a listing without listing the rows before it.
export { SolutionStream } from '../core/queens/enumerate.js';
export type { SolutionStreamOptions } from '../core/queens/enumerate.js';
export { solutionAt, solutionSlice, ListingSeek } from '../core/queens/listing.js';
export type { ListingOptions, ListedSolution } from '../core/queens/listing.js';

// Solving: one placement by a chosen method.
export {
  createSolver,
  SOLVE_METHODS,
  MAX_SOLVE_N,
  STEP_UNIT,
  isRandomised,
} from '../core/queens/solve.js';
export type { Solver, SolveMethod, SolveOptions } from '../core/queens/solve.js';
export { constructPlacement } from '../core/queens/construct.js';
export { MUTATION_RULES } from '../core/queens/mutation.js';
export type { MutationRule } from '../core/queens/mutation.js';

// Completing a board with some queens fixed.
export {
  prepareCompletion,
  findCompletion,
  countCompletions,
  CompletionCount,
  MAX_COMPLETE_N,
} from '../core/queens/complete.js';
export type { CompletionSetup, CompletionPart } from '../core/queens/complete.js';
export type { Space } from '../core/queens/space.js';

// Estimating the number of solutions by random probes (Knuth).
export { estimateQueens, QueensEstimator, MAX_ESTIMATE_N } from '../core/queens/estimate.js';
export type { QueensEstimate, EstimatorOptions, Interval } from '../core/queens/estimate.js';
// The time of a count on one thread, timed on its own subproblems (the estimate's ETA).
export { measureCountRate, countEta, countOrder, MIN_ETA_N } from '../core/queens/countRate.js';
export type { CountRate, CountEta, RateOptions } from '../core/queens/countRate.js';

// Traced searches, step by step: trace machines (play them with trace.TracePlayer) and event streams.
export { WalkTrace, walkEvents } from '../core/queens/walk.js';
export type { WalkOptions, WalkSnapshot } from '../core/queens/walk.js';
export { BacktrackTrace, backtrackEvents } from '../core/queens/backtrackTrace.js';
export type { BacktrackTraceOptions, BacktrackSnapshot } from '../core/queens/backtrackTrace.js';
export { GreedyTrace, greedyEvents } from '../core/queens/greedy.js';
export type { GreedyTraceOptions, GreedySnapshot } from '../core/queens/greedy.js';
export { MutationTrace, mutationEvents } from '../core/queens/mutation.js';
export type { MutationTraceOptions, MutationSnapshot } from '../core/queens/mutation.js';
export { MinConflictsTrace, minConflictsEvents } from '../core/queens/minConflictsTrace.js';
export type {
  MinConflictsTraceOptions,
  MinConflictsSnapshot,
} from '../core/queens/minConflictsTrace.js';
