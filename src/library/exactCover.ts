/**
 * Exact cover: instances (primary and secondary items, options; colours on secondary items and
 * multiplicities on primary ones), Knuth's DLX text format with both of his extensions, and
 * Algorithm X / Algorithm M over dancing links to count, find or stream the solutions, whole or in
 * units.
 * Items and options are 0-based ids; the DLX text names items and reports 1-based lines.
 *
 * @module
 */

// Instances.
export {
  makeExactCover,
  buildExactCover,
  optionAt,
  optionCount,
  checkExactCover,
  coloursOf,
} from '../core/cover/problem.js';
export type {
  ExactCoverProblem,
  ExactCoverSpec,
  OptionSpec,
  CoverBounds,
} from '../core/cover/problem.js';
export { queensExactCover, queensSquare } from '../core/queens/exactCover.js';

// The DLX text format.
export { parseDlx, printDlx, formatOption } from '../core/cover/dlxFormat.js';
export type { ParsedDlx } from '../core/cover/dlxFormat.js';

// Search: count, first, every solution (by the algorithm the instance needs), or the engines.
export {
  countExactCover,
  firstExactCover,
  exactCoverSolutions,
  coverSearch,
  coverAlgorithm,
  coverKernelPart,
} from '../core/cover/coverSearch.js';
export { ExactCoverSearch } from '../core/cover/exactCover.js';
export type { ExactCoverOptions, CoverBranch, CoverBackend } from '../core/cover/exactCover.js';
export { SPLIT_CREDIT } from '../core/cover/residual.js';
export type { SplitCredit } from '../core/cover/residual.js';
export { ColourBoundSearch } from '../core/cover/algorithmM.js';
export type { CoverSearch, CoverAlgorithm, CoverKernelPart } from '../core/cover/coverSearch.js';

// Units: a count split into branches a few levels down the search.
export { planExactCoverUnits, countExactCoverUnit } from '../core/cover/coverUnits.js';
export type { UnitSearchOptions } from '../core/cover/coverUnits.js';
export type { ExactCoverUnit } from '../core/cover/coverUnits.js';
