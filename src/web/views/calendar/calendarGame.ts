/**
 * A-Puzzle-A-Day's games (tilingPlay/game.ts): the day's board (core/tiling/calendar.ts), its
 * date's cells left out, the labels printed on the cells, the board's own pieces.
 */
import {
  CALENDAR_PIECES,
  calendarDateText,
  calendarPicture,
  CLASSIC_CALENDAR,
  type CalendarBoard,
  type CalendarDate,
} from '../../../core/tiling/calendar.js';
import { parsePieceFile } from '../../../core/tiling/pieceFile.js';
import { selectPieces } from '../../../core/tiling/pieceSets.js';
import { parseRegionPicture } from '../../../core/tiling/region.js';
import { newPlayGame, type PlayGame } from '../tilingPlay/game.js';

/** A game's key: its board, date and weekday. */
export const calendarKey = (date: CalendarDate, board: CalendarBoard): string =>
  `${board.name} ${calendarDateText(date)} ${date.weekday ?? ''}`;

/**
 * A new game for `date` on `board` (its weekday too, on a board with weekdays): every piece in
 * the tray, as the piece file draws it.
 */
export function newGame(date: CalendarDate, board: CalendarBoard = CLASSIC_CALENDAR): PlayGame {
  const file = board.pieces ?? CALENDAR_PIECES;
  const f = parsePieceFile(file, board.name);
  const picture = calendarPicture(date, board);
  return newPlayGame(
    calendarKey(date, board),
    { region: picture, pieces: { file } },
    parseRegionPicture(picture, board.name),
    selectPieces(f.pieces, f.counts, []),
    board.rows.flat(),
  );
}
