/**
 * The regions count's units by their first rows (unitCount.ts): every way to put the first
 * row's stars, in order, and a unit's id. Apart from unitCount.ts so that the job table
 * (jobs.ts), which unitCount.ts names the types of, imports them without a circle.
 */
import type { RegionsPuzzle } from './puzzle.js';

/** The first rows of the units: every choice of k columns of row 1, in lexicographic order. */
export function firstRows(p: RegionsPuzzle): number[][] {
  const { n, stars: k, region } = p;
  const out: number[][] = [];
  const pick: number[] = [];
  const walk = (from: number): void => {
    if (pick.length === k) {
      out.push(pick.slice());
      return;
    }
    for (let c = from; c < n; c++) {
      if (region[c] < 0) continue;
      pick.push(c);
      walk(c + 2);
      pick.pop();
    }
  };
  walk(0);
  return out;
}

/** A unit's id: `r` and its first row's columns, 1-based, joined by `.` (`r3`, `r1.6`). */
export function regionsUnitId(cols: readonly number[]): string {
  return `r${cols.map((c) => c + 1).join('.')}`;
}
