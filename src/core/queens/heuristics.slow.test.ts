/** Big boards and long sweeps: run with `npm run test:slow`. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { naiveIsSolution } from '../../../test/support/naive.js';
import { checkPlacement } from './check.js';
import { constructPlacement } from './construct.js';
import { createSolver } from './solve.js';

test('min-conflicts at N = 10^7 is valid', () => {
  const n = 10_000_000;
  const s = createSolver('min-conflicts', n, 7);
  while (s.run(1 << 24) === 'paused');
  assert.ok(checkPlacement({ n, cols: s.cols }).valid);
});

test('construct at N = 10^8 (and its neighbours for every residue mod 6) is valid', () => {
  for (let n = 100_000_000; n < 100_000_006; n++) {
    const cols = constructPlacement(n);
    assert.ok(cols !== null && checkPlacement({ n, cols }).valid, `N=${n}`);
  }
});

test('greedy solves every N = 4…200; backtrack every N ≤ 32', () => {
  for (let n = 4; n <= 200; n++) {
    const s = createSolver('greedy', n, n);
    while (s.run(1 << 20) === 'paused');
    assert.ok(naiveIsSolution(s.cols), `greedy N=${n}`);
  }
  for (let n = 4; n <= 32; n++) {
    const s = createSolver('backtrack', n, 0);
    assert.equal(s.run(1), 'found');
    assert.ok(naiveIsSolution(s.cols), `backtrack N=${n}`);
  }
});
