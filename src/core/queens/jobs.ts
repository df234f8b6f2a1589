/**
 * The N-Queens family's job table: each kind of job a worker runs for queens (a count's
 * subproblem, a count's plan, a fast solve, a listing slice, completions, an estimate with its
 * count's ETA), its checks and its answer; the jobs' and answers' types are jobTypes.ts's.
 * core/jobs.ts merges it with the other families' tables.
 */
import { PlacerError } from '../errors.js';
import type { RunStatus } from '../run/engine.js';
import { wholeJob, type JobKind } from '../run/job.js';
import { isValidSeed } from '../random.js';
import { quoted, gotValue } from '../text.js';
import {
  countPart,
  findCompletion,
  MAX_COMPLETE_N,
  prepareCompletion,
  type CompletionSetup,
} from './complete.js';
import { countSubproblem, MAX_COUNT_N, planCount, subproblemFromId } from './count.js';
import { MUTATION_RULES } from './mutation.js';
import { SPACE } from './planIds.js';
import { countJoinUnit } from './join/units.js';
import { startSlice } from './sliceJob.js';
import { createSolver, MAX_SOLVE_N, SOLVE_METHODS } from './solve.js';
import { plural } from '../plural.js';

import { queensEstimate } from './estimateJob.js';
import { queensDlx } from './exactCover.js';
import type {
  QueensCompleteJob,
  QueensCompleteResult,
  QueensCompletionsJob,
  QueensCompletionsResult,
  QueensCountJob,
  QueensCountResult,
  QueensDlxJob,
  QueensDlxResult,
  QueensEstimateJob,
  QueensJoinJob,
  QueensJoinResult,
  QueensPlanJob,
  QueensPlanResult,
  QueensSliceJob,
  QueensSliceResult,
  QueensSolveJob,
  QueensSolveResult,
} from './jobTypes.js';

function join(job: QueensJoinJob): QueensJoinResult {
  const t = countJoinUnit(job.n, job.id);
  return 'total' in t
    ? { kind: 'queens-join', total: String(t.total) }
    : { kind: 'queens-join', f90: String(t.symmetric.f90), f180: String(t.symmetric.f180) };
}

function count(job: QueensCountJob): QueensCountResult {
  const sub = subproblemFromId(job.n, job.id);
  if (sub === null) {
    throw new PlacerError('bad-unit', `unknown subproblem '${job.id}' for N = ${job.n}`);
  }
  return { kind: 'queens-count', tally: countSubproblem(job.n, sub) };
}

/** Steps per call of the solver: the worker is busy anyway; this only bounds one call. */
const SOLVE_SLICE = 1 << 24;

function checkSolveJob(job: QueensSolveJob): void {
  const bad = (message: string): never => {
    throw new PlacerError('bad-job', message);
  };
  if (!(SOLVE_METHODS as readonly string[]).includes(job.method))
    bad(`method must be one of ${SOLVE_METHODS.join(', ')}, got ${quoted(String(job.method))}`);
  const max = MAX_SOLVE_N[job.method];
  if (!Number.isSafeInteger(job.n) || job.n < 1 || job.n > max)
    bad(`N must be a whole number from 1 to ${max} for ${job.method}, got ${gotValue(job.n)}`);
  if (!isValidSeed(job.seed)) bad(`seed must be a whole number 0…2^53-1, got ${job.seed}`);
  if (job.rule !== undefined && !(MUTATION_RULES as readonly string[]).includes(job.rule))
    bad(`rule must be one of ${MUTATION_RULES.join(', ')}, got ${quoted(String(job.rule))}`);
  if (job.maxSteps !== undefined && !(Number.isSafeInteger(job.maxSteps) && job.maxSteps >= 1))
    bad(`maxSteps must be a whole number ≥ 1, got ${job.maxSteps}`);
}

function solve(job: QueensSolveJob): QueensSolveResult {
  checkSolveJob(job);
  const solver = createSolver(job.method, job.n, job.seed, { rule: job.rule });
  const maxSteps = job.maxSteps ?? Infinity;
  let status: RunStatus = 'paused';
  while (status === 'paused' && solver.steps < maxSteps) {
    status = solver.run(Math.min(SOLVE_SLICE, maxSteps - solver.steps));
  }
  const { cols, steps, restarts, error } = solver;
  return {
    kind: 'queens-solve',
    status: status === 'found' ? 'solved' : status === 'done' ? 'none' : 'gave-up',
    cols,
    steps,
    restarts,
    error,
  };
}

function plan(job: QueensPlanJob): QueensPlanResult {
  const n = job.n;
  if (!Number.isInteger(n) || n < 1 || n > MAX_COUNT_N) {
    throw new PlacerError(
      'bad-job',
      `N must be a whole number from 1 to ${MAX_COUNT_N}, got ${gotValue(n)}`,
    );
  }
  const subs = planCount(n);
  let width = 0;
  for (const s of subs) width = Math.max(width, s.id.length);
  const ids = new Uint8Array(subs.length * width).fill(SPACE);
  subs.forEach((s, i) => {
    for (let c = 0; c < s.id.length; c++) ids[i * width + c] = s.id.charCodeAt(c);
  });
  return { kind: 'queens-plan', n, count: subs.length, width, ids };
}

/** The search space of a completion job's partial placement, after checking the job. */
function completionSetup(job: QueensCompleteJob | QueensCompletionsJob): CompletionSetup {
  const { n, cols } = job;
  if (!Number.isInteger(n) || n < 1 || n > MAX_COMPLETE_N) {
    throw new PlacerError(
      'bad-job',
      `N must be a whole number from 1 to ${MAX_COMPLETE_N}, got ${gotValue(n)}`,
    );
  }
  if (!Array.isArray(cols) || cols.length !== n) {
    throw new PlacerError(
      'bad-job',
      `cols must list ${plural(n, 'row')}, got ${String(cols).slice(0, 40)}`,
    );
  }
  for (const c of cols) {
    if (!Number.isInteger(c) || c < -1 || c >= n) {
      throw new PlacerError('bad-job', `a row's column must be -1 (free) or 0…${n - 1}, got ${c}`);
    }
  }
  return prepareCompletion({ n, cols: Int32Array.from(cols) });
}

function complete(job: QueensCompleteJob): QueensCompleteResult {
  const setup = completionSetup(job);
  if (setup.kind !== 'space')
    return { kind: 'queens-complete', completion: null, reason: setup.kind };
  const completion = findCompletion(setup.space);
  return { kind: 'queens-complete', completion, reason: completion === null ? 'none' : null };
}

function completions(job: QueensCompletionsJob): QueensCompletionsResult {
  const setup = completionSetup(job);
  if (setup.kind !== 'space') return { kind: 'queens-completions', count: '0' };
  const { space } = setup;
  const bad =
    job.prefix.length > job.n ||
    job.prefix.some((c, r) => !Number.isInteger(c) || c < 0 || (space.allowed[r] & (1 << c)) === 0);
  if (bad) {
    throw new PlacerError('bad-unit', `prefix ${job.prefix.join(',')} is not a part of this count`);
  }
  return { kind: 'queens-completions', count: String(countPart(space, { prefix: job.prefix })) };
}

const sliceKind: JobKind<QueensSliceJob, QueensSliceResult> = {
  start: startSlice,
  transfer: (r) => [r.cols, r.orbits],
};

/** The queens family's jobs, by kind. */
export const queensJobs = {
  'queens-count': wholeJob(count),
  'queens-join': wholeJob(join),
  'queens-plan': wholeJob(plan, { transfer: (r) => [r.ids] }),
  'queens-solve': wholeJob(solve, { transfer: (r) => [r.cols] }),
  'queens-slice': sliceKind,
  'queens-complete': wholeJob(complete, {
    transfer: (r) => (r.completion === null ? [] : [r.completion]),
  }),
  'queens-completions': wholeJob(completions),
  'queens-estimate': wholeJob((job: QueensEstimateJob) => queensEstimate(job)),
  'queens-dlx': wholeJob((job: QueensDlxJob): QueensDlxResult => ({
    kind: 'queens-dlx',
    text: queensDlx(job.n),
  })),
};
