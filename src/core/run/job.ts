/**
 * The kernel's view of a job: what a family's job table (core/<family>/jobs.ts) gives for each
 * kind of job, and how any of them is started, run in slices and answered. The kernel knows no
 * family: core/jobFamilies.ts registers the tables and hands `startJob` to the runners
 * (workerBody.ts, unitRunner.ts, hereWorker.ts), which take it as a parameter. A kind whose jobs
 * name a problem that takes time to build says how (`problem`), and the registry's startJob keeps
 * the last one built (lastProblem.ts): a worker is given many units of one problem.
 */
import { PlacerError, errorMessage } from '../errors.js';
import type { Engine, Progress, RunStatus } from './engine.js';
import type { WireError } from './pool.js';

/** Anything with a `kind`: every job and every job's answer. */
export interface Kinded {
  readonly kind: string;
}

/**
 * A job under way: run in slices of `budget` steps, its answer read once it is done. Counts and
 * listings are sliced by search nodes, so a thread that runs them itself can report progress and
 * cancel inside a long unit; any other job is done in its first slice, as one step.
 */
export interface JobRun<R> {
  /** Works for at most about `budget` steps: 'done' once the answer is ready. */
  run(budget: number): RunStatus;
  /** Steps taken so far. */
  readonly steps: number;
  /** The answer (once run returned 'done'). */
  result(): R;
  /**
   * The first slice's budget where one step can be long (a listing's seek counts a part per
   * step, tens of milliseconds): 1. Absent: the driver's default.
   */
  readonly firstBudget?: number;
  /**
   * How far the job got while it runs, as its engine says (steps, the fraction done, what it
   * found so far): a count's unit can take hours, and a face shows progress inside it. Absent:
   * its steps alone.
   */
  progress?(): Progress;
}

/**
 * How the jobs of one or more kinds name the problem they work on and build it (a tiling's
 * placements, a parsed DLX text, a grid): the runner keeps the last problem built from one of
 * these (lastProblem.ts) and builds it again only for a job whose key differs. A family's rows
 * that work on one problem share one, so a plan, a warm-up and the units it is followed by build
 * it once.
 */
export interface JobProblem<J, P> {
  /** Names the job's problem: jobs with equal keys (===) have the same problem. No checks. */
  key(job: J): string;
  /** Checks the job's problem (a PlacerError naming what is wrong) and builds it. */
  build(job: J): P;
}

/**
 * How one kind of job runs: a row of a family's job table. `P` is the problem its `problem`
 * builds; a row without one takes none (undefined).
 */
export interface JobKind<J extends Kinded, R extends Kinded, P = undefined> {
  /** The problem its jobs name, kept between jobs by the runner. Absent: none. */
  readonly problem?: JobProblem<J, P>;
  /** Checks the job (a PlacerError naming what is wrong) and starts it on its problem. */
  start(job: J, problem: P): JobRun<R>;
  /**
   * The typed arrays of an answer whose buffers a reply hands over instead of copying
   * (postMessage's transfer list): a placement of 10^6 queens is 4 MB. Absent: none.
   */
  transfer?(result: R): readonly ArrayBufferView[];
}

/** The job a row of a table takes. */
export type JobOf<T> = T extends JobKind<infer J, Kinded, unknown> ? J : never;
/** The answer a row of a table gives. */
export type ResultOf<T> = T extends JobKind<never, infer R, unknown> ? R : never;

/** What a row adds to its run: the problem its jobs name, the buffers its answer hands over. */
export interface RowOptions<J, R, P> {
  readonly problem?: JobProblem<J, P>;
  readonly transfer?: (result: R) => readonly ArrayBufferView[];
}

/** A table row for a job answered whole, in one step. */
export function wholeJob<J extends Kinded, R extends Kinded, P = undefined>(
  answer: (job: J, problem: P) => R,
  options: RowOptions<J, R, P> = {},
): JobKind<J, R, P> {
  return { ...options, start: (job, problem) => ranWhole(() => answer(job, problem)) };
}

/** A search run in slices of nodes that counts them: every family's count engine is one. */
export interface NodeSearch extends Engine {
  /** Search nodes so far. */
  readonly nodes: number;
}

/**
 * A table row for a job run in slices of search nodes (a count's unit): `start` checks the job
 * and sets up its search on the job's problem, `answer` reads the answer off the finished search.
 * The job's steps are the search's nodes and its progress the search's own, so a thread that
 * runs a long unit itself reports and cancels inside it.
 */
export function searchJob<J extends Kinded, R extends Kinded, S extends NodeSearch, P = undefined>(
  start: (job: J, problem: P) => S,
  answer: (search: S) => R,
  options: RowOptions<J, R, P> = {},
): JobKind<J, R, P> {
  return {
    ...options,
    start: (job, problem) => {
      const s = start(job, problem);
      return {
        run: (budget) => s.run(budget),
        get steps() {
          return s.nodes;
        },
        progress: () => s.progress(),
        result: () => answer(s),
      };
    },
  };
}

/** A JobRun that computes its answer in its first slice. */
export function ranWhole<R>(answer: () => R): JobRun<R> {
  let result: R | null = null;
  let ran = false;
  return {
    run: () => {
      if (!ran) {
        result = answer();
        ran = true;
      }
      return 'done';
    },
    get steps() {
      return ran ? 1 : 0;
    },
    result: () => {
      if (!ran) throw new Error('job not run');
      return result as R;
    },
  };
}

/** An error as it crosses a worker boundary: a PlacerError keeps its code, anything else is 'internal'. */
export function wireError(e: unknown): WireError {
  return {
    code: e instanceof PlacerError ? e.code : 'internal',
    message: errorMessage(e),
  };
}

/**
 * An answer narrowed to the kind its job asked for: a pool runs one kind of job, so any other
 * kind is a worker speaking another version of the protocol.
 */
export function expectKind<R extends Kinded>(r: Kinded, kind: string): R {
  if (r.kind !== kind) {
    throw new PlacerError('bad-reply', `expected a ${kind} result, got ${r.kind}`);
  }
  return r as R;
}
