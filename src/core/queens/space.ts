/**
 * Symmetry-reduced search spaces (Takaken's method) for the fundamental-only enumerator (the
 * counter uses constellations instead, see count.ts). Every class of solutions has a member
 * whose row-0 queen is at least as close to a corner as any queen on any edge; the spaces below
 * contain such members:
 *
 * - corner: root [0, b1], 2 ≤ b1 ≤ n-2 — a queen at (0,0); no queen in column 1 above row b1
 *   (of S and its transpose, the one with the smaller row-1 column);
 * - edge: root [b], 1 ≤ b < n-1-b — rows < b keep off columns 0 and n-1, both side queens stand
 *   in rows b…n-1-b (checked at row n-1-b), the bottom queen in columns b…n-1-b.
 *
 * Roots are listed in lexicographic order, so a depth-first search over them in order visits
 * solutions in lexicographic order of `cols`. The lexicographically smallest member of every
 * class lies in these spaces.
 */
import { lowMask } from '../bits.js';

/** Below this the spaces have no room; tiny boards are searched without symmetry reduction. */
export const MIN_SPACE_N = 4;

/**
 * One symmetry-reduced search space of the fundamental-only enumerator: the columns each row
 * may use, and the row by which both side columns must be taken.
 */
export interface Space {
  readonly n: number;
  /** Columns row y may use (allowed[n-1] carries the bottom-edge rule). */
  readonly allowed: Int32Array;
  /** Row by whose end both side columns must be taken (-1: none). */
  readonly ruleRow: number;
  /** Columns 0 and n-1. */
  readonly side: number;
}

/** The roots (pre-placed first rows) of all spaces for n ≥ MIN_SPACE_N, in lexicographic order. */
export function spaceRoots(n: number): number[][] {
  const roots: number[][] = [];
  for (let b1 = 2; b1 <= n - 2; b1++) roots.push([0, b1]);
  for (let b = 1; b < n - 1 - b; b++) roots.push([b]);
  return roots;
}

/** The space a root (or any prefix starting with a root) belongs to. */
export function spaceFor(n: number, prefix: readonly number[]): Space {
  const mask = lowMask(n);
  const side = 1 | (1 << (n - 1));
  const allowed = new Int32Array(n).fill(mask);
  if (prefix[0] === 0) {
    const b1 = prefix[1];
    for (let y = 1; y < b1; y++) allowed[y] = mask & ~2;
    return { n, allowed, ruleRow: -1, side };
  }
  const b = prefix[0];
  const b2 = n - 1 - b;
  for (let y = 1; y < b; y++) allowed[y] = mask & ~side;
  allowed[n - 1] = mask & ~lowMask(b) & lowMask(b2 + 1);
  return { n, allowed, ruleRow: b2, side };
}

/** The unrestricted space: every row may use every column. */
export function fullSpace(n: number): Space {
  return { n, allowed: new Int32Array(n).fill(lowMask(n)), ruleRow: -1, side: 0 };
}

/** Columns row y may take, given its attack masks and the space's row rules. */
export function choices(s: Space, y: number, l: number, d: number, r: number): number {
  let f = s.allowed[y] & ~(l | d | r);
  if (y === s.ruleRow) {
    const sides = d & s.side;
    f = sides === 0 ? 0 : sides === s.side ? f : f & s.side;
  }
  return f;
}
