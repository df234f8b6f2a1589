/**
 * Algorithm X over dancing links (Knuth, "Dancing Links", 2000; TAOCP 7.2.2.1 Algorithm X), in
 * typed arrays with Knuth's dlx1 layout: item headers are nodes 1…I, each option is a run of
 * consecutive nodes closed by a spacer (TOP ≤ 0) whose ULINK points back to the option's first
 * node and whose DLINK points on to the next option's last node, so no node needs left/right
 * links and nothing is allocated per search node.
 *
 * - Item choice: MRV (the active primary item with the fewest remaining options; ties go to the
 *   earliest item, and an item with one option is taken at once).
 * - Modes: stop at every solution (first solution, enumeration as a stream) or count without
 *   materialising any solution. The search is an explicit-stack loop that runs for a node
 *   budget and can be resumed, so callers interleave it with other work (progress, cancellation).
 * - Counting can memoise sub-results (Nishino et al.'s DXZ idea, "Dancing with decision
 *   diagrams", AAAI 2017): the number of ways to finish depends only on which items are already
 *   covered, so a fixed-size cache keyed by that set lets repeated sub-problems be added in
 *   without searching them again. The cache only drops entries, so counts stay exact.
 * - Endgame: in count mode, once at most 64 items are left (where almost all nodes are), the
 *   residual problem is copied into 64-bit item masks (two int32 words), one per active option,
 *   and finished by the same MRV rule on masks: a child's options are its parent's filtered by
 *   two ANDs, the counts per item come from bit-sliced adders, and nothing needs undoing.
 * - Multiplicities: a primary item may need exactly m > 1 options. It is never branched on while
 *   an ordinary item is available (branching on it would list the same solution m! times);
 *   when only such items are left, the branch is on "which option is its first one", the options
 *   before it being excluded (as in Knuth's Algorithm M).
 *
 * Counts are exact: kept as two float64 words (hi·2^32 + lo) and returned as bigint.
 */
import type { ExactCoverProblem } from './problem.js';

export type SearchStatus = 'solution' | 'done' | 'paused';

export interface ExactCoverOptions {
  /** Count only: never stop at a solution (run() returns 'done' or 'paused'). */
  readonly countOnly?: boolean;
  /**
   * Count mode only: memoise sub-counts in a cache of this many entries (a power of two is
   * used; 0 = off). Ignored for instances with multiplicities.
   */
  readonly memoEntries?: number;
  /** Options taken before the search starts (a sub-problem: "with these options chosen"). */
  readonly fixed?: readonly number[];
}

const TWO32 = 4294967296;
const ENTER = 0;
const BACK = 1;
const DONE = 2;
/** Inside the bit-parallel endgame (see residualStart). */
const RESIDUAL = 3;
/** Adds an option's mask (lo, hi) to the thermometer masks at ge[g … g+9]. */
function addThermometer(ge: Int32Array, g: number, lo: number, hi: number): void {
  for (let k = 4; k > 0; k--) {
    ge[g + k] |= ge[g + k - 1] & lo;
    ge[g + 5 + k] |= ge[g + 5 + k - 1] & hi;
  }
  ge[g] |= lo;
  ge[g + 5] |= hi;
}

/** The endgame takes residual problems of at most 64 items and this many options. */
const RESIDUAL_MAX_OPTIONS = 4096;
/** Levels of the endgame's stack (each level covers at least one of the 64 items). */
const RESIDUAL_DEPTH = 66;

export class ExactCoverSearch {
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
  // Memo (count mode): covered-item set as key words, a cache table, counts at node entry.
  private readonly memoBits: Int32Array | null = null;
  private readonly keyWords: number = 0;
  private readonly memoMask: number = 0;
  private readonly memoKeys: Int32Array | null = null;
  private readonly memoUsed: Uint8Array | null = null;
  private readonly memoHi: Float64Array | null = null;
  private readonly memoLo: Float64Array | null = null;
  private readonly entHi: Float64Array | null = null;
  private readonly entLo: Float64Array | null = null;
  private readonly slot: Int32Array | null = null;
  /** Memo hits so far (sub-problems added from the cache instead of searched). */
  memoHits = 0;
  // Endgame (count mode without multiplicities): active primary items, and the residual search.
  private readonly np: number;
  private activePrimary: number;
  private readonly endgame: boolean;
  private readonly rLo: Int32Array;
  private readonly rHi: Int32Array;
  private readonly rStart: Int32Array;
  private readonly rLen: Int32Array;
  private readonly rCovLo: Int32Array;
  private readonly rCovHi: Int32Array;
  private readonly rBitLo: Int32Array;
  private readonly rBitHi: Int32Array;
  private readonly rPos: Int32Array;
  private readonly planeLo = new Int32Array(16);
  private readonly planeHi = new Int32Array(16);
  private readonly bitOf: Int32Array;
  private readonly optStamp: Int32Array;
  private readonly secStamp: Int32Array;
  private stamp = 0;
  private rLevel = 0;
  private rEnter = true;
  private rPrimLo = 0;
  private rPrimHi = 0;
  /** Per level: thermometer counts of options per item (≥1 … ≥5), lo words then hi words. */
  private readonly rGe: Int32Array;

  constructor(problem: ExactCoverProblem, opts: ExactCoverOptions = {}) {
    this.problem = problem;
    this.countOnly = opts.countOnly === true;
    const nItems = problem.items.length;
    const nOpts = problem.optionStart.length - 1;
    const nNodes = nItems + 2 + problem.optionItems.length + nOpts;
    const top = (this.top = new Int32Array(nNodes));
    const ulink = (this.ulink = new Int32Array(nNodes));
    const dlink = (this.dlink = new Int32Array(nNodes));
    const llink = (this.llink = new Int32Array(nItems + 2));
    const rlink = (this.rlink = new Int32Array(nItems + 2));
    const len = (this.len = new Int32Array(nItems + 2));
    const optOf = (this.optOf = new Int32Array(nNodes).fill(-1));
    // Root 0 heads the circular list of primary items; secondary items link to themselves.
    const np = problem.primary;
    for (let i = 0; i <= np; i++) {
      llink[i] = i === 0 ? np : i - 1;
      rlink[i] = i === np ? 0 : i + 1;
    }
    for (let i = np + 1; i <= nItems; i++) {
      llink[i] = i;
      rlink[i] = i;
    }
    for (let i = 1; i <= nItems; i++) {
      ulink[i] = i;
      dlink[i] = i;
    }
    let p = nItems + 1;
    let spacer = p;
    top[p] = 0;
    p++;
    for (let k = 0; k < nOpts; k++) {
      const first = p;
      for (let t = problem.optionStart[k]; t < problem.optionStart[k + 1]; t++) {
        const it = problem.optionItems[t] + 1;
        top[p] = it;
        optOf[p] = k;
        len[it]++;
        const u = ulink[it];
        ulink[p] = u;
        dlink[u] = p;
        dlink[p] = it;
        ulink[it] = p;
        p++;
      }
      dlink[spacer] = p - 1;
      top[p] = -(k + 1);
      ulink[p] = first;
      spacer = p;
      p++;
    }
    dlink[spacer] = spacer;
    if (problem.multiplicity) {
      this.need = new Int32Array(nItems + 2).fill(1);
      this.isMult = new Uint8Array(nItems + 2);
      for (let i = 0; i < np; i++) {
        this.need[i + 1] = problem.multiplicity[i];
        if (problem.multiplicity[i] > 1) this.isMult[i + 1] = 1;
      }
    } else {
      this.need = null;
      this.isMult = null;
    }
    this.np = np;
    this.activePrimary = np;
    this.endgame = this.countOnly && this.need === null;
    const eg = this.endgame;
    const arena = eg ? RESIDUAL_DEPTH * RESIDUAL_MAX_OPTIONS : 0;
    const levels = eg ? RESIDUAL_DEPTH + 1 : 0;
    this.rLo = new Int32Array(arena);
    this.rHi = new Int32Array(arena);
    this.rStart = new Int32Array(levels);
    this.rLen = new Int32Array(levels);
    this.rCovLo = new Int32Array(levels);
    this.rCovHi = new Int32Array(levels);
    this.rBitLo = new Int32Array(levels);
    this.rBitHi = new Int32Array(levels);
    this.rPos = new Int32Array(levels);
    this.rGe = new Int32Array(levels * 10);
    this.bitOf = new Int32Array(eg ? nItems + 2 : 0);
    this.secStamp = new Int32Array(eg ? nItems + 2 : 0);
    this.optStamp = new Int32Array(eg ? nOpts : 0);
    const depth = nItems + 2 + (this.need ? this.need.reduce((a, b) => a + b, 0) : 0);
    this.item = new Int32Array(depth);
    this.x = new Int32Array(depth);
    this.mode = new Uint8Array(depth);
    this.rank = new Int32Array(depth);
    this.size = new Int32Array(depth);
    this.exTop = new Int32Array(depth);
    this.excluded = new Int32Array(this.need ? nOpts + 1 : 1);
    const memo = opts.memoEntries ?? 0;
    if (this.countOnly && memo > 0 && !this.need) {
      let cap = 1;
      while (cap < memo) cap *= 2;
      this.keyWords = (nItems + 1 + 31) >>> 5;
      this.memoMask = cap - 1;
      this.memoBits = new Int32Array(this.keyWords);
      this.memoKeys = new Int32Array(cap * this.keyWords);
      this.memoUsed = new Uint8Array(cap);
      this.memoHi = new Float64Array(cap);
      this.memoLo = new Float64Array(cap);
      this.entHi = new Float64Array(depth);
      this.entLo = new Float64Array(depth);
      this.slot = new Int32Array(depth);
    }
    // Fixed options: their items are covered once, before the search, and never undone.
    this.fixedOptions = Int32Array.from(opts.fixed ?? []);
    this.fixAll(this.fixedOptions);
  }

  /** Solutions found so far (in count mode: counted so far; the total once 'done'). */
  get count(): bigint {
    return BigInt(this.cntHi) * BigInt(TWO32) + BigInt(this.cntLo);
  }

  /** True once the search is exhausted. */
  get done(): boolean {
    return this.phase === DONE;
  }

  /**
   * Estimated fraction of the search tree already explored (0…1), from the position of each
   * level's option among its siblings (each sibling assumed to be equal in size).
   */
  progress(): number {
    if (this.phase === DONE) return 1;
    let f = 0;
    let w = 1;
    for (let l = 0; l < this.level; l++) {
      const s = this.size[l];
      if (s <= 0) break;
      f += (w * this.rank[l]) / s;
      w /= s;
    }
    return Math.min(1, f);
  }

  /**
   * The options of the solution just found (valid right after run() returned 'solution'; the
   * fixed options first, then one per level).
   */
  solution(): Int32Array {
    const out = new Int32Array(this.fixedOptions.length + this.level);
    out.set(this.fixedOptions);
    for (let l = 0; l < this.level; l++) out[this.fixedOptions.length + l] = this.optOf[this.x[l]];
    return out;
  }

  /** Node of the first item of option k (options follow the headers, one spacer before each). */
  private firstNode(k: number): number {
    return this.problem.items.length + 2 + this.problem.optionStart[k] + k;
  }

  /** Takes the fixed options, checking that they fit together. */
  private fixAll(fixed: ArrayLike<number>): void {
    const p = this.problem;
    const uses = new Int32Array(p.items.length);
    for (let f = 0; f < fixed.length; f++) {
      const k = fixed[f];
      if (!Number.isInteger(k) || k < 0 || k >= p.optionStart.length - 1) {
        throw new RangeError(`fixed option ${k} does not exist`);
      }
      for (let t = p.optionStart[k]; t < p.optionStart[k + 1]; t++) {
        const i = p.optionItems[t];
        const cap = i < p.primary ? (p.multiplicity?.[i] ?? 1) : 1;
        if (++uses[i] > cap) throw new RangeError(`fixed options cover ${p.items[i]} too often`);
      }
    }
    for (let f = 0; f < fixed.length; f++) this.selectWhole(this.firstNode(fixed[f]));
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
    let p = x;
    do {
      this.hideNode(p);
      p = this.nextInOption(p);
    } while (p !== x);
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

  private addCount(hi: number, lo: number): void {
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

  /** Home slot of the current covered-item set in the memo table (FNV-style mixing). */
  private memoHash(): number {
    const bits = this.memoBits!;
    let h = 0x811c9dc5 | 0;
    for (let w = 0; w < this.keyWords; w++) {
      h = Math.imul(h ^ bits[w], 0x01000193);
      h ^= h >>> 15;
    }
    h = Math.imul(h ^ (h >>> 13), 0x5bd1e995);
    return (h ^ (h >>> 15)) & this.memoMask;
  }

  /** Finds the current set in the memo: its slot (≥ 0) on a hit, else −1 − (slot to fill). */
  private memoFind(): number {
    const keys = this.memoKeys!;
    const used = this.memoUsed!;
    const bits = this.memoBits!;
    const kw = this.keyWords;
    const home = this.memoHash();
    for (let probe = 0; probe < 4; probe++) {
      const s = (home + probe) & this.memoMask;
      if (used[s] === 0) return -1 - s;
      let same = true;
      for (let w = 0; w < kw; w++) {
        if (keys[s * kw + w] !== bits[w]) {
          same = false;
          break;
        }
      }
      if (same) return s;
    }
    return -1 - home; // table crowded here: replace the home entry
  }

  /**
   * Runs the search for at most `budget` more nodes. Returns 'solution' when one was found
   * (not in count mode; read it with solution(), call run() again to go on), 'done' when the
   * search is exhausted, 'paused' when the budget ran out (call run() again to resume).
   */
  run(budget = Infinity): SearchStatus {
    if (this.phase === DONE) return 'done';
    const dlink = this.dlink;
    const rlink = this.rlink;
    const len = this.len;
    const need = this.need;
    const item = this.item;
    const x = this.x;
    const mode = this.mode;
    const rank = this.rank;
    const size = this.size;
    const memo = this.memoBits !== null;
    const stopAt = this.nodes + budget;
    let l = this.level;
    let phase = this.phase;
    let nodes = this.nodes;
    for (;;) {
      if (phase === RESIDUAL) {
        const used = this.residualRun(stopAt - nodes);
        nodes += used;
        if (this.rLevel >= 0) {
          this.level = l;
          this.phase = RESIDUAL;
          this.nodes = nodes;
          return 'paused';
        }
        if (memo) this.memoStore(l);
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
            return 'solution';
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
        // MRV: fewest options; items that need more than one option only when nothing else is left.
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
        nodes++;
        if (bestLen === 0) {
          phase = BACK;
          continue;
        }
        if (memo) {
          const s = this.memoFind();
          if (s >= 0) {
            this.memoHits++;
            this.addCount(this.memoHi![s], this.memoLo![s]);
            phase = BACK;
            continue;
          }
          this.slot![l] = -1 - s;
          this.entHi![l] = this.cntHi;
          this.entLo![l] = this.cntLo;
        }
        if (this.endgame && this.activePrimary <= 64 && this.residualStart()) {
          nodes--; // the endgame counts this node itself
          phase = RESIDUAL;
          continue;
        }
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
        if (memo) this.memoStore(l);
        phase = BACK;
        continue;
      }
      if (mode[l] === 0) this.select(xl);
      else this.selectWhole(xl);
      l++;
      phase = ENTER;
    }
  }

  /**
   * Copies the residual problem into masks: active primary items get bits 0…p−1 in list order
   * (so MRV ties break as in the links), secondary items that still matter the next bits, and
   * each active option one 64-bit mask (lo, hi). False (stay with the links) when it does not
   * fit 64 bits or RESIDUAL_MAX_OPTIONS options.
   */
  private residualStart(): boolean {
    const stamp = ++this.stamp;
    const { rlink, dlink, top, optOf, bitOf, secStamp, optStamp, rLo, rHi } = this;
    const opStart = this.problem.optionStart;
    const nItems = this.problem.items.length;
    let bits = 0;
    for (let c = rlink[0]; c !== 0; c = rlink[c]) bitOf[c] = bits++;
    const primaryBits = bits;
    let m = 0;
    for (let c = rlink[0]; c !== 0; c = rlink[c]) {
      for (let p = dlink[c]; p !== c; p = dlink[p]) {
        const k = optOf[p];
        if (optStamp[k] === stamp) continue;
        optStamp[k] = stamp;
        if (m === RESIDUAL_MAX_OPTIONS) return false;
        let lo = 0;
        let hi = 0;
        const first = nItems + 2 + opStart[k] + k;
        const end = first + opStart[k + 1] - opStart[k];
        for (let q = first; q < end; q++) {
          const it = top[q];
          if (it > this.np && secStamp[it] !== stamp) {
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
        m++;
      }
    }
    this.rPrimLo = primaryBits >= 32 ? -1 : (1 << primaryBits) - 1;
    this.rPrimHi = primaryBits <= 32 ? 0 : primaryBits === 64 ? -1 : (1 << (primaryBits - 32)) - 1;
    this.rStart[0] = 0;
    this.rLen[0] = m;
    this.rCovLo[0] = 0;
    this.rCovHi[0] = 0;
    this.rGe.fill(0, 0, 10);
    for (let i = 0; i < m; i++) addThermometer(this.rGe, 0, rLo[i], rHi[i]);
    this.rLevel = 0;
    this.rEnter = true;
    return true;
  }

  /**
   * Runs the endgame for at most `budget` nodes; returns the nodes used. rLevel is −1 once the
   * residual problem is finished (its solutions added to the count).
   *
   * MRV without counting in most nodes: while a parent filters its options into a child's list
   * it also builds the child's "thermometer" masks ge1 … ge5 (items with at least 1 … 5
   * options). An item with none is a dead end; the items with exactly one (else two, …) options
   * are read off the masks, the lowest one wins as in the links. Only when every needed item
   * has five or more options are the exact counts added up, with bit-sliced counters.
   */
  private residualRun(budget: number): number {
    const { rLo, rHi, rStart, rLen, rCovLo, rCovHi, rBitLo, rBitHi, rPos, rGe } = this;
    const primLo = this.rPrimLo;
    const primHi = this.rPrimHi;
    let t = this.rLevel;
    let enter = this.rEnter;
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
    this.rLevel = t;
    this.rEnter = enter;
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

  /** Stores the count of the sub-problem just finished at level l. */
  private memoStore(l: number): void {
    const s = this.slot![l];
    const kw = this.keyWords;
    const bits = this.memoBits!;
    for (let w = 0; w < kw; w++) this.memoKeys![s * kw + w] = bits[w];
    this.memoUsed![s] = 1;
    let lo = this.cntLo - this.entLo![l];
    let hi = this.cntHi - this.entHi![l];
    if (lo < 0) {
      lo += TWO32;
      hi--;
    }
    this.memoHi![s] = hi;
    this.memoLo![s] = lo;
  }
}

/** Counts every solution (exact, bigint). */
export function countExactCover(
  problem: ExactCoverProblem,
  opts: { memoEntries?: number; fixed?: readonly number[] } = {},
): { count: bigint; nodes: number } {
  const s = new ExactCoverSearch(problem, { ...opts, countOnly: true });
  s.run();
  return { count: s.count, nodes: s.nodes };
}

/** The first solution (option ids), or null when there is none. */
export function firstExactCover(problem: ExactCoverProblem): Int32Array | null {
  const s = new ExactCoverSearch(problem);
  return s.run() === 'solution' ? s.solution() : null;
}

/** Every solution as a stream of option-id arrays (each a fresh array). */
export function* exactCoverSolutions(problem: ExactCoverProblem): Generator<Int32Array> {
  const s = new ExactCoverSearch(problem);
  while (s.run() === 'solution') yield s.solution();
}
