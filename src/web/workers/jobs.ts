/**
 * The jobs the page's workers do, and the engine that does each: the platform-free half of the
 * worker (placer.worker.ts is the thin Web Worker shell around it), testable in Node.
 *
 * For now one job, an exact queens count for one N, to prove the pipeline (page → pool →
 * module worker → core → back). `CountEngine` is a stand-in until core offers a count engine
 * of its own: one step is one counting subproblem, so slices are coarse for large N.
 */
import type { Engine, Progress } from '../../core/engine.js';
import { progressOf } from '../../core/engine.js';
import { PlacerError } from '../../core/errors.js';
import {
  MAX_COUNT_N,
  countSubproblem,
  planCount,
  summarize,
  type CountSubproblem,
  type OrbitTally,
  type QueensCount,
} from '../../core/queens/count.js';

export type WebJob = { readonly kind: 'queens-count'; readonly n: number };

export type WebResult = { readonly kind: 'queens-count'; readonly count: QueensCount };

/** An engine that can say what it found once it is done. */
export interface JobEngine extends Engine {
  result(): WebResult;
}

/** Counts every N-Queens solution, total and fundamental, one subproblem per step. */
export class CountEngine implements JobEngine {
  private readonly plan: CountSubproblem[];
  private readonly tallies: OrbitTally[] = [];

  constructor(private readonly n: number) {
    this.plan = planCount(n);
  }

  run(budget: number): 'done' | 'paused' {
    const steps = Math.max(1, Math.min(budget, this.plan.length - this.tallies.length));
    for (let i = 0; i < steps && this.tallies.length < this.plan.length; i++) {
      this.tallies.push(countSubproblem(this.n, this.plan[this.tallies.length]));
    }
    return this.tallies.length === this.plan.length ? 'done' : 'paused';
  }

  progress(): Progress {
    const done = this.tallies.length;
    const total = this.plan.length;
    return progressOf(done, 'subproblems', { done, total, fraction: done / total });
  }

  result(): WebResult {
    return { kind: 'queens-count', count: summarize(this.n, this.tallies) };
  }
}

/**
 * The engine for a job, after checking the job (it crossed a thread boundary): a PlacerError
 * naming the bad field otherwise.
 */
export function engineFor(job: unknown): JobEngine {
  if (typeof job !== 'object' || job === null || !('kind' in job))
    throw new PlacerError('bad-job', 'a job must be an object with a kind');
  if (job.kind === 'queens-count') {
    const n = 'n' in job ? job.n : undefined;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > MAX_COUNT_N)
      throw new PlacerError(
        'bad-job',
        `queens-count: n must be a whole number from 1 to ${MAX_COUNT_N}, got ${String(n)}`,
      );
    return new CountEngine(n);
  }
  throw new PlacerError('bad-job', `unknown job kind '${String(job.kind)}'`);
}
