import { test } from 'node:test';
import assert from 'node:assert/strict';
import { makePlacement } from '../../core/queens/placement.js';
import { boardOf } from './board.js';
import { describeAttacks, describePair, lineName } from './textBoard.js';

test('each line of attack has one name; a pair is one sentence, 1-based', () => {
  assert.deepEqual((['column', 'diagonal', 'antidiagonal'] as const).map(lineName), [
    'column',
    'diagonal ↘',
    'diagonal ↙',
  ]);
  const cols = [2, 1, 0];
  assert.equal(
    describePair({ a: 0, b: 1, line: 'antidiagonal' }, cols),
    'row 1 (column 3) and row 2 (column 2) share a diagonal ↙',
  );
});

test('describeAttacks words every attacking pair of a board, in row order', () => {
  // Rows 1, 2 and 4 share column 1 (three pairs), rows 2 and 3 a "\\" diagonal, rows 3 and 4 a
  // "/" diagonal; rows 1 and 3 (columns 1 and 2, two rows apart) do not attack.
  const board = boardOf(makePlacement([0, 0, 1, 0]));
  assert.deepEqual(describeAttacks(board), [
    'row 1 (column 1) and row 2 (column 1) share a column',
    'row 1 (column 1) and row 4 (column 1) share a column',
    'row 2 (column 1) and row 3 (column 2) share a diagonal ↘',
    'row 2 (column 1) and row 4 (column 1) share a column',
    'row 3 (column 2) and row 4 (column 1) share a diagonal ↙',
  ]);
  assert.deepEqual(describeAttacks(boardOf(makePlacement([1, 3, 0, 2]))), [], 'a solution');
});
