/**
 * Every partial solution of an h×h quadrant (docs/queens-join.md): a set of queens, at most one
 * per row and column, no two on a diagonal of the quadrant. The join counter (count.ts) takes
 * them by their rows and columns, so they are sorted by the key (rows << h) | cols and a dense
 * index gives each key's range: `start[key] … start[key + 1]`.
 *
 * An entry holds its diagonals in the quadrant's own numbering — `d1` bit i − j + h − 1 and `d2`
 * bit i + j for a queen at local row i, column j — and nothing else: where the quadrant stands
 * on the board is a shift of these masks (board.ts), so the four quadrants share one table.
 *
 * Two passes over the same search (count, then fill) make the arrays their exact size: h = 9
 * holds 915 442 entries (7 MB), h = 10 7.5 million (60 MB), h = 11 67 million (534 MB).
 */
import { PlacerError } from '../../errors.js';

/** The quadrant side the tables go up to (board N ≤ 2·11 + 1 = 23). */
export const MAX_QUADRANT = 11;

/** A quadrant's partial solutions, sorted by (rows, cols), with the dense index. */
export interface QuadrantTable {
  /** The quadrant's side. */
  readonly h: number;
  /** start[key] … start[key + 1]: the entries with rows << h | cols = key; length 4^h + 1. */
  readonly start: Int32Array;
  /** Each entry's diagonals i − j + h − 1 (bit per diagonal). */
  readonly d1: Int32Array;
  /** Each entry's anti-diagonals i + j. */
  readonly d2: Int32Array;
}

/**
 * The number of entries of side h (index h = 0 … 11), counted by building the tables, for the
 * memory estimate before any is built (quadrants.test.ts checks them to h = 9).
 */
export const QUADRANT_ENTRIES: readonly number[] = [
  1, 2, 5, 18, 87, 462, 2635, 16870, 118969, 915442, 7535369, 66807234,
];

/** Bytes a table of side h takes: the entries' two masks and the index. */
export function quadrantBytes(h: number): number {
  return 8 * QUADRANT_ENTRIES[h] + 4 * (4 ** h + 1);
}

/**
 * Walks every partial solution of the h×h quadrant, row by row (each row empty or one queen),
 * calling `visit(key, d1, d2)` at each complete choice. An explicit stack, no allocation per
 * node; a row's free columns are a bit mask (the diagonals held so far, shifted to the row).
 */
function walk(h: number, visit: (key: number, d1: number, d2: number) => void): void {
  const full = (1 << h) - 1;
  // Per depth i (row i next): the choices left (bit h: the row left empty; bit c: column c)
  // and the state before row i: rows, columns, the columns the diagonals hold in row i (down to
  // the right: left, down to the left: right), and the quadrant's diagonal masks.
  const todo = new Int32Array(h + 1);
  const rows = new Int32Array(h + 1);
  const cols = new Int32Array(h + 1);
  const left = new Int32Array(h + 1);
  const right = new Int32Array(h + 1);
  const d1 = new Int32Array(h + 1);
  const d2 = new Int32Array(h + 1);
  const empty = 1 << h;
  todo[0] = empty | full;
  let i = 0;
  while (i >= 0) {
    const t = todo[i];
    if (t === 0) {
      i--;
      continue;
    }
    const pick = t & -t;
    todo[i] = t ^ pick;
    if (pick === empty) {
      rows[i + 1] = rows[i];
      cols[i + 1] = cols[i];
      left[i + 1] = (left[i] << 1) & full;
      right[i + 1] = right[i] >>> 1;
      d1[i + 1] = d1[i];
      d2[i + 1] = d2[i];
    } else {
      const c = 31 - Math.clz32(pick);
      rows[i + 1] = rows[i] | (1 << i);
      cols[i + 1] = cols[i] | pick;
      left[i + 1] = ((left[i] | pick) << 1) & full;
      right[i + 1] = (right[i] | pick) >>> 1;
      d1[i + 1] = d1[i] | (1 << (i - c + h - 1));
      d2[i + 1] = d2[i] | (1 << (i + c));
    }
    i++;
    if (i === h) {
      visit((rows[i] << h) | cols[i], d1[i], d2[i]);
      i--;
    } else {
      todo[i] = empty | (full & ~(cols[i] | left[i] | right[i]));
    }
  }
}

/** The table of side h, 1 ≤ h ≤ MAX_QUADRANT. */
export function quadrantTable(h: number): QuadrantTable {
  if (!Number.isInteger(h) || h < 1 || h > MAX_QUADRANT) {
    throw new PlacerError(
      'out-of-range',
      `a quadrant's side must be 1…${MAX_QUADRANT}, got ${String(h)}`,
    );
  }
  const keys = 1 << (2 * h);
  const start = new Int32Array(keys + 1);
  walk(h, (key) => {
    start[key + 1]++;
  });
  for (let k = 0; k < keys; k++) start[k + 1] += start[k];
  const total = start[keys];
  const d1 = new Int32Array(total);
  const d2 = new Int32Array(total);
  const next = start.slice(0, keys);
  walk(h, (key, a, b) => {
    const at = next[key]++;
    d1[at] = a;
    d2[at] = b;
  });
  return { h, start, d1, d2 };
}
