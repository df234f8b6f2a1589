/**
 * The queens views' board size, one URL parameter (`n`) shared by the placements, watch and
 * play views: a link to any of them keeps the board.
 */
import { MAX_COUNT_N } from '../../core/queens/count.js';
import { whole } from '../state/params.js';

/** The largest board the page counts, lists and plays. */
export const MAX_N = MAX_COUNT_N;
export const DEFAULT_N = 8;

export const boardSize = whole({
  key: 'n',
  name: 'n',
  rank: 10,
  trace: true,
  lo: 1,
  hi: MAX_N,
  initial: DEFAULT_N,
  digits: 3,
});
