/**
 * A tiling played on the page: the board (a plane region), the pieces, one copy each, each in the
 * tray or placed on the board in one orientation. Plain data, no DOM: the views draw it and turn
 * pointer and key presses into these moves, and the tests play it in Node. A move makes a new
 * game (the old one is what undo goes back to). The drawing it gives the hint (core/tiling/hint.ts)
 * is the tiling text form, a piece's letter on its cells. A-Puzzle-A-Day's games are made by
 * views/calendar/calendarGame.ts, any other plane tiling's by `newPlayGame`.
 */
import { SQUARE_IDS } from '../../../core/symmetry.js';
import {
  copiesText,
  isSingle,
  pieceSize,
  type PieceCount,
} from '../../../core/tiling/pieceSets.js';
import { transformShape, type Shape } from '../../../core/tiling/polyomino.js';
import { planeOrientations } from '../../../core/tiling/problem.js';
import type { Region } from '../../../core/tiling/region.js';
import type { TilingSpec } from '../../../core/tiling/spec.js';

/** One piece: where it is (null: in the tray) and how it is turned. */
export interface GamePiece {
  readonly letter: string;
  /** Its shape as it is turned now (normalised: row 0 and column 0 are its box's corner). */
  readonly shape: Shape;
  /** The board cell of its box's corner (row * width + col), or null in the tray. */
  readonly at: number | null;
}

export interface PlayGame {
  /** What the game is of (a board and a date, a tiling problem): another key is another game. */
  readonly key: string;
  /** The problem as a job names it (the hint's, the print sheet's solution's). */
  readonly spec: TilingSpec;
  /** Each cell's label printed on the board ('' none); null: no labels. */
  readonly labels: readonly string[] | null;
  readonly region: Region;
  readonly kinds: readonly PieceCount[];
  readonly pieces: readonly GamePiece[];
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
export function occupancy(g: PlayGame): Int32Array {
  const owner = new Int32Array(g.region.cells.length).fill(-1);
  g.pieces.forEach((p, i) => {
    if (p.at === null) return;
    for (const c of cellsAt(g.region, p.shape, p.at) ?? []) owner[c] = i;
  });
  return owner;
}

/**
 * The cells piece `i`, turned as `shape`, would cover with its corner at `at`: null unless they
 * are all free cells of the board (the piece's own old cells count as free).
 */
export function fitAt(g: PlayGame, i: number, shape: Shape, at: number): number[] | null {
  const cells = cellsAt(g.region, shape, at);
  if (cells === null) return null;
  const owner = occupancy(g);
  return cells.every((c) => g.region.cells[c] === 1 && (owner[c] === -1 || owner[c] === i))
    ? cells
    : null;
}

function withPiece(g: PlayGame, i: number, p: GamePiece): PlayGame {
  return { ...g, pieces: g.pieces.map((q, j) => (j === i ? p : q)) };
}

/** Piece `i` placed (or moved) with its corner at `at`, or null where it does not fit. */
export function place(g: PlayGame, i: number, shape: Shape, at: number): PlayGame | null {
  return fitAt(g, i, shape, at) === null ? null : withPiece(g, i, { ...g.pieces[i], shape, at });
}

/** Piece `i` back in the tray, as it is turned. */
export function lift(g: PlayGame, i: number): PlayGame {
  return withPiece(g, i, { ...g.pieces[i], at: null });
}

/** A shape turned a quarter clockwise. */
export const rotated = (s: Shape): Shape => transformShape(s, SQUARE_IDS.rot90);

/** A shape turned over (left and right swapped). */
export const flipped = (s: Shape): Shape => transformShape(s, SQUARE_IDS.flipH);

/** The board as the tiling text form draws it: letters, '.' for a free cell, '#' off the board. */
export function drawing(g: PlayGame): string[] {
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

/** Whether every piece is on the board (then every cell is covered: the areas add up, pieces never overlap). */
export const solved = (g: PlayGame): boolean => g.pieces.every((p) => p.at !== null);

/**
 * The piece whose letter is `letter`, turned and placed on exactly `cells` (as a hint names
 * them): the orientation of it that covers them (core's own list), its corner at their box's
 * corner.
 */
export function placeOn(g: PlayGame, letter: string, cells: readonly number[]): PlayGame {
  const i = g.pieces.findIndex((p) => p.letter === letter);
  const w = g.region.width;
  const at =
    Math.min(...cells.map((c) => Math.floor(c / w))) * w + Math.min(...cells.map((c) => c % w));
  const want = [...cells].sort((a, b) => a - b).join(',');
  for (const shape of planeOrientations(g.kinds[i].piece)) {
    const got = cellsAt(g.region, shape, at);
    if (got !== null && got.join(',') === want) return place(g, i, shape, at) ?? g;
  }
  return g;
}

/** The label printed on a board cell ('' where there is none). */
export const cellLabel = (g: PlayGame, cell: number): string => g.labels?.[cell] ?? '';

/**
 * Why a problem cannot be played here, or null: the board must be plane, and the pieces one of
 * each, filling it (oneOfEachFills). A box is packed instead (packing.ts).
 */
export function unplayable(region: Region, kinds: readonly PieceCount[]): string | null {
  if (region.depth > 1) return 'play takes a plane region: this one has layers';
  return oneOfEachFills(region, kinds);
}

/**
 * Why the pieces cannot be played by hand on a region (plane or a box), or null: every piece
 * used exactly once (the tray holds one of each), and their area the region's (so every piece
 * placed means every cell covered).
 */
export function oneOfEachFills(region: Region, kinds: readonly PieceCount[]): string | null {
  const many = kinds.find((k) => !isSingle(k));
  if (many !== undefined) {
    return `play takes one copy of each piece: ${many.piece.name} has the count ${copiesText(many)}`;
  }
  // With every piece placed the board is covered only if the areas agree (`solved` counts on it).
  const area = kinds.reduce((n, k) => n + pieceSize(k.piece), 0);
  return area === region.cellCount
    ? null
    : `the region has ${region.cellCount} cells but the pieces cover ${area}`;
}

/** A new game of a plane tiling problem: every piece in the tray, as its file draws it. */
export function newPlayGame(
  key: string,
  spec: TilingSpec,
  region: Region,
  kinds: readonly PieceCount[],
  labels: readonly string[] | null = null,
): PlayGame {
  return {
    key,
    spec,
    labels,
    region,
    kinds,
    pieces: kinds.map((k) => ({ letter: k.piece.letter, shape: k.piece.shape, at: null })),
  };
}
