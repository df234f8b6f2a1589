import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BacktrackTrace } from '../../../core/queens/backtrackTrace.js';
import { WalkTrace } from '../../../core/queens/walk.js';
import { eventsOf } from '../../../core/trace.js';
import { backtrackLine, walkLine } from '../../../render/queens/searchText.js';
import { searchCaption, searchFrame, searchMachine } from './watch.js';

test('captions are the CLI lines; frames show the rows placed, the row worked on, the depth', () => {
  const n = 5;
  const walk = [...eventsOf(searchMachine('walk', n))];
  assert.deepEqual(walk, [...eventsOf(new WalkTrace(n))]);
  const back = [...eventsOf(searchMachine('backtrack', n))];
  assert.deepEqual(back, [...eventsOf(new BacktrackTrace(n))]);
  for (const e of walk) {
    assert.equal(searchCaption('walk', e, n), walkLine(e, n));
    const f = searchFrame(e, n);
    assert.equal(f.depth, e.queens.length);
    assert.equal(f.cols.length, n);
    assert.deepEqual(Array.from(f.cols.subarray(0, f.depth)), e.queens);
    assert.ok(f.cols.subarray(f.depth).every((c) => c === -1));
    if (e.type === 'solution' || e.type === 'done') assert.equal(f.row, null);
    else assert.equal(f.row, e.row);
  }
  for (const e of back) assert.equal(searchCaption('backtrack', e, n), backtrackLine(e, n));
  const start = searchFrame(null, n);
  assert.deepEqual(
    [start.depth, start.row, Array.from(start.cols)],
    [0, null, [-1, -1, -1, -1, -1]],
  );
  // 10 solutions for N = 5, in both searches.
  assert.equal(walk.filter((e) => e.type === 'solution').length, 10);
  assert.equal(back.filter((e) => e.type === 'solution').length, 10);
});
