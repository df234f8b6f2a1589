/**
 * How long `placer queens count N` takes on one thread here (core/queens/countRate.ts), timed on
 * this process's processor time: on a busy machine the sample's wall time says more about the
 * other processes than about the counter; on an idle one the two agree.
 */
import {
  countEta as coreCountEta,
  measureCountRate as coreMeasureCountRate,
  type CountEta,
  type CountRate,
  type RateOptions,
} from '../../core/queens/countRate.js';
import type { QueensEstimate } from '../../core/queens/estimate.js';

export { COUNT_ORDER_SEED, countOrder } from '../../core/queens/countRate.js';
export type { CountEta, CountRate } from '../../core/queens/countRate.js';

/** This process's processor time (user and system) in ms: only this thread counts here. */
function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** core's measureCountRate on this process's processor time. */
export function measureCountRate(n: number, opts: Omit<RateOptions, 'clock'> = {}): CountRate {
  return coreMeasureCountRate(n, { ...opts, clock: cpuMs });
}

/** core's countEta on this process's processor time. */
export function countEta(n: number, e: QueensEstimate, seed: number): CountEta {
  return coreCountEta(n, e, seed, cpuMs);
}
