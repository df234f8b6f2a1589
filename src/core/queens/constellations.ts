/**
 * The constellations of N-Queens (Q27, NQueensFAF): the four queens that stand on the edges of
 * the board, fixed before the inner rows are searched (count.ts counts their completions).
 *
 * Every solution has exactly one queen in row 0, in row n-1, in column 0 and in column n-1 (a
 * corner queen counts for two edges). Its constellation is (t, u, a, b): the columns of the row-0
 * and row-(n-1) queens and the rows of the column-0 and column-(n-1) queens. The 8 symmetries act
 * on constellations as on solutions, and a constellation can only be fixed by rotations (a
 * reflection would put two edge queens on one line). One constellation C is kept per orbit; the
 * classes of solutions are then in one-to-one correspondence with the orbits of Stab(C) on the
 * solutions extending C, over all kept C (count.ts says how each stabilizer is counted; the
 * solutions a rotation fixes are counted here, countFixed).
 *
 * Which member of an orbit is kept only changes the shape of the search: the kept one has its
 * row-(n-1) queen as close to a corner, and its row-0 queen as far from one, as possible (the
 * bottom queen's long diagonals then cut rows from the top down). Measured on N = 14 and 15 this
 * gives trees within 5% of the best orientation per constellation; lexicographic choice costs +50%.
 *
 * The inner rows 1…n-2 are searched top-down as levels 0…n-3 with bitboards. Each level has a
 * precomputed mask of the cells that the edge queens leave free (a Frame); the row of a side queen
 * is a level whose only cell is the side column, so diagonals always shift by one row (fixed
 * shifts keep the loop short; variable shifts over skipped rows measured 5% slower in total).
 */
import { lowMask } from '../bits.js';
import { SQUARE_GROUP, SQUARE_MAPS, type SquareMap, type TransformId } from '../symmetry.js';

/** Below this, boards are counted by plain enumeration (the edges leave no inner rows to search). */
export const MIN_CONSTELLATION_N = 5;

/** Whether (t, u, a, b) are the edge queens of some placement: consistent corners, no attacks. */
function edgesValid(n: number, t: number, u: number, a: number, b: number): boolean {
  const m = n - 1;
  // A corner queen stands on two edges, so it must be reported by both.
  if ((t === 0) !== (a === 0) || (t === m) !== (b === 0)) return false;
  if ((u === 0) !== (a === m) || (u === m) !== (b === m)) return false;
  return (
    !attacks(0, t, m, u) &&
    !attacks(0, t, a, 0) &&
    !attacks(0, t, b, m) &&
    !attacks(m, u, a, 0) &&
    !attacks(m, u, b, m) &&
    !attacks(a, 0, b, m)
  );
}

/** Whether queens at (y1, x1) and (y2, x2) attack each other (one corner queen seen twice: no). */
function attacks(y1: number, x1: number, y2: number, x2: number): boolean {
  const dy = y1 - y2;
  const dx = x1 - x2;
  if (dy === 0 && dx === 0) return false;
  return dy === 0 || dx === 0 || dy === dx || dy === -dx;
}

/**
 * The constellation of g(S) for a solution S with constellation (t, u, a, b), into `out`: the
 * images of the four edge queens under g, one of the square's transforms, read back edge by edge.
 */
function edgesImage(
  n: number,
  g: TransformId,
  t: number,
  u: number,
  a: number,
  b: number,
  out: Int32Array,
): void {
  const map = SQUARE_MAPS[g];
  const m = n - 1;
  edgeImage(map, m, 0, t, out);
  edgeImage(map, m, m, u, out);
  edgeImage(map, m, a, 0, out);
  edgeImage(map, m, b, m, out);
}

/**
 * Writes the image of the edge queen (y, x) under `map` into the constellation `out`, at every
 * edge it lands on (a corner queen, on two edges, is written twice).
 */
function edgeImage(map: SquareMap, m: number, y: number, x: number, out: Int32Array): void {
  const row = map.swapsAxes ? x : y;
  const col = map.swapsAxes ? y : x;
  const iy = map.mirrorsRow ? m - row : row;
  const ix = map.mirrorsCol ? m - col : col;
  if (iy === 0) out[0] = ix;
  if (iy === m) out[1] = ix;
  if (ix === 0) out[2] = iy;
  if (ix === m) out[3] = iy;
}

/**
 * Total order used to pick one constellation per orbit: first the search-shape preference (bottom
 * queen near a corner, top queen far from one), then the tuple itself, so the choice is unique.
 */
function orientationKey(n: number, t: number, u: number, a: number, b: number): number {
  const m = n - 1;
  const score = Math.min(u, m - u) - Math.min(t, m - t) + 64;
  return (((score * 32 + t) * 32 + u) * 32 + a) * 32 + b;
}

/** Whether (t, u, a, b) is the constellation kept for its orbit. */
function isKept(n: number, t: number, u: number, a: number, b: number, img: Int32Array): boolean {
  const key = orientationKey(n, t, u, a, b);
  for (let g = 1; g < SQUARE_GROUP.order; g++) {
    edgesImage(n, g, t, u, a, b, img);
    if (orientationKey(n, img[0], img[1], img[2], img[3]) < key) return false;
  }
  return true;
}

/** The square's transforms other than the identity that fix the constellation (rotations only). */
export function stabilizer(n: number, t: number, u: number, a: number, b: number): TransformId[] {
  const img = new Int32Array(4);
  const out: TransformId[] = [];
  for (let g = 1; g < SQUARE_GROUP.order; g++) {
    edgesImage(n, g, t, u, a, b, img);
    if (img[0] === t && img[1] === u && img[2] === a && img[3] === b) out.push(g);
  }
  return out;
}

/** The kept constellations for n ≥ MIN_CONSTELLATION_N, in lexicographic order of (t, u, a, b). */
export function constellations(n: number): number[][] {
  const out: number[][] = [];
  const img = new Int32Array(4);
  const m = n - 1;
  // Necessary conditions for being kept, from the images' scores (edge distances e(x) =
  // min(x, m-x)): flipH keeps the score and maps t to m-t, so t ≤ m/2; flipV negates it, and the
  // diagonal reflections and quarter turns give e(b) - e(a) and its negative, so
  // e(u) - e(t) ≤ -|e(a) - e(b)|. These and the checks of edgesValid, spread over the loops, drop
  // most tuples cheaply (this runs before the JIT has warmed up).
  for (let t = 0; 2 * t <= m; t++) {
    for (let u = 0; u < n; u++) {
      const score = Math.min(u, m - u) - t;
      if (score > 0 || attacks(0, t, m, u)) continue;
      for (let a = 0; a < n; a++) {
        if ((t === 0) !== (a === 0) || (u === 0) !== (a === m)) continue;
        if (attacks(0, t, a, 0) || attacks(m, u, a, 0)) continue;
        for (let b = 0; b < n; b++) {
          if ((t === m) !== (b === 0) || (u === m) !== (b === m)) continue;
          if (score > -Math.abs(Math.min(a, m - a) - Math.min(b, m - b))) continue;
          if (attacks(0, t, b, m) || attacks(m, u, b, m) || attacks(a, 0, b, m)) continue;
          if (isKept(n, t, u, a, b, img)) out.push([t, u, a, b]);
        }
      }
    }
  }
  return out;
}

/**
 * Whether (t, u, a, b) is a constellation the count keeps: the edge queens of some placement, and
 * the member kept for its orbit (counting another member would count its classes twice).
 */
export function isKeptConstellation(
  n: number,
  t: number,
  u: number,
  a: number,
  b: number,
): boolean {
  return edgesValid(n, t, u, a, b) && isKept(n, t, u, a, b, new Int32Array(4));
}

// ---------------------------------------------------------------------------------------------
// Frame

/**
 * The inner rows 1…n-2 of a constellation as search levels 0…n-3: free[i] holds the cells of row
 * i+1 that the edge queens leave (a side queen's row keeps only its own cell, so that its queen is
 * placed by the search like any other); three sentinel levels of -1 follow for look-ahead.
 */
export interface Frame {
  readonly n: number;
  readonly levels: number;
  readonly free: Int32Array;
}

export function buildFrame(n: number, t: number, u: number, a: number, b: number): Frame {
  const m = n - 1;
  const levels = n - 2;
  const free = new Int32Array(levels + 3).fill(-1);
  const ys = [0, m, a, b];
  const xs = [t, u, 0, m];
  for (let i = 0; i < levels; i++) {
    const y = i + 1;
    if (y === a || y === b) {
      free[i] = y === a ? 1 : 1 << m;
      continue;
    }
    let taken = 0;
    for (let q = 0; q < 4; q++) {
      const dy = y - ys[q];
      taken |= 1 << xs[q];
      if (xs[q] + dy >= 0 && xs[q] + dy < n) taken |= 1 << (xs[q] + dy);
      if (xs[q] - dy >= 0 && xs[q] - dy < n) taken |= 1 << (xs[q] - dy);
    }
    free[i] = lowMask(n) & ~taken;
  }
  return { n, levels, free };
}

// ---------------------------------------------------------------------------------------------
// Solutions a rotation fixes

/**
 * The number of solutions extending the constellation (t, u, a, b) that the rotation g (1: rot90,
 * 2: rot180) maps to themselves; g must fix the constellation. Such a solution is determined by
 * its queens in the rows that earlier queens' images leave empty, so this search is tiny next to
 * countLeaves (a plain recursive one, off the hot path).
 */
export function countFixed(
  n: number,
  t: number,
  u: number,
  a: number,
  b: number,
  g: 1 | 2,
): number {
  const board = new FixedBoard(n);
  // The edge queens form whole orbits of g (it fixes the constellation).
  board.put(0, t);
  board.put(n - 1, u);
  board.put(a, 0);
  board.put(b, n - 1);
  return fillFixed(board, g, 1);
}

/** Fills rows y… of a board whose filled rows are closed under g; returns the completions. */
function fillFixed(board: FixedBoard, g: 1 | 2, y: number): number {
  const m = board.n - 1;
  while (y < m && board.colOf[y] >= 0) y++;
  if (y === m) return 1;
  let found = 0;
  for (let x = 1; x < m; x++) {
    // Place (y, x) and its images: every g-th of its quarter turns (y, x) → (x, m-y). (One code
    // path for both g: V8 deoptimizes code that a first run left unexecuted.)
    const before = board.top;
    let cy = y;
    let cx = x;
    let ok = true;
    for (let i = 0; i < 4 && ok; i++) {
      if (i % g === 0) ok = board.put(cy, cx);
      const py = cy;
      cy = cx;
      cx = m - py;
    }
    if (ok) found += fillFixed(board, g, y + 1);
    board.undo(before);
  }
  return found;
}

/** The queens of countFixed's search, with the lines they occupy. */
class FixedBoard {
  readonly n: number;
  readonly colOf: Int32Array;
  private readonly colUsed: Uint8Array;
  private readonly diag: Uint8Array; // y + x
  private readonly anti: Uint8Array; // y - x + n - 1
  /** Rows of the placed queens, in order, for undo. */
  private readonly rows: Int32Array;
  top = 0;

  constructor(n: number) {
    this.n = n;
    this.colOf = new Int32Array(n).fill(-1);
    this.colUsed = new Uint8Array(n);
    this.diag = new Uint8Array(2 * n);
    this.anti = new Uint8Array(2 * n);
    this.rows = new Int32Array(n);
  }

  /** Places a queen at (y, x); true if it is there already, false if a line is taken. */
  put(y: number, x: number): boolean {
    if (this.colOf[y] === x) return true; // a corner queen, or an image landing on its origin
    const a = y - x + this.n - 1;
    if (this.colOf[y] >= 0 || this.colUsed[x] + this.diag[y + x] + this.anti[a] !== 0) {
      return false;
    }
    this.colOf[y] = x;
    this.colUsed[x] = 1;
    this.diag[y + x] = 1;
    this.anti[a] = 1;
    this.rows[this.top++] = y;
    return true;
  }

  /** Removes the queens placed since `top` was `mark`. */
  undo(mark: number): void {
    while (this.top > mark) {
      const y = this.rows[--this.top];
      const x = this.colOf[y];
      this.colOf[y] = -1;
      this.colUsed[x] = 0;
      this.diag[y + x] = 0;
      this.anti[y - x + this.n - 1] = 0;
    }
  }
}
