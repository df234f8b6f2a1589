// Slow known-answer tests (npm run test:slow): N = 15…18 take from a second to a few minutes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { queensReference } from '../../../test/support/reference.js';
import { expectedOrbits, ORBITS_MAX_N } from '../../../test/support/orbits.js';
import { countQueens } from './count.js';

const maxN = Number(process.env.PLACER_SLOW_MAX_N ?? 17);

for (const ref of queensReference.filter((r) => r.n >= 15 && r.n <= maxN)) {
  test(`N=${ref.n}: total ${ref.total}, fundamental ${ref.fundamental}`, () => {
    const c = countQueens(ref.n);
    assert.equal(c.total, ref.total);
    assert.equal(c.fundamental, ref.fundamental);
    if (ref.n <= ORBITS_MAX_N) assert.deepEqual(c.orbits, expectedOrbits(ref.n, ref.fundamental));
  });
}
