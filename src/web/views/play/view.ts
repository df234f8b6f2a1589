/**
 * The play view's entry: the board size, the queens placed (`q`) and the shading of attacked
 * squares; a new board size keeps the queens that still fit.
 */
import { defineView } from '../define.js';
import { boardSize } from '../queensBoard.js';
import { flag, param } from '../../state/params.js';
import { formatQueens, parseQueens, resizeQueens } from './play.js';

/** cols[row] = column (0-based), -1 for an empty row; length n. */
const queens = param<'queens', Int32Array, { readonly n: number }>({
  key: 'queens',
  name: 'q',
  rank: 20,
  initial: (b) => new Int32Array(b.n).fill(-1),
  parse: (text, _fallback, b) => {
    const parsed = parseQueens(text, b.n);
    return typeof parsed === 'string'
      ? { problem: `${parsed} (starting from an empty board)` }
      : { value: parsed };
  },
  print: (cols) => (cols.some((c) => c >= 0) ? formatQueens(cols) : null),
});

const shade = flag({ key: 'shade', name: 'shade', rank: 21, initial: false });

export const playView = defineView({
  id: 'play',
  label: 'Play',
  params: [boardSize, queens, shade],
  reset: (before, _next, patch) =>
    patch.n !== undefined && patch.queens === undefined
      ? { queens: resizeQueens(before.queens, patch.n) }
      : {},
});
