/**
 * A-Puzzle-A-Day (DragonFjord's calendar board): 43 cells, the twelve months in two rows of six
 * and the days 1…31 in rows of seven; eight pieces, a 2×3 rectangle and the pentominoes L N P U V
 * Y Z, turned over freely. Each day's puzzle leaves two cells uncovered, its month and its day.
 * With these pieces the published counts are 36 tilings for 21 May and 57 for 1 May (the board
 * and pieces of the solver READMEs that print them); the tests check both.
 */
import { PlacerError } from '../errors.js';
import { quoted } from '../text.js';

/** The board, row by row: each cell's label, '' where the board has no cell. */
export const CALENDAR_BOARD: readonly (readonly string[])[] = [
  ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', ''],
  ['Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec', ''],
  ['1', '2', '3', '4', '5', '6', '7'],
  ['8', '9', '10', '11', '12', '13', '14'],
  ['15', '16', '17', '18', '19', '20', '21'],
  ['22', '23', '24', '25', '26', '27', '28'],
  ['29', '30', '31', '', '', '', ''],
];

/** The eight pieces as a piece file (pieceFile.ts): the rectangle O, then L N P U V Y Z. */
export const CALENDAR_PIECES = `O
###
###

L
####
#...

N
###.
..##

P
###
##.

U
#.#
###

V
###
#..
#..

Y
####
.#..

Z
##.
.#.
.##
`;

/** A day of the year: month 1…12, day 1…31. */
export interface CalendarDate {
  readonly month: number;
  readonly day: number;
}

/** Days in each month of a leap year: every date the board can show, 29 February included. */
const DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Reads `MM-DD` or `YYYY-MM-DD` (a year's own February has 28 or 29 days). */
export function parseCalendarDate(text: string): CalendarDate {
  const m = /^(?:([0-9]{4})-)?([0-9]{1,2})-([0-9]{1,2})$/.exec(text.trim());
  if (m === null) {
    throw new PlacerError('bad-date', `--date must be MM-DD or YYYY-MM-DD, got ${quoted(text)}`);
  }
  const [month, day] = [Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12) {
    throw new PlacerError('bad-date', `--date ${quoted(text)}: the month must be 1…12`);
  }
  const year = m[1] === undefined ? null : Number(m[1]);
  const leap = year === null || (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0));
  const most = month === 2 && !leap ? 28 : DAYS[month - 1];
  if (day < 1 || day > most) {
    throw new PlacerError(
      'bad-date',
      `--date ${quoted(text)}: month ${month} has days 1…${most}${year === null ? '' : ` in ${year}`}`,
    );
  }
  return { month, day };
}

/** Every date the board shows, 1 January to 31 December, 29 February included (366). */
export function calendarDates(): CalendarDate[] {
  const out: CalendarDate[] = [];
  DAYS.forEach((n, i) => {
    for (let d = 1; d <= n; d++) out.push({ month: i + 1, day: d });
  });
  return out;
}

/** `MM-DD`, as --date takes it. */
export const calendarDateText = (d: CalendarDate): string =>
  `${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/** The board as a region picture (region.ts) with the date's month and day cells left out. */
export function calendarPicture(d: CalendarDate): string {
  const month = CALENDAR_BOARD[d.month <= 6 ? 0 : 1][(d.month - 1) % 6];
  return `${CALENDAR_BOARD.map((row) =>
    row
      .map((label) => (label === '' || label === month || label === String(d.day) ? '#' : '.'))
      .join(''),
  ).join('\n')}\n`;
}
