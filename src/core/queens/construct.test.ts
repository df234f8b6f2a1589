import { test } from 'node:test';
import assert from 'node:assert/strict';
import { naiveIsSolution } from '../../../test/support/naive.js';
import { checkPlacement } from './check.js';
import { constructPlacement } from './construct.js';
import { attackCount } from './placement.js';

test('the construction is a solution for N = 4…200 (pairwise definition)', () => {
  for (let n = 4; n <= 200; n++) {
    const cols = constructPlacement(n);
    assert.ok(cols !== null && naiveIsSolution(cols), `N=${n}`);
  }
});

test('the construction is a solution around 10^5, every residue mod 6 (two independent checks)', () => {
  for (let n = 100_000; n < 100_006; n++) {
    const cols = constructPlacement(n);
    assert.ok(cols !== null);
    const p = { n, cols };
    assert.ok(checkPlacement(p).valid, `N=${n}`);
    assert.equal(attackCount(p), 0, `N=${n}`);
    const seen = new Uint8Array(n);
    for (const c of cols) seen[c]++;
    assert.ok(
      seen.every((k) => k === 1),
      `N=${n}: a permutation`,
    );
  }
});

test('N = 1 is one queen, N = 2 and 3 have none; N = 8 follows the stated rule', () => {
  assert.deepEqual(Array.from(constructPlacement(1) ?? []), [0]);
  assert.equal(constructPlacement(2), null);
  assert.equal(constructPlacement(3), null);
  // 8 mod 6 = 2: evens 2 4 6 8, then odds with 1 and 3 swapped and 5 moved last: 3 1 7 5.
  assert.deepEqual(
    Array.from(constructPlacement(8) ?? [], (c) => c + 1),
    [2, 4, 6, 8, 3, 1, 7, 5],
  );
  // 9 mod 6 = 3: evens with 2 moved last, odds with 1 and 3 moved last.
  assert.deepEqual(
    Array.from(constructPlacement(9) ?? [], (c) => c + 1),
    [4, 6, 8, 2, 5, 7, 9, 1, 3],
  );
});
