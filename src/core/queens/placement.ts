import { PlacerError } from '../errors.js';

/**
 * A placement of queens on an n×n board, one queen per row at most: `cols[row] = column`, both
 * 0-based, or -1 for a row without a queen (a partial placement). Humans see 1-based text
 * (see formats.ts).
 */
export interface Placement {
  readonly n: number;
  readonly cols: Int32Array;
}

/** Rows hold at most one queen by construction, so attacks are along columns and diagonals. */
export type AttackLine = 'column' | 'diagonal' | 'antidiagonal';

/** Two queens that attack each other, by their rows, and the line they share. */
export interface AttackingPair {
  /** 0-based rows of the two queens, a < b. */
  readonly a: number;
  readonly b: number;
  readonly line: AttackLine;
}

/** A placement from 0-based columns by row (-1: an empty row); the columns are copied. */
export function makePlacement(cols: ArrayLike<number>): Placement {
  const n = cols.length;
  for (let r = 0; r < n; r++) {
    const c = cols[r];
    if (!Number.isInteger(c) || c < -1 || c >= n)
      throw new PlacerError(
        'bad-placement',
        `row ${r}'s column must be 0 to ${n - 1} (0-based) or -1 for an empty row, got ${c}`,
      );
  }
  return { n, cols: Int32Array.from(cols) };
}

export function emptyPlacement(n: number): Placement {
  return { n, cols: new Int32Array(n).fill(-1) };
}

/** Number of queens on the board. */
export function queenCount(p: Placement): number {
  let k = 0;
  for (let r = 0; r < p.n; r++) if (p.cols[r] >= 0) k++;
  return k;
}

/** True when every row has a queen (attacks or not). */
export function isComplete(p: Placement): boolean {
  return queenCount(p) === p.n;
}

/**
 * Number of attacking pairs, in O(n): for every line (column, diagonal, antidiagonal) holding k
 * queens, k(k-1)/2 pairs attack along it.
 */
export function attackCount(p: Placement): number {
  const n = p.n;
  const col = new Int32Array(n);
  const diag = new Int32Array(2 * n); // r - c + n - 1
  const anti = new Int32Array(2 * n); // r + c
  let pairs = 0;
  for (let r = 0; r < n; r++) {
    const c = p.cols[r];
    if (c < 0) continue;
    pairs += col[c]++ + diag[r - c + n - 1]++ + anti[r + c]++;
  }
  return pairs;
}

/** True when every row has a queen and no two queens attack each other (O(n)). */
export function isSolution(p: Placement): boolean {
  return isComplete(p) && attackCount(p) === 0;
}

/**
 * The attacking pairs, ordered by rows, at most `limit` of them (a placement can have n(n-1)/2).
 * Each line is scanned once: O(n + pairs listed).
 */
export function attackingPairs(p: Placement, limit = Infinity): AttackingPair[] {
  const n = p.n;
  const out: AttackingPair[] = [];
  const lines: [AttackLine, (r: number, c: number) => number, number][] = [
    ['column', (_r, c) => c, n],
    ['diagonal', (r, c) => r - c + n - 1, 2 * n - 1],
    ['antidiagonal', (r, c) => r + c, 2 * n - 1],
  ];
  for (const [line, key, size] of lines) {
    const rowsOn: number[][] = Array.from({ length: size }, () => []);
    for (let r = 0; r < n; r++) {
      const c = p.cols[r];
      if (c >= 0) rowsOn[key(r, c)].push(r);
    }
    for (const rows of rowsOn) {
      for (let i = 0; i < rows.length; i++) {
        for (let j = i + 1; j < rows.length; j++) {
          if (out.length >= limit) return sortPairs(out);
          out.push({ a: rows[i], b: rows[j], line });
        }
      }
    }
  }
  return sortPairs(out);
}

function sortPairs(pairs: AttackingPair[]): AttackingPair[] {
  return pairs.sort((x, y) => x.a - y.a || x.b - y.b);
}

/** Rows (0-based) of queens that are attacked by at least one other queen. */
export function attackedRows(p: Placement): number[] {
  const n = p.n;
  const col = new Int32Array(n);
  const diag = new Int32Array(2 * n);
  const anti = new Int32Array(2 * n);
  for (let r = 0; r < n; r++) {
    const c = p.cols[r];
    if (c < 0) continue;
    col[c]++;
    diag[r - c + n - 1]++;
    anti[r + c]++;
  }
  const rows: number[] = [];
  for (let r = 0; r < n; r++) {
    const c = p.cols[r];
    if (c >= 0 && (col[c] > 1 || diag[r - c + n - 1] > 1 || anti[r + c] > 1)) rows.push(r);
  }
  return rows;
}

/** Lexicographic comparison of two placements of the same size (by `cols`). */
export function comparePlacements(a: Placement, b: Placement): number {
  for (let r = 0; r < a.n; r++) {
    const d = a.cols[r] - b.cols[r];
    if (d !== 0) return d;
  }
  return 0;
}
