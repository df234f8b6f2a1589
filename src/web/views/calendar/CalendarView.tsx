/**
 * A-Puzzle-A-Day, played (tilingPlay/PlayBoard.tsx: drag, turn, undo, hints, a timer): today's
 * date or any other, on DragonFjord's board or the one with the weekdays, and a print sheet of
 * the day (the board and pieces, then a solution). The day's game is calendarGame.ts.
 */
import { useEffect, useMemo } from 'preact/hooks';
import {
  calendarDateText,
  CLASSIC_CALENDAR,
  DAYS_IN_MONTH,
  hasWeekdays,
  MONTH_LABELS,
  WEEKDAY_CALENDAR,
  WEEKDAY_LABELS,
  type CalendarDate,
} from '../../../core/tiling/calendar.js';
import { PrintButton, PrintSheet } from '../../app/PrintSheet.js';
import { calendarBoardSvg } from '../../../render/tiling/calendarSvg.js';
import { piecesSvg } from '../../../render/tiling/paperSvg.js';
import { pageWorkers } from '../../workers/spawn.js';
import { page, update } from '../../store.js';
import { calendarKey, newGame } from './calendarGame.js';
import { PlayBoard } from '../tilingPlay/PlayBoard.js';
import { findSolution, game, past, restart, solutionRows } from '../tilingPlay/session.js';

/** Today, by the player's clock, with its weekday. */
function today(): CalendarDate {
  const d = new Date();
  return { month: d.getMonth() + 1, day: d.getDate(), weekday: d.getDay() };
}

/** The weekday (0 Sunday) of a month and day in the year of today. */
function weekdayThisYear(month: number, day: number): number {
  return new Date(new Date().getFullYear(), month - 1, day).getDay();
}

function DatePicker({
  date,
  isToday,
  weekdays,
}: {
  date: CalendarDate;
  isToday: boolean;
  weekdays: boolean;
}) {
  const set = (month: number, day: number): void =>
    update({ calendarDate: { month, day: Math.min(day, DAYS_IN_MONTH[month - 1]) } });
  return (
    <p class="calendar-date">
      <label>
        Month{' '}
        <select
          value={date.month}
          onChange={(e) => set(Number(e.currentTarget.value), date.day)}
          data-testid="calendar-month"
        >
          {MONTH_LABELS.map((m, i) => (
            <option key={m} value={i + 1}>
              {m}
            </option>
          ))}
        </select>
      </label>{' '}
      <label>
        Day{' '}
        <select
          value={date.day}
          onChange={(e) => set(date.month, Number(e.currentTarget.value))}
          data-testid="calendar-day"
        >
          {Array.from({ length: DAYS_IN_MONTH[date.month - 1] }, (_, d) => (
            <option key={d} value={d + 1}>
              {d + 1}
            </option>
          ))}
        </select>
      </label>{' '}
      <button type="button" disabled={isToday} onClick={() => update({ calendarDate: null })}>
        Today
      </button>{' '}
      <label>
        Board{' '}
        <select
          value={weekdays ? 'calendar-weekday' : 'calendar'}
          onChange={(e) =>
            update({
              calendarBoard:
                e.currentTarget.value === 'calendar-weekday' ? 'calendar-weekday' : 'calendar',
            })
          }
          data-testid="calendar-board-choice"
        >
          <option value="calendar">months and days</option>
          <option value="calendar-weekday">with the weekdays</option>
        </select>
      </label>
      {weekdays && date.weekday !== undefined && (
        <span data-testid="calendar-weekday">
          {' '}
          {WEEKDAY_LABELS[date.weekday]}
          {isToday ? '' : ` (in ${new Date().getFullYear()})`}
        </span>
      )}
    </p>
  );
}

export function CalendarView() {
  const board =
    page.value.calendarBoard === 'calendar-weekday' ? WEEKDAY_CALENDAR : CLASSIC_CALENDAR;
  const picked = page.value.calendarDate ?? today();
  // On the weekday board a date's weekday is this year's (today's own where none was picked).
  const date: CalendarDate = hasWeekdays(board)
    ? { ...picked, weekday: picked.weekday ?? weekdayThisYear(picked.month, picked.day) }
    : { month: picked.month, day: picked.day };
  const key = calendarKey(date, board);
  useEffect(() => {
    if (game.value.key !== key || past.value.length === 0) restart(newGame(date, board));
    findSolution(game.value, pageWorkers().spawn);
  }, [key]);
  const sheet = useMemo(() => {
    const solved = solutionRows.value?.key === key ? solutionRows.value.rows : null;
    return {
      puzzle: [
        { svg: calendarBoardSvg(date, null, board), label: 'the board' },
        { svg: piecesSvg(newGame(date, board).pieces), label: 'the pieces', small: true },
      ],
      solution:
        solved === null
          ? null
          : [{ svg: calendarBoardSvg(date, solved, board), label: 'a solution' }],
    };
  }, [key, solutionRows.value]);
  return (
    <section class="calendar-view" aria-labelledby="view-title">
      <PrintSheet
        title={`A-Puzzle-A-Day: ${MONTH_LABELS[date.month - 1]} ${date.day}`}
        puzzle={sheet.puzzle}
        solution={sheet.solution}
        note={`Cover every cell but the hatched ones (the ${hasWeekdays(board) ? 'month, day and weekday' : 'month and day'}) with the ${game.value.pieces.length} pieces, turned over as you like.`}
      />
      <h2 id="view-title">A-Puzzle-A-Day</h2>
      <p class="note">
        Cover every cell but the date’s{' '}
        {hasWeekdays(board) ? 'month, day and weekday' : 'month and day'} with the{' '}
        {game.value.pieces.length} pieces (turned over as you like). The command line counts them:{' '}
        <code>
          placer tile {board.name} --date {hasWeekdays(board) ? `${new Date().getFullYear()}-` : ''}
          {calendarDateText(date)} --count
        </code>
      </p>
      <DatePicker
        date={date}
        isToday={page.value.calendarDate === null}
        weekdays={hasWeekdays(board)}
      />
      <PlayBoard
        name={`board for ${MONTH_LABELS[date.month - 1]} ${date.day}`}
        testId="calendar"
        onRestart={() => restart(newGame(date, board))}
        buttons={<PrintButton />}
      />
    </section>
  );
}
