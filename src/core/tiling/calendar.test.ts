import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isPlacerError } from '../errors.js';
import {
  CALENDAR_BOARD,
  CALENDAR_PIECES,
  calendarDates,
  calendarPicture,
  parseCalendarDate,
} from './calendar.js';
import { parsePieceFile } from './pieceFile.js';
import { pieceSize } from './pieceSets.js';
import { parseRegionPicture } from './region.js';

test('the board has 43 cells; a date leaves its month and day out, 41 for the 8 pieces', () => {
  assert.equal(CALENDAR_BOARD.flat().filter((l) => l !== '').length, 43);
  const cells = parsePieceFile(CALENDAR_PIECES).pieces.map(pieceSize);
  assert.deepEqual(cells, [6, 5, 5, 5, 5, 5, 5, 5]);
  for (const d of calendarDates()) {
    const rows = calendarPicture(d).trimEnd().split('\n');
    assert.equal(parseRegionPicture(rows.join('\n')).cellCount, 41, `${d.month}-${d.day}`);
    // The two cells left out are the date's own.
    const out = CALENDAR_BOARD.flatMap((row, r) =>
      row.filter((label, c) => label !== '' && rows[r][c] === '#'),
    );
    assert.equal(out.length, 2);
    assert.equal(out[1], String(d.day));
  }
  assert.equal(calendarDates().length, 366);
  assert.deepEqual(
    CALENDAR_BOARD.flatMap((row, r) =>
      row.filter((_, c) => calendarPicture({ month: 5, day: 21 }).split('\n')[r][c] === '#'),
    ),
    ['May', '', '', '21', '', '', '', ''],
  );
});

test('dates: MM-DD, YYYY-MM-DD with that year’s February; anything else is named', () => {
  assert.deepEqual(parseCalendarDate('5-21'), { month: 5, day: 21 });
  // With a year, its weekday (0 Sunday): 29 February 2024 was a Thursday.
  assert.deepEqual(parseCalendarDate('2024-02-29'), { month: 2, day: 29, weekday: 4 });
  assert.deepEqual(parseCalendarDate('02-29'), { month: 2, day: 29 });
  for (const bad of ['2023-02-29', '1900-02-29', '04-31', '00-10', '21/05', '']) {
    assert.throws(
      () => parseCalendarDate(bad),
      (e: unknown) => isPlacerError(e) && e.code === 'bad-date',
      bad,
    );
  }
  assert.deepEqual(parseCalendarDate('2000-02-29'), { month: 2, day: 29, weekday: 2 });
  assert.equal(parseCalendarDate('2026-12-06').weekday, 0, 'a Sunday');
});
