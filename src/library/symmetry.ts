/**
 * Symmetry groups of cell maps (any finite group of signed axis permutations: none, the square's
 * 8, a rectangle's 4, a box's 24 or 48), the square's 8 by name, and orbit counts: symmetry
 * classes counted by orbit size, the one shape for every family.
 *
 * @module
 */

// Transforms of a grid.
export {
  TRANSFORM_NAMES,
  ALL_TRANSFORMS,
  AXIS_KEEPING_TRANSFORMS,
  transformRow,
  transformCol,
  swapsAxes,
  inverseTransform,
  composeTransforms,
} from '../core/symmetry.js';
export type { TransformId, TransformName } from '../core/symmetry.js';

// Groups of cell maps.
export { SQUARE_GROUP, RECTANGLE_GROUP } from '../core/symmetry.js';
export {
  makeGroup,
  trivialGroup,
  boxGroup,
  subgroup,
  compose,
  inverse,
  applyTo,
  imageDims,
  keepsBox,
  isReflection,
  burnsideClasses,
} from '../core/group/group.js';
export type { SymmetryGroup, AxisMap } from '../core/group/group.js';

// Orbit counts.
export { ORBIT_SIZES, orbitMembers, orbitClasses, sumOrbits } from '../core/symmetry.js';
export { noOrbits, noOrbitsOf, orbitCount, orbitSizesIn } from '../core/group/orbits.js';
export type { OrbitCounts, OrbitSize } from '../core/symmetry.js';
