import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  ALL_TRANSFORMS,
  AXIS_KEEPING_TRANSFORMS,
  composeTransforms,
  inverseTransform,
  swapsAxes,
  transformCol,
  transformRow,
  type TransformId,
} from './symmetry.js';

function image(t: TransformId, r: number, c: number, h: number, w: number): [number, number] {
  return [transformRow(t, r, c, h, w), transformCol(t, r, c, h, w)];
}

test('every transform is a bijection from an h×w grid onto its image grid', () => {
  for (const [h, w] of [
    [3, 5],
    [4, 4],
    [1, 6],
  ]) {
    for (const t of ALL_TRANSFORMS) {
      const [h2, w2] = swapsAxes(t) ? [w, h] : [h, w];
      const seen = new Set<string>();
      for (let r = 0; r < h; r++) {
        for (let c = 0; c < w; c++) {
          const [r2, c2] = image(t, r, c, h, w);
          assert.ok(r2 >= 0 && r2 < h2 && c2 >= 0 && c2 < w2, `t=${t} (${r},${c})`);
          seen.add(`${r2},${c2}`);
        }
      }
      assert.equal(seen.size, h * w);
    }
  }
});

test('rot90 turns clockwise: the top-left corner goes to the top-right', () => {
  assert.deepEqual(image(1, 0, 0, 3, 5), [0, 2]);
  assert.deepEqual(image(3, 0, 0, 3, 5), [4, 0]);
  assert.deepEqual(image(4, 0, 0, 3, 5), [0, 4]);
  assert.deepEqual(image(5, 0, 0, 3, 5), [2, 0]);
});

test('inverses undo and compositions stay in the group (a group of 8)', () => {
  const h = 3;
  const w = 5;
  for (const a of ALL_TRANSFORMS) {
    const inv = inverseTransform(a);
    const [h1, w1] = swapsAxes(a) ? [w, h] : [h, w];
    for (let r = 0; r < h; r++) {
      for (let c = 0; c < w; c++) {
        const [r1, c1] = image(a, r, c, h, w);
        assert.deepEqual(image(inv, r1, c1, h1, w1), [r, c]);
      }
    }
    assert.equal(composeTransforms(a, inv), 0);
    for (const b of ALL_TRANSFORMS) {
      const ab = composeTransforms(a, b);
      const [r1, c1] = image(a, 1, 3, h, w);
      const [h1b, w1b] = swapsAxes(a) ? [w, h] : [h, w];
      assert.deepEqual(image(b, r1, c1, h1b, w1b), image(ab, 1, 3, h, w));
    }
  }
  // rot90 generates the rotations
  assert.equal(composeTransforms(1, 1), 2);
  assert.equal(composeTransforms(2, 1), 3);
});

test('the axis-keeping transforms are the four that map a non-square rectangle to itself', () => {
  assert.deepEqual(
    ALL_TRANSFORMS.filter((t) => !swapsAxes(t)),
    [...AXIS_KEEPING_TRANSFORMS],
  );
});
