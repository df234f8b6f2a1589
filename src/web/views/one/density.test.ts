import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { attackedRows, makePlacement } from '../../../core/queens/placement.js';
import { attackedQueens, densityOf } from './density.js';

test('attackedQueens marks the rows core marks as attacked', () => {
  fc.assert(
    fc.property(
      fc
        .integer({ min: 1, max: 12 })
        .chain((n) =>
          fc.array(fc.integer({ min: -1, max: n - 1 }), { minLength: n, maxLength: n }),
        ),
      (cols) => {
        const { mask, count } = attackedQueens(Int32Array.from(cols));
        const want = attackedRows(makePlacement(cols));
        assert.deepEqual(
          [...mask.keys()].filter((r) => mask[r] === 1),
          want,
        );
        assert.equal(count, want.length);
      },
    ),
  );
});

test('densityOf bins every queen once, at ⌊r·h/N⌋, ⌊c·w/N⌋, attacked ones apart', () => {
  const cols = Int32Array.from([1, 3, 0, 2, -1, 5]);
  const { mask } = attackedQueens(cols);
  const d = densityOf(cols, 3, 2, mask);
  assert.equal(
    d.counts.reduce((a, b) => a + b, 0),
    5,
  );
  // Rows 0-2 go to y = 0, rows 3-5 to y = 1; columns 0-1 to x = 0, 2-3 to 1, 4-5 to 2.
  assert.deepEqual(Array.from(d.counts), [2, 1, 0, 0, 1, 1]);
  assert.equal(d.max, 2);
  assert.deepEqual(
    Array.from(d.hits),
    Array.from(d.counts, (_, i) => {
      let k = 0;
      cols.forEach((c, r) => {
        if (c >= 0 && mask[r] && Math.floor((r * 2) / 6) * 3 + Math.floor((c * 3) / 6) === i) k++;
      });
      return k;
    }),
  );
});
