/**
 * Region + pieces → tilings. Plans the sub-problems and the symmetry breaking (symmetryPlan.ts),
 * runs them one after another on one engine (tilingEngine.ts: bitboard or dancing links) in
 * slices of a node budget (the Engine contract, so callers can report progress and cancel), and
 * turns engine answers back into tilings: counts (total and distinct, with the orbit sizes) or a
 * stream of tilings.
 */
import { progressOf, type Engine, type Progress, type RunStatus } from '../run/engine.js';
import {
  addOrbits,
  isReflection,
  noOrbitsOf,
  orbitSizeByStabilizer,
  type OrbitCounts,
  type OrbitSize,
} from '../symmetry.js';
import { searchLayout, type Layout } from './layout.js';
import { checkFeasible, colouringObstruction, type TilingProblem } from './problem.js';
import { classifyTiling, planTiling, type SymmetryMode, type TilingPlan } from './symmetryPlan.js';
import {
  engineFor,
  makeTilingEngine,
  type EngineChoice,
  type EngineName,
  type TilingBranch,
  type TilingEngine,
} from './tilingEngine.js';

/** How a TilingSearch runs: count or list, symmetry handling, engine, which items. */
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
  /**
   * The pieces of work, in order (default: every sub-problem of the plan, whole): some units
   * (units.ts), or where a listing resumes (seek.ts).
   */
  readonly items?: readonly SearchItem[];
}

/** A piece of a search: one branch of the tree, inside sub-problem `sub` of the plan. */
export interface SearchItem {
  readonly sub: number;
  readonly branch: TilingBranch;
}

/** The whole of sub-problem `sub`: its root branch. */
export function wholeSubproblem(plan: TilingPlan, sub: number): SearchItem {
  const { fixed, also = [] } = plan.subproblems[sub];
  return { sub, branch: { fixed: fixed >= 0 ? [fixed, ...also] : [], excluded: [] } };
}

/**
 * The orbit size of a tiling: |G| over the group elements that fix it (the identity and
 * `fixedBy` others), a divisor of |G| (a power of two ≤ 8 in the plane).
 */
export function orbitSizeOf(groupSize: number, fixedBy: number): OrbitSize {
  return orbitSizeByStabilizer(groupSize, fixedBy + 1);
}

/**
 * The symmetry handling a search uses: listing every tiling visits every tiling (symmetry
 * 'none'); counts and distinct listings break the symmetry unless told not to.
 */
export function searchSymmetry(opts: TilingSearchOptions): SymmetryMode {
  return opts.mode === 'list' && !opts.distinctOnly ? 'none' : (opts.symmetry ?? 'break');
}

/** The plan a search with these options runs: no sub-problems when a colouring proof says so. */
export function searchPlan(
  problem: TilingProblem,
  layout: Layout,
  opts: TilingSearchOptions,
): { plan: TilingPlan; proof: string | null } {
  const proof = colouringObstruction(problem);
  const plan = planTiling(problem, layout.order, searchSymmetry(opts));
  return { plan: proof === null ? plan : { ...plan, subproblems: [] }, proof };
}

/**
 * What a search needs before it starts, built once per problem and options: the search order,
 * the plan, the engine. Searches run one after another can share one (an engine runs one branch
 * at a time).
 */
export interface TilingSetup {
  readonly layout: Layout;
  readonly plan: TilingPlan;
  readonly proof: string | null;
  readonly engineName: EngineName;
  /** Null when a proof says there is nothing to search. */
  readonly engine: TilingEngine | null;
}

/** Builds the search order, plan and engine a search of `problem` with `opts` needs. */
export function prepareTiling(problem: TilingProblem, opts: TilingSearchOptions): TilingSetup {
  const layout = searchLayout(problem.region);
  const { plan, proof } = searchPlan(problem, layout, opts);
  const engineName = engineFor(problem, layout, opts.engine ?? 'auto');
  const engine =
    proof !== null
      ? null
      : makeTilingEngine(problem, layout, {
          engine: engineName,
          memoEntries: opts.memoEntries,
          cornerByFixed: plan.mode === 'none',
        });
  return { layout, plan, proof, engineName, engine };
}

/** The tiling search as an Engine: counts the tilings, or stops at each one in list mode. */
export class TilingSearch implements Engine {
  readonly problem: TilingProblem;
  readonly layout: Layout;
  readonly plan: TilingPlan;
  readonly engine: EngineName;
  /** All tilings (total) and symmetry classes (distinct) found so far. */
  total = 0n;
  distinct = 0n;
  /**
   * Classes up to the rotations in G alone, found so far: a distinct tiling's class splits into
   * two mirror-image classes up to rotations unless a reflection maps it onto itself (equal to
   * `distinct` when G has no reflection).
   */
  rotationClasses = 0n;
  /** Distinct tilings found so far, by orbit size (every size of the region's group listed). */
  orbits: OrbitCounts;
  /** Items (sub-problems, unless told otherwise) finished. */
  finished = 0;
  /** The tiling last reported (after run() returned 'found'). */
  tiling: Int32Array = new Int32Array(0);
  /** Orbit size of that tiling, and whether it is the smallest of its class. */
  orbitSize = 0;
  canonical = false;
  /** Why no tiling exists, when that is known without searching (then nothing is searched). */
  readonly proof: string | null;

  private readonly opts: TilingSearchOptions;
  private readonly items: readonly SearchItem[];
  private readonly eng: TilingEngine | null;
  private sub = -1;
  private subCountOnly = false;
  /** Rotation classes per class with no reflection among its symmetries: 2 when G has reflections. */
  private readonly splitByMirror: bigint;
  private nodesBefore = 0;

  /** `setup`: one prepared for the same problem and options, to share (default: a new one). */
  constructor(
    problem: TilingProblem,
    opts: TilingSearchOptions,
    setup: TilingSetup = prepareTiling(problem, opts),
  ) {
    this.problem = problem;
    this.opts = opts;
    this.layout = setup.layout;
    this.plan = setup.plan;
    this.proof = setup.proof;
    this.engine = setup.engineName;
    this.eng = setup.engine;
    const plan = this.plan;
    this.orbits = noOrbitsOf(plan.symmetry.group);
    const { group, transforms } = plan.symmetry;
    this.splitByMirror = transforms.some((t) => isReflection(group, t)) ? 2n : 1n;
    this.items =
      this.proof !== null
        ? []
        : (opts.items ?? plan.subproblems.map((_, sub) => wholeSubproblem(plan, sub)));
  }

  /** Search nodes so far (bits: placements that fit; dlx: item choices). */
  get nodes(): number {
    return this.nodesBefore + this.currentNodes();
  }

  /** Tilings found so far, including the sub-problem being counted. */
  get found(): bigint {
    if (this.sub < 0 || !this.subCountOnly) return this.total;
    const c = (this.eng as TilingEngine).count();
    return this.total + c * BigInt(this.plan.subproblems[this.sub].weight);
  }

  /** Sub-problems in the plan. */
  get subproblems(): number {
    return this.plan.subproblems.length;
  }

  get done(): boolean {
    return this.finished === this.items.length;
  }

  /** Estimated fraction of the whole search done (items weighted equally). */
  fraction(): number {
    const total = this.items.length;
    if (this.done) return 1;
    const inner = this.sub < 0 ? 0 : (this.eng as TilingEngine).fraction();
    return (this.finished + inner) / total;
  }

  /** Steps are nodes; the pieces of work are the items (sub-problems); found counts tilings. */
  progress(): Progress {
    return progressOf(this.nodes, 'nodes', {
      done: this.finished,
      total: this.items.length,
      fraction: this.fraction(),
      found: this.found,
    });
  }

  private currentNodes(): number {
    return this.sub < 0 ? 0 : (this.eng as TilingEngine).nodes();
  }

  private openNext(): boolean {
    if (this.finished >= this.items.length) return false;
    const item = this.items[this.finished];
    this.sub = item.sub;
    const s = this.plan.subproblems[this.sub];
    this.subCountOnly = this.opts.mode === 'count' && s.check.length === 0;
    (this.eng as TilingEngine).open(item.branch, this.subCountOnly);
    return true;
  }

  private closeSub(): void {
    const s = this.plan.subproblems[this.sub];
    if (this.subCountOnly) {
      const c = (this.eng as TilingEngine).count();
      this.total += c * BigInt(s.weight);
      this.distinct += c;
      this.rotationClasses += c * this.splitByMirror;
      const size = orbitSizeOf(this.plan.symmetry.transforms.length, 0);
      this.orbits = addOrbits(this.orbits, size, c);
    }
    this.nodesBefore += this.currentNodes();
    this.finished++;
    this.sub = -1;
  }

  /**
   * Runs for about `budget` more nodes. 'found': a tiling to report is in `tiling` (list
   * mode); 'done': every sub-problem is finished; 'paused': the budget ran out.
   */
  run(budget = Infinity): RunStatus {
    let left = budget;
    for (;;) {
      if (this.sub < 0 && !this.openNext()) return 'done';
      const eng = this.eng as TilingEngine;
      const before = eng.nodes();
      const st = eng.run(left);
      left -= eng.nodes() - before;
      if (st === 'done') {
        this.closeSub();
        if (left <= 0) return this.done ? 'done' : 'paused';
        continue;
      }
      if (st === 'paused') return 'paused';
      // A tiling: classify it against the sub-problem's stabiliser (or the whole group).
      const s = this.plan.subproblems[this.sub];
      const tiling = eng.solution();
      const c = classifyTiling(this.problem, this.plan.symmetry, tiling, s.check);
      const size = orbitSizeOf(this.plan.symmetry.transforms.length, c.fixedBy);
      this.total += BigInt(s.weight);
      if (c.canonical) {
        this.distinct++;
        this.rotationClasses += c.mirrorSymmetric ? 1n : this.splitByMirror;
        this.orbits = addOrbits(this.orbits, size, 1n);
      }
      if (this.opts.mode === 'list' && (c.canonical || !this.opts.distinctOnly)) {
        this.tiling = tiling;
        this.orbitSize = size;
        this.canonical = c.canonical;
        return 'found';
      }
      if (left <= 0) return 'paused';
    }
  }
}

/** A tiling count: all tilings, distinct ones, classes by orbit size, and how it was found. */
export interface TilingCount {
  readonly total: bigint;
  readonly distinct: bigint;
  /** Classes up to rotations only (see TilingSearch.rotationClasses). */
  readonly rotationClasses: bigint;
  readonly orbits: OrbitCounts;
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
    rotationClasses: s.rotationClasses,
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
  return s.run() === 'found' ? s.tiling : null;
}

/** Per grid cell: the index (in `placements`) of the piece covering it, −1 for none. */
export function tilingParts(p: TilingProblem, placements: ArrayLike<number>): Int32Array {
  const part = new Int32Array(p.region.cells.length).fill(-1);
  for (let t = 0; t < placements.length; t++) {
    for (const c of p.placements[placements[t]].cells) part[c] = t;
  }
  return part;
}
