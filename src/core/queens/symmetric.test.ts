import assert from 'node:assert/strict';
import { test } from 'node:test';
import { naiveSolutions } from '../../../test/support/naive.js';
import { queensReference } from '../../../test/support/reference.js';
import { countQueens } from './count.js';
import {
  countSymmetric,
  fundamentalByBurnside,
  orbitsByBurnside,
  MAX_SYMMETRIC_N,
} from './symmetric.js';

/** A placement turned a quarter: the queen at (r, c) goes to (c, n − 1 − r). */
function quarterTurn(cols: readonly number[]): number[] {
  const n = cols.length;
  const out = new Array<number>(n);
  cols.forEach((c, r) => (out[c] = n - 1 - r));
  return out;
}

const same = (a: readonly number[], b: readonly number[]): boolean => a.every((x, i) => x === b[i]);

test('F90 and F180 are the solutions a quarter and a half turn fix (brute force, N ≤ 12)', () => {
  for (let n = 1; n <= 12; n++) {
    let f90 = 0n;
    let f180 = 0n;
    for (const s of naiveSolutions(n)) {
      const q = quarterTurn(s);
      if (same(q, s)) f90++;
      if (same(quarterTurn(q), s)) f180++;
    }
    assert.deepEqual(countSymmetric(n), { n, f90, f180 }, `N=${n}`);
  }
});

test('Burnside: the published totals and F90, F180 give the published fundamentals (N ≤ 19)', () => {
  for (const ref of queensReference.filter((r) => r.n <= 19)) {
    const s = countSymmetric(ref.n);
    assert.equal(fundamentalByBurnside(ref.total, s), ref.fundamental, `N=${ref.n}`);
  }
  // A total that is not one: Burnside's sum is then no multiple of 8.
  assert.throws(() => fundamentalByBurnside(93n, countSymmetric(8)), /not a multiple of 8/);
});

test('the classes by orbit size agree with the constellation counter (N ≤ 13)', () => {
  for (let n = 1; n <= 13; n++) {
    const c = countQueens(n);
    const s = countSymmetric(n);
    const orbits = orbitsByBurnside(c.total, s);
    for (const size of [1, 2, 4, 8]) {
      assert.equal(orbits[size] ?? 0n, c.orbits[size] ?? 0n, `N=${n}, orbits of ${size}`);
    }
  }
});

test('an N outside 1…32 is named with the range', () => {
  for (const bad of [0, MAX_SYMMETRIC_N + 1, 2.5, Number.NaN]) {
    assert.throws(() => countSymmetric(bad), /N must be a whole number 1…32, got /);
  }
});
