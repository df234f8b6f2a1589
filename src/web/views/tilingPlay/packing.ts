/**
 * A packing of a 3-D region built on the page piece by piece: which pieces are in the box and on
 * which cells. There is no dragging a solid piece on a flat screen, so the player places pieces
 * as the CLI's `--hint PLACED` reads them (the layers drawn in the tiling text form, typed or
 * edited) and from hints; a piece is taken off by its letter. Plain data, no DOM: a move makes a
 * new game, the old one is what undo goes back to. The drawing is read by core's own reader of a
 * placed drawing (core/tiling/hint.ts), the one the hint job reads it with.
 */
import { readPlaced } from '../../../core/tiling/hint.js';
import type { PieceCount } from '../../../core/tiling/pieceSets.js';
import type { Region } from '../../../core/tiling/region.js';
import type { TilingSpec } from '../../../core/tiling/spec.js';
import { drawingFromParts, type TilingDrawing } from '../../../render/tiling/tiling.js';
import { errorMessage } from '../../../core/errors.js';

export interface PackingGame {
  /** What the game is of: another key is another game. */
  readonly key: string;
  readonly spec: TilingSpec;
  readonly region: Region;
  readonly kinds: readonly PieceCount[];
  /** Per kind (one copy each): the cells its piece is on, or null while it is out of the box. */
  readonly placed: readonly (readonly number[] | null)[];
}

/** An empty box. */
export function newPackingGame(
  key: string,
  spec: TilingSpec,
  region: Region,
  kinds: readonly PieceCount[],
): PackingGame {
  return { key, spec, region, kinds, placed: kinds.map(() => null) };
}

/** Per cell: the kind of the piece on it, −1 for none. */
function owners(g: PackingGame): Int32Array {
  const owner = new Int32Array(g.region.cells.length).fill(-1);
  g.placed.forEach((cells, k) => cells?.forEach((c) => (owner[c] = k)));
  return owner;
}

/**
 * The box as the hint reads it: the layers' rows one after another (bottom layer first), a
 * piece's letter on its cells, '.' for an empty cell, '#' off the region.
 */
export function packingRows(g: PackingGame): string[] {
  const { width, cells } = g.region;
  const owner = owners(g);
  const rows: string[] = [];
  for (let at = 0; at < cells.length; at += width) {
    let row = '';
    for (let i = at; i < at + width; i++) {
      row += owner[i] >= 0 ? g.kinds[owner[i]].piece.letter : cells[i] === 1 ? '.' : '#';
    }
    rows.push(row);
  }
  return rows;
}

/** The rows as the player reads and types them: a blank line between two layers. */
export function packingText(g: PackingGame): string {
  const rows = packingRows(g);
  const { height, depth } = g.region;
  const layers: string[] = [];
  for (let z = 0; z < depth; z++) layers.push(rows.slice(z * height, (z + 1) * height).join('\n'));
  return layers.join('\n\n');
}

/**
 * The game with the pieces a typed drawing places (layers split by blank lines or not at all),
 * or the reader's one-line complaint about it.
 */
export function fromText(g: PackingGame, text: string): PackingGame | string {
  const rows = text
    .split(/\r?\n/)
    .map((r) => r.trimEnd())
    .filter((r) => r !== '');
  try {
    const patches = readPlaced(g.region, g.kinds, rows, 'the box');
    const placed: (number[] | null)[] = g.kinds.map(() => null);
    for (const p of patches) placed[p.kind] = p.cells;
    return { ...g, placed };
  } catch (e) {
    return errorMessage(e);
  }
}

/** The piece with this letter put on these cells (as a hint names them); free cells only. */
export function putOn(g: PackingGame, letter: string, cells: readonly number[]): PackingGame {
  const k = g.kinds.findIndex((x) => x.piece.letter === letter);
  if (k < 0 || g.placed[k] !== null) return g;
  const owner = owners(g);
  if (cells.some((c) => owner[c] >= 0 || g.region.cells[c] !== 1)) return g;
  return { ...g, placed: g.placed.map((p, j) => (j === k ? [...cells] : p)) };
}

/** The piece of kind `k` taken out of the box. */
export function takeOut(g: PackingGame, k: number): PackingGame {
  return { ...g, placed: g.placed.map((p, j) => (j === k ? null : p)) };
}

/** Every piece in the box (then it is full: the areas agree and pieces never overlap). */
export const packed = (g: PackingGame): boolean => g.placed.every((p) => p !== null);

/** The box to draw (3-D picture and layers) and its empty cells, told apart from holes. */
export function packingPicture(g: PackingGame): { drawing: TilingDrawing; empty: Uint8Array } {
  const owner = owners(g);
  const present = g.kinds.map((_, k) => k).filter((k) => g.placed[k] !== null);
  const copyOf = new Int32Array(g.kinds.length).fill(-1);
  present.forEach((k, i) => (copyOf[k] = i));
  const part = owner.map((k) => (k >= 0 ? copyOf[k] : -1));
  const empty = Uint8Array.from(g.region.cells, (c, i) => (c === 1 && owner[i] < 0 ? 1 : 0));
  const { height, width, depth } = g.region;
  const pieces = g.kinds.map((k) => k.piece);
  return { drawing: drawingFromParts(height, width, part, present, pieces, depth), empty };
}
