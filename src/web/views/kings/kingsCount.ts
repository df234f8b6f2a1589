/**
 * A kings count on the page's worker pool: the family's descriptor (core/kings/unitCount.ts) on
 * core's pool count (core/run/poolCount.ts), over whatever `spawn` makes (Web Workers in the page,
 * in-thread fakes in a test); the same count as `placer kings count`.
 */
import type { KingsBoard } from '../../../core/kings/board.js';
import { kingsUnitCount, type KingsCount } from '../../../core/kings/unitCount.js';
import type { CancelSignal } from '../../../core/run/engine.js';
import { countOnPool } from '../../../core/run/poolCount.js';
import type { CountProgress } from '../../../core/run/unitCount.js';
import type { Spawn } from '../../state/serialWorker.js';

/** A count so far: units done of all, and the placements in them. */
export type KingsCountState = CountProgress<KingsCount>;

/** Resolves with the count, or null when cancelled; rejects with a worker's error. */
export function countKingsOnPool(
  board: KingsBoard,
  opts: {
    readonly spawn: Spawn;
    readonly threads: number;
    readonly signal?: CancelSignal;
    readonly onProgress?: (s: KingsCountState) => void;
  },
): Promise<KingsCount | null> {
  // The units' own figures every half second: a unit can take minutes (as the CLI's line shows).
  return countOnPool(kingsUnitCount(board), {
    ...opts,
    now: () => performance.now(),
    progressEveryMs: 500,
  });
}
