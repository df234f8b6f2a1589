/**
 * Random access to a tiling listing (docs/listing.md): the k-th tiling (0-based) of `placer tile
 * --list`, with or without --distinct, found without listing the k before it. The units'
 * counts (given, or counted here one by one) say which unit holds it; inside the unit the search
 * node's children are counted in the order the search visits them, and the seek goes into the
 * child that holds k, down to the tiling itself. Counting a child is a plain count — or, where
 * the unit's tilings must be compared with their images (a distinct listing, a placement on a
 * symmetry axis), a listing of that child that keeps the canonical ones.
 *
 * Once fewer than CAPPED_BELOW tilings are left to pass over, a branch (unit or child) is listed
 * instead, and the listing stops as soon as it passes them: that branch holds the k-th tiling,
 * and its whole count (which may be huge — the first unit of a large region) is never needed.
 * A count stopped so is a lower bound, never kept as a unit's count.
 *
 * The result is a cursor: the branches the listing goes on with, the k-th tiling first, so a
 * TilingSearch over it lists from k on exactly as the whole listing would.
 */
import { runToEnd } from '../run/drive.js';
import { unitsProgress, type Engine, type Progress, type RunStatus } from '../run/engine.js';
import { checkFeasible, type TilingProblem } from './problem.js';
import { classifyTiling, type SymmetryMode } from './symmetryPlan.js';
import {
  prepareTiling,
  TilingSearch,
  wholeSubproblem,
  type SearchItem,
  type TilingSearchOptions,
  type TilingSetup,
} from './tile.js';
import type { EngineChoice, TilingBranch, TilingEngine } from './tilingEngine.js';

/** Which listing: every tiling, or one per symmetry class (--distinct). */
export interface TilingListing {
  readonly distinct: boolean;
  /** For a distinct listing: break the symmetry in the search (default) or compare each. */
  readonly symmetry?: SymmetryMode;
  readonly engine?: EngineChoice;
  /** Dancing links only: cache entries for memoised counting (0 = off). */
  readonly memoEntries?: number;
}

/** The search options of a listing (so a seek and the listing after it share one setup). */
export function listingOptions(l: TilingListing): TilingSearchOptions {
  return {
    mode: 'list',
    distinctOnly: l.distinct,
    symmetry: l.symmetry,
    engine: l.engine,
    memoEntries: l.memoEntries,
  };
}

/** A level of the way down: the children of a node, and the one gone into. */
interface Step {
  readonly children: readonly TilingBranch[];
  readonly at: number;
}

/**
 * With fewer tilings than this left to pass over, a branch is listed and the listing stopped
 * once it passes them, rather than counted to its end (listing so many costs little more than
 * counting them; past them a count may run for minutes).
 */
export const CAPPED_BELOW = 1n << 12n;

/**
 * Finding the k-th tiling (0-based) of a listing, as an Engine: counts whole units, then goes
 * down one.
 */
export class TilingSeek implements Engine {
  /** After 'done': the listing from the k-th tiling on; null when k is past the end. */
  cursor: SearchItem[] | null = null;
  /** Tilings the listing has per unit, as far as counted (in the plan's order). */
  readonly unitCounts: (bigint | null)[];

  private readonly setup: TilingSetup;
  private readonly eng: TilingEngine | null;
  private readonly distinct: boolean;
  /** Tilings still to pass over. */
  private left: bigint;
  private unit = 0;
  /** Inside the unit: the way down so far, and the children of the node reached. */
  private readonly path: Step[] = [];
  private children: readonly TilingBranch[] | null = null;
  private child = 0;
  // The branch being counted.
  private counting = false;
  private classify = false;
  /** The count lists and stops once it passes `left` (see CAPPED_BELOW). */
  private capped = false;
  private counted = 0n;
  /** The last count stopped early: `counted` is a lower bound, the branch holds the tiling. */
  private stoppedEarly = false;
  private nodesBefore = 0;
  private finished = false;

  /**
   * `setup`: prepared with listingOptions(listing) (default: a new one); `unitCounts`: the
   * listing's tilings per unit, in plan order, where already known, so those units are not
   * counted again (for a distinct listing that breaks the symmetry: the `distinct` counts of
   * countTilingUnit, the units of a count being the same). `cappedBelow`: see CAPPED_BELOW
   * (0: every branch counted to its end).
   */
  constructor(
    private readonly problem: TilingProblem,
    k: bigint,
    listing: TilingListing,
    setup: TilingSetup = prepareTiling(problem, listingOptions(listing)),
    unitCounts: readonly (bigint | null)[] = [],
    private readonly cappedBelow: bigint = CAPPED_BELOW,
  ) {
    if (k < 0n) throw new RangeError(`tiling index ${k} is negative`);
    this.setup = setup;
    this.eng = setup.engine;
    this.distinct = listing.distinct;
    this.left = k;
    const n = setup.plan.subproblems.length;
    this.unitCounts = Array.from({ length: n }, (_, i) => unitCounts[i] ?? null);
  }

  /** Search nodes spent counting so far. */
  get nodes(): number {
    return this.nodesBefore + (this.counting ? (this.eng as TilingEngine).nodes() : 0);
  }

  /** Steps are nodes; the pieces of work are the units passed over (then the way down). */
  progress(): Progress {
    const total = this.unitCounts.length;
    const inner = this.counting ? (this.eng as TilingEngine).fraction() : 0;
    return unitsProgress(this.nodes, this.unit, total, inner, this.finished);
  }

  /** Runs for about `budget` nodes: 'done' once the k-th tiling is found or known not to be. */
  run(budget = Infinity): RunStatus {
    if (this.finished) return 'done';
    const plan = this.setup.plan;
    let left = budget;
    for (;;) {
      if (this.children === null) {
        // Passing over whole units.
        if (this.unit === plan.subproblems.length) return this.finish(null);
        let c = this.unitCounts[this.unit];
        if (c === null) {
          if (!this.counting) this.startCount(wholeSubproblem(plan, this.unit).branch);
          left -= this.stepCount(left);
          if (this.counting) return 'paused';
          c = this.counted;
          // A count stopped early is no unit count (TilingListingIndex keeps these).
          if (!this.stoppedEarly) this.unitCounts[this.unit] = c;
        }
        if (this.left < c) {
          const leaf = this.enter(wholeSubproblem(plan, this.unit).branch);
          if (leaf !== null) return this.finish(leaf);
        } else {
          this.left -= c;
          this.unit++;
        }
      } else {
        // Going down: count the children in order until one holds the tiling.
        if (this.child === this.children.length) {
          throw new Error('unreachable: the children of a node hold all its tilings');
        }
        if (!this.counting) this.startCount(this.children[this.child]);
        left -= this.stepCount(left);
        if (this.counting) return 'paused';
        if (this.left < this.counted) {
          this.path.push({ children: this.children, at: this.child });
          const leaf = this.enter(this.children[this.child]);
          if (leaf !== null) return this.finish(leaf);
        } else {
          this.left -= this.counted;
          this.child++;
        }
      }
      if (left <= 0) return 'paused';
    }
  }

  /** Opens a node on the way down; returns it when it is a tiling itself, else null. */
  private enter(node: TilingBranch): TilingBranch | null {
    const eng = this.eng as TilingEngine;
    eng.open(node, true);
    const children = eng.children();
    if (children === null) return node;
    this.children = children;
    this.child = 0;
    return null;
  }

  private finish(leaf: TilingBranch | null): RunStatus {
    this.finished = true;
    if (leaf !== null) {
      const sub = this.unit;
      const items: SearchItem[] = [{ sub, branch: leaf }];
      for (let d = this.path.length - 1; d >= 0; d--) {
        const { children, at } = this.path[d];
        for (let j = at + 1; j < children.length; j++) items.push({ sub, branch: children[j] });
      }
      const plan = this.setup.plan;
      for (let u = sub + 1; u < plan.subproblems.length; u++) items.push(wholeSubproblem(plan, u));
      this.cursor = items;
    }
    return 'done';
  }

  private startCount(branch: TilingBranch): void {
    const check = this.setup.plan.subproblems[this.unit].check;
    this.classify = this.distinct && check.length > 0;
    this.capped = this.left < this.cappedBelow;
    (this.eng as TilingEngine).open(branch, !this.classify && !this.capped);
    this.counting = true;
    this.counted = 0n;
    this.stoppedEarly = false;
  }

  /** Counts on for about `budget` nodes; returns the nodes used (counting is false when done). */
  private stepCount(budget: number): number {
    const eng = this.eng as TilingEngine;
    const s = this.setup.plan.subproblems[this.unit];
    let used = 0;
    for (;;) {
      const before = eng.nodes();
      const st = eng.run(budget - used);
      used += eng.nodes() - before;
      if (st === 'paused') return used;
      if (st === 'done') {
        if (!this.classify) this.counted = eng.count();
        this.nodesBefore += eng.nodes();
        this.counting = false;
        return used;
      }
      // 'found' (listing, capped or comparing with the images): when comparing, only the
      // smallest of its class is listed.
      if (
        !this.classify ||
        classifyTiling(this.problem, this.setup.plan.symmetry, eng.solution(), s.check).canonical
      ) {
        this.counted++;
        if (this.capped && this.counted > this.left) {
          // The branch holds the tiling sought: no need to count the rest of it.
          this.stoppedEarly = true;
          this.nodesBefore += eng.nodes();
          this.counting = false;
          return used;
        }
      }
      if (used >= budget) return used;
    }
  }
}

/** A tiling of a listing, as the listing reports it. */
export interface ListedTiling {
  /** Placement ids. */
  readonly tiling: Int32Array;
  /** Orbit size of its class under the problem's symmetry (JSON's `orbit`). */
  readonly orbit: number;
  /** @deprecated The same as `orbit`, its old name (the CLI and the page still read it). */
  readonly orbitSize: number;
  readonly canonical: boolean;
}

/**
 * One listing of one problem, read from any index: keeps the setup (plan, engine) and the units'
 * counts learnt so far, so each further read only goes down one unit.
 */
export class TilingListingIndex {
  private readonly setup: TilingSetup;
  private readonly opts: TilingSearchOptions;
  private unitCounts: readonly (bigint | null)[];

  /** `unitCounts`, `cappedBelow`: see TilingSeek. */
  constructor(
    readonly problem: TilingProblem,
    readonly listing: TilingListing,
    unitCounts: readonly (bigint | null)[] = [],
    private readonly cappedBelow: bigint = CAPPED_BELOW,
  ) {
    checkFeasible(problem);
    this.opts = listingOptions(listing);
    this.setup = prepareTiling(problem, this.opts);
    this.unitCounts = unitCounts;
  }

  /** A seek for the k-th tiling, to run in slices; learn() its counts once it is done. */
  seek(k: bigint): TilingSeek {
    return new TilingSeek(
      this.problem,
      k,
      this.listing,
      this.setup,
      this.unitCounts,
      this.cappedBelow,
    );
  }

  /** Keeps the units' counts a finished seek learnt. */
  learn(seek: TilingSeek): void {
    this.unitCounts = seek.unitCounts;
  }

  /**
   * The listing from a finished seek's cursor on (its first tiling is the one sought); without
   * one, the whole listing.
   */
  listFrom(cursor?: readonly SearchItem[]): TilingSearch {
    return new TilingSearch(this.problem, { ...this.opts, items: cursor }, this.setup);
  }

  /** The k-th tiling (0-based), or null when the listing has k tilings or fewer. */
  at(k: bigint): ListedTiling | null {
    const seek = this.seek(k);
    runToEnd(seek);
    this.learn(seek);
    if (seek.cursor === null) return null;
    const s = this.listFrom(seek.cursor);
    if (s.run() !== 'found') throw new Error('unreachable: the cursor starts at a tiling');
    return { tiling: s.tiling, orbit: s.orbitSize, orbitSize: s.orbitSize, canonical: s.canonical };
  }
}

/**
 * The k-th tiling (0-based) of a listing — `placer tile --list [--distinct]` in the same order —
 * or null when the listing has k tilings or fewer. For many reads, keep a TilingListingIndex.
 */
export function tilingAt(p: TilingProblem, k: bigint, listing: TilingListing): ListedTiling | null {
  return new TilingListingIndex(p, listing).at(k);
}

/** The k-th (0-based) distinct tiling: the k+1-th of `placer tile --list --distinct`. */
export function distinctTilingAt(p: TilingProblem, k: bigint): ListedTiling | null {
  return tilingAt(p, k, { distinct: true });
}
