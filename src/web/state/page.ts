/**
 * How the page's state changes when a view asks for a patch: each view's own rules
 * (views/<v>/view.ts `reset`: a new board resizes the play view's queens, another listing drops
 * the selected row…), then the player's: a new trace (another view, or another value of a row
 * marked `trace`) starts at step 0. Plain data, so the rules are unit-tested in Node.
 */
import { VIEW_REGISTRY } from '../views/index.js';
import { PAGE_PARAMS, type PageState } from './pageState.js';

/** The fields that choose the trace the current view plays back. */
const TRACE_FIELDS = PAGE_PARAMS.filter((p) => p.trace === true).map((p) => p.key);

export function nextState(before: PageState, patch: Partial<PageState>): PageState {
  let next: PageState = { ...before, ...patch };
  for (const v of VIEW_REGISTRY)
    if (v.reset !== undefined) next = { ...next, ...v.reset(before, next, patch) };
  const was: Readonly<Record<string, unknown>> = before;
  const is: Readonly<Record<string, unknown>> = next;
  if (patch.step === undefined && TRACE_FIELDS.some((f) => is[f] !== was[f]))
    next = { ...next, step: 0 };
  return next;
}
