/**
 * What a count in progress can honestly say about its end. The page counts the subproblems of
 * the plan in a random order (count.ts), so the ones done so far are a simple random sample
 * of them, drawn without replacement. Then:
 *
 * - the total is predicted as (mean solutions per subproblem done) × (subproblems in the plan),
 *   give or take two standard errors of that estimate, s·M·√((1 − k/M)/k) for k of M done with
 *   sample deviation s (the finite-population correction makes it exact at the end);
 * - the time left is the time so far × (subproblems left / subproblems done): the time per
 *   subproblem is sampled the same way, so no more is claimed than that ratio.
 *
 * Subproblem sizes vary by orders of magnitude, so the margin is wide at first and narrows as
 * the sample grows; with fewer than 30 done no prediction is made at all.
 */
import { formatDuration } from '../../../render/duration.js';
import { nounFor } from '../../../render/plural.js';
import { msPerUnit } from '../../../render/countProgress.js';
import type { UnitsProgress } from '../../../core/run/unitCount.js';

/** Running sums of the solutions per subproblem counted (doubles: only for the forecast). */
export interface UnitSample {
  readonly count: number;
  readonly sum: number;
  readonly sumSq: number;
}

export const EMPTY_SAMPLE: UnitSample = { count: 0, sum: 0, sumSq: 0 };

export function addToSample(s: UnitSample, solutions: number): UnitSample {
  return { count: s.count + 1, sum: s.sum + solutions, sumSq: s.sumSq + solutions * solutions };
}

/** Below this many subproblems done, no prediction (the sample deviation means little). */
export const MIN_SAMPLE = 30;

export interface TotalForecast {
  /** Predicted number of solutions. */
  readonly predicted: number;
  /** Two standard errors of the prediction (0 once every subproblem is done). */
  readonly margin: number;
}

/** The predicted total of a plan of `units` subproblems, or null while the sample is too small. */
export function forecastTotal(s: UnitSample, units: number): TotalForecast | null {
  const k = s.count;
  if (k < Math.min(MIN_SAMPLE, units) || k === 0) return null;
  const mean = s.sum / k;
  const variance = k > 1 ? Math.max(0, (s.sumSq - s.sum * mean) / (k - 1)) : 0;
  const fpc = Math.max(0, 1 - k / units);
  return { predicted: mean * units, margin: 2 * units * Math.sqrt((fpc * variance) / k) };
}

/**
 * Seconds left at the pace so far (since `since` where given: the workers' start-up left out),
 * or null before the first subproblem is done, and at the first of many (whose time is mostly
 * the workers' start-up: a count of seconds would say half an hour).
 */
export function secondsLeft(
  done: number,
  units: number,
  elapsedMs: number,
  since?: UnitsProgress['since'],
): number | null {
  if (done === 0 || (done === 1 && units > 2 && since === undefined)) return null;
  return ((units - done) * msPerUnit(done, elapsedMs, since)) / 1000;
}

const nf = new Intl.NumberFormat('en-US');

/**
 * x rounded to the precision its margin allows (two significant digits of the margin), with
 * thousands separators: (14772512.3, 151234) → "14,770,000".
 */
export function roundedToMargin(x: number, margin: number): string {
  if (!(margin > 0)) return nf.format(Math.round(x));
  const step = 10 ** Math.max(0, Math.floor(Math.log10(margin)) - 1);
  const r = Math.round(x / step) * step;
  // Past 2^53 Intl still prints the double's digits; the rounding keeps them honest.
  return nf.format(r);
}

/** A rate in solutions per second for people: "830", "4.1 million", "2.3 billion". */
export function rateWords(perSecond: number): string {
  if (perSecond >= 1e9) return `${(perSecond / 1e9).toFixed(1)} billion`;
  if (perSecond >= 1e6) return `${(perSecond / 1e6).toFixed(1)} million`;
  return nf.format(Math.round(perSecond));
}

export interface CountStatus {
  readonly n: number;
  readonly done: number;
  readonly units: number;
  /** Solutions in the subproblems done (exact). */
  readonly solutions: bigint;
  readonly sample: UnitSample;
  /** Time since the first subproblem was sent. */
  readonly elapsedMs: number;
  /** The point of the count the pace is taken from (UnitsProgress.since). */
  readonly since?: UnitsProgress['since'];
  /** What the count's parts are called: the constellations' subproblems (default), the join's units. */
  readonly unitWord?: string;
}

/**
 * The progress line, as the CLI's (`placer queens count N --progress`) with thousands separators:
 * "1,234 of 3,206 subproblems (38.5%), 5,678,901 solutions so far, 4.1 million solutions/s,
 * 1.4 s; about 2.2 s left".
 */
export function countProgressWords(s: CountStatus): string {
  const pct = s.units === 0 ? 100 : (100 * s.done) / s.units;
  const secs = s.elapsedMs / 1000;
  const rate = secs > 0 ? Number(s.solutions) / secs : 0;
  const left = secondsLeft(s.done, s.units, s.elapsedMs, s.since);
  const parts = s.unitWord ?? 'subproblems';
  return (
    `${nf.format(s.done)} of ${nf.format(s.units)} ${parts} (${pct.toFixed(1)}%), ` +
    `${nf.format(s.solutions)} ${nounFor(s.solutions, 'solution')} so far, ${rateWords(rate)} solutions/s, ` +
    `${formatDuration(secs)}` +
    (left !== null
      ? `; about ${formatDuration(left)} left`
      : s.done === 0
        ? `; no estimate before ${parts === 'units' ? 'a unit' : 'a subproblem'} is done`
        : '; no estimate yet')
  );
}

/** "about 14,770,000 ± 150,000", or null while there is nothing to predict from. */
export function forecastWords(s: CountStatus): string | null {
  const f = forecastTotal(s.sample, s.units);
  if (f === null) return null;
  return `about ${roundedToMargin(f.predicted, f.margin)} ± ${roundedToMargin(f.margin, f.margin)}`;
}
