import { test } from 'node:test';
import assert from 'node:assert/strict';
import { makePlacement } from '../core/queens/placement.js';
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

test('describeAttacks words every pair of a board with describePair', () => {
  // Column, "\" and "/" pairs on one board: rows 1 and 2 share column 1, rows 2 and 3 a "\"
  // diagonal, rows 3 and 4 a "/" diagonal.
  const p = makePlacement([0, 0, 1, 0]);
  const board = boardOf(p);
  assert.deepEqual(
    describeAttacks(board),
    board.pairs.map((pair) => describePair(pair, p.cols)),
  );
  const lines = describeAttacks(board).join('\n');
  assert.match(lines, /row 1 \(column 1\) and row 2 \(column 1\) share a column/);
  assert.match(lines, /row 2 \(column 1\) and row 3 \(column 2\) share a diagonal ↘/);
  assert.match(lines, /row 3 \(column 2\) and row 4 \(column 1\) share a diagonal ↙/);
  assert.doesNotMatch(lines, /antidiagonal/);
});
