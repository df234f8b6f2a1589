/**
 * How the board splits for the join (docs/queens-join.md): four h×h quadrants, h = ⌊N/2⌋, and for
 * odd N the middle row and column between them, their two queens placed first.
 *
 * A *start* is what stands before the quadrants are filled: nothing (even N), or the queen of the
 * middle row at column `a` and the queen of the middle column at row `b` (odd N; both the centre
 * when a = b = m). It fixes which local rows and columns of each quadrant are free, and which of
 * the quadrants' diagonals its queens already hold. The 8 symmetries of the square act on the
 * starts of odd N; one start per orbit is counted, times the orbit's size (8, or 1 for the centre).
 *
 * Rows and columns are local to their half: north rows 0…h−1 are the board's 0…h−1, south row i
 * is the board's s + i where s = N − h; west column j is the board's j, east column j is s + j.
 */

/** One start and what it leaves free. */
export interface JoinStart {
  readonly n: number;
  readonly h: number;
  /** N − h: the board row of south row 0 (and column of east column 0). */
  readonly s: number;
  /** The middle row's queen's column and the middle column's queen's row (-1: even N). */
  readonly a: number;
  readonly b: number;
  /** Its orbit's size under the square's symmetries: what its count is multiplied by. */
  readonly weight: number;
  /**
   * Whether a split of the rows into east and west may be folded by the flips that keep the
   * start (even N and the centre: the vertical flip and the mirror; see count.ts).
   */
  readonly fold: boolean;
  /** Free local rows of the north and south halves, free local columns of west and east. */
  readonly rowsN: number;
  readonly rowsS: number;
  readonly colsW: number;
  readonly colsE: number;
  /**
   * Even N: the east half keeps its two long half-diagonals empty, and the solutions with a queen
   * on one of them are counted through the transposes that move it west (join.ts `classWeights`).
   */
  readonly diagonals: boolean;
  /**
   * Diagonals no entry of a quadrant may use, per quadrant in its own numbering (quadrants.ts),
   * in the order NE, SE, NW, SW, d1 masks then d2 masks: those the start's queens hold, and for
   * even N the east half's long diagonals (`diagonals`).
   */
  readonly held1: Int32Array;
  readonly held2: Int32Array;
}

/** Quadrant order of JoinStart's held masks. */
export const NE = 0;
export const SE = 1;
export const NW = 2;
export const SW = 3;

/** A quadrant's first row and column on the board. */
function origin(q: number, s: number): [number, number] {
  return [q === SE || q === SW ? s : 0, q === NE || q === SE ? s : 0];
}

function makeStart(n: number, a: number, b: number, weight: number, fold: boolean): JoinStart {
  const h = n >> 1;
  const s = n - h;
  const full = (1 << h) - 1;
  const queens: [number, number][] = a < 0 ? [] : [[h, a]];
  if (a >= 0 && !(a === h && b === h)) queens.push([b, h]);
  const held1 = new Int32Array(4);
  const held2 = new Int32Array(4);
  for (let q = 0; q < 4; q++) {
    const [r0, c0] = origin(q, s);
    for (const [r, c] of queens) {
      // Local diagonal u = i − j + h − 1 holds board cells with r − c = u − h + 1 + r0 − c0.
      const u = r - c + h - 1 - r0 + c0;
      if (u >= 0 && u <= 2 * h - 2) held1[q] |= 1 << u;
      const v = r + c - r0 - c0;
      if (v >= 0 && v <= 2 * h - 2) held2[q] |= 1 << v;
    }
  }
  if (a < 0) {
    // The anti-diagonal's part in NE (local i + j = h − 1) and the diagonal's in SE (i − j = 0).
    held2[NE] |= 1 << (h - 1);
    held1[SE] |= 1 << (h - 1);
  }
  const local = (x: number) => (x < h ? x : x - s);
  const rowBit = b >= 0 && b !== h ? 1 << local(b) : 0;
  const colBit = a >= 0 && a !== h ? 1 << local(a) : 0;
  return {
    n,
    h,
    s,
    a,
    b,
    weight,
    fold,
    diagonals: a < 0,
    rowsN: b >= 0 && b < h ? full & ~rowBit : full,
    rowsS: b > h ? full & ~rowBit : full,
    colsW: a >= 0 && a < h ? full & ~colBit : full,
    colsE: a > h ? full & ~colBit : full,
    held1,
    held2,
  };
}

/**
 * The starts of N (N ≥ 4): the empty one for even N; for odd N the centre, then one start per
 * orbit of the others — the two middle queens must not share a diagonal — in a fixed order.
 */
export function joinStarts(n: number): JoinStart[] {
  if (n % 2 === 0) return [makeStart(n, -1, -1, 1, true)];
  const m = n >> 1;
  const starts = [makeStart(n, m, m, 1, true)];
  for (let a = 0; a < n; a++) {
    for (let b = 0; b < n; b++) {
      const x = a - m;
      const y = b - m;
      if (x === 0 || y === 0 || Math.abs(x) === Math.abs(y)) continue;
      // The orbit's member kept: 0 < x < |y| with y < 0 (the 8 images of (x, y) are (±x, ±y)
      // and (±y, ±x), all different as |x| ≠ |y| and neither is 0).
      if (!(x > 0 && y < 0 && x < -y)) continue;
      starts.push(makeStart(n, a, b, 8, false));
    }
  }
  return starts;
}
