/**
 * The last problem built, kept for the next job that names it (job.ts JobProblem): a worker is
 * given many units of one count, and a unit's search is often shorter than building its problem
 * (a tiling's placements, a DLX text's parse, a grid's tables). The registry's startJob
 * (core/jobFamilies.ts) starts every job through one of these per thread, so the CLI's own
 * thread, its worker threads and the page's workers keep problems the same way, and a face
 * hands nothing to the jobs it runs itself: its first unit builds the problem, the rest reuse
 * it. One problem per JobProblem is kept (its last), so memory stays bounded; the objects that
 * hang on a problem (plans, counting tables, listing indexes: WeakMaps keyed by it) go with it.
 */
import type { JobKind, JobProblem, JobRun, Kinded } from './job.js';

interface Kept {
  readonly key: string;
  readonly problem: unknown;
}

export class LastProblems {
  /** The last problem each JobProblem built, and its key. */
  private readonly kept = new Map<JobProblem<never, unknown>, Kept>();
  /** Problems built so far (tests read it). */
  builds = 0;

  /** Starts a job of `row` on its problem: the kept one when its key is the job's, else built. */
  start<J extends Kinded, R extends Kinded, P>(row: JobKind<J, R, P>, job: J): JobRun<R> {
    const source = row.problem;
    // A row without a problem takes none: its P is undefined (JobKind's default).
    if (source === undefined) return row.start(job, undefined as P);
    return row.start(job, this.problemOf(source, job));
  }

  /** The problem `job` names: the kept one when the keys are equal, else built and kept. */
  problemOf<J, P>(source: JobProblem<J, P>, job: J): P {
    const key = source.key(job);
    const kept = this.kept.get(source);
    // The key only ever comes from `source`, so a kept problem is a P.
    if (kept !== undefined && kept.key === key) return kept.problem as P;
    // Dropped before the build: never two problems of one source at once, nor a stale one
    // kept when the build throws.
    this.kept.delete(source);
    const problem = source.build(job);
    this.builds++;
    this.kept.set(source, { key, problem });
    return problem;
  }

  /** Forgets every kept problem. */
  clear(): void {
    this.kept.clear();
  }
}
