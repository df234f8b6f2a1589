/**
 * The tilings family's jobs and their answers, as types: a pair per kind of its job table
 * (jobs.ts), from a count's unit to a worker's warm-up. Types and nothing else: the library's
 * engine namespace exports this module whole (`export type *`), and the page's own thread names
 * these types without loading an engine.
 */
import type { OrbitCounts } from '../symmetry.js';
import type { TilingHint } from './hint.js';
import type { TilingSpec } from './spec.js';
import type { SymmetryMode } from './symmetryPlan.js';
import type { EngineChoice } from './tilingEngine.js';
import type { TilingAt, TilingFacts } from './tilingJobs.js';

/** One unit of a tiling count (tiling/units.ts), on the problem its spec rebuilds. */
export interface TilingCountJob {
  readonly kind: 'tiling-count';
  readonly spec: TilingSpec;
  readonly id: string;
  readonly symmetry?: SymmetryMode;
  /** The engine (default 'auto'), and dancing links' cache entries (default 0: none). */
  readonly engine?: EngineChoice;
  readonly memoEntries?: number;
}

/** One tiling unit's count. */
export interface TilingCountResult {
  readonly kind: 'tiling-count';
  readonly total: bigint;
  readonly distinct: bigint;
  /** Classes up to rotations only. */
  readonly rotationClasses: bigint;
  readonly orbits: OrbitCounts;
  readonly nodes: number;
}

/** A tiling problem's facts and its count's units, before any search (tiling/tilingJobs.ts). */
export interface TilingPlanJob {
  readonly kind: 'tiling-plan';
  readonly spec: TilingSpec;
  readonly symmetry?: SymmetryMode;
}

/** A tiling problem's facts (tiling/tilingJobs.ts). */
export interface TilingPlanResult extends TilingFacts {
  readonly kind: 'tiling-plan';
}

/** The k-th tiling (0-based, decimal) of `placer tile --list [--distinct]`, by random access. */
export interface TilingAtJob {
  readonly kind: 'tiling-at';
  readonly spec: TilingSpec;
  readonly k: string;
  readonly distinct: boolean;
  /** The listing's tilings per unit in plan order where known (a count's), decimal or null. */
  readonly unitCounts?: readonly (string | null)[];
}

/** A tiling by index, ready to draw (tiling/tilingJobs.ts). */
export interface TilingAtResult extends TilingAt {
  readonly kind: 'tiling-at';
}

/** A tiling in Knuth's DLX format (as `placer tile … --dlx` writes it), for the exact-cover view. */
export interface TilingDlxJob {
  readonly kind: 'tiling-dlx';
  readonly spec: TilingSpec;
}

/** A tiling as DLX text: the answer to a TilingDlxJob. */
export interface TilingDlxResult {
  readonly kind: 'tiling-dlx';
  readonly text: string;
}

/**
 * A one-step hint (hint.ts) for the pieces placed so far on the spec's problem, drawn as the
 * tiling text form draws a tiling, '.' for an empty cell: what `placer tile … --hint` answers.
 */
export interface TilingHintJob {
  readonly kind: 'tiling-hint';
  readonly spec: TilingSpec;
  readonly rows: readonly string[];
}

/** The hint: a piece and its cells, complete, or what blocks every completion. */
export interface TilingHintResult {
  readonly kind: 'tiling-hint';
  readonly hint: TilingHint;
}

/**
 * A warm-up of a worker before a count: search about `nodes` nodes of the problem's units in
 * plan order, as a count does, and throw the counts away. A count's first units in a fresh
 * worker run several times slower than the rest (V8 compiles the search while it runs: in
 * Chromium on 2 busy cores, the first pass over 6×10's units took 1.2–3.0 s against 0.10–0.35 s
 * once compiled); the page's workers warm up on the problem itself before Count is pressed.
 */
export interface TilingWarmJob {
  readonly kind: 'tiling-warm';
  readonly spec: TilingSpec;
  readonly nodes: number;
}

/** The nodes a warm-up searched (a few past its budget: the search checks it between nodes). */
export interface TilingWarmResult {
  readonly kind: 'tiling-warm';
  readonly nodes: number;
}
