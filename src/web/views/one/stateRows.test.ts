import assert from 'node:assert/strict';
import { test } from 'node:test';
import { StateRows } from './stateRows.js';

test('rows grow past their first capacity, read back, and are found by position', () => {
  const n = 5;
  const rows = new StateRows(n);
  const perm = (i: number): number[] => [0, 1, 2, 3, 4].map((c) => (c + i) % n);
  for (let i = 0; i < 3000; i++) rows.push(2 * i + 1, i + 1, perm(i), i % 7);
  assert.equal(rows.length, 3000);
  assert.deepEqual(rows.row(2500), {
    position: 5001,
    step: 2501,
    perm: perm(2500)
      .map((c) => c + 1)
      .join(' '),
    error: 2500 % 7,
  });
  assert.equal(rows.maxError, 6);
  assert.deepEqual(
    [0, 1, 2, 3, 5000, 5001, 10_000].map((k) => rows.indexAt(k)),
    [-1, 0, 0, 1, 2499, 2500, 2999],
  );
  assert.equal(rows.tsv(1), `step\tpermutation\terror\n1\t1 2 3 4 5\t0\n2\t2 3 4 5 1\t1\n`);
});

test('past the cap the table stops and says so', () => {
  const rows = new StateRows(4, 3);
  for (let i = 0; i < 5; i++) rows.push(i + 1, i + 1, [0, 1, 2, 3], 6);
  assert.equal(rows.length, 3);
  assert.equal(rows.truncated, true);
  assert.throws(() => new StateRows(256), /N ≤ 255/);
});
