import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { attackCount, makePlacement } from '../../../core/queens/placement.js';
import { parseQueens, playSummary, resizeQueens, toggleQueen } from './play.js';

test('a click puts the row’s queen on the square, a second click lifts her', () => {
  const empty = Int32Array.from([-1, -1, -1, -1]);
  const one = toggleQueen(empty, 1, 3);
  assert.deepEqual(one, Int32Array.from([-1, 3, -1, -1]));
  assert.deepEqual(empty, Int32Array.from([-1, -1, -1, -1]), 'the old state is kept');
  assert.deepEqual(toggleQueen(one, 1, 0), Int32Array.from([-1, 0, -1, -1]));
  assert.deepEqual(toggleQueen(one, 1, 3), empty);
});

test('resize keeps the queens that still fit', () => {
  assert.deepEqual(
    resizeQueens(Int32Array.from([0, 5, 2, 1, 4, 3]), 4),
    Int32Array.from([0, -1, 2, 1]),
  );
  assert.deepEqual(resizeQueens(Int32Array.from([1, 0]), 3), Int32Array.from([1, 0, -1]));
});

test('the summary counts the attacking pairs as core does, and says when it is solved', () => {
  fc.assert(
    fc.property(
      fc
        .integer({ min: 1, max: 9 })
        .chain((n) =>
          fc.array(fc.integer({ min: -1, max: n - 1 }), { minLength: n, maxLength: n }),
        ),
      (cols) => {
        const q = Int32Array.from(cols);
        const s = playSummary(q);
        assert.equal(s.pairs, attackCount(makePlacement(q)));
        assert.equal(s.queens, cols.filter((c) => c >= 0).length);
        assert.equal(s.solved, s.queens === cols.length && s.pairs === 0);
        assert.ok(s.attacks.length === Math.min(8, s.pairs));
      },
    ),
  );
  assert.equal(
    playSummary(Int32Array.from([1, 3, 0, 2])).line,
    'Solved: 4 of 4 queens, and none attacks another.',
  );
  const two = playSummary(Int32Array.from([0, 1, -1, -1]));
  assert.equal(two.line, '2 of 4 queens placed; 1 attacking pair.');
  assert.deepEqual(two.attacks, ['row 1 (column 1) and row 2 (column 2) share a diagonal ↘']);
});

test('a URL row list of the wrong length is named, singular for a board of one row', () => {
  assert.equal(
    parseQueens('1.1', 1),
    "must list 1 row (a column 1…1 or '-' each, joined by '.'), got 2",
  );
  assert.match(String(parseQueens('1', 4)), /^must list 4 rows /);
});
