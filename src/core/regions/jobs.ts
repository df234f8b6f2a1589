/**
 * The regions family's job table: one unit of a count (the solutions under one first row) and
 * the first solutions of the listing, run in slices of search nodes; the next hint from a state
 * of play and a generated puzzle, answered whole; the jobs' and answers' types are
 * jobTypes.ts's. A job carries the grid as its text form (JSON-safe for the queue) and is
 * checked here, as it arrives. core/jobs.ts merges this table with the other families'.
 */
import { PlacerError } from '../errors.js';
import { wholeJob, type JobKind, type JobRun } from '../run/job.js';
import { packedList } from '../run/packedList.js';
import { generateRated } from './generateRated.js';
import { nextStep } from './hints.js';
import { CROSS, STAR, UNKNOWN } from './hintBoard.js';
import { parseRegions, regionsTitle, type RegionsPuzzle } from './puzzle.js';
import { RegionsSearch } from './search.js';
import { firstRows, regionsUnitId } from './firstRows.js';
import { MAX_REGIONS_LIST } from './limits.js';
import { regionsDlx } from './cover.js';
import type {
  RegionsCountJob,
  RegionsCountResult,
  RegionsDlxJob,
  RegionsDlxResult,
  RegionsGenerateJob,
  RegionsGenerateResult,
  RegionsHintJob,
  RegionsHintResult,
  RegionsListJob,
  RegionsListResult,
} from './jobTypes.js';

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

function answerGenerate(job: RegionsGenerateJob): RegionsGenerateResult {
  const made = generateRated(job.size, job.stars, job.seed, job.difficulty);
  return { kind: 'regions-generate', ...made };
}

const countKind: JobKind<RegionsCountJob, RegionsCountResult> = { start: startCount };
const listKind: JobKind<RegionsListJob, RegionsListResult> = {
  start: startList,
  transfer: (r) => [r.cells],
};

function dlx(job: RegionsDlxJob): RegionsDlxResult {
  const p = jobPuzzle(job);
  return { kind: 'regions-dlx', text: regionsDlx(p, regionsTitle('regions', p)) };
}

/** The regions family's jobs, by kind. */
export const regionsJobs = {
  'regions-count': countKind,
  'regions-list': listKind,
  'regions-hint': wholeJob(answerHint),
  'regions-generate': wholeJob(answerGenerate, (r) => [r.solution]),
  'regions-dlx': wholeJob(dlx),
};
