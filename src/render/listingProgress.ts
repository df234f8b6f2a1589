/**
 * The words of a listing seek on its way to row K (`placer queens list N --offset K`), the same
 * on every face: what is counted, how fast, and how long is left at that rate.
 */
import type { ListingSeek } from '../core/queens/listing.js';

/**
 * A duration for people, from a tenth of a second to hundreds of millions of years: "0.4 s",
 * "12 s", "3 min 20 s", "5 h 10 min", "12 days", "3.4 years", "290 million years".
 */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return 'for ever';
  if (seconds < 9.95) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  if (whole < 120) return `${whole} s`;
  const minutes = Math.floor(whole / 60);
  if (minutes < 120) return `${minutes} min ${whole - minutes * 60} s`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${minutes - hours * 60} min`;
  const days = seconds / 86400;
  if (days < 730) return `${Math.round(days)} days`;
  const years = days / 365.25;
  if (years < 1000) return `${years < 10 ? years.toFixed(1) : Math.round(years)} years`;
  const big: [number, string][] = [
    [1e18, 'billion billion'],
    [1e15, 'million billion'],
    [1e12, 'trillion'],
    [1e9, 'billion'],
    [1e6, 'million'],
    [1e3, 'thousand'],
  ];
  for (const [unit, word] of big) {
    if (years >= unit) {
      const v = years / unit;
      if (v >= 1000) return `${v.toExponential(1)} ${word} years`;
      return `${v < 10 ? v.toFixed(1) : Math.round(v)} ${word} years`;
    }
  }
  return `${Math.round(years)} years`;
}

/** A rate for people: "830 rows/s", "1.2 million rows/s". */
function formatRate(perSecond: number, unit: string): string {
  if (perSecond >= 1e9) return `${(perSecond / 1e9).toFixed(1)} billion ${unit}/s`;
  if (perSecond >= 1e6) return `${(perSecond / 1e6).toFixed(1)} million ${unit}/s`;
  if (perSecond >= 10) return `${Math.round(perSecond)} ${unit}/s`;
  return `${perSecond.toFixed(1)} ${unit}/s`;
}

/**
 * One line on a seek: rows counted so far of the rows before row K, the rate, the parts counted,
 * the time spent, and the time left at this rate (from the fraction the seek reports, which is
 * its position among the rows before K, or among its parts when it knows how many there are).
 */
export function seekProgressWords(seek: ListingSeek, elapsedMs: number): string {
  const p = seek.progress();
  const secs = elapsedMs / 1000;
  const counted = seek.counted;
  const what = seek.fundamental ? 'classes' : 'rows';
  let head: string;
  if (seek.phase === 'table') {
    head = `building the part table: ${counted} ${what} counted`;
  } else {
    const target = seek.target;
    const pct = target === 0n ? 100 : Math.min(100, (100 * Number(counted)) / Number(target));
    const shown = pct === 0 ? '0' : pct < 0.01 ? 'under 0.01' : pct.toFixed(2);
    head =
      `${counted} of ${target} ${what} counted` +
      (seek.mirrored ? ' (from the end)' : '') +
      ` (${shown}%)`;
  }
  const rate = formatRate(Number(counted) / Math.max(secs, 1e-3), what);
  const parts = `${p.done}${p.total === null ? '' : `/${p.total}`} parts`;
  const f = p.fraction ?? 0;
  const eta =
    f <= 0 ? 'no estimate yet' : `about ${formatDuration((secs * (1 - f)) / f)} left at this rate`;
  return `N=${seek.n}: ${head}, ${rate}, ${parts}, ${formatDuration(secs)}; ${eta}`;
}
