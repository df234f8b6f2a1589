/**
 * Polycubes as sets of unit cubes [x, y, z]. A Solid is normalised like a plane Shape
 * (polyomino.ts): translated so its smallest x, y and z are 0, cubes sorted by z, then y, then x
 * (the order of region cell indices), so two solids are equal iff their keys are equal.
 *
 * A physical piece turns by the 24 rotations of space and is never mirrored: its orientations
 * are its distinct images under the rotations of the box group (group/group.ts), in the group's
 * element order, so a chiral piece and its mirror image are two pieces (Soma's a and b). A
 * plane piece in a 3-D region is a flat solid, and the rotations turn it over as well.
 */
import { applyTo, isReflection, type TransformId } from '../symmetry.js';
import { boundingBox3, type Shape } from './polyomino.js';
import { BOX_GROUP } from './region.js';

/** A cube as [x, y, z] (column, row, layer), 0-based. */
export type Cube = readonly [number, number, number];

/** A polycube: its cubes, normalised to start at 0 on each axis, and its sizes. */
export interface Solid {
  /** Cubes sorted by z, then y, then x; the smallest of each coordinate is 0. */
  readonly cells: readonly Cube[];
  /** Sizes along x, y and z. */
  readonly dims: readonly [number, number, number];
}

/** The elements of BOX_GROUP that are rotations (24), identity first. */
export const BOX_ROTATIONS: readonly TransformId[] = BOX_GROUP.elements.filter(
  (g) => !isReflection(BOX_GROUP, g),
);

/** A solid from cubes anywhere: duplicates dropped, moved to 0 on each axis, sorted. */
export function makeSolid(cells: readonly Cube[]): Solid {
  if (cells.length === 0) throw new RangeError('a solid needs at least one cube');
  const { lo, hi } = boundingBox3(cells);
  const seen = new Set<string>();
  const out: [number, number, number][] = [];
  for (const [x, y, z] of cells) {
    const k = `${x},${y},${z}`;
    if (seen.has(k)) continue;
    seen.add(k);
    out.push([x - lo[0], y - lo[1], z - lo[2]]);
  }
  out.sort((a, b) => a[2] - b[2] || a[1] - b[1] || a[0] - b[0]);
  return { cells: out, dims: [hi[0] - lo[0] + 1, hi[1] - lo[1] + 1, hi[2] - lo[2] + 1] };
}

/** A stable text key: "x,y,z x,y,z …" of the normalised cubes. */
export function solidKey(s: Solid): string {
  return s.cells.map(([x, y, z]) => `${x},${y},${z}`).join(' ');
}

/** The image of a solid under an element of BOX_GROUP, normalised. */
export function transformSolid(s: Solid, g: TransformId): Solid {
  return makeSolid(
    s.cells.map((c) => {
      const [x, y, z] = applyTo(BOX_GROUP, g, c, s.dims);
      return [x, y, z] as const;
    }),
  );
}

/**
 * The distinct orientations, in group order (the first is the solid itself): under the 24
 * rotations, or all 48 symmetries when `mirrored` (a piece that may also be reflected).
 */
export function solidOrientations(s: Solid, mirrored = false): Solid[] {
  const seen = new Set<string>();
  const out: Solid[] = [];
  for (const g of mirrored ? BOX_GROUP.elements : BOX_ROTATIONS) {
    const o = transformSolid(s, g);
    const k = solidKey(o);
    if (!seen.has(k)) {
      seen.add(k);
      out.push(o);
    }
  }
  return out;
}

/** Key of the solid up to rotation: the smallest key of its orientations. */
export function rotationKey(s: Solid): string {
  return solidOrientations(s)
    .map(solidKey)
    .reduce((a, b) => (b < a ? b : a));
}

/** The mirror image of a solid (x reversed), normalised. */
export function mirrorSolid(s: Solid): Solid {
  return makeSolid(s.cells.map(([x, y, z]) => [-x, y, z]));
}

/** True when a rotation turns the solid into its mirror image (it has no distinct mirror piece). */
export function isAchiralSolid(s: Solid): boolean {
  return rotationKey(s) === rotationKey(mirrorSolid(s));
}

/** The six cubes that share a face with this one. */
function faceNeighbours([x, y, z]: Cube): Cube[] {
  return [
    [x + 1, y, z],
    [x - 1, y, z],
    [x, y + 1, z],
    [x, y - 1, z],
    [x, y, z + 1],
    [x, y, z - 1],
  ];
}

/** Whether the cubes form one face-connected piece. */
export function isFaceConnected(cells: readonly Cube[]): boolean {
  if (cells.length === 0) return false;
  const key = (c: Cube): string => `${c[0]},${c[1]},${c[2]}`;
  const all = new Set(cells.map(key));
  const seen = new Set<string>([key(cells[0])]);
  const stack: Cube[] = [cells[0]];
  while (stack.length > 0) {
    for (const n of faceNeighbours(stack.pop() as Cube)) {
      const k = key(n);
      if (all.has(k) && !seen.has(k)) {
        seen.add(k);
        stack.push(n);
      }
    }
  }
  return seen.size === all.size;
}

/** A plane shape as a flat solid in layer 0 (x = column, y = row). */
export function flatSolid(shape: Shape): Solid {
  return makeSolid(shape.cells.map(([r, c]) => [c, r, 0]));
}

/** The solid seen from above: the cells (row y, column x) of its footprint, as a plane Shape's cells. */
export function footprintCells(s: Solid): [number, number][] {
  const seen = new Set<string>();
  const out: [number, number][] = [];
  for (const [x, y] of s.cells) {
    if (seen.has(`${y},${x}`)) continue;
    seen.add(`${y},${x}`);
    out.push([y, x]);
  }
  return out;
}

/**
 * Reads cubes written as digit triples "xyz" separated by dots ("000.010.100", the notation of
 * the shared polycube references) or as comma triples "x,y,z" separated by spaces; null when the
 * text is in neither form.
 */
export function parseCubes(text: string): Cube[] | null {
  const t = text.trim();
  if (/^[0-9]{3}(\.[0-9]{3})*$/.test(t)) {
    return t.split('.').map((d) => [Number(d[0]), Number(d[1]), Number(d[2])] as const);
  }
  if (/^[0-9]+,[0-9]+,[0-9]+(\s+[0-9]+,[0-9]+,[0-9]+)*$/.test(t)) {
    return t.split(/\s+/).map((w) => {
      const [x, y, z] = w.split(',').map(Number);
      return [x, y, z] as const;
    });
  }
  return null;
}

/** The orientation whose key is smallest (a rotation class's stable representative). */
export function canonicalSolid(s: Solid): Solid {
  let best = s;
  let bestKey = solidKey(s);
  for (const o of solidOrientations(s)) {
    const k = solidKey(o);
    if (k < bestKey) {
      best = o;
      bestKey = k;
    }
  }
  return best;
}

/**
 * All polycubes of n cubes up to rotation (chiral pairs counted twice: 1, 1, 2, 8, 29, 166 for
 * n = 1…6), grown cube by cube and deduplicated by rotation key; each in its canonical
 * orientation, sorted by key (a stable order for naming).
 */
export function oneSidedPolycubes(n: number): Solid[] {
  if (!Number.isInteger(n) || n < 1 || n > 7) throw new RangeError(`size out of range: ${n}`);
  let level = new Map<string, Solid>([['0,0,0', makeSolid([[0, 0, 0]])]]);
  for (let size = 2; size <= n; size++) {
    const next = new Map<string, Solid>();
    for (const s of level.values()) {
      const have = new Set(s.cells.map((c) => c.join(',')));
      for (const cube of s.cells) {
        for (const c of faceNeighbours(cube)) {
          if (have.has(c.join(','))) continue;
          const canon = canonicalSolid(makeSolid([...s.cells, c]));
          const k = solidKey(canon);
          if (!next.has(k)) next.set(k, canon);
        }
      }
    }
    level = next;
  }
  return [...level.entries()]
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .map((e) => e[1]);
}

/** Whether the solid lies in one plane (one of its sizes is 1). */
export function isFlatSolid(s: Solid): boolean {
  return s.dims.some((d) => d === 1);
}
