import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CoverMemo } from './memo.js';

/** A fresh table's trial fed `lookups` lookups that saved `saved` nodes each; its first false. */
function trial(saved: number, lookups: number): { memo: CoverMemo; droppedAt: number | null } {
  const memo = CoverMemo.take(10, 16, 4, {});
  for (let n = 1; n <= lookups; n++) {
    if (memo.pays !== null) break;
    if (!memo.trialLookup(saved)) return { memo, droppedAt: n };
  }
  return { memo, droppedAt: null };
}

test('a table that saves next to nothing is dropped at the first step (2^14 lookups)', () => {
  const { memo, droppedAt } = trial(0.01, 1 << 18);
  assert.equal(droppedAt, 1 << 14);
  assert.equal(memo.pays, false);
});

test('the bar rises every 2^14 lookups: a table that saves a little goes when it passes it', () => {
  // The bar at k · 2^14 lookups is k/16 of a node per lookup.
  assert.equal(trial(0.09, 1 << 18).droppedAt, 2 << 14);
  assert.equal(trial(0.5, 1 << 18).droppedAt, 9 << 14);
});

test('a table that saves under a node per lookup is dropped at the end of the trial (2^18)', () => {
  const { memo, droppedAt } = trial(0.99, 1 << 18);
  assert.equal(droppedAt, 1 << 18);
  assert.equal(memo.pays, false);
});

test('a table that saves a node per lookup or more is kept, and the trial ends', () => {
  const { memo, droppedAt } = trial(1, 1 << 18);
  assert.equal(droppedAt, null);
  assert.equal(memo.pays, true);
});

test("the verdict travels with the table to the problem's next search, not to another's", () => {
  const owner = {};
  const memo = CoverMemo.take(10, 16, 4, owner);
  for (let n = 0; n < 1 << 14; n++) memo.trialLookup(0);
  assert.equal(memo.pays, false);
  CoverMemo.giveBack(memo);
  const again = CoverMemo.take(10, 16, 4, owner);
  assert.equal(again, memo);
  assert.equal(again.pays, false);
  CoverMemo.giveBack(again);
  const other = CoverMemo.take(10, 16, 4, {});
  assert.equal(other, memo, 'the same table, emptied');
  assert.equal(other.pays, null);
});
