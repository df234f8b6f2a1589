/**
 * Counts in words and JSON, the same on every face: the one count shape of jsonShapes.ts, exact
 * numbers as decimal strings (they pass 2^53 from N = 26 on), orbits as {"1": …, …, "8": …}.
 */
import type { QueensCount } from '../core/queens/count.js';
import { ORBIT_SIZES, type OrbitCounts } from '../core/symmetry.js';
import { countJson, type CountJson } from './jsonShapes.js';

export { orbitCountsJson, type OrbitCountsJson } from './jsonShapes.js';

/** A queens count as JSON fields: n, then the count (classes = the fundamental solutions). */
export function queensCountJson(c: QueensCount): { n: number } & Required<CountJson> {
  return { n: c.n, ...(countJson(c.total, c.orbits, c.fundamental) as Required<CountJson>) };
}

/**
 * The classes by orbit size in words, largest first: "11 of size 8, 1 of size 4". Sizes 8, 4
 * and 2 are always named for queens (`always`); size 1 only when it occurs. `format` writes each
 * number (the page groups thousands as it does its other figures; the CLI writes plain digits).
 */
export function orbitWords(
  o: OrbitCounts,
  always: readonly number[] = [8, 4, 2],
  format: (count: bigint) => string = String,
): string {
  const parts: string[] = [];
  for (const size of [...ORBIT_SIZES].reverse()) {
    if (o[size] > 0n || always.includes(size)) parts.push(`${format(o[size])} of size ${size}`);
  }
  return parts.join(', ');
}
