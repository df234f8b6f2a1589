/**
 * How the page's state changes when a view asks for a patch: plain data, so the rules are
 * unit-tested in Node. A new board size resizes the play view's queens; a new trace (another
 * view, search, board, method, seed or rule) starts at step 0; a method keeps the size when it
 * can draw it and takes its largest size otherwise.
 */
import { maxSizeFor } from './one.js';
import { resizeQueens } from './play.js';
import type { PageState } from './url.js';

/** The fields that choose the trace the current view plays back. */
const TRACE_FIELDS = ['view', 'n', 'search', 'method', 'size', 'seed', 'rule', 'limit'] as const;

export function nextState(before: PageState, patch: Partial<PageState>): PageState {
  const next = { ...before, ...patch };
  if (patch.n !== undefined && patch.queens === undefined) {
    next.queens = resizeQueens(before.queens, patch.n);
  }
  if (patch.method !== undefined && patch.size === undefined) {
    next.size = Math.min(next.size, maxSizeFor(next.method));
  }
  if (patch.step === undefined && TRACE_FIELDS.some((f) => next[f] !== before[f])) next.step = 0;
  return next;
}
