/**
 * The tilings view's region as the painter holds it: a W×H grid of cells and holes (up to 32 per
 * side), its presets (a region, and the piece set a preset names), the edits (toggle, paint, resize), and its forms: the URL's (`WxH`, or the
 * rows of '.' and '#' joined by '/'), the text picture `placer tile` reads ('.' cell, '#' hole,
 * a row a line) and the region of a TilingSpec. Plain data, no DOM: unit-tested in Node.
 */
import { isPlacerError } from '../../../core/errors.js';
import type { PieceSetName } from '../../../core/tiling/pieceSets.js';
import { parseRegionPicture } from '../../../core/tiling/region.js';

/** The painter's largest side. */
export const MAX_PAINT_SIDE = 32;

/** A grid of cells (1) and holes (0), row after row. */
export interface PaintGrid {
  readonly width: number;
  readonly height: number;
  readonly cells: Uint8Array;
}

export function fullGrid(width: number, height: number): PaintGrid {
  return { width, height, cells: new Uint8Array(width * height).fill(1) };
}

/** A grid from rows of '.' (cell) and '#' (hole), all of one length. */
function fromRows(rows: readonly string[]): PaintGrid {
  const width = rows[0].length;
  const cells = new Uint8Array(width * rows.length);
  rows.forEach((row, r) => {
    for (let c = 0; c < width; c++) cells[r * width + c] = row[c] === '#' ? 0 : 1;
  });
  return { width, height: rows.length, cells };
}

/** The grid with the given cells (row, column) made holes. */
function withHoles(g: PaintGrid, holes: readonly (readonly [number, number])[]): PaintGrid {
  const cells = g.cells.slice();
  for (const [r, c] of holes) cells[r * g.width + c] = 0;
  return { ...g, cells };
}

/** A region people know, and the piece set its label promises (the pieces in hand otherwise). */
export interface RegionPreset {
  readonly id: string;
  readonly label: string;
  readonly grid: () => PaintGrid;
  readonly pieces?: PieceSetName;
}

/** Regions people know: the pentomino boxes, Scott's 8×8 with a centre hole, and a few more. */
export const REGION_PRESETS: readonly RegionPreset[] = [
  { id: '6x10', label: '6×10 box', grid: () => fullGrid(6, 10) },
  { id: '5x12', label: '5×12 box', grid: () => fullGrid(5, 12) },
  { id: '4x15', label: '4×15 box', grid: () => fullGrid(4, 15) },
  { id: '3x20', label: '3×20 box', grid: () => fullGrid(3, 20) },
  {
    id: 'scott',
    label: '8×8, centre 2×2 hole (Scott, 1958)',
    grid: () =>
      withHoles(fullGrid(8, 8), [
        [3, 3],
        [3, 4],
        [4, 3],
        [4, 4],
      ]),
  },
  {
    id: 'corners',
    label: '8×8, four corners removed',
    grid: () =>
      withHoles(fullGrid(8, 8), [
        [0, 0],
        [0, 7],
        [7, 0],
        [7, 7],
      ]),
  },
  {
    id: '4x5',
    label: '4×5 box (tetrominoes: no tiling)',
    grid: () => fullGrid(4, 5),
    pieces: 'tetrominoes',
  },
  { id: '5x5', label: '5×5 box', grid: () => fullGrid(5, 5) },
  { id: '32x32', label: '32×32 box (the painter’s largest)', grid: () => fullGrid(32, 32) },
];

/**
 * What choosing preset `id` sets: its region, and its piece set with each piece's own count
 * (as choosing the set in the Pieces menu does) where the preset names one; null for no preset.
 */
export function presetChoice(
  id: string,
): { region: PaintGrid; pieces?: PieceSetName; use?: string } | null {
  const p = REGION_PRESETS.find((x) => x.id === id);
  if (p === undefined) return null;
  return p.pieces === undefined
    ? { region: p.grid() }
    : { region: p.grid(), pieces: p.pieces, use: '' };
}

/** The grid's rows of '.' and '#'. */
export function gridRows(g: PaintGrid): string[] {
  const rows: string[] = [];
  for (let r = 0; r < g.height; r++) {
    let s = '';
    for (let c = 0; c < g.width; c++) s += g.cells[r * g.width + c] ? '.' : '#';
    rows.push(s);
  }
  return rows;
}

export function cellCount(g: PaintGrid): number {
  let n = 0;
  for (let i = 0; i < g.cells.length; i++) n += g.cells[i];
  return n;
}

/** The URL's form: "WxH" for a full box, else the rows joined by '/'. */
export function regionParam(g: PaintGrid): string {
  return cellCount(g) === g.cells.length ? `${g.width}x${g.height}` : gridRows(g).join('/');
}

/** The region of a TilingSpec (core/tiling/spec.ts): "WxH", or the picture as `placer tile` reads it. */
export function specRegion(g: PaintGrid): string {
  return cellCount(g) === g.cells.length ? `${g.width}x${g.height}` : gridRows(g).join('\n');
}

/** The text picture to download: what `placer tile FILE` reads. */
export function pictureText(g: PaintGrid): string {
  return gridRows(g).join('\n') + '\n';
}

function sideWords(what: string): string {
  return `${what} must have 1 to ${MAX_PAINT_SIDE} columns and rows`;
}

/** Reads the URL's form; a message naming what is wrong otherwise. */
export function parseRegionParam(text: string): PaintGrid | string {
  const m = /^([0-9]{1,2})x([0-9]{1,2})$/.exec(text);
  if (m !== null) {
    const w = Number(m[1]);
    const h = Number(m[2]);
    if (w < 1 || h < 1 || w > MAX_PAINT_SIDE || h > MAX_PAINT_SIDE)
      return sideWords(`a box WxH`) + `, got ${w}x${h}`;
    return fullGrid(w, h);
  }
  const rows = text.split('/');
  if (rows.length > MAX_PAINT_SIDE || rows.some((r) => r.length < 1 || r.length > MAX_PAINT_SIDE))
    return sideWords("a picture (rows of '.' and '#' joined by '/')");
  if (rows.some((r) => r.length !== rows[0].length)) return 'picture rows must all be one length';
  if (rows.some((r) => !/^[.#]+$/.test(r)))
    return "must be WxH or rows of '.' (cell) and '#' (hole) joined by '/'";
  return fromRows(rows);
}

/**
 * Reads a text picture as `placer tile` does (core's parser and its words: '.' or a letter a
 * cell, '#' or a space a hole, the margins dropped), for the painter's size.
 */
export function parsePicture(text: string, where: string): PaintGrid | string {
  try {
    const region = parseRegionPicture(text, where);
    if (region.width > MAX_PAINT_SIDE || region.height > MAX_PAINT_SIDE)
      return `${where}: the picture is ${region.width}×${region.height}; the painter draws at most ${MAX_PAINT_SIDE}×${MAX_PAINT_SIDE}`;
    return { width: region.width, height: region.height, cells: region.cells.slice() };
  } catch (e) {
    if (isPlacerError(e)) return e.message;
    throw e;
  }
}

/** The grid with cell (r, c) set to `value` (the same grid when it already is). */
export function paintCell(g: PaintGrid, r: number, c: number, value: 0 | 1): PaintGrid {
  if (r < 0 || c < 0 || r >= g.height || c >= g.width) return g;
  const i = r * g.width + c;
  if (g.cells[i] === value) return g;
  const cells = g.cells.slice();
  cells[i] = value;
  return { ...g, cells };
}

/** The grid resized to w×h: the cells they share kept, new ones cells. */
export function resizeGrid(g: PaintGrid, width: number, height: number): PaintGrid {
  const w = Math.max(1, Math.min(MAX_PAINT_SIDE, Math.round(width)));
  const h = Math.max(1, Math.min(MAX_PAINT_SIDE, Math.round(height)));
  const cells = new Uint8Array(w * h).fill(1);
  for (let r = 0; r < Math.min(h, g.height); r++)
    for (let c = 0; c < Math.min(w, g.width); c++) cells[r * w + c] = g.cells[r * g.width + c];
  return { width: w, height: h, cells };
}
