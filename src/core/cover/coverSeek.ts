/**
 * Random access to an exact-cover listing (docs/listing.md): the k-th solution (0-based) of `placer
 * cover --list`, found without listing the k before it. The units of a count (coverUnits.ts)
 * are the root's branches in the listing's order, so their counts (given, e.g. a page's count,
 * or counted here once each) say which unit holds solution k; inside it the node's children
 * (again the branches of the option the search takes first, rootBranches()) are counted in
 * order and the seek goes into the one that holds k, down to a node of at most `listWithin`
 * solutions, which is listed. The concatenation of the branches' listings is the whole listing
 * (tested in coverUnits.test.ts), so the seek lands where the listing would.
 *
 * Once fewer than CAPPED_BELOW solutions are left to pass over, a branch (unit or child) is
 * listed instead of counted, and the listing stops as soon as it passes them: that branch holds
 * solution k, and its whole count (which may be huge — the first unit of a large instance) is
 * never needed. A count stopped so is a lower bound, never kept as a unit's count.
 *
 * The result is a cursor: the branches the listing goes on with (the node that holds solution k,
 * with the solutions before k in it to pass over, then the later siblings on the way up, then the
 * later units), so a CoverCursorSearch over it lists from k on exactly as the whole listing does.
 */
import { runToEnd } from '../run/drive.js';
import {
  progressOf,
  unitsProgress,
  type Engine,
  type Progress,
  type RunStatus,
} from '../run/engine.js';
import { planExactCoverUnits, type ExactCoverUnit } from './coverUnits.js';
import type { CoverBranch } from './exactCover.js';
import { coverSearch, type CoverSearch } from './coverSearch.js';
import type { ExactCoverProblem } from './problem.js';

/** How a seek counts: its counting cache, and the node size it lists rather than goes into. */
export interface CoverSeekOptions {
  /** Cache entries of each count (memo.ts; default 2^14; 0: none). */
  readonly memoEntries?: number;
  /**
   * A node with at most this many solutions is listed, not counted child by child (default
   * 1024: listing that many is cheaper than building a search per child).
   */
  readonly listWithin?: number;
  /** See CAPPED_BELOW (default; 0: every branch counted to its end). */
  readonly cappedBelow?: number;
}

/** Where a listing goes on: branches in order, the first one's first `skip` solutions passed over. */
export interface CoverCursor {
  readonly branches: readonly CoverBranch[];
  readonly skip: number;
}

const DEFAULT_MEMO = 1 << 14;
const DEFAULT_LIST_WITHIN = 1024;
/** Children of a node of at most this many solutions are counted without a cache. */
const MEMO_ABOVE = 1n << 16n;
/**
 * With fewer solutions than this left to pass over, a branch is listed and the listing stopped
 * once it passes them, rather than counted to its end (listing so many costs little more than
 * counting them; past them a count may run for minutes).
 */
export const CAPPED_BELOW = 1n << 12n;

/** A level of the way down: the children of a node, and the one gone into. */
interface Step {
  readonly children: readonly CoverBranch[];
  readonly at: number;
}

/** Finding the k-th solution of a listing, as an Engine whose steps are search nodes. */
export class CoverSeek implements Engine {
  /** After 'done': the listing from the k-th solution on; null when k is past the end. */
  cursor: CoverCursor | null = null;
  /** Solutions per unit as far as counted (plan order). */
  readonly unitCounts: (bigint | null)[];

  private readonly memoEntries: number;
  private readonly listWithin: bigint;
  private readonly cappedBelow: bigint;
  /** Solutions still to pass over. */
  private left: bigint;
  private unit = 0;
  /**
   * The node gone into (null: still passing over whole units), and its solutions (at least
   * `left` + 1 where its count stopped early).
   */
  private node: CoverBranch | null = null;
  private nodeCount = 0n;
  private children: readonly CoverBranch[] | null = null;
  private child = 0;
  private readonly path: Step[] = [];
  /** The count under way (of a unit or of a child), if any. */
  private counter: CoverSearch | null = null;
  private nodesBefore = 0;
  private finished = false;

  constructor(
    private readonly problem: ExactCoverProblem,
    private readonly units: readonly ExactCoverUnit[],
    k: bigint,
    opts: CoverSeekOptions = {},
    unitCounts: readonly (bigint | null)[] = [],
  ) {
    if (k < 0n) throw new RangeError(`solution index ${k} is negative`);
    this.left = k;
    this.memoEntries = opts.memoEntries ?? DEFAULT_MEMO;
    this.listWithin = BigInt(opts.listWithin ?? DEFAULT_LIST_WITHIN);
    this.cappedBelow = opts.cappedBelow === undefined ? CAPPED_BELOW : BigInt(opts.cappedBelow);
    this.unitCounts = units.map((_, i) => unitCounts[i] ?? null);
  }

  /** Search nodes spent counting so far. */
  get nodes(): number {
    return this.nodesBefore + (this.counter?.nodes ?? 0);
  }

  /** Steps are nodes; the pieces of work are the units passed over (then the way down). */
  progress(): Progress {
    const total = this.units.length;
    const inner = this.node === null && this.counter !== null ? this.counter.fraction() : 0;
    return unitsProgress(this.nodes, this.unit, total, inner, this.finished);
  }

  /** Runs for about `budget` nodes: 'done' once solution k is found or known not to exist. */
  run(budget = Infinity): RunStatus {
    if (this.finished) return 'done';
    let left = budget;
    for (;;) {
      if (this.node === null) {
        // Passing over whole units.
        if (this.unit === this.units.length) return this.finish();
        let c = this.unitCounts[this.unit];
        if (c === null) {
          left -= this.count(this.units[this.unit].branch, left, this.memoEntries);
          if (this.counter !== null) return 'paused';
          c = this.counted;
          // A count stopped early is no unit count (CoverListingIndex keeps these).
          if (!this.stoppedEarly) this.unitCounts[this.unit] = c;
        }
        if (this.left < c) this.enter(this.units[this.unit].branch, c);
        else {
          this.left -= c;
          this.unit++;
        }
      } else {
        if (this.nodeCount <= this.listWithin) return this.finish();
        if (this.children === null) {
          const children = coverSearch(this.problem, {
            ...this.node,
            endgame: false,
          }).rootBranches();
          // A node with solutions but no children is a solution itself (its count is 1).
          if (children === null) return this.finish();
          this.children = children;
          this.child = 0;
        }
        if (this.child === this.children.length) {
          throw new Error('unreachable: the children of a node hold all its solutions');
        }
        const branch = this.children[this.child];
        // A cache pays for its table only where there is much to count.
        left -= this.count(branch, left, this.nodeCount > MEMO_ABOVE ? this.memoEntries : 0);
        if (this.counter !== null) return 'paused';
        const c = this.counted;
        if (this.left < c) {
          this.path.push({ children: this.children, at: this.child });
          this.enter(branch, c);
        } else {
          this.left -= c;
          this.child++;
        }
      }
      if (left <= 0) return 'paused';
    }
  }

  private counted = 0n;
  /** The count under way lists and stops once it passes `left` (see CAPPED_BELOW). */
  private capped = false;
  /** The last count stopped early: `counted` is a lower bound, the branch holds solution k. */
  private stoppedEarly = false;

  /** Counts a branch for about `budget` nodes (counter stays set until done); nodes used. */
  private count(branch: CoverBranch, budget: number, memoEntries: number): number {
    let c = this.counter;
    if (c === null) {
      this.capped = this.left < this.cappedBelow;
      this.stoppedEarly = false;
      this.counted = 0n;
      c = this.counter = coverSearch(
        this.problem,
        this.capped ? branch : { ...branch, countOnly: true, memoEntries },
      );
    }
    const before = c.nodes;
    const stopAt = before + budget;
    for (;;) {
      const st = c.run(Math.max(0, stopAt - c.nodes));
      if (st === 'paused') break;
      if (st === 'found') {
        // Listing (capped): the branch holds solution k once it passes `left`.
        this.counted++;
        if (this.counted <= this.left) {
          if (c.nodes >= stopAt) break;
          continue;
        }
        this.stoppedEarly = true;
      } else if (!this.capped) this.counted = c.count;
      this.nodesBefore += c.nodes;
      this.counter = null;
      break;
    }
    return c.nodes - before;
  }

  private enter(node: CoverBranch, count: bigint): void {
    this.node = node;
    this.nodeCount = count;
    this.children = null;
  }

  private finish(): RunStatus {
    this.finished = true;
    const node = this.node;
    if (node !== null) {
      const branches: CoverBranch[] = [node];
      for (let d = this.path.length - 1; d >= 0; d--) {
        const { children, at } = this.path[d];
        branches.push(...children.slice(at + 1));
      }
      for (let u = this.unit + 1; u < this.units.length; u++) branches.push(this.units[u].branch);
      this.cursor = { branches, skip: Number(this.left) };
    }
    return 'done';
  }
}

/** A listing over a cursor's branches, as an Engine: 'found' at each solution, in order. */
export class CoverCursorSearch implements Engine {
  private at = 0;
  private search: CoverSearch | null = null;
  private skip: number;
  private nodesBefore = 0;
  /** Solutions listed so far (the ones passed over not included). */
  private found = 0n;

  constructor(
    private readonly problem: ExactCoverProblem,
    private readonly cursor: CoverCursor,
  ) {
    this.skip = cursor.skip;
  }

  get nodes(): number {
    return this.nodesBefore + (this.search?.nodes ?? 0);
  }

  /** The options of the solution just found (after run() returned 'found'). */
  solution(): Int32Array {
    if (this.search === null) throw new Error('no solution found yet');
    return this.search.solution();
  }

  progress(): Progress {
    const total = this.cursor.branches.length;
    const inner = this.search?.fraction() ?? 0;
    return progressOf(this.nodes, 'nodes', {
      done: this.at,
      total,
      fraction: total === 0 ? 1 : Math.min(1, (this.at + inner) / total),
      found: this.found,
    });
  }

  run(budget = Infinity): RunStatus {
    const stopAt = this.nodes + budget;
    for (;;) {
      if (this.search === null) {
        if (this.at === this.cursor.branches.length) return 'done';
        this.search = coverSearch(this.problem, this.cursor.branches[this.at]);
      }
      const s = this.search;
      const st = s.run(Math.max(0, stopAt - this.nodes));
      if (st === 'paused') return 'paused';
      if (st === 'found') {
        if (this.skip === 0) {
          this.found++;
          return 'found';
        }
        this.skip--;
        continue;
      }
      this.nodesBefore += s.nodes;
      this.search = null;
      this.at++;
    }
  }
}

/**
 * One listing of one instance, read from any index: keeps the units and their counts learnt so
 * far, so each further read only goes down one unit.
 */
export class CoverListingIndex {
  readonly units: readonly ExactCoverUnit[];
  private unitCounts: readonly (bigint | null)[];

  /** `unitCounts`: solutions per unit in plan order where known (a count's), so not counted again. */
  constructor(
    readonly problem: ExactCoverProblem,
    private readonly opts: CoverSeekOptions = {},
    unitCounts: readonly (bigint | null)[] = [],
  ) {
    this.units = planExactCoverUnits(problem);
    this.unitCounts = unitCounts;
  }

  /** Solutions per unit learnt so far (plan order; null where not counted). */
  get counts(): readonly (bigint | null)[] {
    return this.units.map((_, i) => this.unitCounts[i] ?? null);
  }

  /** A seek for the k-th solution, to run in slices; learn() its counts once it is done. */
  seek(k: bigint): CoverSeek {
    return new CoverSeek(this.problem, this.units, k, this.opts, this.unitCounts);
  }

  /** Keeps the units' counts a finished seek learnt. */
  learn(seek: CoverSeek): void {
    this.unitCounts = seek.unitCounts;
  }

  /** The listing from a finished seek's cursor on; without one, the whole listing. */
  listFrom(cursor?: CoverCursor): CoverCursorSearch {
    return new CoverCursorSearch(
      this.problem,
      cursor ?? { branches: [{ fixed: [], excluded: [] }], skip: 0 },
    );
  }

  /** The k-th solution (0-based, options in the listing's order), or null past the end. */
  at(k: bigint): Int32Array | null {
    const seek = this.seek(k);
    runToEnd(seek);
    this.learn(seek);
    if (seek.cursor === null) return null;
    const s = this.listFrom(seek.cursor);
    if (s.run() !== 'found') throw new Error('unreachable: the cursor starts at a solution');
    return s.solution();
  }
}

/**
 * The k-th solution (0-based) of `placer cover --list` on the instance, options in the order
 * that listing prints them, or null when it has k solutions or fewer. For many reads, keep a
 * CoverListingIndex.
 */
export function exactCoverSolutionAt(
  problem: ExactCoverProblem,
  k: bigint,
  opts: CoverSeekOptions = {},
): Int32Array | null {
  return new CoverListingIndex(problem, opts).at(k);
}
