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
 * times its orbit's size. A unit is a start with the north part of E fixed (its stable id names
 * both); a unit's count is a plain number (at most a few 10^12 for N ≤ 23).
 */
import { popcount } from '../../bits.js';
import { DisjointCounter } from './disjoint.js';
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

/** The low h bits reversed (row i ↔ row h − 1 − i). */
function reverse(x: number, h: number): number {
  let y = 0;
  for (let i = 0; i < h; i++) if ((x >> i) & 1) y |= 1 << (h - 1 - i);
  return y;
}

/** The join's working state for one N: the table, reused buffers, the pair counter. */
export class Joiner {
  private readonly east = new Halves();
  private readonly west = new Halves();
  private southA = new Int32Array(1 << 12);
  private southB = new Int32Array(1 << 12);
  private readonly pairs: DisjointCounter;

  /** Every h-bit mask, by its number of bits: those with k bits at countStart[k] … [k + 1]. */
  private readonly byCount: Int32Array;
  private readonly countStart: Int32Array;

  /** `kernel`: the WebAssembly pair count (kernel.ts), or null for the TypeScript loop. */
  constructor(
    readonly table: QuadrantTable,
    kernel: DisjointKernel | null,
  ) {
    this.pairs = new DisjointCounter(kernel);
    const h = table.h;
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
        const w = start.fold ? foldWeight(start, north, south) : 1;
        if (w > 0) total += w * this.countRows(start, north, south);
      }
      if (south === 0) break;
    }
    return total;
  }

  /** The solutions of `start` with east rows (north, south), not folded. */
  countRows(start: JoinStart, north: number, south: number): number {
    const { s, h } = start;
    const mask = (1 << (2 * h - 1)) - 1;
    const e = this.east;
    const w = this.west;
    // East: NE's anti-diagonals are the window's own, its diagonals s lower; SE's the reverse.
    this.half(start, north, south, start.colsE, NE, SE, 0, s, s, 0, mask, e);
    if (e.size === 0) return 0;
    this.half(
      start,
      start.rowsN & ~north,
      start.rowsS & ~south,
      start.colsW,
      NW,
      SW,
      s,
      0,
      0,
      s,
      mask,
      w,
    );
    if (w.size === 0) return 0;
    const bits = 2 * h - 1;
    // The shorter list bit-sliced (building the slices costs per set sliced), the longer run
    // over it: the pairs cost the same either way.
    return e.size <= w.size
      ? this.pairs.count(e.a, e.b, 0, e.size, w.a, w.b, 0, w.size, bits)
      : this.pairs.count(w.a, w.b, 0, w.size, e.a, e.b, 0, e.size, bits);
  }

  /**
   * One half's diagonal sets across the middle into `out`: its north quadrant `qn` on rows `rn`,
   * its south quadrant `qs` on rows `rs`, together on the columns `cols`. A north entry's window
   * words are (d2 >>> nA, d1 >>> nB), a south entry's ((d2 << sA) & mask, (d1 << sB) & mask).
   */
  private half(
    start: JoinStart,
    rn: number,
    rs: number,
    cols: number,
    qn: number,
    qs: number,
    nA: number,
    nB: number,
    sA: number,
    sB: number,
    mask: number,
    out: Halves,
  ): void {
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
      const s0 = idx[keyS];
      const s1 = idx[keyS + 1];
      if (s0 === s1) continue;
      // The south entries of these columns that the start allows, in window words.
      if (s1 - s0 > this.southA.length) {
        this.southA = new Int32Array(s1 - s0);
        this.southB = new Int32Array(s1 - s0);
      }
      const sa = this.southA;
      const sb = this.southB;
      let m = 0;
      for (let y = s0; y < s1; y++) {
        const y1 = d1[y];
        const y2 = d2[y];
        if (((y1 & heldS1) | (y2 & heldS2)) !== 0) continue;
        sa[m] = (y2 << sA) & mask;
        sb[m] = (y1 << sB) & mask;
        m++;
      }
      if (m === 0) continue;
      for (let x = n0; x < n1; x++) {
        const x1 = d1[x];
        const x2 = d2[x];
        if (((x1 & heldN1) | (x2 & heldN2)) !== 0) continue;
        // Room for every pair of this entry, so that the loop below only writes.
        if (size + m > out.a.length) out.grow();
        const oa = out.a;
        const ob = out.b;
        const a = x2 >>> nA;
        const b = x1 >>> nB;
        for (let j = 0; j < m; j++) {
          const ya = sa[j];
          const yb = sb[j];
          if (((a & ya) | (b & yb)) === 0) {
            oa[size] = a | ya;
            ob[size] = b | yb;
            size++;
          }
        }
      }
    }
    out.size = size;
  }
}

/**
 * Where the start folds: 0 unless (north, south) is the least of its orbit under the vertical
 * flip (north ↔ reversed south) and the mirror (east rows ↔ west rows), else the orbit's size.
 */
export function foldWeight(start: JoinStart, north: number, south: number): number {
  const { h, rowsN, rowsS } = start;
  const key = (x: number, y: number) => x * (1 << h) + y;
  const self = key(north, south);
  const flip = key(reverse(south, h), reverse(north, h));
  const mirror = key(rowsN & ~north, rowsS & ~south);
  const both = key(reverse(rowsS & ~south, h), reverse(rowsN & ~north, h));
  if (flip < self || mirror < self || both < self) return 0;
  let distinct = 1;
  if (flip !== self) distinct++;
  if (mirror !== self && mirror !== flip) distinct++;
  if (both !== self && both !== flip && both !== mirror) distinct++;
  return distinct;
}
