/**
 * The look-ahead filters of the counting loops (count.ts, listingTable.ts): branch-free tests of
 * whether placing a queen leaves the next rows without a free cell.
 */

/**
 * Cells x of a row for which `next` (the free cells of the row below, before x is placed) lies
 * inside {x-1, x, x+1}: placing x would leave the row below empty. These are the cells from
 * hi-1 to lo+1, hi and lo being the highest and lowest cell of `next`; for an empty `next`, every
 * cell (lo = 0 gives all cells below lo+1, and `next | 1` all cells from hi-1). Branch-free; the
 * counting loops write it out (count.ts).
 */
export function deadAbove(next: number): number {
  return (((next & -next) << 2) - 1) & ((-1 << ~Math.clz32(next | 1)) >> 1);
}

/** -1 when x is 0, else 0 (branch-free). */
export function emptyMask(x: number): number {
  return ~((x | -x) >> 31);
}
