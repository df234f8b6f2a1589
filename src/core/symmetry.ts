/**
 * Symmetry for every family: the groups of cell maps (group/group.ts: trivial, square, rectangle,
 * box) and orbit counts under any of them (group/orbits.ts), and here the square's group in the
 * fast, named form the plane families use.
 *
 * The square's 8 symmetries (the dihedral group D4) act on cells (row, col) of an h×w grid.
 * Transforms that swap the axes map an h×w grid onto a w×h grid, so on a non-square rectangle
 * only the four that keep the axes (identity, rot180, flipH, flipV) map it to itself.
 *
 * Index order is fixed (it is part of stable output such as `transform` in a canonical form):
 * 0 identity, 1 rot90 (clockwise), 2 rot180, 3 rot270, 4 flipH (mirror left↔right),
 * 5 flipV (top↔bottom), 6 transpose (main diagonal), 7 antitranspose.
 */
import {
  compose,
  inverse,
  makeGroup,
  subgroup,
  type SymmetryGroup,
  type TransformId,
} from './group/group.js';
import { noOrbits, type OrbitCounts } from './group/orbits.js';

export {
  applyTo,
  boxGroup,
  burnsideClasses,
  compose,
  divisors,
  imageDims,
  inverse,
  isReflection,
  keepsBox,
  makeGroup,
  orbitSizeByStabilizer,
  subgroup,
  trivialGroup,
  type AxisMap,
  type SymmetryGroup,
  type TransformId,
} from './group/group.js';
export {
  addOrbits,
  noOrbits,
  noOrbitsOf,
  orbitClasses,
  orbitCount,
  orbitMembers,
  orbitSizesIn,
  orbitSizesShown,
  sumOrbits,
  SQUARE_ORBIT_SIZES,
  type OrbitCounts,
} from './group/orbits.js';

/** Names of the square's transforms, by TransformId. */
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

/** The square's transforms by name: their TransformIds in SQUARE_GROUP. */
export const SQUARE_IDS = {
  identity: 0,
  rot90: 1,
  rot180: 2,
  rot270: 3,
  flipH: 4,
  flipV: 5,
  transpose: 6,
  antitranspose: 7,
} as const satisfies Record<TransformName, TransformId>;

/**
 * The square's 8 symmetries as a group: (row, col) axis maps in the fixed order above. E.g.
 * rot90 sends (r, c) to (c, h−1−r): image row = column, image column = mirrored row.
 */
export const SQUARE_GROUP: SymmetryGroup = makeGroup('square', [
  { name: 'identity', perm: [0, 1], flip: [false, false] },
  { name: 'rot90', perm: [1, 0], flip: [false, true] },
  { name: 'rot180', perm: [0, 1], flip: [true, true] },
  { name: 'rot270', perm: [1, 0], flip: [true, false] },
  { name: 'flipH', perm: [0, 1], flip: [false, true] },
  { name: 'flipV', perm: [0, 1], flip: [true, false] },
  { name: 'transpose', perm: [1, 0], flip: [false, false] },
  { name: 'antitranspose', perm: [1, 0], flip: [true, true] },
]);

/**
 * One of the square's transforms as the three choices its axis map makes (SQUARE_GROUP.maps[t]):
 * whether the image's row is the cell's column (the axes swapped; else its row), and whether the
 * image's row and column are mirrored. On an h×w grid, cell (r, c) goes to
 * (mirrorsRow ? H−1−R : R, mirrorsCol ? W−1−C : C), where (R, C) is (c, r) if swapsAxes, else
 * (r, c), and H×W the image grid.
 */
export interface SquareMap {
  readonly swapsAxes: boolean;
  readonly mirrorsRow: boolean;
  readonly mirrorsCol: boolean;
}

/**
 * The square's transforms by id, as SquareMaps: read off SQUARE_GROUP's axis maps once, for the
 * code that maps many cells or permutations (transformRow, classes.ts, constellations.ts) and
 * would pay for the group's general arrays at each.
 */
export const SQUARE_MAPS: readonly SquareMap[] = SQUARE_GROUP.maps.map((m) => ({
  swapsAxes: m.perm[0] === 1,
  mirrorsRow: m.flip[0],
  mirrorsCol: m.flip[1],
}));

/** The 8 transforms, by id. */
export const ALL_TRANSFORMS: readonly TransformId[] = SQUARE_GROUP.elements;
/** Transforms that keep rows as rows (the only ones for a non-square rectangle), square ids. */
export const AXIS_KEEPING_TRANSFORMS: readonly TransformId[] = ALL_TRANSFORMS.filter(
  (t) => !SQUARE_MAPS[t].swapsAxes,
);

/**
 * A non-square rectangle's 4 symmetries as a group of its own: identity, the two mirrors
 * (flipH, flipV), the half-turn — renumbered 0…3 in that order.
 */
export const RECTANGLE_GROUP: SymmetryGroup = subgroup(SQUARE_GROUP, [0, 4, 5, 2], 'rectangle');

/** The orbit sizes under the square's 8 symmetries. */
export const ORBIT_SIZES = [1, 2, 4, 8] as const;

/** An orbit's size: a divisor of its group's order (1, 2, 4 or 8 for the square). */
export type OrbitSize = number;

/** No classes, at the square's sizes 1, 2, 4, 8: the start of a plane family's sum. */
export const NO_ORBITS: OrbitCounts = noOrbits(ORBIT_SIZES);

/** The square's transform `t` as a SquareMap; a RangeError for an id that is none of the 8. */
export function squareMap(t: TransformId): SquareMap {
  const m = SQUARE_MAPS[t] as SquareMap | undefined;
  if (m === undefined) throw new RangeError(`not a transform of the square: ${t}`);
  return m;
}

/** True when the square's transform `t` exchanges rows and columns (h×w → w×h). */
export function swapsAxes(t: TransformId): boolean {
  return (SQUARE_MAPS[t] as SquareMap | undefined)?.swapsAxes === true;
}

/** Row of the image of cell (r, c) of an h×w grid under the square's transform `t`. */
export function transformRow(t: TransformId, r: number, c: number, h: number, w: number): number {
  const m = squareMap(t);
  if (m.swapsAxes) return m.mirrorsRow ? w - 1 - c : c;
  return m.mirrorsRow ? h - 1 - r : r;
}

/** Column of the image of cell (r, c) of an h×w grid under the square's transform `t`. */
export function transformCol(t: TransformId, r: number, c: number, h: number, w: number): number {
  const m = squareMap(t);
  if (m.swapsAxes) return m.mirrorsCol ? h - 1 - r : r;
  return m.mirrorsCol ? w - 1 - c : c;
}

/** The square's transform that undoes `t`. */
export function inverseTransform(t: TransformId): TransformId {
  return inverse(SQUARE_GROUP, t);
}

/** The square's transform equal to applying `a` first, then `b`. */
export function composeTransforms(a: TransformId, b: TransformId): TransformId {
  return compose(SQUARE_GROUP, a, b);
}
