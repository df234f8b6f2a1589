/**
 * A regions count on the page's worker pool: the family's descriptor (core/regions/unitCount.ts,
 * one unit per first row) on core's pool count (core/run/poolCount.ts), over whatever `spawn`
 * makes (Web Workers in the page, in-thread fakes in a test); the same count as core's
 * countRegions.
 */
import type { RegionsPuzzle } from '../../../core/regions/puzzle.js';
import { regionsUnitCount, type RegionsCount } from '../../../core/regions/unitCount.js';
import type { CancelSignal } from '../../../core/run/engine.js';
import { countOnPool } from '../../../core/run/poolCount.js';
import type { CountProgress } from '../../../core/run/unitCount.js';
import type { Spawn } from '../../state/serialWorker.js';

/** A count so far: units done of all, and the solutions in them. */
export type RegionsCountState = CountProgress<RegionsCount>;

/** Resolves with the count, or null when cancelled; rejects with a worker's error. */
export function countRegionsOnPool(
  puzzle: RegionsPuzzle,
  opts: {
    readonly spawn: Spawn;
    readonly threads: number;
    readonly signal?: CancelSignal;
    readonly onProgress?: (s: RegionsCountState) => void;
  },
): Promise<RegionsCount | null> {
  // The units' own figures every half second: a unit can take minutes (as the CLI's line shows).
  return countOnPool(regionsUnitCount(puzzle), {
    ...opts,
    now: () => performance.now(),
    progressEveryMs: 500,
  });
}
