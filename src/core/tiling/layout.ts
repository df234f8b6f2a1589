/**
 * The order in which the first-empty-cell search visits cells: along the region's short side
 * (down the columns of a wide region, along the rows of a tall one), as de Bruijn's and Fletcher's
 * pentomino programs do. Short lines keep every placement's cells close to its first cell in
 * this order, which is what lets a 32-bit window hold them (bitTiler.ts).
 */
import type { Region } from './region.js';

/** The order in which a tiling search visits a region's cells, both ways (searchLayout). */
export interface Layout {
  /** Position in the search order of each grid cell (r * width + c); holes included. */
  readonly order: Int32Array;
  /** Grid cell at each position. */
  readonly cellAt: Int32Array;
  /** Cells per line along the short side. */
  readonly stride: number;
  /** Whether lines are columns (the region is at least as wide as tall). */
  readonly columnMajor: boolean;
}

/**
 * The order from the top-left corner, or (corner 1, 2, 3) from the bottom-left, top-right or
 * bottom-right one: still along the short side, rows and/or columns taken in reverse.
 */
export function searchLayout(region: Region, corner = 0): Layout {
  const { height: h, width: w } = region;
  const columnMajor = h <= w;
  const flipRows = (corner & 1) === 1;
  const flipCols = (corner & 2) === 2;
  const order = new Int32Array(h * w);
  const cellAt = new Int32Array(h * w);
  for (let r0 = 0; r0 < h; r0++) {
    for (let c0 = 0; c0 < w; c0++) {
      const r = flipRows ? h - 1 - r0 : r0;
      const c = flipCols ? w - 1 - c0 : c0;
      const pos = columnMajor ? c * h + r : r * w + c;
      order[r0 * w + c0] = pos;
      cellAt[pos] = r0 * w + c0;
    }
  }
  return { order, cellAt, stride: columnMajor ? h : w, columnMajor };
}
