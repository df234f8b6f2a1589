import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  CALENDAR_PIECES,
  calendarDateText,
  calendarPicture,
  WEEKDAY_CALENDAR,
} from './calendar.js';
import { countCalendarDates } from './calendarCount.js';
import { parsePieceFile } from './pieceFile.js';
import { selectPieces } from './pieceSets.js';
import { buildTilingProblem } from './problem.js';
import { parseRegionPicture } from './region.js';
import { countTilings } from './tile.js';
import { tilingDlx } from './tilingJobs.js';
import { parseDlx } from '../cover/dlxFormat.js';
import { countExactCover } from '../cover/coverSearch.js';

test('all dates in one search: each of the 366 as its own board counts it, on both engines', () => {
  const f = parsePieceFile(CALENDAR_PIECES);
  const kinds = selectPieces(f.pieces, f.counts, []);
  const all = countCalendarDates(kinds, 'bits');
  assert.deepEqual(countCalendarDates(kinds, 'dlx'), all);
  for (const { date, total } of all) {
    const own = countTilings(buildTilingProblem(parseRegionPicture(calendarPicture(date)), kinds));
    assert.equal(total, own.total, calendarDateText(date));
  }
});

test('the weekday board in one search: 366 dates × 7 weekdays, a sample as its own board counts it', () => {
  const f = parsePieceFile(WEEKDAY_CALENDAR.pieces ?? '');
  const kinds = selectPieces(f.pieces, f.counts, []);
  const all = countCalendarDates(kinds, 'auto', WEEKDAY_CALENDAR);
  assert.equal(all.length, 366 * 7);
  // Every 97th (a stride prime to 7, so every weekday is met).
  for (let i = 0; i < all.length; i += 97) {
    const { date, total } = all[i];
    const own = countTilings(
      buildTilingProblem(parseRegionPicture(calendarPicture(date, WEEKDAY_CALENDAR)), kinds),
    );
    assert.equal(total, own.total, `${calendarDateText(date)} weekday ${date.weekday}`);
  }
});

test('every date: the one search agrees with the exact-cover engine on the date’s DLX text', () => {
  // The DLX text that `placer tile calendar --date D --dlx` writes, read back and counted by
  // `placer cover`'s engine: a second engine and a second form of each date's problem.
  const f = parsePieceFile(CALENDAR_PIECES);
  const kinds = selectPieces(f.pieces, f.counts, []);
  for (const { date, total } of countCalendarDates(kinds)) {
    const problem = buildTilingProblem(parseRegionPicture(calendarPicture(date)), kinds);
    const { count } = countExactCover(parseDlx(tilingDlx(problem)).problem);
    assert.equal(count, total, calendarDateText(date));
  }
});
