/**
 * N-Queens solutions that a turn of the board maps onto themselves: F180, fixed by the half
 * turn, and F90, fixed by the quarter turn (and so by every rotation). With the total T they give
 * the fundamental count by Burnside's lemma, for a counter that folds no symmetry classes itself
 * (the quarter-board join of issue 37 counts T alone):
 *
 *   U = (T + 2·F90 + F180) / 8
 *
 * — the identity fixes all T, the two quarter turns F90 each, the half turn F180, and no
 * reflection fixes a solution of N > 1 (a reflection in a side's midline would put the queens of
 * a row's mirror pair in one row, one in a diagonal would leave that diagonal's cells for at most
 * one queen where its N cells all need one). The classes by orbit size follow: a solution fixed
 * by the quarter turn has an orbit of 2, one fixed by the half turn alone an orbit of 4, any other
 * an orbit of 8.
 *
 * Both are searches over part of the board, as a symmetric solution is fixed by its first half
 * (F180: rows 0 … ⌊N/2⌋ − 1, each queen placed with its image) or by its orbits of four (F90).
 * Each fills the first empty row next, so every solution is made once. Plain loops over typed
 * arrays, no allocation per node; the counts are small beside the total (a number holds them).
 */
import { PlacerError } from '../errors.js';
import type { OrbitCounts } from '../symmetry.js';

/** The solutions of N-Queens fixed by the quarter turn and by the half turn. */
export interface SymmetricCounts {
  readonly n: number;
  /** Fixed by the quarter turn (so by every rotation). */
  readonly f90: bigint;
  /** Fixed by the half turn (F90's among them). */
  readonly f180: bigint;
}

/** The largest N the searches take (the counter's own limit, 32-bit boards). */
export const MAX_SYMMETRIC_N = 32;

/** Occupancy of rows, columns and both diagonals, with place and remove. */
class Board {
  readonly n: number;
  readonly row: Uint8Array;
  readonly col: Uint8Array;
  /** r + c. */
  readonly sum: Uint8Array;
  /** r − c + n − 1. */
  readonly diff: Uint8Array;
  found = 0;

  constructor(n: number) {
    this.n = n;
    this.row = new Uint8Array(n);
    this.col = new Uint8Array(n);
    this.sum = new Uint8Array(2 * n);
    this.diff = new Uint8Array(2 * n);
  }

  free(r: number, c: number): boolean {
    return (
      this.row[r] === 0 &&
      this.col[c] === 0 &&
      this.sum[r + c] === 0 &&
      this.diff[r - c + this.n - 1] === 0
    );
  }

  set(r: number, c: number, v: 0 | 1): void {
    this.row[r] = v;
    this.col[c] = v;
    this.sum[r + c] = v;
    this.diff[r - c + this.n - 1] = v;
  }

  /**
   * Places the k queens of `cells` from `at` on (r, c pairs) one by one while each is free;
   * how many it placed.
   */
  placeAll(cells: Int32Array, at: number, k: number): number {
    for (let i = 0; i < k; i++) {
      const r = cells[at + 2 * i];
      const c = cells[at + 2 * i + 1];
      if (!this.free(r, c)) return i;
      this.set(r, c, 1);
    }
    return k;
  }

  /** Removes the first k queens placeAll placed from `at`. */
  removeFirst(cells: Int32Array, at: number, k: number): void {
    for (let i = 0; i < k; i++) this.set(cells[at + 2 * i], cells[at + 2 * i + 1], 0);
  }
}

/** Solutions fixed by the half turn: rows 0 … h − 1 each with its image in row n − 1 − r. */
function halfTurn(b: Board, r: number, h: number, pair: Int32Array): void {
  if (r === h) {
    b.found++;
    return;
  }
  const n = b.n;
  const at = 4 * r;
  for (let c = 0; c < n; c++) {
    pair[at] = r;
    pair[at + 1] = c;
    pair[at + 2] = n - 1 - r;
    pair[at + 3] = n - 1 - c;
    const placed = b.placeAll(pair, at, 2);
    if (placed === 2) halfTurn(b, r + 1, h, pair);
    b.removeFirst(pair, at, placed);
  }
}

/** Solutions fixed by the quarter turn: the first empty row takes a queen and its 3 images. */
function quarterTurn(b: Board, r: number, orbit: Int32Array): void {
  const n = b.n;
  while (r < n && b.row[r] === 1) r++;
  if (r === n) {
    b.found++;
    return;
  }
  const at = 8 * r;
  for (let c = 0; c < n; c++) {
    // (r, c) → (c, n−1−r) → (n−1−r, n−1−c) → (n−1−c, r).
    orbit[at] = r;
    orbit[at + 1] = c;
    orbit[at + 2] = c;
    orbit[at + 3] = n - 1 - r;
    orbit[at + 4] = n - 1 - r;
    orbit[at + 5] = n - 1 - c;
    orbit[at + 6] = n - 1 - c;
    orbit[at + 7] = r;
    const placed = b.placeAll(orbit, at, 4);
    if (placed === 4) quarterTurn(b, r + 1, orbit);
    b.removeFirst(orbit, at, placed);
  }
}

/** F90 and F180 for N = 1 … MAX_SYMMETRIC_N. */
export function countSymmetric(n: number): SymmetricCounts {
  if (!Number.isInteger(n) || n < 1 || n > MAX_SYMMETRIC_N) {
    throw new PlacerError(
      'out-of-range',
      `N must be a whole number 1…${MAX_SYMMETRIC_N}, got ${String(n)}`,
    );
  }
  if (n === 1) return { n, f90: 1n, f180: 1n };
  // Odd N: the middle row's queen is its own image under either turn, so it is the centre.
  const m = (n - 1) / 2;
  const half = new Board(n);
  const quarter = new Board(n);
  if (n % 2 === 1) {
    half.set(m, m, 1);
    quarter.set(m, m, 1);
  }
  halfTurn(half, 0, Math.floor(n / 2), new Int32Array(4 * n));
  quarterTurn(quarter, 0, new Int32Array(8 * n));
  return { n, f90: BigInt(quarter.found), f180: BigInt(half.found) };
}

/** The fundamental count from the total by Burnside's lemma (see the header). */
export function fundamentalByBurnside(total: bigint, s: SymmetricCounts): bigint {
  if (s.n === 1) return total;
  const sum = total + 2n * s.f90 + s.f180;
  if (sum % 8n !== 0n) {
    throw new Error(`Burnside: ${total} + 2·${s.f90} + ${s.f180} is not a multiple of 8`);
  }
  return sum / 8n;
}

/** The classes by orbit size from the total and the symmetric counts (N > 1: sizes 2, 4, 8). */
export function orbitsByBurnside(total: bigint, s: SymmetricCounts): OrbitCounts {
  if (s.n === 1) return { 1: total, 2: 0n, 4: 0n, 8: 0n };
  return {
    1: 0n,
    2: s.f90 / 2n,
    4: (s.f180 - s.f90) / 4n,
    8: (total - s.f180) / 8n,
  };
}
