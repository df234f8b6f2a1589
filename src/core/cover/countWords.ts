/**
 * Counts as the exact-cover loops keep them: two float64 words, hi · 2^32 + lo, cheap to add to
 * at every solution and exact while hi stays under 2^53 (past that the searches set the count
 * apart in a bigint: exactCover.ts and algorithmM.ts `setApart`; the counting table keeps only
 * sub-counts under it, memo.ts). Read out as a bigint.
 */

export const TWO32 = 4294967296;

/** Where a float64 stops holding every integer: a count's high word is kept below it. */
export const EXACT_HI = 2 ** 53;

/** The count hi · 2^32 + lo. */
export function wordsToBig(hi: number, lo: number): bigint {
  return BigInt(hi) * BigInt(TWO32) + BigInt(lo);
}
