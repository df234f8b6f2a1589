/**
 * The words of a listing seek on its way to row K (`placer queens list N --offset K`), the same
 * on every face: what is counted, how fast, and how long is left at that rate.
 */
import type { ListingSeek } from '../../core/queens/listing.js';
import { formatDuration } from '../duration.js';

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
