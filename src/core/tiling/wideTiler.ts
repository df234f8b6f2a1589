/**
 * The first-empty-cell tiler for problems whose placements reach too far for bitTiler.ts's
 * 32-bit window: boxes in 3-D, where a piece standing along the longest side spans several
 * planes of the search order (a pentacube along the 5 of a 3×4×5 box: 48 positions; Bedlam's
 * 4×4×4: up to 42). The whole board is a bitset of 32-bit words; a placement is up to four
 * words of mask starting at the word of its first cell, so it fits when its cells lie within
 * 97 positions of its first one (WIDE_SPAN).
 *
 * A node: find the first empty position (a scan from the last one, every position before it
 * being filled), then try the placements anchored there, grouped by piece so that a used piece's
 * whole group is skipped with one mask (`present & ~used`); a placement fits when its masks miss
 * the board. A piece that must still be placed but can no longer be anchored (its last anchor
 * is behind the first empty position) ends the branch, and so does an empty cell the placement
 * walls in (every face neighbour filled) when no piece is a single cell: the placement's empty
 * neighbours are checked, from a list made per placement. No allocation per node, an explicit
 * stack, and run() works for a node budget and resumes, as bitTiler.ts.
 */
import type { Layout } from './layout.js';
import { kindCopies, rangesMet, type KindCopies } from './kindCopies.js';
import { pieceSize } from './pieceSets.js';
import type { TilingProblem } from './problem.js';
import { cellNeighbours } from './region.js';
import type { RunStatus } from '../run/engine.js';

/** Most piece kinds (one bit each in a 32-bit mask). */
export const MAX_WIDE_KINDS = 32;
/** Largest distance in search order between a placement's first and last cell. */
export const WIDE_SPAN = 96;
/** Mask words per placement. */
const WORDS = 4;

/**
 * Whether the wide tiler can run this problem: at most 32 kinds, and `span` (bitTiler.ts
 * placementSpan in the search order) within WIDE_SPAN.
 */
export function wideTilerFits(p: TilingProblem, span: number): boolean {
  return p.kinds.length <= MAX_WIDE_KINDS && span <= WIDE_SPAN;
}

export class WideTiler {
  /** Placements tried that fit. */
  nodes = 0;
  /** Tilings found so far in this sub-problem. */
  count = 0;

  private readonly problem: TilingProblem;
  private readonly layout: Layout;
  private readonly n: number;
  private readonly kinds: number;
  /**
   * Words of the board: positions n… are always filled up to the last word, which is always
   * empty (no placement's masks reach it) and ends every scan.
   */
  private readonly nw: number;
  private readonly aStart: Int32Array;
  private readonly aKindEnd: Int32Array;
  private readonly present: Int32Array;
  /** Per entry (placements sorted by anchor, then kind): its first word, masks, placement id. */
  private readonly eWord: Int32Array;
  private readonly eMask: Int32Array;
  private readonly ePid: Int32Array;
  private readonly deadMask: Int32Array;
  /** Per entry, the positions next to its cells (eNbStart[t]…eNbStart[t+1] in eNb). */
  private readonly eNbStart: Int32Array;
  private readonly eNb: Int32Array;
  /** Per position, its 6 face neighbours' positions (n, always filled, where there is none). */
  private readonly around: Int32Array;
  /** Whether a walled-in empty cell is dead (no piece of one cell). */
  private readonly iso: boolean;
  private readonly finiteMask: number;
  private readonly simple: boolean;
  private readonly initRem: Int32Array;
  private readonly copies: KindCopies;
  private readonly rem: Int32Array;
  private readonly occ: Int32Array;
  private readonly startOcc: Int32Array;
  // The stack: per depth the node's first empty position, entry cursor and end, kinds left, kind bit.
  private readonly sBase: Int32Array;
  private readonly sI: Int32Array;
  private readonly sE: Int32Array;
  private readonly sP: Int32Array;
  private readonly sBit: Int32Array;
  // The current node, kept between run() calls.
  private d = 0;
  private base = 0;
  private i = 0;
  private e = 0;
  private readonly masks = new Int32Array(3);
  private leafEntry = -1;
  private fixed: readonly number[] = [];
  private countOnly = true;
  private state: 'running' | 'root-leaf' | 'done' = 'done';

  constructor(problem: TilingProblem, layout: Layout) {
    this.problem = problem;
    this.layout = layout;
    const n = (this.n = layout.order.length);
    const kinds = (this.kinds = problem.kinds.length);
    if (kinds > MAX_WIDE_KINDS) throw new RangeError('too many pieces for the wide tiler');
    this.nw = (n >>> 5) + 1 + WORDS;
    const np = problem.placements.length;
    const anchor = new Int32Array(np);
    const lastAnchor = new Int32Array(kinds).fill(-1);
    for (let pid = 0; pid < np; pid++) {
      const pl = problem.placements[pid];
      let lo = Infinity;
      let hi = -Infinity;
      for (const c of pl.cells) {
        lo = Math.min(lo, layout.order[c]);
        hi = Math.max(hi, layout.order[c]);
      }
      if (hi - (lo & ~31) >= WORDS * 32) throw new RangeError('a placement spans too far');
      anchor[pid] = lo;
      lastAnchor[pl.kind] = Math.max(lastAnchor[pl.kind], lo);
    }
    const order = Array.from({ length: np }, (_, pid) => pid).sort(
      (x, y) =>
        anchor[x] - anchor[y] || problem.placements[x].kind - problem.placements[y].kind || x - y,
    );
    this.eWord = new Int32Array(np);
    this.eMask = new Int32Array(np * WORDS);
    this.ePid = Int32Array.from(order);
    order.forEach((pid, t) => {
      const w0 = anchor[pid] >>> 5;
      this.eWord[t] = w0;
      for (const c of problem.placements[pid].cells) {
        const pos = layout.order[c];
        this.eMask[t * WORDS + (pos >>> 5) - w0] |= 1 << (pos & 31);
      }
    });
    // Neighbour tables, in positions.
    this.around = new Int32Array(6 * n).fill(n);
    for (let pos = 0; pos < n; pos++) {
      const cell = layout.cellAt[pos];
      if (!problem.region.cells[cell]) continue;
      cellNeighbours(problem.region, cell).forEach((c, j) => {
        if (problem.region.cells[c]) this.around[pos * 6 + j] = layout.order[c];
      });
    }
    const nbLists: number[][] = order.map((pid) => {
      const own = new Set(Array.from(problem.placements[pid].cells, (c) => layout.order[c]));
      const near = new Set<number>();
      for (const p of own) {
        for (let j = 0; j < 6; j++) {
          const q = this.around[p * 6 + j];
          if (q < n && !own.has(q)) near.add(q);
        }
      }
      return [...near].sort((a, b) => a - b);
    });
    this.eNbStart = new Int32Array(np + 1);
    nbLists.forEach((l, t) => (this.eNbStart[t + 1] = this.eNbStart[t] + l.length));
    this.eNb = Int32Array.from(nbLists.flat());
    this.aStart = new Int32Array(n + 1);
    this.aKindEnd = new Int32Array(n * kinds);
    this.present = new Int32Array(n);
    for (const pid of order) {
      this.aStart[anchor[pid] + 1]++;
      this.aKindEnd[anchor[pid] * kinds + problem.placements[pid].kind]++;
      this.present[anchor[pid]] |= 1 << problem.placements[pid].kind;
    }
    for (let a = 0; a < n; a++) {
      this.aStart[a + 1] += this.aStart[a];
      let run = this.aStart[a];
      for (let k = 0; k < kinds; k++) {
        run += this.aKindEnd[a * kinds + k];
        this.aKindEnd[a * kinds + k] = run;
      }
    }
    let minSize = Infinity;
    for (const k of problem.kinds) minSize = Math.min(minSize, pieceSize(k.piece));
    const copies = (this.copies = kindCopies(problem.kinds));
    const finite = copies.finite;
    this.initRem = copies.initRem;
    this.finiteMask = finite;
    this.simple = copies.simple;
    this.iso = minSize >= 2;
    this.rem = new Int32Array(this.initRem.length);
    this.deadMask = new Int32Array(n + 1);
    for (let b = 0; b <= n; b++) {
      let dm = 0;
      for (let k = 0; k < kinds; k++)
        if (((finite >>> k) & 1) === 1 && lastAnchor[k] < b) dm |= 1 << k;
      this.deadMask[b] = dm;
    }
    this.occ = new Int32Array(this.nw);
    this.startOcc = new Int32Array(this.nw);
    const depth = Math.floor(problem.region.cellCount / Math.max(1, minSize)) + 2;
    this.sBase = new Int32Array(depth);
    this.sI = new Int32Array(depth);
    this.sE = new Int32Array(depth);
    this.sP = new Int32Array(depth);
    this.sBit = new Int32Array(depth);
  }

  /** The first empty position at or after `from` (n when the board is full). */
  private firstEmpty(from: number): number {
    const occ = this.occ;
    let w = from >>> 5;
    let x = ~occ[w] & (-1 << (from & 31));
    while (x === 0) x = ~occ[++w];
    const pos = (w << 5) + 31 - Math.clz32(x & -x);
    return pos < this.n ? pos : this.n;
  }

  /** Starts a sub-problem with the given placements fixed in advance (see BitTiler.start). */
  start(fixed: readonly number[], countOnly: boolean): void {
    const { n, layout, problem, occ } = this;
    this.fixed = fixed.slice();
    this.countOnly = countOnly;
    this.count = 0;
    this.nodes = 0;
    this.rem.set(this.initRem);
    occ.fill(0);
    for (let pos = 0; pos < this.nw * 32; pos++) {
      if (pos >= n || !problem.region.cells[layout.cellAt[pos]]) occ[pos >>> 5] |= 1 << (pos & 31);
    }
    // The last word stays empty: the scan for the next empty position stops there at the latest.
    occ[this.nw - 1] = 0;
    let used = 0;
    for (const pid of fixed) {
      const pl = problem.placements[pid];
      for (const c of pl.cells) {
        const pos = layout.order[c];
        occ[pos >>> 5] |= 1 << (pos & 31);
      }
      if (--this.rem[pl.kind] === 0) used |= 1 << pl.kind;
    }
    this.startOcc.set(occ);
    const base = this.firstEmpty(0);
    this.d = 0;
    this.masks[0] = used;
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
    this.masks[1] = this.present[base] & ~used;
    this.masks[2] = 0;
    this.i = 0;
    this.e = 0;
    this.state = 'running';
  }

  get done(): boolean {
    return this.state === 'done';
  }

  /** Whether entry t fits the board. */
  private fits(t: number): boolean {
    const occ = this.occ;
    const m = this.eMask;
    const w = this.eWord[t];
    const q = t * WORDS;
    return (
      ((occ[w] & m[q]) |
        (occ[w + 1] & m[q + 1]) |
        (occ[w + 2] & m[q + 2]) |
        (occ[w + 3] & m[q + 3])) ===
      0
    );
  }

  /** The placements tried at the root, in run()'s order; null when the root is a tiling. */
  rootChildren(): number[] | null {
    if (this.nodes !== 0) throw new Error('rootChildren() must be asked before the search runs');
    if (this.state === 'root-leaf') return null;
    const out: number[] = [];
    if (this.state !== 'running') return out;
    const a = this.base;
    for (let pend = this.masks[1]; pend !== 0; pend &= pend - 1) {
      const k = 31 - Math.clz32(pend & -pend);
      const from = k === 0 ? this.aStart[a] : this.aKindEnd[a * this.kinds + k - 1];
      for (let t = from; t < this.aKindEnd[a * this.kinds + k]; t++) {
        if (this.fits(t)) out.push(this.ePid[t]);
      }
    }
    return out;
  }

  /** The placements of the tiling just found (after run() returned 'found'). */
  solution(): Int32Array {
    const out: number[] = [...this.fixed];
    for (let t = 0; t < this.d; t++) out.push(this.ePid[this.sI[t] - 1]);
    if (this.leafEntry >= 0) out.push(this.ePid[this.leafEntry]);
    return Int32Array.from(out);
  }

  /** Estimated fraction of this sub-problem's tree explored so far. */
  fraction(): number {
    if (this.state === 'done') return 1;
    if (this.state !== 'running') return 0;
    let f = 0;
    let w = 1;
    for (let t = 0; t < this.d; t++) {
      const a = this.sBase[t];
      const lo = this.aStart[a];
      const size = this.aStart[a + 1] - lo;
      if (size <= 0) break;
      f += (w * (this.sI[t] - 1 - lo)) / size;
      w /= size;
    }
    return Math.min(1, Math.max(0, f));
  }

  /** Runs for about `budget` more nodes: 'found', 'done' or 'paused' (see BitTiler.run). */
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
    const kinds = this.kinds;
    const occ = this.occ;
    const eWord = this.eWord;
    const eMask = this.eMask;
    const aStart = this.aStart;
    const aKindEnd = this.aKindEnd;
    const present = this.present;
    const deadMask = this.deadMask;
    const eNbStart = this.eNbStart;
    const eNb = this.eNb;
    const around = this.around;
    const iso = this.iso;
    const rem = this.rem;
    const sBase = this.sBase;
    const sI = this.sI;
    const sE = this.sE;
    const sP = this.sP;
    const sBit = this.sBit;
    const finite = this.finiteMask;
    const ranged = this.copies.ranged;
    const simple = this.simple;
    const countOnly = this.countOnly;
    const stopAt = this.nodes + budget;
    const masks = this.masks;
    let nodes = this.nodes;
    let count = this.count;
    let d = this.d;
    let base = this.base;
    let i = this.i;
    let e = this.e;
    let used = masks[0];
    let pend = masks[1];
    let bit = masks[2];
    let finished = false;
    for (;;) {
      if (i === e) {
        if (pend === 0) {
          if (d === 0) {
            finished = true;
            break;
          }
          // Back to the parent: take its placement off the board.
          d--;
          base = sBase[d];
          i = sI[d];
          e = sE[d];
          pend = sP[d];
          bit = sBit[d];
          const t = i - 1;
          const w = eWord[t];
          const q = t * WORDS;
          occ[w] ^= eMask[q];
          occ[w + 1] ^= eMask[q + 1];
          occ[w + 2] ^= eMask[q + 2];
          occ[w + 3] ^= eMask[q + 3];
          if (simple) used ^= bit;
          else {
            const k = 31 - Math.clz32(bit);
            if (rem[k]++ === 0) used ^= bit;
          }
          continue;
        }
        if (nodes >= stopAt) break;
        bit = pend & -pend;
        pend ^= bit;
        const k = 31 - Math.clz32(bit);
        i = k === 0 ? aStart[base] : aKindEnd[base * kinds + k - 1];
        e = aKindEnd[base * kinds + k];
        continue;
      }
      const t = i++;
      const w = eWord[t];
      const q = t * WORDS;
      const m0 = eMask[q];
      const m1 = eMask[q + 1];
      const m2 = eMask[q + 2];
      const m3 = eMask[q + 3];
      if (((occ[w] & m0) | (occ[w + 1] & m1) | (occ[w + 2] & m2) | (occ[w + 3] & m3)) !== 0)
        continue;
      nodes++;
      let nused = used | bit;
      let k = 0;
      if (!simple) {
        k = 31 - Math.clz32(bit);
        if (rem[k] !== 1) nused = used;
      }
      occ[w] |= m0;
      occ[w + 1] |= m1;
      occ[w + 2] |= m2;
      occ[w + 3] |= m3;
      // The next empty position: every position before base is filled.
      let ww = base >>> 5;
      let x = ~occ[ww];
      while (x === 0) x = ~occ[++ww];
      let nb = (ww << 5) + 31 - Math.clz32(x & -x);
      if (nb > n) nb = n;
      let walled = false;
      if (iso && nb < n) {
        for (let j = eNbStart[t], end = eNbStart[t + 1]; j < end; j++) {
          const p = eNb[j];
          if (((occ[p >>> 5] >>> (p & 31)) & 1) !== 0) continue;
          const o = p * 6;
          let f = 1;
          for (let s = 0; s < 6 && f !== 0; s++) {
            const r = around[o + s];
            f = (occ[r >>> 5] >>> (r & 31)) & 1;
          }
          if (f !== 0) {
            walled = true;
            break;
          }
        }
      }
      if (nb >= n || walled || (deadMask[nb] & ~nused) !== 0) {
        if (
          nb >= n &&
          (nused & finite) === finite &&
          (ranged === 0 || rangesMet(this.copies, rem, k))
        ) {
          count++;
          if (!countOnly) {
            // Report it with the placement still on; the next run() takes it off first.
            this.leafEntry = t;
            occ[w] ^= m0;
            occ[w + 1] ^= m1;
            occ[w + 2] ^= m2;
            occ[w + 3] ^= m3;
            this.state = 'running';
            this.save(nodes, count, d, base, i, e, used, pend, bit);
            return 'found';
          }
        }
        occ[w] ^= m0;
        occ[w + 1] ^= m1;
        occ[w + 2] ^= m2;
        occ[w + 3] ^= m3;
        continue;
      }
      sBase[d] = base;
      sI[d] = i;
      sE[d] = e;
      sP[d] = pend;
      sBit[d] = bit;
      if (!simple) rem[k]--;
      d++;
      used = nused;
      base = nb;
      pend = present[nb] & ~used;
      i = 0;
      e = 0;
    }
    this.state = finished ? 'done' : 'running';
    this.leafEntry = -1;
    this.save(nodes, count, d, base, i, e, used, pend, bit);
    return finished ? 'done' : 'paused';
  }

  private save(
    nodes: number,
    count: number,
    d: number,
    base: number,
    i: number,
    e: number,
    used: number,
    pend: number,
    bit: number,
  ): void {
    this.nodes = nodes;
    this.count = count;
    this.d = d;
    this.base = base;
    this.i = i;
    this.e = e;
    this.masks[0] = used;
    this.masks[1] = pend;
    this.masks[2] = bit;
  }
}
