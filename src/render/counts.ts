/**
 * Counts in words and JSON, the same on every face: exact numbers as decimal strings in JSON
 * (they pass 2^53 from N = 26 on), orbit counts as {"1": …, "2": …, "4": …, "8": …}.
 */
import type { QueensCount } from '../core/queens/count.js';
import { ORBIT_SIZES, type OrbitCounts } from '../core/symmetry.js';

/** Orbit counts in JSON: size → classes, as decimal strings. */
export type OrbitCountsJson = Record<'1' | '2' | '4' | '8', string>;

/** Orbit counts as JSON, every size present (queens' shape). */
export function orbitCountsJson(o: OrbitCounts): OrbitCountsJson {
  return { 1: o[1].toString(), 2: o[2].toString(), 4: o[4].toString(), 8: o[8].toString() };
}

/** A queens count as JSON fields: n, total, fundamental, orbits. */
export function queensCountJson(c: QueensCount): {
  n: number;
  total: string;
  fundamental: string;
  orbits: OrbitCountsJson;
} {
  return {
    n: c.n,
    total: c.total.toString(),
    fundamental: c.fundamental.toString(),
    orbits: orbitCountsJson(c.orbits),
  };
}

/**
 * The classes by orbit size in words, largest first: "11 of size 8, 1 of size 4". Sizes 8, 4
 * and 2 are always named for queens (`always`); size 1 only when it occurs.
 */
export function orbitWords(o: OrbitCounts, always: readonly number[] = [8, 4, 2]): string {
  const parts: string[] = [];
  for (const size of [...ORBIT_SIZES].reverse()) {
    if (o[size] > 0n || always.includes(size)) parts.push(`${o[size]} of size ${size}`);
  }
  return parts.join(', ');
}
