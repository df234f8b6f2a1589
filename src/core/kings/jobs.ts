/**
 * The kings family's job table: one unit of a count (the placements under one first row), run
 * in slices of search nodes. core/protocol.ts merges it with the other families' tables.
 */
import { PlacerError } from '../errors.js';
import type { JobKind, JobRun } from '../run/job.js';
import { checkKingsBoard, rowMasks, type KingsBoard } from './board.js';
import { KingsSearch } from './search.js';

/** The placements of a board's kings whose first row is the mask `first`. */
export interface KingsCountJob {
  readonly kind: 'kings-count';
  readonly board: KingsBoard;
  readonly first: number;
}

export interface KingsCountResult {
  readonly kind: 'kings-count';
  readonly count: number;
  readonly nodes: number;
}

function startCount(job: KingsCountJob): JobRun<KingsCountResult> {
  checkKingsBoard(job.board);
  if (!rowMasks(job.board.cols).includes(job.first)) {
    throw new PlacerError(
      'bad-unit',
      `unit ${job.first} is not a row of ${job.board.cols} columns`,
    );
  }
  const s = new KingsSearch(job.board, { firstRow: job.first });
  return {
    run: (budget) => s.run(budget),
    get steps() {
      return s.nodes;
    },
    result: () => ({ kind: 'kings-count', count: s.count, nodes: s.nodes }),
  };
}

const countKind: JobKind<KingsCountJob, KingsCountResult> = { start: startCount };

/** The kings family's jobs, by kind. */
export const kingsJobs = { 'kings-count': countKind };
