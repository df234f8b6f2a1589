/**
 * The look-ahead filters of the counting loops (count.ts, listingTable.ts): branch-free tests of
 * whether placing a queen leaves the next rows without a free cell.
 */

/**
 * Cells x of a row for which `next` (the free cells of the row below, before x is placed) lies
 * inside {x-1, x, x+1}: placing x would leave the row below empty. For a nonempty `next` these are
 * the cells next to both its lowest and its highest cell (an interval argument); for an empty one,
 * every cell.
 */
export function deadAbove(next: number): number {
  const lo = next & -next;
  const hi = 1 << (31 - Math.clz32(next));
  return (((lo << 1) | lo | (lo >>> 1)) & ((hi << 1) | hi | (hi >>> 1))) | ~((next | -next) >> 31);
}

/** -1 when x is 0, else 0 (branch-free). */
export function emptyMask(x: number): number {
  return ~((x | -x) >> 31);
}
