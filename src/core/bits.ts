/** 32-bit helpers for bitboards held in plain numbers (int32). */

/** The lowest set bit of `x` (0 when x is 0). */
export function lowestBit(x: number): number {
  return x & -x;
}

/** Index (0-based) of a single set bit; `bit` must have exactly one bit set. */
export function bitIndex(bit: number): number {
  return 31 - Math.clz32(bit);
}

/** Number of set bits in a 32-bit integer. */
export function popcount(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/** Mask of the low `n` bits, 0 ≤ n ≤ 32 (n = 32 gives -1, all bits). */
export function lowMask(n: number): number {
  return n >= 32 ? -1 : (1 << n) - 1;
}

/** The low `n` bits of `x` in reverse order (bit 0 ↔ bit n-1). */
export function reverseBits(x: number, n: number): number {
  x = ((x >>> 1) & 0x55555555) | ((x & 0x55555555) << 1);
  x = ((x >>> 2) & 0x33333333) | ((x & 0x33333333) << 2);
  x = ((x >>> 4) & 0x0f0f0f0f) | ((x & 0x0f0f0f0f) << 4);
  x = ((x >>> 8) & 0x00ff00ff) | ((x & 0x00ff00ff) << 8);
  x = (x >>> 16) | (x << 16);
  return n >= 32 ? x | 0 : (x >>> (32 - n)) | 0;
}
