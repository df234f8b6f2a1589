/**
 * Knuth's estimate of N (estimate.ts) and the ETA of its count (countRate.ts) as a worker's
 * job, so the page's All placements can say before a count what `placer queens estimate N
 * --seed S` says: the same seed and samples give the same figures, and the ETA times the same
 * count's subproblems (on the worker's wall clock, where the CLI reads its processor time). A
 * job without `eta` answers in a fraction of a second; with it, about a second and a half more.
 */
import { PlacerError } from '../errors.js';
import { isValidSeed } from '../random.js';
import { runToEnd } from '../run/drive.js';
import { gotValue } from '../text.js';
import { MAX_COUNT_N } from './count.js';
import { countEta, MIN_ETA_N } from './countRate.js';
import { MAX_ESTIMATE_N, QueensEstimator } from './estimate.js';
import type { QueensEstimateJob, QueensEstimateResult } from './jobTypes.js';

/** The most random paths a job takes (a few seconds of a worker's time). */
export const MAX_ESTIMATE_SAMPLES = 10_000_000;

function bad(what: string): never {
  throw new PlacerError('bad-job', what);
}

/** Runs an estimate job; `clock` (ms) times the ETA's sample. */
export function queensEstimate(
  job: QueensEstimateJob,
  clock: () => number = Date.now,
): QueensEstimateResult {
  const { n, seed, samples } = job;
  if (!Number.isInteger(n) || n < 1 || n > MAX_ESTIMATE_N) {
    bad(`N must be a whole number from 1 to ${MAX_ESTIMATE_N}, got ${gotValue(n)}`);
  }
  if (!isValidSeed(seed)) bad(`seed must be a whole number 0…2^53-1, got ${gotValue(seed)}`);
  if (!Number.isSafeInteger(samples) || samples < 2 || samples > MAX_ESTIMATE_SAMPLES) {
    bad(
      `samples must be a whole number from 2 to ${MAX_ESTIMATE_SAMPLES}, got ${gotValue(samples)}`,
    );
  }
  const est = new QueensEstimator(n, seed, { samples });
  runToEnd(est);
  const estimate = est.result();
  const timed = job.eta === true && n >= MIN_ETA_N && n <= MAX_COUNT_N;
  return {
    kind: 'queens-estimate',
    estimate,
    eta: timed ? countEta(n, estimate, seed, clock) : null,
  };
}
