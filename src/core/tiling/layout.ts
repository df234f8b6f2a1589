/**
 * The order in which the first-empty-cell search visits cells: along the region's short side
 * (down the columns of a wide region, along the rows of a tall one), as de Bruijn's and Fletcher's
 * pentomino programs do. Short lines keep every placement's cells close to its first cell in
 * this order, which is what lets a 32-bit window hold them (bitTiler.ts).
 */
import type { Region } from './region.js';

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

export function searchLayout(region: Region): Layout {
  const { height: h, width: w } = region;
  const columnMajor = h <= w;
  const order = new Int32Array(h * w);
  const cellAt = new Int32Array(h * w);
  for (let r = 0; r < h; r++) {
    for (let c = 0; c < w; c++) {
      const pos = columnMajor ? c * h + r : r * w + c;
      order[r * w + c] = pos;
      cellAt[pos] = r * w + c;
    }
  }
  return { order, cellAt, stride: columnMajor ? h : w, columnMajor };
}
