/**
 * The pool's single-thread counterpart: runs units of work (protocol.ts jobs) one after another
 * on this thread as an Engine, so the driver (drive.ts) can slice, report and cancel between
 * units. A budget step is one unit: drive it with `firstBudget: 1`.
 */
import { progressOf, type Engine, type Progress, type RunStatus } from './engine.js';
import type { PoolUnit } from './pool.js';
import { runJob, type Job, type JobResult } from './protocol.js';

export class UnitRunner implements Engine {
  private next = 0;

  constructor(
    private readonly units: readonly PoolUnit<Job>[],
    private readonly onResult: (unit: string, result: JobResult) => void,
  ) {}

  run(budget: number): RunStatus {
    const units = this.units;
    for (let left = budget; left > 0 && this.next < units.length; left--) {
      const u = units[this.next++];
      this.onResult(u.id, runJob(u.job));
    }
    return this.next === units.length ? 'done' : 'paused';
  }

  progress(): Progress {
    const total = this.units.length;
    return progressOf(this.next, 'units', {
      done: this.next,
      total,
      fraction: total === 0 ? 1 : this.next / total,
    });
  }
}
