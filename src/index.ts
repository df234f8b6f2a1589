/**
 * placer as a library: the platform-neutral engines, typed, one namespace per subject. Every
 * export is listed by name (docs/api.md lists them all; docs/api/ is the full reference).
 *
 * ```ts
 * import { queens } from 'placer-puzzles';
 * queens.countQueens(8);                 // { total: 92n, fundamental: 12n, … }
 * new queens.SolutionStream(8).next();   // Int32Array [0, 4, 7, 5, 2, 6, 1, 3]
 * ```
 *
 * Inside the code boards, rows, columns and indices are 0-based; text for people (the placement
 * formats, messages, JSON cells of tilings) is 1-based. Counts that can pass 2^53 are `bigint`.
 *
 * @packageDocumentation
 */
export * as queens from './library/queens.js';
export * as tiling from './library/tiling.js';
export * as exactCover from './library/exactCover.js';
export * as regions from './library/regions.js';
export * as kings from './library/kings.js';
export * as symmetry from './library/symmetry.js';
export * as trace from './library/trace.js';
export * as random from './library/random.js';
export * as engine from './library/engine.js';
export * as render from './library/render.js';

// Errors.
export { PlacerError, isPlacerError } from './core/errors.js';
