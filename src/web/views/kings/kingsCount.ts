/**
 * A kings count on the page's worker pool: the family's units and sums
 * (core/kings/unitCount.ts), counted as `kings-count` jobs by core/run/pool.ts over whatever
 * `spawn` makes (Web Workers in the page, in-thread fakes in a test); the same count as
 * `placer kings count`.
 */
import type { KingsBoard } from '../../../core/kings/board.js';
import { kingsUnitCount, type KingsCount } from '../../../core/kings/unitCount.js';
import type { Job, JobResult } from '../../../core/protocol.js';
import type { CancelSignal } from '../../../core/run/engine.js';
import { runPool } from '../../../core/run/pool.js';
import type { Spawn } from '../../state/serialWorker.js';

/** A count so far (or in full): units done of all, and the placements in them. */
export interface KingsCountState extends KingsCount {
  readonly done: number;
  readonly units: number;
}

/** Resolves with the count, or null when cancelled; rejects with a worker's error. */
export async function countKingsOnPool(
  board: KingsBoard,
  opts: {
    readonly spawn: Spawn;
    readonly threads: number;
    readonly signal?: CancelSignal;
    readonly onProgress?: (s: KingsCountState) => void;
  },
): Promise<KingsCountState | null> {
  const counting = kingsUnitCount(board);
  let state: KingsCountState = { done: 0, units: counting.units.length, ...counting.zero() };
  opts.onProgress?.(state);
  const outcome = await runPool<Job, JobResult>({
    spawn: opts.spawn,
    units: counting.units,
    threads: opts.threads,
    signal: opts.signal,
    inFlight: 1,
    onResult: (_, result) => {
      state = { ...state, done: state.done + 1, ...counting.add(state, counting.unitOf(result)) };
      opts.onProgress?.(state);
    },
  });
  return outcome === 'done' ? state : null;
}
