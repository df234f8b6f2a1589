/**
 * How the bitboard tilers (bitTiler.ts, wideTiler.ts) track piece counts: copies left per kind,
 * a bit per kind in `used` once it has none left (so its placements are no longer tried), and at
 * a leaf the test that every kind was used within its range. A kind with an exact count must be
 * used up (`finite`); a kind with a range MIN..MAX must have at most MAX − MIN copies left
 * (`ranged`, checked only at leaves, so a problem without ranges pays nothing for them).
 */
import { fewestCopies, isExactCount, isSingle, type PieceCount } from './pieceSets.js';

/** Copies left of a kind that any number of may be used (never reaches 0). */
export const UNLIMITED = 0x3fffffff;

export interface KindCopies {
  /** Copies each kind starts a search with (UNLIMITED: no limit). */
  readonly initRem: Int32Array;
  /** Kinds with an exact count: a tiling uses every copy. */
  readonly finite: number;
  /** Kinds with a range and a least count above 0: checked at leaves against `spare`. */
  readonly ranged: number;
  /** Per kind in `ranged`: the most copies a tiling may leave unused. */
  readonly spare: Int32Array;
  /** Every kind used exactly once: `used` is the only count to keep. */
  readonly simple: boolean;
}

/** The count tables of a problem's kinds (at most 32, one bit each). */
export function kindCopies(kinds: readonly PieceCount[]): KindCopies {
  const initRem = new Int32Array(Math.max(1, kinds.length));
  const spare = new Int32Array(Math.max(1, kinds.length));
  let finite = 0;
  let ranged = 0;
  kinds.forEach((k, i) => {
    initRem[i] = k.count === Infinity ? UNLIMITED : k.count;
    if (isExactCount(k)) finite |= 1 << i;
    else if (fewestCopies(k) > 0) {
      ranged |= 1 << i;
      spare[i] = initRem[i] - fewestCopies(k);
    }
  });
  return { initRem, finite, ranged, spare, simple: kinds.every(isSingle) };
}

/**
 * Whether every ranged kind is used at least its fewest copies, given the copies left `rem` and
 * one more copy of kind `placing` about to be placed (−1: none).
 */
export function rangesMet(c: KindCopies, rem: Int32Array, placing: number): boolean {
  for (let m = c.ranged; m !== 0; m &= m - 1) {
    const k = 31 - Math.clz32(m & -m);
    if (rem[k] - (k === placing ? 1 : 0) > c.spare[k]) return false;
  }
  return true;
}
