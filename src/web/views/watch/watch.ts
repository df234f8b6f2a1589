/**
 * The "Watch the search" view's plain parts: which search (seed 002's robot walk or the plain
 * backtracking search), its trace machine, the caption of a step (the CLI's own line, from
 * render/queens/searchText.ts) and what the board shows at a step. No DOM: unit-tested in Node.
 */
import { BacktrackTrace } from '../../../core/queens/backtrackTrace.js';
import { WalkTrace } from '../../../core/queens/walk.js';
import type { TraceMachine } from '../../../core/trace.js';
import type { BacktrackEvent, WalkEvent } from '../../../core/queens/traceEvents.js';
import { backtrackLine, walkLine } from '../../../render/queens/searchText.js';

export const SEARCHES = ['walk', 'backtrack'] as const;
export type SearchKind = (typeof SEARCHES)[number];

export const SEARCH_LABEL: Readonly<Record<SearchKind, string>> = {
  walk: 'Robot walk (seed 002)',
  backtrack: 'Backtracking',
};

export type SearchEvent = WalkEvent | BacktrackEvent;

export function searchMachine(kind: SearchKind, n: number): TraceMachine<SearchEvent, unknown> {
  return kind === 'walk' ? new WalkTrace(n) : new BacktrackTrace(n);
}

/** The CLI's line for the event (`placer queens walk`, the backtracking trace). */
export function searchCaption(kind: SearchKind, e: SearchEvent, n: number): string {
  // A backtracking trace holds no walk-only events ('move', 'process').
  return kind === 'walk' ? walkLine(e, n) : backtrackLine(e as BacktrackEvent, n);
}

export interface SearchFrame {
  /** cols[row] = column for the rows placed so far, -1 below them; length n. */
  readonly cols: Int32Array;
  /** The row the step works on (highlighted), or null (a solution, the end). */
  readonly row: number | null;
  /** Queens on the board: the depth of the search tree at this step. */
  readonly depth: number;
}

/** What the board shows at a step (null: the start, an empty board). */
export function searchFrame(e: SearchEvent | null, n: number): SearchFrame {
  const cols = new Int32Array(n).fill(-1);
  if (e === null) return { cols, row: null, depth: 0 };
  const q = e.queens;
  for (let r = 0; r < Math.min(n, q.length); r++) cols[r] = q[r];
  const row =
    e.type === 'place' || e.type === 'move' || e.type === 'remove' || e.type === 'process'
      ? e.row
      : null;
  return { cols, row, depth: q.length };
}

/** A solution reached at a position of the player (1-based index within the trace). */
export interface FoundSolution {
  readonly index: number;
  readonly position: number;
  readonly cols: readonly number[];
}
