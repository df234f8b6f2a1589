/**
 * What every traced engine shares (the teaching path; fast engines never trace): a trace as a
 * state machine whose whole state can be saved and restored (so TracePlayer can seek), and the
 * one step limit that cuts a trace short with a `done` event. Each family's events live next
 * to its traces: queens/traceEvents.ts, tiling/traceEvents.ts.
 */

/**
 * A traced engine as a state machine: events one at a time, and its whole state (engine and
 * random generator) saved and restored, so a player (TracePlayer) can seek without replaying
 * from the start.
 */
export interface TraceMachine<E, S> {
  /** The next event; null once the trace has ended (and on every call after). */
  next(): E | null;
  /** The whole state, as a value that later steps never change. */
  save(): S;
  /** Puts the machine back in a state `save` returned (the snapshot itself stays unchanged). */
  restore(snapshot: S): void;
}

/** A machine's events as a generator (for callers that only play a trace forward). */
export function* eventsOf<E>(machine: { next(): E | null }): Generator<E> {
  for (let e = machine.next(); e !== null; e = machine.next()) yield e;
}

/** The options every step-limited trace takes. */
export interface StepLimitOptions {
  /** Stop after this many steps (a `done` event with complete = false follows). */
  readonly maxSteps?: number;
}

/** What a step limit reads of every event: its type and 1-based step number. */
export interface TraceStep {
  readonly type: string;
  readonly step: number;
  /** A solution event's 1-based index within the trace. */
  readonly index?: number;
}

/** How a family's trace shows its board and ends (StepLimit's view of the events). */
export interface TraceEnding<E, B> {
  /** The board an event shows (queens by row, placements standing, …). */
  board(e: E): B;
  /** The end event: steps and solutions so far, false when cut short, the board it shows. */
  done(step: number, solutions: number, complete: boolean, board: B): E;
  /** The board the end event of a trace that ran to its end shows. */
  readonly finalBoard: B;
}

/** A StepLimit's state, saved with its machine's (the fields of the machine's snapshot). */
export interface StepLimitState<B> {
  /** Solutions given out so far. */
  readonly solutions: number;
  /** The board of the last event given out (a cut-short trace's `done` shows it). */
  readonly shown: B;
  readonly ended: boolean;
}

/**
 * The one step limit of every trace: wraps a machine's own search (its events, then null at
 * its end) into the events a trace gives out. A search's end gives a `done` event (complete,
 * with the final board); an event past `maxSteps` gives instead a `done` event at step
 * `maxSteps` (not complete, with the board last shown); after a `done`, nothing.
 */
export class StepLimit<E extends TraceStep, B> {
  private readonly max: number;
  private readonly ending: TraceEnding<E, B>;
  private count = 0;
  private shown: B;
  private ended = false;

  constructor(ending: TraceEnding<E, B>, opts: StepLimitOptions = {}) {
    this.ending = ending;
    this.max = opts.maxSteps ?? Infinity;
    this.shown = ending.finalBoard;
  }

  /** Solutions given out so far (the next solution event's index is one more). */
  get solutions(): number {
    return this.count;
  }

  /** The next event: `search()`'s, or the `done` event; `step()` is the search's step count. */
  next(search: () => E | null, step: () => number): E | null {
    if (this.ended) return null;
    const e = search();
    if (e === null) {
      this.ended = true;
      return this.ending.done(step(), this.count, true, this.ending.finalBoard);
    }
    if (e.step > this.max) {
      this.ended = true;
      return this.ending.done(this.max, this.count, false, this.shown);
    }
    if (e.type === 'solution' && e.index !== undefined) this.count = e.index;
    this.shown = this.ending.board(e);
    return e;
  }

  save(): StepLimitState<B> {
    return { solutions: this.count, shown: this.shown, ended: this.ended };
  }

  restore(s: StepLimitState<B>): void {
    this.count = s.solutions;
    this.shown = s.shown;
    this.ended = s.ended;
  }
}
