/**
 * A tiling count split into units of work with stable ids, as a queens count is split into
 * constellations (docs/architecture.md, "Unit count"): the units are the plan's sub-problems —
 * the symmetry-broken first placements of one piece (symmetryPlan.ts) — each counted on its
 * own, anywhere: this thread, a worker, another machine that rebuilds the problem from its
 * spec (spec.ts). The units' counts add up to countTilings.
 *
 * A unit's id says what it is: its first placement as that placement's option reads in the
 * exact-cover form ("X 2,3 3,2 3,3 3,4 4,3": the piece, then its cells as row,column, 1-based;
 * layer,row,column in 3-D), or "all" when the problem is not split (no piece is used exactly
 * once). A 3-D sub-problem that fixes a second piece too names both, joined by " + ". It does not depend on
 * the order of the plan, and it names the same placement in every rebuild of the problem.
 */
import { PlacerError } from '../errors.js';
import { quoted } from '../text.js';
import { NO_ORBITS, sumOrbits, type OrbitCounts } from '../symmetry.js';
import { placementText } from './coverForm.js';
import { checkFeasible, type TilingProblem } from './problem.js';
import type { Subproblem, SymmetryMode } from './symmetryPlan.js';
import {
  prepareTiling,
  TilingSearch,
  wholeSubproblem,
  type TilingSearchOptions,
  type TilingSetup,
} from './tile.js';
import type { EngineChoice } from './tilingEngine.js';
import { plural } from '../plural.js';

/** One unit of a tiling count: a stable id, and what each tiling found in it stands for. */
export interface TilingUnit {
  readonly id: string;
  /** Tilings that each tiling counted in the unit stands for (its placement's orbit size). */
  readonly weight: number;
  /**
   * Whether its tilings are compared with their images one by one (its placement lies on a
   * symmetry axis or at the centre), so the unit is listed rather than only counted.
   */
  readonly symmetric: boolean;
}

/** How units are planned and counted: symmetry handling, engine, memo size. */
export interface TilingUnitOptions {
  /** How the symmetry is handled (default 'break', as countTilings). */
  readonly symmetry?: SymmetryMode;
  readonly engine?: EngineChoice;
  /** Dancing links only: cache entries for memoised counting (0 = off). */
  readonly memoEntries?: number;
}

/** One unit's share of the count: the same shape as the count of the whole. */
export interface TilingUnitCount {
  readonly id: string;
  readonly total: bigint;
  readonly distinct: bigint;
  /** Classes up to rotations only (tile.ts TilingSearch.rotationClasses). */
  readonly rotationClasses: bigint;
  readonly orbits: OrbitCounts;
  readonly nodes: number;
}

/** The id of a sub-problem of the plan. */
export function unitId(p: TilingProblem, s: Subproblem): string {
  if (s.fixed < 0) return 'all';
  return [s.fixed, ...(s.also ?? [])].map((pid) => placementText(p, pid)).join(' + ');
}

/**
 * The units of one problem, and a counter for them that builds the plan and the engine once
 * (building a bitboard engine takes milliseconds, as long as counting a small unit).
 */
export class TilingUnitCounter {
  readonly units: readonly TilingUnit[];
  /** The plan and engine the units are counted with (a face reads the plan's facts). */
  readonly setup: TilingSetup;
  private readonly searchOpts: TilingSearchOptions;

  constructor(
    readonly problem: TilingProblem,
    opts: TilingUnitOptions = {},
  ) {
    this.searchOpts = { ...opts, mode: 'count' };
    this.setup = prepareTiling(problem, this.searchOpts);
    this.units = this.setup.plan.subproblems.map((s) => ({
      id: unitId(problem, s),
      weight: s.weight,
      symmetric: s.check.length > 0,
    }));
  }

  /**
   * The search of one unit, to run to its end at once (count) or in slices (a worker that must
   * stay responsive). PlacerError 'bad-unit' when no unit of this problem has that id.
   */
  search(id: string): TilingSearch {
    const sub = this.units.findIndex((u) => u.id === id);
    if (sub < 0) {
      const n = this.units.length;
      throw new PlacerError(
        'bad-unit',
        `unknown unit ${quoted(String(id))}: this problem has ${n === 0 ? 'no units' : `${plural(n, 'unit')} ('${this.units[0].id}'${n === 1 ? '' : ', …'})`}`,
      );
    }
    const items = [wholeSubproblem(this.setup.plan, sub)];
    return new TilingSearch(this.problem, { ...this.searchOpts, items }, this.setup);
  }

  /** Counts one unit (see search). */
  count(id: string): TilingUnitCount {
    const s = this.search(id);
    s.run();
    return unitCountOf(id, s);
  }
}

/** A unit's count from its finished search. */
export function unitCountOf(id: string, s: TilingSearch): TilingUnitCount {
  return {
    id,
    total: s.total,
    distinct: s.distinct,
    rotationClasses: s.rotationClasses,
    orbits: s.orbits,
    nodes: s.nodes,
  };
}

/** Counters already built, per problem and options (a worker counts many units of one problem). */
const counters = new WeakMap<TilingProblem, Map<string, TilingUnitCounter>>();

/** The counter of a problem with these options, built once and kept (planTilingUnits' plan). */
export function counterFor(p: TilingProblem, opts: TilingUnitOptions = {}): TilingUnitCounter {
  let byOpts = counters.get(p);
  if (byOpts === undefined) counters.set(p, (byOpts = new Map()));
  // Defaults spelt out, so a job that names them finds the counter a warm-up built without.
  const key = JSON.stringify([
    opts.symmetry ?? 'break',
    opts.engine ?? 'auto',
    opts.memoEntries ?? 0,
  ]);
  let c = byOpts.get(key);
  if (c === undefined) byOpts.set(key, (c = new TilingUnitCounter(p, opts)));
  return c;
}

/**
 * The units of a count, in the order a count visits them (none when a colouring argument proves
 * there is no tiling). Throws, as countTilings does, when a quick check rules the problem out.
 */
export function planTilingUnits(p: TilingProblem, opts: TilingUnitOptions = {}): TilingUnit[] {
  checkFeasible(p);
  return [...counterFor(p, opts).units];
}

/** Counts one unit (see TilingUnitCounter.count). */
export function countTilingUnit(
  p: TilingProblem,
  id: string,
  opts: TilingUnitOptions = {},
): TilingUnitCount {
  return counterFor(p, opts).count(id);
}

/** A search over one unit, to run in slices (see TilingUnitCounter.search). */
export function startTilingUnit(
  p: TilingProblem,
  id: string,
  opts: TilingUnitOptions = {},
): TilingSearch {
  return counterFor(p, opts).search(id);
}

/** The units' counts added up: the count of the whole. */
export function sumTilingUnits(counts: Iterable<TilingUnitCount>): {
  total: bigint;
  distinct: bigint;
  rotationClasses: bigint;
  orbits: OrbitCounts;
} {
  let total = 0n;
  let distinct = 0n;
  let rotationClasses = 0n;
  let orbits = NO_ORBITS;
  for (const c of counts) {
    total += c.total;
    distinct += c.distinct;
    rotationClasses += c.rotationClasses;
    orbits = sumOrbits(orbits, c.orbits);
  }
  return { total, distinct, rotationClasses, orbits };
}

/** The units of a count of `p`: their ids, in plan order (a unit-count descriptor's units). */
export function tilingUnitIds(p: TilingProblem, opts: TilingUnitOptions = {}): string[] {
  return planTilingUnits(p, opts).map((u) => u.id);
}
