import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { ALL_TRANSFORMS, applyTo, inverseTransform, SQUARE_GROUP } from '../symmetry.js';
import { lexCompare, naiveImages, naiveSolutions } from '../../../test/support/naive.js';
import {
  canonicalForm,
  canonicalOrbitSize,
  transformPermInto,
  transformPlacement,
} from './classes.js';
import { isSolution, makePlacement } from './placement.js';

test('transformPlacement agrees with mapping every queen, and maps solutions to solutions', () => {
  for (const n of [4, 5, 6, 7, 8]) {
    for (const s of naiveSolutions(n)) {
      const images = naiveImages(s);
      for (const t of ALL_TRANSFORMS) {
        const q = transformPlacement(makePlacement(s), t);
        assert.deepEqual(Array.from(q.cols), images[t]);
        assert.ok(isSolution(q));
      }
    }
  }
});

test('canonical form is the smallest image and the orbit size counts distinct images', () => {
  for (const n of [1, 4, 5, 6, 7, 8, 9]) {
    for (const s of naiveSolutions(n)) {
      const images = naiveImages(s);
      const smallest = images.slice().sort(lexCompare)[0];
      const distinct = new Set(images.map((x) => x.join(','))).size;
      const c = canonicalForm(makePlacement(s));
      assert.deepEqual(Array.from(c.placement.cols), smallest);
      assert.equal(c.orbitSize, distinct);
      assert.deepEqual(
        Array.from(transformPlacement(makePlacement(s), c.transform).cols),
        smallest,
      );
      const fast = canonicalOrbitSize(Int32Array.from(s), new Int32Array(n), new Int32Array(n));
      assert.equal(fast, lexCompare(s, smallest) === 0 ? distinct : 0);
    }
  }
});

test('partial placements (distinct columns) transform and transform back', () => {
  const partialPerm = fc
    .integer({ min: 1, max: 10 })
    .chain((n) =>
      fc.tuple(
        fc.shuffledSubarray(
          Array.from({ length: n }, (_, i) => i),
          { minLength: n, maxLength: n },
        ),
        fc.array(fc.boolean(), { minLength: n, maxLength: n }),
      ),
    )
    .map(([perm, keep]) => makePlacement(perm.map((c, r) => (keep[r] ? c : -1))));
  fc.assert(
    fc.property(partialPerm, (p) => {
      for (const t of ALL_TRANSFORMS) {
        const q = transformPlacement(p, t);
        const queens = (x: typeof p): number => Array.from(x.cols).filter((c) => c >= 0).length;
        assert.equal(queens(q), queens(p));
        assert.deepEqual(
          Array.from(transformPlacement(q, inverseTransform(t)).cols),
          Array.from(p.cols),
        );
      }
    }),
  );
});

test("transformPermInto maps every queen as the square group's axis maps do", () => {
  fc.assert(
    fc.property(
      fc
        .integer({ min: 1, max: 12 })
        .chain((n) => fc.shuffledSubarray([...Array(n).keys()], { minLength: n, maxLength: n })),
      (perm) => {
        const n = perm.length;
        const cols = Int32Array.from(perm);
        const inv = new Int32Array(n);
        for (let r = 0; r < n; r++) inv[cols[r]] = r;
        for (const t of ALL_TRANSFORMS) {
          const want = new Array<number>(n);
          for (let r = 0; r < n; r++) {
            const [r2, c2] = applyTo(SQUARE_GROUP, t, [r, cols[r]], [n, n]);
            want[r2] = c2;
          }
          const out = new Int32Array(n);
          transformPermInto(t, cols, inv, out);
          assert.deepEqual(Array.from(out), want, `t=${t}`);
        }
      },
    ),
  );
});
