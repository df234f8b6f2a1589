/**
 * The JSON shapes every face writes, one per concept (docs/cli.md "JSON shapes"): a placement,
 * counts with their orbits, timing, progress. A tiling's shape is TilingJson (tilingJson.ts).
 * Exact counts are decimal strings (they pass 2^53: N = 26 queens, big tilings); positions are
 * 1-based, as people read them; durations are seconds as numbers with 6 decimals.
 */
import type { Progress } from '../core/run/engine.js';
import type { Placement } from '../core/queens/placement.js';
import {
  orbitCount,
  orbitSizesShown,
  SQUARE_ORBIT_SIZES,
  type OrbitCounts,
} from '../core/symmetry.js';

/** A queens placement: `cols[i]` is the column (1-based) of the queen in row i + 1. */
export interface PlacementJson {
  readonly n: number;
  readonly cols: number[];
}

/** A partial placement: null in a row with no queen. */
export interface PartialPlacementJson {
  readonly n: number;
  readonly cols: (number | null)[];
}

/** A placement as JSON (the `json` placement format: `{"n":4,"cols":[2,4,1,3]}`). */
export function placementJson(p: Placement): PlacementJson {
  return { n: p.n, cols: Array.from(p.cols, (c) => c + 1) };
}

/** A partial placement (rows with a negative column are empty) as JSON. */
export function partialPlacementJson(p: Placement): PartialPlacementJson {
  return { n: p.n, cols: Array.from(p.cols, (c) => (c < 0 ? null : c + 1)) };
}

/** Orbit size → classes of that size, as decimal strings. */
export interface OrbitCountsJson {
  readonly [size: string]: string;
}

/**
 * Orbit counts as JSON, keyed by orbit size: every size in `sizes`, zeros included, and any
 * other size the count holds. `sizes`: the orbit sizes of the family's group, the divisors of
 * its order (`group.orbitSizes`); the plane families list the square's 1, 2, 4, 8, a
 * rectangle's tilings too (their 8 stays "0", as it always has). Keys come out smallest first.
 */
export function orbitCountsJson(
  o: OrbitCounts,
  sizes: readonly number[] = SQUARE_ORBIT_SIZES,
): OrbitCountsJson {
  const out: Record<string, string> = {};
  for (const size of orbitSizesShown(o, sizes)) out[size] = orbitCount(o, size).toString();
  return out;
}

/**
 * A count: `total` solutions; where the command counts up to symmetry, `classes` (solutions up
 * to the symmetries: queens' fundamental solutions, distinct tilings) and the classes by orbit
 * size. The same keys in `queens count`, `tile --count`, `cover --count`, `complete --count`.
 */
export interface CountJson {
  readonly total: string;
  readonly classes?: string;
  readonly orbits?: OrbitCountsJson;
}

/** A count without symmetry (exact cover, completions). */
export function countJson(total: bigint): CountJson;
/** A count with its classes and orbits. */
export function countJson(total: bigint, orbits: OrbitCounts, classes: bigint): CountJson;
export function countJson(total: bigint, orbits?: OrbitCounts, classes?: bigint): CountJson {
  if (orbits === undefined || classes === undefined) return { total: total.toString() };
  return { total: total.toString(), classes: classes.toString(), orbits: orbitCountsJson(orbits) };
}

/** A duration in seconds, as every JSON answer writes it (microseconds are plenty). */
export function secondsJson(seconds: number): number {
  return Number(seconds.toFixed(6));
}

/**
 * Timing of an answer: `seconds` it took; `firstSeconds` until the first solution, where a
 * command finds solutions one by one (null: none found); `complete` false when it was stopped
 * (Ctrl-C) and the numbers are partial. Other durations are named `<what>Seconds`.
 */
export interface TimingJson {
  readonly seconds: number;
  readonly firstSeconds?: number | null;
  readonly complete?: boolean;
}

/** The timing fields of an answer (seconds rounded to microseconds). */
export function timingJson(
  seconds: number,
  more: { firstSeconds?: number | null; complete?: boolean } = {},
): TimingJson {
  const t: { -readonly [K in keyof TimingJson]: TimingJson[K] } = { seconds: secondsJson(seconds) };
  if (more.firstSeconds !== undefined) {
    t.firstSeconds = more.firstSeconds === null ? null : secondsJson(more.firstSeconds);
  }
  if (more.complete !== undefined) t.complete = more.complete;
  return t;
}

/**
 * Progress of a long run (core/run/engine.ts Progress): `steps` of `unit` spent, `done` of `total`
 * pieces of work (units, parts), `fraction` 0…1 where known, `found` so far as a decimal string.
 */
export interface ProgressJson {
  readonly steps: number;
  readonly unit: string;
  readonly done: number;
  readonly total: number | null;
  readonly fraction: number | null;
  readonly found: string | null;
}

/** A run's progress as JSON (found as a decimal string). */
export function progressJson(p: Progress): ProgressJson {
  return {
    steps: p.steps,
    unit: p.unit,
    done: p.done,
    total: p.total,
    fraction: p.fraction,
    found: p.found === null ? null : p.found.toString(),
  };
}
