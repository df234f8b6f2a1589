/**
 * The words of a count split into units while it runs and when it is cancelled, written once for
 * the CLI's progress line and messages and for every view of the page: units done of all, what
 * the finished units and the units under way found, the time, and an estimate of the time left.
 */
import type { UnitsProgress } from '../core/run/unitCount.js';
import { formatDuration } from './duration.js';
import { plural } from './plural.js';

/**
 * Seconds left at the rate of the units done in this run (resumed ones took no time here): since
 * the run's `since` point where it has one, so the first units' start-up is not charged to every
 * unit left; before the first unit, at the rate of the units under way (their fractions done);
 * NaN while nothing says.
 */
export function unitsEtaSeconds(p: UnitsProgress): number {
  const fresh = p.done - p.resumed;
  if (!(p.done < p.total)) return NaN;
  // No unit finished yet (one unit of hours): at the rate the units under way go, as far as
  // their engines can say what fraction of themselves is done.
  const inner = p.running?.fraction ?? 0;
  if (fresh === 0)
    return inner > 0 ? ((p.total - p.done - inner) * p.elapsedMs) / inner / 1000 : NaN;
  if (!(fresh > 0)) return NaN;
  return ((p.total - p.done) * msPerUnit(fresh, p.elapsedMs, p.since)) / 1000;
}

/**
 * Milliseconds a unit at the recent rate where there is one (see UnitsProgress.since: it leaves
 * out the first units' start-up), else at the rate since the start; `fresh` > 0 units done.
 */
export function msPerUnit(fresh: number, elapsedMs: number, since: UnitsProgress['since']): number {
  return since !== undefined && fresh > since.fresh
    ? (elapsedMs - since.elapsedMs) / (fresh - since.fresh)
    : elapsedMs / fresh;
}

/** ", about 3.2 s left", or nothing when there is no estimate yet. */
export function etaWords(seconds: number): string {
  return Number.isFinite(seconds) ? `, about ${formatDuration(seconds)} left` : '';
}

function nodesWords(n: number, f: (n: number) => string): string {
  return `${f(n)} ${n === 1 ? 'node' : 'nodes'}`;
}

/**
 * `D/T units (P%), N solutions, [K nodes, ]time, about T left`: the finished units' count plus
 * what the units under way found so far (`found`: the finished units'; `nodes`: theirs, where the
 * count says), and the estimate. `format` writes a number (the page groups digits).
 */
export function unitCountProgressWords(
  p: UnitsProgress,
  found: bigint,
  words: {
    readonly noun: string;
    readonly units?: string;
    readonly nodes?: number;
    readonly format?: (n: bigint | number) => string;
  },
): string {
  const inside = p.running;
  const f = words.format ?? ((n: bigint | number) => String(n));
  const all = found + (inside?.found ?? 0n);
  const pct = ((100 * (p.done + (inside?.fraction ?? 0))) / Math.max(1, p.total)).toFixed(1);
  const nodes =
    words.nodes === undefined ? '' : `${nodesWords(words.nodes + (inside?.steps ?? 0), f)}, `;
  return (
    `${f(p.done)}/${f(p.total)} ${words.units ?? 'units'} (${pct}%), ${f(all)} ${words.noun}, ` +
    `${nodes}${formatDuration(p.elapsedMs / 1000)}${etaWords(unitsEtaSeconds(p))}`
  );
}

/** What the units under way had found at the last progress report, in words; null for none. */
export function underWayWords(
  last: UnderWay | null,
  noun: string,
  format: (n: bigint) => string = String,
): string | null {
  if (last === null || last.found === 0n) return null;
  return (
    `the ${plural(last.running, 'unit')} under way had found ${format(last.found)} more ${noun} ` +
    '(not kept: a unit counts once it is finished)'
  );
}

/** The units under way at a count's last progress report: how many, what they had found. */
export interface UnderWay {
  /** Units finished when these figures were reported. */
  readonly done: number;
  readonly running: number;
  readonly found: bigint;
  readonly steps: number;
}

/**
 * The units under way after progress report `p`, from those after the report before (`last`). A
 * report may come without the units' own figures (between their reports): the last ones stand
 * while no unit has finished since (a finished unit's count is in the finished units' then).
 */
export function nextUnderWay(last: UnderWay | null, p: UnitsProgress): UnderWay | null {
  const inside = p.running;
  if (inside !== undefined) {
    return { done: p.done, running: inside.units, found: inside.found, steps: inside.steps };
  }
  return last !== null && last.done === p.done ? last : null;
}

/**
 * A view's line for a count in units, running or cancelled: the CLI's progress line and its
 * cancel message, in the page's words (`noun` singular: `solution`). `Counting… D/T units (P%),
 * N solutions, …` or `Cancelled: finished units only, D of T: N solutions; the 1 unit under way
 * had found …`.
 */
export function unitCountLine(
  state: 'running' | 'cancelled',
  p: UnitsProgress | null,
  found: bigint,
  noun: string,
  format: (n: bigint | number) => string = (n) => String(n),
): string {
  if (p === null) return state === 'running' ? 'Counting…' : 'Cancelled before any progress.';
  const nouns = `${noun}s`;
  if (state === 'running') {
    return `Counting… ${unitCountProgressWords(p, found, { noun: nouns, format })}`;
  }
  const inFlight = underWayWords(nextUnderWay(null, p), nouns, format);
  return (
    `Cancelled: finished units only, ${format(p.done)} of ${format(p.total)}: ` +
    `${format(found)} ${found === 1n ? noun : nouns}${inFlight === null ? '' : `; ${inFlight}`}.`
  );
}
