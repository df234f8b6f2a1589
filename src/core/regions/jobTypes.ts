/**
 * The regions family's jobs and their answers, as types: a pair per kind of its job table
 * (jobs.ts), from a count's unit to the DLX text. Types and nothing else: the library's engine
 * namespace exports this module whole (`export type *`), and the page's own thread names these
 * types without loading an engine.
 */
import type { Contradiction, Step } from './hints.js';
import type { RegionsMove } from './repair.js';

/** The solutions whose first row's stars are the columns `first` (0-based, ascending). */
export interface RegionsCountJob {
  readonly kind: 'regions-count';
  /** The grid in its text form (puzzle.ts). */
  readonly grid: string;
  readonly stars: number;
  readonly first: readonly number[];
}

/** The solutions of one unit, and the search nodes it took. */
export interface RegionsCountResult {
  readonly kind: 'regions-count';
  readonly count: number;
  readonly nodes: number;
}

/** The first `limit` solutions in the listing's order (lexicographic). */
export interface RegionsListJob {
  readonly kind: 'regions-list';
  readonly grid: string;
  readonly stars: number;
  readonly limit: number;
}

/** The first solutions of a listing, packed: n·k star cells per solution, one after another. */
export interface RegionsListResult {
  readonly kind: 'regions-list';
  readonly cells: Int32Array;
  /** Whether the listing ended before `limit` (every solution is in `cells`). */
  readonly complete: boolean;
}

/** The next hint from a state of play (hints.ts): a byte per cell, 0 open, 1 star, 2 cross. */
export interface RegionsHintJob {
  readonly kind: 'regions-hint';
  readonly grid: string;
  readonly stars: number;
  readonly cells: readonly number[];
}

/** The next step, the contradiction the state runs into, or null (solved, or the rules stop). */
export interface RegionsHintResult {
  readonly kind: 'regions-hint';
  readonly step: Step | Contradiction | null;
  readonly solved: boolean;
}

/** The smallest border change that leaves one solution (repair.ts), as `placer regions repair`. */
export interface RegionsRepairJob {
  readonly kind: 'regions-repair';
  readonly grid: string;
  readonly stars: number;
}

/** The move or two moves that leave one solution (none found: empty), and the grid after them. */
export interface RegionsRepairResult {
  readonly kind: 'regions-repair';
  readonly moves: readonly RegionsMove[];
  /** The repaired grid's text form; null when no move was found. */
  readonly grid: string | null;
}

/** A puzzle with one solution, made from a seed (generate.ts), rated by the hint engine. */
export interface RegionsGenerateJob {
  readonly kind: 'regions-generate';
  readonly size: number;
  readonly stars: number;
  /** 'easy', 'medium', 'hard' or 'expert' (levels 1 … 4 of ratePuzzle); none: any. */
  readonly difficulty?: string;
  readonly seed: number;
}

/** The puzzle as text (puzzle.ts), its solution, and its level. */
export interface RegionsGenerateResult {
  readonly kind: 'regions-generate';
  readonly grid: string;
  readonly solution: Int32Array;
  readonly level: number;
  readonly steps: number;
}

/** A grid in Knuth's DLX3 format, for the exact-cover view (cover.ts). */
export interface RegionsDlxJob {
  readonly kind: 'regions-dlx';
  /** The grid in its text form (puzzle.ts). */
  readonly grid: string;
  readonly stars: number;
}

/** A grid as DLX text: the answer to a RegionsDlxJob. */
export interface RegionsDlxResult {
  readonly kind: 'regions-dlx';
  readonly text: string;
}
