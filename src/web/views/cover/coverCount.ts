/**
 * An exact-cover count on the page's worker pool: the units of a `cover-plan` job (branches a
 * few levels down the search, cover/coverUnits.ts) counted as `cover-count` jobs
 * by core/run/pool.ts; their counts add up to `placer cover --count`'s.
 */
import type { CancelSignal } from '../../../core/run/engine.js';
import { countOnPool } from '../../../core/run/poolCount.js';
import type { CountProgress } from '../../../core/run/unitCount.js';
import { coverUnitCount, type CoverCount } from '../../../core/cover/unitCount.js';
import type { Spawn } from '../../state/serialWorker.js';

/** A count so far (or in full), and each unit's solutions (plan order; null until counted). */
export interface CoverCountState extends CountProgress<CoverCount> {
  /** Random access to the solutions reads them. */
  readonly perUnit: readonly (bigint | null)[];
}

/** Resolves with the count's last state, or null when cancelled; rejects with a worker's error. */
export async function countCoverOnPool(
  dlx: string,
  units: readonly number[],
  opts: {
    readonly spawn: Spawn;
    readonly threads: number;
    /** Counting-cache entries per unit's search (0: none), as `placer cover --count` takes. */
    readonly memoEntries: number;
    /** Search nodes the plan spent (its cover-plan job says), counted in as the CLI counts them. */
    readonly planNodes?: number;
    readonly signal?: CancelSignal;
    readonly onProgress?: (s: CoverCountState) => void;
  },
): Promise<CoverCountState | null> {
  const perUnit: (bigint | null)[] = units.map(() => null);
  const at = new Map(units.map((id, i) => [String(id), i]));
  let last: CoverCountState | null = null;
  const d = coverUnitCount(dlx, units, opts.memoEntries, true, opts.planNodes ?? 0);
  const whole = await countOnPool(d, {
    spawn: opts.spawn,
    threads: opts.threads,
    signal: opts.signal,
    now: () => performance.now(),
    onUnit: (id, c) => (perUnit[at.get(id) as number] = c.count),
    onProgress: (p) => {
      last = { ...p, perUnit };
      opts.onProgress?.(last);
    },
  });
  return whole === null ? null : last;
}
