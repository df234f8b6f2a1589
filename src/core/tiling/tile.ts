/**
 * Region + pieces → tilings. Picks the engine (the bitboard tiler where the problem fits its
 * 32-bit window, dancing links otherwise), plans the sub-problems and the symmetry breaking
 * (symmetryPlan.ts), runs them in slices of a node budget (so callers can report progress and
 * cancel), and turns engine answers back into tilings: counts (total and distinct, with the
 * orbit sizes) or a stream of tilings.
 */
import { ExactCoverSearch, type SearchStatus } from '../cover/exactCover.js';
import { makeExactCover, type ExactCoverProblem } from '../cover/problem.js';
import { PlacerError } from '../errors.js';
import { BitTiler, bitTilerFits } from './bitTiler.js';
import { searchLayout, type Layout } from './layout.js';
import { oneSidedKey, freeKey, makeShape } from './polyomino.js';
import { checkFeasible, colouringObstruction, type TilingProblem } from './problem.js';
import { classifyTiling, planTiling, type SymmetryMode, type TilingPlan } from './symmetryPlan.js';

export type EngineChoice = 'auto' | 'bits' | 'dlx';
export type EngineName = 'bits' | 'dlx';

/**
 * The exact-cover form: one primary item per region cell ("row,column", 1-based), one per piece
 * that has a finite count (covered exactly count times); one option per placement, in placement
 * order (option id = placement id): the piece's item, then its cells.
 */
export function tilingExactCover(p: TilingProblem): ExactCoverProblem {
  const { region } = p;
  const cellItem = new Int32Array(region.cells.length).fill(-1);
  const names: string[] = [];
  const mult: number[] = [];
  const kindItem = p.kinds.map((k) => {
    if (k.count === Infinity) return -1;
    names.push(k.piece.name);
    mult.push(k.count);
    return names.length - 1;
  });
  for (let i = 0; i < region.cells.length; i++) {
    if (!region.cells[i]) continue;
    cellItem[i] = names.length;
    names.push(`${Math.floor(i / region.width) + 1},${(i % region.width) + 1}`);
    mult.push(1);
  }
  const options = p.placements.map((pl) => {
    const o: number[] = [];
    if (kindItem[pl.kind] >= 0) o.push(kindItem[pl.kind]);
    for (const c of pl.cells) o.push(cellItem[c]);
    return o;
  });
  return makeExactCover(names, [], options, mult);
}

export interface TilingSearchOptions {
  /** Count (never stop at a tiling) or list (stop at each tiling reported). */
  readonly mode: 'count' | 'list';
  /** Break the symmetry in the search (default), or visit every tiling. */
  readonly symmetry?: SymmetryMode;
  /** List mode: report only one tiling per symmetry class (the smallest). */
  readonly distinctOnly?: boolean;
  readonly engine?: EngineChoice;
  /** Dancing links only: cache entries for memoised counting (0 = off). */
  readonly memoEntries?: number;
}

/** Orbit sizes (1, 2, 4, 8) → number of distinct tilings with that orbit. */
export type OrbitTally = Map<number, bigint>;

export class TilingSearch {
  readonly problem: TilingProblem;
  readonly layout: Layout;
  readonly plan: TilingPlan;
  readonly engine: EngineName;
  /** All tilings (total) and symmetry classes (distinct) found so far. */
  total = 0n;
  distinct = 0n;
  readonly orbits: OrbitTally = new Map();
  /** Sub-problems finished. */
  finished = 0;
  /** The tiling last reported (after run() returned 'solution'). */
  tiling: Int32Array = new Int32Array(0);
  /** Orbit size of that tiling, and whether it is the smallest of its class. */
  orbitSize = 0;
  canonical = false;
  /** Why no tiling exists, when that is known without searching (then nothing is searched). */
  readonly proof: string | null;

  private readonly opts: TilingSearchOptions;
  /** Bitboard engines by starting corner (built when first needed), and the one in use. */
  private readonly tilers: (BitTiler | null)[] = [null, null, null, null];
  private readonly corners: (Layout | null)[] = [null, null, null, null];
  private bit: BitTiler | null = null;
  private readonly cover: ExactCoverProblem | null = null;
  private dlx: ExactCoverSearch | null = null;
  private sub = -1;
  private subCountOnly = false;
  private nodesBefore = 0;

  constructor(problem: TilingProblem, opts: TilingSearchOptions) {
    this.problem = problem;
    this.opts = opts;
    this.layout = searchLayout(problem.region);
    const symmetry: SymmetryMode =
      opts.mode === 'list' && !opts.distinctOnly ? 'none' : (opts.symmetry ?? 'break');
    this.proof = colouringObstruction(problem);
    const plan = planTiling(problem, this.layout.order, symmetry);
    this.plan = this.proof === null ? plan : { ...plan, subproblems: [] };
    const fits = bitTilerFits(problem, this.layout);
    const choice = opts.engine ?? 'auto';
    if (choice === 'bits' && !fits) {
      throw new PlacerError(
        'engine-unfit',
        'the bitboard engine needs at most 32 pieces and every placement within 32 cells in search order',
      );
    }
    this.engine = choice === 'dlx' || !fits ? 'dlx' : 'bits';
    if (this.proof !== null) return;
    if (this.engine === 'bits') {
      this.corners[0] = this.layout;
      this.bit = this.tilers[0] = new BitTiler(problem, this.layout);
    } else this.cover = tilingExactCover(problem);
  }

  /** Search nodes so far (bits: placements that fit; dlx: item choices). */
  get nodes(): number {
    return this.nodesBefore + this.currentNodes();
  }

  /** Tilings found so far, including the sub-problem being counted. */
  get found(): bigint {
    if (this.sub < 0 || !this.subCountOnly) return this.total;
    const c = this.bit ? BigInt(this.bit.count) : (this.dlx as ExactCoverSearch).count;
    return this.total + c * BigInt(this.plan.subproblems[this.sub].weight);
  }

  get subproblems(): number {
    return this.plan.subproblems.length;
  }

  get done(): boolean {
    return this.finished === this.plan.subproblems.length;
  }

  /** Estimated fraction of the whole search done (sub-problems weighted equally). */
  progress(): number {
    const total = this.plan.subproblems.length;
    if (this.done) return 1;
    const inner = this.sub < 0 ? 0 : this.bit ? this.bit.progress() : (this.dlx?.progress() ?? 0);
    return (this.finished + inner) / total;
  }

  private currentNodes(): number {
    if (this.sub < 0) return 0;
    return this.bit ? this.bit.nodes : (this.dlx?.nodes ?? 0);
  }

  private openNext(): boolean {
    if (this.finished >= this.plan.subproblems.length) return false;
    this.sub = this.finished;
    const s = this.plan.subproblems[this.sub];
    this.subCountOnly = this.opts.mode === 'count' && s.check.length === 0;
    const fixed = s.fixed >= 0 ? [s.fixed] : [];
    if (this.bit) {
      this.bit = this.tilerFor(s.fixed);
      this.bit.start(fixed, this.subCountOnly);
    } else {
      // A fresh engine per sub-problem, on purpose: building one (links, the endgame's 2 MB
      // arena, the memo table) takes 0.3–1.2 ms, against 10–500 ms of search per sub-problem on
      // the pentomino boxes (8–32 sub-problems; under 3% of the whole even for 20x3). Reusing
      // one would mean undoing its fixed option and resetting its stack, endgame and memo state
      // by hand — more risk than that saves.
      this.dlx = new ExactCoverSearch(this.cover as ExactCoverProblem, {
        countOnly: this.subCountOnly,
        fixed,
        memoEntries: this.subCountOnly ? (this.opts.memoEntries ?? 0) : 0,
      });
    }
    return true;
  }

  /**
   * The bitboard engine to fill a sub-problem with: the first-empty-cell search gets going best
   * when the fixed piece is near where it starts, so it starts from the corner whose order
   * reaches the fixed piece first. (Symmetry-broken plans already fix pieces near the first
   * corner; this matters when every placement of the split piece is a sub-problem.)
   */
  private tilerFor(fixed: number): BitTiler {
    if (fixed < 0 || this.plan.mode !== 'none') return this.tilers[0] as BitTiler;
    let best = 0;
    let bestPos = Infinity;
    for (let corner = 0; corner < 4; corner++) {
      let layout = this.corners[corner];
      if (layout === null) {
        layout = searchLayout(this.problem.region, corner);
        if (!bitTilerFits(this.problem, layout)) continue;
        this.corners[corner] = layout;
      }
      let first = Infinity;
      for (const c of this.problem.placements[fixed].cells)
        first = Math.min(first, layout.order[c]);
      if (first < bestPos) {
        bestPos = first;
        best = corner;
      }
    }
    let tiler = this.tilers[best];
    if (tiler === null) {
      tiler = this.tilers[best] = new BitTiler(this.problem, this.corners[best] as Layout);
    }
    return tiler;
  }

  private closeSub(): void {
    const s = this.plan.subproblems[this.sub];
    if (this.subCountOnly) {
      const c = this.bit ? BigInt(this.bit.count) : (this.dlx as ExactCoverSearch).count;
      this.total += c * BigInt(s.weight);
      this.distinct += c;
      if (c > 0n) {
        const size = this.plan.symmetry.transforms.length;
        this.orbits.set(size, (this.orbits.get(size) ?? 0n) + c);
      }
    }
    this.nodesBefore += this.currentNodes();
    this.finished++;
    this.sub = -1;
    this.dlx = null;
  }

  /**
   * Runs for about `budget` more nodes. 'solution': a tiling to report is in `tiling` (list
   * mode); 'done': every sub-problem is finished; 'paused': the budget ran out.
   */
  run(budget = Infinity): SearchStatus {
    let left = budget;
    for (;;) {
      if (this.sub < 0 && !this.openNext()) return 'done';
      const before = this.currentNodes();
      const st = this.bit ? this.bit.run(left) : (this.dlx as ExactCoverSearch).run(left);
      left -= this.currentNodes() - before;
      if (st === 'done') {
        this.closeSub();
        if (left <= 0) return this.done ? 'done' : 'paused';
        continue;
      }
      if (st === 'paused') return 'paused';
      // A tiling: classify it against the sub-problem's stabiliser (or the whole group).
      const s = this.plan.subproblems[this.sub];
      const tiling = this.bit ? this.bit.solution() : (this.dlx as ExactCoverSearch).solution();
      const c = classifyTiling(this.problem, this.plan.symmetry, tiling, s.check);
      const size = this.plan.symmetry.transforms.length / (c.fixedBy + 1);
      this.total += BigInt(s.weight);
      if (c.canonical) {
        this.distinct++;
        this.orbits.set(size, (this.orbits.get(size) ?? 0n) + 1n);
      }
      if (this.opts.mode === 'list' && (c.canonical || !this.opts.distinctOnly)) {
        this.tiling = tiling;
        this.orbitSize = size;
        this.canonical = c.canonical;
        return 'solution';
      }
      if (left <= 0) return 'paused';
    }
  }
}

export interface TilingCount {
  readonly total: bigint;
  readonly distinct: bigint;
  readonly orbits: OrbitTally;
  readonly nodes: number;
  readonly engine: EngineName;
  /** Set when no search was needed to know there is no tiling. */
  readonly proof: string | null;
}

/** Counts every tiling on this thread (total and distinct), after the quick rejections. */
export function countTilings(
  p: TilingProblem,
  opts: Omit<TilingSearchOptions, 'mode' | 'distinctOnly'> = {},
): TilingCount {
  checkFeasible(p);
  const s = new TilingSearch(p, { ...opts, mode: 'count' });
  s.run();
  return {
    total: s.total,
    distinct: s.distinct,
    orbits: s.orbits,
    nodes: s.nodes,
    engine: s.engine,
    proof: s.proof,
  };
}

/** The first tiling (placement ids), or null when there is none. */
export function firstTiling(
  p: TilingProblem,
  opts: Omit<TilingSearchOptions, 'mode' | 'distinctOnly'> = {},
): Int32Array | null {
  checkFeasible(p);
  const s = new TilingSearch(p, { ...opts, mode: 'list' });
  return s.run() === 'solution' ? s.tiling : null;
}

/** Per grid cell: the index (in `placements`) of the piece covering it, −1 for none. */
export function tilingParts(p: TilingProblem, placements: ArrayLike<number>): Int32Array {
  const part = new Int32Array(p.region.cells.length).fill(-1);
  for (let t = 0; t < placements.length; t++) {
    for (const c of p.placements[placements[t]].cells) part[c] = t;
  }
  return part;
}

/**
 * Per problem, per placement id: 0 = shape not checked yet, 1 = its cells form its piece's shape,
 * 2 = they do not. A placement's cells never change, so each is checked once per problem.
 */
const shapeVerdicts = new WeakMap<TilingProblem, Uint8Array>();

/** Whether placement `pid`'s cells form a rotation (or, if free, a reflection) of its piece. */
function placementHasShape(p: TilingProblem, pid: number): boolean {
  let verdicts = shapeVerdicts.get(p);
  if (verdicts === undefined) {
    verdicts = new Uint8Array(p.placements.length);
    shapeVerdicts.set(p, verdicts);
  }
  if (verdicts[pid] === 0) {
    const pl = p.placements[pid];
    const w = p.region.width;
    const cells = Array.from(pl.cells, (c) => [Math.floor(c / w), c % w] as const);
    const shape = makeShape(cells);
    const piece = p.kinds[pl.kind].piece;
    const same = piece.oneSided
      ? oneSidedKey(shape) === oneSidedKey(piece.shape)
      : freeKey(shape) === freeKey(piece.shape);
    verdicts[pid] = shape.cells.length === cells.length && same ? 1 : 2;
  }
  return verdicts[pid] === 1;
}

/**
 * Checks a tiling from first principles (not trusting the engines): every region cell covered
 * exactly once and no hole covered, each piece used exactly its count (or any number), and each
 * placement's cells a rotation (or, for a free piece, a reflection) of its piece's shape. The
 * shape of each placement is worked out once per problem (the first tiling that uses it) and
 * remembered; the rest is O(cells) per tiling. Returns null when it is valid, else what is wrong.
 */
export function checkTiling(p: TilingProblem, placements: ArrayLike<number>): string | null {
  const { region } = p;
  const hits = new Int32Array(region.cells.length);
  const used = new Array<number>(p.kinds.length).fill(0);
  for (let t = 0; t < placements.length; t++) {
    const pid = placements[t];
    const pl = p.placements[pid];
    if (pl === undefined) return `placement ${pid} does not exist`;
    used[pl.kind]++;
    if (!placementHasShape(p, pid)) {
      return `the cells of piece ${p.kinds[pl.kind].piece.name} do not form its shape`;
    }
    for (const c of pl.cells) hits[c]++;
  }
  for (let i = 0; i < hits.length; i++) {
    if (hits[i] === (region.cells[i] ? 1 : 0)) continue;
    const where = `row ${Math.floor(i / region.width) + 1}, column ${(i % region.width) + 1}`;
    return region.cells[i] ? `cell ${where} covered ${hits[i]} times` : `hole ${where} covered`;
  }
  for (let k = 0; k < p.kinds.length; k++) {
    const want = p.kinds[k].count;
    if (want !== Infinity && used[k] !== want) {
      return `piece ${p.kinds[k].piece.name} used ${used[k]} times, needs ${want}`;
    }
  }
  return null;
}
