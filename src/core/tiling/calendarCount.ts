/**
 * Every date of a calendar board counted in one search. A date's puzzle is the whole board with
 * its month cell and its day cell (and, on a board with weekdays, its weekday's) left uncovered;
 * so the tilings of all dates at once are the tilings of the whole board by the pieces and one
 * monomino per kind of label: a month hole that may only sit on a month cell, a day hole on a
 * day cell, a weekday hole on a weekday cell. One search lists them (about 25,000 for the classic
 * board) and each is counted for the date its holes show: the upper levels of the tree, shared by
 * many dates, are searched once instead of once per date (`npm run bench -- play` counts the
 * nodes both ways). Pairs that are no date (30 February, 31 April, …) are searched
 * as well and left out.
 */
import {
  calendarDates,
  calendarPicture,
  CLASSIC_CALENDAR,
  hasWeekdays,
  MONTH_LABELS,
  WEEKDAY_LABELS,
  type CalendarBoard,
  type CalendarDate,
} from './calendar.js';
import { makeShape } from './polyomino.js';
import type { PieceCount } from './pieceSets.js';
import { buildTilingProblem, checkFeasible, type TilingProblem } from './problem.js';
import { parseRegionPicture } from './region.js';
import { TilingSearch } from './tile.js';
import type { EngineChoice } from './tilingEngine.js';

/** One date's count (with its weekday on a board that has them). */
export interface CalendarDateCount {
  readonly date: CalendarDate;
  readonly total: bigint;
}

/** The board with every labelled cell a cell. */
function wholeBoard(board: CalendarBoard): string {
  return `${board.rows.map((row) => row.map((l) => (l === '' ? '#' : '.')).join('')).join('\n')}\n`;
}

/** A monomino kind used exactly once. */
const hole = (name: string): PieceCount => ({
  piece: { name, letter: name[0], shape: makeShape([[0, 0]]), oneSided: false },
  count: 1,
});

/** Which hole may sit on a label: 0 a month's, 1 a day's, 2 a weekday's. */
function holeOf(label: string): number {
  if ((MONTH_LABELS as readonly string[]).includes(label)) return 0;
  if ((WEEKDAY_LABELS as readonly string[]).includes(label)) return 2;
  return 1;
}

/**
 * The count of every date the board shows (calendarDates' order; on a board with weekdays, each
 * date on each of the seven weekdays, Sunday first) with these pieces. Pieces whose area is not
 * a day's are refused as a single date's count refuses them. `onProgress`: how far the search
 * is (a fraction), the tilings listed and the nodes searched, now and then and once at the end.
 */
export function countCalendarDates(
  kinds: readonly PieceCount[],
  engine: EngineChoice = 'auto',
  board: CalendarBoard = CLASSIC_CALENDAR,
  onProgress?: (fraction: number, tilings: number, nodes: number) => void,
): CalendarDateCount[] {
  const weekdays = hasWeekdays(board);
  const dates = calendarDates().flatMap((d) =>
    weekdays ? WEEKDAY_LABELS.map((_, weekday) => ({ ...d, weekday })) : [d],
  );
  // The same refusal (with the same words) as one date's count.
  checkFeasible(buildTilingProblem(parseRegionPicture(calendarPicture(dates[0], board)), kinds));
  const holes = weekdays ? 3 : 2;
  const first = kinds.length;
  const all = [...kinds, hole('month'), hole('day'), ...(weekdays ? [hole('weekday')] : [])];
  const region = parseRegionPicture(wholeBoard(board), board.name);
  const width = region.width;
  const label = (cell: number): string => board.rows[Math.floor(cell / width)][cell % width];
  const built = buildTilingProblem(region, all);
  const placements = built.placements.filter(
    (p) => p.kind < first || holeOf(label(p.cells[0])) === p.kind - first,
  );
  const byKind: number[][] = all.map(() => []);
  placements.forEach((p, id) => byKind[p.kind].push(id));
  const problem: TilingProblem = { region, kinds: all, placements, byKind };

  // Tilings by their holes' cells, in base N (the grid's size): month, day, weekday.
  const n = region.cells.length;
  const byHoles = new Map<number, bigint>();
  const search = new TilingSearch(problem, { mode: 'list', symmetry: 'none', engine });
  let found = 0;
  while (search.run() === 'found') {
    // The weekday board lists millions: a report every 2^16 tilings.
    if ((++found & 0xffff) === 0) onProgress?.(search.fraction(), found, search.nodes);
    const at = [0, 0, 0];
    for (const id of search.tiling) {
      const p = placements[id];
      if (p.kind >= first) at[p.kind - first] = p.cells[0];
    }
    const key = (at[0] * n + at[1]) * n + at[2];
    byHoles.set(key, (byHoles.get(key) ?? 0n) + 1n);
  }
  onProgress?.(1, found, search.nodes);
  const cellOf = new Map<string, number>();
  for (let cell = 0; cell < n; cell++) if (label(cell) !== '') cellOf.set(label(cell), cell);
  const at = (l: string): number => cellOf.get(l) ?? 0;
  return dates.map((date) => {
    const m = at(MONTH_LABELS[date.month - 1]);
    const d = at(String(date.day));
    const w = holes === 3 && date.weekday !== undefined ? at(WEEKDAY_LABELS[date.weekday]) : 0;
    return { date, total: byHoles.get((m * n + d) * n + w) ?? 0n };
  });
}
