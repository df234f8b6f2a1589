import assert from 'node:assert/strict';
import { test } from 'node:test';
import { RandomOrder } from './randomOrder.js';

const all = (o: RandomOrder) => Array.from({ length: o.m }, (_, k) => o.at(k));

test('a random order is a permutation of 0…m−1, the same for the same seed', () => {
  for (const m of [0, 1, 2, 3, 5, 64, 1000, 3206, 65_537]) {
    const order = all(new RandomOrder(m, 7));
    assert.deepEqual(
      [...order].sort((a, b) => a - b),
      Array.from({ length: m }, (_, i) => i),
      `m = ${m}`,
    );
    assert.deepEqual(all(new RandomOrder(m, 7)), order);
  }
  assert.notDeepEqual(all(new RandomOrder(1000, 8)), all(new RandomOrder(1000, 7)));
});

test('its first tenth is spread over the whole range, not bunched at one end', () => {
  const m = 100_000;
  const o = new RandomOrder(m, 1);
  const first = Array.from({ length: m / 10 }, (_, k) => o.at(k));
  const mean = first.reduce((a, b) => a + b, 0) / first.length;
  assert.ok(Math.abs(mean - m / 2) < 0.02 * m, `mean ${mean}`);
  // Each tenth of the range gets about a tenth of them.
  const bins = new Array<number>(10).fill(0);
  for (const x of first) bins[Math.floor(x / (m / 10))]++;
  for (const b of bins) assert.ok(Math.abs(b - m / 100) < 0.15 * (m / 100), `bins ${bins}`);
});
