/**
 * Exact cover with colours and multiplicities: Knuth's Algorithm M (TAOCP 7.2.2.1, "covering
 * with multiplicities and colors", the algorithm of his dlx3), which is his Algorithm C (dlx2,
 * colours) when every bound is 1, over the dancing links of exactCover.ts (links.ts) laid out
 * again with each node's and each item's fields side by side: item headers are nodes 1…I, each
 * option a run of nodes closed by a spacer.
 *
 * - A primary item i has BOUND (options it may still take) and SLACK (upper − lower bound); it
 *   leaves the active list once covered (BOUND 0) or once the search decides it takes no more.
 * - Branching (M3): the active item with the smallest degree θ = LEN + 1 − max(0, BOUND − SLACK)
 *   (how many ways its next step can go: one of its options first, or none more), ties to the
 *   smaller slack, then the longer list — Knuth's rule, so node counts compare with his.
 * - An item that may take more options after this one is not covered; the options tried at its
 *   level are "tweaked" out of the problem one by one (so each set of options is met once) and
 *   put back from a stack when the level ends.
 * - Colours (Algorithm C): committing `j:c` purifies j — options giving j another colour are
 *   hidden, the ones giving it c are marked (COLOR −1) so nothing hides or commits them again.
 * - Beyond Knuth: covering an item that is in every option left (a count of pieces, as the
 *   `5|Q` of queens domination) leaves no option at all, so the options are not hidden one by one
 *   and the search is decided there by the bounds (emptiedBy): queens domination 8×8 went from
 *   3.06M nodes to 2.80M (the items retired one by one at a solution), and from 3.70 to 0.74
 *   times the C's time (`npm run bench -- xcc`).
 *
 * - Counting can memoise sub-counts (memo.ts's table): the rest of the search depends only on
 *   which options are still available and on the bounds of the items still active, so that is
 *   the key — option bits flipped as options are hidden and unhidden, each active item's bound
 *   in a field changed as the bound changes (or, where every bound is exactly 1, a bit per item
 *   flipped as it is covered), hashed as it changes: a lookup writes nothing (`npm run bench --
 *   xcc`, kingdom7.dlx, the search alone: 2.20 s with the bounds written at each lookup and
 *   store, 1.25 s without). Where an item's upper bound can never be reached, its field holds
 *   what it still needs instead of its bound (keySlacks), so that sub-problems that differ only
 *   in capacities no solution can use meet: kings domination 8×8 went from 9.89M nodes to 0.31M,
 *   and from 4.14 s to 0.40 s whole process (`npm run bench -- xcc`, row kingdom8, 6 and 7
 *   December 2026, a table of 2^17 entries both). The table is tried
 *   and dropped where it saves less than it costs (memo.ts says when). What an answer saves is
 *   the whole search it replaces: the nodes its sub-problem took plus what answers inside it
 *   saved (nodesSaved), not the nodes alone, which undercounted a Sudoku's table threefold.
 *   Tables are kept small (memo.ts memoCap), so they stay in the processor's caches.
 *
 * The search is the explicit-stack, budgeted, resumable loop of the Engine contract, with the
 * same fixed/excluded branches as ExactCoverSearch (so units, checkpoints, workers and the seek by
 * number work unchanged) and nothing allocated per node. Counts are exact (hi·2^32 + lo, bigint).
 */
import type { Engine, Progress, RunStatus } from '../run/engine.js';
import {
  checkOptionId,
  firstNodeOf,
  layLinks,
  searchProgress,
  treeFraction,
  type CoverLinks,
} from './links.js';
import type { CoverBackend, CoverBranch, ExactCoverOptions } from './exactCover.js';
import {
  coverKernelAvailable,
  leaseCoverKernel,
  releaseCoverKernel,
  type CoverKernel,
  ST_REAL,
  ST_WORD,
  type KernelMemo,
} from './kernel.js';
import { CoverMemo, memoCap } from './memo.js';
import { mix32 } from '../mix.js';
import { lowerBound, upperBound, type ExactCoverProblem } from './problem.js';
import { EXACT_HI, TWO32, wordsToBig } from './countWords.js';

const ENTER = 0;
const BACK = 1;
const TRY = 2;
const DONE = 3;

/**
 * Item c's field of the counting table's hash when it holds v (0: nothing, so that an item that
 * leaves the active list leaves the hash): kernels/algorithmM.ts computes the same.
 */
function boundZ(c: number, v: number): number {
  return v === 0 ? 0 : mix32(Math.imul(c, 0x9e3779b1) + v);
}

/** What every search of one problem reads and none changes: its links, and its key's slacks. */
interface ProblemLayout {
  readonly links: CoverLinks;
  /** keySlacks, worked out when a search first keys bounds (null before). */
  keySlack: Int32Array | null;
}

/**
 * The layout of each problem searched, made once: a count runs a search per unit (a hundred or
 * more on a small problem), and each only reads it (its own arrays are copies). A problem is not
 * changed once made (its fields are read-only), so its layout stays right.
 */
const layoutOfProblem = new WeakMap<ExactCoverProblem, ProblemLayout>();

function layoutOf(problem: ExactCoverProblem): ProblemLayout {
  let layout = layoutOfProblem.get(problem);
  if (layout === undefined) {
    layout = { links: layLinks(problem, true), keySlack: null };
    layoutOfProblem.set(problem, layout);
  }
  return layout;
}

/**
 * Per primary item (1-based; 0 unused), what the counting table's key subtracts from its
 * bound: its slack where its upper bound can never be reached, 0 elsewhere (the bound is keyed
 * as it is). Such an item's sub-problem depends on how many options it still needs (BOUND −
 * SLACK, or none), not on how many more it may take, so the key holds that need (plus one: 0
 * means inactive) and sub-problems that differ only in an unreachable capacity meet in the
 * table: a cell of kings domination already dominated once or twice is the same to the rest of
 * the search. An upper bound can never be reached when the item is in no more options than it
 * (it cannot take more than it has), or when an item G in every option has an upper bound no
 * greater (each option the item takes is one G takes, and G takes at most its own; G itself is
 * keyed as it is). Only the problem is read, once: what can never be reached at the root never
 * can below it, in any unit (fixed options are options, and take G too).
 */
export function keySlacks(problem: ExactCoverProblem, len: Int32Array): Int32Array {
  const np = problem.primary;
  const nOpts = problem.optionStart.length - 1;
  const out = new Int32Array(np + 1);
  // The item in every option with the least upper bound, if any (-1: none).
  let g = -1;
  for (let i = 0; i < np; i++) {
    if (len[i + 1] === nOpts && (g < 0 || upperBound(problem, i) < upperBound(problem, g))) g = i;
  }
  for (let i = 0; i < np; i++) {
    const upper = upperBound(problem, i);
    const unreachable =
      upper >= len[i + 1] || (g >= 0 && i !== g && upper >= upperBound(problem, g));
    if (unreachable) out[i + 1] = upper - lowerBound(problem, i);
  }
  return out;
}

/**
 * What an item's field of the counting table's key holds when its bound is v: v, or where its
 * upper bound cannot be reached (keySlacks' s > 0), its need plus one (0 stays 0: inactive).
 * kernels/algorithmM.ts computes the same.
 */
function keyField(s: number, v: number): number {
  return s === 0 || v === 0 ? v : v > s ? v - s + 1 : 1;
}

/** Four arrays written into `out` as one of four words per entry (a missing one: zeros). */
function interleave(
  out: Int32Array,
  a: Int32Array,
  b: Int32Array,
  c: Int32Array | null,
  d: Int32Array | null,
): Int32Array {
  for (let i = 0; i < a.length; i++) {
    out[4 * i] = a[i];
    out[4 * i + 1] = b[i];
    if (c !== null) out[4 * i + 2] = c[i];
    if (d !== null) out[4 * i + 3] = d[i];
  }
  return out;
}

/** Algorithm M (with colours) as an Engine: stops at each solution, or counts them all. */
export class ColourBoundSearch implements Engine {
  readonly problem: ExactCoverProblem;
  /** Search nodes so far: item choices made (dead ends included). */
  nodes = 0;

  private readonly countOnly: boolean;
  /**
   * The nodes, four words each, so that what one step reads of a node is in one cache line:
   * TOP (on an item header: LEN, the options in its list), ULINK, DLINK, COLOR (0 none, c > 0,
   * −1 known compatible; on a header, the colour it was given). The speed of this loop is the
   * bench's "time per node … --backend js" rows (`npm run bench -- xcc`).
   */
  private nd: Int32Array;
  /** The items, four words each: LLINK, RLINK, BOUND and SLACK (the last two primary only). */
  private it: Int32Array;
  /** The option of each node (read by the table's key, so it goes to the kernel too). */
  private optOf: Int32Array;
  /** Per primary item, what the table's key subtracts from its bound (keySlacks; 0: none). */
  private keySlack: Int32Array;
  private readonly np: number;
  // The explicit stack, one entry per level.
  private item: Int32Array;
  private x: Int32Array;
  /** 1 where the level's item was covered outright (its last option, no slack): no tweaks. */
  private plain: Int32Array;
  private rank: Int32Array;
  private size: Int32Array;
  /** Height of the tweak stack when the level began. */
  private twBase: Int32Array;
  /** Option nodes tweaked out of their branching item's list, innermost last. */
  private tw: Int32Array;
  private twSp = 0;
  private level = 0;
  private phase = ENTER;
  private readonly fixedOptions: Int32Array;
  private readonly initialExcluded: readonly number[];
  private readonly initialRetired: readonly number[];
  private cntHi = 0;
  private cntLo = 0;
  /**
   * The count set apart as a bigint whenever (cntHi, cntLo) would pass what a float64 high word
   * holds exactly (only the table's hits get there), and how many times that happened. The
   * table's entries are differences of (cntHi, cntLo) between a level's entry and its end, so a
   * level entered before the last setting apart stores nothing (enteredAt).
   */
  private cntBig = 0n;
  private setApart = 0;
  private readonly enteredAt: Int32Array;
  private rootSize = -1;
  /** θ of the item chooseItem() chose last. */
  private theta = 0;
  /** The counting table (count mode, when asked for) and its key: option bits, then bounds. */
  private memo: CoverMemo | null = null;
  private memoBits: Int32Array | null = null;
  /** The XOR of the table's Zobrist words of the key's bits flipped one by one (memo.ts). */
  private memoHash = 0;
  private memoZobrist: Int32Array | null = null;
  private memoHitsDone = 0;
  /** Whether the table is on trial (dropped when it saves too little), or kept to the end. */
  private memoTrial = true;
  /** The table was found not to pay (here or by an earlier unit of the count) and dropped. */
  private memoDroppedHere = false;
  /**
   * Nodes the table's answers saved so far: what the sub-problems they answered took to count,
   * themselves included what answers saved inside them. Entries are sized in search nodes plus
   * this, so an answer is worth the whole search it replaces, not only the nodes left after
   * the answers found inside it when it was counted (which made a Sudoku's table look as if it
   * saved 0.65 nodes a lookup when it cut the nodes from 16.3M to 5.1M, 2.2 a lookup).
   */
  private nodesSaved = 0;
  /** Key bits per primary item (its bound while active, 0 once not), in the key's first words. */
  private boundBits = 1;
  /** The bounds' part of the key is kept as items are covered (bounds all exactly 1). */
  private coverBits = false;
  /**
   * The bounds' part of the key is kept up to date as bounds change (keyBound), from the end of
   * the constructor while the table is on (and not coverBits), instead of written at each node.
   */
  private boundKeyed = false;
  /** Where the options' bits (1: no longer available) start in the key. */
  private optionBase = 0;
  /** Options not hidden (those still in the lists). */
  private optionsLeft: number;
  /**
   * The item whose covering took every option left (0: none). Covering such an item leaves no
   * option anywhere, so instead of hiding them one by one (a queens domination's `5|Q` item is in
   * every option: the fifth queen hid some sixty options of twenty-odd nodes each, only for the
   * next node to find a dead end), the lists are left as they are and read as empty: covers,
   * purifications and their undoing below it do nothing to them, and the search ends there,
   * decided by the bounds alone (see settled()).
   */
  private emptiedBy = 0;
  /**
   * Whether the search may run in the kernel: not asked for `backend: 'js'`, the kernel runs on
   * this thread, and its memory could hold the arrays (false once it could not).
   */
  private wantKernel: boolean;
  /** The kernel while this search holds it (its arrays then live in the kernel's memory). */
  private kernel: CoverKernel | null = null;
  /** The lengths of the loop's arrays, as the kernel lays them out. */
  private readonly lengths: readonly number[];
  /** The loop the last run() call ran (null: none yet). */
  private ranOn: CoverBackend | null = null;
  constructor(problem: ExactCoverProblem, opts: ExactCoverOptions = {}) {
    this.problem = problem;
    this.countOnly = opts.countOnly === true;
    const nOpts = problem.optionStart.length - 1;
    const layout = layoutOf(problem);
    const links = layout.links;
    const np = (this.np = problem.primary);
    const nItems = problem.items.length;
    // Each level takes an option or retires an item: at most primary + Σ min(upper, options)
    // levels (an item never takes more options than it has, whatever its bound says).
    let depth = np + 2;
    for (let i = 0; i < np; i++) depth += Math.min(upperBound(problem, i), links.len[i + 1]);
    // The arrays the loop works on, moved into the kernel's memory when it runs there.
    const lengths = [4 * links.top.length, 4 * (nItems + 2), depth, depth, depth, depth, depth];
    lengths.push(depth, nOpts + 1, links.optOf.length, np + 1);
    this.lengths = lengths;
    this.enteredAt = new Int32Array(depth);
    this.wantKernel = opts.backend !== 'js' && coverKernelAvailable();
    const arrays = lengths.map((n) => new Int32Array(n));
    [this.nd, this.it, this.item, this.x, this.plain, this.rank, this.size, this.twBase] = arrays;
    this.tw = arrays[8];
    this.optOf = arrays[9];
    this.optOf.set(links.optOf);
    this.keySlack = arrays[10];
    const nd = interleave(this.nd, links.top, links.ulink, links.dlink, links.color);
    for (let i = 1; i <= nItems; i++) nd[4 * i] = links.len[i];
    this.optionsLeft = nOpts;
    interleave(this.it, links.llink, links.rlink, null, null);
    for (let i = 0; i < np; i++) {
      this.it[4 * (i + 1) + 2] = upperBound(problem, i);
      this.it[4 * (i + 1) + 3] = upperBound(problem, i) - lowerBound(problem, i);
    }
    const memoEntries = opts.memoEntries ?? 0;
    if (this.countOnly && memoEntries > 0) {
      let most = 1;
      let exactOnes = true;
      for (let i = 1; i <= np; i++) {
        most = Math.max(most, this.it[4 * i + 2]);
        if (this.it[4 * i + 2] !== 1 || this.it[4 * i + 3] !== 0) exactOnes = false;
      }
      this.boundBits = 32 - Math.clz32(most);
      const boundWords = (np * this.boundBits + 31) >>> 5;
      // Items each taking exactly one option (Algorithm C): an item's part of the key is one
      // bit, set while it is covered, flipped as it is covered and uncovered like the options'.
      this.coverBits = exactOnes;
      if (!exactOnes) {
        layout.keySlack ??= keySlacks(problem, links.len);
        this.keySlack.set(layout.keySlack);
      }
      this.optionBase = boundWords * 32;
      const entries = Math.min(memoEntries, memoCap((this.optionBase + nOpts + 32) >>> 5));
      this.memo = CoverMemo.take(this.optionBase + nOpts, entries, depth, problem);
      this.memoBits = this.memo.bits;
      this.memoZobrist = this.memo.zobrist;
      this.memoTrial = opts.memoTrial !== false;
      // An earlier unit of this count found that the table does not pay: none for this one.
      if (this.memoTrial && this.memo.pays === false) {
        this.memoDroppedHere = true;
        this.dropMemo();
      }
    }
    this.initialExcluded = (opts.excluded ?? []).slice();
    for (const k of this.initialExcluded) {
      this.checkOption(k, 'excluded');
      this.hideWhole(this.firstNode(k));
    }
    this.fixedOptions = Int32Array.from(opts.fixed ?? []);
    this.fixAll();
    this.initialRetired = (opts.retired ?? []).slice();
    for (const r of this.initialRetired) this.retire(r);
    this.keyBounds();
  }

  /** Takes primary item r (0-based) out of the active list: it takes no more options. */
  private retire(r: number): void {
    const i = r + 1;
    const active = Number.isInteger(r) && r >= 0 && r < this.np && this.it[4 * i + 2] > 0;
    if (!active || this.it[4 * this.it[4 * i] + 1] !== i) {
      throw new RangeError(`retired item ${r} is not an active primary item`);
    }
    if (this.it[4 * i + 2] > this.it[4 * i + 3]) {
      throw new RangeError(`retired item ${r} has not had its fewest options yet`);
    }
    this.it[4 * this.it[4 * i] + 1] = this.it[4 * i + 1];
    this.it[4 * this.it[4 * i + 1]] = this.it[4 * i];
  }

  /** Sub-problems added from the counting table instead of searched. */
  get memoHits(): number {
    return this.memo?.hits ?? this.memoHitsDone;
  }

  /** Algorithm M does not decompose (exactCover.ts `splits`). */
  readonly splits = 0;

  /** Whether the table was tried and dropped, as saving too little (here or by an earlier unit). */
  get memoDropped(): boolean {
    return this.memoDroppedHere;
  }

  /** Whether the search counts with a table now (not asked for, or dropped: false). */
  get memoOn(): boolean {
    return this.memo !== null;
  }

  /** Solutions found so far (in count mode: counted so far; the total once 'done'). */
  get count(): bigint {
    return wordsToBig(this.cntHi, this.cntLo) + this.cntBig;
  }

  /** True once the search is exhausted. */
  get done(): boolean {
    return this.phase === DONE;
  }

  /** Estimated fraction of the search tree explored (0…1), siblings assumed equal in size. */
  fraction(): number {
    return this.phase === DONE ? 1 : treeFraction(this.rank, this.size, this.level);
  }

  /** Steps are search nodes; the pieces of work are the branches below the root. */
  progress(): Progress {
    const done = this.phase === DONE;
    return searchProgress(
      this.nodes,
      this.rootSize,
      this.rank[0],
      done,
      this.fraction(),
      this.count,
    );
  }

  /** The options of the solution just found (the fixed ones first, then one per level). */
  solution(): Int32Array {
    let n = this.fixedOptions.length;
    for (let l = 0; l < this.level; l++) if (this.x[l] !== this.item[l]) n++;
    const out = new Int32Array(n);
    out.set(this.fixedOptions);
    let at = this.fixedOptions.length;
    for (let l = 0; l < this.level; l++) {
      if (this.x[l] !== this.item[l]) out[at++] = this.optOf[this.x[l]];
    }
    return out;
  }

  /**
   * The branches below the root, in the order the search visits them (call before run()): one
   * per option of the item the search branches on first that can be its next one (the options
   * before it ruled out unless the item is then covered), and, when the item may take no more,
   * a last branch with all its options ruled out and the item retired. Null when the root is
   * itself a solution; empty when it is a dead end.
   */
  rootBranches(): CoverBranch[] | null {
    if (this.level !== 0 || this.phase !== ENTER || this.nodes !== 0) {
      throw new Error('rootBranches() must be asked before the search runs');
    }
    if (this.it[1] === 0) return null;
    // No option left: a solution (its items retired one by one, no choice among them) or none.
    if (this.emptiedBy !== 0) return this.settled() ? null : [];
    const i = this.chooseItem();
    const out: CoverBranch[] = [];
    if (this.theta === 0) return out;
    const fixed = Array.from(this.fixedOptions);
    const excluded = Array.from(this.initialExcluded);
    const retired = this.initialRetired;
    const b = this.it[4 * i + 2] - 1;
    const s = this.it[4 * i + 3];
    const plain = b === 0 && s === 0;
    let left = this.nd[4 * i];
    const tried: number[] = [];
    let p = this.nd[4 * i + 2];
    for (; p !== i; p = this.nd[4 * p + 2]) {
      if (!plain && left <= b - s) break;
      const k = this.optOf[p];
      out.push({
        fixed: [...fixed, k],
        excluded: plain ? excluded.slice() : [...excluded, ...tried],
        retired: retired.slice(),
      });
      tried.push(k);
      left--;
    }
    if (p === i && !plain && b < s) {
      out.push({ fixed, excluded: [...excluded, ...tried], retired: [...retired, i - 1] });
    }
    return out;
  }

  private firstNode(k: number): number {
    return firstNodeOf(this.problem, k);
  }

  private checkOption(k: number, what: string): void {
    checkOptionId(this.problem, k, what);
  }

  /** Takes the fixed options, checking that they fit together (and are not excluded). */
  private fixAll(): void {
    const p = this.problem;
    const fixed = this.fixedOptions;
    const uses = new Int32Array(p.items.length);
    const given = new Int32Array(p.items.length);
    for (let f = 0; f < fixed.length; f++) {
      const k = fixed[f];
      this.checkOption(k, 'fixed');
      if (this.initialExcluded.includes(k)) {
        throw new RangeError(`option ${k} is both fixed and excluded`);
      }
      for (let t = p.optionStart[k]; t < p.optionStart[k + 1]; t++) {
        const i = p.optionItems[t];
        const c = p.colours === null ? 0 : p.colours[t];
        uses[i]++;
        const clash =
          i < p.primary ? uses[i] > upperBound(p, i) : uses[i] > 1 && (c === 0 || given[i] !== c);
        if (clash) throw new RangeError(`fixed options cover ${p.items[i]} too often`);
        given[i] = c;
      }
    }
    for (let f = 0; f < fixed.length; f++) {
      const x = this.firstNode(fixed[f]);
      this.hideWhole(x);
      let q = x;
      do {
        this.commit(q);
        q = this.nextInOption(q);
      } while (q !== x);
    }
  }

  /** The node after p in its option (cyclically). */
  private nextInOption(p: number): number {
    const q = p + 1;
    return this.nd[4 * q] <= 0 ? this.nd[4 * q + 1] : q;
  }

  /** Takes every node of option x out of its list (nodes already known compatible stay). */
  private hideWhole(x: number): void {
    this.flipOption(x);
    this.optionsLeft--;
    let p = x;
    do {
      if (this.nd[4 * p + 3] >= 0) {
        const u = this.nd[4 * p + 1];
        const d = this.nd[4 * p + 2];
        this.nd[4 * u + 2] = d;
        this.nd[4 * d + 1] = u;
        this.nd[4 * this.nd[4 * p]]--;
      }
      p = this.nextInOption(p);
    } while (p !== x);
  }

  /** Commits node p of a chosen option: counts its primary item down, covers or purifies. */
  private commit(p: number): void {
    const nd = this.nd;
    const j = nd[4 * p];
    if (j <= this.np) {
      const b = --this.it[4 * j + 2];
      this.keyBound(j, b + 1, b);
      if (b === 0) this.cover(j);
    } else {
      const c = nd[4 * p + 3];
      if (c === 0) this.cover(j);
      else if (c > 0) this.purify(p);
    }
  }

  /** Exactly undoes commit(p). */
  private uncommit(p: number): void {
    const nd = this.nd;
    const j = nd[4 * p];
    if (j <= this.np) {
      const b = this.it[4 * j + 2]++;
      this.keyBound(j, b, b + 1);
      if (b === 0) this.uncover(j);
    } else {
      const c = nd[4 * p + 3];
      if (c === 0) this.uncover(j);
      else if (c > 0) this.unpurify(p);
    }
  }

  /** Marks p's option (un)available in the counting table's key. */
  private flipOption(p: number): void {
    // A small check with the work apart, so that V8 inlines it into the hot loops (hide).
    if (this.memoBits !== null) this.flipOptionBit(p, this.memoBits);
  }

  private flipOptionBit(p: number, bits: Int32Array): void {
    const o = this.optOf[p] + this.optionBase;
    bits[o >>> 5] ^= 1 << (o & 31);
    this.memoHash ^= (this.memoZobrist as Int32Array)[o];
  }

  /** Flips primary item i's bit in the counting table's key (bounds all 1: set while covered). */
  private flipItem(i: number): void {
    const bits = this.memoBits;
    if (bits !== null && this.coverBits && i <= this.np) {
      const o = i - 1;
      bits[o >>> 5] ^= 1 << (o & 31);
      this.memoHash ^= (this.memoZobrist as Int32Array)[o];
    }
  }

  /** Hides the other nodes of p's option from their lists (known-compatible ones stay). */
  private hide(p: number): void {
    this.flipOption(p);
    this.optionsLeft--;
    const nd = this.nd;
    for (let q = p + 1; q !== p;) {
      const t = nd[4 * q];
      if (t <= 0) {
        q = nd[4 * q + 1];
      } else {
        if (nd[4 * q + 3] >= 0) {
          const u = nd[4 * q + 1];
          const d = nd[4 * q + 2];
          nd[4 * u + 2] = d;
          nd[4 * d + 1] = u;
          nd[4 * t]--;
        }
        q++;
      }
    }
  }

  /** Exactly undoes hide(p). */
  private unhide(p: number): void {
    this.flipOption(p);
    this.optionsLeft++;
    const nd = this.nd;
    for (let q = p - 1; q !== p;) {
      const t = nd[4 * q];
      if (t <= 0) {
        q = nd[4 * q + 2];
      } else {
        if (nd[4 * q + 3] >= 0) {
          nd[4 * nd[4 * q + 1] + 2] = q;
          nd[4 * nd[4 * q + 2] + 1] = q;
          nd[4 * t]++;
        }
        q--;
      }
    }
  }

  /** Hides every option of item i and takes i out of the active list. */
  private cover(i: number): void {
    const nd = this.nd;
    const it = this.it;
    if (this.emptiedBy === 0) {
      if (nd[4 * i] === this.optionsLeft) this.emptiedBy = i;
      else for (let p = nd[4 * i + 2]; p !== i; p = nd[4 * p + 2]) this.hide(p);
    }
    const l = it[4 * i];
    const r = it[4 * i + 1];
    it[4 * l + 1] = r;
    it[4 * r] = l;
    this.flipItem(i);
  }

  /** Exactly undoes cover(i). */
  private uncover(i: number): void {
    const nd = this.nd;
    const it = this.it;
    const l = it[4 * i];
    const r = it[4 * i + 1];
    it[4 * l + 1] = i;
    it[4 * r] = i;
    this.flipItem(i);
    if (this.emptiedBy === i) this.emptiedBy = 0;
    else if (this.emptiedBy === 0) {
      for (let p = nd[4 * i + 1]; p !== i; p = nd[4 * p + 1]) this.unhide(p);
    }
  }

  /** Gives secondary item TOP(p) the colour of p: hides the options that disagree. */
  private purify(p: number): void {
    const nd = this.nd;
    const c = nd[4 * p + 3];
    const i = nd[4 * p];
    nd[4 * i + 3] = c;
    if (this.emptiedBy !== 0) return; // its list is empty
    for (let q = nd[4 * i + 2]; q !== i; q = nd[4 * q + 2]) {
      if (nd[4 * q + 3] === c) nd[4 * q + 3] = -1;
      else this.hide(q);
    }
  }

  /** Exactly undoes purify(p). */
  private unpurify(p: number): void {
    const nd = this.nd;
    const c = nd[4 * p + 3];
    const i = nd[4 * p];
    if (this.emptiedBy === 0) {
      for (let q = nd[4 * i + 1]; q !== i; q = nd[4 * q + 1]) {
        if (nd[4 * q + 3] < 0) nd[4 * q + 3] = c;
        else this.unhide(q);
      }
    }
    nd[4 * i + 3] = 0;
  }

  /** Commits option x's nodes after x (x's own item was dealt with at its level). */
  private commitOthers(x: number): void {
    const nd = this.nd;
    for (let p = x + 1; p !== x;) {
      if (nd[4 * p] <= 0) p = nd[4 * p + 1];
      else this.commit(p++);
    }
  }

  /** Exactly undoes commitOthers(x), backwards. */
  private uncommitOthers(x: number): void {
    const nd = this.nd;
    for (let p = x - 1; p !== x;) {
      if (nd[4 * p] <= 0) p = nd[4 * p + 2];
      else this.uncommit(p--);
    }
  }

  /**
   * With no option left, whether the options taken are a solution: every active item has had
   * its fewest options (the search would retire each in turn, one branch each), or none is.
   */
  private settled(): boolean {
    const it = this.it;
    for (let c = it[1]; c !== 0; c = it[4 * c + 1]) if (it[4 * c + 2] > it[4 * c + 3]) return false;
    return true;
  }

  /** M3: the active item of least θ (ties: smaller slack, then longer list). */
  private chooseItem(): number {
    const nd = this.nd;
    const it = this.it;
    let best = -1;
    let score = 0x7fffffff;
    let bestS = 0x7fffffff;
    let bestLen = -1;
    for (let c = it[1]; c !== 0; c = it[4 * c + 1]) {
      const b = it[4 * c + 2];
      let s = it[4 * c + 3];
      if (s > b) s = b;
      let t = nd[4 * c] + 1 - b + s;
      if (t < 0) t = 0;
      if (t <= score && (t < score || s < bestS || (s === bestS && nd[4 * c] > bestLen))) {
        score = t;
        best = c;
        bestS = s;
        bestLen = nd[4 * c];
        // Nothing beats a dead end, nor a forced move without slack (Knuth's ties favour it).
        if (t === 0 || (t === 1 && s === 0)) break;
      }
    }
    this.theta = score;
    return best;
  }

  /**
   * Starts keeping the bounds in the table's key (the constructor's last step, once fixed and
   * retired items are settled): each active primary item's BOUND in its field of the key's first
   * words, hashed into memoHash by boundZ; keyBound keeps both up to date from then on.
   */
  private keyBounds(): void {
    const bits = this.memoBits;
    if (bits === null || this.coverBits) return; // coverBits: kept by flipItem()
    this.boundKeyed = true;
    const it = this.it;
    for (let c = it[1]; c !== 0; c = it[4 * c + 1]) this.keyBound(c, 0, it[4 * c + 2]);
  }

  /**
   * Primary item c's field of the key goes from `from` to `to` (keyField of its BOUND while it is
   * active, 0 while it is not): its bits and its part of the hash (boundZ) change with it.
   */
  private keyBound(c: number, from: number, to: number): void {
    // As flipOption: the check inlined, the work apart.
    if (this.boundKeyed && this.memoBits !== null) this.keyBoundOn(c, from, to, this.memoBits);
  }

  private keyBoundOn(c: number, from: number, to: number, bits: Int32Array): void {
    const width = this.boundBits;
    const at = (c - 1) * width;
    const w = at >>> 5;
    const sh = at & 31;
    const f = keyField(this.keySlack[c], from);
    const t = keyField(this.keySlack[c], to);
    if (f === t) return; // a capacity that cannot bind changed: the key did not
    const d = f ^ t;
    bits[w] ^= d << sh;
    if (sh + width > 32) bits[w + 1] ^= d >>> (32 - sh);
    this.memoHash ^= boundZ(c, f) ^ boundZ(c, t);
  }

  /** Stores level l's sub-count, now finished (its state is the one it was entered in again). */
  private memoStore(l: number, nodes: number): void {
    const memo = this.memo;
    if (memo === null || this.memoBits === null || this.enteredAt[l] !== this.setApart) return;
    memo.store(l, this.cntHi, this.cntLo, nodes + this.nodesSaved);
  }

  /** Looks the current sub-problem up at level l: true when the table answered (count added). */
  private memoLookup(l: number, nodes: number): boolean {
    const memo = this.memo as CoverMemo;
    // The key is kept up to date, and hashed, as its bits and bounds change.
    const s = memo.enter(l, this.cntHi, this.cntLo, nodes + this.nodesSaved, this.memoHash);
    let saved = 0;
    if (s >= 0) {
      saved = memo.nodesAt(s);
      this.nodesSaved += saved;
      const addHi = memo.hiAt(s);
      if (this.cntHi + addHi + 1 >= EXACT_HI) {
        // The sum's high word would pass 2^53, where a float64 stops being exact: set apart.
        this.cntBig += wordsToBig(this.cntHi, this.cntLo);
        this.cntHi = 0;
        this.cntLo = 0;
        this.setApart++;
      }
      let lo = this.cntLo + memo.loAt(s);
      let hi = this.cntHi + addHi;
      if (lo >= TWO32) {
        lo -= TWO32;
        hi++;
      }
      this.cntLo = lo;
      this.cntHi = hi;
    } else {
      this.enteredAt[l] = this.setApart;
    }
    // The table's trial (memo.ts) says whether it pays: one that saves less than it costs goes.
    if (this.memoTrial && memo.pays === null && !memo.trialLookup(saved)) {
      this.memoDroppedHere = true;
      this.dropMemo();
    }
    return s >= 0;
  }

  /** Gives the table back (for the next search of the same shape) and stops keying options. */
  private dropMemo(): void {
    const memo = this.memo;
    if (memo === null) return;
    this.memoHitsDone = memo.hits;
    this.memo = null;
    this.memoBits = null;
    this.memoZobrist = null;
    CoverMemo.giveBack(memo);
  }

  /** M8: puts item i's tweaked options back (level l), uncovers it if covered, BOUND + 1. */
  private restore(i: number, l: number, nodes: number): void {
    const it = this.it;
    if (this.plain[l] === 1) {
      this.uncover(i);
    } else {
      const base = this.twBase[l];
      if (this.twSp > base) this.untweak(i, base);
      if (it[4 * i + 2] === 0) this.uncover(i);
    }
    const b = it[4 * i + 2]++;
    this.keyBound(i, b, b + 1);
    if (this.memo !== null) this.memoStore(l, nodes);
  }

  /** Links the options tweaked out of i's list since tw[base] back in, and unhides them. */
  private untweak(i: number, base: number): void {
    // They were taken off the head of i's list one after another, so they still point down to
    // each other: link them back in as a run, then unhide them (restore() kept apart from this,
    // small enough for V8 to inline into the loop).
    const tw = this.tw;
    const nd = this.nd;
    const top = this.twSp;
    const h = nd[4 * i + 2];
    nd[4 * i + 2] = tw[base];
    let prev = i;
    for (let t = base; t < top; t++) {
      nd[4 * tw[t] + 1] = prev;
      prev = tw[t];
    }
    nd[4 * h + 1] = prev;
    nd[4 * i] += top - base;
    if (this.it[4 * i + 2] !== 0) for (let t = top - 1; t >= base; t--) this.unhide(tw[t]);
    this.twSp = base;
  }

  /** Stops at the solution just found at level l (listing mode): run() resumes past it. */
  private foundAt(l: number, nodes: number): RunStatus {
    this.level = l;
    this.phase = BACK;
    this.nodes = nodes;
    return 'found';
  }

  private countOne(): void {
    let lo = this.cntLo + 1;
    if (lo === TWO32) {
      lo = 0;
      this.cntHi++;
    }
    this.cntLo = lo;
  }

  /**
   * Which loop ran the search last (before it runs: which will run it): the kernel's, or
   * TypeScript's (by choice, or where the kernel cannot run).
   */
  get backend(): CoverBackend {
    return this.ranOn ?? (this.wantKernel ? 'wasm' : 'js');
  }

  /** The loop's arrays, in the kernel's order (kernels/algorithmM.ts `bind`). */
  private loopArrays(): Int32Array[] {
    return [
      this.nd,
      this.it,
      this.item,
      this.x,
      this.plain,
      this.rank,
      this.size,
      this.twBase,
      this.tw,
      this.optOf,
      this.keySlack,
    ];
  }

  private setLoopArrays(a: readonly Int32Array[]): void {
    [this.nd, this.it, this.item, this.x, this.plain, this.rank, this.size, this.twBase] = a;
    [this.tw, this.optOf, this.keySlack] = a.slice(8);
  }

  /** Leases the kernel and moves the arrays into its memory; null where it cannot run. */
  private takeKernel(): CoverKernel | null {
    const memo: KernelMemo | null =
      this.memo === null
        ? null
        : {
            table: this.memo,
            optionBase: this.optionBase,
            boundBits: this.boundBits,
            coverBits: this.coverBits,
            trial: this.memoTrial,
          };
    const k = leaseCoverKernel(this, this.lengths, this.np, this.countOnly, memo);
    if (k === null) {
      this.wantKernel = false; // not asked again at every slice
      return null;
    }
    const mine = this.loopArrays();
    k.arrays.forEach((view, i) => view.set(mine[i]));
    this.setLoopArrays(k.arrays);
    this.kernel = k;
    return k;
  }

  /** Another search took the kernel: the arrays move back out, and the next run leases it again. */
  evict(): void {
    this.setLoopArrays(this.loopArrays().map((a) => a.slice()));
    this.kernel = null;
  }

  /**
   * run() by the kernel: the same loop on the same arrays, its scalars handed over and back;
   * null once the kernel handed the search over (its count reached 2^62, or the table offered a
   * sub-count that large: the search is TypeScript's from then on).
   */
  private runKernel(kernel: CoverKernel, budget: number): RunStatus | null {
    const { words: w, reals: r } = kernel;
    const memo = this.memo;
    w[ST_WORD.level] = this.level;
    w[ST_WORD.phase] = this.phase;
    w[ST_WORD.twSp] = this.twSp;
    w[ST_WORD.emptiedBy] = this.emptiedBy;
    w[ST_WORD.optionsLeft] = this.optionsLeft;
    w[ST_WORD.cntHi] = this.cntHi;
    w[ST_WORD.cntLo] = this.cntLo;
    w[ST_WORD.rootSize] = this.rootSize;
    w[ST_WORD.theta] = this.theta;
    r[ST_REAL.nodes] = this.nodes;
    w[ST_WORD.memoOn] = memo === null ? 0 : 1;
    w[ST_WORD.memoHash] = this.memoHash;
    r[ST_REAL.nodesSaved] = this.nodesSaved;
    if (memo !== null) {
      w[ST_WORD.pays] = memo.pays === null ? -1 : memo.pays ? 1 : 0;
      w[ST_WORD.trialLookups] = memo.trialLookups;
      r[ST_REAL.trialSaved] = memo.trialSaved;
      r[ST_REAL.hits] = memo.hits;
    }
    const status = kernel.run(budget);
    this.level = w[ST_WORD.level];
    this.phase = w[ST_WORD.phase];
    this.twSp = w[ST_WORD.twSp];
    this.emptiedBy = w[ST_WORD.emptiedBy];
    this.optionsLeft = w[ST_WORD.optionsLeft];
    this.cntHi = w[ST_WORD.cntHi] >>> 0;
    this.cntLo = w[ST_WORD.cntLo] >>> 0;
    this.rootSize = w[ST_WORD.rootSize];
    this.theta = w[ST_WORD.theta];
    this.nodes = r[ST_REAL.nodes];
    this.memoHash = w[ST_WORD.memoHash];
    this.nodesSaved = r[ST_REAL.nodesSaved];
    if (memo !== null) {
      const pays = w[ST_WORD.pays];
      memo.pays = pays < 0 ? null : pays === 1;
      memo.trialLookups = w[ST_WORD.trialLookups];
      memo.trialSaved = r[ST_REAL.trialSaved];
      memo.hits = r[ST_REAL.hits];
      // The trial found that the table does not pay: dropped, as the TypeScript loop drops it.
      if (w[ST_WORD.memoOn] === 0) {
        this.memoDroppedHere = true;
        this.dropMemo();
      }
    }
    if (status === 3) {
      // Near where the kernel's 64 bits end (kernels/algorithmM.ts BIG_COUNT): TypeScript goes on.
      this.wantKernel = false;
      this.evict();
      releaseCoverKernel(this);
      return null;
    }
    if (status === 2) this.dropMemo();
    return status === 0 ? 'paused' : status === 1 ? 'found' : 'done';
  }

  /**
   * Runs the search for at most `budget` more nodes: 'found' at a solution (not in count mode;
   * read it with solution()), 'done' once exhausted, 'paused' when the budget ran out.
   */
  run(budget = Infinity): RunStatus {
    if (this.phase === DONE) return 'done';
    if (this.wantKernel) {
      const k = this.kernel ?? this.takeKernel();
      if (k !== null) {
        this.ranOn = 'wasm';
        const before = this.nodes;
        const status = this.runKernel(k, budget);
        if (status !== null) return status;
        budget -= this.nodes - before; // handed over (BIG_COUNT): the rest runs below
      }
    }
    this.ranOn = 'js';
    // The table's arrays may have moved (into or out of the kernel's memory) since the last run.
    if (this.memo !== null) {
      this.memoBits = this.memo.bits;
      this.memoZobrist = this.memo.zobrist;
    }
    const nd = this.nd;
    const it = this.it;
    const item = this.item;
    const x = this.x;
    const plain = this.plain;
    const rank = this.rank;
    const size = this.size;
    const twBase = this.twBase;
    const tw = this.tw;
    const stopAt = this.nodes + budget;
    let l = this.level;
    let phase = this.phase;
    let nodes = this.nodes;
    for (;;) {
      if (phase === ENTER) {
        if (it[1] === 0) {
          this.countOne();
          if (!this.countOnly) return this.foundAt(l, nodes);
          phase = BACK;
          continue;
        }
        if (nodes >= stopAt) {
          this.level = l;
          this.phase = ENTER;
          this.nodes = nodes;
          return 'paused';
        }
        if (this.emptiedBy !== 0) {
          nodes++;
          // No option left: solved (its items retired, nothing more to take), or a dead end.
          if (this.settled()) {
            this.countOne();
            if (!this.countOnly) return this.foundAt(l, nodes);
          }
          phase = BACK;
          continue;
        }
        const i = this.chooseItem();
        nodes++;
        if (this.theta === 0) {
          phase = BACK;
          continue;
        }
        if (this.memo !== null && this.memoLookup(l, nodes)) {
          phase = BACK;
          continue;
        }
        // M4: the item takes one more option here (or, at the end of its list, none more).
        if (l === 0) this.rootSize = this.theta;
        item[l] = i;
        rank[l] = 0;
        size[l] = this.theta;
        x[l] = nd[4 * i + 2];
        twBase[l] = this.twSp;
        const b = --it[4 * i + 2];
        this.keyBound(i, b + 1, b);
        if (b === 0) this.cover(i);
        plain[l] = it[4 * i + 2] === 0 && it[4 * i + 3] === 0 ? 1 : 0;
        phase = TRY;
      } else if (phase === BACK) {
        if (l === 0) {
          this.level = 0;
          this.phase = DONE;
          this.nodes = nodes;
          this.dropMemo();
          return 'done';
        }
        l--;
        const i = item[l];
        const xl = x[l];
        if (xl === i) {
          // Back from "i takes no more": put i back in the active list, then restore it.
          if (it[4 * i + 2] !== 0) {
            it[4 * it[4 * i] + 1] = i;
            it[4 * it[4 * i + 1]] = i;
            this.keyBound(i, 0, it[4 * i + 2]);
          }
          this.restore(i, l, nodes);
          continue; // phase stays BACK
        }
        this.uncommitOthers(xl);
        x[l] = nd[4 * xl + 2];
        rank[l]++;
        phase = TRY;
      }
      // M5/M6: try the level's current option, or end the level.
      const i = item[l];
      const xl = x[l];
      if (plain[l] === 1) {
        if (xl === i) {
          this.restore(i, l, nodes);
          phase = BACK;
          continue;
        }
      } else {
        if (nd[4 * i] <= it[4 * i + 2] - it[4 * i + 3]) {
          this.restore(i, l, nodes);
          phase = BACK;
          continue;
        }
        if (xl !== i) {
          // Tweak: option xl leaves the problem (and i's list) while its branch is searched.
          if (it[4 * i + 2] !== 0) this.hide(xl);
          const d = nd[4 * xl + 2];
          nd[4 * i + 2] = d;
          nd[4 * d + 1] = i;
          nd[4 * i]--;
          tw[this.twSp++] = xl;
        } else if (it[4 * i + 2] !== 0) {
          it[4 * it[4 * i] + 1] = it[4 * i + 1];
          it[4 * it[4 * i + 1]] = it[4 * i];
          this.keyBound(i, it[4 * i + 2], 0);
        }
      }
      if (xl !== i) this.commitOthers(xl);
      l++;
      phase = ENTER;
    }
  }
}
