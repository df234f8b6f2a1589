/**
 * The step events of the traced tiling search (tilingTrace.ts, the teaching path; the fast
 * engines never produce them). Events are values: nothing changes one after it is made, so
 * players may keep them. What every trace shares (the machine, the step limit) is
 * core/trace.ts.
 */
import type { TraceEnding } from '../trace.js';

/**
 * What every event of a traced tiling search carries: its step number and the board after it,
 * as the placement ids (indices into the TilingProblem's placements) standing, in the order
 * they were placed (a sub-problem's fixed piece first).
 */
export interface TilingStepBase {
  /** 1-based step number within the trace. */
  readonly step: number;
  readonly placed: readonly number[];
}

/**
 * A piece goes on. Normally: the candidate numbered `choice` (1-based) of the `candidates`
 * placements whose first cell in the search order is `cell` (the first empty cell) and that fit
 * with copies left. A sub-problem's fixed piece (`fixed`): sub-problem `choice` of `candidates`
 * starts, with the search running from `corner` (layout.ts).
 */
export interface TilingPlaceEvent extends TilingStepBase {
  readonly type: 'place';
  readonly placement: number;
  /** Index of its piece in the problem's kinds. */
  readonly kind: number;
  /** Grid cell (r * width + c) being filled: the piece's first cell in the search order. */
  readonly cell: number;
  readonly candidates: number;
  readonly choice: number;
  readonly fixed: boolean;
  /** The starting corner of the search order (0 top-left, 1 bottom-left, 2 top-right, 3 bottom-right). */
  readonly corner: number;
}

/**
 * Why a piece comes off: the next empty cell had no candidate ('dead-end'), every candidate of
 * the next empty cell has been tried ('exhausted'), the board was full ('full': after a tiling,
 * or a full board that leaves a piece unused), or a sub-problem ends ('subproblem-done').
 */
export type TilingRemoveReason = 'dead-end' | 'exhausted' | 'full' | 'subproblem-done';

/**
 * A piece comes off; the search goes on at `cell`, the cell it filled, with its candidate number
 * `tried` + 1 of `candidates` (none left when tried = candidates: another piece comes off next).
 */
export interface TilingRemoveEvent extends TilingStepBase {
  readonly type: 'remove';
  readonly placement: number;
  readonly kind: number;
  readonly cell: number;
  readonly candidates: number;
  readonly tried: number;
  readonly reason: TilingRemoveReason;
  /** The cell that ran out of candidates ('dead-end', 'exhausted'), else -1. */
  readonly stuck: number;
  /** How many candidates it had ('exhausted'; 0 otherwise). */
  readonly stuckCandidates: number;
}

/** A tiling: every cell covered, every piece that must be used used. */
export interface TilingSolutionEvent extends TilingStepBase {
  readonly type: 'solution';
  /** 1-based index of the tiling within the trace (the order `placer tile --list` gives). */
  readonly index: number;
}

/** The end of a tiling trace. */
export interface TilingDoneEvent extends TilingStepBase {
  readonly type: 'done';
  readonly solutions: number;
  /** False when the trace was cut short (a step limit). */
  readonly complete: boolean;
}

/** An event of the traced tiling search (tiling.TilingTrace). */
export type TilingEvent =
  TilingPlaceEvent | TilingRemoveEvent | TilingSolutionEvent | TilingDoneEvent;

/** The board of a tiling trace that ran to its end: empty. */
const NO_PLACEMENTS: readonly number[] = [];

/**
 * How the tiling trace shows its board (`placed`) and ends (a TilingDoneEvent), for the step
 * limit every trace shares (trace.ts StepLimit).
 */
export const TILING_ENDING: TraceEnding<TilingEvent, readonly number[]> = {
  board: (e) => e.placed,
  done: (step, solutions, complete, placed) => ({
    type: 'done',
    step,
    solutions,
    complete,
    placed,
  }),
  finalBoard: NO_PLACEMENTS,
};
