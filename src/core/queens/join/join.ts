/**
 * The N-Queens total by joining quadrants (docs/queens-join.md). For a start (setup.ts), every
 * row of the board but the middle one has its queen east or west of the middle: choose the east
 * rows E. Then
 *
 * 1. the east half is every pair (NE entry on E's north rows, SE entry on E's south rows) whose
 *    columns make up the east columns exactly and whose diagonals do not meet — reduced to the
 *    diagonals it holds across the middle (two words, `bits` bits each);
 * 2. the west half likewise on the other rows;
 * 3. the solutions with east rows E are the disjoint (east, west) pairs (disjoint.ts).
 *
 * The vertical flip maps a solution with east rows E to one with the flipped E, the mirror to
 * one with the other rows: where the start allows (fold), one E per orbit of these is counted,
 * times its orbit's size. For even N the transposes fold too, by the long diagonals
 * (classWeights): the east half keeps them empty, the west halves are weighed by class. A unit
 * is a start with the north part of E fixed (its stable id names both); a unit's count is a
 * plain number (at most a few 10^12 for N ≤ 23).
 */
import { popcount, reverseBits } from '../../bits.js';
import { classOf, DisjointCounter, type SetList } from './disjoint.js';
import { KernelHalves, type HalfAt } from './kernelHalves.js';
import type { DisjointKernel } from './kernel.js';
import type { QuadrantTable } from './quadrants.js';
import { NE, NW, SE, SW, type JoinStart } from './setup.js';

/** A growable pair of word arrays: the halves' diagonal sets. */
class Halves {
  a = new Int32Array(1024);
  b = new Int32Array(1024);
  size = 0;

  grow(): void {
    const a = new Int32Array(this.a.length * 2);
    a.set(this.a);
    this.a = a;
    const b = new Int32Array(this.b.length * 2);
    b.set(this.b);
    this.b = b;
  }
}

/**
 * A south quadrant's entries as one start leaves them: the entries its queens allow, in window
 * words, with their own dense index (as the quadrant table's). Where the halves are made in the
 * kernel, `a` and `b` are views of its memory, good only while the table is filled; the kernel
 * reads them there (kernelHalves.ts).
 */
interface SouthTable {
  readonly start: Int32Array;
  readonly a: Int32Array;
  readonly b: Int32Array;
}

/** South tables are kept per start up to this quadrant side (two copies of the table's size). */
export const SOUTH_TABLES_MAX_H = 10;

/** The join's working state for one N: the table, reused buffers, the pair counter. */
export class Joiner {
  private readonly east = new Halves();
  private readonly west = new Halves();
  // The west halves sorted by class (byClass).
  private readonly sorted = new Halves();
  /** Where the halves are made in the kernel (null: in the TypeScript loop, `half`). */
  private readonly inKernel: KernelHalves | null;
  private readonly classAt = new Int32Array(CLASSES);
  private readonly classEnds = new Int32Array(CLASSES);
  private readonly weights = new Int32Array(CLASSES);
  private southA = new Int32Array(1 << 12);
  private southB = new Int32Array(1 << 12);
  private readonly pairs: DisjointCounter;

  /** Every h-bit mask, by its number of bits: those with k bits at countStart[k] … [k + 1]. */
  private readonly byCount: Int32Array;
  private readonly countStart: Int32Array;

  /** The SE and SW tables of the start counted last (null: none yet, or the table too big). */
  private south: { start: JoinStart; se: SouthTable; sw: SouthTable } | null = null;

  /**
   * `kernel`: the WebAssembly pair count and halves (kernel.ts), or null for the TypeScript
   * loops; up to SOUTH_TABLES_MAX_H the halves are made in the kernel too.
   */
  constructor(
    readonly table: QuadrantTable,
    kernel: DisjointKernel | null,
  ) {
    this.pairs = new DisjointCounter(kernel);
    const h = table.h;
    this.inKernel =
      kernel !== null && h <= SOUTH_TABLES_MAX_H ? new KernelHalves(kernel, table) : null;
    this.byCount = new Int32Array(1 << h);
    this.countStart = new Int32Array(h + 2);
    let at = 0;
    for (let k = 0; k <= h; k++) {
      this.countStart[k] = at;
      for (let c = 0; c < 1 << h; c++) if (popcount(c) === k) this.byCount[at++] = c;
    }
    this.countStart[h + 1] = at;
  }

  /**
   * The solutions of `start` whose east rows have north part `north` (local rows), counted once
   * per orbit where the start folds, each times its orbit's size (not times the start's weight).
   */
  countUnit(start: JoinStart, north: number): number {
    const { rowsS } = start;
    const need = popcount(start.colsE) - popcount(north);
    if (need < 0) return 0;
    let total = 0;
    // Every south part of the right size: subsets of rowsS with `need` rows.
    for (let south = rowsS; ; south = (south - 1) & rowsS) {
      if (popcount(south) === need) {
        if (start.diagonals) {
          const weights = classWeights(start, north, south, this.weights);
          if (weights !== null) total += this.countRows(start, north, south, weights);
        } else {
          const w = start.fold ? foldWeight(start, north, south) : 1;
          if (w > 0) total += w * this.countRows(start, north, south, null);
        }
      }
      if (south === 0) break;
    }
    return total;
  }

  /**
   * The solutions of `start` with east rows (north, south); where `weights` are given (a
   * `diagonals` start), the west halves in their four classes (classWeights), each class's pairs
   * times its weight.
   */
  private countRows(
    start: JoinStart,
    north: number,
    south: number,
    weights: Int32Array | null,
  ): number {
    const { h } = start;
    const tables = this.southTables(start);
    const westN = start.rowsN & ~north;
    const westS = start.rowsS & ~south;
    let e: SetList = this.east;
    let w: SetList = this.west;
    // The east half in the kernel: its list is remade after each count (a count may grow the
    // memory, which detaches the views).
    let eastAt: HalfAt | null = null;
    if (this.inKernel !== null && tables !== null) {
      const k = this.inKernel;
      const east = this.halfInKernel(k, start, north, south, false, tables.se, 0);
      if (east.size === 0) return 0;
      const after = east.at + 8 * east.room;
      const west = this.halfInKernel(k, start, westN, westS, true, tables.sw, after);
      if (west.size === 0) return 0;
      e = k.list(east);
      w = k.list(west);
      eastAt = east;
    } else {
      this.half(start, north, south, false, tables?.se ?? null, this.east);
      if (e.size === 0) return 0;
      this.half(start, westN, westS, true, tables?.sw ?? null, this.west);
      if (w.size === 0) return 0;
    }
    const bits = 2 * h - 1;
    // The shorter list bit-sliced (building the slices costs per set sliced), the longer run
    // over it: the pairs cost the same either way.
    if (weights === null) {
      return e.size <= w.size ? this.pairs.count(e, w, bits) : this.pairs.count(w, e, bits);
    }
    // The west sets weighed by their class: the bit of the long diagonals, h − 1 in both words.
    const classes = { bit: h - 1, weights };
    if (e.size <= w.size) return this.pairs.count(e, w, bits, classes);
    // The west sliced, class by class.
    const ends = this.byClass(w, h - 1);
    const west = this.sorted;
    let total = 0;
    let j0 = 0;
    for (let c = 0; c < CLASSES; c++) {
      const j1 = ends[c];
      if (j1 > j0 && weights[c] !== 0) {
        const part = { a: west.a.subarray(j0, j1), b: west.b.subarray(j0, j1), size: j1 - j0 };
        const east = eastAt !== null && this.inKernel !== null ? this.inKernel.list(eastAt) : e;
        total += weights[c] * this.pairs.count(part, east, bits);
      }
      j0 = j1;
    }
    return total;
  }

  /**
   * The west halves sorted by class (bit `bit` of B: the queen on the long diagonal in NW; of A:
   * on the long anti-diagonal in SW), class c = diagonal + 2 · anti-diagonal; gives where each
   * class ends.
   */
  private byClass(from: SetList, bit: number): Int32Array {
    const to = this.sorted;
    const ends = this.classEnds;
    const at = this.classAt;
    at.fill(0);
    for (let i = 0; i < from.size; i++) at[classOf(from.a[i], from.b[i], bit)]++;
    let sum = 0;
    for (let c = 0; c < CLASSES; c++) {
      const size = at[c];
      at[c] = sum;
      sum += size;
      ends[c] = sum;
    }
    while (to.a.length < from.size) to.grow();
    for (let i = 0; i < from.size; i++) {
      const a = from.a[i];
      const b = from.b[i];
      const c = classOf(a, b, bit);
      to.a[at[c]] = a;
      to.b[at[c]] = b;
      at[c]++;
    }
    to.size = from.size;
    return ends;
  }

  /**
   * `half` made in the kernel (kernelHalves.ts) at `at` or past it: the jobs (a north range and
   * a south range per column mask) staged here, the pairs made there. Gives where the half is.
   */
  private halfInKernel(
    k: KernelHalves,
    start: JoinStart,
    rn: number,
    rs: number,
    west: boolean,
    southTable: SouthTable,
    at: number,
  ): HalfAt {
    const cols = west ? start.colsW : start.colsE;
    const qn = west ? NW : NE;
    const [nA, nB] = northShifts(start, west);
    const { h } = start;
    const idx = this.table.start;
    const jobs = k.jobs;
    const masks = this.byCount;
    const kn = popcount(rn);
    let count = 0;
    let most = 0;
    for (let i = this.countStart[kn]; i < this.countStart[kn + 1]; i++) {
      const c = masks[i];
      if ((c & ~cols) !== 0) continue;
      const keyN = (rn << h) | c;
      const keyS = (rs << h) | (cols & ~c);
      const n0 = idx[keyN];
      const n1 = idx[keyN + 1];
      const j0 = southTable.start[keyS];
      const j1 = southTable.start[keyS + 1];
      if (n0 === n1 || j0 === j1) continue;
      jobs[4 * count] = n0;
      jobs[4 * count + 1] = n1;
      jobs[4 * count + 2] = j0;
      jobs[4 * count + 3] = j1;
      count++;
      most += (n1 - n0) * (j1 - j0);
    }
    const out = k.place(at, most);
    if (count > 0) k.half(count, start.held1[qn], start.held2[qn], nA, nB, west ? 1 : 0, out);
    return out;
  }

  /**
   * One half's diagonal sets across the middle into `out`: east (NE over SE) or west (NW over SW)
   * on north rows `rn` and south rows `rs`. A north entry's window words are (d2 >>> nA,
   * d1 >>> nB), a south entry's ((d2 << nB) & mask, (d1 << nA) & mask) (northShifts).
   */
  private half(
    start: JoinStart,
    rn: number,
    rs: number,
    west: boolean,
    southTable: SouthTable | null,
    out: Halves,
  ): void {
    const cols = west ? start.colsW : start.colsE;
    const qn = west ? NW : NE;
    const qs = west ? SW : SE;
    const [nA, nB] = northShifts(start, west);
    const mask = windowMask(start.h);
    const { h } = start;
    const t = this.table;
    const idx = t.start;
    const d1 = t.d1;
    const d2 = t.d2;
    const heldN1 = start.held1[qn];
    const heldN2 = start.held2[qn];
    const heldS1 = start.held1[qs];
    const heldS2 = start.held2[qs];
    const k = popcount(rn);
    const masks = this.byCount;
    let size = 0;
    for (let at = this.countStart[k]; at < this.countStart[k + 1]; at++) {
      const c = masks[at];
      if ((c & ~cols) !== 0) continue;
      const keyN = (rn << h) | c;
      const n0 = idx[keyN];
      const n1 = idx[keyN + 1];
      if (n0 === n1) continue;
      const keyS = (rs << h) | (cols & ~c);
      let sa: Int32Array;
      let sb: Int32Array;
      let j0 = 0;
      let j1 = 0;
      if (southTable !== null) {
        // The start's south table: its entries are allowed and in window words already.
        j0 = southTable.start[keyS];
        j1 = southTable.start[keyS + 1];
        sa = southTable.a;
        sb = southTable.b;
      } else {
        const s0 = idx[keyS];
        const s1 = idx[keyS + 1];
        // The south entries of these columns that the start allows, in window words.
        if (s1 - s0 > this.southA.length) {
          this.southA = new Int32Array(s1 - s0);
          this.southB = new Int32Array(s1 - s0);
        }
        sa = this.southA;
        sb = this.southB;
        for (let y = s0; y < s1; y++) {
          const y1 = d1[y];
          const y2 = d2[y];
          if (((y1 & heldS1) | (y2 & heldS2)) !== 0) continue;
          sa[j1] = (y2 << nB) & mask;
          sb[j1] = (y1 << nA) & mask;
          j1++;
        }
      }
      if (j0 === j1) continue;
      for (let x = n0; x < n1; x++) {
        const x1 = d1[x];
        const x2 = d2[x];
        if (((x1 & heldN1) | (x2 & heldN2)) !== 0) continue;
        // Room for every pair of this entry, so that the loop below only writes.
        while (size + (j1 - j0) > out.a.length) out.grow();
        const oa = out.a;
        const ob = out.b;
        const a = x2 >>> nA;
        const b = x1 >>> nB;
        // Every pair written, kept where the two share no diagonal: no branch to mispredict
        // (about half of them are kept). The masks are below 2^31, so m − 1 < 0 just when m is 0.
        for (let j = j0; j < j1; j++) {
          const ya = sa[j];
          const yb = sb[j];
          oa[size] = a | ya;
          ob[size] = b | yb;
          size += (((a & ya) | (b & yb)) - 1) >>> 31;
        }
      }
    }
    out.size = size;
  }

  /**
   * The SE and SW tables of `start`, made once per start (a unit's rows all share them, and a
   * thread takes a start's units in a row); null past SOUTH_TABLES_MAX_H, where the entries are
   * checked and shifted as they are read.
   */
  private southTables(start: JoinStart): { se: SouthTable; sw: SouthTable } | null {
    if (start.h > SOUTH_TABLES_MAX_H) return null;
    if (this.south?.start !== start) {
      const before = this.south;
      this.south = {
        start,
        se: this.southTable(before?.se, start, false),
        sw: this.southTable(before?.sw, start, true),
      };
    }
    return this.south;
  }

  /** A south quadrant's table for `start` (SW if `west`, else SE): its allowed entries, shifted. */
  private southTable(into: SouthTable | undefined, start: JoinStart, west: boolean): SouthTable {
    const q = west ? SW : SE;
    const [nA, nB] = northShifts(start, west);
    const mask = windowMask(start.h);
    const t = this.table;
    const held1 = start.held1[q];
    const held2 = start.held2[q];
    const keys = t.start.length - 1;
    // The arrays of the start before, refilled: a new start makes no garbage to collect (left to
    // the collector, a count of 46 starts held several generations of them at once).
    // In the kernel's memory where the halves are made there (views valid while it is filled).
    const inKernel = this.inKernel?.southArrays(west ? 1 : 0);
    const table = {
      start: into?.start ?? new Int32Array(keys + 1),
      a: inKernel?.a ?? into?.a ?? new Int32Array(t.d1.length),
      b: inKernel?.b ?? into?.b ?? new Int32Array(t.d1.length),
    };
    const { start: index, a, b } = table;
    let m = 0;
    for (let key = 0; key < keys; key++) {
      index[key] = m;
      for (let y = t.start[key]; y < t.start[key + 1]; y++) {
        const y1 = t.d1[y];
        const y2 = t.d2[y];
        if (((y1 & held1) | (y2 & held2)) !== 0) continue;
        a[m] = (y2 << nB) & mask;
        b[m] = (y1 << nA) & mask;
        m++;
      }
    }
    index[keys] = m;
    return table;
  }
}

/**
 * How a north entry's masks shift into the window's words (A: anti-diagonals, B: diagonals):
 * (d2 >>> nA, d1 >>> nB). East, NE's anti-diagonals are the window's own and its diagonals s
 * lower; west the reverse. A south entry's shift the other way: (d2 << nB, d1 << nA).
 */
function northShifts(start: JoinStart, west: boolean): [number, number] {
  return west ? [start.s, 0] : [0, start.s];
}

/** The window's 2h − 1 diagonals as a mask. */
function windowMask(h: number): number {
  return (1 << (2 * h - 1)) - 1;
}

/** The west halves' classes by the long diagonals they hold (Joiner.byClass). */
const CLASSES = 4;

/**
 * The weights of the west classes of a `diagonals` start for east rows (north, south) into
 * `into`, or null where none is counted. Of the solutions with a queen on a long diagonal, only
 * those with it in the west half are counted (the east half's long half-diagonals are held
 * empty), each for itself and its image under the transpose that moves that queen east (the
 * anti-transpose for the diagonal, the transpose for the anti-diagonal: each keeps the other
 * long diagonal as it is); so a class weighs 2 per long diagonal it holds. Those classes are
 * folded by the vertical flip alone, which keeps both the class and the held diagonals (it maps
 * one long diagonal onto the other, west to west): (north, south) counts twice where it comes
 * before its flip, once where it is its own, not at all after. Class 0 — no queen on either long
 * diagonal — is kept by every symmetry and folds by foldWeight, as an odd N's centre does.
 */
export function classWeights(
  start: JoinStart,
  north: number,
  south: number,
  into: Int32Array,
): Int32Array | null {
  const { h } = start;
  const self = north * (1 << h) + south;
  const flip = reverseBits(south, h) * (1 << h) + reverseBits(north, h);
  if (flip < self) return null;
  const flipped = flip === self ? 1 : 2;
  into[0] = foldWeight(start, north, south);
  into[1] = 2 * flipped;
  into[2] = 2 * flipped;
  into[3] = 4 * flipped;
  return into;
}

/**
 * Where the start folds: 0 unless (north, south) is the least of its orbit under the vertical
 * flip (north ↔ reversed south) and the mirror (east rows ↔ west rows), else the orbit's size.
 */
export function foldWeight(start: JoinStart, north: number, south: number): number {
  const { h, rowsN, rowsS } = start;
  const key = (x: number, y: number) => x * (1 << h) + y;
  const self = key(north, south);
  const flip = key(reverseBits(south, h), reverseBits(north, h));
  const mirror = key(rowsN & ~north, rowsS & ~south);
  const both = key(reverseBits(rowsS & ~south, h), reverseBits(rowsN & ~north, h));
  if (flip < self || mirror < self || both < self) return 0;
  let distinct = 1;
  if (flip !== self) distinct++;
  if (mirror !== self && mirror !== flip) distinct++;
  if (both !== self && both !== flip && both !== mirror) distinct++;
  return distinct;
}
