/**
 * The kings family's job table: one unit of a count (the placements under one first row) and
 * the first placements of a listing, run in slices of search nodes; the jobs' and answers'
 * types are jobTypes.ts's. core/jobs.ts merges it with the other families' tables.
 */
import { PlacerError } from '../errors.js';
import type { JobKind, JobRun } from '../run/job.js';
import { packedList } from '../run/packedList.js';
import { checkKingsBoard, rowMasks } from './board.js';
import { KingsSearch } from './search.js';
import { plural } from '../plural.js';
import type { KingsCountJob, KingsCountResult, KingsListJob, KingsListResult } from './jobTypes.js';

function startCount(job: KingsCountJob): JobRun<KingsCountResult> {
  checkKingsBoard(job.board);
  if (!rowMasks(job.board.cols).includes(job.first)) {
    throw new PlacerError(
      'bad-unit',
      `unit ${job.first} is not a row of ${plural(job.board.cols, 'column')}`,
    );
  }
  const s = new KingsSearch(job.board, { firstRow: job.first });
  return {
    run: (budget) => s.run(budget),
    get steps() {
      return s.nodes;
    },
    progress: () => s.progress(),
    result: () => ({ kind: 'kings-count', count: s.count, nodes: s.nodes }),
  };
}

/** Placements a list job may ask for (a page shows a screenful). */
export const MAX_KINGS_LIST = 10_000;

function startList(job: KingsListJob): JobRun<KingsListResult> {
  checkKingsBoard(job.board);
  const s = new KingsSearch(job.board, { list: true });
  return packedList(
    s,
    () => s.placement,
    job.board.rows,
    job.limit,
    MAX_KINGS_LIST,
    (l) => ({
      kind: 'kings-list',
      rows: l.items,
      complete: l.complete,
    }),
  );
}

const countKind: JobKind<KingsCountJob, KingsCountResult> = { start: startCount };
const listKind: JobKind<KingsListJob, KingsListResult> = {
  start: startList,
  transfer: (r) => [r.rows],
};

/** The kings family's jobs, by kind. */
export const kingsJobs = { 'kings-count': countKind, 'kings-list': listKind };
