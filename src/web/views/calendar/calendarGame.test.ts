import assert from 'node:assert/strict';
import { test } from 'node:test';
import { tilingHint } from '../../../core/tiling/hint.js';
import { checkTilingDrawing } from '../../../core/tiling/checkDrawing.js';
import { WEEKDAY_CALENDAR } from '../../../core/tiling/calendar.js';
import { newGame } from './calendarGame.js';
import {
  cellLabel,
  drawing,
  fitAt,
  flipped,
  lift,
  place,
  placeOn,
  rotated,
  solved,
} from '../tilingPlay/game.js';

test('the day’s board: its month and day are off the board, 41 cells to cover', () => {
  const g = newGame({ month: 5, day: 21 });
  const rows = drawing(g);
  assert.equal(rows.join('').split('.').length - 1, 41);
  // May is row 0, column 4; 21 is row 4, column 6.
  assert.equal(cellLabel(g, 4), 'May');
  assert.equal(rows[0][4], '#');
  assert.equal(cellLabel(g, 4 * 7 + 6), '21');
  assert.equal(rows[4][6], '#');
});

test('a piece fits only on free cells of the board; lift puts it back', () => {
  let g = newGame({ month: 5, day: 21 });
  const o = g.pieces.findIndex((p) => p.letter === 'O');
  // The 2×3 O on Jan…Mar, Jul…Sep.
  assert.deepEqual(fitAt(g, o, g.pieces[o].shape, 0), [0, 1, 2, 7, 8, 9]);
  // Over May (a hole today) or off the right edge: no.
  assert.equal(fitAt(g, o, g.pieces[o].shape, 2), null);
  assert.equal(fitAt(g, o, g.pieces[o].shape, 5), null);
  const placed = place(g, o, g.pieces[o].shape, 0);
  assert.ok(placed);
  g = placed;
  assert.equal(drawing(g)[0].slice(0, 3), 'OOO');
  // Another piece over the O: no; the O itself moved over its own cells: yes.
  const l = g.pieces.findIndex((p) => p.letter === 'L');
  assert.equal(place(g, l, g.pieces[l].shape, 7), null);
  assert.equal(place(g, o, g.pieces[o].shape, 2), null, 'it would cover May');
  assert.ok(place(g, o, g.pieces[o].shape, 1), 'moved one to the right, over its own cells');
  assert.ok(place(g, o, rotated(g.pieces[o].shape), 0));
  g = lift(g, o);
  assert.equal(drawing(g)[0].slice(0, 3), '...');
  assert.equal(g.pieces[o].at, null);
});

test('turns: four quarter turns and two flips give the shape back', () => {
  const s = newGame({ month: 1, day: 1 }).pieces[1].shape;
  assert.deepEqual(rotated(rotated(rotated(rotated(s)))), s);
  assert.deepEqual(flipped(flipped(s)), s);
  assert.notDeepEqual(flipped(s), s);
});

test('hints followed by placeOn solve the day, and the board says solved', () => {
  let g = newGame({ month: 12, day: 25 });
  for (let step = 0; step < 8; step++) {
    assert.equal(solved(g), false);
    const h = tilingHint(g.region, g.kinds, drawing(g));
    assert.equal(h.kind, 'place');
    if (h.kind !== 'place') return;
    g = placeOn(g, h.letter, h.cells);
    assert.deepEqual(drawing(g), h.rows, `step ${step}`);
  }
  assert.equal(solved(g), true);
  assert.equal(checkTilingDrawing(g.region, g.kinds, drawing(g)), null);
});

test('the weekday board: 8 rows, the date’s month, day and weekday off the board, 47 cells', () => {
  const g = newGame({ month: 4, day: 8, weekday: 4 }, WEEKDAY_CALENDAR);
  const rows = drawing(g);
  assert.equal(rows.length, 8);
  assert.equal(rows.join('').split('.').length - 1, 47);
  assert.equal(g.pieces.length, 10);
  // Thu is row 8, column 5.
  assert.equal(cellLabel(g, 7 * 7 + 4), 'Thu');
  assert.equal(rows[7][4], '#');
  assert.equal(rows[7][5], '.', 'Fri is to cover');
});
