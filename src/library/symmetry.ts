/**
 * The 8 symmetries of a rectangular grid (the dihedral group D4) and orbit counts: symmetry
 * classes counted by orbit size, the one shape for queens and tilings alike.
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

// Orbit counts.
export { ORBIT_SIZES, orbitMembers, orbitClasses, sumOrbits } from '../core/symmetry.js';
export type { OrbitCounts, OrbitSize } from '../core/symmetry.js';
