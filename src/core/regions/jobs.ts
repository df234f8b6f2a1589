/**
 * The regions family's job table: one unit of a count (the solutions under one first row) and
 * the first solutions of the listing, run in slices of search nodes; the next hint from a state
 * of play, a generated puzzle and a layout's repair, answered whole (the jobs' and answers'
 * types are jobTypes.ts's). A job carries the grid as its text form (JSON-safe for the queue),
 * checked here as it arrives and parsed once per grid on a thread (`regionsGrid`: the runner
 * keeps the last one, run/lastProblem.ts). core/jobs.ts merges this table with the other
 * families'.
 */
import { PlacerError } from '../errors.js';
import { searchJob, wholeJob, type JobKind, type JobProblem, type JobRun } from '../run/job.js';
import { packedList } from '../run/packedList.js';
import { generateRated } from './generateRated.js';
import { nextStep } from './hints.js';
import { CROSS, STAR, UNKNOWN } from './hintBoard.js';
import { parseRegions, printRegions, regionsTitle, type RegionsPuzzle } from './puzzle.js';
import { repairRegions } from './repair.js';
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
  RegionsRepairJob,
  RegionsRepairResult,
} from './jobTypes.js';

/** A grid as a thread keeps it between jobs: parsed, and its count's first rows once asked. */
export class RegionsGrid {
  private rows: number[][] | null = null;

  constructor(readonly puzzle: RegionsPuzzle) {}

  /** The first rows of the count's units (firstRows.ts), listed once. */
  get firstRows(): readonly number[][] {
    return (this.rows ??= firstRows(this.puzzle));
  }
}

/** The grid a job names, checked (a PlacerError names what is wrong) and parsed: one kept. */
export const regionsGrid: JobProblem<
  { readonly grid: string; readonly stars: number },
  RegionsGrid
> = {
  // JSON tells a grid's text from anything else a job may carry (a queue's job is untrusted).
  key: (job) => JSON.stringify([job.grid, job.stars]),
  build: (job) => {
    if (typeof job.grid !== 'string') {
      throw new PlacerError('bad-job', `grid must be the grid's text, got ${typeof job.grid}`);
    }
    return new RegionsGrid(parseRegions(job.grid, job.stars));
  },
};

/** A unit of a count: its first row checked against the grid's. */
function startCount(job: RegionsCountJob, grid: RegionsGrid): RegionsSearch {
  const first = Array.isArray(job.first) ? job.first : [];
  if (!grid.firstRows.some((f) => f.length === first.length && f.every((c, i) => c === first[i]))) {
    throw new PlacerError(
      'bad-unit',
      `unit ${regionsUnitId(first.map(Number))} is not a first row of this grid`,
    );
  }
  return new RegionsSearch(grid.puzzle, { firstRow: first });
}

function startList(job: RegionsListJob, grid: RegionsGrid): JobRun<RegionsListResult> {
  const p = grid.puzzle;
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

function answerHint(job: RegionsHintJob, grid: RegionsGrid): RegionsHintResult {
  const p = grid.puzzle;
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

function answerRepair(_job: RegionsRepairJob, grid: RegionsGrid): RegionsRepairResult {
  const r = repairRegions(grid.puzzle);
  const moves = r.move !== null ? [r.move] : (r.twoMoves ?? []);
  return { kind: 'regions-repair', moves, grid: moves.length > 0 ? printRegions(r.puzzle) : null };
}

function answerGenerate(job: RegionsGenerateJob): RegionsGenerateResult {
  const made = generateRated(job.size, job.stars, job.seed, job.difficulty);
  return { kind: 'regions-generate', ...made };
}

function dlx(_job: RegionsDlxJob, grid: RegionsGrid): RegionsDlxResult {
  const p = grid.puzzle;
  return { kind: 'regions-dlx', text: regionsDlx(p, regionsTitle('regions', p)) };
}

const listKind: JobKind<RegionsListJob, RegionsListResult, RegionsGrid> = {
  problem: regionsGrid,
  start: startList,
  transfer: (r) => [r.cells],
};

/** The regions family's jobs, by kind: each but generate on the grid it names (regionsGrid). */
export const regionsJobs = {
  'regions-count': searchJob(
    startCount,
    (s): RegionsCountResult => ({ kind: 'regions-count', count: s.count, nodes: s.nodes }),
    { problem: regionsGrid },
  ),
  'regions-list': listKind,
  'regions-hint': wholeJob(answerHint, { problem: regionsGrid }),
  'regions-generate': wholeJob(answerGenerate, { transfer: (r) => [r.solution] }),
  'regions-dlx': wholeJob(dlx, { problem: regionsGrid }),
  'regions-repair': wholeJob(answerRepair, { problem: regionsGrid }),
};
