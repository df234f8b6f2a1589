/**
 * One placement of N queens by a chosen method, behind one interface, so that a caller (the CLI,
 * a worker) runs any of them the same way: in slices of work, with a step limit, progress and
 * cancellation between slices. The randomised methods replay exactly from their seed.
 */
import { PlacerError } from '../errors.js';
import { quoted, gotValue } from '../text.js';
import { progressOf, type Engine } from '../run/engine.js';
import { constructPlacement } from './construct.js';
import { MAX_COUNT_N } from './count.js';
import { SolutionStream } from './enumerate.js';
import { Greedy } from './greedy.js';
import { MinConflicts } from './minConflicts.js';
import { Mutation, type MutationRule } from './mutation.js';

/** The methods createSolver offers (`placer queens solve --method`). */
export const SOLVE_METHODS = [
  'min-conflicts',
  'construct',
  'backtrack',
  'greedy',
  'mutation',
] as const;
/** One of SOLVE_METHODS. */
export type SolveMethod = (typeof SOLVE_METHODS)[number];

/** Largest N of each method: memory (8 bytes per queen for min-conflicts, N² cells for greedy). */
export const MAX_SOLVE_N: Readonly<Record<SolveMethod, number>> = {
  'min-conflicts': 1_000_000_000,
  construct: 1_000_000_000,
  backtrack: MAX_COUNT_N,
  greedy: 10_000,
  mutation: 10_000_000,
};

/** Methods that draw random numbers (and so take a seed and a step limit). */
export function isRandomised(m: SolveMethod): boolean {
  return m === 'min-conflicts' || m === 'greedy' || m === 'mutation';
}

/**
 * A method behind the Engine contract (engine.ts): `run(budget)` says 'found' once it has a
 * placement (in `cols`), 'done' when there is nothing (more) to find — at once for N = 2 and 3,
 * which have no placement — and 'paused' when the budget ran out. `progress().steps` counts the
 * method's steps (STEP_UNIT), `found` is 1n once solved.
 */
export interface Solver extends Engine {
  readonly method: SolveMethod;
  readonly n: number;
  /** The current state (construct: empty before `run`); a solution once `run` said 'found'. */
  readonly cols: Int32Array;
  /** Work done, in the method's unit (STEP_UNIT); the same as `progress().steps`. */
  readonly steps: number;
  readonly restarts: number;
  /** Mutation's current error (attacking pairs); null for other methods. */
  readonly error: number | null;
}

/** What one step is, for each method. */
export const STEP_UNIT: Readonly<Record<SolveMethod, string>> = {
  'min-conflicts': 'swap tries',
  construct: 'queens',
  backtrack: 'solutions',
  greedy: 'placements',
  mutation: 'swaps',
};

/**
 * How a solve ended: a placement, none ('none': the method proved there is none, N = 2 or 3), a
 * step limit reached first ('gave-up'), or stopped from outside ('cancelled').
 */
export type SolveEnd = 'solved' | 'none' | 'gave-up' | 'cancelled';

/** Options of createSolver. */
export interface SolveOptions {
  /** Mutation's acceptance rule. */
  readonly rule?: MutationRule;
}

/** A solver for N ≥ 1 (N = 2 and 3 have no placement: randomised methods would never stop). */
export function createSolver(
  method: SolveMethod,
  n: number,
  seed: number,
  opts: SolveOptions = {},
): Solver {
  if (!(SOLVE_METHODS as readonly string[]).includes(method))
    throw new PlacerError(
      'bad-method',
      `method must be one of ${SOLVE_METHODS.join(', ')}, got ${quoted(String(method))}`,
    );
  const max = MAX_SOLVE_N[method];
  if (!Number.isSafeInteger(n) || n < 1 || n > max)
    throw new PlacerError('bad-n', `N must be 1 to ${max} for ${method}, got ${gotValue(n)}`);
  // No placement exists: the exhaustive search says so at once, where a randomised method would
  // only stop at its step limit.
  if (n === 2 || n === 3) return exhaustive(method, n);
  switch (method) {
    case 'min-conflicts':
      return n < 4 ? exhaustive('min-conflicts', n) : wrap(method, new MinConflicts(n, seed));
    case 'greedy':
      return wrap(method, new Greedy(n, seed));
    case 'mutation':
      return wrap(method, new Mutation(n, seed, opts.rule));
    case 'construct':
      return constructed(n);
    case 'backtrack':
      return exhaustive('backtrack', n);
  }
}

/** What `wrap` needs of a randomised engine besides the contract. */
interface SearchEngine extends Engine {
  readonly cols: Int32Array;
  readonly steps: number;
  readonly restarts: number;
  /** Attacking pairs of the current state, for the engines that track it (mutation). */
  readonly error?: number;
}

function wrap(method: SolveMethod, e: SearchEngine): Solver {
  return {
    method,
    n: e.cols.length,
    get cols() {
      return e.cols;
    },
    get steps() {
      return e.steps;
    },
    get restarts() {
      return e.restarts;
    },
    get error() {
      return e.error ?? null;
    },
    run: (budget) => e.run(budget),
    progress: () => e.progress(),
  };
}

/**
 * A method that finishes in one call (no steps to slice): `find` runs on the first `run` and
 * returns the placement or null (none exists); `steps` is what the method counts once solved.
 */
function oneShot(
  method: SolveMethod,
  n: number,
  find: () => Int32Array | null,
  stepsOnceSolved: number,
): Solver {
  let cols: Int32Array = new Int32Array(0);
  let ran = false;
  let solved = false;
  return {
    method,
    n,
    get cols() {
      return cols;
    },
    get steps() {
      return solved ? stepsOnceSolved : 0;
    },
    restarts: 0,
    error: null,
    run: (budget) => {
      if (ran) return 'done';
      if (budget < 1) return 'paused';
      ran = true;
      const found = find();
      if (found === null) return 'done';
      cols = found;
      solved = true;
      return 'found';
    },
    progress: () =>
      progressOf(solved ? stepsOnceSolved : 0, STEP_UNIT[method], {
        found: solved ? 1n : 0n,
      }),
  };
}

/** The first solution in lexicographic order (also min-conflicts' answer below N = 4). */
function exhaustive(method: SolveMethod, n: number): Solver {
  return oneShot(method, n, () => new SolutionStream(n).next()?.slice() ?? null, 1);
}

function constructed(n: number): Solver {
  // Nothing is allocated before run(): at N = 10^8 a placeholder would cost 400 MB.
  return oneShot('construct', n, () => constructPlacement(n), n);
}
