/**
 * A tiling count on the page's worker pool: the units of the plan a `tiling-plan` job gave
 * (core/tiling/units.ts: the symmetry-broken first placements) counted as `tiling-count` jobs by
 * core/run/pool.ts over whatever `spawn` makes (Web Workers in the page, in-thread fakes in a test).
 * The units' figures add up to `placer tile --count`'s; each unit's distinct figure is kept in
 * plan order, so that random access to the distinct tilings (a `tiling-at` job) need not count
 * them again.
 */
import type { CancelSignal } from '../../../core/run/engine.js';
import { countOnPool } from '../../../core/run/poolCount.js';
import type { CountProgress } from '../../../core/run/unitCount.js';
import type { TilingSpec } from '../../../core/tiling/spec.js';
import { tilingUnitCount, type TilingUnitsCount } from '../../../core/tiling/unitCount.js';
import type { TilingUnit } from '../../../core/tiling/units.js';
import { formatDuration } from '../../../render/duration.js';
import type { Spawn } from '../../state/serialWorker.js';
import { nounFor } from '../../../render/plural.js';

/** A count so far (or in full): units done, tilings and classes in them, nodes searched. */
export interface TilingCountState extends CountProgress<TilingUnitsCount> {
  /** Each unit's distinct tilings, in plan order, as decimal (null: not counted yet). */
  readonly unitDistinct: readonly (string | null)[];
}

export interface TilingCountOptions {
  readonly spawn: Spawn;
  readonly threads: number;
  readonly signal?: CancelSignal;
  readonly onProgress?: (s: TilingCountState) => void;
}

/** Resolves with the count's last state, or null when cancelled; rejects with a worker's error. */
export async function countTilingsOnPool(
  spec: TilingSpec,
  units: readonly TilingUnit[],
  opts: TilingCountOptions,
): Promise<TilingCountState | null> {
  const at = new Map(units.map((u, i) => [u.id, i]));
  const unitDistinct: (string | null)[] = units.map(() => null);
  let last: TilingCountState | null = null;
  // The family's own units and sums (core/tiling/unitCount.ts), as `placer tile --count` runs.
  const whole = await countOnPool(
    tilingUnitCount(
      spec,
      units.map((u) => u.id),
    ),
    {
      spawn: opts.spawn,
      threads: opts.threads,
      signal: opts.signal,
      // A tiling plan has a few units to a few hundred, some large: one ahead keeps a worker busy
      // without leaving the other idle at the end.
      inFlight: 1,
      now: () => performance.now(),
      // How far the units under way got: a region of one huge unit (32×32) moves at once.
      progressEveryMs: 500,
      onUnit: (id, c) => (unitDistinct[at.get(id) as number] = c.distinct.toString()),
      onProgress: (p) => {
        last = { ...p, unitDistinct: unitDistinct.slice() };
        opts.onProgress?.(last);
      },
    },
  );
  return whole === null ? null : last;
}

/**
 * Progress in words: "3 of 8 sub-problems, 4,120 tilings so far, 21,000 tilings/s, about 2 s
 * left", the tilings with those the units under way found so far; before a unit ends, the time
 * left goes by their fraction done.
 */
export function tilingProgressWords(s: TilingCountState, elapsedMs: number): string {
  const nf = new Intl.NumberFormat('en-US');
  const seconds = Math.max(elapsedMs, 1) / 1000;
  const found = s.partial.total + (s.running?.found ?? 0n);
  const rate = Number(found) / seconds;
  const inner = s.running?.fraction ?? 0;
  const left =
    s.done > 0
      ? `about ${formatDuration((seconds * (s.total - s.done)) / s.done)} left`
      : inner > 0
        ? `about ${formatDuration((seconds * (s.total - inner)) / inner)} left`
        : 'time left not known yet';
  return (
    `${nf.format(s.done)} of ${nf.format(s.total)} sub-problems done, ` +
    `${nf.format(found)} ${nounFor(found, 'tiling')} so far, ${nf.format(Math.round(rate))} tilings/s, ${left}`
  );
}
