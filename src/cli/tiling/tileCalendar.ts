/**
 * `placer tile calendar`: A-Puzzle-A-Day (core/tiling/calendar.ts). `--date MM-DD` makes the board
 * with that date's two cells left out, a region like any other; `--all-dates` counts every date
 * of the year in one search (core/tiling/calendarCount.ts), one line per date (text, or a JSON
 * object per line), then the fewest and the most.
 */
import {
  CALENDAR_PIECES,
  calendarDates,
  calendarDateText,
  calendarPicture,
  parseCalendarDate,
} from '../../core/tiling/calendar.js';
import { isPlacerError } from '../../core/errors.js';
import { parsePieceFile } from '../../core/tiling/pieceFile.js';
import type { PieceCount } from '../../core/tiling/pieceSets.js';
import { countCalendarDates } from '../../core/tiling/calendarCount.js';
import { parseRegionPicture } from '../../core/tiling/region.js';
import type { CliContext } from '../context.js';
import { usage } from '../errors.js';
import type { Outcome } from '../outcome.js';
import type { PiecesInput, RegionInput } from './input.js';

/** The calendar's eight pieces, as --pieces gives pieces. */
export function calendarPieces(): PiecesInput {
  const file = parsePieceFile(CALENDAR_PIECES, 'calendar');
  return {
    pieces: file.pieces,
    counts: file.counts,
    label: 'calendar',
    spec: { file: CALENDAR_PIECES },
  };
}

/** The board for --date, as a region. */
export function calendarRegion(date: string): RegionInput {
  let d;
  try {
    d = parseCalendarDate(date);
  } catch (e) {
    if (isPlacerError(e)) throw usage(e.code, e.message);
    throw e;
  }
  const label = `calendar ${calendarDateText(d)}`;
  const picture = calendarPicture(d);
  return {
    region: parseRegionPicture(picture, label),
    label,
    source: picture,
    pieces: calendarPieces(),
  };
}

/** --all-dates: every date counted, a line each, then the fewest and the most. */
export function tileAllDates(
  ctx: CliContext,
  kinds: readonly PieceCount[],
  json: boolean,
): Outcome {
  let fewest: { date: string; total: bigint } | null = null;
  let most: { date: string; total: bigint } | null = null;
  // One search for all dates (core/tiling/calendarCount.ts), then a line per date.
  for (const { date: d, total } of countCalendarDates(kinds)) {
    const date = calendarDateText(d);
    if (fewest === null || total < fewest.total) fewest = { date, total };
    if (most === null || total > most.total) most = { date, total };
    ctx.out.line(json ? JSON.stringify({ date, total: String(total) }) : `${date}  ${total}`);
  }
  if (!json && fewest !== null && most !== null) {
    ctx.err(
      `${calendarDates().length} dates: fewest ${fewest.total} (${fewest.date}), most ${most.total} (${most.date})`,
    );
  }
  return 'ok';
}
