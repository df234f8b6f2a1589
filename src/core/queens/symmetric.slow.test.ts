import assert from 'node:assert/strict';
import { test } from 'node:test';
import { queensReference } from '../../../test/support/reference.js';
import { countSymmetric, fundamentalByBurnside } from './symmetric.js';

test('Burnside gives the published fundamentals for N = 20 … 22', () => {
  for (const ref of queensReference.filter((r) => r.n >= 20 && r.n <= 22)) {
    assert.equal(
      fundamentalByBurnside(ref.total, countSymmetric(ref.n)),
      ref.fundamental,
      `N=${ref.n}`,
    );
  }
});
