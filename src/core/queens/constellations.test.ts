import { test } from 'node:test';
import assert from 'node:assert/strict';
import { naiveImages, naiveSolutions } from '../../../test/support/naive.js';
import { ALL_TRANSFORMS, applyTo, SQUARE_GROUP, SQUARE_IDS } from '../symmetry.js';
import {
  buildFrame,
  constellations,
  countFixed,
  isKeptConstellation,
  stabilizer,
} from './constellations.js';

/** A solution's constellation (t, u, a, b): its queens on row 0, row n-1, column 0, column n-1. */
function constellationOf(s: readonly number[]): number[] {
  const n = s.length;
  return [s[0], s[n - 1], s.indexOf(0), s.indexOf(n - 1)];
}

test('constellations lists every kept tuple, in lexicographic order', () => {
  for (let n = 5; n <= 10; n++) {
    const kept: number[][] = [];
    for (let t = 0; t < n; t++) {
      for (let u = 0; u < n; u++) {
        for (let a = 0; a < n; a++) {
          for (let b = 0; b < n; b++)
            if (isKeptConstellation(n, t, u, a, b)) kept.push([t, u, a, b]);
        }
      }
    }
    assert.deepEqual(constellations(n), kept, `N=${n}`);
  }
});

test("each solution's class has images on exactly one kept constellation", () => {
  for (let n = 5; n <= 9; n++) {
    for (const s of naiveSolutions(n)) {
      const kept = new Set(
        naiveImages(s)
          .map(constellationOf)
          .filter(([t, u, a, b]) => isKeptConstellation(n, t, u, a, b))
          .map((c) => c.join('.')),
      );
      assert.equal(kept.size, 1, `N=${n} ${s.join(' ')}`);
    }
  }
});

test('a kept constellation is fixed only by rotations, and countFixed counts those solutions', () => {
  const rotations: number[] = [SQUARE_IDS.rot90, SQUARE_IDS.rot180, SQUARE_IDS.rot270];
  for (let n = 5; n <= 10; n++) {
    const solutions = naiveSolutions(n);
    for (const c of constellations(n)) {
      const [t, u, a, b] = c;
      const stab = stabilizer(n, t, u, a, b);
      assert.ok(
        stab.every((g) => rotations.includes(g)),
        `N=${n} ${c.join('.')}`,
      );
      const extending = solutions.filter((s) => constellationOf(s).join('.') === c.join('.'));
      // The solutions that g fixes are fixed points of its image map (naiveImages, by id).
      const fixedBy = (g: number): number =>
        extending.filter((s) => naiveImages(s)[g].join() === s.join()).length;
      for (const g of stab) {
        if (g === SQUARE_IDS.rot270) continue; // the same solutions as rot90's
        assert.equal(countFixed(n, t, u, a, b, g as 1 | 2), fixedBy(g), `N=${n} ${c} g=${g}`);
      }
      for (const g of rotations.filter((r) => !stab.includes(r))) assert.equal(fixedBy(g), 0);
    }
  }
});

test("a frame's levels hold the inner rows' cells that no edge queen attacks", () => {
  const n = 8;
  for (const [t, u, a, b] of constellations(n)) {
    const frame = buildFrame(n, t, u, a, b);
    const edges = [
      [0, t],
      [n - 1, u],
      [a, 0],
      [b, n - 1],
    ];
    for (let y = 1; y < n - 1; y++) {
      let want = 0;
      for (let x = 0; x < n; x++) {
        const side = (y === a && x === 0) || (y === b && x === n - 1);
        const sideRow = y === a || y === b;
        const free = edges.every(
          ([ey, ex]) => ex !== x && ey !== y && Math.abs(ey - y) !== Math.abs(ex - x),
        );
        if (sideRow ? side : free) want |= 1 << x;
      }
      assert.equal(frame.free[y - 1], want, `${t}.${u}.${a}.${b} row ${y}`);
    }
    assert.deepEqual(Array.from(frame.free.subarray(n - 2)), [-1, -1, -1], 'sentinels');
  }
});

test("a constellation's stabilizer is the group's elements that map its edge queens onto them", () => {
  for (const n of [5, 8, 9, 12]) {
    for (const [t, u, a, b] of constellations(n)) {
      const cells = [
        [0, t],
        [n - 1, u],
        [a, 0],
        [b, n - 1],
      ];
      const key = (cs: number[][]): string =>
        [...new Set(cs.map((c) => c.join()))].sort().join(' ');
      const fixing = ALL_TRANSFORMS.filter(
        (g) => g !== 0 && key(cells.map((c) => applyTo(SQUARE_GROUP, g, c, [n, n]))) === key(cells),
      );
      assert.deepEqual(stabilizer(n, t, u, a, b), fixing, `N=${n} ${t}.${u}.${a}.${b}`);
    }
  }
});
