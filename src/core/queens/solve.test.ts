import { test } from 'node:test';
import assert from 'node:assert/strict';
import { naiveIsSolution } from '../../../test/support/naive.js';
import { checkPlacement } from './check.js';
import { SolutionStream } from './enumerate.js';
import { createSolver, SOLVE_METHODS, type SolveMethod } from './solve.js';

function solveAll(method: SolveMethod, n: number, seed: number, slice = 1 << 20) {
  const s = createSolver(method, n, seed, { rule: 'sideways' });
  let status = s.run(slice);
  while (status === 'paused') status = s.run(slice);
  return { status, cols: Array.from(s.cols), steps: s.steps, restarts: s.restarts };
}

test('every method solves N = 4…200 (backtrack to 29 here; greedy every 20th N above 60)', () => {
  // Greedy is O(N³) per attempt: every N to 200 runs in heuristics.slow.test.ts.
  for (const method of SOLVE_METHODS) {
    for (let n = 4; n <= 200; n++) {
      if (method === 'backtrack' && n > 29) break;
      if (method === 'greedy' && n > 60 && n % 20 !== 0) continue;
      const r = solveAll(method, n, n);
      assert.equal(r.status, 'found', `${method} N=${n}`);
      assert.ok(naiveIsSolution(r.cols), `${method} N=${n}`);
      assert.ok(checkPlacement({ n, cols: Int32Array.from(r.cols) }).valid);
    }
  }
});

test('backtrack is the first solution in lexicographic order', () => {
  for (let n = 4; n <= 12; n++) {
    assert.deepEqual(
      solveAll('backtrack', n, 0).cols,
      Array.from(new SolutionStream(n).next() ?? []),
    );
  }
});

test('N = 1 is one queen and N = 2, 3 have none, for every method', () => {
  for (const method of SOLVE_METHODS) {
    const one = solveAll(method, 1, 5);
    assert.equal(one.status, 'found', method);
    assert.deepEqual(one.cols, [0]);
    for (const n of [2, 3]) assert.equal(solveAll(method, n, 5).status, 'done', `${method} N=${n}`);
  }
});

test('the randomised methods replay from their seed, in any slice size', () => {
  for (const method of ['min-conflicts', 'greedy', 'mutation'] as const) {
    const a = solveAll(method, 40, 123);
    const b = solveAll(method, 40, 123, 3);
    assert.deepEqual(b, a, method);
    const c = solveAll(method, 40, 124);
    assert.notDeepEqual(c.cols, a.cols, method);
  }
});

test('createSolver refuses an unknown method and an N its method cannot take', () => {
  assert.throws(() => createSolver('annealing' as SolveMethod, 8, 1), {
    name: 'PlacerError',
    message: `method must be one of ${SOLVE_METHODS.join(', ')}, got 'annealing'`,
  });
  assert.throws(() => createSolver('greedy', 20_000, 1), {
    name: 'PlacerError',
    message: 'N must be 1 to 10000 for greedy, got 20000',
  });
  assert.throws(() => createSolver('construct', 0, 1), { name: 'PlacerError' });
});
