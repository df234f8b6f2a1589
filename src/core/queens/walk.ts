/**
 * Seed 002's tree walk, step by step: a "robot" walks the tree of admissible positions (k queens
 * on the first k rows, of which only the top one may be attacked) with four commands —
 * up-left (place a queen in column 1 of the next row), right (move the top queen one column
 * right), down (take the top queen off) and process (at a leaf: print the position if it is a
 * solution). The program is the seed's, command for command:
 *
 *   UW:    while is_up do up; work
 *   main:  UW; while is_down do if is_right then begin right; UW end else down
 *
 * with is_up = k < n and not danger, is_right = k > 0 and c[k] < n, is_down = k > 0, and danger =
 * the top queen is attacked by a queen below it. (The seed's printed `is_down` assigns to `is_up`,
 * a typo; the obvious meaning is used.) Rows and columns here are 0-based; the seed's c[k] = column
 * of the queen on the k-th horizontal becomes queens[k-1].
 */
import { eventsOf, StepLimit, type StepLimitState, type TraceMachine } from '../trace.js';
import { queensEnding, type WalkEvent } from './traceEvents.js';

/** Options of the walk: a step limit. */
export interface WalkOptions {
  /** Stop after this many events (a `done` event with complete = false follows). */
  readonly maxSteps?: number;
}

/** Row of a queen attacking the top queen (row k-1), or null: the seed's `danger`. */
function attacker(c: readonly number[], k: number): number | null {
  if (k <= 1) return null;
  const top = c[k - 1];
  for (let i = 0; i < k - 1; i++) {
    if (c[i] === top || Math.abs(c[i] - top) === k - 1 - i) return i;
  }
  return null;
}

/** Where the program stands: inside UW's climb, in main's loop, or past its end. */
const CLIMB = 0;
const LOOP = 1;
const END = 2;

/** A walk's whole state; `shown` and `pending` hold events, which never change. */
export interface WalkSnapshot extends StepLimitState<readonly number[]> {
  readonly c: readonly number[];
  readonly k: number;
  readonly step: number;
  readonly mode: number;
  readonly pending: WalkEvent | null;
}

/**
 * Seed 002's walk as a trace machine, one event per `next()`.
 *
 * The program above with UW's loop and main's loop unrolled into a mode (climbing, looping), so
 * the state can be saved and restored.
 */
export class WalkTrace implements TraceMachine<WalkEvent, WalkSnapshot> {
  readonly n: number;
  private readonly limit: StepLimit<WalkEvent, readonly number[]>;
  private c: number[] = [];
  private k = 0;
  private step = 0;
  private mode = CLIMB;
  /** The solution that follows its leaf's `process` event. */
  private pending: WalkEvent | null = null;

  constructor(n: number, opts: WalkOptions = {}) {
    this.n = n;
    this.limit = new StepLimit(queensEnding<WalkEvent>(), opts);
  }

  next(): WalkEvent | null {
    return this.limit.next(
      () => this.robot(),
      () => this.step,
    );
  }

  /** The program's next event (robot commands and solutions), or null once main has ended. */
  private robot(): WalkEvent | null {
    const { n, c } = this;
    if (this.pending !== null) {
      const e = this.pending;
      this.pending = null;
      return e;
    }
    if (this.mode === CLIMB) {
      // UW: climb while is_up, then process the leaf.
      if (this.k < n && attacker(c, this.k) === null) {
        this.k++;
        c[this.k - 1] = 0;
        return { type: 'place', step: ++this.step, row: this.k - 1, col: 0, queens: this.snap() };
      }
      const k = this.k;
      const by = attacker(c, k);
      const queens = this.snap();
      this.mode = LOOP;
      if (k === n && by === null) {
        this.pending = {
          type: 'solution',
          step: this.step + 1,
          index: this.limit.solutions + 1,
          queens,
        };
      }
      return { type: 'process', step: ++this.step, row: k - 1, attackedBy: by, queens };
    }
    if (this.mode === LOOP && this.k > 0) {
      // main: while is_down do if is_right then begin right; UW end else down.
      const k = this.k;
      if (c[k - 1] < n - 1) {
        c[k - 1]++;
        this.mode = CLIMB;
        const to = c[k - 1];
        return {
          type: 'move',
          step: ++this.step,
          row: k - 1,
          from: to - 1,
          to,
          queens: this.snap(),
        };
      }
      const col = c[k - 1];
      this.k--;
      return { type: 'remove', step: ++this.step, row: k - 1, col, queens: this.snap() };
    }
    this.mode = END;
    return null;
  }

  private snap(): number[] {
    return this.c.slice(0, this.k);
  }

  save(): WalkSnapshot {
    const { k, step, mode, pending } = this;
    return { c: this.c.slice(), k, step, mode, pending, ...this.limit.save() };
  }

  restore(s: WalkSnapshot): void {
    this.c = s.c.slice();
    this.k = s.k;
    this.step = s.step;
    this.mode = s.mode;
    this.pending = s.pending;
    this.limit.restore(s);
  }
}

/** The walk as a stream of step events. */
export function walkEvents(n: number, opts: WalkOptions = {}): Generator<WalkEvent> {
  return eventsOf(new WalkTrace(n, opts));
}
