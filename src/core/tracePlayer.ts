/**
 * One player for every trace: play forward, step back, seek to any step, over any traced engine
 * written as a `TraceMachine` (trace.ts).
 *
 * Position k means k events played; the current event is the k-th (null at 0). While playing
 * into steps never reached before, the player saves the machine's state every K events (with
 * the event just played). Seeking to k restores the nearest snapshot at or before k, or keeps
 * the machine where it is when that is nearer, and plays forward: at most K - 1 events for any
 * step already reached, never a replay from the start. Steps past the furthest reached are
 * played to from there (the trace is not known beyond it), saving snapshots on the way.
 *
 * Memory stays bounded: when there would be more than `maxSnapshots` snapshots, every other one
 * is dropped and K doubles, so a trace of L events keeps at most `maxSnapshots` snapshots and
 * seeks in at most about 2L / maxSnapshots events.
 */
import type { TraceMachine } from './trace.js';

/** How often a TracePlayer saves the machine's state, and how many snapshots it keeps. */
export interface PlayerOptions {
  /** Events between snapshots to begin with (K ≥ 1; default 64). */
  readonly interval?: number;
  /** Most snapshots kept (≥ 2; default 256). */
  readonly maxSnapshots?: number;
}

interface Snapshot<E, S> {
  readonly state: S;
  /** The event played just before the snapshot (null for position 0). */
  readonly event: E | null;
}

/** Plays any trace machine: step forward, step back, seek to any step, from bounded snapshots. */
export class TracePlayer<E, S> {
  private readonly machine: TraceMachine<E, S>;
  private readonly maxSnapshots: number;
  /** snaps[i] is the state at position i·K. */
  private snaps: Snapshot<E, S>[];
  private k: number;
  private pos = 0;
  private cur: E | null = null;
  /** The furthest position ever reached. */
  private frontier = 0;
  /** Events in the whole trace, once its end has been reached. */
  private total: number | null = null;

  constructor(machine: TraceMachine<E, S>, opts: PlayerOptions = {}) {
    const k = opts.interval ?? 64;
    const max = opts.maxSnapshots ?? 256;
    if (!Number.isSafeInteger(k) || k < 1) throw new RangeError(`interval must be ≥ 1: ${k}`);
    if (!Number.isSafeInteger(max) || max < 2) {
      throw new RangeError(`maxSnapshots must be ≥ 2: ${max}`);
    }
    this.machine = machine;
    this.k = k;
    this.maxSnapshots = max;
    this.snaps = [{ state: machine.save(), event: null }];
  }

  /** Events played: the current position. */
  get index(): number {
    return this.pos;
  }

  /** The event at the current position (the last one played); null at position 0. */
  get current(): E | null {
    return this.cur;
  }

  /** Events in the whole trace; null until its end has been played. */
  get length(): number | null {
    return this.total;
  }

  /** True at the last event of the trace (once its end is known). */
  get atEnd(): boolean {
    return this.total !== null && this.pos === this.total;
  }

  /** The furthest position reached so far. */
  get reached(): number {
    return this.frontier;
  }

  /** Events between snapshots now (grows as a long trace is played). */
  get interval(): number {
    return this.k;
  }

  /** Snapshots held (never more than maxSnapshots). */
  get snapshots(): number {
    return this.snaps.length;
  }

  /** Plays one event; returns it, or null at the end of the trace (the position stays). */
  stepForward(): E | null {
    if (this.atEnd) return null;
    const e = this.machine.next();
    if (e === null) {
      this.total = this.pos;
      return null;
    }
    this.pos++;
    this.cur = e;
    if (this.pos > this.frontier) {
      this.frontier = this.pos;
      if (this.pos % this.k === 0) this.record();
    }
    return e;
  }

  /** Goes back one event (stays at 0); returns the new current event. Same as seek(index - 1). */
  stepBack(): E | null {
    return this.pos === 0 ? null : this.seek(this.pos - 1);
  }

  /**
   * Goes to position k (clamped to the trace's end when that comes first); returns the current
   * event there.
   */
  seek(k: number): E | null {
    if (!Number.isSafeInteger(k) || k < 0) {
      throw new RangeError(`a trace position is a whole number ≥ 0: ${k}`);
    }
    const target = this.total === null ? k : Math.min(k, this.total);
    if (target === this.pos) return this.cur;
    const i = Math.min(Math.floor(target / this.k), this.snaps.length - 1);
    const base = i * this.k;
    // Restore unless the machine already stands between the snapshot and the target.
    if (this.pos < base || this.pos > target) {
      const s = this.snaps[i];
      this.machine.restore(s.state);
      this.pos = base;
      this.cur = s.event;
    }
    while (this.pos < target && this.stepForward() !== null);
    return this.cur;
  }

  /** Saves the state at the current position, a multiple of K reached for the first time. */
  private record(): void {
    this.snaps.push({ state: this.machine.save(), event: this.cur });
    if (this.snaps.length > this.maxSnapshots) {
      // Keep the snapshots at multiples of 2K.
      this.snaps = this.snaps.filter((_, i) => i % 2 === 0);
      this.k *= 2;
    }
  }
}
