/**
 * The kings family's job table: one unit of a count (the placements under one first row) and
 * the first placements of a listing, run in slices of search nodes; the jobs' and answers'
 * types are jobTypes.ts's. core/jobs.ts merges it with the other families' tables.
 */
import { PlacerError } from '../errors.js';
import { searchJob, type JobKind, type JobRun } from '../run/job.js';
import { packedList } from '../run/packedList.js';
import { checkKingsBoard, rowMasks } from './board.js';
import { KingsSearch } from './search.js';
import { plural } from '../plural.js';
import type { KingsCountJob, KingsCountResult, KingsListJob, KingsListResult } from './jobTypes.js';

/** A unit of a count: its board and first row checked. */
function startCount(job: KingsCountJob): KingsSearch {
  checkKingsBoard(job.board);
  if (!rowMasks(job.board.cols).includes(job.first)) {
    throw new PlacerError(
      'bad-unit',
      `unit ${job.first} is not a row of ${plural(job.board.cols, 'column')}`,
    );
  }
  return new KingsSearch(job.board, { firstRow: job.first });
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

const listKind: JobKind<KingsListJob, KingsListResult> = {
  start: startList,
  transfer: (r) => [r.rows],
};

/** The kings family's jobs, by kind. */
export const kingsJobs = {
  'kings-count': searchJob(startCount, (s): KingsCountResult => ({
    kind: 'kings-count',
    count: s.count,
    nodes: s.nodes,
  })),
  'kings-list': listKind,
};
