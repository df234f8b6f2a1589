/**
 * Regions: a set of cells in an h×w grid, from "WxH" (W columns, H rows) or a text picture where
 * '.' or a letter is a cell and '#' or a space is a hole. Lines may differ in length (short ones
 * end in holes); empty margins around the cells are dropped, so the grid is the bounding box of
 * the cells. A region need not be a rectangle or connected.
 */
import { PlacerError } from '../errors.js';
import { quoted, withoutBom } from '../text.js';
import { boundingBox } from './polyomino.js';
import {
  ALL_TRANSFORMS,
  swapsAxes,
  transformCol,
  transformRow,
  type TransformId,
} from '../symmetry.js';

/** A set of cells in a width × height grid: cells[r × width + c] is 1 for a cell, 0 for a hole. */
export interface Region {
  readonly height: number;
  readonly width: number;
  /** 1 for a cell, 0 for a hole; index r * width + c. */
  readonly cells: Uint8Array;
  readonly cellCount: number;
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
    cells: new Uint8Array(width * height).fill(1),
    cellCount: width * height,
  };
}

/** "6x10" or "6×10" → a 6-wide, 10-tall rectangle; null when the text is not of that form. */
export function parseRectangleSpec(text: string): Region | null {
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
 */
export function parseRegionPicture(text: string, where = 'region', firstLine = 1): Region {
  const lines = withoutBom(text).replace(/\r/g, '').split('\n');
  while (lines.length > 0 && lines[lines.length - 1].trim() === '') lines.pop();
  const cells: [number, number][] = [];
  lines.forEach((line, r) => {
    for (let c = 0; c < line.length; c++) {
      const ch = line[c];
      if (isCellChar(ch)) cells.push([r, c]);
      else if (!isHoleChar(ch)) {
        // The whole character (not half of a surrogate pair), escaped when unprintable.
        const shown =
          ch === '\t' ? 'a tab' : quoted(String.fromCodePoint(line.codePointAt(c) ?? 0));
        throw new PlacerError(
          'region-syntax',
          `${where}:${firstLine + r}:${c + 1}: ${shown} is neither a cell ('.' or a letter) nor a hole ('#' or space)`,
        );
      }
    }
    if (line.length > MAX_REGION_SIDE) {
      throw new PlacerError(
        'region-size',
        `${where}:${firstLine + r}: line longer than ${MAX_REGION_SIDE} characters`,
      );
    }
  });
  if (lines.length > MAX_REGION_SIDE) {
    throw new PlacerError('region-size', `${where}: more than ${MAX_REGION_SIDE} lines`);
  }
  if (cells.length === 0) {
    throw new PlacerError('region-empty', `${where}: the picture has no cells ('.' or letters)`);
  }
  if (cells.length > MAX_REGION_CELLS) {
    throw new PlacerError('region-size', `${where}: more than ${MAX_REGION_CELLS} cells`);
  }
  return fromCells(cells);
}

/** A region from cell coordinates (normalised to their bounding box). */
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
  return { height, width, cells, cellCount: n };
}

/** The picture of a region ('.' cells, '#' holes), one string per row. */
export function regionRows(region: Region): string[] {
  const out: string[] = [];
  for (let r = 0; r < region.height; r++) {
    let s = '';
    for (let c = 0; c < region.width; c++) s += region.cells[r * region.width + c] ? '.' : '#';
    out.push(s);
  }
  return out;
}

/** Where each cell goes under transform t (index r*w+c → index in the image grid). */
export function cellMap(region: Region, t: TransformId): Int32Array {
  const { height: h, width: w } = region;
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
 * The region's own symmetries: the transforms that map its cell set onto itself (always the
 * identity; at most the 4 axis-keeping ones unless the bounding box is square).
 */
export function regionSymmetries(region: Region): TransformId[] {
  const out: TransformId[] = [];
  for (const t of ALL_TRANSFORMS) {
    if (swapsAxes(t) && region.height !== region.width) continue;
    const map = cellMap(region, t);
    let ok = true;
    for (let i = 0; i < region.cells.length && ok; i++) {
      if (region.cells[i] !== region.cells[map[i]]) ok = false;
    }
    if (ok) out.push(t);
  }
  return out;
}

/** The edge-connected components of the cells, each as a sorted list of cell indices. */
export function regionComponents(region: Region): number[][] {
  const { height: h, width: w, cells } = region;
  const seen = new Uint8Array(h * w);
  const out: number[][] = [];
  for (let s = 0; s < h * w; s++) {
    if (!cells[s] || seen[s]) continue;
    const comp: number[] = [];
    const stack = [s];
    seen[s] = 1;
    while (stack.length > 0) {
      const i = stack.pop() as number;
      comp.push(i);
      const r = Math.floor(i / w);
      const c = i % w;
      const next = [
        r > 0 ? i - w : -1,
        r < h - 1 ? i + w : -1,
        c > 0 ? i - 1 : -1,
        c < w - 1 ? i + 1 : -1,
      ];
      for (const j of next) {
        if (j >= 0 && cells[j] && !seen[j]) {
          seen[j] = 1;
          stack.push(j);
        }
      }
    }
    out.push(comp.sort((a, b) => a - b));
  }
  return out;
}
