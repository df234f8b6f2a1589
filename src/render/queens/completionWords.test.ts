import assert from 'node:assert/strict';
import { test } from 'node:test';
import { prepareCompletion } from '../../core/queens/complete.js';
import { noCompletionReason } from './completionWords.js';

test('the reasons name the pairs, the blocked row (1-based) and a fruitless search', () => {
  const clash = prepareCompletion({ n: 5, cols: Int32Array.from([0, 1, 2, -1, -1]) });
  assert.equal(clash.kind, 'conflict');
  if (clash.kind === 'conflict') {
    assert.equal(noCompletionReason(clash), 'the fixed queens attack each other (3 pairs)');
  }
  // Rows 0 and 2 fixed at columns 0 and 3 of 4: row 1 (the second) has no square left.
  const blocked = prepareCompletion({ n: 4, cols: Int32Array.from([0, -1, 3, -1]) });
  assert.deepEqual(blocked, { kind: 'blocked', row: 1 });
  if (blocked.kind === 'blocked') {
    assert.equal(
      noCompletionReason(blocked),
      'row 2 is attacked in every column by the fixed queens',
    );
  }
  assert.equal(noCompletionReason({ kind: 'none' }), 'no way to place the other queens');
});
