import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { naiveAttacks } from '../../../test/support/naive.js';
import { checkPlacement } from './check.js';
import { attackCount, makePlacement } from './placement.js';

const anyPlacement = fc
  .integer({ min: 1, max: 40 })
  .chain((n) => fc.array(fc.integer({ min: -1, max: n - 1 }), { minLength: n, maxLength: n }));

test('check agrees with the pairwise definition: pairs by line, attacked queens, validity', () => {
  fc.assert(
    fc.property(anyPlacement, (cols) => {
      const n = cols.length;
      const r = checkPlacement(makePlacement(cols), { limit: 1000 });
      const naive = naiveAttacks(cols);
      const by = (l: string): bigint => BigInt(naive.filter((p) => p.line === l).length);
      assert.equal(r.pairs, BigInt(naive.length));
      assert.equal(r.pairsByLine.column, by('column'));
      assert.equal(r.pairsByLine.diagonal, by('diagonal'));
      assert.equal(r.pairsByLine.antidiagonal, by('antidiagonal'));
      const attacked = new Set(naive.flatMap((p) => [p.a, p.b]));
      assert.equal(r.attackedQueens, attacked.size);
      const queens = cols.filter((c) => c >= 0).length;
      assert.equal(r.queens, queens);
      assert.equal(r.firstEmptyRow, cols.indexOf(-1));
      assert.equal(r.valid, queens === n && naive.length === 0);
    }),
  );
});

test('the sample lists each queen with the nearest queen above it on a line, by lower row', () => {
  fc.assert(
    fc.property(anyPlacement, fc.integer({ min: 0, max: 12 }), (cols, limit) => {
      const r = checkPlacement(makePlacement(cols), { limit });
      const naive = naiveAttacks(cols);
      // Expected: for every naive pair (a, b), keep it when no queen between them is on the line.
      const nearest = naive.filter(
        (p) => !naive.some((q) => q.line === p.line && q.b === p.b && q.a > p.a),
      );
      nearest.sort((x, y) => x.b - y.b || x.a - y.a);
      // The sample is the first `limit` of them in this order, counted per line family.
      const firstPerLine = (['column', 'diagonal', 'antidiagonal'] as const).flatMap((l) =>
        nearest.filter((p) => p.line === l).slice(0, limit),
      );
      firstPerLine.sort((x, y) => x.b - y.b || x.a - y.a);
      assert.deepEqual(
        r.sample.map((p) => [p.a, p.b, p.line]),
        firstPerLine.slice(0, limit).map((p) => [p.a, p.b, p.line]),
      );
    }),
  );
});

test('huge counts stay exact: the identity of 10^5 queens has n(n-1)/2 pairs', () => {
  const n = 100_000;
  const cols = new Int32Array(n);
  for (let r = 0; r < n; r++) cols[r] = r;
  const rep = checkPlacement({ n, cols });
  assert.equal(rep.pairs, (BigInt(n) * BigInt(n - 1)) / 2n);
  assert.equal(rep.pairsByLine.diagonal, rep.pairs);
  assert.equal(rep.attackedQueens, n);
  assert.equal(rep.sample.length, 10);
  assert.equal(Number(rep.pairs), attackCount({ n, cols }));
});
