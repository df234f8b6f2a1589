/**
 * The specialised tiling engine: fill the first empty cell (in the order of layout.ts), trying
 * every placement whose first cell it is. Faster than dancing links on tilings by an order of
 * magnitude because a search node is a handful of int32 operations:
 *
 * - A 32-bit window. Every cell before the first empty one is filled, and every placed piece
 *   lies within 31 positions of the first empty cell it was placed on, so the whole state is
 *   (base, win): bit i of `win` says whether position base+i is filled (holes and fixed pieces
 *   count as filled). Placing is `win | mask`; moving to the next empty cell is a shift by the
 *   number of trailing ones. JavaScript's bitwise operators are 32-bit, so the region must keep
 *   every placement within 32 consecutive positions (6×10 pentominoes: 25); tile.ts falls back to
 *   dancing links when it does not.
 * - Per-cell placement lists, indexed by the next B cells' occupancy (bits 1…B of the window)
 *   and grouped by piece: a node only looks at placements that fit those cells, and skips whole
 *   groups of used pieces with one mask (`present & ~used`).
 * - Pruning: a window cell that is empty but walled in on four sides (and, for pieces of three
 *   or more cells, a walled-in pair) cannot be filled; a piece that must still be placed but
 *   whose last possible first cell is behind the current cell cannot be placed any more.
 *
 * No allocation per node; an explicit stack; run() works for a node budget and can be resumed.
 */
import { popcount } from '../bits.js';
import type { Layout } from './layout.js';
import { kindCopies, rangesMet, type KindCopies } from './kindCopies.js';
import { pieceSize } from './pieceSets.js';
import type { TilingProblem } from './problem.js';
import { progressOf, type Engine, type Progress, type RunStatus } from '../run/engine.js';

/** Most piece kinds the engine handles (one bit each in a 32-bit mask). */
export const MAX_BIT_KINDS = 32;

/** The current node's bit masks, by index into BitTiler's `masks`. */
const WIN = 0;
const USED = 1;
const PEND = 2;
const BIT = 3;

/** Largest distance in search order between a placement's first and last cell. */
export function placementSpan(p: TilingProblem, layout: Layout): number {
  let span = 0;
  for (const pl of p.placements) {
    let lo = Infinity;
    let hi = -Infinity;
    for (const c of pl.cells) {
      const pos = layout.order[c];
      if (pos < lo) lo = pos;
      if (pos > hi) hi = pos;
    }
    span = Math.max(span, hi - lo);
  }
  return span;
}

/** Whether the engine can run this problem: at most 32 kinds, every placement within 32 cells. */
export function bitTilerFits(p: TilingProblem, layout: Layout): boolean {
  return p.kinds.length <= MAX_BIT_KINDS && placementSpan(p, layout) <= 31;
}

/** List heads, and list entries, beyond which the occupancy index gets fewer bits (memory). */
const TABLE_BUDGET = 1 << 22;
const ENTRY_BUDGET = 1 << 23;

export class BitTiler implements Engine {
  /** Placements tried that fit (pushed, pruned or leaves). */
  nodes = 0;
  /** Tilings found so far in this sub-problem. */
  count = 0;

  private readonly problem: TilingProblem;
  private readonly layout: Layout;
  private readonly n: number;
  private readonly bits: number;
  private readonly patMask: number;
  private readonly k1: number;
  private readonly gstart: Int32Array;
  private readonly present: Int32Array;
  private readonly built: Uint8Array;
  private readonly aStart: Int32Array;
  private readonly aMask: Int32Array;
  private readonly aPid: Int32Array;
  private readonly aKindEnd: Int32Array;
  /** Entries filled so far. */
  private filled = 0;
  private readonly emask: Int32Array;
  private readonly epid: Int32Array;
  private readonly deadMask: Int32Array;
  private readonly topM: Int32Array;
  private readonly botM: Int32Array;
  private readonly stride: number;
  private readonly iso: number;
  private readonly finiteMask: number;
  private readonly simple: boolean;
  private readonly initRem: Int32Array;
  private readonly copies: KindCopies;
  private readonly rem: Int32Array;
  private readonly holeWin: Int32Array;
  // The stack.
  private readonly sBase: Int32Array;
  private readonly sWin: Int32Array;
  private readonly sI: Int32Array;
  private readonly sE: Int32Array;
  private readonly sP: Int32Array;
  private readonly sIdx: Int32Array;
  private readonly sBit: Int32Array;
  // The current node (saved between run() calls). Its bit masks (WIN, USED, PEND, BIT) are kept
  // in an Int32Array, not in number fields: with bit 30 or 31 set a mask is no small integer in a
  // browser's V8 (pointer compression: 31-bit Smis), and the first such store into a field
  // changed the field to a double, deprecating this class's map and throwing away the compiled
  // run() mid-count (Chromium: a fresh worker counted 6×10 several times slower than later).
  private d = 0;
  private base = 0;
  private readonly masks = new Int32Array(4);
  private i = 0;
  private e = 0;
  private idx = 0;
  private leafEntry = -1;
  private fixed: readonly number[] = [];
  private countOnly = true;
  private state: 'running' | 'root-leaf' | 'done' = 'done';

  constructor(problem: TilingProblem, layout: Layout) {
    if (!bitTilerFits(problem, layout)) throw new RangeError('problem does not fit the bit tiler');
    this.problem = problem;
    this.layout = layout;
    const n = (this.n = layout.order.length);
    const kinds = problem.kinds.length;
    this.k1 = kinds + 1;
    // Placements' window masks first: they decide how many index bits the tables can afford.
    const np = problem.placements.length;
    const anchor = new Int32Array(np);
    const mask = new Int32Array(np);
    const lastAnchor = new Int32Array(kinds).fill(-1);
    for (let pid = 0; pid < np; pid++) {
      const pl = problem.placements[pid];
      let lo = Infinity;
      for (const c of pl.cells) lo = Math.min(lo, layout.order[c]);
      let m = 0;
      for (const c of pl.cells) m |= 1 << (layout.order[c] - lo);
      anchor[pid] = lo;
      mask[pid] = m;
      lastAnchor[pl.kind] = Math.max(lastAnchor[pl.kind], lo);
    }
    // A placement fits 2^(bits − k) occupancy patterns, k = its cells among the indexed ones;
    // fewer index bits for large problems keep the tables within budget.
    const entriesFor = (b: number): number => {
      let total = 0;
      for (let pid = 0; pid < np; pid++)
        total += 1 << (b - popcount((mask[pid] >>> 1) & ((1 << b) - 1)));
      return total;
    };
    let bits = 8;
    while (
      bits > 0 &&
      (n * (1 << bits) * this.k1 > TABLE_BUDGET || entriesFor(bits) > ENTRY_BUDGET)
    ) {
      bits--;
    }
    this.bits = bits;
    const pats = 1 << bits;
    this.patMask = pats - 1;
    this.stride = layout.stride;

    // Placements grouped by anchor, then kind: aMask/aPid from aStart[a], kind k's run ending at
    // aKindEnd[a * kinds + k].
    const order = Array.from({ length: np }, (_, pid) => pid).sort(
      (x, y) =>
        anchor[x] - anchor[y] || problem.placements[x].kind - problem.placements[y].kind || x - y,
    );
    this.aStart = new Int32Array(n + 1);
    this.aMask = Int32Array.from(order, (pid) => mask[pid]);
    this.aPid = Int32Array.from(order);
    this.aKindEnd = new Int32Array(n * kinds);
    for (const pid of order) {
      this.aStart[anchor[pid] + 1]++;
      this.aKindEnd[anchor[pid] * kinds + problem.placements[pid].kind]++;
    }
    for (let a = 0; a < n; a++) {
      this.aStart[a + 1] += this.aStart[a];
      let run = this.aStart[a];
      for (let k = 0; k < kinds; k++) {
        run += this.aKindEnd[a * kinds + k];
        this.aKindEnd[a * kinds + k] = run;
      }
    }
    // The per-cell lists, one per occupancy pattern of the next `bits` cells, are built when the
    // search first reaches them (most patterns never occur); entriesFor sizes them up front.
    this.gstart = new Int32Array(n * pats * this.k1 + 1);
    this.present = new Int32Array(n * pats);
    this.built = new Uint8Array(n * pats);
    const total = entriesFor(bits);
    this.emask = new Int32Array(total);
    this.epid = new Int32Array(total);

    // Counts (kindCopies.ts): a bit of `used` is set once a kind has no copies left.
    let minArea = Infinity;
    for (const k of problem.kinds) minArea = Math.min(minArea, pieceSize(k.piece));
    const copies = (this.copies = kindCopies(problem.kinds));
    const finite = copies.finite;
    this.initRem = copies.initRem;
    this.finiteMask = finite;
    this.simple = copies.simple;
    this.rem = new Int32Array(this.initRem.length);
    const ext = n + 64;
    this.deadMask = new Int32Array(ext);
    for (let b = 0; b < ext; b++) {
      let dm = 0;
      for (let k = 0; k < kinds; k++)
        if (((finite >>> k) & 1) === 1 && lastAnchor[k] < b) dm |= 1 << k;
      this.deadMask[b] = dm;
    }
    this.topM = new Int32Array(ext);
    this.botM = new Int32Array(ext);
    for (let b = 0; b < ext; b++) {
      let top = 0;
      let bot = 0;
      for (let i = 0; i < 32; i++) {
        const pos = (b + i) % this.stride;
        if (pos === 0) top |= 1 << i;
        if (pos === this.stride - 1) bot |= 1 << i;
      }
      this.topM[b] = top;
      this.botM[b] = bot;
    }
    // A walled-in cell is dead when no piece is a monomino, a walled-in pair when none is a
    // monomino or a domino. The checks shift by a line, so lines must fit in the window; in 3-D
    // a cell walled in within its layer may still be filled from the next one: no check.
    this.iso =
      this.stride > 30 || problem.region.depth > 1 ? 0 : minArea >= 3 ? 2 : minArea >= 2 ? 1 : 0;
    this.holeWin = new Int32Array(ext);
    const depth = Math.floor(problem.region.cellCount / Math.max(1, minArea)) + 2;
    this.sBase = new Int32Array(depth);
    this.sWin = new Int32Array(depth);
    this.sI = new Int32Array(depth);
    this.sE = new Int32Array(depth);
    this.sP = new Int32Array(depth);
    this.sIdx = new Int32Array(depth);
    this.sBit = new Int32Array(depth);
  }

  /** Fills the placement list of node idx (anchor idx >> bits, occupancy pattern idx & mask). */
  private buildNode(idx: number): void {
    const kinds = this.k1 - 1;
    const a = idx >>> this.bits;
    const occ = (idx & this.patMask) << 1;
    const { aMask, aPid, aKindEnd, emask, epid, gstart } = this;
    let at = this.filled;
    let t = this.aStart[a];
    let bitsPresent = 0;
    for (let k = 0; k < kinds; k++) {
      gstart[idx * this.k1 + k] = at;
      const from = at;
      for (const end = aKindEnd[a * kinds + k]; t < end; t++) {
        if ((aMask[t] & occ) !== 0) continue;
        emask[at] = aMask[t];
        epid[at] = aPid[t];
        at++;
      }
      if (at > from) bitsPresent |= 1 << k;
    }
    gstart[idx * this.k1 + kinds] = at;
    this.present[idx] = bitsPresent;
    this.built[idx] = 1;
    this.filled = at;
  }

  /**
   * Starts a sub-problem: the given placements are fixed in advance (their cells become holes,
   * their pieces are used). `countOnly` counts without stopping at each tiling.
   */
  start(fixed: readonly number[], countOnly: boolean): void {
    const { n, layout, problem } = this;
    this.fixed = fixed.slice();
    this.countOnly = countOnly;
    this.count = 0;
    this.nodes = 0;
    this.rem.set(this.initRem);
    let used = 0;
    const filled = new Uint8Array(n);
    for (let pos = 0; pos < n; pos++)
      if (!problem.region.cells[layout.cellAt[pos]]) filled[pos] = 1;
    for (const pid of fixed) {
      const pl = problem.placements[pid];
      for (const c of pl.cells) filled[layout.order[c]] = 1;
      if (--this.rem[pl.kind] === 0) used |= 1 << pl.kind;
    }
    const hw = this.holeWin;
    for (let b = 0; b < hw.length; b++) {
      let w = 0;
      for (let i = 0; i < 32; i++) if (b + i >= n || filled[b + i]) w |= 1 << i;
      hw[b] = w;
    }
    let base = 0;
    let win = hw[0];
    while (base < n && (win & 1) === 1) {
      const t = ~win;
      const s = t === 0 ? 32 : 31 - Math.clz32(t & -t);
      base += s;
      win = s === 32 ? hw[base] : (win >>> s) | hw[base];
    }
    const masks = this.masks;
    this.d = 0;
    masks[USED] = used;
    this.leafEntry = -1;
    if (base >= n) {
      const full =
        (used & this.finiteMask) === this.finiteMask && rangesMet(this.copies, this.rem, -1);
      this.state = full ? 'root-leaf' : 'done';
      return;
    }
    if ((this.deadMask[base] & ~used) !== 0) {
      this.state = 'done';
      return;
    }
    this.base = base;
    masks[WIN] = win;
    this.idx = base * (this.patMask + 1) + ((win >>> 1) & this.patMask);
    if (this.built[this.idx] === 0) this.buildNode(this.idx);
    masks[PEND] = this.present[this.idx] & ~used;
    this.i = 0;
    this.e = 0;
    masks[BIT] = 0;
    this.state = 'running';
  }

  get done(): boolean {
    return this.state === 'done';
  }

  /**
   * The placements tried at the root of the sub-problem just started, in the order run() tries
   * them (pieces in kind order, then their placements on the first empty cell that fit); null
   * when the root is itself a tiling. Placing one of them and starting again (start(fixed +
   * [it])) is the subtree run() would search below it.
   */
  rootChildren(): number[] | null {
    if (this.nodes !== 0) throw new Error('rootChildren() must be asked before the search runs');
    if (this.state === 'root-leaf') return null;
    const out: number[] = [];
    if (this.state !== 'running') return out;
    const g0 = this.idx * this.k1;
    const win = this.masks[WIN];
    for (let pend = this.masks[PEND]; pend !== 0; pend &= pend - 1) {
      const g = g0 + 31 - Math.clz32(pend & -pend);
      for (let i = this.gstart[g]; i < this.gstart[g + 1]; i++) {
        if ((win & this.emask[i]) === 0) out.push(this.epid[i]);
      }
    }
    return out;
  }

  /** The placements of the tiling just found (after run() returned 'found'). */
  solution(): Int32Array {
    const out: number[] = [...this.fixed];
    for (let t = 0; t < this.d; t++) out.push(this.epid[this.sI[t] - 1]);
    if (this.leafEntry >= 0) out.push(this.epid[this.leafEntry]);
    return Int32Array.from(out);
  }

  /** Estimated fraction of this sub-problem's tree explored so far. */
  fraction(): number {
    if (this.state === 'done') return 1;
    if (this.state !== 'running') return 0;
    let f = 0;
    let w = 1;
    for (let t = 0; t < this.d; t++) {
      const g = this.sIdx[t] * this.k1;
      const lo = this.gstart[g];
      const size = this.gstart[g + this.k1 - 1] - lo;
      if (size <= 0) break;
      f += (w * (this.sI[t] - 1 - lo)) / size;
      w /= size;
    }
    return Math.min(1, Math.max(0, f));
  }

  /** Steps are nodes; `found` counts the tilings of this sub-problem so far. */
  progress(): Progress {
    return progressOf(this.nodes, 'nodes', {
      fraction: this.fraction(),
      found: BigInt(this.count),
    });
  }

  /**
   * Runs for about `budget` more nodes: 'found' when a tiling was found (unless counting),
   * 'done' when the sub-problem is exhausted, 'paused' when the budget ran out.
   */
  run(budget = Infinity): RunStatus {
    if (this.state === 'done') return 'done';
    if (this.state === 'root-leaf') {
      this.state = 'done';
      this.count++;
      this.leafEntry = -1;
      this.d = 0;
      return this.countOnly ? 'done' : 'found';
    }
    const n = this.n;
    const k1 = this.k1;
    const gstart = this.gstart;
    const present = this.present;
    const built = this.built;
    const emask = this.emask;
    const holeWin = this.holeWin;
    const deadMask = this.deadMask;
    const topM = this.topM;
    const botM = this.botM;
    const rem = this.rem;
    const sBase = this.sBase;
    const sWin = this.sWin;
    const sI = this.sI;
    const sE = this.sE;
    const sP = this.sP;
    const sIdx = this.sIdx;
    const sBit = this.sBit;
    const pats = this.patMask + 1;
    const patMask = this.patMask;
    const finite = this.finiteMask;
    const ranged = this.copies.ranged;
    const simple = this.simple;
    const iso = this.iso;
    const stride = this.stride;
    const lowLine = (1 << stride) - 1;
    const countOnly = this.countOnly;
    const stopAt = this.nodes + budget;
    let nodes = this.nodes;
    let count = this.count;
    const masks = this.masks;
    let d = this.d;
    let base = this.base;
    let win = masks[WIN];
    let used = masks[USED];
    let pend = masks[PEND];
    let i = this.i;
    let e = this.e;
    let idx = this.idx;
    let bit = masks[BIT];
    // Whether the sub-problem is finished. The loop only breaks; the state is stored once after
    // it, by a store that every slice's end runs: a store reached only at the end of a
    // sub-problem has no type feedback when V8 compiles this loop during the first one, and
    // reaching it threw the compiled loop away (Chromium: the second of a fresh worker's units).
    let finished = false;
    for (;;) {
      if (i === e) {
        if (pend === 0) {
          // This node is exhausted: back to its parent.
          if (d === 0) {
            finished = true;
            break;
          }
          d--;
          base = sBase[d];
          win = sWin[d];
          i = sI[d];
          e = sE[d];
          pend = sP[d];
          idx = sIdx[d];
          bit = sBit[d];
          if (simple) used ^= bit;
          else {
            const k = 31 - Math.clz32(bit);
            if (rem[k]++ === 0) used ^= bit;
          }
          continue;
        }
        if (nodes >= stopAt) break;
        // The next piece that fits the occupancy index and still has copies.
        bit = pend & -pend;
        pend ^= bit;
        const g = idx * k1 + 31 - Math.clz32(bit);
        i = gstart[g];
        e = gstart[g + 1];
        continue;
      }
      const m = emask[i++];
      if ((win & m) !== 0) continue;
      nodes++;
      let nused = used | bit;
      let k = 0;
      if (!simple) {
        k = 31 - Math.clz32(bit);
        if (rem[k] !== 1) nused = used;
      }
      const w = win | m;
      const t = ~w;
      let nb: number;
      let nw: number;
      if (t !== 0) {
        const s = 31 - Math.clz32(t & -t);
        nb = base + s;
        nw = (w >>> s) | holeWin[nb];
      } else {
        // The whole window is filled: skip on through the holes beyond it.
        nb = base + 32;
        nw = holeWin[nb];
        while (nb < n && (nw & 1) === 1) {
          const t2 = ~nw;
          const s2 = t2 === 0 ? 32 : 31 - Math.clz32(t2 & -t2);
          nb += s2;
          nw = s2 === 32 ? holeWin[nb] : (nw >>> s2) | holeWin[nb];
        }
      }
      if (nb >= n) {
        // Every cell is filled: a tiling, if every piece that must be used is used.
        if ((nused & finite) !== finite) continue;
        if (ranged !== 0 && !rangesMet(this.copies, rem, k)) continue;
        count++;
        if (!countOnly) {
          this.leafEntry = i - 1;
          this.state = 'running';
          this.save(nodes, count, d, base, win, used, pend, i, e, idx, bit);
          return 'found';
        }
        continue;
      }
      if ((deadMask[nb] & ~nused) !== 0) continue;
      if (iso !== 0) {
        const fu = (nw << 1) | 1 | topM[nb];
        const fd = (nw >>> 1) | botM[nb];
        const fl = (nw << stride) | lowLine;
        const fr = nw >>> stride;
        const empty = ~nw;
        let bad = empty & fu & fd & fl & fr;
        if (iso === 2) {
          const closedLR = empty & fl & fr;
          bad |= closedLR & fu & ((closedLR & fd) >>> 1) & ~botM[nb];
          const closedUD = empty & fu & fd;
          bad |= closedUD & fl & ((closedUD & fr) >>> stride);
        }
        if (bad !== 0) continue;
      }
      sBase[d] = base;
      sWin[d] = win;
      sI[d] = i;
      sE[d] = e;
      sP[d] = pend;
      sIdx[d] = idx;
      sBit[d] = bit;
      if (!simple) rem[k]--;
      d++;
      used = nused;
      base = nb;
      win = nw;
      idx = nb * pats + ((nw >>> 1) & patMask);
      if (built[idx] === 0) this.buildNode(idx);
      pend = present[idx] & ~used;
      i = 0;
      e = 0;
    }
    this.state = finished ? 'done' : 'running';
    this.leafEntry = -1;
    this.save(nodes, count, d, base, win, used, pend, i, e, idx, bit);
    return finished ? 'done' : 'paused';
  }

  private save(
    nodes: number,
    count: number,
    d: number,
    base: number,
    win: number,
    used: number,
    pend: number,
    i: number,
    e: number,
    idx: number,
    bit: number,
  ): void {
    this.nodes = nodes;
    this.count = count;
    const masks = this.masks;
    this.d = d;
    this.base = base;
    masks[WIN] = win;
    masks[USED] = used;
    masks[PEND] = pend;
    this.i = i;
    this.e = e;
    this.idx = idx;
    masks[BIT] = bit;
  }
}
