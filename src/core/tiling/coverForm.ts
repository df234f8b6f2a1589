/**
 * A tiling problem as an exact-cover instance: what the dancing-links engine searches, and what
 * `placer tile --dlx` writes.
 */
import { makeExactCover, type ExactCoverProblem } from '../cover/problem.js';
import type { TilingProblem } from './problem.js';

/**
 * The exact-cover form: one primary item per region cell ("row,column", 1-based), one per piece
 * that has a finite count (covered exactly count times); one option per placement, in placement
 * order (option id = placement id): the piece's item, then its cells.
 */
export function tilingExactCover(p: TilingProblem): ExactCoverProblem {
  const { region } = p;
  const cellItem = new Int32Array(region.cells.length).fill(-1);
  const names: string[] = [];
  const mult: number[] = [];
  const kindItem = p.kinds.map((k) => {
    if (k.count === Infinity) return -1;
    names.push(k.piece.name);
    mult.push(k.count);
    return names.length - 1;
  });
  for (let i = 0; i < region.cells.length; i++) {
    if (!region.cells[i]) continue;
    cellItem[i] = names.length;
    names.push(`${Math.floor(i / region.width) + 1},${(i % region.width) + 1}`);
    mult.push(1);
  }
  const options = p.placements.map((pl) => {
    const o: number[] = [];
    if (kindItem[pl.kind] >= 0) o.push(kindItem[pl.kind]);
    for (const c of pl.cells) o.push(cellItem[c]);
    return o;
  });
  return makeExactCover(names, [], options, mult);
}
