import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CALENDAR_PIECES, calendarDateText, calendarPicture } from './calendar.js';
import { countCalendarDates } from './calendarCount.js';
import { parsePieceFile } from './pieceFile.js';
import { pieceSet, selectPieces } from './pieceSets.js';
import { buildTilingProblem } from './problem.js';
import { parseRegionPicture } from './region.js';
import { countTilings } from './tile.js';
import { isPlacerError } from '../errors.js';

const f = parsePieceFile(CALENDAR_PIECES);
const kinds = selectPieces(f.pieces, f.counts, []);

/** Every `step`-th date of the one search against that date counted on its own board. */
function checkDates(step: number): void {
  const all = countCalendarDates(kinds);
  assert.equal(all.length, 366);
  for (let i = 0; i < all.length; i += step) {
    const { date, total } = all[i];
    const own = countTilings(buildTilingProblem(parseRegionPicture(calendarPicture(date)), kinds));
    assert.equal(total, own.total, calendarDateText(date));
  }
}

test('all dates in one search: every 9th date as its own board counts it', () => {
  checkDates(9);
  const at = new Map(countCalendarDates(kinds).map((c) => [calendarDateText(c.date), c.total]));
  assert.equal(at.get('05-21'), 36n);
  assert.equal(at.get('05-01'), 57n);
});

test('all dates with pieces of the wrong area: refused as one date is', () => {
  const pentominoes = selectPieces(pieceSet('pentominoes'), new Map(), []);
  assert.throws(
    () => countCalendarDates(pentominoes),
    (e: unknown) =>
      isPlacerError(e) && /the region has 41 cells but the pieces cover 60/.test(e.message),
  );
});
