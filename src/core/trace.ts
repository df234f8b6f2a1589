/**
 * The step-event vocabulary shared by every traced engine (the teaching path). Fast engines never
 * produce these. Each event carries the board state needed to draw it, so a player can jump to
 * any step without replaying from the start.
 *
 * Queens are 0-based columns by row: `queens[row] = column`, -1 for an empty row; a walk's
 * position lists only the rows placed so far (rows 0…k-1).
 */
export interface StepBase {
  /** 1-based step number within the trace. */
  readonly step: number;
  readonly queens: readonly number[];
}

/** Seed 002's robot: "up-left" puts a queen in the first column of the next row. */
export interface PlaceEvent extends StepBase {
  readonly type: 'place';
  readonly row: number;
  readonly col: number;
}

/** Seed 002's robot: "right" moves the top queen one column to the right. */
export interface MoveEvent extends StepBase {
  readonly type: 'move';
  readonly row: number;
  readonly from: number;
  readonly to: number;
}

/** Seed 002's robot: "down" takes the top queen off. */
export interface RemoveEvent extends StepBase {
  readonly type: 'remove';
  readonly row: number;
  readonly col: number;
}

/**
 * Seed 002's robot: "process" at a leaf. `attackedBy` is the row of a queen attacking the top
 * queen, or null when there is none (then the leaf is a full solution).
 */
export interface ProcessEvent extends StepBase {
  readonly type: 'process';
  readonly row: number;
  readonly attackedBy: number | null;
}

export interface SolutionEvent extends StepBase {
  readonly type: 'solution';
  /** 1-based index of the solution within the trace. */
  readonly index: number;
}

export interface DoneEvent extends StepBase {
  readonly type: 'done';
  readonly solutions: number;
  /** False when the trace was cut short (a step limit). */
  readonly complete: boolean;
}

export type WalkEvent =
  PlaceEvent | MoveEvent | RemoveEvent | ProcessEvent | SolutionEvent | DoneEvent;

export type TraceEvent = WalkEvent;
