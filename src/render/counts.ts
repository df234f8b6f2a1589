/**
 * Counts in words and JSON, the same on every face: the one count shape of jsonShapes.ts, exact
 * numbers as decimal strings (they pass 2^53 from N = 26 on), orbits keyed by orbit size
 * ({"1": …, …, "8": …} under the square's symmetries).
 */
import type { QueensCount } from '../core/queens/count.js';
import { orbitCount, orbitSizesShown, type OrbitCounts } from '../core/symmetry.js';
import { countJson, type CountJson } from './jsonShapes.js';

export { orbitCountsJson, type OrbitCountsJson } from './jsonShapes.js';

/** A queens count as JSON fields: n, then the count (classes = the fundamental solutions). */
export function queensCountJson(c: QueensCount): { n: number } & Required<CountJson> {
  return { n: c.n, ...(countJson(c.total, c.orbits, c.fundamental) as Required<CountJson>) };
}

/**
 * The classes by orbit size in words, largest first: "11 of size 8, 1 of size 4". The sizes in
 * `always` are always named (for queens: 8, 4 and 2); any other only when it occurs, whatever
 * the group (a box's 24, a trivial group's 1). `format` writes each number (the page groups
 * thousands as it does its other figures; the CLI writes plain digits).
 */
export function orbitWords(
  o: OrbitCounts,
  always: readonly number[] = [8, 4, 2],
  format: (count: bigint) => string = String,
): string {
  const parts: string[] = [];
  for (const size of orbitSizesShown(o, always).reverse()) {
    const count = orbitCount(o, size);
    if (count > 0n || always.includes(size)) parts.push(`${format(count)} of size ${size}`);
  }
  return parts.join(', ');
}
