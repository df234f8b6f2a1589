/**
 * The exact-cover family's job table: a count's unit (run in slices of search nodes), an
 * instance's facts and units, solutions by index, and problems of other families written in
 * Knuth's DLX text; the jobs' and answers' types are jobTypes.ts's. core/jobs.ts merges it
 * with the other families' tables.
 */
import type { JobKind, JobRun } from '../run/job.js';
import { wholeJob } from '../run/job.js';
import { coverFacts, coverList, coverProblem, type CoverWork } from './coverJobs.js';
import { startExactCoverUnit } from './coverUnits.js';
import type {
  CoverCountJob,
  CoverCountResult,
  CoverListJob,
  CoverListResult,
  CoverPlanJob,
  CoverPlanResult,
} from './jobTypes.js';

function startCount(job: CoverCountJob, work: CoverWork): JobRun<CoverCountResult> {
  const s = startExactCoverUnit(work.problem, job.id, {
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

const countKind: JobKind<CoverCountJob, CoverCountResult, CoverWork> = {
  problem: coverProblem,
  start: startCount,
};

/** The exact-cover family's jobs, by kind: each on the instance its text holds (coverProblem). */
export const coverJobs = {
  'cover-count': countKind,
  'cover-plan': wholeJob(
    (_job: CoverPlanJob, work: CoverWork): CoverPlanResult => ({
      kind: 'cover-plan',
      ...coverFacts(work.problem),
    }),
    { problem: coverProblem },
  ),
  'cover-list': wholeJob(
    (job: CoverListJob, work: CoverWork): CoverListResult => ({
      kind: 'cover-list',
      ...coverList(work, job.count, job.from ?? '0', job.unitCounts ?? []),
    }),
    { problem: coverProblem },
  ),
};
