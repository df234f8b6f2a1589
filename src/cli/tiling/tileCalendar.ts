/**
 * `placer tile calendar`: A-Puzzle-A-Day (core/tiling/calendar.ts), on DragonFjord's board, the
 * weekday board (`calendar-weekday`) or a board drawn as text (`--board FILE`). `--date` makes
 * the board with that date's cells left out, a region like any other; `--all-dates` counts every
 * date of the year in one search (core/tiling/calendarCount.ts), one line per date (text, or a
 * JSON object per line), then the fewest and the most.
 */
import {
  CALENDAR_BOARDS,
  calendarDateText,
  calendarPicture,
  hasWeekdays,
  parseCalendarBoard,
  parseCalendarDate,
  WEEKDAY_LABELS,
  type CalendarBoard,
  type CalendarDate,
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
import { readInput } from '../readInput.js';
import { progressLine } from '../progress.js';
import { quoted } from '../../core/text.js';

/** Whether REGION names a calendar board (calendar, calendar-weekday). */
export const isCalendarName = (name: string | undefined): boolean =>
  CALENDAR_BOARDS.some((b) => b.name === name);

/**
 * The board REGION names, or the one --board FILE draws (then REGION is calendar and the pieces
 * are the user's: --pieces).
 */
export function calendarBoard(name: string, boardFile: string | undefined): CalendarBoard {
  if (boardFile !== undefined) {
    if (name !== 'calendar') {
      throw usage(
        'bad-combination',
        `--board draws the calendar's board: placer tile calendar --board FILE`,
      );
    }
    return parseCalendarBoard(
      readInput(boardFile, '--board'),
      boardFile === '-' ? 'stdin' : boardFile,
    );
  }
  const board = CALENDAR_BOARDS.find((b) => b.name === name);
  if (board === undefined) throw new Error(`no calendar board ${name}`);
  return board;
}

/** The board's pieces, as --pieces gives pieces (null for a drawn board: it has none). */
export function calendarPieces(board: CalendarBoard): PiecesInput | null {
  if (board.pieces === null) return null;
  const file = parsePieceFile(board.pieces, board.name);
  return {
    pieces: file.pieces,
    counts: file.counts,
    label: board.name,
    spec: { file: board.pieces },
  };
}

/** The date --date names; a board with weekdays needs the year, for the weekday. */
function dateOn(board: CalendarBoard, text: string): CalendarDate {
  let d;
  try {
    d = parseCalendarDate(text);
  } catch (e) {
    if (isPlacerError(e)) throw usage(e.code, e.message);
    throw e;
  }
  if (hasWeekdays(board) && d.weekday === undefined) {
    throw usage(
      'bad-date',
      `--date ${quoted(text)}: the board ${board.name} has weekdays: give YYYY-MM-DD (its weekday is left uncovered too)`,
    );
  }
  return d;
}

/** A date's name as the output writes it: MM-DD, and its weekday on a board that has them. */
function dateName(board: CalendarBoard, d: CalendarDate): string {
  const wd = hasWeekdays(board) && d.weekday !== undefined ? ` ${WEEKDAY_LABELS[d.weekday]}` : '';
  return `${calendarDateText(d)}${wd}`;
}

/** The board for --date, as a region (with --all-dates, the first date's: each is made later). */
export function calendarRegion(board: CalendarBoard, date: string | undefined): RegionInput {
  const d = date === undefined ? { month: 1, day: 1, weekday: 0 } : dateOn(board, date);
  const label = `${board.name} ${dateName(board, d)}`;
  const picture = calendarPicture(d, board);
  const pieces = calendarPieces(board);
  return {
    region: parseRegionPicture(picture, label),
    label,
    source: picture,
    ...(pieces === null ? {} : { pieces }),
  };
}

/** --all-dates: every date counted (on each weekday, where the board has them), then the fewest and the most. */
export function tileAllDates(
  ctx: CliContext,
  kinds: readonly PieceCount[],
  json: boolean,
  board: CalendarBoard,
  report: { readonly quiet?: boolean; readonly progress?: boolean } = {},
): Outcome {
  let fewest: { date: string; total: bigint } | null = null;
  let most: { date: string; total: bigint } | null = null;
  // One search for all dates (core/tiling/calendarCount.ts), then a line per date.
  const line = progressLine({
    tty: ctx.errIsTTY,
    enabled: report.quiet !== true && (ctx.errIsTTY || report.progress === true),
    everyMs: 2000,
  });
  const counted = countCalendarDates(kinds, 'auto', board, (fraction, tilings) =>
    line.update(`all dates: ${(fraction * 100).toFixed(1)}% searched, ${tilings} tilings so far`),
  );
  line.done();
  for (const { date: d, total } of counted) {
    const date = dateName(board, d);
    if (fewest === null || total < fewest.total) fewest = { date, total };
    if (most === null || total > most.total) most = { date, total };
    if (json) {
      const weekday = d.weekday === undefined ? {} : { weekday: WEEKDAY_LABELS[d.weekday] };
      ctx.out.line(JSON.stringify({ date: calendarDateText(d), ...weekday, total: String(total) }));
    } else ctx.out.line(`${date}  ${total}`);
  }
  if (!json && fewest !== null && most !== null) {
    ctx.err(
      `${counted.length} ${hasWeekdays(board) ? 'dates and weekdays' : 'dates'}: fewest ${fewest.total} (${fewest.date}), most ${most.total} (${most.date})`,
    );
  }
  return 'ok';
}
