/**
 * An exact queens count on the page's worker pool: the count's plan (core/queens/count.ts
 * subproblems) as units of core/protocol.ts jobs, run by core/pool.ts over whatever `spawn`
 * makes (Web Workers in the page, in-thread fakes in a test), summed in plan order.
 */
import type { CancelSignal } from '../../core/engine.js';
import { runPool, type PoolReply, type PoolRequest, type WorkerHandle } from '../../core/pool.js';
import { resultOf, type Job, type JobResult } from '../../core/protocol.js';
import {
  planCount,
  summarize,
  type OrbitTally,
  type QueensCount,
} from '../../core/queens/count.js';

export type Spawn = () => WorkerHandle<PoolRequest<Job>, PoolReply<JobResult>>;

export interface CountProgress {
  readonly done: number;
  readonly total: number;
}

export interface CountOnPoolOptions {
  readonly spawn: Spawn;
  readonly threads: number;
  readonly signal?: CancelSignal;
  readonly onProgress?: (p: CountProgress) => void;
}

/** Resolves with the count, or null when cancelled. */
export async function countOnPool(
  n: number,
  opts: CountOnPoolOptions,
): Promise<QueensCount | null> {
  const plan = planCount(n);
  const tallies = new Map<string, OrbitTally>();
  const outcome = await runPool<Job, JobResult>({
    spawn: opts.spawn,
    units: plan.map((s) => ({ id: s.id, job: { kind: 'queens-count', n, id: s.id } })),
    threads: opts.threads,
    signal: opts.signal,
    onResult: (unit, result) => {
      tallies.set(unit, resultOf(result, 'queens-count').tally);
      opts.onProgress?.({ done: tallies.size, total: plan.length });
    },
  });
  if (outcome !== 'done') return null;
  return summarize(
    n,
    plan.map((s) => tallies.get(s.id) as OrbitTally),
  );
}
