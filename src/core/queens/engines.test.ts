/**
 * Every N-Queens engine keeps the engine contract (engine.ts): 'found' then 'done', progress that
 * never goes back, and a run sliced into any budgets (1 at a time, random, or one unbounded run)
 * that reports the same things and ends in the same state.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { cycle, play, type Played } from '../../../test/support/engineContract.js';
import { naiveIsSolution, naiveSolutions } from '../../../test/support/naive.js';
import { runToEnd } from '../run/drive.js';
import type { Engine } from '../run/engine.js';
import { countQueens, planCount, QueensCounter, summarize } from './count.js';
import { SolutionStream } from './enumerate.js';
import { estimateQueens, QueensEstimator } from './estimate.js';
import { Greedy } from './greedy.js';
import { MinConflicts } from './minConflicts.js';
import { Mutation, MUTATION_RULES } from './mutation.js';
import { createSolver, SOLVE_METHODS, STEP_UNIT } from './solve.js';

/** Plays fresh engines with budgets 1, `budgets` round and round, and Infinity: all agree. */
function sameWhateverTheSlices<E extends Engine>(
  make: () => E,
  snapshot: (e: E) => unknown,
  budgets: readonly number[],
): Played {
  const play1 = (budget: (k: number) => number): Played => {
    const e = make();
    return play(e, budget, () => snapshot(e));
  };
  const whole = play1(() => Infinity);
  assert.deepEqual(
    play1(() => 1),
    whole,
    'budget 1',
  );
  assert.deepEqual(play1(cycle(budgets)), whole, `budgets ${budgets.join()}`);
  return whole;
}

const budgets = fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 6 });
const seeds = fc.integer({ min: 0, max: 2 ** 32 });

test('heuristics: one solution, then done; any slicing gives the same run (property)', () => {
  const solved = (p: Played, n: number): void => {
    assert.deepEqual(p.statuses, ['found', 'done']);
    assert.deepEqual(
      p.progress.map((x) => x.found),
      [1n, 1n],
    );
    assert.ok(naiveIsSolution((p.snapshots[0] as { cols: number[] }).cols), `N=${n}`);
  };
  fc.assert(
    fc.property(fc.integer({ min: 4, max: 30 }), seeds, budgets, (n, seed, bs) => {
      const p = sameWhateverTheSlices(
        () => new MinConflicts(n, seed),
        (e) => ({ cols: Array.from(e.cols), restarts: e.restarts, k: e.finalQueens }),
        bs,
      );
      solved(p, n);
      assert.equal(p.progress[0].unit, STEP_UNIT['min-conflicts']);
    }),
    { numRuns: 10 },
  );
  fc.assert(
    fc.property(fc.integer({ min: 4, max: 14 }), seeds, budgets, (n, seed, bs) => {
      const p = sameWhateverTheSlices(
        () => new Greedy(n, seed),
        (e) => ({ cols: Array.from(e.cols), restarts: e.restarts }),
        bs,
      );
      solved(p, n);
      assert.equal(p.progress[0].unit, STEP_UNIT.greedy);
    }),
    { numRuns: 10 },
  );
  fc.assert(
    fc.property(
      fc.integer({ min: 4, max: 8 }),
      seeds,
      fc.constantFrom(...MUTATION_RULES),
      budgets,
      (n, seed, rule, bs) => {
        const p = sameWhateverTheSlices(
          () => new Mutation(n, seed, rule),
          (e) => ({ cols: Array.from(e.cols), restarts: e.restarts, error: e.error }),
          bs,
        );
        solved(p, n);
        assert.equal(p.progress[0].unit, STEP_UNIT.mutation);
      },
    ),
    { numRuns: 10 },
  );
});

test('every solve method: found then done with steps in its unit, or done at once for N = 2, 3', () => {
  for (const method of SOLVE_METHODS) {
    for (const n of [1, 5, 8]) {
      const s = createSolver(method, n, 3);
      // (mutation's start state at N = 1 is already a solution)
      assert.equal(s.progress().found, n === 1 && method === 'mutation' ? 1n : 0n);
      const p = play(
        s,
        () => 1 << 20,
        () => Array.from(s.cols),
        { exactBudget: false },
      );
      assert.deepEqual(p.statuses, ['found', 'done'], `${method} N=${n}`);
      assert.ok(naiveIsSolution(p.snapshots[0] as number[]));
      assert.equal(p.progress[0].found, 1n);
      assert.equal(p.progress[0].unit, STEP_UNIT[method]);
      assert.equal(p.progress[0].steps, s.steps);
    }
    for (const n of [2, 3]) {
      const s = createSolver(method, n, 3);
      assert.equal(s.run(0), 'paused', 'a zero budget does nothing');
      const p = play(
        s,
        () => 1,
        () => null,
        { exactBudget: false },
      );
      assert.deepEqual(p.statuses, ['done'], `${method} N=${n}`);
      assert.equal(p.progress[0].found, 0n);
      assert.equal(p.progress[0].steps, 0);
    }
  }
});

test('the solution stream: found per solution in order, then done; any slicing (property)', () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 8 }), fc.boolean(), budgets, (n, fundamental, bs) => {
      const p = sameWhateverTheSlices(
        () => new SolutionStream(n, { fundamental }),
        (e) => [Array.from(e.solution), e.orbitSize],
        bs,
      );
      const found = p.statuses.length - 1;
      assert.equal(p.statuses[found], 'done');
      assert.ok(p.statuses.slice(0, found).every((s) => s === 'found'));
      const want = countQueens(n);
      assert.equal(BigInt(found), fundamental ? want.fundamental : want.total);
      assert.deepEqual(
        p.progress.map((x) => x.found),
        [...Array.from({ length: found }, (_, i) => BigInt(i + 1)), BigInt(found)],
      );
      assert.equal(p.progress[found].fraction, 1);
      // A step is a full placement visited: every solution (the fundamental search visits those
      // of its symmetry-reduced spaces, kept or not).
      const steps = BigInt(p.progress[found].steps);
      if (fundamental) assert.ok(want.fundamental <= steps && steps <= want.total);
      else assert.equal(steps, want.total);
      if (!fundamental) {
        assert.deepEqual(
          p.snapshots.slice(0, found).map((s) => (s as [number[], number])[0]),
          naiveSolutions(n),
        );
      }
    }),
    { numRuns: 25 },
  );
});

test('the solution stream: next() and run() walk one stream; fundamental runs pause between', () => {
  const s = new SolutionStream(8);
  const first = Array.from(s.next() ?? []);
  assert.equal(s.run(1), 'found');
  assert.deepEqual([first, Array.from(s.solution)], naiveSolutions(8).slice(0, 2));
  assert.equal(s.progress().found, 2n);
  // Fundamental N = 8: 12 classes, among more solutions visited: the other single steps pause.
  const f = new SolutionStream(8, { fundamental: true });
  const statuses: Record<string, number> = { found: 0, paused: 0 };
  for (let st = f.run(1); st !== 'done'; st = f.run(1)) statuses[st]++;
  const visited = f.progress().steps;
  assert.ok(statuses.paused > 0);
  assert.deepEqual(statuses, { found: 12, paused: visited - 12 });
  assert.equal(f.progress().found, 12n);
  assert.equal(f.progress().total, f.progress().done);
});

test('the counter: subproblems in plan order, tallies per subproblem, any slicing (property)', () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 10 }), budgets, (n, bs) => {
      const p = sameWhateverTheSlices(
        () => new QueensCounter(n),
        (e) => e.tallies.map((t) => ({ ...t })),
        bs,
      );
      assert.deepEqual(p.statuses, ['done']);
      const plan = planCount(n);
      const last = p.progress[0];
      assert.deepEqual(
        [last.done, last.total, last.steps, last.fraction, last.unit],
        [plan.length, plan.length, plan.length, 1, 'subproblems'],
      );
      assert.equal(last.found, countQueens(n).total);
      assert.deepEqual(summarize(n, p.snapshots[0] as []), countQueens(n));
    }),
    { numRuns: 15 },
  );
});

test('the counter runs any list of subproblems; its found is the exact running total', () => {
  const n = 12;
  const plan = planCount(n);
  const c = new QueensCounter(n, plan.slice(10, 30));
  assert.equal(c.run(7), 'paused');
  assert.equal(c.tallies.length, 7);
  const sum = c.tallies.reduce((s, x) => s + x.c1 + 2 * x.c2 + 4 * x.c4 + 8 * x.c8, 0);
  assert.ok(sum > 0);
  assert.equal(c.progress().found, BigInt(sum));
  runToEnd(c);
  assert.equal(c.done, 20);
  const whole = new QueensCounter(n);
  runToEnd(whole);
  assert.deepEqual(c.tallies, whole.tallies.slice(10, 30));
  assert.deepEqual(whole.result(), countQueens(n));
});

test('countQueens reports progress after every subproblem', () => {
  const seen: number[] = [];
  const c = countQueens(8, { onProgress: (done, of) => seen.push(done / of) });
  assert.equal(c.total, 92n);
  assert.equal(seen.length, planCount(8).length);
  assert.equal(seen.at(-1), 1);
});

test('the estimator: samples in any slices give the same figures; done at its target', () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 14 }), seeds, budgets, (n, seed, bs) => {
      const p = sameWhateverTheSlices(
        () => new QueensEstimator(n, seed, { samples: 60 }),
        (e) => e.result(),
        bs,
      );
      assert.deepEqual(p.statuses, ['done']);
      assert.deepEqual(p.snapshots[0], estimateQueens(n, 60, seed));
      const last = p.progress[0];
      assert.deepEqual(
        [last.steps, last.done, last.total, last.fraction, last.found, last.unit],
        [60, 60, 60, 1, null, 'samples'],
      );
    }),
    { numRuns: 15 },
  );
  // Without a target it never ends: each run adds its budget.
  const e = new QueensEstimator(10, 1);
  assert.equal(e.run(100), 'paused');
  assert.equal(e.run(23), 'paused');
  assert.deepEqual([e.samples, e.progress().total, e.progress().fraction], [123, null, null]);
});
