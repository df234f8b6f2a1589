import { test } from 'node:test';
import assert from 'node:assert/strict';
import { queensReference } from '../../../test/support/reference.js';
import { lexCompare, naiveImages, naiveSolutions } from '../../../test/support/naive.js';
import { expectedOrbits } from '../../../test/support/orbits.js';
import { countQueens, countSubproblem, planCount, subproblemFromId, summarize } from './count.js';

test('total and fundamental match OEIS A000170 / A002562 for N = 1…14', () => {
  for (const ref of queensReference.filter((r) => r.n <= 14)) {
    const c = countQueens(ref.n);
    assert.equal(c.total, ref.total, `total N=${ref.n}`);
    assert.equal(c.fundamental, ref.fundamental, `fundamental N=${ref.n}`);
    const o = c.orbits;
    assert.equal(o[1] + o[2] + o[4] + o[8], c.fundamental);
    assert.equal(o[1] + 2n * o[2] + 4n * o[4] + 8n * o[8], c.total);
  }
});

test('the orbit breakdown matches OEIS A260320 / A260318 for N = 1…14', () => {
  for (const ref of queensReference.filter((r) => r.n <= 14)) {
    assert.deepEqual(
      countQueens(ref.n).orbits,
      expectedOrbits(ref.n, ref.fundamental),
      `N=${ref.n}`,
    );
  }
});

test('the orbit breakdown matches a naive classification (N ≤ 9)', () => {
  for (let n = 1; n <= 9; n++) {
    const bySize = new Map<number, number>();
    for (const s of naiveSolutions(n)) {
      const images = naiveImages(s);
      if (lexCompare(images.slice().sort(lexCompare)[0], s) !== 0) continue;
      const size = new Set(images.map((x) => x.join())).size;
      bySize.set(size, (bySize.get(size) ?? 0) + 1);
    }
    const c = countQueens(n);
    for (const size of [1, 2, 4, 8] as const) {
      assert.equal(c.orbits[size], BigInt(bySize.get(size) ?? 0), `N=${n} orbit ${size}`);
    }
  }
});

test('any split depth gives the same count; ids are stable and parse back', () => {
  for (const n of [8, 11, 12]) {
    const want = countQueens(n, { extraRows: 0 });
    for (const extra of [1, 2, 3]) {
      const plan = planCount(n, extra);
      const ids = plan.map((s) => s.id);
      assert.equal(new Set(ids).size, ids.length, 'ids are unique');
      assert.deepEqual(planCount(n, extra), plan, 'plans are deterministic');
      const got = summarize(
        n,
        plan.map((s) => {
          const back = subproblemFromId(n, s.id);
          assert.deepEqual(back, s);
          return countSubproblem(n, back!);
        }),
      );
      assert.deepEqual(got, want, `N=${n} extraRows=${extra}`);
    }
  }
});

test('ids of constellations that are not the kept member of their orbit are refused', () => {
  const n = 9;
  const m = n - 1;
  for (const sub of planCount(n, 0)) {
    const [t, u, a, b] = sub.prefix;
    // The same constellation seen in a mirror (flipH) or turned by 90°: the same classes.
    for (const [t2, u2, a2, b2] of [
      [m - t, m - u, b, a],
      [m - a, m - b, u, t],
    ]) {
      const id = `${t2}.${u2}.${a2}.${b2}`;
      if (id !== sub.id) assert.equal(subproblemFromId(n, id), null, id);
    }
  }
  assert.equal(subproblemFromId(n, '3.5.3.6'), null, 'attacking edge queens');
  assert.equal(subproblemFromId(n, '0.4.3.2'), null, 'corner queen missing from column 0');
});

// The lexicographically first solutions (the first that plain backtracking finds), N = 28…32.
// They have a corner queen, so their constellations have no symmetry.
const FIRST_SOLUTIONS = [
  [
    0, 2, 4, 1, 3, 8, 10, 12, 14, 16, 22, 24, 21, 27, 25, 23, 26, 6, 11, 15, 17, 7, 9, 13, 19, 5,
    20, 18,
  ],
  [
    0, 2, 4, 1, 3, 8, 10, 12, 14, 5, 19, 23, 25, 20, 28, 26, 24, 27, 7, 11, 6, 15, 9, 16, 21, 13,
    17, 22, 18,
  ],
  [
    0, 2, 4, 1, 3, 8, 10, 12, 14, 6, 22, 25, 27, 24, 21, 23, 29, 26, 28, 15, 11, 9, 7, 5, 17, 19,
    16, 13, 20, 18,
  ],
  [
    0, 2, 4, 1, 3, 8, 10, 12, 14, 5, 17, 22, 25, 27, 30, 24, 26, 29, 6, 16, 28, 13, 9, 7, 19, 11,
    15, 18, 21, 23, 20,
  ],
  [
    0, 2, 4, 1, 3, 8, 10, 12, 14, 5, 17, 23, 25, 29, 24, 30, 27, 31, 26, 28, 15, 18, 9, 7, 16, 11,
    20, 6, 13, 22, 19, 21,
  ],
];

/** Completions of rows k…n-2 of `cols` (rows 0…k-1 and n-1 kept), checked pairwise. */
function naiveCompletions(cols: readonly number[], k: number): number {
  const n = cols.length;
  const rows = cols.slice();
  const free = [...Array(n).keys()].filter(
    (c) => !cols.slice(0, k).includes(c) && c !== cols[n - 1],
  );
  let found = 0;
  const rec = (y: number, left: number[]): void => {
    if (y === n - 1) {
      for (let a = 0; a < n; a++) {
        for (let b = a + 1; b < n; b++) if (Math.abs(rows[a] - rows[b]) === b - a) return;
      }
      found++;
      return;
    }
    for (const c of left) {
      rows[y] = c;
      rec(
        y + 1,
        left.filter((x) => x !== c),
      );
    }
  };
  rec(k, free);
  return found;
}

test('32-bit boards: deep subproblems at N = 28…32 count their completions', () => {
  for (const sol of FIRST_SOLUTIONS) {
    const n = sol.length;
    assert.equal(naiveCompletions(sol, n - 1), 1, `N=${n}: a solution`);
    const kept = new Set(planCount(n, 0).map((s) => s.id));
    const image: number[] | undefined = naiveImages(sol).find((p) =>
      kept.has(`${p[0]}.${p[n - 1]}.${p.indexOf(0)}.${p.indexOf(n - 1)}`),
    );
    if (image === undefined) {
      assert.fail(`N=${n}: no image of the solution extends a kept constellation`);
    }
    for (const left of [3, 6]) {
      const k = n - 2 - left; // inner rows 1…k pre-placed, `left` rows to search
      const edges: number[] = [image[0], image[n - 1], image.indexOf(0), image.indexOf(n - 1)];
      const id: string = `${edges.join('.')}-${image.slice(1, k + 1).join('.')}`;
      const sub = subproblemFromId(n, id);
      if (sub === null) assert.fail(`${id} refused`);
      assert.deepEqual(
        countSubproblem(n, sub),
        { c1: 0, c2: 0, c4: 0, c8: naiveCompletions(image, k + 1) },
        `N=${n} ${id}`,
      );
    }
  }
});

test('malformed subproblem ids are refused', () => {
  assert.equal(subproblemFromId(8, '1.x'), null);
  assert.equal(subproblemFromId(8, '1.2.3'), null);
  assert.equal(subproblemFromId(8, '01.6.7.3'), null);
  assert.equal(subproblemFromId(8, '9'), null);
  assert.equal(subproblemFromId(8, 'all'), null);
  assert.deepEqual(subproblemFromId(3, 'all'), { id: 'all', prefix: [] });
});

test('counts are exact past 2^53 when summed (bigint arithmetic)', () => {
  const big = summarize(27, [
    { c1: 0, c2: 0, c4: 0, c8: 2 ** 52 },
    { c1: 0, c2: 0, c4: 0, c8: 2 ** 52 + 1 },
  ]);
  assert.equal(big.total, 8n * (2n ** 53n + 1n));
  assert.equal(big.fundamental, 2n ** 53n + 1n);
});

test('n out of range is refused', () => {
  for (const bad of [0, 33, 2.5, NaN]) {
    assert.throws(() => planCount(bad), { name: 'PlacerError', message: /1…32, got/ });
  }
  assert.throws(() => countQueens(40), {
    name: 'PlacerError',
    message: 'N must be a whole number 1…32, got 40',
  });
});
