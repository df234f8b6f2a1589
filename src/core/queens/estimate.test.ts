import { test } from 'node:test';
import assert from 'node:assert/strict';
import { queensReference } from '../../../test/support/reference.js';
import { estimateQueens, QueensEstimator } from './estimate.js';

test('the 95% interval holds the true count in most trials (N = 8…14, 20 trials each)', () => {
  for (let n = 8; n <= 14; n++) {
    const truth = Number(queensReference[n - 1].total);
    let inside = 0;
    for (let trial = 0; trial < 20; trial++) {
      const e = estimateQueens(n, 10_000, 1000 * n + trial);
      if (e.solutions.low <= truth && truth <= e.solutions.high) inside++;
    }
    assert.ok(inside >= 16, `N=${n}: ${inside}/20 intervals hold ${truth}`);
  }
});

test('the estimate is unbiased enough to land near the truth with many samples', () => {
  const e = estimateQueens(10, 400_000, 5);
  assert.ok(Math.abs(e.solutions.mean / 724 - 1) < 0.03, String(e.solutions.mean));
  assert.ok(e.nodes.low < e.nodes.mean && e.nodes.mean < e.nodes.high);
});

test('tree size and solutions are exact where the tree is a single path shape (N = 1…3)', () => {
  // N = 1: root and one leaf. N = 2: root, 2 children, no grandchildren. N = 3: root, 3
  // children; the corner columns have one child each, the middle none; no solutions.
  const one = estimateQueens(1, 50, 1);
  assert.equal(one.solutions.mean, 1);
  assert.equal(one.nodes.mean, 2);
  assert.equal(one.solutions.sd, 0);
  const two = estimateQueens(2, 50, 1);
  assert.equal(two.solutions.mean, 0);
  assert.equal(two.nodes.mean, 3);
  // N = 3: a path through a corner column counts 1 + 3 + 3·1 = 7 nodes, through the middle
  // 1 + 3 = 4; so k corner paths of 50 give a mean of (7k + 4(50 - k)) / 50, around the true 6.
  const three = estimateQueens(3, 50, 1);
  assert.equal(three.solutions.mean, 0);
  assert.equal(three.solutions.sd, 0);
  assert.equal(three.fullPaths, 0);
  const corners = ((three.nodes.mean - 4) * 50) / 3;
  assert.ok(Math.abs(corners - Math.round(corners)) < 1e-9, String(three.nodes.mean));
  assert.ok(corners > 0 && corners < 50, 'both kinds of path are drawn');
  assert.ok(three.nodes.low <= 6 && 6 <= three.nodes.high, 'the interval holds the true 6');
});

test('the estimated tree size matches the real tree for N = 6 (counted by brute force)', () => {
  const n = 6;
  let nodes = 0;
  const rec = (cols: number[]): void => {
    nodes++;
    if (cols.length === n) return;
    for (let c = 0; c < n; c++) {
      const r = cols.length;
      if (cols.every((x, y) => x !== c && Math.abs(x - c) !== r - y)) rec([...cols, c]);
    }
  };
  rec([]);
  const e = estimateQueens(n, 200_000, 3);
  assert.ok(
    e.nodes.low <= nodes && nodes <= e.nodes.high,
    `${nodes} in ${e.nodes.low}…${e.nodes.high}`,
  );
});

test('the same seed gives the same estimate, also when the samples come in pieces', () => {
  const a = estimateQueens(12, 5000, 77);
  const b = new QueensEstimator(12, 77);
  b.run(1234);
  b.run(5000 - 1234);
  assert.deepEqual(b.result(), a);
});

test('estimateQueens refuses an N past 32 with the project error', () => {
  assert.throws(() => estimateQueens(64, 10, 1), {
    name: 'PlacerError',
    message: 'estimate needs N from 1 to 32, got 64',
  });
});
