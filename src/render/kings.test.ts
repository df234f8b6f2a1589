import assert from 'node:assert/strict';
import { test } from 'node:test';
import { kingsBoardText, kingsJson, kingsLine } from './kings.js';

test('a kings placement in words, as a board and as JSON', () => {
  const rows = [0b101, 0, 0b010];
  assert.equal(kingsLine(rows, 3), 'a1 c1 b3');
  assert.deepEqual(kingsBoardText(rows, 3), ['K.K', '...', '.K.']);
  assert.deepEqual(kingsJson(rows, 3), {
    kings: [
      [1, 1],
      [1, 3],
      [3, 2],
    ],
  });
  assert.equal(kingsLine([0, 0], 2), '-');
});
