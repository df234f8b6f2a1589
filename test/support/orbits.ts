/**
 * N-Queens classes by orbit size, from OEIS: A260320 (asymmetric classes, orbit 8) and A260318
 * (doubly symmetric classes, orbit 2; for N = 1 the single solution, orbit 1). The remaining
 * classes of A002562 (`fundamental`) have orbit 4.
 */
const ORBIT8 = [0, 0, 0, 0, 1, 0, 4, 11, 42, 89, 329, 1765, 9197, 45647, 284743, 1846189, 11975869];
const ORBIT2 = [1, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 4, 4, 0, 0, 32, 64];

/** Largest N with a known breakdown here. */
export const ORBITS_MAX_N = ORBIT8.length;

/** Classes of each orbit size for 1 ≤ n ≤ ORBITS_MAX_N, given the class count. */
export function expectedOrbits(n: number, fundamental: bigint): Record<1 | 2 | 4 | 8, bigint> {
  const c8 = BigInt(ORBIT8[n - 1]);
  const c1 = n === 1 ? 1n : 0n;
  const c2 = n === 1 ? 0n : BigInt(ORBIT2[n - 1]);
  return { 1: c1, 2: c2, 4: fundamental - c1 - c2 - c8, 8: c8 };
}
