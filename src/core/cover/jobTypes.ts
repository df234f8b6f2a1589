/**
 * The exact-cover family's jobs and their answers, as types: a pair per kind of its job table
 * (jobs.ts), a count's unit, an instance's facts and solutions by index. Types and nothing else:
 * the library's engine namespace exports this module whole (`export type *`), and the page's own
 * thread names these types without loading an engine.
 */
import type { CoverFacts, CoverListing } from './coverJobs.js';
import type { CoverBackend } from './exactCover.js';

/** One unit of an exact-cover count (cover/coverUnits.ts): a branch a few levels down, by its place in the plan. */
export interface CoverCountJob {
  readonly kind: 'cover-count';
  /** The problem in Knuth's DLX text format. */
  readonly dlx: string;
  readonly id: number;
  /** Cache entries for memoised counting (default 0: none). */
  readonly memoEntries?: number;
  /** False: Algorithm M keeps its cache to the end instead of dropping it when it pays too little. */
  readonly memoTrial?: boolean;
  /** 'js': Algorithm M's loop in TypeScript even where the WebAssembly kernel runs (default wasm). */
  readonly backend?: CoverBackend;
}

/** One exact-cover unit's count. */
export interface CoverCountResult {
  readonly kind: 'cover-count';
  readonly count: bigint;
  readonly nodes: number;
  /** Sub-problems its cache answered (memoEntries > 0). */
  readonly memoHits: number;
  /** Whether the unit ran on without its cache, dropped as saving too little. */
  readonly memoDropped: boolean;
  /** Nodes where its count split into parts that no option joins (absent from older workers). */
  readonly splits?: number;
  /** Where the unit's search loop ran at its end (algorithmM.ts `backend`). */
  readonly backend?: CoverBackend;
}

/** An exact-cover instance's size and units (cover/coverJobs.ts). */
export interface CoverPlanJob {
  readonly kind: 'cover-plan';
  readonly dlx: string;
}

/** An exact-cover instance's size and units: the answer to a CoverPlanJob (cover/coverJobs.ts). */
export interface CoverPlanResult extends CoverFacts {
  readonly kind: 'cover-plan';
}

/**
 * `count` solutions of an exact-cover instance from index `from` on (0-based, decimal; default
 * 0), as `placer cover --list --offset FROM --limit COUNT`, by random access (cover/coverSeek.ts).
 */
export interface CoverListJob {
  readonly kind: 'cover-list';
  readonly dlx: string;
  readonly count: number;
  readonly from?: string;
  /** The listing's solutions per unit in plan order where known (a count's), decimal or null. */
  readonly unitCounts?: readonly (string | null)[];
}

/** Solutions of an exact-cover instance from an index on: the answer to a CoverListJob. */
export interface CoverListResult extends CoverListing {
  readonly kind: 'cover-list';
}
