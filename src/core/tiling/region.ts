/**
 * Regions: a set of cells in an h×w grid — or, in 3-D, a d×h×w box of cells — from "WxH" (W
 * columns, H rows), "WxHxD" (D layers), or a text picture where '.' or a letter is a cell and '#'
 * or a space is a hole. Lines may differ in length (short ones end in holes); a blank line
 * separates two layers of a 3-D picture, and every layer must have as many rows and columns as
 * the first. Empty margins around the cells are dropped, so the grid is the bounding box of the
 * cells (a picture whose cells lie in one layer is a plane region). A region need not be a box
 * or connected.
 *
 * Cells are numbered row-major in each layer, layer after layer: index (z·height + r)·width + c,
 * which for a plane region (depth 1) is the plane's r·width + c.
 */
import { PlacerError } from '../errors.js';
import { quoted, withoutBom } from '../text.js';
import { boundingBox, boundingBox3 } from './polyomino.js';
import {
  ALL_TRANSFORMS,
  applyTo,
  boxGroup,
  keepsBox,
  SQUARE_GROUP,
  swapsAxes,
  transformCol,
  transformRow,
  type SymmetryGroup,
  type TransformId,
} from '../symmetry.js';

/**
 * A set of cells in a width × height grid (depth 1), or in depth such layers: cells[(z × height +
 * r) × width + c] is 1 for a cell, 0 for a hole.
 */
export interface Region {
  readonly height: number;
  readonly width: number;
  /** Layers: 1 for a plane region, more for a 3-D one. */
  readonly depth: number;
  /** 1 for a cell, 0 for a hole; index (z * height + r) * width + c. */
  readonly cells: Uint8Array;
  readonly cellCount: number;
}

/** A region's sides alone: what naming its cells needs. */
export type RegionDims = Pick<Region, 'width' | 'height' | 'depth'>;

/** Whether the region has more than one layer (the polycube problems). */
export function isSolidRegion(region: RegionDims): boolean {
  return region.depth > 1;
}

/** The symmetries of a box in 3-D, all 48 (rotations and reflections), as a group. */
export const BOX_GROUP: SymmetryGroup = boxGroup(true);

/** The group a region's symmetries are elements of: the square's 8 in the plane, the box's 48 in 3-D. */
export function regionGroup(region: Region): SymmetryGroup {
  return isSolidRegion(region) ? BOX_GROUP : SQUARE_GROUP;
}

/** The sizes of a region's grid as [x, y, z] = [width, height, depth]: what group maps act on. */
export function regionDims(region: Region): [number, number, number] {
  return [region.width, region.height, region.depth];
}

/** The coordinates [x, y, z] (column, row, layer) of cell index i. */
export function cellXYZ(region: RegionDims, i: number): [number, number, number] {
  const plane = region.width * region.height;
  const z = Math.floor(i / plane);
  const rest = i - z * plane;
  return [rest % region.width, Math.floor(rest / region.width), z];
}

/** Where a cell is, in words, 1-based: "row 2, column 3" (and "layer 1, …" in 3-D). */
export function cellWords(region: RegionDims, i: number): string {
  const [x, y, z] = cellXYZ(region, i);
  const plane = `row ${y + 1}, column ${x + 1}`;
  return isSolidRegion(region) ? `layer ${z + 1}, ${plane}` : plane;
}

/** Largest grid side accepted (a picture or WxH). */
export const MAX_REGION_SIDE = 1000;
/**
 * Largest number of cells accepted: every placement of every piece is materialised, so a region
 * of 10,000 cells already means about 600,000 pentomino placements.
 */
export const MAX_REGION_CELLS = 10_000;

/** The full width × height rectangle. */
export function rectangle(width: number, height: number): Region {
  for (const [what, v] of [
    ['width', width],
    ['height', height],
  ] as const) {
    if (!Number.isInteger(v) || v < 1 || v > MAX_REGION_SIDE)
      throw new PlacerError('bad-region', `${what} must be 1 to ${MAX_REGION_SIDE}, got ${v}`);
  }
  if (width * height > MAX_REGION_CELLS)
    throw new PlacerError(
      'bad-region',
      `a region has at most ${MAX_REGION_CELLS} cells, got ${width}×${height} = ${width * height}`,
    );
  return {
    height,
    width,
    depth: 1,
    cells: new Uint8Array(width * height).fill(1),
    cellCount: width * height,
  };
}

/** Largest side of a 3-D box (and most layers of a picture). */
export const MAX_BOX_SIDE = 64;

/** The full width × height × depth box (depth 1: the rectangle). */
export function box(width: number, height: number, depth: number): Region {
  if (depth === 1) return rectangle(width, height);
  for (const [what, v] of [
    ['width', width],
    ['height', height],
    ['depth', depth],
  ] as const) {
    if (!Number.isInteger(v) || v < 1 || v > MAX_BOX_SIDE)
      throw new PlacerError('bad-region', `${what} must be 1 to ${MAX_BOX_SIDE}, got ${v}`);
  }
  const n = width * height * depth;
  if (n > MAX_REGION_CELLS)
    throw new PlacerError(
      'bad-region',
      `a region has at most ${MAX_REGION_CELLS} cells, got ${width}×${height}×${depth} = ${n}`,
    );
  return { height, width, depth, cells: new Uint8Array(n).fill(1), cellCount: n };
}

/**
 * "6x10" or "6×10" → a 6-wide, 10-tall rectangle; "3x4x5" → a box 3 wide, 4 tall, 5 layers
 * deep; null when the text is not of either form.
 */
export function parseRectangleSpec(text: string): Region | null {
  const m3 = /^\s*([0-9]+)\s*[x×X]\s*([0-9]+)\s*[x×X]\s*([0-9]+)\s*$/.exec(text);
  if (m3) {
    const [w, h, d] = [Number(m3[1]), Number(m3[2]), Number(m3[3])];
    if (w < 1 || h < 1 || d < 1) {
      throw new PlacerError(
        'region-empty',
        `region ${w}x${h}x${d} has no cells: sides must be ≥ 1`,
      );
    }
    if (Math.max(w, h, d) > MAX_BOX_SIDE || w * h * d > MAX_REGION_CELLS) {
      throw new PlacerError(
        'region-size',
        `region ${w}x${h}x${d} is too large (at most ${MAX_BOX_SIDE} per side and ${MAX_REGION_CELLS} cells)`,
      );
    }
    return box(w, h, d);
  }
  const m = /^\s*([0-9]+)\s*[x×X]\s*([0-9]+)\s*$/.exec(text);
  if (!m) return null;
  const w = Number(m[1]);
  const h = Number(m[2]);
  if (w < 1 || h < 1) {
    throw new PlacerError('region-empty', `region ${w}x${h} has no cells: sides must be ≥ 1`);
  }
  if (w > MAX_REGION_SIDE || h > MAX_REGION_SIDE || w * h > MAX_REGION_CELLS) {
    throw new PlacerError(
      'region-size',
      `region ${w}x${h} is too large (at most ${MAX_REGION_SIDE} per side and ${MAX_REGION_CELLS} cells)`,
    );
  }
  return rectangle(w, h);
}

function isCellChar(ch: string): boolean {
  return ch === '.' || /^[A-Za-z]$/.test(ch);
}

function isHoleChar(ch: string): boolean {
  return ch === '#' || ch === ' ';
}

/**
 * Parses a picture. `where` names the source in messages; `firstLine` is the 1-based line number
 * of the picture's first line in that source. Tabs and other characters are refused by position.
 * Blank lines separate layers (blank lines before the first and after the last are ignored);
 * every layer must have the rows and the width of the first.
 */
export function parseRegionPicture(text: string, where = 'region', firstLine = 1): Region {
  const lines = withoutBom(text).replace(/\r/g, '').split('\n');
  const cells: [number, number, number][] = [];
  /** Per layer: its first line's number, its rows and its width (longest line). */
  const layers: { line: number; rows: number; width: number }[] = [];
  let current: { line: number; rows: number; width: number } | null = null;
  lines.forEach((line, at) => {
    if (line.trim() === '') {
      current = null;
      return;
    }
    if (current === null) {
      current = { line: firstLine + at, rows: 0, width: 0 };
      layers.push(current);
    }
    const z = layers.length - 1;
    const r = current.rows++;
    current.width = Math.max(current.width, line.length);
    for (let c = 0; c < line.length; c++) {
      const ch = line[c];
      if (isCellChar(ch)) cells.push([z, r, c]);
      else if (!isHoleChar(ch)) {
        // The whole character (not half of a surrogate pair), escaped when unprintable.
        const shown =
          ch === '\t' ? 'a tab' : quoted(String.fromCodePoint(line.codePointAt(c) ?? 0));
        throw new PlacerError(
          'region-syntax',
          `${where}:${firstLine + at}:${c + 1}: ${shown} is neither a cell ('.' or a letter) nor a hole ('#' or space)`,
        );
      }
    }
    if (line.length > MAX_REGION_SIDE) {
      throw new PlacerError(
        'region-size',
        `${where}:${firstLine + at}: line longer than ${MAX_REGION_SIDE} characters`,
      );
    }
  });
  if (lines.length > MAX_REGION_SIDE) {
    throw new PlacerError('region-size', `${where}: more than ${MAX_REGION_SIDE} lines`);
  }
  if (layers.length > MAX_BOX_SIDE) {
    throw new PlacerError('region-size', `${where}: more than ${MAX_BOX_SIDE} layers`);
  }
  const [first] = layers;
  layers.forEach((layer, z) => {
    if (z > 0 && (layer.rows !== first.rows || layer.width !== first.width)) {
      throw new PlacerError(
        'region-layers',
        `${where}:${layer.line}: layer ${z + 1} is ${layer.width} wide and ${layer.rows} tall, but layer 1 is ${first.width} wide and ${first.rows} tall: every layer of a 3-D picture must have the same size (a blank line separates layers)`,
      );
    }
  });
  if (cells.length === 0) {
    throw new PlacerError('region-empty', `${where}: the picture has no cells ('.' or letters)`);
  }
  if (cells.length > MAX_REGION_CELLS) {
    throw new PlacerError('region-size', `${where}: more than ${MAX_REGION_CELLS} cells`);
  }
  return fromLayeredCells(cells);
}

/** A region from cell coordinates [row, column] (normalised to their bounding box). */
export function fromCells(list: readonly (readonly [number, number])[]): Region {
  const { minR, minC, maxR, maxC } = boundingBox(list);
  const height = maxR - minR + 1;
  const width = maxC - minC + 1;
  const cells = new Uint8Array(height * width);
  let n = 0;
  for (const [r, c] of list) {
    const i = (r - minR) * width + (c - minC);
    if (cells[i] === 0) n++;
    cells[i] = 1;
  }
  return { height, width, depth: 1, cells, cellCount: n };
}

/**
 * A region from cell coordinates [layer, row, column], normalised to their bounding box: a
 * plane region when they all lie in one layer.
 */
export function fromLayeredCells(list: readonly (readonly [number, number, number])[]): Region {
  const { lo, hi } = boundingBox3(list);
  const [depth, height, width] = [0, 1, 2].map((a) => hi[a] - lo[a] + 1);
  const cells = new Uint8Array(depth * height * width);
  let n = 0;
  for (const [z, r, c] of list) {
    const i = ((z - lo[0]) * height + (r - lo[1])) * width + (c - lo[2]);
    if (cells[i] === 0) n++;
    cells[i] = 1;
  }
  return { height, width, depth, cells, cellCount: n };
}

/**
 * The picture of a region ('.' cells, '#' holes), one string per row; in 3-D, layer after layer
 * with an empty string between two (the blank line parseRegionPicture reads as a new layer).
 */
export function regionRows(region: Region): string[] {
  const out: string[] = [];
  for (let z = 0; z < region.depth; z++) {
    if (z > 0) out.push('');
    for (let r = 0; r < region.height; r++) {
      let s = '';
      const at = (z * region.height + r) * region.width;
      for (let c = 0; c < region.width; c++) s += region.cells[at + c] ? '.' : '#';
      out.push(s);
    }
  }
  return out;
}

/**
 * Where each cell goes under transform t (index → index in the image grid). In the plane t is
 * one of the square's 8 (symmetry.ts); in 3-D an element of BOX_GROUP, mapping the box onto the
 * box of its image sizes.
 */
export function cellMap(region: Region, t: TransformId): Int32Array {
  const { height: h, width: w } = region;
  if (isSolidRegion(region)) {
    const dims = regionDims(region);
    const { perm } = BOX_GROUP.maps[t];
    const [w2, h2] = [dims[perm[0]], dims[perm[1]]];
    const out = new Int32Array(region.cells.length);
    for (let i = 0; i < out.length; i++) {
      const [x, y, z] = applyTo(BOX_GROUP, t, cellXYZ(region, i), dims);
      out[i] = (z * h2 + y) * w2 + x;
    }
    return out;
  }
  const w2 = swapsAxes(t) ? h : w;
  const out = new Int32Array(h * w);
  for (let r = 0; r < h; r++) {
    for (let c = 0; c < w; c++) {
      out[r * w + c] = transformRow(t, r, c, h, w) * w2 + transformCol(t, r, c, h, w);
    }
  }
  return out;
}

/**
 * The region's own symmetries: the transforms (of regionGroup) that map its cell set onto itself
 * (always the identity; in the plane at most the 4 axis-keeping ones unless the bounding box is
 * square; in 3-D those of the 48 that only exchange axes of equal length).
 */
export function regionSymmetries(region: Region): TransformId[] {
  const out: TransformId[] = [];
  const solid = isSolidRegion(region);
  const dims = regionDims(region);
  for (const t of solid ? BOX_GROUP.elements : ALL_TRANSFORMS) {
    if (solid ? !keepsBox(BOX_GROUP, t, dims) : swapsAxes(t) && region.height !== region.width)
      continue;
    const map = cellMap(region, t);
    let ok = true;
    for (let i = 0; i < region.cells.length && ok; i++) {
      if (region.cells[i] !== region.cells[map[i]]) ok = false;
    }
    if (ok) out.push(t);
  }
  return out;
}

/** The face neighbours of cell i that lie in the grid (4 in the plane, 6 in 3-D), as indices. */
export function cellNeighbours(region: Region, i: number): number[] {
  const { width: w, height: h, depth: d } = region;
  const [x, y, z] = cellXYZ(region, i);
  const out: number[] = [];
  if (y > 0) out.push(i - w);
  if (y < h - 1) out.push(i + w);
  if (x > 0) out.push(i - 1);
  if (x < w - 1) out.push(i + 1);
  if (z > 0) out.push(i - w * h);
  if (z < d - 1) out.push(i + w * h);
  return out;
}

/** The face-connected components of the cells, each as a sorted list of cell indices. */
export function regionComponents(region: Region): number[][] {
  const { cells } = region;
  const seen = new Uint8Array(cells.length);
  const out: number[][] = [];
  for (let s = 0; s < cells.length; s++) {
    if (!cells[s] || seen[s]) continue;
    const comp: number[] = [];
    const stack = [s];
    seen[s] = 1;
    while (stack.length > 0) {
      const i = stack.pop() as number;
      comp.push(i);
      for (const j of cellNeighbours(region, i)) {
        if (cells[j] && !seen[j]) {
          seen[j] = 1;
          stack.push(j);
        }
      }
    }
    out.push(comp.sort((a, b) => a - b));
  }
  return out;
}
