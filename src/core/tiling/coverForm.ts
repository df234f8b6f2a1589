/**
 * A tiling problem as an exact-cover instance: what the dancing-links engine searches, and what
 * `placer tile --dlx` writes.
 */
import { buildExactCover, type ExactCoverProblem } from '../cover/problem.js';
import { fewestCopies, pieceSize, type PieceCount } from './pieceSets.js';
import type { TilingProblem } from './problem.js';

/**
 * A cell's item name in the exact-cover form: "row,column", 1-based; in 3-D (a region whose
 * grid has `height` rows per layer, given) "layer,row,column".
 */
export function cellItemName(width: number, cell: number, height = 0): string {
  if (height > 0) {
    const plane = width * height;
    const z = Math.floor(cell / plane);
    return `${z + 1},${cellItemName(width, cell - z * plane)}`;
  }
  return `${Math.floor(cell / width) + 1},${(cell % width) + 1}`;
}

/** The rows per layer cellItemName needs for this region: 0 for a plane one. */
function layerRows(p: TilingProblem): number {
  return p.region.depth > 1 ? p.region.height : 0;
}

/** Whether a kind has its own item: every kind but those used any number of times, none included. */
export function hasPieceItem(k: PieceCount): boolean {
  return k.count !== Infinity || fewestCopies(k) > 0;
}

/**
 * A placement as its option reads in the exact-cover form (and in `tile --dlx` files): the
 * piece's name when it has an item (a count or a range), then its cells, e.g. "X 2,3 3,2 3,3 3,4 4,3".
 */
export function placementText(p: TilingProblem, pid: number): string {
  const pl = p.placements[pid];
  const parts = hasPieceItem(p.kinds[pl.kind]) ? [p.kinds[pl.kind].piece.name] : [];
  for (const c of pl.cells) parts.push(cellItemName(p.region.width, c, layerRows(p)));
  return parts.join(' ');
}

/**
 * The exact-cover form: one primary item per region cell ("row,column", 1-based; in 3-D
 * "layer,row,column"), one per piece
 * that has a count (covered exactly count times) or a range MIN..MAX (covered MIN to MAX times; at
 * least MIN: as many as the region holds); one option per placement, in placement order (option
 * id = placement id): the piece's item, then its cells.
 */
export function tilingExactCover(p: TilingProblem): ExactCoverProblem {
  const { region } = p;
  const cellItem = new Int32Array(region.cells.length).fill(-1);
  const names: string[] = [];
  const lower: number[] = [];
  const upper: number[] = [];
  const kindItem = p.kinds.map((k) => {
    if (!hasPieceItem(k)) return -1;
    const least = fewestCopies(k);
    names.push(k.piece.name);
    lower.push(least);
    upper.push(
      k.count === Infinity
        ? Math.max(least, Math.floor(region.cellCount / pieceSize(k.piece)))
        : k.count,
    );
    return names.length - 1;
  });
  for (let i = 0; i < region.cells.length; i++) {
    if (!region.cells[i]) continue;
    cellItem[i] = names.length;
    names.push(cellItemName(region.width, i, layerRows(p)));
    lower.push(1);
    upper.push(1);
  }
  const options = p.placements.map((pl) => {
    const o: number[] = [];
    if (kindItem[pl.kind] >= 0) o.push(kindItem[pl.kind]);
    for (const c of pl.cells) o.push(cellItem[c]);
    return o;
  });
  return buildExactCover({ primary: names, secondary: [], options, lower, upper });
}
