/**
 * The 8 symmetries of a rectangular grid (the dihedral group D4), acting on cells (row, col) of
 * an h×w grid. Transforms that swap the axes map an h×w grid onto a w×h grid, so on a non-square
 * rectangle only the four that keep the axes (identity, rot180, flipH, flipV) map it to itself.
 *
 * Index order is fixed (it is part of stable output such as `transform` in a canonical form):
 * 0 identity, 1 rot90 (clockwise), 2 rot180, 3 rot270, 4 flipH (mirror left↔right),
 * 5 flipV (top↔bottom), 6 transpose (main diagonal), 7 antitranspose.
 */

/** A transform by index: 0 identity, 1 rot90, 2 rot180, 3 rot270, 4 flipH, 5 flipV, 6 transpose, 7 antitranspose. */
export type TransformId = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** Names of the transforms, by TransformId. */
export const TRANSFORM_NAMES = [
  'identity',
  'rot90',
  'rot180',
  'rot270',
  'flipH',
  'flipV',
  'transpose',
  'antitranspose',
] as const;
/** One of TRANSFORM_NAMES. */
export type TransformName = (typeof TRANSFORM_NAMES)[number];

/** The 8 transforms, by id. */
export const ALL_TRANSFORMS: readonly TransformId[] = [0, 1, 2, 3, 4, 5, 6, 7];
/** Transforms that keep rows as rows (the only ones for a non-square rectangle). */
export const AXIS_KEEPING_TRANSFORMS: readonly TransformId[] = [0, 2, 4, 5];

/** True when the transform exchanges rows and columns (h×w → w×h). */
export function swapsAxes(t: TransformId): boolean {
  return t === 1 || t === 3 || t === 6 || t === 7;
}

/** Row of the image of cell (r, c) of an h×w grid. */
export function transformRow(t: TransformId, r: number, c: number, h: number, w: number): number {
  switch (t) {
    case 0:
    case 4:
      return r;
    case 1:
    case 6:
      return c;
    case 2:
    case 5:
      return h - 1 - r;
    case 3:
    case 7:
      return w - 1 - c;
  }
}

/** Column of the image of cell (r, c) of an h×w grid. */
export function transformCol(t: TransformId, r: number, c: number, h: number, w: number): number {
  switch (t) {
    case 0:
    case 5:
      return c;
    case 1:
    case 7:
      return h - 1 - r;
    case 2:
    case 4:
      return w - 1 - c;
    case 3:
    case 6:
      return r;
  }
}

/** The transform that undoes `t`. */
export function inverseTransform(t: TransformId): TransformId {
  return t === 1 ? 3 : t === 3 ? 1 : t;
}

/** The transform equal to applying `a` first, then `b` (checked on a generic cell). */
export function composeTransforms(a: TransformId, b: TransformId): TransformId {
  // A 3×5 grid has no symmetry, so the images of two cells identify the transform uniquely.
  const h = 3;
  const w = 5;
  const probe = (
    t: TransformId,
    r: number,
    c: number,
    hh: number,
    ww: number,
  ): [number, number] => [transformRow(t, r, c, hh, ww), transformCol(t, r, c, hh, ww)];
  const [h1, w1] = swapsAxes(a) ? [w, h] : [h, w];
  const p1 = probe(a, 0, 1, h, w);
  const q1 = probe(a, 2, 4, h, w);
  const p2 = probe(b, p1[0], p1[1], h1, w1);
  const q2 = probe(b, q1[0], q1[1], h1, w1);
  for (const t of ALL_TRANSFORMS) {
    const p = probe(t, 0, 1, h, w);
    const q = probe(t, 2, 4, h, w);
    if (p[0] === p2[0] && p[1] === p2[1] && q[0] === q2[0] && q[1] === q2[1]) return t;
  }
  throw new Error('unreachable: D4 is closed under composition');
}

/**
 * Symmetry classes counted by orbit size, exact: the one shape of orbit counts for queens
 * (sizes 1, 2, 4, 8 under the square's 8 symmetries) and tilings (a rectangle's group of 4 has
 * sizes 1, 2, 4; its 8 stays 0).
 */
export interface OrbitCounts {
  readonly 1: bigint;
  readonly 2: bigint;
  readonly 4: bigint;
  readonly 8: bigint;
}

/** The orbit sizes under the 8 symmetries. */
export const ORBIT_SIZES = [1, 2, 4, 8] as const;

/** Members of all the classes: Σ size × classes. */
export function orbitMembers(o: OrbitCounts): bigint {
  return o[1] + 2n * o[2] + 4n * o[4] + 8n * o[8];
}

/** Classes of every size. */
export function orbitClasses(o: OrbitCounts): bigint {
  return o[1] + o[2] + o[4] + o[8];
}

/** No classes at all: the start of a sum. */
export const NO_ORBITS: OrbitCounts = { 1: 0n, 2: 0n, 4: 0n, 8: 0n };

/** One of ORBIT_SIZES. */
export type OrbitSize = (typeof ORBIT_SIZES)[number];

/** `o` with `n` more classes of orbit size `size`. */
export function addOrbits(o: OrbitCounts, size: OrbitSize, n: bigint): OrbitCounts {
  return { ...o, [size]: o[size] + n };
}

/** Classes of both, size by size. */
export function sumOrbits(a: OrbitCounts, b: OrbitCounts): OrbitCounts {
  return { 1: a[1] + b[1], 2: a[2] + b[2], 4: a[4] + b[4], 8: a[8] + b[8] };
}
