/**
 * The kings view's entry (the worked example of a family, docs/architecture.md): the board's
 * columns and rows and the number of kings, each a row of the URL's table. The kings' bound
 * depends on the board, so it reads the two rows before it.
 */
import { MAX_KINGS_SIDE, maxKings } from '../../../core/kings/board.js';
import { defineView } from '../define.js';
import { whole } from '../../state/params.js';

const kingsCols = whole({
  key: 'kingsCols',
  name: 'kw',
  rank: 90,
  lo: 1,
  hi: MAX_KINGS_SIDE,
  initial: 8,
});
const kingsRows = whole({
  key: 'kingsRows',
  name: 'kh',
  rank: 91,
  lo: 1,
  hi: MAX_KINGS_SIDE,
  initial: 8,
});

type Board = { readonly kingsCols: number; readonly kingsRows: number };
const most = (b: Board): number => maxKings(b.kingsRows, b.kingsCols);

const kings = whole<'kings', Board>({
  key: 'kings',
  name: 'kk',
  rank: 92,
  lo: 0,
  hi: most,
  initial: (b) => Math.min(8, most(b)),
});

export const kingsView = defineView({
  id: 'kings',
  label: 'Kings',
  puzzles: 'kings',
  params: [kingsCols, kingsRows, kings],
  // A smaller board keeps as many kings as still fit.
  reset: (_before, next, patch) =>
    patch.kings === undefined && next.kings > most(next) ? { kings: most(next) } : {},
});
