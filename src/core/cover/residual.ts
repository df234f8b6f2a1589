/**
 * The bit-parallel endgame of the exact-cover search. Once at most 64 items are left (where
 * almost all nodes are), the residual problem is copied out of the dancing links into 64-bit item
 * masks (two int32 words), one per active option, and finished by the same MRV rule on masks: a
 * child's options are its parent's filtered by two ANDs, the counts per item come from
 * thermometer masks (or, rarely, bit-sliced adders), and nothing needs undoing.
 *
 * It counts (the count mode) or stops at each solution (the listing mode), and then says which
 * options the solution took, so a listing runs as fast as a count. Both visit the links' tree in
 * the links' order: items get bits in the order of the active list (MRV ties break the same way)
 * and, when listing, options are laid out by id (the order of every item's column), so solutions
 * come out in the same order and with the same options as from the links alone.
 */

/** The links a residual problem is read from (the search's arrays, read only). */
export interface LinksView {
  readonly rlink: Int32Array;
  readonly dlink: Int32Array;
  readonly top: Int32Array;
  readonly optOf: Int32Array;
  /** The problem's option layout (option k's items are nodes firstNode(k) …). */
  readonly optionStart: Int32Array;
  readonly nItems: number;
  /** Primary items are 1 … np in the links. */
  readonly np: number;
}

/** The endgame takes residual problems of at most 64 items and this many options. */
export const RESIDUAL_MAX_OPTIONS = 4096;
/** Levels of the endgame's stack (each level covers at least one of the 64 items). */
const RESIDUAL_DEPTH = 66;
const TWO32 = 4294967296;

/** Adds an option's mask (lo, hi) to the thermometer masks at ge[g … g+9]. */
function addThermometer(ge: Int32Array, g: number, lo: number, hi: number): void {
  for (let k = 4; k > 0; k--) {
    ge[g + k] |= ge[g + k - 1] & lo;
    ge[g + 5 + k] |= ge[g + 5 + k - 1] & hi;
  }
  ge[g] |= lo;
  ge[g + 5] |= hi;
}

export class ResidualEndgame {
  /** Solutions of the current residual problem found so far, as hi·2^32 + lo. */
  cntHi = 0;
  cntLo = 0;
  /** Current level; −1 once the residual problem is finished. */
  level = -1;
  /** Levels of the solution just found (listing mode: valid after run() stopped at one). */
  solutionDepth = 0;

  private readonly links: LinksView;
  /** Stop at each solution (listing) rather than only counting. */
  private readonly listing: boolean;
  /**
   * Level-0 options the mask arrays have room for: they grow (doubling, up to
   * RESIDUAL_MAX_OPTIONS) as residual problems need, so a search that only meets small ones does
   * not allocate and clear 2 MB when it is built (a seek builds one search per branch it counts).
   * RESIDUAL_DEPTH slots per level-0 option: each level's list is at most its parent's.
   */
  private room = 64;
  private rLo = new Int32Array(RESIDUAL_DEPTH * 64);
  private rHi = new Int32Array(RESIDUAL_DEPTH * 64);
  /** Option id of each slot of level 0 (its masks are rLo/rHi[0 … rLen[0]−1]). */
  private readonly rOpt = new Int32Array(RESIDUAL_MAX_OPTIONS);
  private readonly rStart = new Int32Array(RESIDUAL_DEPTH + 1);
  private readonly rLen = new Int32Array(RESIDUAL_DEPTH + 1);
  private readonly rCovLo = new Int32Array(RESIDUAL_DEPTH + 1);
  private readonly rCovHi = new Int32Array(RESIDUAL_DEPTH + 1);
  private readonly rBitLo = new Int32Array(RESIDUAL_DEPTH + 1);
  private readonly rBitHi = new Int32Array(RESIDUAL_DEPTH + 1);
  private readonly rPos = new Int32Array(RESIDUAL_DEPTH + 1);
  /** Per level: thermometer counts of options per item (≥1 … ≥5), lo words then hi words. */
  private readonly rGe = new Int32Array((RESIDUAL_DEPTH + 1) * 10);
  /** Scratch for sortById: keys (id · 4096 + slot), and the masks before reordering. */
  private readonly sortKey = new Float64Array(RESIDUAL_MAX_OPTIONS);
  private readonly sortLo = new Int32Array(RESIDUAL_MAX_OPTIONS);
  private readonly sortHi = new Int32Array(RESIDUAL_MAX_OPTIONS);
  private readonly planeLo = new Int32Array(16);
  private readonly planeHi = new Int32Array(16);
  private readonly bitOf: Int32Array;
  private readonly optStamp: Int32Array;
  private readonly secStamp: Int32Array;
  private stamp = 0;
  private enter = true;
  private primLo = 0;
  private primHi = 0;
  private found = false;

  constructor(links: LinksView, listing: boolean) {
    this.links = links;
    this.listing = listing;
    this.bitOf = new Int32Array(links.nItems + 2);
    this.secStamp = new Int32Array(links.nItems + 2);
    this.optStamp = new Int32Array(links.optionStart.length - 1);
  }

  /**
   * Copies the residual problem into masks: active primary items get bits 0…p−1 in list order
   * (so MRV ties break as in the links), secondary items that still matter the next bits, and
   * each active option one 64-bit mask (lo, hi). False (stay with the links) when it does not
   * fit 64 bits or RESIDUAL_MAX_OPTIONS options.
   */
  load(): boolean {
    const stamp = ++this.stamp;
    const { rlink, dlink, top, optOf, optionStart, nItems, np } = this.links;
    const { bitOf, secStamp, optStamp, rOpt } = this;
    let { rLo, rHi } = this;
    let bits = 0;
    for (let c = rlink[0]; c !== 0; c = rlink[c]) bitOf[c] = bits++;
    const primaryBits = bits;
    let m = 0;
    for (let c = rlink[0]; c !== 0; c = rlink[c]) {
      for (let p = dlink[c]; p !== c; p = dlink[p]) {
        const k = optOf[p];
        if (optStamp[k] === stamp) continue;
        optStamp[k] = stamp;
        if (m === this.room) {
          if (m === RESIDUAL_MAX_OPTIONS) return false;
          this.grow();
          ({ rLo, rHi } = this);
        }
        let lo = 0;
        let hi = 0;
        const first = nItems + 2 + optionStart[k] + k;
        const end = first + optionStart[k + 1] - optionStart[k];
        for (let q = first; q < end; q++) {
          const it = top[q];
          if (it > np && secStamp[it] !== stamp) {
            if (bits === 64) return false;
            secStamp[it] = stamp;
            bitOf[it] = bits++;
          }
          const b = bitOf[it];
          if (b < 32) lo |= 1 << b;
          else hi |= 1 << (b - 32);
        }
        rLo[m] = lo;
        rHi[m] = hi;
        rOpt[m] = k;
        m++;
      }
    }
    // A listing visits each item's options in column order, which is option order.
    if (this.listing) this.sortById(m);
    this.primLo = primaryBits >= 32 ? -1 : (1 << primaryBits) - 1;
    this.primHi = primaryBits <= 32 ? 0 : primaryBits === 64 ? -1 : (1 << (primaryBits - 32)) - 1;
    this.rStart[0] = 0;
    this.rLen[0] = m;
    this.rCovLo[0] = 0;
    this.rCovHi[0] = 0;
    this.rGe.fill(0, 0, 10);
    for (let i = 0; i < m; i++) addThermometer(this.rGe, 0, rLo[i], rHi[i]);
    this.level = 0;
    this.enter = true;
    this.cntHi = 0;
    this.cntLo = 0;
    return true;
  }

  /** Doubles the room of the mask arrays, keeping level 0's options so far. */
  private grow(): void {
    this.room = Math.min(RESIDUAL_MAX_OPTIONS, this.room * 2);
    const lo = new Int32Array(RESIDUAL_DEPTH * this.room);
    const hi = new Int32Array(RESIDUAL_DEPTH * this.room);
    lo.set(this.rLo);
    hi.set(this.rHi);
    this.rLo = lo;
    this.rHi = hi;
  }

  /** Reorders level 0's m options by option id (ids < 2^31, slots < 4096: exact keys). */
  private sortById(m: number): void {
    const { sortKey, sortLo, sortHi, rLo, rHi, rOpt } = this;
    for (let s = 0; s < m; s++) {
      sortKey[s] = rOpt[s] * RESIDUAL_MAX_OPTIONS + s;
      sortLo[s] = rLo[s];
      sortHi[s] = rHi[s];
    }
    sortKey.subarray(0, m).sort();
    for (let s = 0; s < m; s++) {
      const slot = sortKey[s] % RESIDUAL_MAX_OPTIONS;
      rOpt[s] = (sortKey[s] - slot) / RESIDUAL_MAX_OPTIONS;
      rLo[s] = sortLo[slot];
      rHi[s] = sortHi[slot];
    }
  }

  /**
   * True (once) when the last run() stopped at a solution; read it with solutionOptions() before
   * running again.
   */
  takeFound(): boolean {
    const f = this.found;
    this.found = false;
    return f;
  }

  /**
   * Estimated fraction of the residual tree explored (0…1), as the links estimate theirs: each
   * level's position among its siblings.
   */
  fraction(): number {
    let f = 0;
    let w = 1;
    // Levels below a weight of 1e-9 cannot move the figure: stop there (this runs per slice).
    for (let t = 0; t < this.level && w > 1e-9; t++) {
      const s0 = this.rStart[t];
      const s1 = s0 + this.rLen[t];
      let size = 0;
      let rank = 0;
      for (let i = s0; i < s1; i++) {
        if (((this.rLo[i] & this.rBitLo[t]) | (this.rHi[i] & this.rBitHi[t])) === 0) continue;
        size++;
        if (i < this.rPos[t] - 1) rank++;
      }
      if (size === 0) break;
      f += (w * rank) / size;
      w /= size;
    }
    return Math.min(1, f);
  }

  /**
   * Writes the option ids of the solution just found (one per residual level) into out[at …];
   * returns how many. An option is found at level 0 by its mask and its rank among equal masks
   * (options with the same mask are kept or dropped together, so the rank never changes).
   */
  solutionOptions(out: Int32Array, at: number): number {
    const { rLo, rHi, rStart, rPos, rOpt } = this;
    const depth = this.solutionDepth;
    for (let t = 0; t < depth; t++) {
      const slot = rPos[t] - 1;
      const lo = rLo[slot];
      const hi = rHi[slot];
      let rank = 0;
      for (let j = rStart[t]; j < slot; j++) if (rLo[j] === lo && rHi[j] === hi) rank++;
      let j = 0;
      for (; ; j++) if (rLo[j] === lo && rHi[j] === hi && rank-- === 0) break;
      out[at + t] = rOpt[j];
    }
    return depth;
  }

  /**
   * Runs for at most `budget` nodes; returns the nodes used. `level` is −1 once the residual
   * problem is finished (its solutions counted in cntHi/cntLo); in the listing mode it also stops
   * at each solution (takeFound() says so).
   *
   * MRV without counting in most nodes: while a parent filters its options into a child's list
   * it also builds the child's "thermometer" masks ge1 … ge5 (items with at least 1 … 5
   * options). An item with none is a dead end; the items with exactly one (else two, …) options
   * are read off the masks, the lowest one wins as in the links. Only when every needed item
   * has five or more options are the exact counts added up, with bit-sliced counters.
   */
  run(budget: number): number {
    const { rLo, rHi, rStart, rLen, rCovLo, rCovHi, rBitLo, rBitHi, rPos, rGe } = this;
    const primLo = this.primLo;
    const primHi = this.primHi;
    const listing = this.listing;
    let t = this.level;
    let enter = this.enter;
    let used = 0;
    let count = this.cntLo;
    for (;;) {
      if (enter) {
        const needLo = primLo & ~rCovLo[t];
        const needHi = primHi & ~rCovHi[t];
        if ((needLo | needHi) === 0) {
          if (++count === TWO32) {
            count = 0;
            this.cntHi++;
          }
          enter = false;
          if (listing) {
            // Levels 0 … t−1 hold the solution's options; resuming goes on from level t−1.
            this.solutionDepth = t;
            this.found = true;
            t--;
            break;
          }
          t--;
          if (t < 0) break;
          continue;
        }
        if (used >= budget) break;
        used++;
        const g = t * 10;
        let candLo = needLo & ~rGe[g];
        let candHi = needHi & ~rGe[g + 5];
        if ((candLo | candHi) !== 0) {
          // A needed item without options: dead end.
          enter = false;
          t--;
          if (t < 0) break;
          continue;
        }
        // The needed items with exactly k options, for the smallest k ≤ 5 that has any.
        let k = 1;
        for (; k < 5; k++) {
          candLo = needLo & ~rGe[g + k];
          candHi = needHi & ~rGe[g + 5 + k];
          if ((candLo | candHi) !== 0) break;
        }
        if (k === 5) {
          const best = this.exactMinimum(t, needLo, needHi);
          candLo = best < 32 ? 1 << best : 0;
          candHi = best >= 32 ? 1 << (best - 32) : 0;
        }
        const bLo = candLo & -candLo;
        rBitLo[t] = bLo;
        rBitHi[t] = bLo !== 0 ? 0 : candHi & -candHi;
        rPos[t] = rStart[t];
        enter = false;
      }
      // Next option of level t that covers its item; its child gets the compatible options.
      const s1 = rStart[t] + rLen[t];
      const bLo = rBitLo[t];
      const bHi = rBitHi[t];
      let i = rPos[t];
      while (i < s1 && ((rLo[i] & bLo) | (rHi[i] & bHi)) === 0) i++;
      if (i === s1) {
        t--;
        if (t < 0) break;
        continue;
      }
      rPos[t] = i + 1;
      const oLo = rLo[i];
      const oHi = rHi[i];
      let c = s1;
      // Thermometer masks of the child: a_k (lo word) and b_k (hi word), items with ≥ k options.
      // prettier-ignore
      let a1 = 0, a2 = 0, a3 = 0, a4 = 0, a5 = 0;
      // prettier-ignore
      let b1 = 0, b2 = 0, b3 = 0, b4 = 0, b5 = 0;
      // Branch-free: every option is written, the end pointer only advances past the
      // compatible ones (keep = −1), whose masks alone reach the thermometers.
      for (let j = rStart[t]; j < s1; j++) {
        const qLo = rLo[j];
        const qHi = rHi[j];
        const x = (qLo & oLo) | (qHi & oHi);
        const keep = ~((x | -x) >> 31);
        rLo[c] = qLo;
        rHi[c] = qHi;
        c -= keep;
        const mLo = qLo & keep;
        const mHi = qHi & keep;
        a5 |= a4 & mLo;
        a4 |= a3 & mLo;
        a3 |= a2 & mLo;
        a2 |= a1 & mLo;
        a1 |= mLo;
        b5 |= b4 & mHi;
        b4 |= b3 & mHi;
        b3 |= b2 & mHi;
        b2 |= b1 & mHi;
        b1 |= mHi;
      }
      t++;
      rStart[t] = s1;
      rLen[t] = c - s1;
      rCovLo[t] = rCovLo[t - 1] | oLo;
      rCovHi[t] = rCovHi[t - 1] | oHi;
      const g = t * 10;
      rGe[g] = a1;
      rGe[g + 1] = a2;
      rGe[g + 2] = a3;
      rGe[g + 3] = a4;
      rGe[g + 4] = a5;
      rGe[g + 5] = b1;
      rGe[g + 6] = b2;
      rGe[g + 7] = b3;
      rGe[g + 8] = b4;
      rGe[g + 9] = b5;
      enter = true;
    }
    this.cntLo = count;
    this.level = t;
    this.enter = enter;
    return used;
  }

  /**
   * The needed item (bit 0…63) with the fewest options at residual level t, lowest on ties, by
   * bit-sliced counting: bit j of plane k is bit k of item j's count, and adding an option is a
   * ripple-carry add of its mask into the planes.
   */
  private exactMinimum(t: number, needLo: number, needHi: number): number {
    const { rLo, rHi, planeLo, planeHi } = this;
    const s0 = this.rStart[t];
    const s1 = s0 + this.rLen[t];
    let top = 0;
    planeLo[0] = 0;
    planeHi[0] = 0;
    for (let i = s0; i < s1; i++) {
      let cLo = rLo[i] & needLo;
      let cHi = rHi[i] & needHi;
      let k = 0;
      while ((cLo | cHi) !== 0) {
        if (k > top) {
          top = k;
          planeLo[k] = 0;
          planeHi[k] = 0;
        }
        const nLo = planeLo[k] & cLo;
        const nHi = planeHi[k] & cHi;
        planeLo[k] ^= cLo;
        planeHi[k] ^= cHi;
        cLo = nLo;
        cHi = nHi;
        k++;
      }
    }
    let candLo = needLo;
    let candHi = needHi;
    for (let k = top; k >= 0; k--) {
      const zLo = candLo & ~planeLo[k];
      const zHi = candHi & ~planeHi[k];
      if ((zLo | zHi) !== 0) {
        candLo = zLo;
        candHi = zHi;
      }
    }
    return candLo !== 0 ? 31 - Math.clz32(candLo & -candLo) : 63 - Math.clz32(candHi & -candHi);
  }
}
