/**
 * The placements view's entry: the board size, how a row is written (core/queens/formats.ts;
 * seed 000's pairs), whether one row per symmetry class is listed, and the selected row. A row
 * number belongs to one listing: another board or listing starts with none selected. The
 * algebraic format, a file letter per row, gives way to pairs past N = 26.
 */
import { PLACEMENT_FORMATS } from '../../../core/queens/formats.js';
import { defineView } from '../define.js';
import { boardSize } from '../queensBoard.js';
import { choice, flag, ordinal, param } from '../../state/params.js';

/** The algebraic format has a file letter per row (core/queens/formats.ts). */
export const MAX_ALGEBRAIC_N = 26;

const anyFormat = choice({
  key: 'format',
  name: 'format',
  rank: 60,
  allowed: PLACEMENT_FORMATS,
  initial: 'pairs',
});
const format = param({
  ...anyFormat,
  initial: () => anyFormat.initial({}),
  parse: (text, fallback, b: { readonly n: number }) => {
    const read = anyFormat.parse(text, fallback, b);
    if ('value' in read && read.value === 'algebraic' && b.n > MAX_ALGEBRAIC_N)
      return {
        problem: `algebraic needs N ≤ ${MAX_ALGEBRAIC_N}, got N = ${b.n} (using ${fallback})`,
      };
    return read;
  },
});

const fundamental = flag({ key: 'fundamental', name: 'fundamental', rank: 61, initial: false });

/** The selected row, 0-based as `list --offset`; null for none. */
const row = ordinal({
  key: 'row',
  name: 'row',
  rank: 62,
  from: 0,
  says: 'a row number 0, 1, 2, … (from 0, as --offset)',
});

export const placementsView = defineView({
  id: 'placements',
  label: 'All placements',
  puzzles: 'N-Queens',
  params: [boardSize, format, fundamental, row],
  reset: (before, next, patch) => ({
    ...(patch.row === undefined && (next.n !== before.n || next.fundamental !== before.fundamental)
      ? { row: null }
      : {}),
    ...(next.format === 'algebraic' && next.n > MAX_ALGEBRAIC_N
      ? { format: 'pairs' as const }
      : {}),
  }),
});
