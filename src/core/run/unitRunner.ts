/**
 * The pool's single-thread counterpart: runs units of work one after another on this thread as
 * an Engine, so the driver (drive.ts) can slice, report and cancel. The jobs start through an
 * injected `startJob` (the protocol's): counts run in slices of search nodes (a unit can take
 * minutes), any other job whole, as one step: drive it with `firstBudget: 1`. `running()` says
 * how far the unit under way got inside itself, as a worker's progress reports do.
 */
import { progressOf, type Engine, type Progress, type RunStatus } from './engine.js';
import type { JobRun } from './job.js';
import type { PoolUnit, UnitProgress } from './pool.js';
import { jobEngine, unitProgressOf, type StartJob } from './workerBody.js';

export class UnitRunner<J, R> implements Engine {
  private next = 0;
  /** The unit under way, and the steps of the units before it. */
  private current: JobRun<R> | null = null;
  private stepsBefore = 0;

  constructor(
    private readonly units: readonly PoolUnit<J>[],
    private readonly startJob: StartJob<J, R>,
    private readonly onResult: (unit: string, result: R) => void,
  ) {}

  run(budget: number): RunStatus {
    const units = this.units;
    let left = budget;
    while (left > 0 && this.next < units.length) {
      const u = units[this.next];
      const cur = (this.current ??= this.startJob(u.job));
      const before = cur.steps;
      const status = cur.run(left);
      left -= Math.max(1, cur.steps - before);
      if (status !== 'done') return 'paused';
      this.stepsBefore += cur.steps;
      this.current = null;
      this.next++;
      this.onResult(u.id, cur.result());
    }
    return this.next === units.length ? 'done' : 'paused';
  }

  progress(): Progress {
    const total = this.units.length;
    return progressOf(this.stepsBefore + (this.current?.steps ?? 0), 'steps', {
      done: this.next,
      total,
      fraction: total === 0 ? 1 : this.next / total,
    });
  }

  /** How far the unit under way got inside itself; null between units. */
  running(): UnitProgress | null {
    const cur = this.current;
    return cur === null ? null : unitProgressOf(jobEngine(cur).progress());
  }
}
