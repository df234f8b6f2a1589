/**
 * The one contract of every long-running engine (exact counts, listings, traces, heuristics,
 * exact cover, tilings): work for a budget, stop, and be asked how far it got. Any face (the CLI,
 * a Web Worker, a worker thread, a queue worker) drives any engine the same way, through
 * `drive()` (drive.ts) — no face writes its own slice loop.
 *
 * - `run(budget)` works for at most about `budget` steps (the engine's own unit, the same one as
 *   `progress().steps`) and says why it stopped: 'found' (something to report is ready: a
 *   solution, a tiling, a placement; call `run` again to go on), 'done' (nothing is left to do),
 *   'paused' (the budget ran out; call `run` again to resume exactly where it stopped).
 * - `progress()` is cheap (called a few times a second), allocates little, and never changes the
 *   engine's state.
 */

/** Why `run` stopped: found (something to report), done (nothing left), paused (budget spent). */
export type RunStatus = 'found' | 'done' | 'paused';

/** How far an engine got: steps, pieces of work, fraction done, solutions found. */
export interface Progress {
  /** Budget units spent so far (search nodes, swaps, placements, samples…). */
  readonly steps: number;
  /** What one step is, in words ("nodes", "swap tries"). */
  readonly unit: string;
  /** Pieces of work finished (subproblems, parts), when the work is split; else 0. */
  readonly done: number;
  /** Pieces of work known in all; null when the engine cannot know it in advance. */
  readonly total: number | null;
  /**
   * Estimated fraction of the whole search done, 0…1, when the engine can say (its position in
   * the tree, parts finished); null when it cannot (a random search has no end in sight).
   */
  readonly fraction: number | null;
  /** Solutions (tilings, placements) found or counted so far, exact; null where it means nothing. */
  readonly found: bigint | null;
}

/** A long search that runs a budget of steps at a time and says how far it got. */
export interface Engine {
  /** Works for at most about `budget` steps and says why it stopped (see RunStatus). */
  run(budget: number): RunStatus;
  /** How far the engine got; cheap, called a few times a second. */
  progress(): Progress;
}

/** A progress record with defaults for the fields an engine has nothing to say about. */
export function progressOf(steps: number, unit: string, more: Partial<Progress> = {}): Progress {
  return { steps, unit, done: 0, total: null, fraction: null, found: null, ...more };
}

/**
 * Progress of a search that passes over whole units and then works inside one (the seeks by
 * number): `done` units passed, `inner` the fraction of the unit being worked on.
 */
export function unitsProgress(
  steps: number,
  done: number,
  total: number,
  inner: number,
  finished: boolean,
): Progress {
  const fraction = finished ? 1 : total === 0 ? 0 : Math.min(1, (done + inner) / total);
  return progressOf(steps, 'nodes', { done, total, fraction });
}

/**
 * The part of an AbortSignal that core uses, declared here because core compiles without DOM or
 * Node types; a real AbortSignal fits it.
 */
export interface CancelSignal {
  readonly aborted: boolean;
  /** Calls `listener` once the signal is aborted. */
  addEventListener(type: 'abort', listener: () => void): void;
  /** Undoes addEventListener. */
  removeEventListener(type: 'abort', listener: () => void): void;
}
