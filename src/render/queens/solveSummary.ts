/**
 * The summary of one placement search (`placer queens solve`): how it went — the method and
 * seed, its steps, its time, the check of what it found, the file written — as lines of words
 * under labels and as one JSON object (the shape `--format json` prints, the placement aside).
 */
import type { MutationRule } from '../../core/queens/mutation.js';
import {
  isRandomised,
  STEP_UNIT,
  type SolveEnd,
  type SolveMethod,
} from '../../core/queens/solve.js';
import { formatDuration } from '../duration.js';
import { secondsJson, timingJson } from '../jsonShapes.js';
import { plural } from '../plural.js';

/** The placement file a solve wrote (-o FILE). */
export interface SolveWritten {
  readonly file: string;
  readonly format: string;
  readonly bytes: number;
  readonly seconds: number;
}

/** What a solve's summary tells. */
export interface SolveSummary {
  readonly n: number;
  readonly method: SolveMethod;
  /** Mutation's rule (told for mutation only). */
  readonly rule: MutationRule;
  /** The seed (told for the randomised methods only). */
  readonly seed: number;
  readonly outcome: SolveEnd;
  /** In the method's unit (STEP_UNIT). */
  readonly steps: number;
  readonly restarts: number;
  /** Mutation's error at the end; null for the other methods. */
  readonly error: number | null;
  readonly seconds: number;
  /** Whether the placement found passed the check (false when none was found). */
  readonly valid: boolean;
  readonly checkSeconds: number;
  /** The file written, or null (none asked for, or nothing found). */
  readonly written: SolveWritten | null;
}

/** The summary as one JSON object (`placer queens solve --format json`, without its placement). */
export function solveSummaryJson(s: SolveSummary): Record<string, unknown> {
  const { n, method, written } = s;
  return {
    n,
    method,
    seed: isRandomised(method) ? s.seed : null,
    ...(method === 'mutation' ? { rule: s.rule } : {}),
    status: s.outcome,
    steps: s.steps,
    stepUnit: STEP_UNIT[method],
    restarts: s.restarts,
    ...(s.error === null ? {} : { error: s.error }),
    ...timingJson(s.seconds, { complete: s.outcome !== 'cancelled' }),
    valid: s.valid,
    checkSeconds: secondsJson(s.checkSeconds),
    ...(written === null
      ? {}
      : {
          out: written.file,
          format: written.format,
          bytes: written.bytes,
          writeSeconds: secondsJson(written.seconds),
        }),
  };
}

/** Where a summary line's words start: after its label, in a column of this width. */
const LABEL_WIDTH = 11;

/** One line of the summary: its label, then the words. */
export function solveSummaryLine(label: string, words: string): string {
  return `${label.padEnd(LABEL_WIDTH)}${words}`;
}

/** The summary in words, a line per label: method, N, seed, steps, time, check or status, file. */
export function solveSummaryLines(s: SolveSummary): string[] {
  const { n, method, rule, outcome, steps, written } = s;
  const unit = STEP_UNIT[method];
  const randomised = isRandomised(method);
  const rows: [string, string][] = [
    ['method', method + (method === 'mutation' ? ` (rule ${rule})` : '')],
    ['N', String(n)],
    ['seed', randomised ? String(s.seed) : `none (${method} draws no random numbers)`],
  ];
  if (randomised) {
    rows.push(['steps', `${steps} ${unit}`]);
    if (method !== 'mutation' || rule === 'sideways') rows.push(['restarts', String(s.restarts)]);
  }
  rows.push(['time', formatDuration(s.seconds)]);
  if (outcome === 'solved') {
    rows.push([
      'check',
      `valid: ${plural(n, 'queen')}, no two attack each other (${formatDuration(s.checkSeconds)})`,
    ]);
  } else if (outcome === 'none') {
    rows.push(['status', `no placement exists for N = ${n}`]);
  } else if (outcome === 'gave-up') {
    rows.push([
      'status',
      `gave up after ${steps} ${unit} (--max-steps): no placement found` +
        (s.error === null ? '' : ` (error ${s.error} at the end)`),
    ]);
  } else {
    rows.push(['status', `cancelled after ${steps} ${unit}`]);
  }
  if (written !== null) {
    const bytes = written.bytes.toLocaleString('en-US');
    const time = formatDuration(written.seconds);
    rows.push(['written', `${written.file} (${written.format}, ${bytes} bytes, ${time})`]);
  }
  return rows.map(([label, words]) => solveSummaryLine(label, words));
}
