import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  addOrbits,
  ALL_TRANSFORMS,
  applyTo,
  boxGroup,
  burnsideClasses,
  compose,
  divisors,
  imageDims,
  isReflection,
  inverse,
  keepsBox,
  NO_ORBITS,
  noOrbitsOf,
  ORBIT_SIZES,
  orbitClasses,
  orbitCount,
  orbitMembers,
  orbitSizeByStabilizer,
  orbitSizesIn,
  orbitSizesShown,
  RECTANGLE_GROUP,
  SQUARE_GROUP,
  SQUARE_IDS,
  SQUARE_MAPS,
  squareMap,
  subgroup,
  sumOrbits,
  TRANSFORM_NAMES,
  trivialGroup,
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

test('the square group applies exactly the named transforms', () => {
  for (const [h, w] of [
    [3, 5],
    [4, 4],
  ]) {
    for (const t of ALL_TRANSFORMS) {
      assert.deepEqual(imageDims(SQUARE_GROUP, t, [h, w]), swapsAxes(t) ? [w, h] : [h, w]);
      assert.equal(keepsBox(SQUARE_GROUP, t, [h, w]), !swapsAxes(t) || h === w);
      for (let r = 0; r < h; r++) {
        for (let c = 0; c < w; c++) {
          assert.deepEqual(applyTo(SQUARE_GROUP, t, [r, c], [h, w]), image(t, r, c, h, w));
        }
      }
    }
  }
  assert.equal(SQUARE_GROUP.order, 8);
  assert.deepEqual(SQUARE_GROUP.orbitSizes, [...ORBIT_SIZES]);
  assert.deepEqual(
    SQUARE_GROUP.maps.map((m) => m.name),
    [...TRANSFORM_NAMES],
  );
  assert.equal(SQUARE_IDS.rot90, 1);
});

test("SQUARE_MAPS, the square's maps read off once, apply as the group's axis maps do", () => {
  assert.equal(SQUARE_MAPS.length, SQUARE_GROUP.order);
  for (const [h, w] of [
    [3, 5],
    [4, 4],
    [1, 6],
  ]) {
    for (const t of ALL_TRANSFORMS) {
      const { swapsAxes: swaps, mirrorsRow, mirrorsCol } = SQUARE_MAPS[t];
      const [h2, w2] = imageDims(SQUARE_GROUP, t, [h, w]);
      for (let r = 0; r < h; r++) {
        for (let c = 0; c < w; c++) {
          const [R, C] = swaps ? [c, r] : [r, c];
          const byTable = [mirrorsRow ? h2 - 1 - R : R, mirrorsCol ? w2 - 1 - C : C];
          assert.deepEqual(byTable, applyTo(SQUARE_GROUP, t, [r, c], [h, w]), `t=${t} (${r},${c})`);
        }
      }
    }
  }
  assert.throws(() => squareMap(8), RangeError);
  assert.throws(() => transformRow(-1, 0, 0, 2, 2), /not a transform of the square: -1/);
  assert.equal(swapsAxes(9), false);
});

test('the trivial, rectangle and box groups: orders, orbit sizes, closure', () => {
  const trivial = trivialGroup();
  assert.equal(trivial.order, 1);
  assert.deepEqual(trivial.orbitSizes, [1]);
  assert.equal(compose(trivial, 0, 0), 0);
  assert.equal(RECTANGLE_GROUP.order, 4);
  assert.deepEqual(
    RECTANGLE_GROUP.maps.map((m) => m.name),
    ['identity', 'flipH', 'flipV', 'rot180'],
  );
  assert.equal(compose(RECTANGLE_GROUP, 1, 2), 3, 'the two mirrors make the half-turn');
  for (const [group, order] of [
    [boxGroup(false), 24],
    [boxGroup(true), 48],
  ] as const) {
    assert.equal(group.order, order);
    assert.equal(group.dimensions, 3);
    assert.deepEqual(group.orbitSizes, divisors(order));
    const dims = [2, 3, 4];
    for (const a of group.elements) {
      assert.equal(compose(group, a, inverse(group, a)), 0);
      for (const b of group.elements) {
        const p = applyTo(group, a, [1, 0, 3], [4, 4, 4]);
        assert.deepEqual(
          applyTo(group, b, p, [4, 4, 4]),
          applyTo(group, compose(group, a, b), [1, 0, 3], [4, 4, 4]),
        );
      }
      assert.deepEqual(
        applyTo(
          group,
          inverse(group, a),
          applyTo(group, a, [1, 2, 3], dims),
          imageDims(group, a, dims),
        ),
        [1, 2, 3],
      );
    }
  }
  assert.throws(() => subgroup(SQUARE_GROUP, [0, 1], 'not closed'), /not closed/);
});

test('orbit counts under any group: sums, members, classes, Burnside', () => {
  let o = noOrbitsOf(boxGroup(false));
  assert.deepEqual(orbitSizesIn(o), [1, 2, 3, 4, 6, 8, 12, 24]);
  o = addOrbits(o, 24, 5n);
  o = addOrbits(o, 3, 2n);
  assert.equal(orbitMembers(o), 126n);
  assert.equal(orbitClasses(o), 7n);
  const sparse = addOrbits({}, 48, 1n);
  assert.equal(orbitCount(sparse, 2), 0n);
  const s = sumOrbits(o, sparse);
  assert.equal(orbitCount(s, 48), 1n);
  assert.equal(orbitCount(s, 24), 5n);
  assert.deepEqual(orbitSizesShown(sparse, [1, 2]), [1, 2, 48]);
  assert.deepEqual(NO_ORBITS, { 1: 0n, 2: 0n, 4: 0n, 8: 0n });
  assert.deepEqual(sumOrbits(NO_ORBITS, { 1: 1n, 2: 0n, 4: 3n, 8: 2n }), {
    1: 1n,
    2: 0n,
    4: 3n,
    8: 2n,
  });
  // One queen on a 2×2 board: 4 placements, one orbit of 4 (only the diagonals fix a cell).
  const fixed = SQUARE_GROUP.elements.map((g) => {
    let n = 0n;
    for (const cell of [
      [0, 0],
      [0, 1],
      [1, 0],
      [1, 1],
    ]) {
      const [r, c] = applyTo(SQUARE_GROUP, g, cell, [2, 2]);
      if (r === cell[0] && c === cell[1]) n++;
    }
    return n;
  });
  assert.deepEqual(fixed, [4n, 0n, 0n, 0n, 0n, 0n, 2n, 2n]);
  assert.equal(burnsideClasses(fixed), 1n);
  assert.equal(orbitSizeByStabilizer(8, 2), 4);
  assert.throws(() => orbitSizeByStabilizer(8, 3));
});

test('a group is plain data: it survives a structured clone', () => {
  const copy = structuredClone(SQUARE_GROUP);
  assert.deepEqual(copy, SQUARE_GROUP);
  assert.equal(compose(copy, 1, 1), 2);
  assert.deepEqual(
    SQUARE_GROUP.elements.filter((g) => isReflection(SQUARE_GROUP, g)),
    [4, 5, 6, 7],
  );
  assert.equal(boxGroup(true).elements.filter((g) => isReflection(boxGroup(true), g)).length, 24);
});
