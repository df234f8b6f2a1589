/**
 * The tilings family's job table: a count's unit (run in slices of search nodes), a problem's
 * facts and units, and a tiling by index. core/jobs.ts merges it with the other families'.
 */
import type { JobKind, JobRun } from '../run/job.js';
import { wholeJob } from '../run/job.js';
import type { OrbitCounts } from '../symmetry.js';
import { checkTilingSpec, type TilingSpec } from './spec.js';
import type { SymmetryMode } from './symmetryPlan.js';
import type { EngineChoice } from './tilingEngine.js';
import {
  problemOf,
  tilingAt,
  tilingDlx,
  tilingFacts,
  type TilingAt,
  type TilingFacts,
} from './tilingJobs.js';
import { counterFor, startTilingUnit } from './units.js';

/** One unit of a tiling count (tiling/units.ts), on the problem its spec rebuilds. */
export interface TilingCountJob {
  readonly kind: 'tiling-count';
  readonly spec: TilingSpec;
  readonly id: string;
  readonly symmetry?: SymmetryMode;
  /** The engine (default 'auto'), and dancing links' cache entries (default 0: none). */
  readonly engine?: EngineChoice;
  readonly memoEntries?: number;
}

/** One tiling unit's count. */
export interface TilingCountResult {
  readonly kind: 'tiling-count';
  readonly total: bigint;
  readonly distinct: bigint;
  /** Classes up to rotations only. */
  readonly rotationClasses: bigint;
  readonly orbits: OrbitCounts;
  readonly nodes: number;
}

/** A tiling problem's facts and its count's units, before any search (tiling/tilingJobs.ts). */
export interface TilingPlanJob {
  readonly kind: 'tiling-plan';
  readonly spec: TilingSpec;
  readonly symmetry?: SymmetryMode;
}

/** A tiling problem's facts (tiling/tilingJobs.ts). */
export interface TilingPlanResult extends TilingFacts {
  readonly kind: 'tiling-plan';
}

/** The k-th tiling (0-based, decimal) of `placer tile --list [--distinct]`, by random access. */
export interface TilingAtJob {
  readonly kind: 'tiling-at';
  readonly spec: TilingSpec;
  readonly k: string;
  readonly distinct: boolean;
  /** The listing's tilings per unit in plan order where known (a count's), decimal or null. */
  readonly unitCounts?: readonly (string | null)[];
}

/** A tiling by index, ready to draw (tiling/tilingJobs.ts). */
export interface TilingAtResult extends TilingAt {
  readonly kind: 'tiling-at';
}

/** A unit of a count, run in slices of search nodes: every field of the job is the search's. */
function startCount(job: TilingCountJob): JobRun<TilingCountResult> {
  checkTilingSpec(job.spec);
  const s = startTilingUnit(problemOf(job.spec), job.id, {
    symmetry: job.symmetry,
    engine: job.engine,
    memoEntries: job.memoEntries,
  });
  return {
    run: (budget) => s.run(budget),
    get steps() {
      return s.nodes;
    },
    progress: () => s.progress(),
    result: () => ({
      kind: 'tiling-count',
      total: s.total,
      distinct: s.distinct,
      rotationClasses: s.rotationClasses,
      orbits: s.orbits,
      nodes: s.nodes,
    }),
  };
}

/** A tiling in Knuth's DLX format (as `placer tile … --dlx` writes it), for the exact-cover view. */
export interface TilingDlxJob {
  readonly kind: 'tiling-dlx';
  readonly spec: TilingSpec;
}

/** A tiling as DLX text: the answer to a TilingDlxJob. */
export interface TilingDlxResult {
  readonly kind: 'tiling-dlx';
  readonly text: string;
}

function dlx(job: TilingDlxJob): TilingDlxResult {
  checkTilingSpec(job.spec);
  const comment =
    'tiling: items are the pieces, then cells as row,column; one option per placement';
  return { kind: 'tiling-dlx', text: tilingDlx(job.spec, comment) };
}

/**
 * A warm-up of a worker before a count: search about `nodes` nodes of the problem's units in
 * plan order, as a count does, and throw the counts away. A count's first units in a fresh
 * worker run several times slower than the rest (V8 compiles the search while it runs: in
 * Chromium on 2 busy cores, the first pass over 6×10's units took 1.2–3.0 s against 0.10–0.35 s
 * once compiled); the page's workers warm up on the problem itself before Count is pressed.
 */
export interface TilingWarmJob {
  readonly kind: 'tiling-warm';
  readonly spec: TilingSpec;
  readonly nodes: number;
}

/** The nodes a warm-up searched (a few past its budget: the search checks it between nodes). */
export interface TilingWarmResult {
  readonly kind: 'tiling-warm';
  readonly nodes: number;
}

function startWarm(job: TilingWarmJob): JobRun<TilingWarmResult> {
  checkTilingSpec(job.spec);
  const counter = counterFor(problemOf(job.spec));
  const { units } = counter;
  const budget = Math.max(0, Math.floor(job.nodes));
  let u = 0;
  let search: ReturnType<typeof counter.search> | null = null;
  let nodes = 0;
  return {
    run: (slice) => {
      let left = slice;
      while (u < units.length && nodes < budget && left > 0) {
        search ??= counter.search(units[u].id);
        const before = search.nodes;
        const status = search.run(Math.min(left, budget - nodes));
        nodes += search.nodes - before;
        left -= Math.max(1, search.nodes - before);
        if (status === 'done') {
          u++;
          search = null;
        }
      }
      return u < units.length && nodes < budget ? 'paused' : 'done';
    },
    get steps() {
      return nodes;
    },
    result: () => ({ kind: 'tiling-warm', nodes }),
  };
}

const countKind: JobKind<TilingCountJob, TilingCountResult> = { start: startCount };

/** The tilings family's jobs, by kind. */
export const tilingJobs = {
  'tiling-count': countKind,
  'tiling-plan': wholeJob((job: TilingPlanJob): TilingPlanResult => {
    checkTilingSpec(job.spec);
    return { kind: 'tiling-plan', ...tilingFacts(job.spec, job.symmetry) };
  }),
  'tiling-at': wholeJob(
    (job: TilingAtJob): TilingAtResult => {
      checkTilingSpec(job.spec);
      return {
        kind: 'tiling-at',
        ...tilingAt(job.spec, job.k, job.distinct === true, job.unitCounts ?? []),
      };
    },
    (r) => [r.part, r.kinds],
  ),
  'tiling-dlx': wholeJob(dlx),
  'tiling-warm': { start: startWarm },
};
