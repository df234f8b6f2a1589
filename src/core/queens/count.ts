/**
 * Exact count of all N-Queens solutions, total and fundamental (classes under the 8 symmetries of
 * the square) in one run, by the "constellations" method (Q27, NQueensFAF): the four queens that
 * stand on the edges of the board are fixed first, one configuration per symmetry class, and only
 * the inner rows are searched.
 *
 * Every solution has exactly one queen in row 0, in row n-1, in column 0 and in column n-1 (a
 * corner queen counts for two edges). Its constellation is (t, u, a, b): the columns of the row-0
 * and row-(n-1) queens and the rows of the column-0 and column-(n-1) queens. The 8 symmetries act
 * on constellations as on solutions, and a constellation can only be fixed by rotations (a
 * reflection would put two edge queens on one line). We keep one constellation C per orbit; the
 * classes of solutions are then in one-to-one correspondence with the orbits of Stab(C) on the
 * solutions extending C, over all kept C:
 *
 * - Stab(C) trivial (all but about 1.5% of them): every solution extending C is alone in its class
 *   among them, and its class has 8 members. Only a count is needed, which lets the hot loop
 *   count the last two rows without producing solutions.
 * - Stab(C) = {id, rot180} or the 4 rotations: the same count, plus the numbers of solutions that
 *   rot180 and rot90 fix (a tiny search), give the orbits by Burnside's lemma. A part of such a C
 *   (rows pre-placed) instead classifies each solution in a plain search: counted iff it is the
 *   lexicographically smallest of its images under Stab(C), which lie in other parts.
 *
 * Which member of an orbit is kept only changes the shape of the search: the kept one has its
 * row-(n-1) queen as close to a corner, and its row-0 queen as far from one, as possible (the
 * bottom queen's long diagonals then cut rows from the top down). Measured on N = 14 and 15 this
 * gives trees within 5% of the best orientation per constellation; lexicographic choice costs +50%.
 *
 * The inner rows 1…n-2 are searched top-down as levels 0…n-3 with bitboards. Each level has a
 * precomputed mask of the cells that the edge queens leave free; the row of a side queen is a level
 * whose only cell is the side column, so diagonals always shift by one row (fixed shifts keep the
 * loop short; variable shifts over skipped rows measured 5% slower in total).
 *
 * The work splits into independent subproblems with stable ids: one per kept constellation, or,
 * with extra rows, one per valid placement of rows 1…k of it. One plan drives a single thread,
 * worker threads, checkpoints and a distributed queue alike.
 */
import { gotValue } from '../text.js';
import { lowMask, popcount } from '../bits.js';
import { PlacerError } from '../errors.js';
import { runToEnd } from '../run/drive.js';
import { progressOf, type Engine, type Progress, type RunStatus } from '../run/engine.js';
import { SQUARE_GROUP, SQUARE_IDS, type OrbitCounts, type TransformId } from '../symmetry.js';
import { canonicalOrbitSize, transformPermInto } from './classes.js';
import { forEachSolution } from './enumerate.js';
import { deadAbove, emptyMask } from './lookahead.js';

/**
 * The classes one subproblem holds, by orbit size, as plain numbers (each far below 2^53): the
 * shape a subproblem's count travels in (worker replies, checkpoint files). `summarize` adds
 * them up into exact `OrbitCounts` (symmetry.ts), the one shape of orbit counts. For N = 1 the
 * single solution is its own orbit (c1).
 */
export interface ClassTally {
  c1: number;
  c2: number;
  c4: number;
  c8: number;
}

/** One independent piece of a count (planCount), named by a stable id. */
export interface CountSubproblem {
  /**
   * Stable id: the constellation "t.u.a.b", then, when rows 1…k are pre-placed, "-" and their
   * columns joined by '.', e.g. "1.0.15.3" or "1.0.15.3-4.6"; "all" for N < 5.
   */
  readonly id: string;
  /** [t, u, a, b, column of row 1, …, column of row k] (empty for "all"). */
  readonly prefix: readonly number[];
}

/** An exact count: all solutions (total), symmetry classes (fundamental), classes by orbit size. */
export interface QueensCount {
  readonly n: number;
  readonly total: bigint;
  readonly fundamental: bigint;
  /** Number of classes of each orbit size. */
  readonly orbits: OrbitCounts;
}

/** Largest N the exact counter takes (32-bit bitboards). */
export const MAX_COUNT_N = 32;

/** The project's error, with the allowed range, for an N the counter cannot take. */
function checkCountN(n: number): void {
  if (!Number.isInteger(n) || n < 1 || n > MAX_COUNT_N) {
    throw new PlacerError(
      'out-of-range',
      `N must be a whole number 1…${MAX_COUNT_N}, got ${gotValue(n)}`,
    );
  }
}

/** Below this, boards are counted by plain enumeration (the edges leave no inner rows to search). */
const MIN_CONSTELLATION_N = 5;

/** A tally of no classes. */
export function emptyTally(): ClassTally {
  return { c1: 0, c2: 0, c4: 0, c8: 0 };
}

/** Adds `t` into `into`, size by size. */
export function addTally(into: ClassTally, t: ClassTally): void {
  into.c1 += t.c1;
  into.c2 += t.c2;
  into.c4 += t.c4;
  into.c8 += t.c8;
}

/** Turns per-subproblem tallies (each < 2^53) into exact totals. */
export function summarize(n: number, tallies: Iterable<ClassTally>): QueensCount {
  let c1 = 0n;
  let c2 = 0n;
  let c4 = 0n;
  let c8 = 0n;
  for (const t of tallies) {
    c1 += BigInt(t.c1);
    c2 += BigInt(t.c2);
    c4 += BigInt(t.c4);
    c8 += BigInt(t.c8);
  }
  return {
    n,
    total: c1 + 2n * c2 + 4n * c4 + 8n * c8,
    fundamental: c1 + c2 + c4 + c8,
    orbits: { 1: c1, 2: c2, 4: c4, 8: c8 },
  };
}

/**
 * Rows pre-placed per constellation, chosen from N alone. There are about n^4/40 constellations
 * (3206 at N = 16, 9522 at N = 20), small pieces up to N ≈ 20; past that one row splits each
 * into 10–25 (700 000 pieces at N = 27, 1.8 million at N = 32). A second row would multiply
 * that by 20 again, too many for one plan in memory.
 */
export function defaultSplitRows(n: number): number {
  return n <= 20 ? 0 : 1;
}

// ---------------------------------------------------------------------------------------------
// Constellations

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
  const m = n - 1;
  switch (g) {
    case SQUARE_IDS.rot90: // (y, x) → (x, m-y)
      out[0] = m - a;
      out[1] = m - b;
      out[2] = u;
      out[3] = t;
      break;
    case SQUARE_IDS.rot180:
      out[0] = m - u;
      out[1] = m - t;
      out[2] = m - b;
      out[3] = m - a;
      break;
    case SQUARE_IDS.rot270: // (y, x) → (m-x, y)
      out[0] = b;
      out[1] = a;
      out[2] = m - t;
      out[3] = m - u;
      break;
    case SQUARE_IDS.flipH: // (y, x) → (y, m-x)
      out[0] = m - t;
      out[1] = m - u;
      out[2] = b;
      out[3] = a;
      break;
    case SQUARE_IDS.flipV: // (y, x) → (m-y, x)
      out[0] = u;
      out[1] = t;
      out[2] = m - a;
      out[3] = m - b;
      break;
    case SQUARE_IDS.transpose:
      out[0] = a;
      out[1] = b;
      out[2] = t;
      out[3] = u;
      break;
    case SQUARE_IDS.antitranspose: // (y, x) → (m-x, m-y)
      out[0] = m - b;
      out[1] = m - a;
      out[2] = m - u;
      out[3] = m - t;
      break;
    default: // the identity
      out[0] = t;
      out[1] = u;
      out[2] = a;
      out[3] = b;
  }
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
function stabilizer(n: number, t: number, u: number, a: number, b: number): TransformId[] {
  const img = new Int32Array(4);
  const out: TransformId[] = [];
  for (let g = 1; g < SQUARE_GROUP.order; g++) {
    edgesImage(n, g, t, u, a, b, img);
    if (img[0] === t && img[1] === u && img[2] === a && img[3] === b) out.push(g);
  }
  return out;
}

/** The kept constellations for n ≥ MIN_CONSTELLATION_N, in lexicographic order of (t, u, a, b). */
function constellations(n: number): number[][] {
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

// ---------------------------------------------------------------------------------------------
// Plan

/**
 * The inner rows 1…n-2 of a constellation as search levels 0…n-3: free[i] holds the cells of row
 * i+1 that the edge queens leave (a side queen's row keeps only its own cell, so that its queen is
 * placed by the search like any other); three sentinel levels of -1 follow for look-ahead.
 */
interface Frame {
  readonly n: number;
  readonly levels: number;
  readonly free: Int32Array;
}

function buildFrame(n: number, t: number, u: number, a: number, b: number): Frame {
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

/** Largest number of pre-placed inner rows: the counting loop wants three levels to search. */
function maxExtraRows(n: number): number {
  return Math.max(0, n - 2 - 3);
}

/**
 * All subproblems for N, in a stable order: the kept constellations in lexicographic order, each
 * expanded over the valid placements of its rows 1…extraRows (capped to leave three inner rows).
 */
export function planCount(n: number, extraRows = defaultSplitRows(n)): CountSubproblem[] {
  checkCountN(n);
  const out: CountSubproblem[] = [];
  if (n < MIN_CONSTELLATION_N) {
    out.push({ id: 'all', prefix: [] });
    return out;
  }
  const depth = Math.min(Math.max(0, Math.floor(extraRows)), maxExtraRows(n));
  for (const c of constellations(n)) {
    if (depth === 0) out.push({ id: subproblemId(c), prefix: c });
    else expand(buildFrame(n, c[0], c[1], c[2], c[3]), c, depth, 0, 0, 0, out);
  }
  return out;
}

function expand(
  frame: Frame,
  prefix: number[],
  depth: number,
  l: number,
  d: number,
  r: number,
  out: CountSubproblem[],
): void {
  const level = prefix.length - 4;
  if (level >= depth) {
    out.push({ id: subproblemId(prefix), prefix: prefix.slice() });
    return;
  }
  let f = frame.free[level] & ~(l | d | r);
  while (f !== 0) {
    const bit = f & -f;
    f ^= bit;
    prefix.push(31 - Math.clz32(bit));
    expand(frame, prefix, depth, (l | bit) << 1, d | bit, (r | bit) >>> 1, out);
    prefix.pop();
  }
}

function subproblemId(prefix: readonly number[]): string {
  const head = prefix.slice(0, 4).join('.');
  return prefix.length > 4 ? `${head}-${prefix.slice(4).join('.')}` : head;
}

/**
 * Parses a subproblem id back (inverse of `id`); returns null when malformed, including a
 * constellation that is invalid or not the one kept for its orbit (counting it would count
 * classes twice).
 */
export function subproblemFromId(n: number, id: string): CountSubproblem | null {
  if (id === 'all') return n < MIN_CONSTELLATION_N ? { id, prefix: [] } : null;
  if (n < MIN_CONSTELLATION_N || !/^\d+(\.\d+){3}(-\d+(\.\d+)*)?$/.test(id)) return null;
  const prefix = id.split(/[.-]/).map(Number);
  if (prefix.some((c) => c >= n) || prefix.length - 4 > maxExtraRows(n)) return null;
  const [t, u, a, b] = prefix;
  if (!edgesValid(n, t, u, a, b) || !isKept(n, t, u, a, b, new Int32Array(4))) return null;
  if (subproblemId(prefix) !== id) return null; // e.g. leading zeros: one id per subproblem
  return { id, prefix };
}

// ---------------------------------------------------------------------------------------------
// Counting

/** Counts the classes of one subproblem (tallies stay far below 2^53 for N ≤ 32 plans). */
export function countSubproblem(n: number, sub: CountSubproblem): ClassTally {
  const tally = emptyTally();
  if (n < MIN_CONSTELLATION_N) {
    countByEnumeration(n, tally);
    return tally;
  }
  const [t, u, a, b] = sub.prefix;
  const frame = buildFrame(n, t, u, a, b);
  // Replay the pre-placed rows; an inconsistent prefix has no solutions.
  let l = 0;
  let d = 0;
  let r = 0;
  const start = sub.prefix.length - 4;
  for (let i = 0; i < start; i++) {
    const bit = 1 << sub.prefix[4 + i];
    if ((frame.free[i] & ~(l | d | r) & bit) === 0) return tally;
    l = (l | bit) << 1;
    d |= bit;
    r = (r | bit) >>> 1;
  }
  const stab = stabilizer(n, t, u, a, b);
  if (start > frame.levels - 3) {
    classifyAll(frame, sub.prefix, l, d, r, stab, tally); // too few rows left for countLeaves
  } else if (stab.length === 0) {
    tally.c8 += countFrom(frame, start, l, d, r);
  } else if (start === 0) {
    // Burnside on the whole constellation: with `all` its solutions, `half` those fixed by rot180
    // and `quarter` those fixed by rot90, the orbits of Stab(C) are (fixed by everything: class
    // of 2) + (fixed by rot180 only, in pairs: class of 4) + (the rest, in |Stab(C)|-tuples).
    const all = countFrom(frame, 0, 0, 0, 0);
    const half = countFixed(n, t, u, a, b, 2);
    if (stab.length === 1) {
      tally.c4 += half;
      tally.c8 += (all - half) / 2;
    } else {
      const quarter = countFixed(n, t, u, a, b, 1);
      tally.c2 += quarter;
      tally.c4 += (half - quarter) / 2;
      tally.c8 += (all - half) / 4;
    }
  } else {
    // A part of a symmetric constellation: its solutions' images lie in other parts, so each
    // solution is classified on its own.
    classifyAll(frame, sub.prefix, l, d, r, stab, tally);
  }
  return tally;
}

/** countLeaves below a root node at level `start` with the given attack masks. */
function countFrom(frame: Frame, start: number, l: number, d: number, r: number): number {
  // The root's candidates are filtered as countLeaves filters every node's.
  const free = frame.free;
  let f = free[start] & ~(l | d | r);
  const b1 = free[start + 1] & ~((l << 1) | d | (r >>> 1));
  const b2 = free[start + 2] & ~((l << 2) | d | (r >>> 2));
  f &= ~(deadAbove(b1) | emptyMask(b2));
  if (f === 0) return 0;
  const size = NODES + (frame.levels + 2) * (frame.levels + 5) * 4;
  if (work.length < size) work = new Int32Array(size);
  let cells = 0;
  for (let i = 0; i < frame.levels; i++) cells |= free[i];
  work.set(free.subarray(0, frame.levels + 3));
  // A node's level rides in the top bits of its column mask when the board leaves them free (up
  // to 27 columns); on wider boards it is the number of queens placed (one per level).
  const packed = cells >>> LEVEL_SHIFT === 0 && frame.levels <= 32;
  work[NODES] = l;
  work[NODES + 1] = packed ? d | (start << LEVEL_SHIFT) : d;
  work[NODES + 2] = r;
  work[NODES + 3] = f;
  const levelStep = packed ? 1 << LEVEL_SHIFT : 0;
  return countLeaves(work, frame.levels - 2, levelStep, start + 1 - popcount(d));
}

/**
 * The number of ways to fill rows start…n-1 of a board on which row y may use the cells
 * allowed[y] (one queen per row, none attacking another), given the attack masks l, d, r that the
 * rows above leave on row `start`. The counter's hot loop does the work when three rows or more
 * are left; complete.ts counts the completions of fixed queens with it.
 */
export function countRows(
  allowed: Int32Array,
  start: number,
  l: number,
  d: number,
  r: number,
): number {
  const levels = allowed.length;
  if (start >= levels) return 1;
  if (levels - start < 3) {
    let f = allowed[start] & ~(l | d | r);
    let k = 0;
    while (f !== 0) {
      const bit = f & -f;
      f ^= bit;
      k += countRows(allowed, start + 1, (l | bit) << 1, d | bit, (r | bit) >>> 1);
    }
    return k;
  }
  const free = new Int32Array(levels + 3).fill(-1);
  free.set(allowed);
  return countFrom({ n: levels, levels, free }, start, l, d, r);
}

/**
 * The number of solutions extending the constellation (t, u, a, b) that the rotation g (1: rot90,
 * 2: rot180) maps to themselves; g must fix the constellation. Such a solution is determined by
 * its queens in the rows that earlier queens' images leave empty, so this search is tiny next to
 * countLeaves (a plain recursive one, off the hot path).
 */
function countFixed(n: number, t: number, u: number, a: number, b: number, g: 1 | 2): number {
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

/** Tiny boards: enumerate every solution and keep the canonical ones. */
function countByEnumeration(n: number, tally: ClassTally): void {
  const inv = new Int32Array(n);
  const scratch = new Int32Array(n);
  forEachSolution(n, (cols) => {
    const size = canonicalOrbitSize(cols, inv, scratch);
    if (size === 1) tally.c1++;
    else if (size === 2) tally.c2++;
    else if (size === 4) tally.c4++;
    else if (size === 8) tally.c8++;
  });
}

/**
 * countLeaves' array, kept between calls (one subproblem at a time per thread): the free cells of
 * every level (frame.free) from index 0, the node stack from NODES on. One array, not two: V8
 * checks a typed array's map and reloads its length and data pointer in every loop iteration, for
 * each array the loop touches.
 */
let work = new Int32Array(0);

/** Where the node stack starts in `work`: after the free cells of up to 35 levels (N ≤ 32 + 3). */
const NODES = 36;

/** The bit at which a node's level is stored in its column mask, on boards of ≤ 27 columns. */
const LEVEL_SHIFT = 27;

/**
 * The hot loop: the number of solutions extending a constellation with a trivial stabilizer, below
 * the root node stored at work[NODES…NODES+3] (level ≤ levels-3). `pen` is levels-2; `levelStep`
 * is 1 << LEVEL_SHIFT when levels ride in the column masks, else 0, and then a node's level is
 * popcount(d) + `levelOffset` - 1.
 *
 * A depth-first search over an explicit stack of nodes: four words each, the attack masks l, d, r
 * (the node's level in d's top bits) and its filtered candidate cells. Why it is shaped this way
 * (callgrind instruction counts, in the commits that made it so):
 * - Most nodes here have a single child, so a branch on "does this child survive?" mispredicts
 *   often. Each child is written to the stack unconditionally and the stack pointer advances by 0
 *   or 4 (branch-free): 30% faster than the classic per-child branches.
 * - A child's candidates are filtered before it is stored: drop the cells that would leave the
 *   next row empty (deadAbove) and the whole child if the row after next is already empty. An
 *   exact filter for the row after next prunes 12% more nodes but costs more than it saves.
 * - At the second-to-last level the solutions are counted without descending: a candidate x
 *   completes iff the last row still has a cell outside {x-1, x, x+1}.
 * - V8 pays for every typed-array access (bounds check, sign extension, map check per loop
 *   iteration), so the level travels inside d (one word less per node) and the free cells share
 *   the stack's array. deadAbove and emptyMask (lookahead.ts) are written out: V8 checks an
 *   imported function's binding at every call. Together −22% instructions against the 5-word
 *   stack with two arrays.
 * - Kept small on purpose: taking children two at a time, or placing a side queen's forced row
 *   together with the row above, saved nodes but not time here, and a bigger function reaches
 *   optimized code later (which matters at N ≤ 15, where a run lasts a fraction of a second).
 *   Also measured slower at N = 16: counting the leaves of the last three rows in the level above
 *   (−1.3% instructions, +6% time: a branch per child on whether it has candidates; +0–4% when
 *   branch-free), the first child of each node outside the child loop (+2–4%), and the array as a
 *   module-level constant (V8 then loads it from the module context at every access).
 */
function countLeaves(
  work: Int32Array,
  pen: number,
  levelStep: number,
  levelOffset: number,
): number {
  // Constants only before the loop: V8's first call records no type feedback for code that runs
  // once per call, and the optimized code would deoptimize there on the second call.
  let sp = 40; // NODES + 4: the root is stored
  let f = 0;
  let leaves = 0;
  while (sp !== 36) {
    sp = (sp - 4) | 0;
    const l = work[sp];
    const d = work[(sp + 1) | 0];
    const r = work[(sp + 2) | 0];
    f = work[(sp + 3) | 0];
    const k1 = levelStep !== 0 ? ((d >>> 27) + 1) | 0 : (popcount(d) + levelOffset) | 0;
    const a1 = work[k1];
    const a2 = work[(k1 + 1) | 0];
    if (k1 === pen) {
      do {
        const bit = f & -f;
        f ^= bit;
        const nl = (l | bit) << 1;
        const nd = d | bit;
        const nr = (r | bit) >>> 1;
        const nx = a2 & ~((nl << 1) | nd | (nr >>> 1));
        // deadAbove(nx), written out
        const dead = (((nx & -nx) << 2) - 1) & ((-1 << ~Math.clz32(nx | 1)) >> 1);
        const x = a1 & ~(nl | nd | nr) & ~dead;
        const y = x & (x - 1); // x has at most 2 cells (2 columns are left)
        leaves += ((x | -x) >>> 31) + ((y | -y) >>> 31);
      } while (f !== 0);
    } else {
      const a3 = work[(k1 + 2) | 0];
      do {
        const bit = f & -f;
        f ^= bit;
        const nl = (l | bit) << 1;
        const nd = d | bit;
        const nr = (r | bit) >>> 1;
        const nx = a2 & ~((nl << 1) | nd | (nr >>> 1));
        const ny = a3 & ~((nl << 2) | nd | (nr >>> 2));
        // deadAbove(nx) | emptyMask(ny), written out
        const dead =
          ((((nx & -nx) << 2) - 1) & ((-1 << ~Math.clz32(nx | 1)) >> 1)) | ~((ny | -ny) >> 31);
        const nf = a1 & ~(nl | nd | nr) & ~dead;
        work[sp] = nl;
        work[(sp + 1) | 0] = (nd + levelStep) | 0;
        work[(sp + 2) | 0] = nr;
        work[(sp + 3) | 0] = nf;
        sp = (sp + (((nf | -nf) >> 31) & 4)) | 0;
      } while (f !== 0);
    }
  }
  return leaves;
}

/**
 * The plain search for parts of a symmetric constellation (and any subproblem too deep for
 * countLeaves): every solution is built and classified against its images under Stab(C).
 */
function classifyAll(
  frame: Frame,
  prefix: readonly number[],
  l: number,
  d: number,
  r: number,
  stab: readonly TransformId[],
  tally: ClassTally,
): void {
  const n = frame.n;
  const last = frame.levels - 1;
  const free = frame.free;
  const cols = new Int32Array(n);
  const inv = new Int32Array(n);
  const image = new Int32Array(n);
  cols[0] = prefix[0];
  cols[n - 1] = prefix[1];
  const start = prefix.length - 4;
  for (let i = 0; i < start; i++) cols[i + 1] = prefix[4 + i];
  if (start > last) {
    classifyLeaf(cols, inv, image, stab, tally);
    return;
  }
  const ls = new Int32Array(n);
  const ds = new Int32Array(n);
  const rs = new Int32Array(n);
  const fs = new Int32Array(n);
  let k = start;
  let f = free[k] & ~(l | d | r);
  for (;;) {
    if (f === 0) {
      if (k === start) return;
      k--;
      f = fs[k];
      l = ls[k];
      d = ds[k];
      r = rs[k];
      continue;
    }
    const bit = f & -f;
    f ^= bit;
    cols[k + 1] = 31 - Math.clz32(bit);
    if (k === last) {
      classifyLeaf(cols, inv, image, stab, tally);
      continue;
    }
    ls[k] = l;
    ds[k] = d;
    rs[k] = r;
    fs[k] = f;
    l = (l | bit) << 1;
    d |= bit;
    r = (r | bit) >>> 1;
    k++;
    f = free[k] & ~(l | d | r);
  }
}

/**
 * Adds the class of the solution `cols` to the tally if `cols` is the smallest of its images under
 * the stabilizer `stab` of its constellation (the other members of its class extend other
 * constellations, which are not kept).
 */
function classifyLeaf(
  cols: Int32Array,
  inv: Int32Array,
  image: Int32Array,
  stab: readonly TransformId[],
  tally: ClassTally,
): void {
  const n = cols.length;
  for (let y = 0; y < n; y++) inv[cols[y]] = y;
  let fixed = 1;
  for (const g of stab) {
    transformPermInto(g, cols, inv, image);
    let cmp = 0;
    for (let y = 0; y < n && cmp === 0; y++) cmp = image[y] - cols[y];
    if (cmp < 0) return;
    if (cmp === 0) fixed++;
  }
  const size = 8 / fixed;
  if (size === 8) tally.c8++;
  else if (size === 4) tally.c4++;
  else tally.c2++;
}

/** Options of countQueens: the split into subproblems, a progress callback. */
export interface CountOptions {
  /** Rows pre-placed per subproblem beyond the constellation (default from N). */
  readonly extraRows?: number;
  /** Called after each subproblem. */
  readonly onProgress?: (done: number, of: number) => void;
}

/**
 * A count over a list of subproblems (a plan, or the part of one still to do), as an Engine
 * (engine.ts): `run(budget)` counts up to `budget` more subproblems, in order, and says 'done'
 * once all are counted. `tallies[i]` holds the classes of `subproblems[i]` once counted (i <
 * `done`), for a caller that records them (checkpoints, a pool's results); progress() gives the
 * subproblems done of all and the solutions counted so far (exact).
 */
export class QueensCounter implements Engine {
  readonly n: number;
  readonly subproblems: readonly CountSubproblem[];
  /** Classes of each subproblem counted so far, in plan order. */
  readonly tallies: ClassTally[] = [];
  /** Subproblems counted so far: the first `done` of `subproblems`. */
  done = 0;
  /** Solutions in the subproblems counted so far. */
  private solutions = 0n;

  constructor(n: number, subproblems: readonly CountSubproblem[] = planCount(n)) {
    checkCountN(n);
    this.n = n;
    this.subproblems = subproblems;
  }

  run(budget: number): RunStatus {
    const subs = this.subproblems;
    const end = Math.min(subs.length, this.done + budget);
    for (; this.done < end; this.done++) {
      const t = countSubproblem(this.n, subs[this.done]);
      this.tallies.push(t);
      this.solutions += BigInt(t.c1) + 2n * BigInt(t.c2) + 4n * BigInt(t.c4) + 8n * BigInt(t.c8);
    }
    return this.done === subs.length ? 'done' : 'paused';
  }

  progress(): Progress {
    const total = this.subproblems.length;
    return progressOf(this.done, 'subproblems', {
      done: this.done,
      total,
      fraction: total === 0 ? 1 : this.done / total,
      found: this.solutions,
    });
  }

  /** The totals of the subproblems counted so far (all of them once `run` said 'done'). */
  result(): QueensCount {
    return summarize(this.n, this.tallies);
  }
}

/** Counts all solutions for 1 ≤ n ≤ 32 on this thread. */
export function countQueens(n: number, opts: CountOptions = {}): QueensCount {
  const counter = new QueensCounter(n, planCount(n, opts.extraRows));
  const onProgress = opts.onProgress;
  if (onProgress === undefined) runToEnd(counter);
  else {
    while (counter.run(1) === 'paused') onProgress(counter.done, counter.subproblems.length);
    if (counter.done > 0) onProgress(counter.done, counter.subproblems.length);
  }
  return counter.result();
}
