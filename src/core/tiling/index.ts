/**
 * Polyomino tilings as one namespace of the library (`import { tiling } from 'placer'`):
 *
 *   const p = tiling.buildTilingProblem(tiling.rectangle(10, 6),
 *     tiling.selectPieces(tiling.pieceSet('pentominoes'), new Map(), []));
 *   tiling.countTilings(p);   // { total: 9356n, distinct: 2339n, … }
 */
export * from './polyomino.js';
export * from './pieceSets.js';
export * from './pieceFile.js';
export * from './region.js';
export * from './problem.js';
export * from './layout.js';
export * from './symmetryPlan.js';
export * from './bitTiler.js';
export * from './tile.js';
