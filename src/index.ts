/**
 * placer as a library: the platform-neutral engines, typed, one namespace per puzzle.
 *
 *   import { queens } from 'placer';
 *   queens.countQueens(8);                 // { total: 92n, fundamental: 12n, … }
 *   new queens.SolutionStream(8).next();   // Int32Array [0, 4, 7, 5, 2, 6, 1, 3]
 */
export * as queens from './core/queens/index.js';
export * as tiling from './core/tiling/index.js';
export * as exactCover from './core/cover/index.js';
export * as symmetry from './core/symmetry.js';
export * as trace from './core/trace.js';
export * as random from './core/random.js';
export { PlacerError, isPlacerError } from './core/errors.js';
export * as render from './render/index.js';
