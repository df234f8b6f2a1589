/**
 * Drives a resumable search (anything with run(budget) → 'solution' | 'done' | 'paused') on this
 * thread in slices of a node budget sized to a few tens of milliseconds, yielding to the event
 * loop between slices so that a signal handler (Ctrl-C) and progress reports get their turn.
 */
import type { SearchStatus } from '../core/cover/exactCover.js';

export interface Resumable {
  run(budget: number): SearchStatus;
}

export interface DriveOptions {
  readonly signal?: AbortSignal;
  /** Called at most every `progressEveryMs` with the time spent so far. */
  readonly onProgress?: (elapsedMs: number) => void;
  readonly progressEveryMs?: number;
  /** Called at each solution; return false to stop the search there. */
  readonly onSolution?: () => boolean;
  /** Called after every slice (cheap checks such as "first tiling found yet?"). */
  readonly onSlice?: (elapsedMs: number) => void;
}

export type DriveResult = 'done' | 'stopped' | 'cancelled';

const TARGET_SLICE_MS = 25;
const YIELD_EVERY_MS = 50;

export async function drive(search: Resumable, opts: DriveOptions = {}): Promise<DriveResult> {
  const t0 = performance.now();
  let budget = 1 << 12;
  let lastYield = t0;
  let lastReport = t0;
  const every = opts.progressEveryMs ?? 250;
  for (;;) {
    if (opts.signal?.aborted) return 'cancelled';
    const s0 = performance.now();
    const st = search.run(budget);
    const now = performance.now();
    const dt = now - s0;
    if (st === 'paused') {
      if (dt < TARGET_SLICE_MS / 2 && budget < 1 << 30) budget *= 2;
      else if (dt > TARGET_SLICE_MS * 2 && budget > 1 << 8) budget = Math.floor(budget / 2);
    }
    opts.onSlice?.(now - t0);
    if (st === 'done') return 'done';
    if (st === 'solution' && opts.onSolution && !opts.onSolution()) return 'stopped';
    if (opts.onProgress && now - lastReport >= every) {
      lastReport = now;
      opts.onProgress(now - t0);
    }
    if (now - lastYield >= YIELD_EVERY_MS) {
      await new Promise((resolve) => setImmediate(resolve));
      lastYield = performance.now();
    }
  }
}
