/**
 * N-Queens as exact cover (Knuth, "Dancing Links" §3): rows and columns are primary items (each
 * exactly one queen), the 2N−1 diagonals of each direction secondary (at most one queen). The
 * option for square (r, c) is "r c a(r+c) b(r−c+N−1)". It cross-checks the exact-cover engine
 * against the bitboard queens counter.
 */
import { PlacerError } from '../errors.js';
import { printDlx } from '../cover/dlxFormat.js';
import { makeExactCover, type ExactCoverProblem } from '../cover/problem.js';

/**
 * N-Queens as an exact-cover instance (rows and columns primary, diagonals secondary). Items are
 * named r1…rN and c1…cN (1-based, as people count rows) and a0…, b0… for the diagonals; option
 * r·N + c is the square (r, c).
 */
export function queensExactCover(n: number): ExactCoverProblem {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`n out of range: ${n}`);
  const rows = Array.from({ length: n }, (_, i) => `r${i + 1}`);
  const cols = Array.from({ length: n }, (_, i) => `c${i + 1}`);
  const diag = 2 * n - 1;
  const sums = Array.from({ length: diag }, (_, i) => `a${i}`);
  const diffs = Array.from({ length: diag }, (_, i) => `b${i}`);
  const options: number[][] = [];
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      options.push([r, n + c, 2 * n + r + c, 2 * n + diag + (r - c + n - 1)]);
    }
  }
  return makeExactCover([...rows, ...cols], [...sums, ...diffs], options);
}

/** The square (row, column), both 0-based, of an option of queensExactCover(n). */
export function queensSquare(n: number, option: number): [number, number] {
  return [Math.floor(option / n), option % n];
}

/** N-Queens as DLX text (rows and columns primary, diagonals secondary), as `queens-dlx` gives it. */
export function queensDlx(n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > 64) {
    throw new PlacerError('bad-job', `N must be a whole number from 1 to 64, got ${n}`);
  }
  return printDlx(
    queensExactCover(n),
    `${n}-queens: rows r and columns c primary, diagonals a (r+c) and b (r-c) secondary`,
  );
}
