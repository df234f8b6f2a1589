/**
 * The exact-cover family's job table: a count's unit (run in slices of search nodes), an
 * instance's facts and units, solutions by index, and problems of other families written in
 * Knuth's DLX text; the jobs' and answers' types are jobTypes.ts's. core/jobs.ts merges it
 * with the other families' tables.
 */
import type { JobKind, JobRun } from '../run/job.js';
import { wholeJob } from '../run/job.js';
import { coverFacts, coverList, coverProblemOf } from './coverJobs.js';
import { startExactCoverUnit } from './coverUnits.js';
import type {
  CoverCountJob,
  CoverCountResult,
  CoverListJob,
  CoverListResult,
  CoverPlanJob,
  CoverPlanResult,
} from './jobTypes.js';

function startCount(job: CoverCountJob): JobRun<CoverCountResult> {
  const s = startExactCoverUnit(coverProblemOf(job.dlx).problem, job.id, {
    memoEntries: job.memoEntries,
    memoTrial: job.memoTrial !== false,
  });
  return {
    run: (budget) => s.run(budget),
    get steps() {
      return s.nodes;
    },
    progress: () => s.progress(),
    result: () => ({
      kind: 'cover-count',
      count: s.count,
      nodes: s.nodes,
      memoHits: s.memoHits,
      memoDropped: s.memoDropped,
    }),
  };
}

const countKind: JobKind<CoverCountJob, CoverCountResult> = { start: startCount };

/** The exact-cover family's jobs, by kind. */
export const coverJobs = {
  'cover-count': countKind,
  'cover-plan': wholeJob((job: CoverPlanJob): CoverPlanResult => ({
    kind: 'cover-plan',
    ...coverFacts(job.dlx),
  })),
  'cover-list': wholeJob((job: CoverListJob): CoverListResult => ({
    kind: 'cover-list',
    ...coverList(job.dlx, job.count, job.from ?? '0', job.unitCounts ?? []),
  })),
};
