import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import {
  areaPx,
  MAX_PX,
  maxTop,
  rowsDrawn,
  rowY,
  scaled,
  scrollFromTop,
  topFromScroll,
  topShowing,
  type ListGeometry,
} from './listWindow.js';

const geometry = fc.record({
  rows: fc.integer({ min: 0, max: 200_000_000 }),
  rowPx: fc.integer({ min: 10, max: 60 }),
  viewPx: fc.integer({ min: 100, max: 2000 }),
});

test('a scroll position and a top row go back and forth; the ends meet the ends', () => {
  fc.assert(
    fc.property(geometry, fc.double({ min: 0, max: 1, noNaN: true }), (g, f) => {
      const top = f * maxTop(g);
      const back = topFromScroll(g, scrollFromTop(g, top));
      assert.ok(Math.abs(back - top) < 1e-6 * (1 + top), `${top} → ${back}`);
      assert.equal(topFromScroll(g, 0), 0);
      const end = Math.max(0, areaPx(g) - g.viewPx);
      assert.ok(Math.abs(topFromScroll(g, end) - maxTop(g)) < 1e-6 * (1 + maxTop(g)));
      assert.ok(areaPx(g) <= MAX_PX);
    }),
  );
});

test('unscaled, a row stays where it is drawn while the list scrolls', () => {
  const g: ListGeometry = { rows: 1000, rowPx: 28, viewPx: 400 };
  assert.ok(!scaled(g));
  for (const scrollTop of [0, 13, 280, 27_600]) {
    const top = topFromScroll(g, scrollTop);
    assert.ok(Math.abs(rowY(g, top, scrollTop, 500) - 500 * 28) < 1e-9);
  }
});

test('N = 17 (95,815,104 rows) is scaled, and its last row can be reached and shown', () => {
  const g: ListGeometry = { rows: 95_815_104, rowPx: 28, viewPx: 420 };
  assert.ok(scaled(g));
  const top = topShowing(g, 0, g.rows - 1);
  const { first, last } = rowsDrawn(g, top);
  assert.equal(last, g.rows - 1);
  assert.ok(first <= g.rows - 15);
  // Row 10,000,000 brought into view from the top is drawn inside the viewport.
  const t = topShowing(g, 0, 10_000_000);
  const s = scrollFromTop(g, t);
  const y = rowY(g, t, s, 10_000_000) - s;
  assert.ok(y >= 0 && y + g.rowPx <= g.viewPx + 1e-6, `y = ${y}`);
});

test('topShowing moves as little as it can', () => {
  const g: ListGeometry = { rows: 100, rowPx: 20, viewPx: 200 };
  assert.equal(topShowing(g, 30, 35), 30, 'already in view');
  assert.equal(topShowing(g, 30, 20), 20, 'above: to the top');
  assert.equal(topShowing(g, 30, 50), 41, 'below: to the bottom');
  assert.equal(topShowing(g, 30, 99), 90);
  assert.deepEqual(rowsDrawn({ ...g, rows: 0 }, 0), { first: 0, last: -1 });
  assert.deepEqual(rowsDrawn(g, 0, 2), { first: 0, last: 12 });
});
