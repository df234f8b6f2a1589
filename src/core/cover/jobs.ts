/**
 * The exact-cover family's job table: a count's unit (run in slices of search nodes), an
 * instance's facts and units, solutions by index, and problems of other families written in
 * Knuth's DLX text; the jobs' and answers' types are jobTypes.ts's. core/jobs.ts merges it
 * with the other families' tables.
 */
import { searchJob, wholeJob } from '../run/job.js';
import { coverFacts, coverList, coverProblem, type CoverWork } from './coverJobs.js';
import type { CoverSearch } from './coverSearch.js';
import { startExactCoverUnit } from './coverUnits.js';
import type {
  CoverCountJob,
  CoverCountResult,
  CoverListJob,
  CoverListResult,
  CoverPlanJob,
  CoverPlanResult,
} from './jobTypes.js';

/** A unit of a count on its text's instance, with the job's counting table. */
function startCount(job: CoverCountJob, work: CoverWork): CoverSearch {
  return startExactCoverUnit(work.problem, job.id, {
    memoEntries: job.memoEntries,
    memoTrial: job.memoTrial !== false,
    backend: job.backend,
  });
}

function countAnswer(s: CoverSearch): CoverCountResult {
  return {
    kind: 'cover-count',
    count: s.count,
    nodes: s.nodes,
    memoHits: s.memoHits,
    memoDropped: s.memoDropped,
    splits: s.splits,
    backend: s.backend,
  };
}

/** The exact-cover family's jobs, by kind: each on the instance its text holds (coverProblem). */
export const coverJobs = {
  'cover-count': searchJob(startCount, countAnswer, { problem: coverProblem }),
  'cover-plan': wholeJob(
    (_job: CoverPlanJob, work: CoverWork): CoverPlanResult => ({
      kind: 'cover-plan',
      ...coverFacts(work.problem, work.warnings),
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
