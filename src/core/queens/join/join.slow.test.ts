// Slow known-answer tests of the join (npm run test:slow): N = 16 takes a second, 17 seconds, 18
// and 19 a few minutes each.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { queensReference } from '../../../../test/support/reference.js';
import { expectedOrbits, ORBITS_MAX_N } from '../../../../test/support/orbits.js';
import { countQueensJoin } from './units.js';

const maxN = Number(process.env.PLACER_JOIN_SLOW_MAX_N ?? 19);

for (const ref of queensReference.filter((r) => r.n >= 16 && r.n <= maxN)) {
  test(`the join, N=${ref.n}: total ${ref.total}, fundamental ${ref.fundamental}`, () => {
    const c = countQueensJoin(ref.n);
    assert.equal(c.total, ref.total);
    assert.equal(c.fundamental, ref.fundamental);
    if (ref.n <= ORBITS_MAX_N) assert.deepEqual(c.orbits, expectedOrbits(ref.n, ref.fundamental));
  });
}
