/**
 * The tables of a grid that never change, shared by the counting search (search.ts) and the hint
 * board (hintBoard.ts): each cell's three units (row, n + column, 2n + region; −1 for a blocked
 * cell), its up to eight neighbours, and each unit's cells in ascending order.
 */
import type { RegionsPuzzle } from './puzzle.js';

/** A grid's cell and unit tables (see the header). */
export interface CellTables {
  /** Per cell its three units; −1 for a blocked cell. */
  readonly unitsOf: Int32Array;
  /** Per cell its up to eight neighbours, −1 where the grid ends. */
  readonly around: Int32Array;
  /** Each unit's cells, ascending: `unitCells[unitStart[u] … unitStart[u + 1]]`. */
  readonly unitStart: Int32Array;
  readonly unitCells: Int32Array;
}

/** Builds a grid's tables. */
export function cellTables(p: RegionsPuzzle): CellTables {
  const { n, region } = p;
  const cells = n * n;
  const unitsOf = new Int32Array(cells * 3).fill(-1);
  const around = new Int32Array(cells * 8).fill(-1);
  const sizes = new Int32Array(3 * n);
  for (let x = 0; x < cells; x++) {
    const r = Math.floor(x / n);
    const c = x % n;
    let a = 0;
    for (let dr = -1; dr <= 1; dr++) {
      for (let dc = -1; dc <= 1; dc++) {
        if ((dr !== 0 || dc !== 0) && r + dr >= 0 && r + dr < n && c + dc >= 0 && c + dc < n) {
          around[x * 8 + a++] = x + dr * n + dc;
        }
      }
    }
    if (region[x] < 0) continue;
    unitsOf[x * 3] = r;
    unitsOf[x * 3 + 1] = n + c;
    unitsOf[x * 3 + 2] = 2 * n + region[x];
    for (let i = 0; i < 3; i++) sizes[unitsOf[x * 3 + i]]++;
  }
  const unitStart = new Int32Array(3 * n + 1);
  for (let u = 0; u < 3 * n; u++) unitStart[u + 1] = unitStart[u] + sizes[u];
  const unitCells = new Int32Array(unitStart[3 * n]);
  const fill = unitStart.slice(0, 3 * n);
  for (let x = 0; x < cells; x++) {
    if (region[x] < 0) continue;
    for (let i = 0; i < 3; i++) unitCells[fill[unitsOf[x * 3 + i]]++] = x;
  }
  return { unitsOf, around, unitStart, unitCells };
}
