import assert from 'node:assert/strict';
import { test } from 'node:test';
import { kingsBoardText, kingsJson, kingsLine } from './kings.js';

test('a kings placement in words, as a board and as JSON', () => {
  const rows = [0b101, 0, 0b010];
  assert.equal(kingsLine(rows, 3), 'a1 c1 b3');
  // As the squares are named: a1 bottom left, row 3 at the top.
  assert.deepEqual(kingsBoardText(rows, 3), ['3 .K.', '2 ...', '1 K.K', '  abc']);
  const tall = kingsBoardText([1, ...Array<number>(10).fill(0)], 2);
  assert.deepEqual([tall[0], tall.at(-2), tall.at(-1)], ['11 ..', ' 1 K.', '   ab']);
  assert.deepEqual(kingsJson(rows, 3), {
    kings: [
      [1, 1],
      [1, 3],
      [3, 2],
    ],
  });
  assert.equal(kingsLine([0, 0], 2), '-');
});
