/**
 * Verifies a placement of any size in O(N). Fast passes mark columns, then "\" diagonals, then
 * "/" diagonals in one reused bitset of 2N bits (25 MB at 10^8 queens: it stays in cache, where
 * byte or int counters would not); a valid placement is done then. Only a placement with attacks
 * gets the second, slower pass: per line family, queen counts (exact number of attacking pairs,
 * as a bigint: they can pass 2^53), which queens are attacked, and the first attacks met going
 * down the rows.
 */
import type { AttackLine, AttackingPair, Placement } from './placement.js';

/** What checkPlacement found: validity, attacking pairs by line, attacked queens, a sample. */
export interface CheckReport {
  readonly n: number;
  /** Queens on the board. */
  readonly queens: number;
  /** 0-based first row without a queen, -1 when every row has one. */
  readonly firstEmptyRow: number;
  /** Every row has a queen and no two queens attack each other. */
  readonly valid: boolean;
  /** Attacking pairs in all: Σ k(k-1)/2 over the lines holding k queens. */
  readonly pairs: bigint;
  readonly pairsByLine: { readonly [L in AttackLine]: bigint };
  /** Queens attacked by at least one other queen. */
  readonly attackedQueens: number;
  /**
   * The first attacks met going down the rows: each pair is a queen and the nearest queen above
   * it on the same line, ordered by the lower queen's row (at most `limit`).
   */
  readonly sample: readonly AttackingPair[];
}

/** How many attacking pairs checkPlacement lists. */
export interface CheckOptions {
  /** Most pairs listed in `sample` (default 10). */
  readonly limit?: number;
}

const NO_PAIRS = { column: 0n, diagonal: 0n, antidiagonal: 0n } as const;

/** Verifies a placement of any size in O(N): valid or not, and what attacks what. */
export function checkPlacement(p: Placement, opts: CheckOptions = {}): CheckReport {
  const n = p.n;
  const cols = p.cols;
  // One line family per pass: one bitset of 2N bits at a time stays in cache where three would
  // not (at N = 10^8, a random permutation checks in 0.8 s this way, 4.6 s with all three). The
  // three passes are written out: one generic pass over a·r + b·c + o measured 45% slower.
  const bits = new Int32Array(((2 * n) >>> 5) + 1);
  const off = n - 1;
  let queens = 0;
  let firstEmptyRow = -1;
  let clash = 0;
  for (let r = 0; r < n; r++) {
    const k = cols[r];
    if (k < 0) {
      if (firstEmptyRow < 0) firstEmptyRow = r;
      continue;
    }
    queens++;
    const i = k >>> 5;
    const b = 1 << (k & 31);
    const w = bits[i];
    clash |= w & b;
    bits[i] = w | b;
  }
  if (clash === 0) {
    bits.fill(0);
    for (let r = 0; r < n; r++) {
      const c = cols[r];
      if (c < 0) continue;
      const k = r - c + off; // "\" diagonal
      const i = k >>> 5;
      const b = 1 << (k & 31);
      const w = bits[i];
      clash |= w & b;
      bits[i] = w | b;
    }
  }
  if (clash === 0) {
    bits.fill(0);
    for (let r = 0; r < n; r++) {
      const c = cols[r];
      if (c < 0) continue;
      const k = r + c; // "/" diagonal
      const i = k >>> 5;
      const b = 1 << (k & 31);
      const w = bits[i];
      clash |= w & b;
      bits[i] = w | b;
    }
  }
  if (clash === 0) {
    return {
      n,
      queens,
      firstEmptyRow,
      valid: firstEmptyRow < 0,
      pairs: 0n,
      pairsByLine: NO_PAIRS,
      attackedQueens: 0,
      sample: [],
    };
  }
  return { n, queens, firstEmptyRow, valid: false, ...attacks(p, opts.limit ?? 10) };
}

const LINES: readonly AttackLine[] = ['column', 'diagonal', 'antidiagonal'];

/** Index of the line of family `f` (0 column, 1 "\" diagonal, 2 "/" diagonal) through (r, c). */
function lineIndex(f: number, n: number, r: number, c: number): number {
  return f === 0 ? c : f === 1 ? r - c + n - 1 : r + c;
}

/** The second pass: exact pair counts, attacked queens and the first attacks, line by line. */
function attacks(
  p: Placement,
  limit: number,
): Pick<CheckReport, 'pairs' | 'pairsByLine' | 'attackedQueens' | 'sample'> {
  const n = p.n;
  const cols = p.cols;
  const attacked = new Uint8Array(n);
  const counts = new Int32Array(2 * n);
  const byLine = { column: 0n, diagonal: 0n, antidiagonal: 0n };
  const sample: AttackingPair[] = [];
  for (let f = 0; f < 3; f++) {
    const line = LINES[f];
    counts.fill(0);
    let big = 0n;
    let acc = 0; // stays exact: it is flushed into `big` before it can pass 2^53
    for (let r = 0; r < n; r++) {
      const c = cols[r];
      if (c < 0) continue;
      acc += counts[lineIndex(f, n, r, c)]++;
      if (acc > 2 ** 52) {
        big += BigInt(acc);
        acc = 0;
      }
    }
    const pairs = big + BigInt(acc);
    byLine[line] = pairs;
    if (pairs === 0n) continue;
    for (let r = 0; r < n; r++) {
      const c = cols[r];
      if (c >= 0 && counts[lineIndex(f, n, r, c)] > 1) attacked[r] = 1;
    }
    // The counts become "last row seen on this line" for the list of first attacks.
    counts.fill(-1);
    let found = 0;
    for (let r = 0; r < n && found < limit; r++) {
      const c = cols[r];
      if (c < 0) continue;
      const k = lineIndex(f, n, r, c);
      if (counts[k] >= 0) {
        sample.push({ a: counts[k], b: r, line });
        found++;
      }
      counts[k] = r;
    }
  }
  let attackedQueens = 0;
  for (let r = 0; r < n; r++) attackedQueens += attacked[r];
  sample.sort((x, y) => x.b - y.b || x.a - y.a);
  return {
    pairs: byLine.column + byLine.diagonal + byLine.antidiagonal,
    pairsByLine: byLine,
    attackedQueens,
    sample: sample.slice(0, limit),
  };
}
