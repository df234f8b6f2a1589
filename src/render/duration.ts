/**
 * Durations for people, one way on every face (CLI summaries, progress, ETAs; the web page):
 * readable at every scale, from milliseconds to the ages a brute-force count of N = 30 would take.
 */

const MINUTE = 60;
const DAY = 86400;
const YEAR = 365.25 * DAY;

/**
 * "0 ms", "7 ms", "0.4 s", "12 s", "3 min 20 s", "5 h 12 min", "41 days", "3.4 years", "290 years",
 * "3.6 × 10^5 years"; "for ever" when infinite. Estimates put "≈ " before it themselves.
 */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return 'for ever';
  const s = Math.max(0, seconds);
  if (s < 0.0995) return `${Math.round(s * 1000)} ms`;
  if (s < 9.95) return `${s.toFixed(1)} s`;
  const whole = Math.round(s);
  if (whole < 2 * MINUTE) return `${whole} s`;
  const minutes = Math.floor(whole / MINUTE);
  if (minutes < 120) return `${minutes} min ${whole - minutes * MINUTE} s`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${minutes - hours * 60} min`;
  const days = s / DAY;
  if (Math.round(days) < 730) return `${Math.round(days)} days`;
  const years = s / YEAR;
  if (years < 9.95) return `${years.toFixed(1)} years`;
  if (Math.round(years) < 1000) return `${Math.round(years)} years`;
  // Two significant digits and a power of ten: 3.6 × 10^5.
  let exp = Math.floor(Math.log10(years));
  let mantissa = Number((years / 10 ** exp).toFixed(1));
  if (mantissa >= 10) {
    mantissa /= 10;
    exp++;
  }
  return `${mantissa.toFixed(1)} × 10^${exp} years`;
}
