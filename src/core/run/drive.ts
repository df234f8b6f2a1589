/**
 * The one slice driver: runs any Engine (engine.ts) in slices of a few tens of milliseconds,
 * giving the host its turn between slices through an injected `yield` (setImmediate in Node, a
 * MessageChannel post in a browser worker), so that cancellation (an AbortSignal, or anything shaped like one), progress
 * reports and messages get through while a long search runs on the same thread.
 *
 * The budget per slice adapts to the engine's speed: doubled while a slice takes under half the
 * target time, halved while it takes over twice that; so the driver costs a clock read per slice
 * and the engine's hot loop runs undisturbed.
 */
import type { CancelSignal, Engine, Progress } from './engine.js';

/**
 * What the driver needs from the platform: a clock and a way to let the host run.
 *
 * In Node: `{ now: () => performance.now(), yield: () => new Promise((r) => setImmediate(r)) }`;
 * in a browser worker, a MessageChannel post instead of setImmediate.
 */
export interface Host {
  /** A monotonic clock in milliseconds (performance.now). */
  now(): number;
  /** Resolves after the host has had its turn (pending events, signal handlers, messages). */
  yield(): Promise<void>;
}

/** How drive runs an engine: the host, cancellation, progress and found callbacks, limits. */
export interface DriveOptions {
  readonly host: Host;
  readonly signal?: CancelSignal;
  /** Called at most every `progressEveryMs` (and not before the first interval, unless…). */
  readonly onProgress?: (p: Progress, elapsedMs: number) => void;
  readonly progressEveryMs?: number;
  /**
   * …this is set: then also after the first slice. A worker's parent prints its first line a
   * moment after the start, and the worker started later than it: without this, a one-unit
   * count's first line says 0 nodes.
   */
  readonly reportFirstSlice?: boolean;
  /**
   * Called when the engine reports 'found'; return true to go on searching. Without it the drive
   * ends at the first 'found'.
   */
  readonly onFound?: () => boolean;
  /** Stop once `progress().steps` reaches this (a step limit such as --max-steps). */
  readonly maxSteps?: number;
  /** Target length of one slice, in ms (default 25). */
  readonly sliceMs?: number;
  /** Yield to the host at least this often, in ms (default 50). */
  readonly yieldEveryMs?: number;
  /** The first slice's budget (default 4096 steps). */
  readonly firstBudget?: number;
}

/**
 * 'found': stopped at a find (onFound absent or false); 'done': the engine finished;
 * 'limit': maxSteps reached; 'cancelled': the signal aborted.
 */
export type DriveOutcome = 'found' | 'done' | 'limit' | 'cancelled';

const MIN_BUDGET = 1 << 6;
const MAX_BUDGET = 2 ** 40;

/** Runs an engine in slices until it finds, finishes, hits maxSteps or is cancelled. */
export async function drive(engine: Engine, opts: DriveOptions): Promise<DriveOutcome> {
  const { host, signal } = opts;
  const sliceMs = opts.sliceMs ?? 25;
  const yieldEvery = opts.yieldEveryMs ?? 50;
  const every = opts.progressEveryMs ?? 250;
  const maxSteps = opts.maxSteps ?? Infinity;
  const t0 = host.now();
  let budget = opts.firstBudget ?? 1 << 12;
  let lastYield = t0;
  let lastReport = opts.reportFirstSlice === true ? -Infinity : t0;
  for (;;) {
    if (signal?.aborted) return 'cancelled';
    let slice = budget;
    if (maxSteps !== Infinity) {
      const left = maxSteps - engine.progress().steps;
      if (left <= 0) return 'limit';
      slice = Math.min(slice, left);
    }
    const s0 = host.now();
    const status = engine.run(slice);
    const now = host.now();
    if (status === 'paused' && slice === budget) {
      const dt = now - s0;
      if (dt < sliceMs / 2 && budget < MAX_BUDGET) budget *= 2;
      else if (dt > sliceMs * 2 && budget > MIN_BUDGET) budget = Math.floor(budget / 2);
    }
    if (status === 'done') return 'done';
    if (status === 'found' && !(opts.onFound?.() ?? false)) return 'found';
    if (opts.onProgress && now - lastReport >= every) {
      lastReport = now;
      opts.onProgress(engine.progress(), now - t0);
    }
    if (now - lastYield >= yieldEvery) {
      await host.yield();
      lastYield = host.now();
    }
  }
}

/** Runs an engine to its end on this thread, without yielding (library calls, tests, workers). */
export function runToEnd(engine: Engine, onFound?: () => boolean): 'found' | 'done' {
  for (;;) {
    const status = engine.run(Infinity);
    if (status === 'done') return 'done';
    if (status === 'found' && !(onFound?.() ?? false)) return 'found';
  }
}
