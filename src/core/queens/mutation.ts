/**
 * Seed 003's random mutation, step by step as its Delphi program runs it:
 *
 * - the state T is a permutation (one queen per row and column); the start state is the identity
 *   (all queens on the main diagonal) and is state number 1;
 * - the error (the seed's HibaT) is the number of attacking pairs, which for a permutation are
 *   the pairs on a common diagonal;
 * - each step (`Mutacio`) first increments the state number N, then draws two rows I and J
 *   (Random(Max) twice: they may coincide) and swaps their queens into a proposal P;
 * - N mod 10 in 0…8: P is kept when its error is lower (HibaP < HibaT);
 *   N mod 10 = 9: the escape step (state numbers 9, 19, 29, …): P is kept whatever it does;
 * - the loop runs while the error is above 0.
 *
 * Rules (`MutationRule`):
 * - 'intent' (default): the escape step keeps P always, so a swap that reaches a solution on an
 *   escape step ends the search — what the seed's text means ("keep the swap whatever it does").
 * - 'seed': the seed's code as written: on the escape step `If HibaP>0 Then T:= P`, so a
 *   proposal that *is* a solution is refused there (and the search goes on).
 * - 'sideways': no escape step; P is kept when its error is lower or equal (plateau moves). The
 *   escape rule throws away progress every 10 steps and stalls from about N = 30; this variant
 *   does not. Without the escape step it can be trapped on a plateau with no way down (N = 6
 *   and 7 often are), so when the error has not fallen for `sidewaysPatience(N)` = 1000·N + 10^4
 *   swaps it starts again from the identity (a `restart`; the generator runs on, so a seed still
 *   replays exactly). Measured: the longest wait between two falls in a successful run is about
 *   135·N swaps, so the restart never cuts a run that was getting somewhere.
 *
 * Two paths: `Mutation` (fast: the error is kept up to date from per-diagonal queen counts, O(1)
 * per step) and `mutationEvents` (traced: every state with its number and error, as the seed's
 * grid lists them, the error recomputed pair by pair as the seed's HibaP does). For one seed they
 * draw the same rows and make the same moves; a test checks it.
 */
import { progressOf, type Engine, type Progress, type RunStatus } from '../run/engine.js';
import { Random } from '../random.js';
import { eventsOf, type TraceMachine } from '../trace.js';
import type { AcceptRule, MutationEvent, RejectRule } from './traceEvents.js';

/** The acceptance rules of seed 003's mutation: intent (default), seed (its code as written), sideways. */
export const MUTATION_RULES = ['intent', 'seed', 'sideways'] as const;
/** One of MUTATION_RULES. */
export type MutationRule = (typeof MUTATION_RULES)[number];

/** The escape step comes when the state number N satisfies N mod 10 = 9. */
export function isEscapeStep(state: number): boolean {
  return state % 10 === 9;
}

/**
 * The decision on a proposal: kept (with why) or dropped (with why), given the state number of
 * the step, the current error and the proposal's error. Shared by both paths and by the tests.
 */
export function decide(
  rule: MutationRule,
  state: number,
  error: number,
  proposed: number,
): { keep: true; why: AcceptRule } | { keep: false; why: RejectRule } {
  if (rule === 'sideways') {
    if (proposed < error) return { keep: true, why: 'better' };
    if (proposed === error) return { keep: true, why: 'equal' };
    return { keep: false, why: 'worse' };
  }
  if (isEscapeStep(state)) {
    if (rule === 'seed' && proposed === 0) return { keep: false, why: 'solution-refused' };
    return { keep: true, why: 'forced' };
  }
  return proposed < error ? { keep: true, why: 'better' } : { keep: false, why: 'not-better' };
}

/** Swaps without a fall in the error after which the sideways rule starts again. */
export function sidewaysPatience(n: number): number {
  return 1000 * n + 10_000;
}

/** Attacking pairs of a permutation, pair by pair as the seed's HibaT/HibaP count them: O(N²). */
export function seedError(perm: ArrayLike<number>): number {
  const n = perm.length;
  let h = 0;
  for (let i = 0; i < n - 1; i++) {
    for (let j = i + 1; j < n; j++) if (Math.abs(perm[i] - perm[j]) === j - i) h++;
  }
  return h;
}

/**
 * The fast path: no events, O(1) per step, an Engine (engine.ts) in slices of steps (swaps):
 * 'found' once the error is 0 (`cols` holds the placement), 'done' after that.
 */
export class Mutation implements Engine {
  readonly n: number;
  readonly rule: MutationRule;
  /** The current state: cols[row] = column. */
  readonly cols: Int32Array;
  /** Queens per "\" diagonal (row - col + n - 1) and per "/" diagonal (row + col). */
  private readonly dn: Int32Array;
  private readonly dp: Int32Array;
  private readonly rng: Random;
  /** The seed's N: 1 for the start state, +1 per step. */
  state = 1;
  /** Current error (attacking pairs). */
  error = 0;
  /** Sideways rule: times it started again from the identity. */
  restarts = 0;
  /** Steps since the error last fell. */
  private stall = 0;
  private readonly patience: number;
  /** The solution has been reported by `run` ('found'); later runs say 'done'. */
  private reported = false;

  constructor(n: number, seed: number, rule: MutationRule = 'intent') {
    if (!Number.isInteger(n) || n < 1) throw new RangeError(`mutation needs N ≥ 1: ${n}`);
    this.n = n;
    this.rule = rule;
    this.cols = new Int32Array(n);
    this.dn = new Int32Array(2 * n);
    this.dp = new Int32Array(2 * n);
    this.rng = new Random(seed);
    this.patience = rule === 'sideways' ? sidewaysPatience(n) : Infinity;
    this.reset();
  }

  /** The start state: the identity, all queens on one diagonal. */
  private reset(): void {
    const n = this.n;
    this.dn.fill(0);
    this.dp.fill(0);
    for (let r = 0; r < n; r++) {
      this.cols[r] = r;
      this.dn[n - 1]++;
      this.dp[2 * r]++;
    }
    this.error = (n * (n - 1)) / 2;
    this.stall = 0;
  }

  /** Swaps tried so far. */
  get steps(): number {
    return this.state - 1;
  }

  /** Makes at most `budget` steps: 'found' when solved by now, first time; 'done' after it. */
  run(budget: number): RunStatus {
    const n = this.n;
    const off = n - 1;
    const { cols, dn, dp, rng, rule } = this;
    const patience = this.patience;
    let error = this.error;
    let state = this.state;
    let stall = this.stall;
    for (let left = budget; left > 0 && error > 0; left--) {
      state++;
      if (++stall > patience) {
        // Sideways only: a plateau with no way down; start again (this step is the restart).
        this.reset();
        this.restarts++;
        error = this.error;
        stall = 0;
        continue;
      }
      const i = rng.below(n);
      const j = rng.below(n);
      // A swap with itself changes nothing; on an escape step it is "kept" all the same.
      if (i === j) continue;
      const ci = cols[i];
      const cj = cols[j];
      // The proposal's error: take both queens off their diagonals, put them back swapped. A
      // queen joining a diagonal that holds k queens makes k new pairs; leaving it removes k-1.
      let e = error;
      e -= --dn[i - ci + off];
      e -= --dp[i + ci];
      e -= --dn[j - cj + off];
      e -= --dp[j + cj];
      e += dn[i - cj + off]++;
      e += dp[i + cj]++;
      e += dn[j - ci + off]++;
      e += dp[j + ci]++;
      let keep: boolean;
      if (rule === 'sideways') keep = e <= error;
      else if (state % 10 === 9) keep = rule === 'intent' || e > 0;
      else keep = e < error;
      if (keep) {
        cols[i] = cj;
        cols[j] = ci;
        if (e < error) stall = 0;
        error = e;
      } else {
        dn[i - cj + off]--;
        dp[i + cj]--;
        dn[j - ci + off]--;
        dp[j + ci]--;
        dn[i - ci + off]++;
        dp[i + ci]++;
        dn[j - cj + off]++;
        dp[j + cj]++;
      }
    }
    this.error = error;
    this.state = state;
    this.stall = stall;
    if (error !== 0) return 'paused';
    if (this.reported) return 'done';
    this.reported = true;
    return 'found';
  }

  progress(): Progress {
    return progressOf(this.steps, 'swaps', { found: this.error === 0 ? 1n : 0n });
  }
}

/** Options of a traced mutation run: the rule and a step limit. */
export interface MutationTraceOptions {
  readonly rule?: MutationRule;
  /** Stop after this many swaps (a `done` event with complete = false follows). */
  readonly maxSteps?: number;
}

/** A traced mutation run's whole state. */
export interface MutationSnapshot {
  /** The current state (the seed's T). */
  readonly t: readonly number[];
  /** Its error (the seed's HibaT). */
  readonly currentError: number;
  readonly state: number;
  readonly stall: number;
  readonly attempt: number;
  readonly rng: readonly [number, number, number, number];
  readonly pending: readonly MutationEvent[];
  readonly started: boolean;
  readonly finished: boolean;
}

/**
 * The traced path: the start state, then for every step a `swap` (the proposal) and an `accept`
 * or `reject` (the state after it), numbered by the seed's state number N. A state machine: each
 * `advance` queues the events of one step.
 */
export class MutationTrace implements TraceMachine<MutationEvent, MutationSnapshot> {
  readonly n: number;
  readonly rule: MutationRule;
  private readonly max: number;
  private readonly patience: number;
  private readonly rng: Random;
  /** The current state and its error: the seed's T and HibaT ("error of T", Hungarian). */
  private t: number[];
  private currentError: number;
  /** The seed's N: 1 for the start state, +1 per step. */
  private state = 1;
  private stall = 0;
  private attempt = 1;
  private pending: MutationEvent[] = [];
  private started = false;
  private finished = false;

  constructor(n: number, seed: number, opts: MutationTraceOptions = {}) {
    if (!Number.isInteger(n) || n < 1) throw new RangeError(`mutation needs N ≥ 1: ${n}`);
    this.n = n;
    this.rule = opts.rule ?? 'intent';
    this.max = opts.maxSteps ?? Infinity;
    this.patience = this.rule === 'sideways' ? sidewaysPatience(n) : Infinity;
    this.rng = new Random(seed);
    this.t = identity(n);
    this.currentError = seedError(this.t);
  }

  next(): MutationEvent | null {
    if (this.pending.length === 0 && !this.finished) this.advance();
    return this.pending.shift() ?? null;
  }

  private advance(): void {
    const { n, rule, pending } = this;
    if (!this.started) {
      this.started = true;
      pending.push({
        type: 'start',
        step: this.state,
        error: this.currentError,
        queens: this.t.slice(),
      });
      return;
    }
    if (this.currentError === 0) {
      const at = { step: this.state, queens: this.t.slice() };
      pending.push({ type: 'solution', index: 1, ...at });
      pending.push({ type: 'done', solutions: 1, complete: true, ...at });
      this.finished = true;
      return;
    }
    if (this.state - 1 >= this.max) {
      pending.push({
        type: 'done',
        step: this.state,
        solutions: 0,
        complete: false,
        queens: this.t.slice(),
      });
      this.finished = true;
      return;
    }
    const state = ++this.state;
    if (++this.stall > this.patience) {
      const attempt = ++this.attempt;
      pending.push({ type: 'restart', step: state, attempt, placed: n, queens: this.t.slice() });
      this.t = identity(n);
      this.currentError = seedError(this.t);
      this.stall = 0;
      return;
    }
    const p = this.t.slice();
    const i = this.rng.below(n);
    const j = this.rng.below(n);
    [p[i], p[j]] = [p[j], p[i]];
    // The proposal's error: the seed's HibaP ("error of P").
    const proposalError = seedError(p);
    pending.push({
      type: 'swap',
      step: state,
      i,
      j,
      error: this.currentError,
      proposedError: proposalError,
      forced: rule !== 'sideways' && isEscapeStep(state),
      queens: p.slice(),
    });
    const d = decide(rule, state, this.currentError, proposalError);
    if (d.keep) {
      if (proposalError < this.currentError) this.stall = 0;
      this.t = p;
      this.currentError = proposalError;
      pending.push({
        type: 'accept',
        step: state,
        error: proposalError,
        rule: d.why,
        queens: p.slice(),
      });
    } else {
      const queens = this.t.slice();
      pending.push({ type: 'reject', step: state, error: this.currentError, rule: d.why, queens });
    }
  }

  save(): MutationSnapshot {
    const { currentError, state, stall, attempt, started, finished } = this;
    const rng = this.rng.state();
    const pending = this.pending.slice();
    const t = this.t.slice();
    return { t, currentError, state, stall, attempt, rng, pending, started, finished };
  }

  restore(s: MutationSnapshot): void {
    this.t = s.t.slice();
    this.currentError = s.currentError;
    this.state = s.state;
    this.stall = s.stall;
    this.attempt = s.attempt;
    this.rng.setState(s.rng);
    this.pending = s.pending.slice();
    this.started = s.started;
    this.finished = s.finished;
  }
}

/** The start state: the identity permutation. */
function identity(n: number): number[] {
  return Array.from({ length: n }, (_, r) => r);
}

/** The traced path as a stream of events (see `MutationTrace`). */
export function mutationEvents(
  n: number,
  seed: number,
  opts: MutationTraceOptions = {},
): Generator<MutationEvent> {
  return eventsOf(new MutationTrace(n, seed, opts));
}
