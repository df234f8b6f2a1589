/**
 * Exact count of all N-Queens solutions, total and fundamental (classes under the 8 symmetries of
 * the square) in one run, by the "constellations" method (Q27, NQueensFAF): the four queens that
 * stand on the edges of the board are fixed first, one configuration per symmetry class
 * (constellations.ts: which are kept, their frames, the solutions a rotation fixes), and only the
 * inner rows are searched, here. Each kept constellation C is counted by its stabilizer:
 *
 * - Stab(C) trivial (all but about 1.5% of them): every solution extending C is alone in its class
 *   among them, and its class has 8 members. Only a count is needed, which lets the hot loop
 *   count the last two rows without producing solutions.
 * - Stab(C) = {id, rot180} or the 4 rotations: the same count, plus the numbers of solutions that
 *   rot180 and rot90 fix (a tiny search), give the orbits by Burnside's lemma. A part of such a C
 *   (rows pre-placed) instead classifies each solution in a plain search: counted iff it is the
 *   lexicographically smallest of its images under Stab(C), which lie in other parts.
 *
 * The work splits into independent subproblems with stable ids: one per kept constellation, or,
 * with extra rows, one per valid placement of rows 1…k of it. One plan drives a single thread,
 * worker threads, checkpoints and a distributed queue alike. Boards below MIN_CONSTELLATION_N are
 * one subproblem, counted by plain enumeration. The hot loop (countLeaves) also counts the
 * completions of fixed queens for complete.ts and the listing (countRows).
 */
import { gotValue } from '../text.js';
import { popcount } from '../bits.js';
import { PlacerError } from '../errors.js';
import { runToEnd } from '../run/drive.js';
import { progressOf, type Engine, type Progress, type RunStatus } from '../run/engine.js';
import type { OrbitCounts, TransformId } from '../symmetry.js';
import { canonicalOrbitSize, transformPermInto } from './classes.js';
import {
  buildFrame,
  constellations,
  countFixed,
  isKeptConstellation,
  MIN_CONSTELLATION_N,
  stabilizer,
  type Frame,
} from './constellations.js';
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
// Plan

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
  if (!isKeptConstellation(n, t, u, a, b)) return null;
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
