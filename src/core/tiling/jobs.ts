/**
 * The tilings family's job table: a count's unit (run in slices of search nodes), a problem's
 * facts and units, a tiling by index, a one-step hint (the jobs' and answers' types are jobTypes.ts's).
 * core/jobs.ts merges it with the other families'.
 */
import { searchJob, wholeJob, type JobKind, type JobRun } from '../run/job.js';
import { tilingAt, tilingDlx, tilingFacts, tilingProblem, type TilingWork } from './tilingJobs.js';
import { tilingHint } from './hint.js';
import type { TilingSearch } from './tile.js';
import { counterFor, startTilingUnit } from './units.js';
import type {
  TilingAtJob,
  TilingAtResult,
  TilingCountJob,
  TilingCountResult,
  TilingDlxJob,
  TilingDlxResult,
  TilingHintJob,
  TilingHintResult,
  TilingPlanJob,
  TilingPlanResult,
  TilingWarmJob,
  TilingWarmResult,
} from './jobTypes.js';

/** A unit of a count on its spec's problem: every other field of the job is the search's. */
function startCount(job: TilingCountJob, work: TilingWork): TilingSearch {
  return startTilingUnit(work.problem, job.id, {
    symmetry: job.symmetry,
    engine: job.engine,
    memoEntries: job.memoEntries,
  });
}

function countAnswer(s: TilingSearch): TilingCountResult {
  return {
    kind: 'tiling-count',
    total: s.total,
    distinct: s.distinct,
    rotationClasses: s.rotationClasses,
    orbits: s.orbits,
    nodes: s.nodes,
  };
}

function dlx(_job: TilingDlxJob, work: TilingWork): TilingDlxResult {
  const comment =
    'tiling: items are the pieces, then cells as row,column; one option per placement';
  return { kind: 'tiling-dlx', text: tilingDlx(work.problem, comment) };
}

function startWarm(job: TilingWarmJob, work: TilingWork): JobRun<TilingWarmResult> {
  const counter = counterFor(work.problem);
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

const warmKind: JobKind<TilingWarmJob, TilingWarmResult, TilingWork> = {
  problem: tilingProblem,
  start: startWarm,
};

/** The tilings family's jobs, by kind: each on the problem its spec names (tilingProblem). */
export const tilingJobs = {
  'tiling-count': searchJob(startCount, countAnswer, { problem: tilingProblem }),
  'tiling-plan': wholeJob(
    (job: TilingPlanJob, work: TilingWork): TilingPlanResult => ({
      kind: 'tiling-plan',
      ...tilingFacts(work.problem, job.symmetry),
    }),
    { problem: tilingProblem },
  ),
  'tiling-at': wholeJob(
    (job: TilingAtJob, work: TilingWork): TilingAtResult => ({
      kind: 'tiling-at',
      ...tilingAt(work, job.k, job.distinct === true, job.unitCounts ?? []),
    }),
    { problem: tilingProblem, transfer: (r) => [r.part, r.kinds] },
  ),
  'tiling-dlx': wholeJob(dlx, { problem: tilingProblem }),
  'tiling-hint': wholeJob(
    (job: TilingHintJob, work: TilingWork): TilingHintResult => ({
      kind: 'tiling-hint',
      hint: tilingHint(work.problem.region, work.problem.kinds, job.rows),
    }),
    { problem: tilingProblem },
  ),
  'tiling-warm': warmKind,
};
