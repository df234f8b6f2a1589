/**
 * The plain backtracking search, step by step (the teaching path; the fast searches are
 * count.ts and enumerate.ts): rows are filled from the first, each with the leftmost column
 * that no queen above attacks (`place`); when a row has no such column left, the queen above it
 * comes off (`remove`) and its row goes on from the next column. A full board is a `solution`,
 * after which the search goes on the same way until the first row runs out of columns.
 * Solutions come in lexicographic order, as `placer queens list` prints them.
 *
 * Unlike the seed-002 walk, a queen is only ever put on a safe square, so there are no attacked
 * leaves and no sliding along a row: the two traces of one board show the two ways of searching.
 */
import { eventsOf, StepLimit, type StepLimitState, type TraceMachine } from '../trace.js';
import { queensEnding, type BacktrackEvent } from './traceEvents.js';

/** Options of the traced backtracking search: a step limit. */
export interface BacktrackTraceOptions {
  /** Stop after this many steps (a `done` event with complete = false follows). */
  readonly maxSteps?: number;
}

/** A backtracking search's whole state; `shown` and `pending` hold events, which never change. */
export interface BacktrackSnapshot extends StepLimitState<readonly number[]> {
  readonly c: readonly number[];
  readonly k: number;
  readonly from: number;
  readonly step: number;
  readonly pending: BacktrackEvent | null;
}

/** The plain backtracking search as a trace machine: one place/remove/solution event per `next()`. */
export class BacktrackTrace implements TraceMachine<BacktrackEvent, BacktrackSnapshot> {
  readonly n: number;
  private readonly limit: StepLimit<BacktrackEvent, readonly number[]>;
  /** c[row] = column of the queen, for rows 0…k-1. */
  private c: number[] = [];
  private k = 0;
  /** First column still to try in row k. */
  private from = 0;
  private step = 0;
  /** The solution that follows the place event completing the board. */
  private pending: BacktrackEvent | null = null;

  constructor(n: number, opts: BacktrackTraceOptions = {}) {
    if (!Number.isInteger(n) || n < 1) throw new RangeError(`backtracking needs N ≥ 1: ${n}`);
    this.n = n;
    this.limit = new StepLimit(queensEnding<BacktrackEvent>(), opts);
  }

  next(): BacktrackEvent | null {
    return this.limit.next(
      () => this.search(),
      () => this.step,
    );
  }

  /** True when no queen of rows 0…k-1 attacks the square (k, col). */
  private safe(col: number): boolean {
    const { c, k } = this;
    for (let r = 0; r < k; r++) {
      if (c[r] === col || Math.abs(c[r] - col) === k - r) return false;
    }
    return true;
  }

  /** The search's next event, or null once the first row has run out of columns. */
  private search(): BacktrackEvent | null {
    if (this.pending !== null) {
      const e = this.pending;
      this.pending = null;
      return e;
    }
    const n = this.n;
    if (this.k < n) {
      let col = this.from;
      while (col < n && !this.safe(col)) col++;
      if (col < n) {
        this.c[this.k++] = col;
        this.from = 0;
        const queens = this.c.slice(0, this.k);
        const e: BacktrackEvent = {
          type: 'place',
          step: ++this.step,
          row: this.k - 1,
          col,
          queens,
        };
        if (this.k === n) {
          this.pending = {
            type: 'solution',
            step: this.step,
            index: this.limit.solutions + 1,
            queens,
          };
        }
        return e;
      }
    }
    // The row is full (a solution) or has no safe column left: the queen above comes off.
    if (this.k === 0) return null;
    const col = this.c[--this.k];
    this.from = col + 1;
    const queens = this.c.slice(0, this.k);
    return { type: 'remove', step: ++this.step, row: this.k, col, queens };
  }

  save(): BacktrackSnapshot {
    const { k, from, step, pending } = this;
    return { c: this.c.slice(), k, from, step, pending, ...this.limit.save() };
  }

  restore(s: BacktrackSnapshot): void {
    this.c = s.c.slice();
    this.k = s.k;
    this.from = s.from;
    this.step = s.step;
    this.pending = s.pending;
    this.limit.restore(s);
  }
}

/** The backtracking search as a stream of step events. */
export function backtrackEvents(
  n: number,
  opts: BacktrackTraceOptions = {},
): Generator<BacktrackEvent> {
  return eventsOf(new BacktrackTrace(n, opts));
}
