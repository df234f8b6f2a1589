/**
 * One placement by a fast method in a worker of the page's pool (core/run/pool.ts with one unit):
 * the job is core's `queens-solve` (core/protocol.ts), so the same seed gives the placement that
 * `placer queens solve N --method M --seed S` prints. Cancelling terminates the worker.
 */
import type { CancelSignal } from '../../../core/run/engine.js';
import { runPool } from '../../../core/run/pool.js';
import { resultOf, type Job, type JobResult } from '../../../core/protocol.js';
import type { QueensSolveJob, QueensSolveResult } from '../../../core/queens/jobTypes.js';
import type { Spawn } from '../../state/serialWorker.js';

export interface SolveOnPoolOptions {
  readonly spawn: Spawn;
  readonly signal?: CancelSignal;
}

/** Resolves with the worker's result, or null when cancelled; rejects with a bad job's error. */
export async function solveOnPool(
  job: Omit<QueensSolveJob, 'kind'>,
  opts: SolveOnPoolOptions,
): Promise<QueensSolveResult | null> {
  let result: QueensSolveResult | null = null;
  const outcome = await runPool<Job, JobResult>({
    spawn: opts.spawn,
    units: [{ id: 'solve', job: { kind: 'queens-solve', ...job } }],
    threads: 1,
    // A unit that kills its worker (out of memory) would do so again.
    maxAttempts: 1,
    signal: opts.signal,
    onResult: (_, r) => {
      result = resultOf(r, 'queens-solve');
    },
  });
  return outcome === 'done' ? result : null;
}
