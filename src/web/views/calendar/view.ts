/**
 * The A-Puzzle-A-Day view's entry (tilings family): the date played, MM-DD as `placer tile
 * calendar --date` takes it (none in the URL plays today's date, the player's own clock), and the
 * board: `calendar` or `calendar-weekday`, as `placer tile` names them.
 */
import { parseCalendarDate, type CalendarDate } from '../../../core/tiling/calendar.js';
import { calendarDateText } from '../../../core/tiling/calendar.js';
import { isPlacerError } from '../../../core/errors.js';
import { defineView } from '../define.js';
import { choice, param } from '../../state/params.js';

const date = param<'calendarDate', CalendarDate | null>({
  key: 'calendarDate',
  name: 'date',
  rank: 110,
  initial: () => null,
  parse: (text) => {
    try {
      return { value: parseCalendarDate(text) };
    } catch (e) {
      if (isPlacerError(e))
        return { problem: `${e.message.replace(/^--date /, '')} (using today)` };
      throw e;
    }
  },
  print: (d) => (d === null ? null : calendarDateText(d)),
});

/** The board: DragonFjord's (months and days) or the one with the weekdays too. */
const board = choice({
  key: 'calendarBoard',
  name: 'board',
  rank: 111,
  allowed: ['calendar', 'calendar-weekday'] as const,
  initial: 'calendar',
});

export const calendarView = defineView({
  id: 'calendar',
  label: 'Calendar',
  params: [date, board],
});
