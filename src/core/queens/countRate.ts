/**
 * How long `placer queens count N` takes on one thread, measured on the real counter: the count's
 * own subproblems, a sample of them in the count's own order (a seeded shuffle, so the first ones
 * are a fair sample), timed after a warm-up, and scaled to the whole plan; past MAX_SAMPLED_N one
 * subproblem can take minutes, so the rate is timed there and scaled by the ratio of the backtrack
 * trees' estimated sizes. The clock is the platform's (Node: this process's processor time; a
 * page's worker: its wall clock), so `placer queens estimate` and the page give the same ETA.
 */
import { countSubproblem, planCount, type CountSubproblem } from './count.js';
import { QueensEstimator, type QueensEstimate } from './estimate.js';
import { shuffled } from '../random.js';
import { runToEnd } from '../run/drive.js';

/** The seed of the order a count runs its subproblems in (any fixed number). */
export const COUNT_ORDER_SEED = 20_251_130;

/** Below this N the count takes milliseconds: no ETA. */
export const MIN_ETA_N = 12;
/** Up to this N the count's own subproblems are timed (each takes well under a second). */
export const MAX_SAMPLED_N = 19;
/** Subproblems of the real count are timed for about this long. */
export const RATE_BUDGET_MS = 1000;

/** A count's subproblems in the order it runs them: a fair sample at every prefix. */
export function countOrder<T>(plan: readonly T[]): T[] {
  return shuffled(plan, COUNT_ORDER_SEED);
}

/** A count's rate as timed: its subproblems, those timed and their time, and the prediction. */
export interface CountRate {
  readonly n: number;
  readonly units: number;
  /** Subproblems timed, and their time. */
  readonly sampled: number;
  readonly sampleSeconds: number;
  /** Planning the count. */
  readonly planSeconds: number;
  /** What the first subproblems cost over the warm rate (compiling the counter). */
  readonly coldSeconds: number;
  /** The count's predicted time on one thread: planning, then every subproblem. */
  readonly seconds: number;
}

/** How a rate is timed: the clock (ms), a budget, a warm-up, the fewest units. */
export interface RateOptions {
  /** The clock, in ms: this process's processor time in Node, a worker's wall clock in a page. */
  readonly clock: () => number;
  readonly budgetMs?: number;
  readonly warmupMs?: number;
  readonly minUnits?: number;
}

/**
 * Times subproblems of count N until `budgetMs` of them (at least `minUnits`, or all) after a
 * warm-up of `warmupMs`, and predicts the whole count from their mean.
 */
export function measureCountRate(n: number, opts: RateOptions): CountRate {
  const { clock } = opts;
  const budget = opts.budgetMs ?? 1000;
  const warmup = opts.warmupMs ?? 150;
  const minUnits = opts.minUnits ?? 64;
  const p0 = clock();
  const plan = planCount(n);
  const planSeconds = (clock() - p0) / 1000;
  const order: CountSubproblem[] = countOrder(plan);
  // Warm-up from the far end of the order (the JIT compiles the counter): the count pays that
  // too, so its extra time over the warm rate is added once.
  const w0 = clock();
  let warmed = 0;
  while (warmed < order.length && clock() - w0 < warmup) {
    countSubproblem(n, order[order.length - 1 - warmed++]);
  }
  const warmSpent = clock() - w0;
  let sampled = 0;
  const t0 = clock();
  let spent = 0;
  while (sampled < order.length && (spent < budget || sampled < minUnits)) {
    countSubproblem(n, order[sampled++]);
    spent = clock() - t0;
  }
  const sampleSeconds = spent / 1000;
  const perUnit = sampleSeconds / sampled;
  const coldSeconds = Math.max(0, warmSpent / 1000 - warmed * perUnit);
  return {
    n,
    units: order.length,
    sampled,
    sampleSeconds,
    planSeconds,
    coldSeconds,
    seconds: planSeconds + coldSeconds + perUnit * order.length,
  };
}

/** The predicted time of count N on one thread, and where its rate was measured. */
export interface CountEta {
  readonly seconds: number;
  /** Where the rate was measured (n, unless scaled from MAX_SAMPLED_N). */
  readonly rate: CountRate;
}

/**
 * The ETA of count N from the estimate `e` of its tree: the count's own rate up to
 * MAX_SAMPLED_N, else that N's rate scaled by the trees' estimated sizes (rougher: the counter
 * prunes more on bigger boards).
 */
export function countEta(
  n: number,
  e: QueensEstimate,
  seed: number,
  clock: () => number,
): CountEta {
  if (n <= MAX_SAMPLED_N) {
    const rate = measureCountRate(n, { clock, budgetMs: RATE_BUDGET_MS });
    return { seconds: rate.seconds, rate };
  }
  const rate = measureCountRate(MAX_SAMPLED_N, { clock, budgetMs: RATE_BUDGET_MS });
  const cal = new QueensEstimator(MAX_SAMPLED_N, seed, { samples: 200_000 });
  runToEnd(cal);
  return { seconds: rate.seconds * (e.nodes.mean / cal.result().nodes.mean), rate };
}
