/**
 * A family's count on the page's worker pool: its descriptor (core/<family>/unitCount.ts) on
 * core's pool count (core/run/poolCount.ts), over whatever `spawn` makes (Web Workers in the
 * page, in-thread fakes in a test); the same count as the CLI's `placer <family> count`. The
 * kings and regions views count through it.
 */
import type { CancelSignal } from '../../core/run/engine.js';
import { countOnPool } from '../../core/run/poolCount.js';
import type { CountProgress, UnitCount } from '../../core/run/unitCount.js';
import type { Job } from '../../core/protocol.js';
import type { Spawn } from './serialWorker.js';

/** Resolves with the count, or null when cancelled; rejects with a worker's error. */
export function countFamilyOnPool<J extends Job, U, T>(
  counting: UnitCount<J, U, T>,
  opts: {
    readonly spawn: Spawn;
    readonly threads: number;
    readonly signal?: CancelSignal;
    readonly onProgress?: (s: CountProgress<T>) => void;
  },
): Promise<T | null> {
  // The units' own figures every half second: a unit can take minutes (as the CLI's line shows).
  return countOnPool(counting, {
    ...opts,
    now: () => performance.now(),
    progressEveryMs: 500,
  });
}
