/**
 * The step events of the traced queens engines (the teaching path: walk.ts, backtrackTrace.ts,
 * greedy.ts, mutation.ts, minConflictsTrace.ts); fast engines never produce these. Each event
 * carries the board state needed to draw it, so a player can jump to any step without replaying
 * from the start. What every trace shares (the machine, the step limit) is core/trace.ts.
 *
 * Queens are 0-based columns by row: `queens[row] = column`, -1 for an empty row; a walk's
 * position lists only the rows placed so far (rows 0…k-1). Events are values: nothing changes
 * one after it is made, so players may keep them.
 */
import type { TraceEnding } from '../trace.js';

/** What every event carries: its step number and the board after it. */
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

/** A solution reached; `queens` is the full board. */
export interface SolutionEvent extends StepBase {
  readonly type: 'solution';
  /** 1-based index of the solution within the trace. */
  readonly index: number;
}

/** The end of a trace: solutions found, and whether it ran to its end. */
export interface DoneEvent extends StepBase {
  readonly type: 'done';
  readonly solutions: number;
  /** False when the trace was cut short (a step limit). */
  readonly complete: boolean;
}

/** An event of seed 002's walk (queens.WalkTrace). */
export type WalkEvent =
  PlaceEvent | MoveEvent | RemoveEvent | ProcessEvent | SolutionEvent | DoneEvent;

/**
 * Greedy (seed 001), before each placement: every free cell's attack score — how many other
 * still-free cells a queen there would attack — and the cell drawn among the lowest. A `place`
 * event with the same step number follows.
 */
export interface AttackScoresEvent extends StepBase {
  readonly type: 'attack-scores';
  /** scores[row * n + col] for a free cell; -1 for a queen or an attacked cell. */
  readonly scores: readonly number[];
  /** The lowest score on the board. */
  readonly min: number;
  /** How many free cells have the lowest score. */
  readonly ties: number;
  /** 1-based rank of the drawn cell among the ties, counted row by row, left to right. */
  readonly pick: number;
  readonly row: number;
  readonly col: number;
}

/**
 * A method gives up its current attempt and starts again (greedy: no free cell is left while
 * fewer than N queens stand; mutation's sideways rule: the error has not fallen for too long).
 * `queens` is the position it gave up.
 */
export interface RestartEvent extends StepBase {
  readonly type: 'restart';
  /** The attempt that begins now: 2, 3, … */
  readonly attempt: number;
  /** Queens on the board when the attempt got stuck (always N for mutation). */
  readonly placed: number;
}

/** Mutation (seed 003): the start state, state number 1 (the identity permutation). */
export interface StartEvent extends StepBase {
  readonly type: 'start';
  /** Number of attacking pairs. */
  readonly error: number;
}

/**
 * Mutation: a proposed swap of the queens of rows i and j (they may coincide, as in the seed).
 * `queens` is the proposed permutation; `error` is the current state's error, `proposedError`
 * the proposal's. `forced` marks the seed's escape steps (state numbers 9, 19, 29, …).
 */
export interface SwapEvent extends StepBase {
  readonly type: 'swap';
  readonly i: number;
  readonly j: number;
  readonly error: number;
  readonly proposedError: number;
  readonly forced: boolean;
}

/**
 * Why a swap was kept: it lowered the error, it kept it equal (the sideways rule), or the step
 * was an escape step.
 */
export type AcceptRule = 'better' | 'equal' | 'forced';

/**
 * Why a swap was dropped: it did not lower the error (seed rule and intent), it raised it (the
 * sideways rule), or — the seed's code as written — it would have made a solution on an escape
 * step, where the seed keeps a swap only if the error stays above 0.
 */
export type RejectRule = 'not-better' | 'worse' | 'solution-refused';

/** Mutation: the swap was kept; `queens` and `error` are the new state's. */
export interface AcceptEvent extends StepBase {
  readonly type: 'accept';
  readonly error: number;
  readonly rule: AcceptRule;
}

/** Mutation: the swap was dropped; `queens` and `error` are the unchanged state's. */
export interface RejectEvent extends StepBase {
  readonly type: 'reject';
  readonly error: number;
  readonly rule: RejectRule;
}

/** An event of a traced greedy run (queens.GreedyTrace). */
export type GreedyEvent = AttackScoresEvent | PlaceEvent | RestartEvent | SolutionEvent | DoneEvent;

/** An event of a traced mutation run (queens.MutationTrace). */
export type MutationEvent =
  StartEvent | SwapEvent | AcceptEvent | RejectEvent | RestartEvent | SolutionEvent | DoneEvent;

/**
 * Min-conflicts (QS4), initial search: one try to fill row `row` by swapping in the queen of the
 * random row `pick` (≥ row). `col` is that queen's column; `conflicts` counts the queens of the
 * rows above (0…row-1) on its two diagonals there (0, 1 or 2); the swap is kept when it is 0.
 * `queens` is the permutation after the try (rows from `row` on are not placed yet).
 */
export interface InitialTryEvent extends StepBase {
  readonly type: 'initial-try';
  readonly row: number;
  readonly pick: number;
  readonly col: number;
  readonly conflicts: number;
  readonly kept: boolean;
}

/**
 * Min-conflicts, end of the initial search: rows `from`…N-1 get a random shuffle of the columns
 * left. `error` is the number of attacking pairs after it; `queens` the whole permutation.
 */
export interface ShuffleEvent extends StepBase {
  readonly type: 'shuffle';
  readonly from: number;
  readonly error: number;
}

/**
 * Min-conflicts, final search: the queen of row `row` is attacked; a random row `other` is drawn
 * and the swap of their queens tried. `conflicts` counts the attacking pairs that involve either
 * queen now, `proposedConflicts` the same after the swap (the two queens attacking each other
 * included); the swap is kept exactly when that is 0 (never when `other` = `row`). `error` and
 * `proposedError` are the attacking pairs of the whole board before and after the swap; `queens`
 * is the permutation after the try.
 */
export interface FinalTryEvent extends StepBase {
  readonly type: 'final-try';
  readonly row: number;
  readonly other: number;
  readonly conflicts: number;
  readonly proposedConflicts: number;
  readonly error: number;
  readonly proposedError: number;
  readonly kept: boolean;
}

/**
 * Why min-conflicts abandons an attempt: a queen of the final search could not be freed within
 * its tries ('stuck', `row` is that queen's), more queens were left for the final search than
 * its counters allow ('too-many-left', N > 255 only), or the final check failed
 * ('not-a-solution', a safeguard).
 */
export type AbandonReason = 'stuck' | 'too-many-left' | 'not-a-solution';

/**
 * Min-conflicts gives up the current attempt; the next one starts again from the identity.
 * `queens` is the position given up.
 */
export interface AbandonEvent extends StepBase {
  readonly type: 'abandon';
  /** The attempt that begins now: 2, 3, … */
  readonly attempt: number;
  readonly reason: AbandonReason;
  readonly row: number | null;
}

/**
 * The plain backtracking search, row by row: a queen goes on the first safe square of the next
 * row (`place`), comes off when its row has no safe square left (`remove`); a full board is a
 * `solution`. Positions list the rows placed so far, as in the walk.
 */
export type BacktrackEvent = PlaceEvent | RemoveEvent | SolutionEvent | DoneEvent;

/** An event of a traced min-conflicts run (queens.MinConflictsTrace). */
export type MinConflictsEvent =
  InitialTryEvent | ShuffleEvent | FinalTryEvent | AbandonEvent | SolutionEvent | DoneEvent;

/** An event of any traced queens engine (walk, backtracking, greedy, mutation, min-conflicts). */
export type QueensTraceEvent = WalkEvent | GreedyEvent | MutationEvent | MinConflictsEvent;

/** An event of any traced queens engine: the library's name for QueensTraceEvent. */
export type TraceEvent = QueensTraceEvent;

/** The board of a queens trace that ran to its end: empty. */
const NO_QUEENS: readonly number[] = [];

/**
 * How a queens trace shows its board (`queens`) and ends (a DoneEvent), for the step limit
 * every trace shares (trace.ts StepLimit).
 */
export function queensEnding<E extends StepBase>(): TraceEnding<E | DoneEvent, readonly number[]> {
  return {
    board: (e) => e.queens,
    done: (step, solutions, complete, queens) => ({
      type: 'done',
      step,
      solutions,
      complete,
      queens,
    }),
    finalBoard: NO_QUEENS,
  };
}
