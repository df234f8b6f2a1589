/**
 * The two engines a tiling search runs on, behind one interface: the bitboard tiler
 * (bitTiler.ts, where the problem fits its 32-bit window) and dancing links on the exact-cover
 * form (coverForm.ts) otherwise. What sits above — the sub-problem loop of tile.ts, the units,
 * random access — opens branches of the search tree and runs them without asking which.
 */
import { coverSearch, type CoverSearch } from '../cover/coverSearch.js';
import type { ExactCoverProblem } from '../cover/problem.js';
import type { RunStatus } from '../run/engine.js';
import { PlacerError } from '../errors.js';
import { BitTiler, bitTilerFits, placementSpan } from './bitTiler.js';
import { WIDE_SPAN, WideTiler, wideTilerFits } from './wideTiler.js';
import { tilingExactCover } from './coverForm.js';
import { searchLayout, type Layout } from './layout.js';
import type { TilingProblem } from './problem.js';

/** Which tiling engine to use: auto (bits where the problem fits it), bits or dlx. */
export type EngineChoice = 'auto' | 'bits' | 'dlx';
/** The tiling engine that ran: bits (bitboards) or dlx (dancing links). */
export type EngineName = 'bits' | 'dlx';

/**
 * A node of the search tree: the placements taken on the way to it, and (dancing links, where a
 * piece is used several times: "which of its placements comes first") the placements ruled out.
 */
export interface TilingBranch {
  readonly fixed: readonly number[];
  readonly excluded: readonly number[];
}

/** A tiling search engine (dancing links or bitboards): searches one branch at a time, in budgets. */
export interface TilingEngine {
  readonly name: EngineName;
  /** Starts the search of a branch: count only, or stop at each tiling. */
  open(branch: TilingBranch, countOnly: boolean): void;
  /** Runs the open branch for about `budget` nodes (the Engine contract of engine.ts). */
  run(budget: number): RunStatus;
  /** Nodes searched in the open branch so far. */
  nodes(): number;
  /** Tilings found (or counted) in the open branch so far. */
  count(): bigint;
  /** The tiling just found (placement ids), after run() returned 'found'. */
  solution(): Int32Array;
  /** Estimated fraction of the open branch searched (0…1). */
  fraction(): number;
  /**
   * The branches just below the open branch, in the order run() visits them; null when the open
   * branch is itself a tiling. Asked right after open(), before run().
   */
  children(): TilingBranch[] | null;
}

export interface TilingEngineOptions {
  readonly engine?: EngineChoice;
  /** Dancing links only: cache entries for memoised counting (0 = off). */
  readonly memoEntries?: number;
  /**
   * Bitboard only: start each branch from the corner whose search order reaches its first fixed
   * placement first (for plans whose first placements are spread over the whole region).
   */
  readonly cornerByFixed?: boolean;
}

/** Which engine `choice` means for this problem; PlacerError 'engine-unfit' when it cannot be. */
export function engineFor(p: TilingProblem, layout: Layout, choice: EngineChoice): EngineName {
  const fits = tilerFits(p, layout);
  if (choice === 'bits' && !fits) {
    throw new PlacerError(
      'engine-unfit',
      p.region.depth > 1
        ? `the bitboard engine needs at most 32 pieces and every placement within ${WIDE_SPAN + 1} cells in search order`
        : 'the bitboard engine needs at most 32 pieces and every placement within 32 cells in search order',
    );
  }
  // The wide board (3-D, placements beyond the 32-bit window) fills the first empty cell where
  // dancing links choose the cell with fewest options: on 2×5×6 it searches 28,136,389 nodes to
  // their 629,728 (`placer tile 2x5x6 --pieces solid-pentominoes --count --engine bits|dlx`),
  // so auto takes it only when asked ('bits').
  if (choice === 'auto' && !bitTilerFits(p, layout)) return 'dlx';
  return choice === 'dlx' || !fits ? 'dlx' : 'bits';
}

export function makeTilingEngine(
  p: TilingProblem,
  layout: Layout,
  opts: TilingEngineOptions = {},
): TilingEngine {
  return engineFor(p, layout, opts.engine ?? 'auto') === 'bits'
    ? new BitsEngine(p, layout, opts.cornerByFixed === true)
    : new LinksEngine(tilingExactCover(p), opts.memoEntries ?? 0);
}

/** What BitsEngine needs of a bitboard tiler: bitTiler.ts's 32-bit window, or wideTiler.ts. */
interface Tiler {
  readonly nodes: number;
  readonly count: number;
  start(fixed: readonly number[], countOnly: boolean): void;
  run(budget: number): RunStatus;
  rootChildren(): number[] | null;
  solution(): Int32Array;
  fraction(): number;
}

/** The tiler for a layout: the 32-bit window where every placement fits it, else the wide board. */
function tilerFor(p: TilingProblem, layout: Layout): Tiler {
  return bitTilerFits(p, layout) ? new BitTiler(p, layout) : new WideTiler(p, layout);
}

/**
 * Whether some bitboard tiler runs the problem in this layout: the 32-bit window, or in 3-D the
 * wide board (in the plane, dancing links beat it where the window is too narrow).
 */
function tilerFits(p: TilingProblem, layout: Layout): boolean {
  if (bitTilerFits(p, layout)) return true;
  return p.region.depth > 1 && wideTilerFits(p, placementSpan(p, layout));
}

class BitsEngine implements TilingEngine {
  readonly name = 'bits';
  /** Tilers by starting corner (built when first needed), and the one in use. */
  private readonly tilers: (Tiler | null)[] = [null, null, null, null];
  private readonly corners: (Layout | null)[] = [null, null, null, null];
  private tiler: Tiler;
  private fixed: readonly number[] = [];

  constructor(
    private readonly problem: TilingProblem,
    layout: Layout,
    private readonly cornerByFixed: boolean,
  ) {
    this.corners[0] = layout;
    this.tiler = this.tilers[0] = tilerFor(problem, layout);
  }

  open(branch: TilingBranch, countOnly: boolean): void {
    this.fixed = branch.fixed;
    this.tiler = this.tilerFor(branch.fixed.length > 0 ? branch.fixed[0] : -1);
    this.tiler.start(branch.fixed, countOnly);
  }

  run(budget: number): RunStatus {
    return this.tiler.run(budget);
  }

  nodes(): number {
    return this.tiler.nodes;
  }

  count(): bigint {
    return BigInt(this.tiler.count);
  }

  solution(): Int32Array {
    return this.tiler.solution();
  }

  fraction(): number {
    return this.tiler.fraction();
  }

  children(): TilingBranch[] | null {
    const next = this.tiler.rootChildren();
    return next === null
      ? null
      : next.map((pid) => ({ fixed: [...this.fixed, pid], excluded: [] }));
  }

  /** The tiler for a branch: corner 0's, or (cornerByFixed) the one startCorner picks. */
  private tilerFor(fixed: number): Tiler {
    if (fixed < 0 || !this.cornerByFixed) return this.tilers[0] as Tiler;
    const best = startCorner(this.problem, fixed, (corner) => {
      let layout = this.corners[corner];
      if (layout === null) {
        layout = searchLayout(this.problem.region, corner);
        if (!tilerFits(this.problem, layout)) return null;
        this.corners[corner] = layout;
      }
      return layout;
    });
    let tiler = this.tilers[best];
    if (tiler === null) {
      tiler = this.tilers[best] = tilerFor(this.problem, this.corners[best] as Layout);
    }
    return tiler;
  }
}

/**
 * The corner a branch whose first fixed placement is `fixed` starts its search from: the
 * first-empty-cell search gets going best when the fixed piece is near where it starts, so the
 * corner whose order reaches that piece first, among those whose layout (`layoutOf`, null when it
 * does not fit the bitboard engine) exists. Symmetry-broken plans already fix pieces near the
 * first corner; this matters when every placement of the split piece is a sub-problem. The
 * traced search (tilingTrace.ts) starts where the engine does.
 */
export function startCorner(
  problem: TilingProblem,
  fixed: number,
  layoutOf: (corner: number) => Layout | null,
): number {
  let best = 0;
  let bestPos = Infinity;
  for (let corner = 0; corner < 4; corner++) {
    const layout = layoutOf(corner);
    if (layout === null) continue;
    let first = Infinity;
    for (const c of problem.placements[fixed].cells) first = Math.min(first, layout.order[c]);
    if (first < bestPos) {
      bestPos = first;
      best = corner;
    }
  }
  return best;
}

class LinksEngine implements TilingEngine {
  readonly name = 'dlx';
  private search: CoverSearch | null = null;

  constructor(
    private readonly cover: ExactCoverProblem,
    private readonly memoEntries: number,
  ) {}

  /**
   * A fresh search per branch, on purpose: building one (links, the endgame's 2 MB arena, the
   * memo table) takes 0.3–1.2 ms, against 10–500 ms of search per sub-problem on the pentomino
   * boxes (8–32 sub-problems; under 3% of the whole even for 20x3). Reusing one would mean
   * undoing its fixed options and resetting its stack, endgame and memo state by hand — more
   * risk than that saves.
   */
  open(branch: TilingBranch, countOnly: boolean): void {
    // Dancing links, or Algorithm M where a piece's count is a range (coverSearch.ts).
    this.search = coverSearch(this.cover, {
      countOnly,
      fixed: branch.fixed,
      excluded: branch.excluded,
      memoEntries: countOnly ? this.memoEntries : 0,
    });
  }

  private get current(): CoverSearch {
    if (this.search === null) throw new Error('no branch is open');
    return this.search;
  }

  run(budget: number): RunStatus {
    return this.current.run(budget);
  }

  nodes(): number {
    return this.search?.nodes ?? 0;
  }

  count(): bigint {
    return this.search?.count ?? 0n;
  }

  solution(): Int32Array {
    return this.current.solution();
  }

  fraction(): number {
    return this.search?.fraction() ?? 0;
  }

  children(): TilingBranch[] | null {
    return this.current.rootBranches();
  }
}
