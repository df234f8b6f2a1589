/**
 * The tilings view's region as the painter holds it: a W×H grid of cells and holes (up to 32 per
 * side; in 3-D, up to 16 such layers, painted one at a time), its presets (a region, and the piece set a preset names), the edits (toggle, paint, resize), and its forms: the URL's (`WxH`, or the
 * rows of '.' and '#' joined by '/'), the text picture `placer tile` reads ('.' cell, '#' hole,
 * a row a line) and the region of a TilingSpec. Plain data, no DOM: unit-tested in Node.
 */
import { isPlacerError } from '../../../core/errors.js';
import type { PieceSetName } from '../../../core/tiling/pieceSets.js';
import { parseRegionPicture } from '../../../core/tiling/region.js';

/** The painter's largest side. */
export const MAX_PAINT_SIDE = 32;

/** The most layers a region has here (a box or a layered picture; the painter paints one at a time). */
export const MAX_LAYERS = 16;

/**
 * A grid of cells (1) and holes (0), row after row, layer after layer: index
 * (z * height + r) * width + c, as core's Region. `depth` absent or 1: a plane region.
 */
export interface PaintGrid {
  readonly width: number;
  readonly height: number;
  readonly depth?: number;
  readonly cells: Uint8Array;
}

/** The grid's layers (1 in the plane). */
export const depthOf = (g: PaintGrid): number => g.depth ?? 1;

/** The grid's name as a box: "6x10", or "3x3x3" in 3-D. */
export function boxName(g: PaintGrid): string {
  return depthOf(g) > 1 ? `${g.width}x${g.height}x${depthOf(g)}` : `${g.width}x${g.height}`;
}

/** Layer z of the grid as a plane grid (a copy), for the painter. */
export function layerOf(g: PaintGrid, z: number): PaintGrid {
  const n = g.width * g.height;
  return { width: g.width, height: g.height, cells: g.cells.slice(z * n, (z + 1) * n) };
}

/** The grid with layer z replaced by a plane grid of its width and height. */
export function withLayer(g: PaintGrid, z: number, layer: PaintGrid): PaintGrid {
  const cells = g.cells.slice();
  cells.set(layer.cells, z * g.width * g.height);
  return { ...g, cells };
}

/** The number of layers of a TilingSpec's region ("WxHxD" or a picture, layers apart by blank lines). */
export function specDepth(region: string): number {
  const m = /^\s*[0-9]+\s*[x×X]\s*[0-9]+\s*[x×X]\s*([0-9]+)\s*$/.exec(region);
  if (m !== null) return Number(m[1]);
  if (/^\s*[0-9]+\s*[x×X]\s*[0-9]+\s*$/.test(region)) return 1;
  try {
    return parseRegionPicture(region, 'region').depth;
  } catch {
    return 1;
  }
}

export function fullGrid(width: number, height: number, depth = 1): PaintGrid {
  const cells = new Uint8Array(width * height * depth).fill(1);
  return depth > 1 ? { width, height, depth, cells } : { width, height, cells };
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
  {
    id: '3x3x3',
    label: '3×3×3 cube (Soma)',
    grid: () => fullGrid(3, 3, 3),
    pieces: 'soma',
  },
  {
    id: '3x3x3-diabolical',
    label: '3×3×3 cube (Diabolical)',
    grid: () => fullGrid(3, 3, 3),
    pieces: 'diabolical',
  },
  {
    id: '4x4x4',
    label: '4×4×4 cube (Bedlam)',
    grid: () => fullGrid(4, 4, 4),
    pieces: 'bedlam',
  },
  {
    id: '3x4x5',
    label: '3×4×5 box (solid pentominoes)',
    grid: () => fullGrid(3, 4, 5),
    pieces: 'solid-pentominoes',
  },
  {
    id: '2x4x4',
    label: '2×4×4 box (tetracubes)',
    grid: () => fullGrid(2, 4, 4),
    pieces: 'tetracubes',
  },
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

/** The grid's rows of '.' and '#'; in 3-D layer after layer, an empty row between two. */
export function gridRows(g: PaintGrid): string[] {
  const rows: string[] = [];
  for (let z = 0; z < depthOf(g); z++) {
    if (z > 0) rows.push('');
    for (let r = 0; r < g.height; r++) {
      let s = '';
      const at = (z * g.height + r) * g.width;
      for (let c = 0; c < g.width; c++) s += g.cells[at + c] ? '.' : '#';
      rows.push(s);
    }
  }
  return rows;
}

export function cellCount(g: PaintGrid): number {
  let n = 0;
  for (let i = 0; i < g.cells.length; i++) n += g.cells[i];
  return n;
}

/**
 * The URL's form: "WxH" (or "WxHxD") for a full box, else the rows joined by '/', layers apart
 * by '//' (an empty row).
 */
export function regionParam(g: PaintGrid): string {
  return cellCount(g) === g.cells.length ? boxName(g) : gridRows(g).join('/');
}

/**
 * The region of a TilingSpec (core/tiling/spec.ts): "WxH" or "WxHxD", or the picture as
 * `placer tile` reads it (layers apart by a blank line).
 */
export function specRegion(g: PaintGrid): string {
  return cellCount(g) === g.cells.length ? boxName(g) : gridRows(g).join('\n');
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
  const m3 = /^([0-9]{1,2})x([0-9]{1,2})x([0-9]{1,2})$/.exec(text);
  if (m3 !== null) {
    const [w, h, d] = [Number(m3[1]), Number(m3[2]), Number(m3[3])];
    if (w < 1 || h < 1 || w > MAX_PAINT_SIDE || h > MAX_PAINT_SIDE || d < 1 || d > MAX_LAYERS)
      return sideWords('a box WxHxD') + ` and 1 to ${MAX_LAYERS} layers, got ${w}x${h}x${d}`;
    return fullGrid(w, h, d);
  }
  if (text.includes('//')) {
    const layers = text.split('//').map((l) => parseRegionParam(l));
    const bad = layers.find((l): l is string => typeof l === 'string');
    if (bad !== undefined) return bad;
    const grids = layers as PaintGrid[];
    if (grids.length > MAX_LAYERS) return `a picture has 1 to ${MAX_LAYERS} layers`;
    if (
      grids.some(
        (g) => depthOf(g) > 1 || g.width !== grids[0].width || g.height !== grids[0].height,
      )
    )
      return 'picture layers must all be one size';
    const n = grids[0].width * grids[0].height;
    const cells = new Uint8Array(n * grids.length);
    grids.forEach((g, z) => cells.set(g.cells, z * n));
    return { width: grids[0].width, height: grids[0].height, depth: grids.length, cells };
  }
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
    if (region.depth > MAX_LAYERS)
      return `${where}: the picture has ${region.depth} layers; the view takes at most ${MAX_LAYERS}`;
    const cells = region.cells.slice();
    return region.depth > 1
      ? { width: region.width, height: region.height, depth: region.depth, cells }
      : { width: region.width, height: region.height, cells };
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

/** The grid resized to w×h (and `depth` layers): the cells they share kept, new ones cells. */
export function resizeGrid(
  g: PaintGrid,
  width: number,
  height: number,
  depth = depthOf(g),
): PaintGrid {
  const w = Math.max(1, Math.min(MAX_PAINT_SIDE, Math.round(width)));
  const h = Math.max(1, Math.min(MAX_PAINT_SIDE, Math.round(height)));
  const d = Math.max(1, Math.min(MAX_LAYERS, Math.round(depth)));
  const cells = new Uint8Array(w * h * d).fill(1);
  for (let z = 0; z < Math.min(d, depthOf(g)); z++)
    for (let r = 0; r < Math.min(h, g.height); r++)
      for (let c = 0; c < Math.min(w, g.width); c++)
        cells[(z * h + r) * w + c] = g.cells[(z * g.height + r) * g.width + c];
  return d > 1 ? { width: w, height: h, depth: d, cells } : { width: w, height: h, cells };
}
