/**
 * Non-attacking kings on an m×n board: the worked example of a puzzle family (docs/architecture.md,
 * "adding a family"). A placement is K kings on distinct squares, no two touching, not even
 * diagonally; the board and K are checked here, at the boundary, with messages that name the bad
 * value. OEIS A193580 gives the counts on n×n boards for every K (kings.test.ts).
 */
import { PlacerError } from '../errors.js';

/** The largest side of a board: rows are bit masks of one 32-bit word, and counts stay exact. */
export const MAX_KINGS_SIDE = 16;

/** A board of `rows` × `cols` squares and the number of kings to place on it. */
export interface KingsBoard {
  readonly rows: number;
  readonly cols: number;
  readonly kings: number;
}

/** The most kings that fit on a board: one per 2×2 block, counting part blocks. */
export function maxKings(rows: number, cols: number): number {
  return Math.ceil(rows / 2) * Math.ceil(cols / 2);
}

/** Checks a board (a PlacerError with code 'bad-board' naming what is wrong). */
export function checkKingsBoard(b: KingsBoard): void {
  const side = (name: string, v: unknown): void => {
    if (!Number.isSafeInteger(v) || (v as number) < 1 || (v as number) > MAX_KINGS_SIDE) {
      throw new PlacerError(
        'bad-board',
        `${name} must be a whole number from 1 to ${MAX_KINGS_SIDE}, got ${String(v)}`,
      );
    }
  };
  side('rows', b.rows);
  side('columns', b.cols);
  const most = maxKings(b.rows, b.cols);
  if (!Number.isSafeInteger(b.kings) || b.kings < 0 || b.kings > most) {
    throw new PlacerError(
      'bad-board',
      `kings must be a whole number from 0 to ${most} on ${b.rows}x${b.cols}, got ${String(b.kings)}`,
    );
  }
}

/** The masks of one row with no two kings side by side, ascending (0, the empty row, first). */
export function rowMasks(cols: number): Int32Array {
  const out: number[] = [];
  for (let m = 0; m < 1 << cols; m++) if ((m & (m << 1)) === 0) out.push(m);
  return Int32Array.from(out);
}

/** Kings in a row mask. */
export function popcount(m: number): number {
  let x = m - ((m >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** The squares a row's kings attack in the next row (and their own). */
export function shadow(m: number): number {
  return m | (m << 1) | (m >>> 1);
}
