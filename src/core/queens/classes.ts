/**
 * Symmetry classes of queen placements. The 8 symmetries of the square map placements to
 * placements (and solutions to solutions); a solution's class is its orbit, of size 1 (N = 1),
 * 2, 4 or 8, and its canonical form is the lexicographically smallest member (by `cols`).
 */
import {
  ALL_TRANSFORMS,
  SQUARE_GROUP,
  SQUARE_MAPS,
  transformCol,
  transformRow,
  type TransformId,
} from '../symmetry.js';
import type { Placement } from './placement.js';

/** The image of a (possibly partial) placement under one of the 8 symmetries. */
export function transformPlacement(p: Placement, t: TransformId): Placement {
  const n = p.n;
  const cols = new Int32Array(n).fill(-1);
  for (let r = 0; r < n; r++) {
    const c = p.cols[r];
    if (c < 0) continue;
    cols[transformRow(t, r, c, n, n)] = transformCol(t, r, c, n, n);
  }
  return { n, cols };
}

/**
 * Writes the image of a full permutation under `t`, one of the square's transforms, into `out`,
 * using `inv` (the inverse permutation) for the transforms that swap rows and columns: image row
 * r holds the queen of the source's row r (of its column r, in `inv`, when the axes swap), each
 * mirrored as the transform's SquareMap says. Allocation-free, with a plain loop per mirroring
 * (this runs once per solution while enumerating).
 */
export function transformPermInto(
  t: TransformId,
  cols: ArrayLike<number>,
  inv: ArrayLike<number>,
  out: Int32Array,
): void {
  const n = out.length;
  const m = n - 1;
  const map = SQUARE_MAPS[t];
  const src = map.swapsAxes ? inv : cols;
  if (map.mirrorsRow) {
    if (map.mirrorsCol) for (let r = 0; r < n; r++) out[r] = m - src[m - r];
    else for (let r = 0; r < n; r++) out[r] = src[m - r];
  } else if (map.mirrorsCol) {
    for (let r = 0; r < n; r++) out[r] = m - src[r];
  } else {
    for (let r = 0; r < n; r++) out[r] = src[r];
  }
}

/** The class of a placement: its canonical member, the transform to it, the orbit size. */
export interface CanonicalForm {
  /** The lexicographically smallest member of the orbit. */
  readonly placement: Placement;
  /** A transform taking the input to the canonical form. */
  readonly transform: TransformId;
  /** Number of distinct placements in the orbit: 8 / (number of symmetries fixing it). */
  readonly orbitSize: number;
}

/** Canonical form and orbit size of a (possibly partial) placement. */
export function canonicalForm(p: Placement): CanonicalForm {
  let best = p;
  let bestT: TransformId = 0;
  let fixed = 0;
  for (const t of ALL_TRANSFORMS) {
    const q = t === 0 ? p : transformPlacement(p, t);
    let cmp = 0;
    for (let r = 0; r < p.n && cmp === 0; r++) cmp = q.cols[r] - p.cols[r];
    if (cmp === 0) fixed++;
    let cmpBest = 0;
    for (let r = 0; r < p.n && cmpBest === 0; r++) cmpBest = q.cols[r] - best.cols[r];
    if (cmpBest < 0) {
      best = q;
      bestT = t;
    }
  }
  return { placement: best, transform: bestT, orbitSize: SQUARE_GROUP.order / fixed };
}

/** Orbit size of a placement: 8 / |stabiliser|. */
export function orbitSize(p: Placement): number {
  return canonicalForm(p).orbitSize;
}

/**
 * Allocation-free canonical test for full permutations (used while enumerating): returns the
 * orbit size when `cols` is the smallest member of its orbit, or 0 when it is not. `inv` and
 * `scratch` are caller-owned buffers of length n.
 */
export function canonicalOrbitSize(cols: Int32Array, inv: Int32Array, scratch: Int32Array): number {
  const n = cols.length;
  for (let r = 0; r < n; r++) inv[cols[r]] = r;
  let fixed = 1;
  for (let t = 1; t < SQUARE_GROUP.order; t++) {
    transformPermInto(t, cols, inv, scratch);
    let cmp = 0;
    for (let r = 0; r < n && cmp === 0; r++) cmp = scratch[r] - cols[r];
    if (cmp < 0) return 0;
    if (cmp === 0) fixed++;
  }
  return SQUARE_GROUP.order / fixed;
}
