/**
 * Exact cover: instances (primary and secondary items, options), Knuth's DLX text format, and
 * Algorithm X over dancing links to count, find or stream the solutions, whole or in units.
 * Items and options are 0-based ids; the DLX text names items and reports 1-based lines.
 *
 * @module
 */

// Instances.
export { makeExactCover, optionAt, optionCount, checkExactCover } from '../core/cover/problem.js';
export type { ExactCoverProblem } from '../core/cover/problem.js';
export { queensExactCover, queensSquare } from '../core/cover/nQueens.js';

// The DLX text format.
export { parseDlx, printDlx, formatOption } from '../core/cover/dlxFormat.js';
export type { ParsedDlx } from '../core/cover/dlxFormat.js';

// Search: count, first, every solution, or the engine itself.
export {
  countExactCover,
  firstExactCover,
  exactCoverSolutions,
  ExactCoverSearch,
} from '../core/cover/exactCover.js';
export type { ExactCoverOptions, CoverBranch } from '../core/cover/exactCover.js';

// Units: a count split by the options of the first item chosen.
export { planExactCoverUnits, countExactCoverUnit } from '../core/cover/coverUnits.js';
export type { ExactCoverUnit } from '../core/cover/coverUnits.js';
