import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { parseRegions } from '../../../core/regions/puzzle.js';
import { regionsSolutions } from '../../../core/regions/search.js';
import {
  autoCrosses,
  checkHighlight,
  conflictsOf,
  CROSS,
  cycled,
  EMPTY,
  isSolved,
  marksOf,
  marksParam,
  marksText,
  moved,
  NO_HISTORY,
  parseMarksParam,
  redone,
  STAR,
  undone,
} from './play.js';

// Columns as regions: 4 columns, A…D.
const COLS = parseRegions('ABCD\nABCD\nABCD\nABCD');

const withStars = (n: number, stars: number[]): Uint8Array => {
  const m = new Uint8Array(n * n);
  for (const x of stars) m[x] = STAR;
  return m;
};

test('marks: the state’s text and the URL’s form read back, trailing empties left out', () => {
  fc.assert(
    fc.property(
      fc
        .integer({ min: 1, max: 9 })
        .chain((n) =>
          fc.tuple(
            fc.constant(n),
            fc.array(fc.constantFrom(EMPTY, CROSS, STAR), { minLength: n * n, maxLength: n * n }),
          ),
        ),
      ([n, cells]) => {
        const text = marksText(cells);
        assert.deepEqual(Array.from(marksOf(text)), cells);
        const param = marksParam(text, n);
        if (cells.every((x) => x === EMPTY)) assert.equal(param, null);
        else {
          assert.ok(param !== null && !/_(\.|$)/.test(param), String(param));
          assert.equal(parseMarksParam(param, n), text);
        }
      },
    ),
  );
  assert.equal(marksParam('x*......*', 3), 'xs..__s');
});

test('a click cycles empty → cross → star → empty', () => {
  assert.deepEqual([cycled(EMPTY), cycled(CROSS), cycled(STAR)], [CROSS, STAR, EMPTY]);
});

test('automatic crosses: a star’s neighbours and its full units, never a marked cell', () => {
  // A star at r1c2 (cell 1): its neighbours, its row, its column and its region (column B).
  const m = withStars(4, [1]);
  m[15] = CROSS;
  const auto = autoCrosses(COLS, m);
  const want = new Set([0, 2, 3, 4, 5, 6, 9, 13]);
  for (let i = 0; i < 16; i++) assert.equal(auto[i], want.has(i) ? 1 : 0, `cell ${i}`);
  // A blocked cell beside a star is drawn blocked, not crossed.
  const holed = parseRegions('AB#B\nAACB\nDDCC\nDDDC');
  assert.equal(autoCrosses(holed, withStars(4, [1]))[2], 0);
  assert.equal(autoCrosses(holed, withStars(4, [1]))[3], 1);
});

test('conflicts: touching stars and an over-full unit flag their cells and units', () => {
  // r1c1 and r2c2 touch; r1c1 and r1c4 make row 1 over-full.
  const c = conflictsOf(COLS, withStars(4, [0, 3, 5]));
  assert.deepEqual(
    c.list.map((v) => v.rule),
    ['touch', 'row'],
  );
  assert.deepEqual(
    Array.from(c.cells).flatMap((x, i) => (x ? [i] : [])),
    [0, 3, 5],
  );
  assert.deepEqual(c.units, [{ kind: 'row', index: 0 }]);
  assert.equal(conflictsOf(COLS, withStars(4, [0])).list.length, 0);
});

test('a solution is solved; one star moved is not, and Check says why in words', () => {
  const [sol] = regionsSolutions(COLS, 1);
  const m = withStars(4, Array.from(sol));
  assert.ok(isSolved(COLS, m));
  assert.match(checkHighlight(COLS, m).words, /^Solved/);
  const partial = withStars(4, Array.from(sol).slice(1));
  assert.ok(!isSolved(COLS, partial));
  assert.match(checkHighlight(COLS, partial).words, /No rule broken so far: 3 of 4 stars/);
  const bad = checkHighlight(COLS, withStars(4, [0, 5]));
  assert.match(bad.words, /the stars at r1c1 and r2c2 touch/);
  assert.deepEqual(bad.cells, [0, 5]);
});

test('undo and redo walk the moves both ways; a new move drops what was undone', () => {
  let h = moved(NO_HISTORY, 'a', 'b');
  h = moved(h, 'b', 'c');
  assert.equal(moved(h, 'c', 'c'), h, 'no change, no move');
  const u1 = undone(h, 'c');
  assert.ok(u1 !== null && u1.state === 'b');
  const u2 = undone(u1.history, u1.state);
  assert.ok(u2 !== null && u2.state === 'a');
  assert.equal(undone(u2.history, 'a'), null);
  const r1 = redone(u2.history, 'a');
  assert.ok(r1 !== null && r1.state === 'b');
  const fresh = moved(r1.history, 'b', 'z');
  assert.equal(redone(fresh, 'z'), null);
});
