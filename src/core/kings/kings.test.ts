import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { play } from '../../../test/support/engineContract.js';
import { oeisTerms } from '../../../test/support/reference.js';
import { checkUnitCount } from '../../../test/support/unitCountContract.js';
import { answer } from '../jobs.js';
import { checkKingsBoard, maxKings, MAX_KINGS_SIDE } from './board.js';
import { countKings, KingsSearch } from './search.js';
import { kingsUnitCount } from './unitCount.js';

test('k kings on n×n boards, n = 0…7, every k: OEIS A193580, row by row', () => {
  const terms = oeisTerms('A193580');
  // Row n holds k = 0…⌈n/2⌉²; row 0 (the empty board) is one term.
  let at = 1;
  for (let n = 1; at < terms.length; n++) {
    for (let k = 0; k <= maxKings(n, n); k++, at++) {
      assert.equal(
        BigInt(countKings({ rows: n, cols: n, kings: k })),
        terms[at],
        `${n}x${n}, ${k}`,
      );
    }
  }
  assert.equal(at, terms.length);
});

/** Every placement by brute force: all subsets of the squares, kept when no two touch. */
function brute(rows: number, cols: number, kings: number): number {
  let count = 0;
  const cells = rows * cols;
  for (let set = 0; set < 1 << cells; set++) {
    let k = 0;
    let ok = true;
    for (let a = 0; a < cells && ok; a++) {
      if (((set >> a) & 1) === 0) continue;
      k++;
      for (let b = a + 1; b < cells; b++) {
        if (((set >> b) & 1) === 0) continue;
        const dr = Math.abs(Math.floor(a / cols) - Math.floor(b / cols));
        const dc = Math.abs((a % cols) - (b % cols));
        if (dr <= 1 && dc <= 1) ok = false;
      }
    }
    if (ok && k === kings) count++;
  }
  return count;
}

test('rectangular boards count as brute force does; listing gives each placement once', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 4 }),
      fc.integer({ min: 1, max: 4 }),
      fc.nat(4),
      (r, c, k) => {
        fc.pre(k <= maxKings(r, c));
        const board = { rows: r, cols: c, kings: k };
        assert.equal(countKings(board), brute(r, c, k));
        const listed = play(
          new KingsSearch(board, { list: true }),
          () => 3,
          () => null,
        );
        assert.equal(listed.statuses.filter((s) => s === 'found').length, brute(r, c, k));
      },
    ),
    { numRuns: 60 },
  );
});

test('the count’s units, run as jobs, add up to the count; bad boards and units are refused', () => {
  const board = { rows: 5, cols: 6, kings: 6 };
  checkUnitCount(
    () => kingsUnitCount(board),
    BigInt(countKings(board)),
    (c) => c.count,
  );
  assert.throws(
    () => checkKingsBoard({ rows: 0, cols: 3, kings: 1 }),
    /rows must be a whole number from 1 to/,
  );
  assert.throws(() => checkKingsBoard({ rows: 3, cols: MAX_KINGS_SIDE + 1, kings: 1 }), /columns/);
  assert.throws(
    () => checkKingsBoard({ rows: 3, cols: 3, kings: 5 }),
    /kings must be a whole number from 0 to 4 on 3x3, got 5/,
  );
  const bad = answer({ type: 'run', unit: 'x', job: { kind: 'kings-count', board, first: 3 } });
  assert.deepEqual(bad.type === 'error' && bad.error.code, 'bad-unit');
});
