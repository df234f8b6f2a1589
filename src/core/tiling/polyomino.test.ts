import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { ALL_TRANSFORMS } from '../symmetry.js';
import {
  freeKey,
  freePolyominoes,
  isAchiral,
  isConnected,
  makeShape,
  oneSidedKey,
  orientations,
  shapeFromRows,
  shapeKey,
  shapeRows,
  transformShape,
} from './polyomino.js';

test('the generator gives 1, 1, 2, 5, 12, 35, 108 free polyominoes of 1…7 cells', () => {
  const want = [1, 1, 2, 5, 12, 35, 108];
  want.forEach((count, i) => {
    const list = freePolyominoes(i + 1);
    assert.equal(list.length, count, `size ${i + 1}`);
    assert.equal(new Set(list.map(freeKey)).size, count, 'all different up to symmetry');
    for (const s of list) {
      assert.equal(s.cells.length, i + 1);
      assert.ok(isConnected(s.cells));
    }
  });
});

test('one-sided and fixed counts follow: 1, 1, 2, 7, 18, 60 and 1, 2, 6, 19, 63, 216', () => {
  const oneSided = [1, 1, 2, 7, 18, 60];
  const fixed = [1, 2, 6, 19, 63, 216];
  for (let n = 1; n <= 6; n++) {
    const free = freePolyominoes(n);
    const os = free.reduce((a, s) => a + (isAchiral(s) ? 1 : 2), 0);
    const fx = free.reduce((a, s) => a + orientations(s, false).length, 0);
    assert.equal(os, oneSided[n - 1], `one-sided n=${n}`);
    assert.equal(fx, fixed[n - 1], `fixed n=${n}`);
  }
});

test('orientation counts: X 1, I 2, T 4, F 8; one-sided F 4', () => {
  const x = shapeFromRows(['.#.', '###', '.#.']);
  const i = shapeFromRows(['#####']);
  const t = shapeFromRows(['###', '.#.', '.#.']);
  const f = shapeFromRows(['.##', '##.', '.#.']);
  assert.equal(orientations(x, false).length, 1);
  assert.equal(orientations(i, false).length, 2);
  assert.equal(orientations(t, false).length, 4);
  assert.equal(orientations(f, false).length, 8);
  assert.equal(orientations(f, true).length, 4);
  assert.ok(isAchiral(t) && !isAchiral(f));
});

const shapeArb = fc
  .uniqueArray(fc.tuple(fc.integer({ min: -3, max: 3 }), fc.integer({ min: -3, max: 3 })), {
    minLength: 1,
    maxLength: 8,
    selector: ([r, c]) => `${r},${c}`,
  })
  .map((cells) => makeShape(cells));

test('keys are invariant: free under all 8 transforms, one-sided under rotations', () => {
  fc.assert(
    fc.property(shapeArb, (s) => {
      for (const t of ALL_TRANSFORMS) {
        const img = transformShape(s, t);
        assert.equal(freeKey(img), freeKey(s));
        if (t < 4) assert.equal(oneSidedKey(img), oneSidedKey(s));
        assert.equal(img.cells.length, s.cells.length);
      }
    }),
  );
});

test('text rows round-trip', () => {
  fc.assert(
    fc.property(shapeArb, (s) => {
      assert.equal(shapeKey(shapeFromRows(shapeRows(s))), shapeKey(s));
    }),
  );
});

test('connectivity', () => {
  assert.ok(
    isConnected([
      [0, 0],
      [0, 1],
      [1, 1],
    ]),
  );
  assert.ok(
    !isConnected([
      [0, 0],
      [1, 1],
    ]),
  );
  assert.ok(!isConnected([]));
});
