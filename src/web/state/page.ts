/**
 * How the page's state changes when a view asks for a patch: plain data, so the rules are
 * unit-tested in Node. A new board size resizes the play view's queens; a new trace (another
 * view, search, board, method, seed, rule, region or pieces) starts at step 0; a method keeps the size when it
 * can draw it and takes its largest size otherwise. The placements view's selected row is dropped
 * when the listing changes (another N, or fundamental on or off), and the algebraic format, which
 * has a letter per row, gives way to pairs past N = 26. The tilings view's tiling number is
 * dropped when the region or the pieces change, the exact-cover solution number when the DLX
 * text does.
 */
import { maxSizeFor } from '../views/one/one.js';
import { resizeQueens } from '../views/play/play.js';
import { MAX_ALGEBRAIC_N, type PageState } from './url.js';

/** The fields that choose the trace the current view plays back. */
const TRACE_FIELDS = [
  'view',
  'n',
  'search',
  'method',
  'size',
  'seed',
  'rule',
  'limit',
  'region',
  'pieces',
  'pieceFile',
  'use',
] as const;

export function nextState(before: PageState, patch: Partial<PageState>): PageState {
  const next = { ...before, ...patch };
  if (patch.n !== undefined && patch.queens === undefined) {
    next.queens = resizeQueens(before.queens, patch.n);
  }
  if (patch.method !== undefined && patch.size === undefined) {
    next.size = Math.min(next.size, maxSizeFor(next.method));
  }
  if (patch.step === undefined && TRACE_FIELDS.some((f) => next[f] !== before[f])) next.step = 0;
  // A row number belongs to one listing: another board or listing starts with none selected.
  if (patch.row === undefined && (next.n !== before.n || next.fundamental !== before.fundamental))
    next.row = null;
  if (next.format === 'algebraic' && next.n > MAX_ALGEBRAIC_N) next.format = 'pairs';
  // A tiling number belongs to one problem: another region or pieces show the first tiling.
  const problemChanged =
    next.region !== before.region ||
    next.pieces !== before.pieces ||
    next.pieceFile !== before.pieceFile ||
    next.use !== before.use;
  if (patch.tiling === undefined && problemChanged) next.tiling = null;
  if (patch.solution === undefined && next.dlx !== before.dlx) next.solution = null;
  return next;
}
