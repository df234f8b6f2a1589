/**
 * An exact queens count on the page's worker pool (core/pool.ts over whatever `spawn` makes:
 * Web Workers in the page, fakes in a test). Resolves with the count, or null when cancelled.
 */
import { runPool, type PoolReply, type PoolRequest, type WorkerHandle } from '../../core/pool.js';
import type { QueensCount } from '../../core/queens/count.js';
import type { CancelSignal } from '../../core/engine.js';
import type { WebJob, WebResult } from '../workers/jobs.js';

export type Spawn = () => WorkerHandle<PoolRequest<WebJob>, PoolReply<WebResult>>;

export async function countOnPool(
  n: number,
  spawn: Spawn,
  signal?: CancelSignal,
): Promise<QueensCount | null> {
  let count: QueensCount | null = null;
  const outcome = await runPool<WebJob, WebResult>({
    spawn,
    units: [{ id: `queens-count-${n}`, job: { kind: 'queens-count', n } }],
    threads: 1,
    signal,
    onResult: (_unit, result) => {
      count = result.count;
    },
  });
  return outcome === 'done' ? count : null;
}
