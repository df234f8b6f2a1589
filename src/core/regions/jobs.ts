/**
 * The regions family's job table: one unit of a count (the solutions under one first row) and
 * the first solutions of the listing, run in slices of search nodes; the next hint from a state
 * of play and a generated puzzle, answered whole. A job carries the grid as its text form (JSON-safe for the queue) and is checked
 * here, as it arrives. core/jobs.ts merges this table with the other families'.
 */
import { PlacerError } from '../errors.js';
import { wholeJob, type JobKind, type JobRun } from '../run/job.js';
import { packedList } from '../run/packedList.js';
import { generateRated } from './generateRated.js';
import { nextStep, type Contradiction, type Step } from './hints.js';
import { CROSS, STAR, UNKNOWN } from './hintBoard.js';
import { parseRegions, regionsTitle, type RegionsPuzzle } from './puzzle.js';
import { RegionsSearch } from './search.js';
import { firstRows, regionsUnitId } from './firstRows.js';
import { MAX_REGIONS_LIST } from './limits.js';
import { regionsDlx } from './cover.js';

/** The solutions whose first row's stars are the columns `first` (0-based, ascending). */
export interface RegionsCountJob {
  readonly kind: 'regions-count';
  /** The grid in its text form (puzzle.ts). */
  readonly grid: string;
  readonly stars: number;
  readonly first: readonly number[];
}

/** The solutions of one unit, and the search nodes it took. */
export interface RegionsCountResult {
  readonly kind: 'regions-count';
  readonly count: number;
  readonly nodes: number;
}

/** The first `limit` solutions in the listing's order (lexicographic). */
export interface RegionsListJob {
  readonly kind: 'regions-list';
  readonly grid: string;
  readonly stars: number;
  readonly limit: number;
}

/** The first solutions of a listing, packed: n·k star cells per solution, one after another. */
export interface RegionsListResult {
  readonly kind: 'regions-list';
  readonly cells: Int32Array;
  /** Whether the listing ended before `limit` (every solution is in `cells`). */
  readonly complete: boolean;
}

/** The puzzle of a job, checked (a PlacerError names what is wrong). */
export function jobPuzzle(job: { grid: unknown; stars: unknown }): RegionsPuzzle {
  if (typeof job.grid !== 'string') {
    throw new PlacerError('bad-job', `grid must be the grid's text, got ${typeof job.grid}`);
  }
  return parseRegions(job.grid, job.stars as number);
}

function startCount(job: RegionsCountJob): JobRun<RegionsCountResult> {
  const p = jobPuzzle(job);
  const first = Array.isArray(job.first) ? job.first : [];
  if (!firstRows(p).some((f) => f.length === first.length && f.every((c, i) => c === first[i]))) {
    throw new PlacerError(
      'bad-unit',
      `unit ${regionsUnitId(first.map(Number))} is not a first row of this grid`,
    );
  }
  const s = new RegionsSearch(p, { firstRow: first });
  return {
    run: (budget) => s.run(budget),
    get steps() {
      return s.nodes;
    },
    progress: () => s.progress(),
    result: () => ({ kind: 'regions-count', count: s.count, nodes: s.nodes }),
  };
}

function startList(job: RegionsListJob): JobRun<RegionsListResult> {
  const p = jobPuzzle(job);
  const s = new RegionsSearch(p, { list: true, order: 'rows' });
  const size = p.n * p.stars;
  return packedList(
    s,
    () => s.solution,
    size,
    job.limit,
    MAX_REGIONS_LIST,
    (l) => ({
      kind: 'regions-list',
      cells: l.items,
      complete: l.complete,
    }),
  );
}

/** The next hint from a state of play (hints.ts): a byte per cell, 0 open, 1 star, 2 cross. */
export interface RegionsHintJob {
  readonly kind: 'regions-hint';
  readonly grid: string;
  readonly stars: number;
  readonly cells: readonly number[];
}

/** The next step, the contradiction the state runs into, or null (solved, or the rules stop). */
export interface RegionsHintResult {
  readonly kind: 'regions-hint';
  readonly step: Step | Contradiction | null;
  readonly solved: boolean;
}

function answerHint(job: RegionsHintJob): RegionsHintResult {
  const p = jobPuzzle(job);
  const cells = Array.isArray(job.cells) ? job.cells : [];
  if (cells.length !== p.n * p.n || cells.some((v) => v !== UNKNOWN && v !== STAR && v !== CROSS)) {
    throw new PlacerError(
      'bad-job',
      `cells must be ${p.n * p.n} numbers, each 0 (open), 1 (star) or 2 (cross)`,
    );
  }
  const state = { cells: Uint8Array.from(cells) };
  const step = nextStep(p, state);
  const stars = cells.filter((v) => v === STAR).length;
  return { kind: 'regions-hint', step, solved: step === null && stars === p.n * p.stars };
}

/** A puzzle with one solution, made from a seed (generate.ts), rated by the hint engine. */
export interface RegionsGenerateJob {
  readonly kind: 'regions-generate';
  readonly size: number;
  readonly stars: number;
  /** 'easy', 'medium', 'hard' or 'expert' (levels 1 … 4 of ratePuzzle); none: any. */
  readonly difficulty?: string;
  readonly seed: number;
}

/** The puzzle as text (puzzle.ts), its solution, and its level. */
export interface RegionsGenerateResult {
  readonly kind: 'regions-generate';
  readonly grid: string;
  readonly solution: Int32Array;
  readonly level: number;
  readonly steps: number;
}

function answerGenerate(job: RegionsGenerateJob): RegionsGenerateResult {
  const made = generateRated(job.size, job.stars, job.seed, job.difficulty);
  return { kind: 'regions-generate', ...made };
}

const countKind: JobKind<RegionsCountJob, RegionsCountResult> = { start: startCount };
const listKind: JobKind<RegionsListJob, RegionsListResult> = {
  start: startList,
  transfer: (r) => [r.cells],
};

/** The regions family's jobs, by kind. */
/** A grid in Knuth's DLX3 format, for the exact-cover view (cover.ts). */
export interface RegionsDlxJob {
  readonly kind: 'regions-dlx';
  /** The grid in its text form (puzzle.ts). */
  readonly grid: string;
  readonly stars: number;
}

/** A grid as DLX text: the answer to a RegionsDlxJob. */
export interface RegionsDlxResult {
  readonly kind: 'regions-dlx';
  readonly text: string;
}

function dlx(job: RegionsDlxJob): RegionsDlxResult {
  const p = jobPuzzle(job);
  return { kind: 'regions-dlx', text: regionsDlx(p, regionsTitle('regions', p)) };
}

export const regionsJobs = {
  'regions-count': countKind,
  'regions-list': listKind,
  'regions-hint': wholeJob(answerHint),
  'regions-generate': wholeJob(answerGenerate, (r) => [r.solution]),
  'regions-dlx': wholeJob(dlx),
};
