/**
 * Queens on coloured regions and Star Battle: an n×n grid split into n regions, k stars in every
 * row, column and region, no two touching (k = 1 is the "Queens" game). Grids as text, placements
 * as text with a rule check, the exact counting search (count, first solution, every solution in
 * lexicographic order), the grid as an exact-cover instance, hints that explain and a rating,
 * puzzles with one solution generated from a seed, and layouts repaired. Cells are `r * n + c`,
 * 0-based; text for people is 1-based.
 *
 * @module
 */

// Grids.
export {
  parseRegions,
  printRegions,
  printRegionsFile,
  headerStars,
  regionsFromCells,
  regionCells,
  regionsConnected,
  checkStars,
  MAX_REGIONS_SIDE,
  MAX_STARS,
  REGION_SYMBOLS,
} from '../core/regions/puzzle.js';
export type { RegionsPuzzle, RegionsSolution } from '../core/regions/puzzle.js';

// Star Battle as a puzz.link (pzprjs) URL: read and written.
export {
  looksLikePuzzLink,
  parsePuzzLink,
  puzzLinkUrl,
  PUZZ_LINK_PREFIX,
} from '../core/regions/puzzLink.js';

// Placements and the rules.
export { parseStars, printStars, violations, cellName } from '../core/regions/placement.js';
export type { Violation } from '../core/regions/placement.js';

// Search: count, the first solution, the listing, the engine.
export {
  RegionsSearch,
  countRegions,
  solveRegions,
  regionsSolutions,
} from '../core/regions/search.js';
export type { RegionsSearchOptions, RegionsOrder } from '../core/regions/search.js';
// The count as units for a pool of workers (engine.ts runs it).
export { regionsUnitCount } from '../core/regions/unitCount.js';
export type { RegionsCount } from '../core/regions/unitCount.js';

// The grid as exact cover (rows, columns, regions primary with k; 2×2 windows secondary).
export { regionsExactCover } from '../core/regions/cover.js';
export type { RegionsCover } from '../core/regions/cover.js';

// Hints that explain, and difficulty.
export { explain, nextStep, applyStep, startState } from '../core/regions/hints.js';
export type {
  Step,
  Contradiction,
  Explanation,
  ExplainOptions,
  HintState,
  HintUnit,
} from '../core/regions/hints.js';
export { ratePuzzle } from '../core/regions/rate.js';
export type { RegionsRating, RegionsRateOptions } from '../core/regions/rate.js';
export { RULE_NAMES, RULE_STRENGTHS } from '../core/regions/rules.js';
export type { RuleName } from '../core/regions/rules.js';

// Puzzles made from a seed, and layouts repaired.
export {
  generateRated,
  GENERATE_MAX_NODES,
  GENERATE_SECONDS,
} from '../core/regions/generateRated.js';
export type { RatedPuzzle, GenerateControl } from '../core/regions/generateRated.js';
export { generateRegions } from '../core/regions/generate.js';
export {
  minGenerateSide,
  MIN_GENERATE_SIDE,
  MAX_GENERATE_SIDE,
  MAX_GENERATE_STARS,
  REGIONS_DIFFICULTIES,
} from '../core/regions/generate/options.js';
export type { GenerateRegionsOptions } from '../core/regions/generate/options.js';
export type { GeneratedRegions } from '../core/regions/generate.js';
export type {
  RegionsDifficultyName,
  RegionsRater,
  GeneratorRating,
} from '../core/regions/generate/options.js';
export { repairRegions } from '../core/regions/repair.js';
export type { RegionsMove, RegionsRepair, RepairRegionsOptions } from '../core/regions/repair.js';
