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

/**
 * The calendars' pieces as piece-file blocks (pieceFile.ts): a name, then the drawing. Both
 * boards' piece files are made of them, so a shape the two share is drawn once.
 */
const PIECE_BLOCKS: Readonly<Record<string, string>> = {
  O: '###\n###',
  L: '####\n#...',
  N: '###.\n..##',
  P: '###\n##.',
  T: '###\n.#.\n.#.',
  U: '#.#\n###',
  V: '###\n#..\n#..',
  Y: '####\n.#..',
  Z: '##.\n.#.\n.##',
  I4: '####',
  L4: '###\n#..',
  S4: '.##\n##.',
};

/** A piece file of the named blocks, in this order. */
const pieceFileOf = (names: readonly string[]): string =>
  names.map((n) => `${n}\n${PIECE_BLOCKS[n]}\n`).join('\n');

/** The eight pieces as a piece file (pieceFile.ts): the rectangle O, then L N P U V Y Z. */
export const CALENDAR_PIECES = pieceFileOf(['O', 'L', 'N', 'P', 'U', 'V', 'Y', 'Z']);

/** DragonFjord's board with its pieces: `placer tile calendar`. */
export const CLASSIC_CALENDAR: CalendarBoard = {
  name: 'calendar',
  rows: CALENDAR_BOARD,
  pieces: CALENDAR_PIECES,
};

/**
 * The weekday board (`placer tile calendar-weekday`): the months and days as on the classic
 * board, then Sun Mon Tue Wed after 31 and Thu Fri Sat under them (50 cells, 8 rows of 7), and
 * ten pieces, the pentominoes L N P T U V Z and the tetrominoes I L S: a date leaves its month,
 * day and weekday uncovered. Board and pieces as the README of the solver
 * Ankitsrn/Daily-Calendar-Puzzle draws them in its example solution (8 April, a Thursday), which
 * the tests check is a tiling of this board.
 */
export const WEEKDAY_CALENDAR: CalendarBoard = {
  name: 'calendar-weekday',
  rows: [
    ...CALENDAR_BOARD.slice(0, 6),
    ['29', '30', '31', 'Sun', 'Mon', 'Tue', 'Wed'],
    ['', '', '', '', 'Thu', 'Fri', 'Sat'],
  ],
  pieces: pieceFileOf(['L', 'N', 'P', 'T', 'U', 'V', 'Z', 'I4', 'L4', 'S4']),
};

/** The boards by name, as `placer tile` takes them for its region. */
export const CALENDAR_BOARDS: readonly CalendarBoard[] = [CLASSIC_CALENDAR, WEEKDAY_CALENDAR];

/** Whether the board has the weekdays (a date then leaves three cells uncovered). */
export const hasWeekdays = (b: CalendarBoard): boolean => b.rows.some((r) => r.includes('Sun'));

/**
 * A board drawn as text: a row per line, its cells' labels apart by spaces (Jan…Dec, 1…31,
 * Sun…Sat), `-` where the board has no cell. Every month and every day must have one cell, the
 * weekdays one each or none; what is wrong is named with its line.
 */
export function parseCalendarBoard(text: string, where = 'board'): CalendarBoard {
  const bad = (message: string): never => {
    throw new PlacerError('bad-region', `${where}: ${message}`);
  };
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  if (lines.length === 0)
    bad('the board is empty: a row of labels per line (Jan, 1, Sun, - for no cell)');
  const known = new Set<string>([
    ...MONTH_LABELS,
    ...WEEKDAY_LABELS,
    ...Array.from({ length: 31 }, (_, d) => String(d + 1)),
  ]);
  const seen = new Map<string, number>();
  const rows = lines.map((line, r) =>
    line
      .trim()
      .split(/\s+/)
      .map((word) => {
        if (word === '-') return '';
        if (!known.has(word)) {
          bad(
            `line ${r + 1}: ${quoted(word)} is not a label (Jan…Dec, 1…31, Sun…Sat, or - for no cell)`,
          );
        }
        const before = seen.get(word);
        if (before !== undefined)
          bad(`line ${r + 1}: ${quoted(word)} is on the board twice (first on line ${before})`);
        seen.set(word, r + 1);
        return word;
      }),
  );
  const width = Math.max(...rows.map((r) => r.length));
  const missing = [...MONTH_LABELS, ...Array.from({ length: 31 }, (_, d) => String(d + 1))].filter(
    (l) => !seen.has(l),
  );
  if (missing.length > 0)
    bad(
      `the board has no cell for ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ', …' : ''} (every month and day needs one)`,
    );
  const weekdays = WEEKDAY_LABELS.filter((l) => seen.has(l));
  if (weekdays.length > 0 && weekdays.length < 7) {
    bad(`the board has ${weekdays.length} of the 7 weekdays (all of them, or none)`);
  }
  // Short rows end in cells the board does not have.
  return {
    name: where,
    rows: rows.map((r) => [...r, ...Array<string>(width - r.length).fill('')]),
    pieces: null,
  };
}

/** A day of the year: month 1…12, day 1…31; its weekday (0 Sunday … 6 Saturday) where known. */
export interface CalendarDate {
  readonly month: number;
  readonly day: number;
  readonly weekday?: number;
}

/** The months' labels, Jan…Dec, as boards print them. */
export const MONTH_LABELS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;
/** The weekdays' labels, Sun…Sat (a date's weekday 0…6 is its index). */
export const WEEKDAY_LABELS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/**
 * A calendar board: each cell's label row by row ('' where the board has no cell), and the
 * pieces that go with it (a piece file; null for a board drawn by the user, who names them).
 * Every month and every day 1…31 has one cell; the weekdays have one each or none.
 */
export interface CalendarBoard {
  readonly name: string;
  readonly rows: readonly (readonly string[])[];
  readonly pieces: string | null;
}

/** Days in each month of a leap year: every date the board can show, 29 February included. */
export const DAYS_IN_MONTH: readonly number[] = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

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
  const most = month === 2 && !leap ? 28 : DAYS_IN_MONTH[month - 1];
  if (day < 1 || day > most) {
    throw new PlacerError(
      'bad-date',
      `--date ${quoted(text)}: month ${month} has days 1…${most}${year === null ? '' : ` in ${year}`}`,
    );
  }
  if (year === null) return { month, day };
  return { month, day, weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay() };
}

/** Every date the board shows, 1 January to 31 December, 29 February included (366). */
export function calendarDates(): CalendarDate[] {
  const out: CalendarDate[] = [];
  DAYS_IN_MONTH.forEach((n, i) => {
    for (let d = 1; d <= n; d++) out.push({ month: i + 1, day: d });
  });
  return out;
}

/** `MM-DD`, as --date takes it. */
export const calendarDateText = (d: CalendarDate): string =>
  `${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/**
 * The board as a region picture (region.ts) with the date's cells left out: its month and day, and
 * its weekday on a board that has them.
 */
export function calendarPicture(d: CalendarDate, board: CalendarBoard = CLASSIC_CALENDAR): string {
  const month = MONTH_LABELS[d.month - 1];
  const weekday = d.weekday === undefined ? null : WEEKDAY_LABELS[d.weekday];
  const out = (label: string): boolean =>
    label === '' || label === month || label === String(d.day) || label === weekday;
  return `${board.rows.map((row) => row.map((label) => (out(label) ? '#' : '.')).join('')).join('\n')}\n`;
}
