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
 *
 * Counting, it also decomposes: where the needed items fall into parts that no option joins
 * (a board cut in two), it counts each part apart and multiplies (see settleSplits).
 */
import { TWO32, wordsToBig } from './countWords.js';
import {
  leaseResidualKernel,
  residualKernelAvailable,
  RESIDUAL_ST,
  type ResidualKernel,
  type ResidualTenant,
} from './residualKernel.js';

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
/**
 * The test for a split costs a pass or two over a node's options, so below a residual problem's
 * root (tested always) it is rationed, and made only where the item chosen has two options or
 * more: an endgame starts with `start` tests; a test that finds no split uses one, one that
 * finds a split earns `earn` (up to `most`). Where splits never come (a pentomino box: the
 * pieces join every part) the tests stop after the first few thousand nodes; where they pay,
 * they go on.
 */
export const SPLIT_CREDIT: SplitCredit = { start: 4096, earn: 256, most: 0x1000000 };

/** The rationing of the tests for a split (SPLIT_CREDIT; other figures for tests, experiments). */
export interface SplitCredit {
  readonly start: number;
  readonly earn: number;
  readonly most: number;
}
/** The kernel's mask words: room for the most level-0 options. */
const KERNEL_MASK_WORDS = RESIDUAL_DEPTH * RESIDUAL_MAX_OPTIONS * 2;

/** Adds an option's mask (lo, hi) to the thermometer masks at ge[g … g+9] (≥k+1: g+2k, g+2k+1). */
function addThermometer(ge: Int32Array, g: number, lo: number, hi: number): void {
  for (let k = 4; k > 0; k--) {
    ge[g + 2 * k] |= ge[g + 2 * k - 2] & lo;
    ge[g + 2 * k + 1] |= ge[g + 2 * k - 1] & hi;
  }
  ge[g] |= lo;
  ge[g + 1] |= hi;
}

/**
 * Grows a part (pLo, pHi) into its component among the options of slots s0 … s1−1 (every option
 * that meets it joins it), pass after pass, until it stops growing or takes in every needed item
 * (needLo, needHi; −1, −1 for the whole component). Leaves it in part[0 … 1]; true when it
 * stopped growing short of the needed items: a split.
 */
function growPart(
  rMask: Int32Array,
  s0: number,
  s1: number,
  pLo: number,
  pHi: number,
  needLo: number,
  needHi: number,
  part: Int32Array,
): boolean {
  let split = false;
  for (;;) {
    const wasLo = pLo;
    const wasHi = pHi;
    for (let j = s0; j < s1; j++) {
      const qLo = rMask[2 * j];
      const qHi = rMask[2 * j + 1];
      if (((qLo & pLo) | (qHi & pHi)) !== 0) {
        pLo |= qLo;
        pHi |= qHi;
      }
    }
    if (((needLo & ~pLo) | (needHi & ~pHi)) === 0) break;
    if (pLo === wasLo && pHi === wasHi) {
      split = true;
      break;
    }
  }
  part[0] = pLo;
  part[1] = pHi;
  return split;
}

/** Empty arrays: an endgame's own arrays before it needs them, or after the kernel held them. */
const NONE: Int32Array = new Int32Array(0);

/** What stopped the loop for the host (besides a solution or the budget): splits (count mode). */
const EVENT_NONE = 0;
/** A node whose needed items fall into parts no option joins: the first part is in splitMask. */
const EVENT_SPLIT = 1;
/** Back at a split level: one of its parts is counted. */
const EVENT_PART_DONE = 2;

export class ResidualEndgame implements ResidualTenant {
  /**
   * Solutions counted by the loop since the host last took them (splits move them into acc and
   * the split levels' figures), as hi·2^32 + lo.
   */
  private loopHi = 0;
  private loopLo = 0;
  /** Current level; −1 once the residual problem is finished. */
  level = -1;
  /** Levels of the solution just found (listing mode: valid after run() stopped at one). */
  solutionDepth = 0;

  private readonly links: LinksView;
  /** Stop at each solution (listing) rather than only counting. */
  private readonly listing: boolean;
  /** Whether the loop runs in the kernel (residualKernel.ts): asked for, and it runs here. */
  private readonly useKernel: boolean;
  /** The kernel while this endgame holds it (its arrays are then the kernel's). */
  private kernel: ResidualKernel | null = null;
  /**
   * Level-0 options the mask arrays have room for: they grow (doubling, up to
   * RESIDUAL_MAX_OPTIONS) as residual problems need, so a search that only meets small ones does
   * not allocate and clear 2 MB when it is built (a seek builds one search per branch it counts).
   * RESIDUAL_DEPTH slots per level-0 option: each level's list is at most its parent's. In the
   * kernel the room is its own, the most.
   */
  private room = 0;
  /** Each slot's 64-bit item mask as two words, low first (slot s: rMask[2s], rMask[2s + 1]). */
  private rMask = NONE;
  /** Option id of each slot of level 0 (its masks are slots 0 … rLen[0]−1). */
  private readonly rOpt = new Int32Array(RESIDUAL_MAX_OPTIONS);
  /** Per level: its list's first slot and length, and the next slot to try. */
  private rStart = NONE;
  private rLen = NONE;
  private rPos = NONE;
  /** Per level, masks as word pairs: the items covered, the item the level covers. */
  private rCov = NONE;
  private rBit = NONE;
  /**
   * Per level (10 words): thermometer masks of options per item, items with ≥1 … ≥5 options, each
   * as a word pair.
   */
  private rGe = NONE;
  /** Scratch for sortById: keys (id · 4096 + slot), and the masks before reordering. */
  private readonly sortKey = new Float64Array(RESIDUAL_MAX_OPTIONS);
  private readonly sortMask = new Int32Array(2 * RESIDUAL_MAX_OPTIONS);
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

  // Component decomposition (count mode): a node whose needed items fall into parts that no
  // option joins is a split level. Its first part (the component of the item MRV chose) is
  // counted as level t+1 with the other parts' items marked covered, then the rest likewise,
  // and the level's count is the product. The loops find splits and stop at split levels; the
  // host (settleSplits) keeps the figures, in bigint, so the loops' own counts stay small.
  /** Whether the loops look for splits (count mode, unless turned off). */
  private readonly splits: boolean;
  /** Why the loop stopped last (EVENT_*), and the first part's items on EVENT_SPLIT. */
  private event = EVENT_NONE;
  private splitLo = 0;
  private splitHi = 0;
  /** growPart's answer. */
  private readonly part = new Int32Array(2);
  /** Per level: 0, or which part of its split is being counted (1, 2, …). */
  private readonly splitPart = new Uint8Array(RESIDUAL_DEPTH + 1);
  /** Per split level: the items of its parts so far, the one being counted included. */
  private readonly splitMask = new Int32Array(2 * (RESIDUAL_DEPTH + 1));
  /** Per split level: the count when it was entered, and the product of its parts so far. */
  private readonly splitBase: bigint[] = new Array<bigint>(RESIDUAL_DEPTH + 1).fill(0n);
  private readonly splitProduct: bigint[] = new Array<bigint>(RESIDUAL_DEPTH + 1).fill(1n);
  /** Counted outside the loop (by splits) since the last split event; the loop adds its own. */
  private acc = 0n;
  /** Splits made so far, over every residual problem of this endgame. */
  splitsMade = 0;
  /** The rationing of the tests (SPLIT_CREDIT), and the tests left, over every residual problem. */
  private readonly rules: SplitCredit;
  private credit: number;

  /**
   * `listing`: stop at each solution; `kernel`: run the loop in the kernel where WebAssembly
   * runs (else in TypeScript); `decompose`: in the count mode, count parts that no option joins
   * apart and multiply, the tests for a split rationed by `credit`.
   */
  constructor(
    links: LinksView,
    listing: boolean,
    kernel: boolean,
    decompose = true,
    credit: SplitCredit = SPLIT_CREDIT,
  ) {
    this.links = links;
    this.listing = listing;
    this.splits = decompose && !listing;
    this.rules = credit;
    this.credit = credit.start;
    this.useKernel = kernel && residualKernelAvailable(KERNEL_MASK_WORDS, RESIDUAL_DEPTH + 1);
    this.bitOf = new Int32Array(links.nItems + 2);
    this.secStamp = new Int32Array(links.nItems + 2);
    this.optStamp = new Int32Array(links.optionStart.length - 1);
  }

  /** Whether the loop runs in the kernel (now, or at the next residual problem). */
  get inKernel(): boolean {
    return this.useKernel;
  }

  /**
   * Copies the residual problem into masks: active primary items get bits 0…p−1 in list order
   * (so MRV ties break as in the links), secondary items that still matter the next bits, and
   * each active option one 64-bit mask (lo, hi). False (stay with the links) when it does not
   * fit 64 bits or RESIDUAL_MAX_OPTIONS options.
   */
  load(): boolean {
    if (this.useKernel && this.kernel === null) this.takeKernel();
    if (this.room === 0) this.ownArrays(64, 0);
    const stamp = ++this.stamp;
    const { rlink, dlink, top, optOf, optionStart, nItems, np } = this.links;
    const { bitOf, secStamp, optStamp, rOpt } = this;
    let rMask = this.rMask;
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
          rMask = this.rMask;
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
        rMask[2 * m] = lo;
        rMask[2 * m + 1] = hi;
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
    this.rCov[0] = 0;
    this.rCov[1] = 0;
    this.rGe.fill(0, 0, 10);
    for (let i = 0; i < m; i++) addThermometer(this.rGe, 0, rMask[2 * i], rMask[2 * i + 1]);
    this.level = 0;
    this.enter = true;
    this.loopHi = 0;
    this.loopLo = 0;
    this.acc = 0n;
    this.splitPart.fill(0);
    return true;
  }

  /**
   * Solutions of the current residual problem counted so far, as hi·2^32 + lo (exact while
   * below 2^85; `total` always): finished work only (while a split is open, what was counted
   * before the outermost one).
   */
  get cntHi(): number {
    return this.acc === 0n && this.outerSplit() < 0 ? this.loopHi : Number(this.total >> 32n);
  }

  get cntLo(): number {
    return this.acc === 0n && this.outerSplit() < 0
      ? this.loopLo
      : Number(this.total & 0xffffffffn);
  }

  /** cntHi·2^32 + cntLo, exact. */
  get total(): bigint {
    const t = this.outerSplit();
    return t >= 0 ? this.splitBase[t] : this.acc + this.loopCount();
  }

  /** The outermost split level still open (below the current level), or −1. */
  private outerSplit(): number {
    for (let t = 0; t < this.level; t++) if (this.splitPart[t] !== 0) return t;
    return -1;
  }

  /** The loop's count since the host last took it. */
  private loopCount(): bigint {
    return wordsToBig(this.loopHi, this.loopLo);
  }

  /** Takes the kernel: its arrays become this endgame's. */
  private takeKernel(): void {
    const k = leaseResidualKernel(this, KERNEL_MASK_WORDS, RESIDUAL_DEPTH + 1);
    if (k === null) return; // not after residualKernelAvailable: the instance is made once
    this.kernel = k;
    this.room = RESIDUAL_MAX_OPTIONS;
    this.rMask = k.mask;
    this.rStart = k.start;
    this.rLen = k.len;
    this.rPos = k.pos;
    this.rCov = k.cov;
    this.rBit = k.bit;
    this.rGe = k.ge;
  }

  /**
   * Another endgame takes the kernel: a residual problem half done moves into arrays of its own
   * (and finishes in TypeScript; the next one takes the kernel back), and so does a listing's
   * last solution (not read yet, perhaps); a finished count leaves nothing to keep.
   */
  evict(): void {
    this.kernel = null;
    if (this.level < 0 && !this.listing) {
      this.room = 0;
      this.rMask = this.rStart = this.rLen = this.rPos = this.rCov = this.rBit = this.rGe = NONE;
      return;
    }
    let room = 64;
    while (room < this.rLen[0]) room *= 2;
    this.ownArrays(room, room);
  }

  /**
   * Arrays of this endgame's own with room for `room` level-0 options, the first `keep` options'
   * worth of slots (and every level's values) copied from the arrays in use.
   */
  private ownArrays(room: number, keep: number): void {
    const mask = new Int32Array(RESIDUAL_DEPTH * room * 2);
    mask.set(this.rMask.subarray(0, RESIDUAL_DEPTH * keep * 2));
    const own = (a: Int32Array, n: number): Int32Array => {
      const b = new Int32Array(n * (RESIDUAL_DEPTH + 1));
      b.set(a);
      return b;
    };
    this.rStart = own(this.rStart, 1);
    this.rLen = own(this.rLen, 1);
    this.rPos = own(this.rPos, 1);
    this.rCov = own(this.rCov, 2);
    this.rBit = own(this.rBit, 2);
    this.rGe = own(this.rGe, 10);
    this.rMask = mask;
    this.room = room;
  }

  /** Doubles the room of the mask arrays, keeping level 0's options so far. */
  private grow(): void {
    this.room = Math.min(RESIDUAL_MAX_OPTIONS, this.room * 2);
    const mask = new Int32Array(RESIDUAL_DEPTH * this.room * 2);
    mask.set(this.rMask);
    this.rMask = mask;
  }

  /** Reorders level 0's m options by option id (ids < 2^31, slots < 4096: exact keys). */
  private sortById(m: number): void {
    const { sortKey, sortMask, rMask, rOpt } = this;
    for (let s = 0; s < m; s++) sortKey[s] = rOpt[s] * RESIDUAL_MAX_OPTIONS + s;
    sortMask.set(rMask.subarray(0, 2 * m));
    sortKey.subarray(0, m).sort();
    for (let s = 0; s < m; s++) {
      const slot = sortKey[s] % RESIDUAL_MAX_OPTIONS;
      rOpt[s] = (sortKey[s] - slot) / RESIDUAL_MAX_OPTIONS;
      rMask[2 * s] = sortMask[2 * slot];
      rMask[2 * s + 1] = sortMask[2 * slot + 1];
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
    const { rMask, rBit } = this;
    let f = 0;
    let w = 1;
    // Levels below a weight of 1e-9 cannot move the figure: stop there (this runs per slice).
    for (let t = 0; t < this.level && w > 1e-9; t++) {
      if (this.splitPart[t] !== 0) {
        // A split level: its first part is the first half, the second the next quarter, …
        const share = 0.5 ** this.splitPart[t];
        f += w * (1 - 2 * share);
        w *= share;
        continue;
      }
      const s0 = this.rStart[t];
      const s1 = s0 + this.rLen[t];
      const bLo = rBit[2 * t];
      const bHi = rBit[2 * t + 1];
      let size = 0;
      let rank = 0;
      for (let i = s0; i < s1; i++) {
        if (((rMask[2 * i] & bLo) | (rMask[2 * i + 1] & bHi)) === 0) continue;
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
    const { rMask, rStart, rPos, rOpt } = this;
    const depth = this.solutionDepth;
    for (let t = 0; t < depth; t++) {
      const slot = rPos[t] - 1;
      const lo = rMask[2 * slot];
      const hi = rMask[2 * slot + 1];
      let rank = 0;
      for (let j = rStart[t]; j < slot; j++)
        if (rMask[2 * j] === lo && rMask[2 * j + 1] === hi) rank++;
      let j = 0;
      for (; ; j++) if (rMask[2 * j] === lo && rMask[2 * j + 1] === hi && rank-- === 0) break;
      out[at + t] = rOpt[j];
    }
    return depth;
  }

  /**
   * Runs for at most `budget` nodes; returns the nodes used. `level` is −1 once the residual
   * problem is finished (its solutions counted in cntHi/cntLo); in the listing mode it also stops
   * at each solution (takeFound() says so).
   */
  run(budget: number): number {
    let used = 0;
    for (;;) {
      used += this.kernel !== null ? this.runKernel(budget - used) : this.runHere(budget - used);
      if (this.event === EVENT_NONE) return used;
      this.settleSplits();
      if (this.level < 0 || used >= budget) return used;
    }
  }

  /**
   * Handles the event the loop stopped at: a split found at level t (its first part, the
   * component of the item the loop chose, is set up as level t+1), or a part of split level t
   * counted (the next part is set up, or the level's count is its parts' product and the search
   * goes back to level t−1, settling every split level that this finishes).
   */
  private settleSplits(): void {
    let t = this.level;
    if (this.event === EVENT_SPLIT) {
      this.event = EVENT_NONE;
      this.splitsMade++;
      this.splitBase[t] = this.takeCount();
      this.splitProduct[t] = 1n;
      this.splitMask[2 * t] = 0;
      this.splitMask[2 * t + 1] = 0;
      this.splitPart[t] = 0;
      // The loop comes back here when a part is done: the level's item is none, its list over.
      this.rBit[2 * t] = 0;
      this.rBit[2 * t + 1] = 0;
      this.rPos[t] = this.rStart[t] + this.rLen[t];
      this.setUpPart(t, this.splitLo, this.splitHi);
      return;
    }
    this.event = EVENT_NONE;
    for (;;) {
      const product = this.splitProduct[t] * this.takeCount();
      this.splitProduct[t] = product;
      if (product !== 0n && this.nextPart(t)) return;
      this.acc = this.splitBase[t] + product;
      this.splitPart[t] = 0;
      t--;
      this.level = t;
      this.enter = false;
      if (t < 0 || this.splitPart[t] === 0) return;
    }
  }

  /** Everything counted since the host last took it (the loop's count is then 0). */
  private takeCount(): bigint {
    const c = this.acc + this.loopCount();
    this.acc = 0n;
    this.loopHi = 0;
    this.loopLo = 0;
    return c;
  }

  /**
   * Sets up the next part of split level t, the component of its first needed item not counted
   * yet (by the loop's rule: every option meeting the part joins it); false when every part is
   * counted.
   */
  private nextPart(t: number): boolean {
    const { rMask } = this;
    const restLo = this.primLo & ~this.rCov[2 * t] & ~this.splitMask[2 * t];
    const restHi = this.primHi & ~this.rCov[2 * t + 1] & ~this.splitMask[2 * t + 1];
    if ((restLo | restHi) === 0) return false;
    const lo = restLo & -restLo;
    const s0 = this.rStart[t];
    growPart(rMask, s0, s0 + this.rLen[t], lo, lo !== 0 ? 0 : restHi & -restHi, -1, -1, this.part);
    this.setUpPart(t, this.part[0], this.part[1]);
    return true;
  }

  /**
   * Makes level t+1 a part of split level t: the options that meet the part's items (pLo, pHi),
   * every other primary item marked covered; and enters it.
   */
  private setUpPart(t: number, pLo: number, pHi: number): void {
    const { rMask, rStart, rLen, rCov, rGe } = this;
    this.splitPart[t]++;
    this.splitMask[2 * t] |= pLo;
    this.splitMask[2 * t + 1] |= pHi;
    const s0 = rStart[t];
    const s1 = s0 + rLen[t];
    const u = t + 1;
    const g = u * 10;
    rGe.fill(0, g, g + 10);
    let c = s1;
    for (let j = s0; j < s1; j++) {
      const qLo = rMask[2 * j];
      const qHi = rMask[2 * j + 1];
      if (((qLo & pLo) | (qHi & pHi)) === 0) continue;
      rMask[2 * c] = qLo;
      rMask[2 * c + 1] = qHi;
      addThermometer(rGe, g, qLo, qHi);
      c++;
    }
    rStart[u] = s1;
    rLen[u] = c - s1;
    rCov[2 * u] = rCov[2 * t] | (this.primLo & ~pLo);
    rCov[2 * u + 1] = rCov[2 * t + 1] | (this.primHi & ~pHi);
    this.level = u;
    this.enter = true;
  }

  /** run() in the kernel: the state block written, the loop run there, the state read back. */
  private runKernel(budget: number): number {
    const k = this.kernel as ResidualKernel;
    const st = k.state;
    st[RESIDUAL_ST.level] = this.level;
    st[RESIDUAL_ST.enter] = this.enter ? 1 : 0;
    st[RESIDUAL_ST.listing] = this.listing ? 1 : 0;
    st[RESIDUAL_ST.found] = 0;
    st[RESIDUAL_ST.event] = EVENT_NONE;
    st[RESIDUAL_ST.countLo] = this.loopLo;
    st[RESIDUAL_ST.countHi] = this.loopHi;
    st[RESIDUAL_ST.primLo] = this.primLo;
    st[RESIDUAL_ST.primHi] = this.primHi;
    st[RESIDUAL_ST.splits] = this.splits ? 1 : 0;
    st[RESIDUAL_ST.credit] = this.credit;
    st[RESIDUAL_ST.earn] = this.rules.earn;
    st[RESIDUAL_ST.most] = this.rules.most;
    // The kernel counts nodes in int32: a larger budget (Infinity: no limit) is run in parts.
    let used = 0;
    do used += k.run(Math.min(budget - used, 0x40000000));
    while (
      used < budget &&
      st[RESIDUAL_ST.level] >= 0 &&
      st[RESIDUAL_ST.found] === 0 &&
      st[RESIDUAL_ST.event] === EVENT_NONE
    );
    this.level = st[RESIDUAL_ST.level];
    this.enter = st[RESIDUAL_ST.enter] !== 0;
    this.loopLo = st[RESIDUAL_ST.countLo] >>> 0;
    this.loopHi = st[RESIDUAL_ST.countHi] >>> 0;
    this.event = st[RESIDUAL_ST.event];
    this.credit = st[RESIDUAL_ST.credit];
    this.splitLo = st[RESIDUAL_ST.splitLo];
    this.splitHi = st[RESIDUAL_ST.splitHi];
    if (st[RESIDUAL_ST.found] !== 0) {
      this.found = true;
      this.solutionDepth = st[RESIDUAL_ST.depth];
    }
    return used;
  }

  /**
   * run() in TypeScript. MRV without counting in most nodes: while a parent filters its options
   * into a child's list it also builds the child's "thermometer" masks ge1 … ge5 (items with at
   * least 1 … 5 options). An item with none is a dead end; the items with exactly one (else two,
   * …) options are read off the masks, the lowest one wins as in the links. Only when every
   * needed item has five or more options are the exact counts added up, with bit-sliced
   * counters.
   */
  private runHere(budget: number): number {
    const { rMask, rStart, rLen, rCov, rBit, rPos, rGe } = this;
    const primLo = this.primLo;
    const primHi = this.primHi;
    const listing = this.listing;
    const splits = this.splits;
    let credit = this.credit;
    const { earn, most } = this.rules;
    let t = this.level;
    let enter = this.enter;
    let used = 0;
    let count = this.loopLo;
    for (;;) {
      if (enter) {
        const needLo = primLo & ~rCov[2 * t];
        const needHi = primHi & ~rCov[2 * t + 1];
        if ((needLo | needHi) === 0) {
          if (++count === TWO32) {
            count = 0;
            this.loopHi++;
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
        let candHi = needHi & ~rGe[g + 1];
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
          candLo = needLo & ~rGe[g + 2 * k];
          candHi = needHi & ~rGe[g + 2 * k + 1];
          if ((candLo | candHi) !== 0) break;
        }
        if (k === 5) {
          const best = this.exactMinimum(t, needLo, needHi);
          candLo = best < 32 ? 1 << best : 0;
          candHi = best >= 32 ? 1 << (best - 32) : 0;
        }
        const bLo = candLo & -candLo;
        const bHi = bLo !== 0 ? 0 : candHi & -candHi;
        if (splits && (t === 0 || (k > 1 && credit > 0))) {
          // The component of the chosen item, until it takes in every needed item (no split)
          // or stops growing (a split: stop for the host).
          const s0 = rStart[t];
          const split = growPart(rMask, s0, s0 + rLen[t], bLo, bHi, needLo, needHi, this.part);
          if (t > 0) credit = split ? Math.min(credit + earn, most) : credit - 1;
          if (split) {
            this.event = EVENT_SPLIT;
            this.splitLo = this.part[0];
            this.splitHi = this.part[1];
            enter = false;
            break;
          }
        }
        rBit[2 * t] = bLo;
        rBit[2 * t + 1] = bHi;
        rPos[t] = rStart[t];
        enter = false;
      }
      // Next option of level t that covers its item; its child gets the compatible options.
      const s1 = rStart[t] + rLen[t];
      const bLo = rBit[2 * t];
      const bHi = rBit[2 * t + 1];
      let i = rPos[t];
      while (i < s1 && ((rMask[2 * i] & bLo) | (rMask[2 * i + 1] & bHi)) === 0) i++;
      if (i === s1) {
        if ((bLo | bHi) === 0) {
          // A split level (no item of its own): one of its parts is counted.
          this.event = EVENT_PART_DONE;
          break;
        }
        t--;
        if (t < 0) break;
        continue;
      }
      rPos[t] = i + 1;
      const oLo = rMask[2 * i];
      const oHi = rMask[2 * i + 1];
      let c = s1;
      // Thermometer masks of the child: a_k (lo word) and b_k (hi word), items with ≥ k options.
      // prettier-ignore
      let a1 = 0, a2 = 0, a3 = 0, a4 = 0, a5 = 0;
      // prettier-ignore
      let b1 = 0, b2 = 0, b3 = 0, b4 = 0, b5 = 0;
      // Branch-free: every option is written, the end pointer only advances past the
      // compatible ones (keep = −1), whose masks alone reach the thermometers.
      for (let j = rStart[t]; j < s1; j++) {
        const qLo = rMask[2 * j];
        const qHi = rMask[2 * j + 1];
        const x = (qLo & oLo) | (qHi & oHi);
        const keep = ~((x | -x) >> 31);
        rMask[2 * c] = qLo;
        rMask[2 * c + 1] = qHi;
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
      rCov[2 * t] = rCov[2 * t - 2] | oLo;
      rCov[2 * t + 1] = rCov[2 * t - 1] | oHi;
      const g = t * 10;
      rGe[g] = a1;
      rGe[g + 1] = b1;
      rGe[g + 2] = a2;
      rGe[g + 3] = b2;
      rGe[g + 4] = a3;
      rGe[g + 5] = b3;
      rGe[g + 6] = a4;
      rGe[g + 7] = b4;
      rGe[g + 8] = a5;
      rGe[g + 9] = b5;
      enter = true;
    }
    this.loopLo = count;
    this.credit = credit;
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
    const { rMask, planeLo, planeHi } = this;
    const s0 = this.rStart[t];
    const s1 = s0 + this.rLen[t];
    let top = 0;
    planeLo[0] = 0;
    planeHi[0] = 0;
    for (let i = s0; i < s1; i++) {
      let cLo = rMask[2 * i] & needLo;
      let cHi = rMask[2 * i + 1] & needHi;
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
