/**
 * Seed 002's tree walk, step by step: a "robot" walks the tree of admissible positions (k queens
 * on the first k rows, of which only the top one may be attacked) with four commands —
 * up-left (place a queen in column 1 of the next row), right (move the top queen one column
 * right), down (take the top queen off) and process (at a leaf: print the position if it is a
 * solution). The program is the seed's, command for command:
 *
 *   UW:    while is_up do up; work
 *   main:  UW; while is_down do if is_right then begin right; UW end else down
 *
 * with is_up = k < n and not danger, is_right = k > 0 and c[k] < n, is_down = k > 0, and danger =
 * the top queen is attacked by a queen below it. (The seed's printed `is_down` assigns to `is_up`,
 * a typo; the obvious meaning is used.) Rows and columns here are 0-based; the seed's c[k] = column
 * of the queen on the k-th horizontal becomes queens[k-1].
 */
import type { WalkEvent } from '../trace.js';

export interface WalkOptions {
  /** Stop after this many events (a `done` event with complete = false follows). */
  readonly maxSteps?: number;
}

/** Row of a queen attacking the top queen (row k-1), or null: the seed's `danger`. */
function attacker(c: number[], k: number): number | null {
  if (k <= 1) return null;
  const top = c[k - 1];
  for (let i = 0; i < k - 1; i++) {
    if (c[i] === top || Math.abs(c[i] - top) === k - 1 - i) return i;
  }
  return null;
}

/** The walk as a stream of step events (a generator: this is the teaching path, not a fast one). */
export function* walkEvents(n: number, opts: WalkOptions = {}): Generator<WalkEvent> {
  const max = opts.maxSteps ?? Infinity;
  const c: number[] = [];
  let k = 0;
  let step = 0;
  let solutions = 0;
  const snap = (): number[] => c.slice(0, k);

  const isUp = (): boolean => k < n && attacker(c, k) === null;
  const isRight = (): boolean => k > 0 && c[k - 1] < n - 1;
  const isDown = (): boolean => k > 0;

  // UW: climb to a leaf, then process it.
  function* uw(): Generator<WalkEvent> {
    while (isUp()) {
      k++;
      c[k - 1] = 0;
      yield { type: 'place', step: ++step, row: k - 1, col: 0, queens: snap() };
    }
    const by = attacker(c, k);
    yield { type: 'process', step: ++step, row: k - 1, attackedBy: by, queens: snap() };
    if (k === n && by === null) {
      solutions++;
      yield { type: 'solution', step, index: solutions, queens: snap() };
    }
  }

  function* main(): Generator<WalkEvent> {
    yield* uw();
    while (isDown()) {
      if (isRight()) {
        c[k - 1]++;
        yield {
          type: 'move',
          step: ++step,
          row: k - 1,
          from: c[k - 1] - 1,
          to: c[k - 1],
          queens: snap(),
        };
        yield* uw();
      } else {
        const col = c[k - 1];
        k--;
        yield { type: 'remove', step: ++step, row: k, col, queens: snap() };
      }
    }
  }

  let shown: readonly number[] = [];
  for (const e of main()) {
    if (e.step > max) {
      yield { type: 'done', step: max, solutions, complete: false, queens: shown };
      return;
    }
    shown = e.queens;
    yield e;
  }
  yield { type: 'done', step, solutions, complete: true, queens: [] };
}
