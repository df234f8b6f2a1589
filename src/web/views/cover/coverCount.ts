/**
 * An exact-cover count on the page's worker pool: the units of a `cover-plan` job (the options
 * of the first item the search branches on, cover/coverUnits.ts) counted as `cover-count` jobs
 * by core/run/pool.ts; their counts add up to `placer cover --count`'s.
 */
import type { CancelSignal } from '../../../core/run/engine.js';
import { runPool } from '../../../core/run/pool.js';
import type { Job, JobResult } from '../../../core/protocol.js';
import { coverUnitCount } from '../../../core/cover/unitCount.js';
import type { Spawn } from '../../state/serialWorker.js';

export interface CoverCountState {
  readonly done: number;
  readonly units: number;
  readonly count: bigint;
  readonly nodes: number;
  /** Each unit's solutions once counted (plan order; null until then): random access reads them. */
  readonly perUnit: readonly (bigint | null)[];
}

/** Resolves with the count, or null when cancelled; rejects with a worker's error. */
export async function countCoverOnPool(
  dlx: string,
  units: readonly number[],
  opts: {
    readonly spawn: Spawn;
    readonly threads: number;
    readonly signal?: CancelSignal;
    readonly onProgress?: (s: CoverCountState) => void;
  },
): Promise<CoverCountState | null> {
  // The family's own units and sums (core/cover/unitCount.ts), as `placer cover --count` runs.
  const counting = coverUnitCount(dlx, units);
  const perUnit: (bigint | null)[] = units.map(() => null);
  const at = new Map(units.map((id, i) => [String(id), i]));
  let sum = counting.zero();
  let state: CoverCountState = { done: 0, units: units.length, count: 0n, nodes: 0, perUnit };
  opts.onProgress?.(state);
  const outcome = await runPool<Job, JobResult>({
    spawn: opts.spawn,
    units: counting.units,
    threads: opts.threads,
    signal: opts.signal,
    inFlight: 1,
    onResult: (unit, result) => {
      const c = counting.unitOf(result);
      perUnit[at.get(unit) as number] = c.count;
      sum = counting.add(sum, c);
      state = {
        perUnit,
        done: state.done + 1,
        units: units.length,
        count: sum.count,
        nodes: sum.nodes,
      };
      opts.onProgress?.(state);
    },
  });
  return outcome === 'done' ? state : null;
}
