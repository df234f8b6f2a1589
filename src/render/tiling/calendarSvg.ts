/**
 * A-Puzzle-A-Day's day drawn for paper (paperSvg.ts): the board with its labels, the date's cells
 * hatched, and a solution's pieces on page 2.
 */
import {
  CLASSIC_CALENDAR,
  MONTH_LABELS,
  WEEKDAY_LABELS,
  type CalendarBoard,
  type CalendarDate,
} from '../../core/tiling/calendar.js';
import { paperBoardSvg } from './paperSvg.js';

/** Whether a label is the date's month, day or (where it is known) weekday. */
function isDateLabel(date: CalendarDate, label: string): boolean {
  return (
    label === MONTH_LABELS[date.month - 1] ||
    label === String(date.day) ||
    (date.weekday !== undefined && label === WEEKDAY_LABELS[date.weekday])
  );
}

/**
 * The board for `date`: labels on the free cells, the date's cells hatched; with `rows` (a tiling
 * in the text form, a letter per covered cell) each piece's letter and its outline.
 */
export function calendarBoardSvg(
  date: CalendarDate,
  rows: readonly string[] | null,
  board: CalendarBoard = CLASSIC_CALENDAR,
): string {
  const width = board.rows[0].length;
  const weekday = date.weekday !== undefined && board.rows.some((r) => r.includes('Sun'));
  const named = `${MONTH_LABELS[date.month - 1]} ${date.day}${weekday ? ` (${WEEKDAY_LABELS[date.weekday ?? 0]})` : ''}`;
  return paperBoardSvg(
    width,
    board.rows.length,
    `A-Puzzle-A-Day, ${named}${rows === null ? '' : ': a solution'}`,
    (cell) => {
      const label = board.rows[Math.floor(cell / width)][cell % width];
      return label === '' ? null : { label, hatched: isDateLabel(date, label) };
    },
    rows,
  );
}
