/**
 * Min-conflicts (QS4, minConflicts.ts) step by step, for people: the same moves as the fast
 * `MinConflicts` for the same seed — the same random draws in the same order, the same swaps
 * kept, the same step count (swap tries) and restarts — with an event for every try that a page
 * can draw: the row being filled or freed, the row drawn, the queens attacking before and after,
 * and the attacking pairs of the whole board in the final search. A test runs both side by side.
 *
 * The teaching path: plain Int32 counters and calls of `Random.below`, no inlining, and every
 * event copies the permutation (O(N) per try), so it is meant for boards a person watches.
 */
import { Random } from '../random.js';
import { eventsOf, type TraceMachine } from '../trace.js';
import type { MinConflictsEvent } from './traceEvents.js';
import { QS4_C } from './minConflicts.js';

/** Options of a traced min-conflicts run: a step limit. */
export interface MinConflictsTraceOptions {
  /** Stop before swap try number maxSteps + 1 (a `done` event with complete = false follows). */
  readonly maxSteps?: number;
}

/** Tries the final search spends on one attacked queen before it abandons the attempt. */
export function qs4FixCap(n: number): number {
  return 20 * n + 1000;
}

/** Above N = 255 the fast engine's byte counters allow at most this many queens for the final search. */
const MAX_BYTE_K = 252;

const BEGIN = 0;
const INITIAL = 1;
const FINAL = 2;
const SOLVED = 3;

/** A traced min-conflicts run's whole state. */
export interface MinConflictsSnapshot {
  readonly cols: Int32Array;
  readonly dn: Int32Array;
  readonly dp: Int32Array;
  readonly rng: readonly [number, number, number, number];
  readonly counters: {
    readonly steps: number;
    readonly attempt: number;
    readonly phase: number;
    readonly j: number;
    readonly triesLeft: number;
    readonly i: number;
    readonly fixTries: number;
    readonly pairs: number;
  };
  readonly pending: readonly MinConflictsEvent[];
  readonly finished: boolean;
}

/** Min-conflicts (QS4) as a trace machine: the fast method's moves for the same seed, one try per event. */
export class MinConflictsTrace implements TraceMachine<MinConflictsEvent, MinConflictsSnapshot> {
  readonly n: number;
  private readonly max: number;
  private readonly cap: number;
  private readonly rng: Random;
  /** The permutation: cols[row] = column. */
  private readonly cols: Int32Array;
  /** Queens per "\" diagonal (row - col + n - 1) and per "/" diagonal (row + col). */
  private readonly dn: Int32Array;
  private readonly dp: Int32Array;
  /** Swap tries so far, over all attempts (the fast engine's `steps`). */
  private steps = 0;
  private attempt = 1;
  private phase = BEGIN;
  /** Initial search: the row being filled and the tries left. */
  private j = 0;
  private triesLeft = 0;
  /** Final search: the row being freed, the tries spent on it, the board's attacking pairs. */
  private i = 0;
  private fixTries = 0;
  private pairs = 0;
  private pending: MinConflictsEvent[] = [];
  private finished = false;

  constructor(n: number, seed: number, opts: MinConflictsTraceOptions = {}) {
    if (!Number.isInteger(n) || n < 4) throw new RangeError(`min-conflicts needs N ≥ 4: ${n}`);
    this.n = n;
    this.max = opts.maxSteps ?? Infinity;
    this.cap = qs4FixCap(n);
    this.rng = new Random(seed);
    this.cols = new Int32Array(n);
    this.dn = new Int32Array(2 * n);
    this.dp = new Int32Array(2 * n);
  }

  /** Swap tries so far. */
  get tries(): number {
    return this.steps;
  }

  /** Attempts abandoned so far. */
  get restarts(): number {
    return this.attempt - 1;
  }

  /** The current permutation (a view: it changes as the trace goes on). */
  get placement(): Int32Array {
    return this.cols;
  }

  next(): MinConflictsEvent | null {
    while (this.pending.length === 0 && !this.finished) this.advance();
    return this.pending.shift() ?? null;
  }

  private queens(): number[] {
    return Array.from(this.cols);
  }

  /** Puts a queen on (r, c) in the counters, keeping the attacking pairs. */
  private add(r: number, c: number): void {
    this.pairs += this.dn[r - c + this.n - 1]++;
    this.pairs += this.dp[r + c]++;
  }

  private remove(r: number, c: number): void {
    this.pairs -= --this.dn[r - c + this.n - 1];
    this.pairs -= --this.dp[r + c];
  }

  /** Queens on the diagonals of (r, c), the counters as they stand. */
  private on(r: number, c: number): number {
    return this.dn[r - c + this.n - 1] + this.dp[r + c];
  }

  /** Limit reached before a try: the trace ends there, cut short. */
  private cut(): boolean {
    if (this.steps < this.max) return false;
    const queens = this.queens();
    this.pending.push({ type: 'done', step: this.steps, solutions: 0, complete: false, queens });
    this.finished = true;
    return true;
  }

  /** Moves the search on; queues the events of that move (none for a silent one). */
  private advance(): void {
    switch (this.phase) {
      case BEGIN:
        return this.begin();
      case INITIAL:
        return this.initial();
      case FINAL:
        return this.final();
    }
  }

  private begin(): void {
    for (let r = 0; r < this.n; r++) this.cols[r] = r;
    this.dn.fill(0);
    this.dp.fill(0);
    this.pairs = 0;
    this.j = 0;
    this.triesLeft = Math.floor(QS4_C * this.n);
    this.phase = INITIAL;
  }

  /** One try of the initial search, or its end (the shuffle of the rows left). */
  private initial(): void {
    const { n, cols } = this;
    if (this.j === n || this.triesLeft === 0) return this.placeRest();
    if (this.cut()) return;
    this.steps++;
    this.triesLeft--;
    const row = this.j;
    const pick = row + this.rng.below(n - row);
    const col = cols[pick];
    // Only the rows above are in the counters: at most one queen per diagonal there.
    const conflicts = this.on(row, col);
    const kept = conflicts === 0;
    if (kept) {
      cols[pick] = cols[row];
      cols[row] = col;
      this.add(row, col);
      this.j++;
    }
    const queens = this.queens();
    this.pending.push({
      type: 'initial-try',
      step: this.steps,
      row,
      pick,
      col,
      conflicts,
      kept,
      queens,
    });
  }

  private placeRest(): void {
    const { n, cols } = this;
    const from = this.j;
    if (n > 255 && n - from > MAX_BYTE_K) return this.abandon('too-many-left', null);
    for (let r = from; r < n; r++) {
      const m = r + this.rng.below(n - r);
      const t = cols[r];
      cols[r] = cols[m];
      cols[m] = t;
      this.add(r, cols[r]);
    }
    this.i = from;
    this.fixTries = 0;
    this.phase = FINAL;
    if (from < n) {
      const { steps: step, pairs: error } = this;
      this.pending.push({ type: 'shuffle', step, from, error, queens: this.queens() });
    }
  }

  /** One try of the final search on the first attacked row, or the end of the attempt. */
  private final(): void {
    const { n, cols } = this;
    // Rows whose queen is alone on both diagonals are done.
    while (this.i < n && this.on(this.i, cols[this.i]) === 2) {
      this.i++;
      this.fixTries = 0;
    }
    const i = this.i;
    if (i === n) {
      // No diagonal holds two queens: a solution (checked as the fast engine checks it).
      if (this.pairs !== 0) return this.abandon('not-a-solution', null);
      this.phase = SOLVED;
      const at = { step: this.steps, queens: this.queens() };
      this.pending.push({ type: 'solution', index: 1, ...at });
      this.pending.push({ type: 'done', solutions: 1, complete: true, ...at });
      this.finished = true;
      return;
    }
    if (this.cut()) return;
    if (this.fixTries >= this.cap) return this.abandon('stuck', i);
    this.fixTries++;
    this.steps++;
    const r = this.rng.below(n);
    const ci = cols[i];
    const cr = cols[r];
    const error = this.pairs;
    // Attacking pairs involving queen i or queen r (the one they may share counted once).
    const shared = i !== r && (i - ci === r - cr || i + ci === r + cr) ? 1 : 0;
    const conflicts = this.on(i, ci) - 2 + (i === r ? 0 : this.on(r, cr) - 2 - shared);
    let proposedConflicts = conflicts;
    let kept = false;
    if (i !== r) {
      this.remove(i, ci);
      this.remove(r, cr);
      const sharedAfter = i - cr === r - ci || i + cr === r + ci ? 1 : 0;
      proposedConflicts = this.on(i, cr) + this.on(r, ci) + sharedAfter;
      kept = proposedConflicts === 0;
      if (kept) {
        cols[i] = cr;
        cols[r] = ci;
      }
      this.add(i, cols[i]);
      this.add(r, cols[r]);
    }
    this.pending.push({
      type: 'final-try',
      step: this.steps,
      row: i,
      other: r,
      conflicts,
      proposedConflicts,
      error,
      proposedError: error - conflicts + proposedConflicts,
      kept,
      queens: this.queens(),
    });
  }

  private abandon(reason: 'stuck' | 'too-many-left' | 'not-a-solution', row: number | null): void {
    const attempt = ++this.attempt;
    const queens = this.queens();
    this.pending.push({ type: 'abandon', step: this.steps, attempt, reason, row, queens });
    this.phase = BEGIN;
  }

  save(): MinConflictsSnapshot {
    const { steps, attempt, phase, j, triesLeft, i, fixTries, pairs, finished } = this;
    return {
      cols: this.cols.slice(),
      dn: this.dn.slice(),
      dp: this.dp.slice(),
      rng: this.rng.state(),
      counters: { steps, attempt, phase, j, triesLeft, i, fixTries, pairs },
      pending: this.pending.slice(),
      finished,
    };
  }

  restore(s: MinConflictsSnapshot): void {
    this.cols.set(s.cols);
    this.dn.set(s.dn);
    this.dp.set(s.dp);
    this.rng.setState(s.rng);
    ({
      steps: this.steps,
      attempt: this.attempt,
      phase: this.phase,
      j: this.j,
      triesLeft: this.triesLeft,
      i: this.i,
      fixTries: this.fixTries,
      pairs: this.pairs,
    } = s.counters);
    this.pending = s.pending.slice();
    this.finished = s.finished;
  }
}

/** The traced min-conflicts run as a stream of events (see `MinConflictsTrace`). */
export function minConflictsEvents(
  n: number,
  seed: number,
  opts: MinConflictsTraceOptions = {},
): Generator<MinConflictsEvent> {
  return eventsOf(new MinConflictsTrace(n, seed, opts));
}
