/**
 * The order in which the first-empty-cell search visits cells: along the region's short side
 * (down the columns of a wide region, along the rows of a tall one), as de Bruijn's and Fletcher's
 * pentomino programs do. Short lines keep every placement's cells close to its first cell in
 * this order, which is what lets a 32-bit window hold them (bitTiler.ts). In 3-D the same idea
 * one level up: lines along the shortest side, planes of lines across the middle one, the
 * longest side last.
 */
import type { Region, RegionDims } from './region.js';

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
  if (region.depth > 1) return spaceLayout(region, corner);
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

/**
 * The 3-D order: axes by length, shortest fastest (ties: x, then y, then z), so a line has the
 * shortest side's cells. Corners 1–3 reverse the fastest and/or the middle axis.
 */
function spaceLayout(region: Region, corner: number): Layout {
  const { dims, axes, flip } = spaceOrder(region, corner);
  const [a, b] = [dims[axes[0]], dims[axes[1]]];
  const n = region.cells.length;
  const order = new Int32Array(n);
  const cellAt = new Int32Array(n);
  const p = [0, 0, 0];
  for (let i = 0; i < n; i++) {
    const plane = region.width * region.height;
    p[2] = Math.floor(i / plane);
    p[1] = Math.floor((i - p[2] * plane) / region.width);
    p[0] = i % region.width;
    const q = axes.map((ax, k) => (flip[k] ? dims[ax] - 1 - p[ax] : p[ax]));
    const pos = (q[2] * b + q[1]) * a + q[0];
    order[i] = pos;
    cellAt[pos] = i;
  }
  return { order, cellAt, stride: a, columnMajor: false };
}

/** The 3-D order's axes (x 0, y 1, z 2), fastest first, and which of them run in reverse. */
function spaceOrder(region: RegionDims, corner: number) {
  const dims = [region.width, region.height, region.depth];
  const axes = [0, 1, 2].sort((a, b) => dims[a] - dims[b] || a - b);
  const flip = [(corner & 1) === 1, (corner & 2) === 2, false];
  return { dims, axes, flip };
}

/**
 * The grid cell the search order from `corner` starts at: the corner the trace's words name
 * (in the plane, row 1 or the last, column 1 or the last).
 */
export function cornerCell(region: RegionDims, corner: number): number {
  if (region.depth > 1) {
    const { dims, axes, flip } = spaceOrder(region, corner);
    const p = [0, 0, 0];
    axes.forEach((ax, k) => (p[ax] = flip[k] ? dims[ax] - 1 : 0));
    return (p[2] * region.height + p[1]) * region.width + p[0];
  }
  const r = (corner & 1) === 1 ? region.height - 1 : 0;
  const c = (corner & 2) === 2 ? region.width - 1 : 0;
  return r * region.width + c;
}
