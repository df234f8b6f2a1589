/**
 * A-Puzzle-A-Day as a game on the page: the day's board (core/tiling/calendar.ts), the eight
 * pieces, each in the tray or placed on the board in one orientation. Plain data, no DOM: the
 * view draws it and turns pointer and key presses into these moves, and the tests play it in
 * Node. A move makes a new game (the old one is what undo goes back to). The drawing it gives
 * the hint (core/tiling/hint.ts) is the tiling text form, a piece's letter on its cells.
 */
import { SQUARE_IDS } from '../../../core/symmetry.js';
import {
  CALENDAR_BOARD,
  CALENDAR_PIECES,
  calendarPicture,
  CLASSIC_CALENDAR,
  type CalendarBoard,
  type CalendarDate,
} from '../../../core/tiling/calendar.js';
import { parsePieceFile } from '../../../core/tiling/pieceFile.js';
import { selectPieces, type PieceCount } from '../../../core/tiling/pieceSets.js';
import { transformShape, type Shape } from '../../../core/tiling/polyomino.js';
import { parseRegionPicture, type Region } from '../../../core/tiling/region.js';

/** One piece of the eight: where it is (null: in the tray) and how it is turned. */
export interface GamePiece {
  readonly letter: string;
  /** Its shape as it is turned now (normalised: row 0 and column 0 are its box's corner). */
  readonly shape: Shape;
  /** The board cell of its box's corner (row * width + col), or null in the tray. */
  readonly at: number | null;
}

export interface CalendarGame {
  /** The board played (classic, or with weekdays) and its date (with its weekday there). */
  readonly board: CalendarBoard;
  readonly date: CalendarDate;
  readonly region: Region;
  readonly kinds: readonly PieceCount[];
  readonly pieces: readonly GamePiece[];
}

/** The boards' width: 7 columns (7 rows on the classic board, 8 with the weekdays). */
export const BOARD_WIDTH = CALENDAR_BOARD[0].length;

/** The label printed on a board cell ('' where the board has no cell). */
export const cellLabel = (g: CalendarGame, cell: number): string =>
  g.board.rows[Math.floor(cell / BOARD_WIDTH)]?.[cell % BOARD_WIDTH] ?? '';

/**
 * A new game for `date` on `board` (its weekday too, on a board with weekdays): every piece in
 * the tray, as the piece file draws it.
 */
export function newGame(date: CalendarDate, board: CalendarBoard = CLASSIC_CALENDAR): CalendarGame {
  const f = parsePieceFile(board.pieces ?? CALENDAR_PIECES, board.name);
  const kinds = selectPieces(f.pieces, f.counts, []);
  return {
    board,
    date,
    region: parseRegionPicture(calendarPicture(date, board), board.name),
    kinds,
    pieces: kinds.map((k) => ({ letter: k.piece.letter, shape: k.piece.shape, at: null })),
  };
}

/** The board cells a piece covers with its corner at `at`, or null where it leaves the board. */
export function cellsAt(region: Region, shape: Shape, at: number): number[] | null {
  const r0 = Math.floor(at / region.width);
  const c0 = at % region.width;
  const out: number[] = [];
  for (const [r, c] of shape.cells) {
    const rr = r0 + r;
    const cc = c0 + c;
    if (rr >= region.height || cc >= region.width) return null;
    out.push(rr * region.width + cc);
  }
  return out;
}

/** Per board cell: the index of the piece on it, −1 for none. */
export function occupancy(g: CalendarGame): Int32Array {
  const owner = new Int32Array(g.region.cells.length).fill(-1);
  g.pieces.forEach((p, i) => {
    if (p.at === null) return;
    for (const c of cellsAt(g.region, p.shape, p.at) ?? []) owner[c] = i;
  });
  return owner;
}

/**
 * The cells piece `i`, turned as `shape`, would cover with its corner at `at`: null unless they
 * are all free cells of the day's board (the piece's own old cells count as free).
 */
export function fitAt(g: CalendarGame, i: number, shape: Shape, at: number): number[] | null {
  const cells = cellsAt(g.region, shape, at);
  if (cells === null) return null;
  const owner = occupancy(g);
  return cells.every((c) => g.region.cells[c] === 1 && (owner[c] === -1 || owner[c] === i))
    ? cells
    : null;
}

function withPiece(g: CalendarGame, i: number, p: GamePiece): CalendarGame {
  return { ...g, pieces: g.pieces.map((q, j) => (j === i ? p : q)) };
}

/** Piece `i` placed (or moved) with its corner at `at`, or null where it does not fit. */
export function place(g: CalendarGame, i: number, shape: Shape, at: number): CalendarGame | null {
  return fitAt(g, i, shape, at) === null ? null : withPiece(g, i, { ...g.pieces[i], shape, at });
}

/** Piece `i` back in the tray, as it is turned. */
export function lift(g: CalendarGame, i: number): CalendarGame {
  return withPiece(g, i, { ...g.pieces[i], at: null });
}

/** A shape turned a quarter clockwise. */
export const rotated = (s: Shape): Shape => transformShape(s, SQUARE_IDS.rot90);

/** A shape turned over (left and right swapped). */
export const flipped = (s: Shape): Shape => transformShape(s, SQUARE_IDS.flipH);

/** The board as the tiling text form draws it: letters, '.' for a free cell, '#' off the board. */
export function drawing(g: CalendarGame): string[] {
  const owner = occupancy(g);
  const rows: string[] = [];
  for (let r = 0; r < g.region.height; r++) {
    let row = '';
    for (let c = 0; c < g.region.width; c++) {
      const cell = r * g.region.width + c;
      row += owner[cell] >= 0 ? g.pieces[owner[cell]].letter : g.region.cells[cell] ? '.' : '#';
    }
    rows.push(row);
  }
  return rows;
}

/** Whether every piece is on the board (then the 41 cells are covered: pieces never overlap). */
export const solved = (g: CalendarGame): boolean => g.pieces.every((p) => p.at !== null);

/**
 * The piece whose letter is `letter`, turned and placed on exactly `cells` (as a hint names
 * them): the turn of its shape that covers them, its corner at their box's corner.
 */
export function placeOn(g: CalendarGame, letter: string, cells: readonly number[]): CalendarGame {
  const i = g.pieces.findIndex((p) => p.letter === letter);
  const w = g.region.width;
  const r0 = Math.min(...cells.map((c) => Math.floor(c / w)));
  const c0 = Math.min(...cells.map((c) => c % w));
  const want = [...cells].sort((a, b) => a - b).join(',');
  let shape = g.kinds[i].piece.shape;
  for (let t = 0; t < 8; t++) {
    const at = r0 * w + c0;
    const got = cellsAt(g.region, shape, at);
    if (got !== null && [...got].sort((a, b) => a - b).join(',') === want) {
      return place(g, i, shape, at) ?? g;
    }
    shape = t === 3 ? flipped(shape) : rotated(shape);
  }
  return g;
}
