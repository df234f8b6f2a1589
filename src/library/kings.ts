/**
 * Non-attacking kings on an m×n board: K kings on distinct squares, no two touching, not even
 * diagonally. The board checked at the boundary, the search (count, or each placement as its
 * kings' row masks), and the count as units for a pool of workers.
 *
 * @module
 */
export { checkKingsBoard, maxKings, MAX_KINGS_SIDE } from '../core/kings/board.js';
export type { KingsBoard } from '../core/kings/board.js';
export { KingsSearch, countKings } from '../core/kings/search.js';
export type { KingsSearchOptions } from '../core/kings/search.js';
export { kingsUnitCount } from '../core/kings/unitCount.js';
export type { KingsCount } from '../core/kings/unitCount.js';
