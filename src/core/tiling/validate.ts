/**
 * Checking a tiling from first principles, not trusting the engines: the CLI checks every tiling
 * it prints, and the tests check the engines with it.
 */
import { copiesMet, copiesText, pieceSolid } from './pieceSets.js';
import { makeSolid, rotationKey } from './polycube.js';
import { freeKey, makeShape, oneSidedKey } from './polyomino.js';
import { planeShape, type TilingProblem } from './problem.js';
import { cellWords, cellXYZ } from './region.js';
import { plural } from '../plural.js';

/**
 * Per problem, per placement id: 0 = shape not checked yet, 1 = its cells form its piece's shape,
 * 2 = they do not. A placement's cells never change, so each is checked once per problem.
 */
const shapeVerdicts = new WeakMap<TilingProblem, Uint8Array>();

/** Whether placement `pid`'s cells form a rotation (or, if free, a reflection) of its piece. */
function placementHasShape(p: TilingProblem, pid: number): boolean {
  let verdicts = shapeVerdicts.get(p);
  if (verdicts === undefined) {
    verdicts = new Uint8Array(p.placements.length);
    shapeVerdicts.set(p, verdicts);
  }
  if (verdicts[pid] === 0) {
    const pl = p.placements[pid];
    const piece = p.kinds[pl.kind].piece;
    let same: boolean;
    if (p.region.depth > 1) {
      // In space: a rotation of the piece's solid (a plane piece lies flat).
      const solid = makeSolid(Array.from(pl.cells, (c) => cellXYZ(p.region, c)));
      same =
        solid.cells.length === pl.cells.length &&
        rotationKey(solid) === rotationKey(pieceSolid(piece));
    } else {
      const w = p.region.width;
      const cells = Array.from(pl.cells, (c) => [Math.floor(c / w), c % w] as const);
      const shape = makeShape(cells);
      const target = planeShape(piece);
      same =
        target !== null &&
        shape.cells.length === cells.length &&
        (target.free
          ? freeKey(shape) === freeKey(target.shape)
          : oneSidedKey(shape) === oneSidedKey(target.shape));
    }
    verdicts[pid] = same ? 1 : 2;
  }
  return verdicts[pid] === 1;
}

/**
 * Checks a tiling from first principles (not trusting the engines): every region cell covered
 * exactly once and no hole covered, each piece used exactly its count (or any number), and each
 * placement's cells a rotation (or, for a free piece, a reflection) of its piece's shape. The
 * shape of each placement is worked out once per problem (the first tiling that uses it) and
 * remembered; the rest is O(cells) per tiling. Returns null when it is valid, else what is wrong.
 */
export function checkTiling(p: TilingProblem, placements: ArrayLike<number>): string | null {
  const { region } = p;
  const hits = new Int32Array(region.cells.length);
  const used = new Array<number>(p.kinds.length).fill(0);
  for (let t = 0; t < placements.length; t++) {
    const pid = placements[t];
    const pl = p.placements[pid];
    if (pl === undefined) return `placement ${pid} does not exist`;
    used[pl.kind]++;
    if (!placementHasShape(p, pid)) {
      return `the cells of piece ${p.kinds[pl.kind].piece.name} do not form its shape`;
    }
    for (const c of pl.cells) hits[c]++;
  }
  for (let i = 0; i < hits.length; i++) {
    if (hits[i] === (region.cells[i] ? 1 : 0)) continue;
    const where = cellWords(region, i);
    return region.cells[i] ? `cell ${where} covered ${hits[i]} times` : `hole ${where} covered`;
  }
  for (let k = 0; k < p.kinds.length; k++) {
    if (!copiesMet(p.kinds[k], used[k])) {
      return `piece ${p.kinds[k].piece.name} used ${plural(used[k], 'time')}, needs ${copiesText(p.kinds[k])}`;
    }
  }
  return null;
}
