/**
 * The kings family's jobs and their answers, as types: a pair per kind of its job table (jobs.ts),
 * a count's unit and a listing's first placements. Types and nothing else: the library's engine
 * namespace exports this module whole (`export type *`), and the page's own thread names these
 * types without loading an engine.
 */
import type { KingsBoard } from './board.js';

/** The placements of a board's kings whose first row is the mask `first`. */
export interface KingsCountJob {
  readonly kind: 'kings-count';
  readonly board: KingsBoard;
  readonly first: number;
}

/** The placements of one unit, and the search nodes it took. */
export interface KingsCountResult {
  readonly kind: 'kings-count';
  readonly count: number;
  readonly nodes: number;
}

/** The first `limit` placements of a board's kings, in the listing's order (search.ts). */
export interface KingsListJob {
  readonly kind: 'kings-list';
  readonly board: KingsBoard;
  readonly limit: number;
}

/** The first placements of a listing, packed as row masks. */
export interface KingsListResult {
  readonly kind: 'kings-list';
  /** The placements' row masks, `board.rows` per placement, one after another. */
  readonly rows: Int32Array;
  /** Whether the listing ended before `limit` (every placement is in `rows`). */
  readonly complete: boolean;
}
