import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  attackCount,
  attackedRows,
  attackingPairs,
  isSolution,
  makePlacement,
  type Placement,
} from './placement.js';

/** Pairwise definition of attack, for cross-checking the O(n) line counts. */
function naivePairs(p: Placement): [number, number][] {
  const out: [number, number][] = [];
  for (let a = 0; a < p.n; a++) {
    for (let b = a + 1; b < p.n; b++) {
      const ca = p.cols[a];
      const cb = p.cols[b];
      if (ca < 0 || cb < 0) continue;
      if (ca === cb || Math.abs(ca - cb) === b - a) out.push([a, b]);
    }
  }
  return out;
}

const anyPlacement = fc
  .integer({ min: 1, max: 12 })
  .chain((n) => fc.array(fc.integer({ min: -1, max: n - 1 }), { minLength: n, maxLength: n }))
  .map((cols) => makePlacement(cols));

test('attackCount, attackingPairs and attackedRows agree with the pairwise definition', () => {
  fc.assert(
    fc.property(anyPlacement, (p) => {
      const pairs = naivePairs(p);
      assert.equal(attackCount(p), pairs.length);
      const listed = attackingPairs(p)
        .map((x) => `${x.a},${x.b}`)
        .sort();
      assert.deepEqual(listed, pairs.map(([a, b]) => `${a},${b}`).sort());
      const rows = new Set<number>();
      for (const [a, b] of pairs) rows.add(a).add(b);
      assert.deepEqual(
        attackedRows(p),
        [...rows].sort((x, y) => x - y),
      );
    }),
  );
});

test('attackingPairs names the line and honours the limit', () => {
  const diagonal = makePlacement([0, 1, 2, 3]);
  assert.equal(attackingPairs(diagonal).length, 6);
  assert.ok(attackingPairs(diagonal).every((x) => x.line === 'diagonal'));
  assert.equal(attackingPairs(diagonal, 2).length, 2);
  assert.deepEqual(attackingPairs(makePlacement([1, 1, -1])), [{ a: 0, b: 1, line: 'column' }]);
  assert.deepEqual(attackingPairs(makePlacement([2, 1, 0]))[0].line, 'antidiagonal');
});

test('isSolution needs every row filled and no attack', () => {
  assert.equal(isSolution(makePlacement([1, 3, 0, 2])), true);
  assert.equal(isSolution(makePlacement([1, 3, 0, -1])), false);
  assert.equal(isSolution(makePlacement([0, 2, 1, 3])), false);
});

test('makePlacement refuses a column off the board, naming the row and the range', () => {
  assert.throws(() => makePlacement([0, 5]), {
    name: 'PlacerError',
    message: "row 1's column must be 0 to 1 (0-based) or -1 for an empty row, got 5",
  });
  assert.throws(() => makePlacement([-2]), { name: 'PlacerError' });
  assert.throws(() => makePlacement([0.5, 0]), { name: 'PlacerError' });
  assert.deepEqual([...makePlacement([1, -1]).cols], [1, -1]);
});
