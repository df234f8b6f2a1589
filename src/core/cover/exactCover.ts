/**
 * Algorithm X over dancing links (Knuth, "Dancing Links", 2000; TAOCP 7.2.2.1 Algorithm X), in
 * typed arrays with Knuth's dlx1 layout (links.ts, shared with Algorithm M): item headers are
 * nodes 1…I, each option is a run of consecutive nodes closed by a spacer (TOP ≤ 0) whose
 * ULINK points back to the option's first node and whose DLINK points on to the next option's
 * last node, so no node needs left/right links and nothing is allocated per search node.
 *
 * - Item choice: MRV (the active primary item with the fewest remaining options; ties go to the
 *   earliest item, and an item with one option is taken at once).
 * - Modes: stop at every solution (first solution, enumeration as a stream) or count without
 *   materialising any solution. The search is an explicit-stack loop that runs for a node
 *   budget and can be resumed (the Engine contract of engine.ts), so callers interleave it with
 *   other work (progress, cancellation).
 * - Counting can memoise sub-results (memo.ts).
 * - Endgame (residual.ts): once at most 64 items are left (where almost all nodes are), the
 *   residual problem is finished on 64-bit item masks, in both modes: it counts (multiplying
 *   the counts of parts that no option joins), or stops at each solution and says which options
 *   it took.
 * - Multiplicities: a primary item may need exactly m > 1 options. It is never branched on while
 *   an ordinary item is available (branching on it would list the same solution m! times);
 *   when only such items are left, the branch is on "which option is its first one", the options
 *   before it being excluded (as in Knuth's Algorithm M). Neither the memo nor the endgame takes
 *   such instances.
 *
 * Counts are exact: kept as two float64 words (hi·2^32 + lo) and returned as bigint.
 */
import type { Engine, Progress, RunStatus } from '../run/engine.js';
import { checkOptionId, firstNodeOf, layLinks, searchProgress, treeFraction } from './links.js';
import { CoverMemo, memoCap } from './memo.js';
import { EXACT_HI, TWO32, wordsToBig } from './countWords.js';
import { exactMultiplicities, upperBound, type ExactCoverProblem } from './problem.js';
import { ResidualEndgame, type SplitCredit } from './residual.js';

/** How an ExactCoverSearch runs: count only, memo size, options fixed or excluded, endgame. */
export interface ExactCoverOptions {
  /** Count only: never stop at a solution (run() returns 'done' or 'paused'). */
  readonly countOnly?: boolean;
  /**
   * Count mode only: memoise sub-counts in a cache of this many entries (a power of two is
   * used; 0 = off). Algorithm X ignores it for instances with multiplicities; Algorithm M
   * (algorithmM.ts) drops a table that does not pay. Both use at most memo.ts's memoCap.
   */
  readonly memoEntries?: number;
  /**
   * Algorithm M: try the cache and drop it once it saves too little (default true); false keeps
   * it to the end of the search (`placer cover --engine cached`). Algorithm X always keeps it.
   */
  readonly memoTrial?: boolean;
  /** Options taken before the search starts (a sub-problem: "with these options chosen"). */
  readonly fixed?: readonly number[];
  /**
   * Options ruled out before the search starts (with `fixed`, any branch of the search tree:
   * see rootBranches()).
   */
  readonly excluded?: readonly number[];
  /**
   * Primary items (0-based ids) that take no more options (Algorithm M's branch "this item is
   * done"; only instances with ranges of multiplicities have such branches).
   */
  readonly retired?: readonly number[];
  /** Finish small residual problems on bit masks (default true; false: links only). */
  readonly endgame?: boolean;
  /**
   * Count mode: where the endgame's needed items fall into parts that no option joins, count
   * the parts apart and multiply (component decomposition; default true).
   */
  readonly decompose?: boolean;
  /** How the tests for such parts are rationed (residual.ts SPLIT_CREDIT, the default). */
  readonly splitCredit?: SplitCredit;
  /**
   * Where the search loop runs. 'wasm' (the default where WebAssembly runs): Algorithm M's in
   * its compiled kernel (kernel.ts), its counting table with it, and Algorithm X's bit-mask
   * endgame in its own (residualKernel.ts); 'js': TypeScript throughout. Both give the same
   * counts, solutions and node counts.
   */
  readonly backend?: CoverBackend;
}

/** Where the search loop runs (ExactCoverOptions.backend, `placer cover --backend`). */
export type CoverBackend = 'wasm' | 'js';

/**
 * One branch of the search: the options taken, and the options ruled out, to reach it (and,
 * with ranges of multiplicities, the items that take no more options).
 */
export interface CoverBranch {
  readonly fixed: readonly number[];
  readonly excluded: readonly number[];
  readonly retired?: readonly number[];
}

const ENTER = 0;
const BACK = 1;
const DONE = 2;
/** Inside the bit-parallel endgame (residual.ts). */
const RESIDUAL = 3;

/** Algorithm X over dancing links as an Engine: stops at each solution, or counts them all. */
export class ExactCoverSearch implements Engine {
  readonly problem: ExactCoverProblem;
  /** Search nodes so far: item choices made (dead ends included). */
  nodes = 0;

  private readonly countOnly: boolean;
  // Dancing-links arrays (Knuth's TOP/ULINK/DLINK, LLINK/RLINK/LEN on item headers).
  private readonly top: Int32Array;
  private readonly ulink: Int32Array;
  private readonly dlink: Int32Array;
  private readonly llink: Int32Array;
  private readonly rlink: Int32Array;
  private readonly len: Int32Array;
  /** Option id of each node (−1 for headers and spacers). */
  private readonly optOf: Int32Array;
  // Multiplicities (null when every primary item needs exactly one option).
  private readonly need: Int32Array | null;
  private readonly isMult: Uint8Array | null;
  // The explicit stack, one entry per level.
  private readonly item: Int32Array;
  private readonly x: Int32Array;
  private readonly mode: Uint8Array;
  private readonly rank: Int32Array;
  private readonly size: Int32Array;
  private readonly exTop: Int32Array;
  private readonly excluded: Int32Array;
  private exSp = 0;
  private level = 0;
  private phase = ENTER;
  private readonly fixedOptions: Int32Array;
  // Solutions found (count mode: counted), as hi·2^32 + lo.
  private cntHi = 0;
  private cntLo = 0;
  /**
   * The count set apart as a bigint: endgame counts of 2^64 or more (only products of parts
   * reach them: decompose), and (cntHi, cntLo) whenever a hit would take the high word past 2^53,
   * where a float64 stops being exact; and how many times that happened. The cache's entries are
   * differences of (cntHi, cntLo) between a level's entry and its end, so a level entered before
   * the last setting apart stores nothing (enteredAt).
   */
  private cntBig = 0n;
  private setApart = 0;
  private readonly enteredAt: Int32Array;
  /** cntBig when each level was entered: what a level's sub-count set apart (memoStore). */
  private readonly bigAt: bigint[];
  /**
   * The counting cache (count mode, no multiplicities, when asked for), and its key bits; given
   * back for the next search once this one is done (its hits kept in memoHitsDone).
   */
  private memo: CoverMemo | null = null;
  private memoBits: Int32Array | null = null;
  private memoHitsDone = 0;
  private readonly np: number;
  private activePrimary: number;
  /** The endgame (no multiplicities; null when turned off). */
  private readonly endgame: ResidualEndgame | null;
  /** Length of the item list MRV chose last (set by chooseItem). */
  private bestLen = 0;
  /** Options of the item branched on at the root (−1 until the links branch there). */
  private rootSize = -1;
  private readonly initialExcluded: readonly number[];

  constructor(problem: ExactCoverProblem, opts: ExactCoverOptions = {}) {
    this.problem = problem;
    this.countOnly = opts.countOnly === true;
    const nItems = problem.items.length;
    const nOpts = problem.optionStart.length - 1;
    const { top, ulink, dlink, llink, rlink, len, optOf } = layLinks(problem, false);
    this.top = top;
    this.ulink = ulink;
    this.dlink = dlink;
    this.llink = llink;
    this.rlink = rlink;
    this.len = len;
    this.optOf = optOf;
    const np = problem.primary;
    const multiplicity = exactMultiplicities(problem);
    if (multiplicity === undefined || problem.colours !== null) {
      throw new RangeError('colours and ranges of multiplicities need Algorithm M (algorithmM.ts)');
    }
    if (multiplicity !== null) {
      this.need = new Int32Array(nItems + 2).fill(1);
      this.isMult = new Uint8Array(nItems + 2);
      for (let i = 0; i < np; i++) {
        this.need[i + 1] = multiplicity[i];
        if (multiplicity[i] > 1) this.isMult[i + 1] = 1;
      }
    } else {
      this.need = null;
      this.isMult = null;
    }
    this.np = np;
    this.activePrimary = np;
    this.endgame =
      this.need === null && opts.endgame !== false
        ? new ResidualEndgame(
            { rlink, dlink, top, optOf, optionStart: problem.optionStart, nItems, np },
            !this.countOnly,
            opts.backend !== 'js',
            opts.decompose !== false,
            opts.splitCredit,
          )
        : null;
    // An item never takes more options than it has, whatever its multiplicity says.
    let depth = nItems + 2;
    if (this.need) for (let i = 1; i <= np; i++) depth += Math.min(this.need[i], len[i]);
    this.item = new Int32Array(depth);
    this.enteredAt = new Int32Array(depth);
    this.bigAt = new Array<bigint>(depth).fill(0n);
    this.x = new Int32Array(depth);
    this.mode = new Uint8Array(depth);
    this.rank = new Int32Array(depth);
    this.size = new Int32Array(depth);
    this.exTop = new Int32Array(depth);
    this.excluded = new Int32Array(this.need ? nOpts + 1 : 1);
    const memo = opts.memoEntries ?? 0;
    if (this.countOnly && memo > 0 && !this.need) {
      // The key is the covered items alone: right for searches that rule no option out (then
      // the options left follow from the items covered), so only those share entries with the
      // next search of the problem; a branch with excluded options (a tiling's symmetry) keeps
      // its own.
      const shared = (opts.excluded ?? []).length === 0;
      const entries = Math.min(memo, memoCap((nItems + 32) >>> 5));
      this.memo = CoverMemo.take(nItems, entries, depth, shared ? problem : {});
      this.memoBits = this.memo.bits;
    }
    // Excluded options leave their columns, fixed ones are taken: once, before the search.
    this.initialExcluded = (opts.excluded ?? []).slice();
    for (const k of this.initialExcluded) {
      this.checkOption(k, 'excluded');
      this.hideOption(this.firstNode(k));
    }
    this.fixedOptions = Int32Array.from(opts.fixed ?? []);
    this.fixAll(this.fixedOptions, this.initialExcluded);
    if ((opts.retired ?? []).length > 0) throw new RangeError('retired items need Algorithm M');
  }

  /** Solutions found so far (in count mode: counted so far; the total once 'done'). */
  get count(): bigint {
    const c = wordsToBig(this.cntHi, this.cntLo) + this.cntBig;
    return this.phase === RESIDUAL ? c + (this.endgame as ResidualEndgame).total : c;
  }

  /** Nodes where the count split into parts that no option joins (decompose). */
  get splits(): number {
    return this.endgame?.splitsMade ?? 0;
  }

  /** Sub-problems added from the counting cache instead of searched. */
  get memoHits(): number {
    return this.memo?.hits ?? this.memoHitsDone;
  }

  /**
   * Where the endgame's loop runs (residualKernel.ts): the links above it are TypeScript's, but
   * almost every node is the endgame's.
   */
  get backend(): CoverBackend {
    return this.endgame?.inKernel === true ? 'wasm' : 'js';
  }

  /** Algorithm X keeps its counting cache to the end, asked for: it is never dropped. */
  get memoDropped(): boolean {
    return false;
  }

  /** True once the search is exhausted. */
  get done(): boolean {
    return this.phase === DONE;
  }

  /**
   * Estimated fraction of the search tree already explored (0…1), from the position of each
   * level's option among its siblings (each sibling assumed to be equal in size).
   */
  fraction(): number {
    if (this.phase === DONE) return 1;
    const inner = this.phase === RESIDUAL ? (this.endgame as ResidualEndgame).fraction() : 0;
    return treeFraction(this.rank, this.size, this.level, inner);
  }

  /**
   * Steps are search nodes; the pieces of work are the branches below the root (the units of
   * coverUnits.ts), once the links branch there: one piece in all when the endgame takes the
   * whole problem.
   */
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

  /**
   * The options of the solution just found (valid right after run() returned 'found'; the
   * fixed options first, then one per level).
   */
  solution(): Int32Array {
    const nf = this.fixedOptions.length;
    const inResidual = this.phase === RESIDUAL;
    const extra = inResidual ? (this.endgame as ResidualEndgame).solutionDepth : 0;
    const out = new Int32Array(nf + this.level + extra);
    out.set(this.fixedOptions);
    for (let l = 0; l < this.level; l++) out[nf + l] = this.optOf[this.x[l]];
    if (inResidual) (this.endgame as ResidualEndgame).solutionOptions(out, nf + this.level);
    return out;
  }

  /**
   * The branches below the root, in the order the search visits them (call before run()): one
   * per option of the item MRV picks first, or, for an item that needs several options, one per
   * choice of its first option (the options before it ruled out). Null when the root is itself
   * a solution (no primary item left); empty when it is a dead end.
   */
  rootBranches(): CoverBranch[] | null {
    if (this.level !== 0 || this.phase !== ENTER || this.nodes !== 0) {
      throw new Error('rootBranches() must be asked before the search runs');
    }
    if (this.rlink[0] === 0) return null;
    const best = this.chooseItem();
    const fixed = Array.from(this.fixedOptions);
    const excluded = Array.from(this.initialExcluded);
    const out: CoverBranch[] = [];
    if (this.bestLen === 0) return out;
    const mult = this.need !== null && this.need[best] > 1;
    let left = this.len[best];
    for (let p = this.dlink[best]; p !== best; p = this.dlink[p]) {
      if (mult && left < (this.need as Int32Array)[best]) break;
      const k = this.optOf[p];
      out.push({ fixed: [...fixed, k], excluded: excluded.slice() });
      if (mult) {
        excluded.push(k);
        left--;
      }
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
  private fixAll(fixed: ArrayLike<number>, excluded: readonly number[]): void {
    const p = this.problem;
    const uses = new Int32Array(p.items.length);
    for (let f = 0; f < fixed.length; f++) {
      const k = fixed[f];
      this.checkOption(k, 'fixed');
      if (excluded.includes(k)) throw new RangeError(`option ${k} is both fixed and excluded`);
      for (let t = p.optionStart[k]; t < p.optionStart[k + 1]; t++) {
        const i = p.optionItems[t];
        const cap = i < p.primary ? upperBound(p, i) : 1;
        if (++uses[i] > cap) throw new RangeError(`fixed options cover ${p.items[i]} too often`);
      }
    }
    for (let f = 0; f < fixed.length; f++) this.selectWhole(this.firstNode(fixed[f]));
  }

  /** Takes every node of option x out of its column (the option can no longer be chosen). */
  private hideOption(x: number): void {
    let p = x;
    do {
      this.hideNode(p);
      p = this.nextInOption(p);
    } while (p !== x);
  }

  /**
   * MRV: the active primary item with the fewest options (its count in bestLen); items that
   * need more than one option only when nothing else is left.
   */
  private chooseItem(): number {
    const rlink = this.rlink;
    const len = this.len;
    const need = this.need;
    let best = -1;
    let bestLen = 0x7fffffff;
    if (need === null) {
      for (let c = rlink[0]; c !== 0; c = rlink[c]) {
        const v = len[c];
        if (v < bestLen) {
          bestLen = v;
          best = c;
          if (v <= 1) break;
        }
      }
    } else {
      let multBest = -1;
      let multLen = 0x7fffffff;
      for (let c = rlink[0]; c !== 0; c = rlink[c]) {
        const v = len[c];
        if (need[c] > 1) {
          if (v < need[c]) {
            multBest = c;
            multLen = -1; // cannot be satisfied: a dead end
            break;
          }
          if (v < multLen) {
            multLen = v;
            multBest = c;
          }
        } else if (v < bestLen) {
          bestLen = v;
          best = c;
          if (v <= 1) break;
        }
      }
      if (multLen < 0) {
        best = multBest;
        bestLen = 0;
      } else if (best < 0) {
        best = multBest;
        bestLen = multLen;
      }
    }
    this.bestLen = bestLen;
    return best;
  }

  private hideNode(p: number): void {
    const u = this.ulink[p];
    const d = this.dlink[p];
    this.dlink[u] = d;
    this.ulink[d] = u;
    this.len[this.top[p]]--;
  }

  /** Removes item i from the active list and hides every option that contains it. */
  private cover(i: number): void {
    const top = this.top;
    const ulink = this.ulink;
    const dlink = this.dlink;
    const len = this.len;
    for (let p = dlink[i]; p !== i; p = dlink[p]) {
      for (let q = p + 1; q !== p;) {
        const t = top[q];
        if (t <= 0) {
          q = ulink[q];
        } else {
          const u = ulink[q];
          const d = dlink[q];
          dlink[u] = d;
          ulink[d] = u;
          len[t]--;
          q++;
        }
      }
    }
    const l = this.llink[i];
    const r = this.rlink[i];
    this.rlink[l] = r;
    this.llink[r] = l;
    if (i <= this.np) this.activePrimary--;
    if (this.memoBits) this.memoBits[i >>> 5] ^= 1 << (i & 31);
  }

  /** Exactly undoes cover(i) (in reverse order, so the links dance back). */
  private uncover(i: number): void {
    const top = this.top;
    const ulink = this.ulink;
    const dlink = this.dlink;
    const len = this.len;
    const l = this.llink[i];
    const r = this.rlink[i];
    this.rlink[l] = i;
    this.llink[r] = i;
    if (i <= this.np) this.activePrimary++;
    for (let p = ulink[i]; p !== i; p = ulink[p]) {
      for (let q = p - 1; q !== p;) {
        const t = top[q];
        if (t <= 0) {
          q = dlink[q];
        } else {
          const u = ulink[q];
          const d = dlink[q];
          dlink[u] = q;
          ulink[d] = q;
          len[t]++;
          q--;
        }
      }
    }
    if (this.memoBits) this.memoBits[i >>> 5] ^= 1 << (i & 31);
  }

  /** Takes option node x's other items (its own item was covered when it was branched on). */
  private select(x: number): void {
    const top = this.top;
    const ulink = this.ulink;
    const isMult = this.isMult;
    for (let p = x + 1; p !== x;) {
      const j = top[p];
      if (j <= 0) {
        p = ulink[p];
      } else {
        if (isMult !== null && isMult[j] === 1 && this.need![j] > 1) this.need![j]--;
        else this.cover(j);
        p++;
      }
    }
  }

  private unselect(x: number): void {
    const top = this.top;
    const dlink = this.dlink;
    const isMult = this.isMult;
    for (let p = x - 1; p !== x;) {
      const j = top[p];
      if (j <= 0) {
        p = dlink[p];
      } else {
        if (isMult !== null && isMult[j] === 1 && this.rlink[this.llink[j]] === j) this.need![j]++;
        else this.uncover(j);
        p--;
      }
    }
  }

  /** The node after p in its option (cyclically). */
  private nextInOption(p: number): number {
    const q = p + 1;
    return this.top[q] <= 0 ? this.ulink[q] : q;
  }

  /** The node before p in its option (cyclically). */
  private prevInOption(p: number): number {
    const q = p - 1;
    return this.top[q] <= 0 ? this.dlink[q] : q;
  }

  /**
   * Takes option x whole: its nodes leave their columns first, then its items are covered (or,
   * for an item that needs more options, counted down). Used for fixed options and for the
   * multiplicity branch. Nodes are visited from x onwards; the undo goes exactly backwards.
   */
  private selectWhole(x: number): void {
    const need = this.need;
    const isMult = this.isMult;
    this.hideOption(x);
    let p = x;
    do {
      const j = this.top[p];
      if (isMult !== null && isMult[j] === 1 && need![j] > 1) need![j]--;
      else this.cover(j);
      p = this.nextInOption(p);
    } while (p !== x);
  }

  /** Undoes selectWhole's item updates but leaves x's nodes hidden: x is now excluded. */
  private unselectWholeKeepHidden(x: number): void {
    const need = this.need!;
    const isMult = this.isMult!;
    let p = x;
    do {
      p = this.prevInOption(p);
      const j = this.top[p];
      if (isMult[j] === 1 && this.rlink[this.llink[j]] === j) need[j]++;
      else this.uncover(j);
    } while (p !== x);
  }

  /** Puts an excluded option's nodes back into their columns. */
  private unhideWhole(x: number): void {
    let p = x;
    do {
      p = this.prevInOption(p);
      const u = this.ulink[p];
      const d = this.dlink[p];
      this.dlink[u] = p;
      this.ulink[d] = p;
      this.len[this.top[p]]++;
    } while (p !== x);
  }

  /** Stores level l's sub-count, now finished, with what was set apart since it was entered. */
  private memoStore(memo: CoverMemo, l: number): void {
    if (this.enteredAt[l] === this.setApart) memo.store(l, this.cntHi, this.cntLo);
    else memo.storeWith(l, this.cntHi, this.cntLo, this.cntBig - this.bigAt[l]);
  }

  private addCount(hi: number, lo: number): void {
    if (this.cntHi + hi + 1 >= EXACT_HI) {
      this.cntBig += wordsToBig(this.cntHi, this.cntLo);
      this.cntHi = 0;
      this.cntLo = 0;
      this.setApart++;
    }
    let l = this.cntLo + lo;
    let h = this.cntHi + hi;
    if (l >= TWO32) {
      l -= TWO32;
      h++;
    } else if (l < 0) {
      l += TWO32;
      h--;
    }
    this.cntLo = l;
    this.cntHi = h;
  }

  /**
   * Runs the search for at most `budget` more nodes. Returns 'found' when a solution was found
   * (not in count mode; read it with solution(), call run() again to go on), 'done' when the
   * search is exhausted, 'paused' when the budget ran out (call run() again to resume).
   */
  run(budget = Infinity): RunStatus {
    if (this.phase === DONE) return 'done';
    // A table handed on (memo.ts take) may have moved, into or out of Algorithm M's kernel's
    // memory (kernel.ts), since the last run: its arrays are read anew.
    if (this.memo !== null) this.memoBits = this.memo.bits;
    const dlink = this.dlink;
    const rlink = this.rlink;
    const len = this.len;
    const need = this.need;
    const item = this.item;
    const x = this.x;
    const mode = this.mode;
    const rank = this.rank;
    const size = this.size;
    const memo = this.memo;
    const endgame = this.endgame;
    const stopAt = this.nodes + budget;
    let l = this.level;
    let phase = this.phase;
    let nodes = this.nodes;
    for (;;) {
      if (phase === RESIDUAL) {
        const eg = endgame as ResidualEndgame;
        nodes += eg.run(stopAt - nodes);
        const found = eg.takeFound();
        if (found || eg.level >= 0) {
          this.level = l;
          this.phase = RESIDUAL;
          this.nodes = nodes;
          return found ? 'found' : 'paused';
        }
        const egHi = eg.cntHi;
        if (egHi < TWO32) this.addCount(egHi, eg.cntLo);
        else {
          this.cntBig += eg.total;
          this.setApart++;
        }
        if (memo !== null) this.memoStore(memo, l);
        phase = BACK;
        continue;
      }
      if (phase === ENTER) {
        if (rlink[0] === 0) {
          // Every primary item is covered: a solution.
          let lo = this.cntLo + 1;
          if (lo === TWO32) {
            lo = 0;
            this.cntHi++;
          }
          this.cntLo = lo;
          if (!this.countOnly) {
            this.level = l;
            this.phase = BACK;
            this.nodes = nodes;
            return 'found';
          }
          phase = BACK;
          continue;
        }
        if (nodes >= stopAt) {
          this.level = l;
          this.phase = ENTER;
          this.nodes = nodes;
          return 'paused';
        }
        const best = this.chooseItem();
        const bestLen = this.bestLen;
        nodes++;
        if (bestLen === 0) {
          phase = BACK;
          continue;
        }
        if (memo !== null) {
          const s = memo.enter(l, this.cntHi, this.cntLo);
          if (s >= 0) {
            this.addCount(memo.hiAt(s), memo.loAt(s));
            phase = BACK;
            continue;
          }
          this.enteredAt[l] = this.setApart;
          this.bigAt[l] = this.cntBig;
        }
        if (endgame !== null && this.activePrimary <= 64 && endgame.load()) {
          nodes--; // the endgame counts this node itself
          phase = RESIDUAL;
          continue;
        }
        if (l === 0) this.rootSize = bestLen;
        item[l] = best;
        rank[l] = 0;
        size[l] = bestLen;
        x[l] = dlink[best];
        if (need !== null && need[best] > 1) {
          mode[l] = 1;
          this.exTop[l] = this.exSp;
        } else {
          mode[l] = 0;
          this.cover(best);
        }
      } else {
        // Back from a child (or a solution): undo the choice at the parent and try its next option.
        if (l === 0) {
          this.level = 0;
          this.phase = DONE;
          this.nodes = nodes;
          if (memo !== null) {
            this.memoHitsDone = memo.hits;
            this.memo = null;
            this.memoBits = null;
            CoverMemo.giveBack(memo);
          }
          return 'done';
        }
        l--;
        const xl = x[l];
        if (mode[l] === 0) {
          this.unselect(xl);
        } else {
          this.unselectWholeKeepHidden(xl);
          this.excluded[this.exSp++] = xl;
        }
        x[l] = dlink[xl];
        rank[l]++;
      }
      // Try the current option of level l, or finish the level when none is left.
      const i = item[l];
      const xl = x[l];
      if (xl === i || (mode[l] === 1 && len[i] < need![i])) {
        if (mode[l] === 0) this.uncover(i);
        else {
          const stop = this.exTop[l];
          while (this.exSp > stop) this.unhideWhole(this.excluded[--this.exSp]);
        }
        if (memo !== null) this.memoStore(memo, l);
        phase = BACK;
        continue;
      }
      if (mode[l] === 0) this.select(xl);
      else this.selectWhole(xl);
      l++;
      phase = ENTER;
    }
  }
}
