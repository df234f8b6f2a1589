/**
 * A family's count (its unit-count descriptor, unitCount.ts) on a pool of workers (pool.ts),
 * with progress in the one shape every count reports (CountProgress) and each unit's count as it
 * comes: what the page runs on its Web Workers. (The CLI adds checkpoints and the queue around
 * the same descriptor: src/node/unitCountRun.ts.)
 */
import type { CancelSignal } from './engine.js';
import type { Kinded } from './job.js';
import { runPool, type PoolReply, type PoolRequest, type WorkerHandle } from './pool.js';
import type { CountProgress, UnitCount } from './unitCount.js';

export interface PoolCountOptions<J, U, T> {
  readonly spawn: () => WorkerHandle<PoolRequest<J>, PoolReply<Kinded>>;
  readonly threads: number;
  readonly signal?: CancelSignal;
  /** Units sent ahead to each worker (pool.ts; default 1: units of a few to a few hundred). */
  readonly inFlight?: number;
  /** The clock of `elapsedMs` (performance.now where there is one). */
  readonly now: () => number;
  /** Each unit's count, by its id, as it comes. */
  readonly onUnit?: (id: string, unit: U) => void;
  readonly onProgress?: (p: CountProgress<T>) => void;
}

/** Resolves with the count, or null when cancelled; rejects with a worker's error. */
export async function countOnPool<J, U, T>(
  d: UnitCount<J, U, T>,
  opts: PoolCountOptions<J, U, T>,
): Promise<T | null> {
  const t0 = opts.now();
  let partial = d.zero();
  let done = 0;
  const report = (): void =>
    opts.onProgress?.({
      done,
      total: d.units.length,
      resumed: 0,
      elapsedMs: opts.now() - t0,
      partial,
    });
  report();
  const outcome = await runPool({
    spawn: opts.spawn,
    units: d.units,
    threads: opts.threads,
    signal: opts.signal,
    inFlight: opts.inFlight ?? 1,
    onResult: (id, result) => {
      const unit = d.unitOf(result);
      partial = d.add(partial, unit);
      done++;
      opts.onUnit?.(id, unit);
      report();
    },
  });
  return outcome === 'done' ? partial : null;
}
