/**
 * Adapters over core's trace machines (core/trace.ts) for the page's player:
 *
 * - `Observed` tells a listener about every event the first time it is reached, with its
 *   position, however often seeks replay it: the page's lists (solutions found, the mutation's
 *   table of states, restarts) grow from it.
 * - `MutationSteps` joins each proposed swap with its decision, so one player step is one state
 *   of seed 003's table and one line of the CLI's trace (which words a swap and its decision
 *   together).
 */
import type { TraceMachine } from '../../core/trace.js';
import type { MutationEvent, SwapEvent } from '../../core/queens/traceEvents.js';

export interface ObservedSnapshot<S> {
  readonly inner: S;
  readonly position: number;
}

export class Observed<E, S> implements TraceMachine<E, ObservedSnapshot<S>> {
  /** Events given out since the start (the player's position, kept through save/restore). */
  private position = 0;
  /** The furthest position ever reached. */
  private seen = 0;

  constructor(
    private readonly inner: TraceMachine<E, S>,
    private readonly onNew: (event: E, position: number) => void,
  ) {}

  next(): E | null {
    const e = this.inner.next();
    if (e === null) return null;
    this.position++;
    if (this.position > this.seen) {
      this.seen = this.position;
      this.onNew(e, this.position);
    }
    return e;
  }

  save(): ObservedSnapshot<S> {
    return { inner: this.inner.save(), position: this.position };
  }

  restore(s: ObservedSnapshot<S>): void {
    this.inner.restore(s.inner);
    this.position = s.position;
  }
}

/** One step of a mutation run: an event other than a swap, with the swap it decides (if any). */
export interface MutationStep {
  readonly event: Exclude<MutationEvent, SwapEvent>;
  readonly swap: SwapEvent | null;
}

/**
 * A swap and its decision are queued together (mutation.ts advances one step at a time), so no
 * snapshot falls between them and the inner machine's state is this one's.
 */
export class MutationSteps<S> implements TraceMachine<MutationStep, S> {
  constructor(private readonly inner: TraceMachine<MutationEvent, S>) {}

  next(): MutationStep | null {
    const e = this.inner.next();
    if (e === null) return null;
    if (e.type !== 'swap') return { event: e, swap: null };
    const decision = this.inner.next();
    if (decision === null || decision.type === 'swap') {
      throw new Error(`a mutation swap at step ${e.step} has no decision after it`);
    }
    return { event: decision, swap: e };
  }

  save(): S {
    return this.inner.save();
  }

  restore(s: S): void {
    this.inner.restore(s);
  }
}

/** Positions of the events of one kind, in the order reached (ascending): counted up to a step. */
export class Marks {
  private readonly at: number[] = [];

  add(position: number): void {
    this.at.push(position);
  }

  get length(): number {
    return this.at.length;
  }

  position(i: number): number {
    return this.at[i];
  }

  /** How many marks lie at positions ≤ k (binary search). */
  countUpTo(k: number): number {
    let lo = 0;
    let hi = this.at.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.at[mid] <= k) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
