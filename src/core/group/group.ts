/**
 * Finite symmetry groups of boxes of cells, for every family that counts up to symmetry: the
 * square's 8 (queens, square regions), a rectangle's 4, the trivial group (coloured regions,
 * no symmetry) and a box's 24 rotations or 48 with reflections (polycubes, 3-D).
 *
 * Every such group acts on the cells of a d-dimensional box by a signed permutation of the axes:
 * coordinate i of the image is coordinate perm[i] of the cell, mirrored (size − 1 − x) where
 * flip[i] is set. So one representation serves them all, and composition, inverses and the
 * images of cells are computed the same way for each. Elements are numbered 0…order−1 in the
 * order the constructor lists them, identity first; that numbering is the group's TransformId
 * (symmetry.ts fixes the square's, as stable output uses it).
 */

/** An element of a SymmetryGroup: its index in the group's list, 0 being the identity. */
export type TransformId = number;

/** One element as a map of axes: image axis i reads axis perm[i], mirrored where flip[i]. */
export interface AxisMap {
  readonly name: string;
  readonly perm: readonly number[];
  readonly flip: readonly boolean[];
}

/**
 * A finite group of cell maps of d-dimensional boxes (see the module comment). Plain data, no
 * methods, so that it survives a structured clone (a plan holding it may go to a worker).
 */
export interface SymmetryGroup {
  /** What it is the symmetry of, in words ("square", "rectangle", "box rotations", …). */
  readonly name: string;
  readonly dimensions: number;
  /** Number of elements. */
  readonly order: number;
  /** The elements' ids, 0…order−1, identity first. */
  readonly elements: readonly TransformId[];
  /** Per element, as an axis map. */
  readonly maps: readonly AxisMap[];
  /** The orbit sizes its orbits can have: the divisors of the order, smallest first. */
  readonly orbitSizes: readonly number[];
  /** products[a * order + b]: the element equal to applying a first, then b. */
  readonly products: Int32Array;
  /** inverses[g]: the element that undoes g. */
  readonly inverses: Int32Array;
}

/** The element equal to applying `a` first, then `b`. */
export function compose(group: SymmetryGroup, a: TransformId, b: TransformId): TransformId {
  return group.products[a * group.order + b];
}

/** The element that undoes `g`. */
export function inverse(group: SymmetryGroup, g: TransformId): TransformId {
  return group.inverses[g];
}

/** The divisors of n, smallest first. */
export function divisors(n: number): number[] {
  const out: number[] = [];
  for (let d = 1; d <= n; d++) if (n % d === 0) out.push(d);
  return out;
}

function mapKey(m: {
  readonly perm: readonly number[];
  readonly flip: readonly boolean[];
}): string {
  return `${m.perm.join('')}/${m.flip.map((f) => (f ? 1 : 0)).join('')}`;
}

/** The axis map of `a` then `b`: image axis i reads a's axis pa[pb[i]], flipped once per flip. */
function composeMaps(a: AxisMap, b: AxisMap): { perm: number[]; flip: boolean[] } {
  const perm = b.perm.map((j) => a.perm[j]);
  const flip = b.perm.map((j, i) => b.flip[i] !== a.flip[j]);
  return { perm, flip };
}

/**
 * A group from its elements as axis maps, identity first. Throws unless they form a group
 * (closed under composition, all different, all of one dimension): the tables built here are
 * then exact.
 */
export function makeGroup(name: string, maps: readonly AxisMap[]): SymmetryGroup {
  const order = maps.length;
  const d = order === 0 ? 0 : maps[0].perm.length;
  const index = new Map<string, number>();
  maps.forEach((m, i) => {
    if (m.perm.length !== d || m.flip.length !== d) throw new Error(`${name}: mixed dimensions`);
    index.set(mapKey(m), i);
  });
  if (index.size !== order) throw new Error(`${name}: repeated elements`);
  if (order === 0 || maps[0].perm.some((p, i) => p !== i) || maps[0].flip.some((f) => f)) {
    throw new Error(`${name}: the identity must come first`);
  }
  const table = new Int32Array(order * order);
  const inv = new Int32Array(order);
  for (let a = 0; a < order; a++) {
    for (let b = 0; b < order; b++) {
      const ab = index.get(mapKey(composeMaps(maps[a], maps[b])));
      if (ab === undefined) throw new Error(`${name}: not closed under composition`);
      table[a * order + b] = ab;
      if (ab === 0) inv[a] = b;
    }
  }
  return {
    name,
    dimensions: d,
    order,
    elements: maps.map((_, i) => i),
    maps,
    orbitSizes: divisors(order),
    products: table,
    inverses: inv,
  };
}

/** The image of a cell (its coordinates) of a box of sizes `dims` under element g. */
export function applyTo(
  group: SymmetryGroup,
  g: TransformId,
  point: readonly number[],
  dims: readonly number[],
): number[] {
  const { perm, flip } = group.maps[g];
  return perm.map((j, i) => (flip[i] ? dims[j] - 1 - point[j] : point[j]));
}

/** The sizes of the box that g maps a box of sizes `dims` onto. */
export function imageDims(group: SymmetryGroup, g: TransformId, dims: readonly number[]): number[] {
  return group.maps[g].perm.map((j) => dims[j]);
}

/** True when g maps a box of sizes `dims` onto itself (it only exchanges axes of equal size). */
export function keepsBox(group: SymmetryGroup, g: TransformId, dims: readonly number[]): boolean {
  return group.maps[g].perm.every((j, i) => dims[j] === dims[i]);
}

/** The subgroup of `group` made of the listed elements (renumbered in that order, identity first). */
export function subgroup(
  group: SymmetryGroup,
  ids: readonly TransformId[],
  name: string,
): SymmetryGroup {
  return makeGroup(
    name,
    ids.map((g) => group.maps[g]),
  );
}

/** The trivial group of d-dimensional boxes: the identity only (every orbit has size 1). */
export function trivialGroup(dimensions = 2): SymmetryGroup {
  const perm = Array.from({ length: dimensions }, (_, i) => i);
  return makeGroup('no symmetry', [{ name: 'identity', perm, flip: perm.map(() => false) }]);
}

/** Every permutation of 0…n−1, in lexicographic order (the identity first). */
function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  const out: number[][] = [];
  for (let first = 0; first < n; first++) {
    for (const rest of permutations(n - 1)) {
      out.push([first, ...rest.map((x) => (x >= first ? x + 1 : x))]);
    }
  }
  return out;
}

/** +1 for an even permutation, −1 for an odd one. */
function parity(perm: readonly number[]): number {
  let sign = 1;
  for (let i = 0; i < perm.length; i++) {
    for (let j = i + 1; j < perm.length; j++) if (perm[i] > perm[j]) sign = -sign;
  }
  return sign;
}

/**
 * The symmetries of a box (cube) in 3-D: every signed permutation of the axes (48, the full
 * octahedral group), or only the rotations among them (24: determinant +1, the permutation's
 * sign times the flips' signs). Names list the image axes, e.g. "y,-x,z".
 */
export function boxGroup(reflections: boolean): SymmetryGroup {
  const maps: AxisMap[] = [];
  for (const perm of permutations(3)) {
    for (let bits = 0; bits < 8; bits++) {
      const flip = [0, 1, 2].map((i) => ((bits >> i) & 1) === 1);
      if (!reflections && parity(perm) * flip.reduce((s, f) => (f ? -s : s), 1) < 0) continue;
      const name = perm.map((j, i) => `${flip[i] ? '-' : ''}${'xyz'[j]}`).join(',');
      maps.push({ name, perm, flip });
    }
  }
  return makeGroup(reflections ? 'box' : 'box rotations', maps);
}

/**
 * True when g reverses orientation (a reflection: determinant −1, the permutation's sign times
 * one sign per mirrored axis). A one-sided piece turns into its mirror image under it.
 */
export function isReflection(group: SymmetryGroup, g: TransformId): boolean {
  const { perm, flip } = group.maps[g];
  return parity(perm) * flip.reduce((s, f) => (f ? -s : s), 1) < 0;
}

/** The orbit size of a point whose stabiliser has `stabilizer` elements: |G| / |Stab|. */
export function orbitSizeByStabilizer(order: number, stabilizer: number): number {
  const size = order / stabilizer;
  if (!Number.isInteger(size)) {
    throw new Error(`unreachable: a stabiliser of ${stabilizer} in a group of ${order}`);
  }
  return size;
}

/**
 * Burnside's lemma: the number of orbits is the mean number of points each element fixes,
 * Σ_g |Fix(g)| / |G|. `fixed` lists |Fix(g)| for every element (the identity's: all points).
 */
export function burnsideClasses(fixed: readonly bigint[]): bigint {
  const order = BigInt(fixed.length);
  const sum = fixed.reduce((s, f) => s + f, 0n);
  if (order === 0n || sum % order !== 0n) {
    throw new Error(`unreachable: fixed points ${sum} do not share out over ${order} elements`);
  }
  return sum / order;
}
