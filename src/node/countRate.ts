/**
 * How long `placer queens count N` takes on one thread here, measured on the real counter: the
 * count's own subproblems, a sample of them in the count's own order (a seeded shuffle, so the
 * first ones are a fair sample), timed after a warm-up, and scaled to the whole plan. A live ETA
 * from the units done so far is fair for the same reason.
 */
import { countSubproblem, planCount, type CountSubproblem } from '../core/queens/count.js';
import { shuffled } from '../core/random.js';

/** The seed of the order a count runs its subproblems in (any fixed number). */
export const COUNT_ORDER_SEED = 20_251_130;

/** A count's subproblems in the order it runs them: a fair sample at every prefix. */
export function countOrder<T>(plan: readonly T[]): T[] {
  return shuffled(plan, COUNT_ORDER_SEED);
}

/** This process's processor time (user and system) in ms: only this thread counts here. */
function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

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

/**
 * Times subproblems of count N until `budgetMs` of them (at least `minUnits`, or all) after a
 * warm-up of `warmupMs`, and predicts the whole count from their mean (processor times).
 */
export function measureCountRate(
  n: number,
  opts: { budgetMs?: number; warmupMs?: number; minUnits?: number } = {},
): CountRate {
  const budget = opts.budgetMs ?? 1000;
  const warmup = opts.warmupMs ?? 150;
  const minUnits = opts.minUnits ?? 64;
  const p0 = performance.now();
  const plan = planCount(n);
  const planSeconds = (performance.now() - p0) / 1000;
  const order: CountSubproblem[] = countOrder(plan);
  // Warm-up from the far end of the order (the JIT compiles the counter): the count pays that
  // too, so its extra time over the warm rate is added once.
  const w0 = cpuMs();
  let warmed = 0;
  while (warmed < order.length && cpuMs() - w0 < warmup) {
    countSubproblem(n, order[order.length - 1 - warmed++]);
  }
  const warmSpent = cpuMs() - w0;
  let sampled = 0;
  // Processor time, not wall time: on a busy machine the sample's wall time says more about the
  // other processes than about the counter; on an idle one the two agree.
  const t0 = cpuMs();
  let spent = 0;
  while (sampled < order.length && (spent < budget || sampled < minUnits)) {
    countSubproblem(n, order[sampled++]);
    spent = cpuMs() - t0;
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
