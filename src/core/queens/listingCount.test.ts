import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lexCompare, naiveImages, naiveSolutions } from '../../../test/support/naive.js';
import { countQueens, countRows } from './count.js';
import { countPrefix, listingSpaces, spaceOfPrefix } from './listingCount.js';
import { PartTableBuild } from './listingTable.js';

function masks(cols: readonly number[]): [number, number, number] {
  let l = 0;
  let d = 0;
  let r = 0;
  for (const c of cols) {
    const bit = 1 << c;
    l = (l | bit) << 1;
    d |= bit;
    r = (r | bit) >>> 1;
  }
  return [l, d, r];
}

/** Canonical solutions by the naive reference: the smallest of their 8 images. */
function naiveCanonical(n: number): number[][] {
  return naiveSolutions(n).filter((s) => naiveImages(s).every((g) => lexCompare(s, g) <= 0));
}

test('the fundamental stretches hold exactly the classes (N = 1…12)', () => {
  for (let n = 1; n <= 12; n++) {
    let sum = 0;
    for (const s of listingSpaces(n, true)) {
      const [l, d, r] = masks(s.root);
      sum += countPrefix(s, s.root, s.root.length, l, d, r);
    }
    assert.equal(BigInt(sum), countQueens(n).fundamental, `N=${n}`);
  }
});

test('a prefix counts the canonical solutions that start with it (naive reference, N ≤ 9)', () => {
  for (let n = 4; n <= 9; n++) {
    const canon = naiveCanonical(n);
    const spaces = listingSpaces(n, true);
    // Every prefix of every canonical solution, at every depth from its root's length on.
    const seen = new Set<string>();
    for (const sol of canon) {
      const s = spaceOfPrefix(spaces, sol);
      assert.ok(s !== null, `N=${n}: ${sol.join()} lies in a stretch`);
      for (let depth = s.root.length; depth <= n; depth++) {
        const prefix = sol.slice(0, depth);
        const key = prefix.join();
        if (seen.has(key)) continue;
        seen.add(key);
        const want = canon.filter((c) => c.slice(0, depth).join() === key).length;
        const [l, d, r] = masks(prefix);
        assert.equal(countPrefix(s, prefix, depth, l, d, r), want, `N=${n} prefix ${key}`);
      }
    }
  }
});

test('the four-symmetry table build gives every prefix the count of its solutions', () => {
  for (const n of [10, 11]) {
    for (const depth of [2, 3] as const) {
      const build = new PartTableBuild(n, depth);
      while (build.step());
      const full = new Int32Array(n).fill((1 << n) - 1);
      let total = 0;
      const rec = (prefix: number[]): void => {
        if (prefix.length === depth) {
          const [l, d, r] = masks(prefix);
          let key = 0;
          for (const c of prefix) key = key * n + c;
          assert.equal(
            build.counts[key],
            countRows(full, depth, l, d, r),
            `N=${n} ${prefix.join()}`,
          );
          total += build.counts[key];
          return;
        }
        for (let c = 0; c < n; c++) {
          const ok = prefix.every((p, y) => p !== c && Math.abs(p - c) !== prefix.length - y);
          if (ok) rec([...prefix, c]);
        }
      };
      rec([]);
      assert.equal(BigInt(total), countQueens(n).total);
      assert.equal(build.rows, total);
    }
  }
});
