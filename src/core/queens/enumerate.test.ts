import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lexCompare, naiveSolutions } from '../../../test/support/naive.js';
import { canonicalForm } from './classes.js';
import { countQueens } from './count.js';
import { forEachSolution, SolutionStream } from './enumerate.js';
import { isSolution, makePlacement } from './placement.js';

function all(n: number, fundamental = false): { cols: number[]; orbit: number }[] {
  const out: { cols: number[]; orbit: number }[] = [];
  const s = new SolutionStream(n, { fundamental });
  for (let c = s.next(); c !== null; c = s.next())
    out.push({ cols: Array.from(c), orbit: s.orbitSize });
  return out;
}

test('the stream lists exactly the naive solutions, in the same (lexicographic) order', () => {
  for (let n = 1; n <= 9; n++) {
    assert.deepEqual(
      all(n).map((x) => x.cols),
      naiveSolutions(n),
      `N=${n}`,
    );
  }
});

test('list length equals the count, entries are valid, sorted and distinct (N ≤ 11)', () => {
  for (let n = 1; n <= 11; n++) {
    const list = all(n).map((x) => x.cols);
    assert.equal(BigInt(list.length), countQueens(n).total, `N=${n}`);
    for (let i = 0; i < list.length; i++) {
      assert.ok(isSolution(makePlacement(list[i])));
      if (i > 0) assert.ok(lexCompare(list[i - 1], list[i]) < 0, 'strictly increasing');
    }
  }
});

test('the fundamental stream is sorted, canonical, and its orbit sizes sum to the total', () => {
  for (let n = 1; n <= 11; n++) {
    const fund = all(n, true);
    const count = countQueens(n);
    assert.equal(BigInt(fund.length), count.fundamental, `N=${n}`);
    let sum = 0;
    for (let i = 0; i < fund.length; i++) {
      const c = canonicalForm(makePlacement(fund[i].cols));
      assert.deepEqual(Array.from(c.placement.cols), fund[i].cols, 'member is canonical');
      assert.equal(c.orbitSize, fund[i].orbit);
      if (i > 0) assert.ok(lexCompare(fund[i - 1].cols, fund[i].cols) < 0);
      sum += fund[i].orbit;
    }
    assert.equal(BigInt(sum), count.total);
  }
});

test('the fundamental stream is the canonical subset of the full stream (N = 1…10)', () => {
  for (let n = 1; n <= 10; n++) {
    const want = all(n)
      .map((x) => x.cols)
      .filter(
        (c) => lexCompare(Array.from(canonicalForm(makePlacement(c)).placement.cols), c) === 0,
      );
    assert.deepEqual(
      all(n, true).map((x) => x.cols),
      want,
      `N = ${n}`,
    );
  }
});

test('forEachSolution visits what the stream yields, and a stream can stop early', () => {
  const seen: string[] = [];
  forEachSolution(6, (c) => seen.push(c.join()));
  assert.deepEqual(
    seen,
    all(6).map((x) => x.cols.join()),
  );
  const s = new SolutionStream(24);
  const first = s.next();
  assert.ok(first && isSolution(makePlacement(first)));
});
