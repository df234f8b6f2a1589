/**
 * The words of Knuth's estimate of N-Queens (core/queens/estimate.ts) and of a count's ETA
 * (core/queens/countRate.ts), one way on every face: `placer queens estimate N` prints them and
 * the page's All placements shows them before and during a count, so both say the same.
 */
import { defaultCountMethod } from '../../core/queens/countMethod.js';
import type { CountEta } from '../../core/queens/countRate.js';
import type { Interval, QueensEstimate } from '../../core/queens/estimate.js';
import { formatDuration } from '../duration.js';

/** A number for people: exact below 10^6 (digits grouped), else three significant digits. */
export function approx(x: number): string {
  if (x < 1e6) return Math.round(x).toLocaleString('en-US');
  const e = Math.floor(Math.log10(x));
  return `${(x / 10 ** e).toFixed(2)}e${e}`;
}

/** `≈ 14,344   95% interval 13,813 … 14,875 (±3.7%)`. */
export function intervalText(i: Interval): string {
  const rel = i.mean > 0 ? ` (±${((100 * (i.high - i.mean)) / i.mean).toFixed(1)}%)` : '';
  return `≈ ${approx(i.mean)}   95% interval ${approx(i.low)} … ${approx(i.high)}${rel}`;
}

/** The solutions' estimate; no interval where no path reached the last row (0, no spread). */
export function solutionsText(e: QueensEstimate): string {
  return e.fullPaths === 0
    ? `≈ 0   no interval: no path reached row ${e.n} (more --samples, unless there are none)`
    : intervalText(e.solutions);
}

/**
 * `≈ 2.7 × 10^8 years for 'placer queens count 32' on one thread here (64 of count 19's 7432
 * subproblems timed: 4.8 s, scaled by the tree sizes)`. The time is the constellations' (their
 * subproblems are what is timed): where N's count takes the join, the command named says so.
 */
export function countTimeText(n: number, eta: CountEta): string {
  const r = eta.rate;
  const whose = r.n === n ? 'its' : `count ${r.n}'s`;
  const scaled = r.n === n ? '' : ', scaled by the tree sizes';
  const method = defaultCountMethod(n) === 'join' ? ' --method constellations' : '';
  return (
    `≈ ${formatDuration(eta.seconds)} for 'placer queens count ${n}${method}' on one thread here ` +
    `(${r.sampled} of ${whose} ${r.units} subproblems timed: ${formatDuration(r.sampleSeconds)}${scaled})`
  );
}
