/**
 * A family's count (its unit-count descriptor, unitCount.ts) on a pool of workers (pool.ts),
 * with progress in the one shape every count reports (CountProgress) and each unit's count as it
 * comes: what the page runs on its Web Workers. (The CLI adds checkpoints and the queue around
 * the same descriptor: src/node/unitCountRun.ts.) With `progressEveryMs`, the workers also say
 * how far the units under way got (CountProgress.running), between the units' own reports.
 */
import type { CancelSignal } from './engine.js';
import type { Kinded } from './job.js';
import {
  runPool,
  type PoolReply,
  type PoolRequest,
  type UnitProgress,
  type WorkerHandle,
} from './pool.js';
import { runningOf, type CountProgress, type UnitCount } from './unitCount.js';

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
  /**
   * Ask the workers how far their units got about this often (ms), and report it too: a count
   * of one long unit moves before its unit ends. Absent: one report per unit.
   */
  readonly progressEveryMs?: number;
}

/** Resolves with the count, or null when cancelled; rejects with a worker's error. */
export async function countOnPool<J, U, T>(
  d: UnitCount<J, U, T>,
  opts: PoolCountOptions<J, U, T>,
): Promise<T | null> {
  const t0 = opts.now();
  let partial = d.zero();
  let done = 0;
  const inUnits = new Map<string, UnitProgress>();
  const report = (): void =>
    opts.onProgress?.({
      done,
      total: d.units.length,
      resumed: 0,
      elapsedMs: opts.now() - t0,
      partial,
      running: runningOf(inUnits.values()),
    });
  const inside = opts.onProgress !== undefined && opts.progressEveryMs !== undefined;
  report();
  const outcome = await runPool({
    spawn: opts.spawn,
    units: d.units,
    threads: opts.threads,
    signal: opts.signal,
    inFlight: opts.inFlight ?? 1,
    inRuns: d.inRuns,
    progressEveryMs: opts.progressEveryMs,
    onProgress: inside
      ? (id, p) => {
          if (p === null) inUnits.delete(id);
          else inUnits.set(id, p);
          report();
        }
      : undefined,
    onResult: (id, result) => {
      inUnits.delete(id);
      const unit = d.unitOf(result);
      partial = d.add(partial, unit);
      done++;
      opts.onUnit?.(id, unit);
      report();
    },
  });
  return outcome === 'done' ? partial : null;
}
