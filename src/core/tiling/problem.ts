/**
 * A tiling problem: a region, the pieces with their counts ("kinds"), and every placement of
 * every kind (a kind, one of its orientations, translated so that all its cells are region
 * cells). Built once; the engines (bitTiler.ts, the exact-cover engine) and the symmetry plan
 * all read the same placement ids.
 */
import { PlacerError } from '../errors.js';
import { makeShape, orientations, type Shape } from './polyomino.js';
import {
  copiesText,
  fewestCopies,
  isExactCount,
  pieceSize,
  pieceSolid,
  type PieceCount,
  type PieceDef,
} from './pieceSets.js';
import { isFlatSolid, solidOrientations, type Solid } from './polycube.js';
import { cellWords, cellXYZ, isSolidRegion, regionComponents, type Region } from './region.js';
import { plural } from '../plural.js';

/**
 * One piece placed: a kind, one of its orientations, and the region cells it covers. (Not a
 * queens `Placement`, which is a whole board.) Tilings are lists of their ids, indices into
 * `TilingProblem.placements`.
 */
export interface PiecePlacement {
  /** Index of its piece in `TilingProblem.kinds`. */
  readonly kind: number;
  /**
   * Index into the piece's orientations (`pieceOrientations`: polyomino.ts `orientations` in the
   * plane, polycube.ts `solidOrientations` in 3-D).
   */
  readonly orientation: number;
  /** Grid indices ((z * height + r) * width + c) of its cells, ascending. */
  readonly cells: Int32Array;
}

/** A region, the pieces with their counts (kinds), and every placement of every piece. */
export interface TilingProblem {
  readonly region: Region;
  readonly kinds: readonly PieceCount[];
  readonly placements: readonly PiecePlacement[];
  /** Placement ids of each kind. */
  readonly byKind: readonly (readonly number[])[];
}

/**
 * The shape a piece makes in a plane region, and whether it may be turned over there: a plane
 * piece's own (free unless one-sided); for a polycube that lies flat, the shape it makes in its
 * plane, always free (turning it over is a rotation in space); null for one that does not lie
 * flat. The engines' placements and the checks from first principles both read it.
 */
export function planeShape(piece: PieceDef): { shape: Shape; free: boolean } | null {
  if (piece.solid === undefined) return { shape: piece.shape, free: !piece.oneSided };
  if (!isFlatSolid(piece.solid)) return null;
  // The axis it is one cube thick along (z first), and the other two as column and row.
  const { dims, cells } = piece.solid;
  const thin = [2, 1, 0].find((a) => dims[a] === 1) as number;
  const [col, row] = [0, 1, 2].filter((a) => a !== thin);
  return { shape: makeShape(cells.map((c) => [c[row], c[col]])), free: true };
}

/** A piece's orientations in a plane region (see planeShape): none for a polycube standing up. */
export function planeOrientations(piece: PieceDef): Shape[] {
  const plane = planeShape(piece);
  return plane === null ? [] : orientations(plane.shape, !plane.free);
}

/** A piece's orientations in a 3-D region: its solid's under the 24 rotations. */
export function spaceOrientations(piece: PieceDef): Solid[] {
  return solidOrientations(pieceSolid(piece));
}

/** Places every piece in every orientation and position inside the region. */
export function buildTilingProblem(region: Region, kinds: readonly PieceCount[]): TilingProblem {
  const placements: PiecePlacement[] = [];
  const byKind: number[][] = kinds.map(() => []);
  const add = (k: number, oi: number, idx: Int32Array): void => {
    idx.sort();
    byKind[k].push(placements.length);
    placements.push({ kind: k, orientation: oi, cells: idx });
  };
  const { height: h, width: w, depth: d, cells } = region;
  kinds.forEach(({ piece }, k) => {
    if (isSolidRegion(region)) {
      spaceOrientations(piece).forEach((o, oi) => {
        const [ox, oy, oz] = o.dims;
        for (let z0 = 0; z0 + oz <= d; z0++) {
          for (let y0 = 0; y0 + oy <= h; y0++) {
            for (let x0 = 0; x0 + ox <= w; x0++) {
              const idx = new Int32Array(o.cells.length);
              let ok = true;
              for (let t = 0; t < o.cells.length && ok; t++) {
                const [x, y, z] = o.cells[t];
                const i = ((z0 + z) * h + y0 + y) * w + x0 + x;
                if (!cells[i]) ok = false;
                idx[t] = i;
              }
              if (ok) add(k, oi, idx);
            }
          }
        }
      });
      return;
    }
    planeOrientations(piece).forEach((o, oi) => {
      for (let r0 = 0; r0 + o.height <= h; r0++) {
        for (let c0 = 0; c0 + o.width <= w; c0++) {
          const idx = new Int32Array(o.cells.length);
          let ok = true;
          for (let t = 0; t < o.cells.length && ok; t++) {
            const i = (r0 + o.cells[t][0]) * w + c0 + o.cells[t][1];
            if (!cells[i]) ok = false;
            idx[t] = i;
          }
          if (ok) add(k, oi, idx);
        }
      }
    });
  });
  return { region, kinds, placements, byKind };
}

/** Cells of one copy of a piece. */
export function pieceArea(p: PieceCount): number {
  return pieceSize(p.piece);
}

/**
 * Whether `size` is a sum of piece areas with each kind used at most its count and, when
 * `withMin`, at least its fewest copies.
 */
function reachable(kinds: readonly PieceCount[], size: number, withMin: boolean): boolean {
  let rest = size;
  if (withMin) for (const k of kinds) rest -= pieceArea(k) * fewestCopies(k);
  if (rest < 0) return false;
  const can = new Uint8Array(rest + 1);
  can[0] = 1;
  for (const k of kinds) {
    const a = pieceArea(k);
    const spare = withMin ? k.count - fewestCopies(k) : k.count;
    const copies = Math.min(spare, Math.floor(rest / a));
    // Bounded knapsack by repeated 0/1 passes (sizes here are at most a few thousand).
    for (let t = 0; t < copies; t++) {
      let changed = false;
      for (let s = rest; s >= a; s--) {
        if (!can[s] && can[s - a]) {
          can[s] = 1;
          changed = true;
        }
      }
      if (!changed) break;
    }
  }
  return can[rest] === 1;
}

/**
 * Quick rejections, before any search: the piece areas must add up to the cell count (each kind
 * used within its range), every connected part of the region must be a sum of piece areas, and
 * every piece that must be used must fit somewhere. Throws a PlacerError naming the reason.
 */
export function checkFeasible(p: TilingProblem): void {
  const { region, kinds } = p;
  const n = region.cellCount;
  let leastArea = 0;
  for (const k of kinds) leastArea += pieceArea(k) * fewestCopies(k);
  const exact = kinds.every(isExactCount);
  const countText = kinds.map((k) => `${k.piece.name}×${copiesText(k)}`).join(' ');
  if (exact && leastArea !== n) {
    throw new PlacerError(
      'area-mismatch',
      `the region has ${plural(n, 'cell')} but the pieces cover ${leastArea} (${countText})`,
    );
  }
  if (leastArea > n) {
    throw new PlacerError(
      'area-mismatch',
      `the region has ${plural(n, 'cell')} but the pieces that must be used cover ${leastArea} (${countText})`,
    );
  }
  if (!exact && !reachable(kinds, n, true)) {
    throw new PlacerError(
      'area-mismatch',
      `no combination of the pieces (${countText}) covers exactly ${plural(n, 'cell')}`,
    );
  }
  for (const comp of regionComponents(region)) {
    if (comp.length !== n && !reachable(kinds, comp.length, false)) {
      throw new PlacerError(
        'component-size',
        `the part of the region at ${cellWords(region, comp[0])} has ${plural(comp.length, 'cell')}, which no combination of the pieces makes`,
      );
    }
  }
  kinds.forEach((k, i) => {
    if (fewestCopies(k) > 0 && p.byKind[i].length === 0) {
      throw new PlacerError(
        'piece-fits-nowhere',
        `piece ${k.piece.name} fits nowhere in the region`,
      );
    }
  });
}

/**
 * A proof that no tiling exists, by colouring the grid like a chessboard (in 3-D, the cubes by
 * the parity of x + y + z): a piece covers as many
 * dark as light cells, or more of one colour by its imbalance d (the same d in every orientation
 * and position, only its sign changes). The pieces' signed imbalances must add up to the
 * region's; when no choice of signs does, there is no tiling (the 4×5 box and the T tetromino,
 * any rectangle and the 35 hexominoes). Returns the reason, or null when the colouring allows a
 * tiling (or cannot tell: a piece with an imbalance may be used a varying number of times).
 */
export function colouringObstruction(p: TilingProblem): string | null {
  const { region } = p;
  let dark = 0;
  for (let i = 0; i < region.cells.length; i++) {
    const [x, y, z] = cellXYZ(region, i);
    if (region.cells[i] && (x + y + z) % 2 === 0) dark++;
  }
  const want = Math.abs(2 * dark - region.cellCount);
  const imbalances: number[] = [];
  const named: string[] = [];
  for (const k of p.kinds) {
    // In the plane a polycube counts only where it lies flat (else it fits nowhere anyway).
    let d = 0;
    if (k.piece.solid !== undefined || isSolidRegion(region)) {
      for (const [x, y, z] of pieceSolid(k.piece).cells) d += (x + y + z) % 2 === 0 ? 1 : -1;
    } else {
      for (const [r, c] of k.piece.shape.cells) d += (r + c) % 2 === 0 ? 1 : -1;
    }
    d = Math.abs(d);
    if (d === 0) continue;
    // A kind used a varying number of times: this colouring cannot tell.
    if (!isExactCount(k)) return null;
    for (let t = 0; t < k.count; t++) imbalances.push(d);
    named.push(`${k.piece.name} ${d}${k.count > 1 ? `×${k.count}` : ''}`);
  }
  const total = imbalances.reduce((a, b) => a + b, 0);
  // Reachable sums of ±d over the copies, as offsets from −total.
  let reach = new Uint8Array(2 * total + 1);
  reach[total] = 1;
  for (const d of imbalances) {
    const next = new Uint8Array(reach.length);
    for (let s = 0; s < reach.length; s++) {
      if (!reach[s]) continue;
      if (s - d >= 0) next[s - d] = 1;
      if (s + d < next.length) next[s + d] = 1;
    }
    reach = next;
  }
  if (want <= total && reach[total + want]) return null;
  const light = region.cellCount - dark;
  return (
    `checkerboard colouring: the region has ${dark} dark and ${light} light cells, ` +
    `but the pieces' imbalances (${named.length > 0 ? named.join(', ') : 'none'}) cannot make up ${want}`
  );
}
