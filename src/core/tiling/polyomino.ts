/**
 * Polyominoes as sets of cells (row, col). A Shape is normalised: translated so its smallest row
 * and column are 0, cells sorted row-major, so two shapes are equal iff their keys are equal.
 * Orientations come from the 8 grid symmetries of symmetry.ts applied to the shape's bounding
 * box: all 8 for a free piece, the 4 rotations for a one-sided one, duplicates dropped (so the
 * X pentomino has 1 orientation, I 2, T 4, F 8).
 */
import {
  ALL_TRANSFORMS,
  swapsAxes,
  transformCol,
  transformRow,
  type TransformId,
} from '../symmetry.js';

/** A cell as [row, column], 0-based. */
export type CellRC = readonly [number, number];

/** A polyomino: its cells, normalised to start at row 0 and column 0, and its height and width. */
export interface Shape {
  /** Cells sorted by row, then column; the smallest row and column are 0. */
  readonly cells: readonly CellRC[];
  readonly height: number;
  readonly width: number;
}

export const ROTATIONS: readonly TransformId[] = [0, 1, 2, 3];

/** The bounding box of a nonempty list of cells. */
export function boundingBox(cells: readonly CellRC[]): {
  minR: number;
  minC: number;
  maxR: number;
  maxC: number;
} {
  let minR = Infinity;
  let minC = Infinity;
  let maxR = -Infinity;
  let maxC = -Infinity;
  for (const [r, c] of cells) {
    minR = Math.min(minR, r);
    minC = Math.min(minC, c);
    maxR = Math.max(maxR, r);
    maxC = Math.max(maxC, c);
  }
  return { minR, minC, maxR, maxC };
}

/** The least and greatest coordinate on each of three axes (the 3-D boundingBox). */
export function boundingBox3(points: readonly (readonly [number, number, number])[]): {
  lo: [number, number, number];
  hi: [number, number, number];
} {
  const lo: [number, number, number] = [Infinity, Infinity, Infinity];
  const hi: [number, number, number] = [-Infinity, -Infinity, -Infinity];
  for (const p of points) {
    for (let a = 0; a < 3; a++) {
      lo[a] = Math.min(lo[a], p[a]);
      hi[a] = Math.max(hi[a], p[a]);
    }
  }
  return { lo, hi };
}

/** A shape from cells anywhere: duplicates dropped, moved to row 0 and column 0, sorted. */
export function makeShape(cells: readonly CellRC[]): Shape {
  if (cells.length === 0) throw new RangeError('a shape needs at least one cell');
  const { minR, minC, maxR, maxC } = boundingBox(cells);
  const seen = new Set<string>();
  const out: [number, number][] = [];
  for (const [r, c] of cells) {
    const k = `${r},${c}`;
    if (seen.has(k)) continue;
    seen.add(k);
    out.push([r - minR, c - minC]);
  }
  out.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  return { cells: out, height: maxR - minR + 1, width: maxC - minC + 1 };
}

/** A stable text key: "r,c r,c …" of the normalised cells. */
export function shapeKey(s: Shape): string {
  return s.cells.map(([r, c]) => `${r},${c}`).join(' ');
}

/** The image of a shape under one of the 8 symmetries, normalised. */
export function transformShape(s: Shape, t: TransformId): Shape {
  return makeShape(
    s.cells.map(([r, c]) => [
      transformRow(t, r, c, s.height, s.width),
      transformCol(t, r, c, s.height, s.width),
    ]),
  );
}

/** The distinct orientations, in transform order (the first is the shape itself). */
export function orientations(s: Shape, oneSided: boolean): Shape[] {
  const seen = new Set<string>();
  const out: Shape[] = [];
  for (const t of oneSided ? ROTATIONS : ALL_TRANSFORMS) {
    const o = transformShape(s, t);
    const k = shapeKey(o);
    if (!seen.has(k)) {
      seen.add(k);
      out.push(o);
    }
  }
  return out;
}

/** Key of the shape up to rotation (one-sided class). */
export function oneSidedKey(s: Shape): string {
  return orientations(s, true).map(shapeKey).sort()[0];
}

/** Key of the shape up to rotation and reflection (free class). */
export function freeKey(s: Shape): string {
  return orientations(s, false).map(shapeKey).sort()[0];
}

/** True when the shape equals its mirror image up to rotation. */
export function isAchiral(s: Shape): boolean {
  return oneSidedKey(s) === oneSidedKey(transformShape(s, 4));
}

/** The image of a shape under a transform that reverses orientation is its mirror image. */
export function reversesOrientation(t: TransformId): boolean {
  return t >= 4;
}

/** Whether the cells form one edge-connected piece. */
export function isConnected(cells: readonly CellRC[]): boolean {
  if (cells.length === 0) return false;
  const key = (r: number, c: number): string => `${r},${c}`;
  const all = new Set(cells.map(([r, c]) => key(r, c)));
  const seen = new Set<string>([key(cells[0][0], cells[0][1])]);
  const stack: CellRC[] = [cells[0]];
  while (stack.length > 0) {
    const [r, c] = stack.pop() as CellRC;
    for (const [dr, dc] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ]) {
      const k = key(r + dr, c + dc);
      if (all.has(k) && !seen.has(k)) {
        seen.add(k);
        stack.push([r + dr, c + dc]);
      }
    }
  }
  return seen.size === all.size;
}

/**
 * All free polyominoes of n cells (1, 1, 2, 5, 12, 35, 108 … for n = 1, 2, 3 …), grown cell by
 * cell from the monomino and deduplicated by free key; each is returned in the orientation whose
 * key is smallest, the list sorted by that key (a stable order for naming).
 */
export function freePolyominoes(n: number): Shape[] {
  if (!Number.isInteger(n) || n < 1 || n > 10) throw new RangeError(`size out of range: ${n}`);
  let level = new Map<string, Shape>([['0,0', makeShape([[0, 0]])]]);
  for (let size = 2; size <= n; size++) {
    const next = new Map<string, Shape>();
    for (const s of level.values()) {
      const have = new Set(s.cells.map(([r, c]) => `${r},${c}`));
      for (const [r, c] of s.cells) {
        for (const [dr, dc] of [
          [1, 0],
          [-1, 0],
          [0, 1],
          [0, -1],
        ]) {
          const nr = r + dr;
          const nc = c + dc;
          if (have.has(`${nr},${nc}`)) continue;
          const grown = makeShape([...s.cells, [nr, nc]]);
          // The canonical orientation's key is the free key: all orientations computed once.
          const canon = canonicalOrientation(grown);
          const k = shapeKey(canon);
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

/** The orientation with the smallest key. */
export function canonicalOrientation(s: Shape): Shape {
  let best = s;
  let bestKey = shapeKey(s);
  for (const o of orientations(s, false)) {
    const k = shapeKey(o);
    if (k < bestKey) {
      best = o;
      bestKey = k;
    }
  }
  return best;
}

/** The shape as text rows: `cell` for a cell, '.' elsewhere. */
export function shapeRows(s: Shape, cell = '#'): string[] {
  const rows = Array.from({ length: s.height }, () => Array<string>(s.width).fill('.'));
  for (const [r, c] of s.cells) rows[r][c] = cell;
  return rows.map((r) => r.join(''));
}

/** A shape from text rows where `#` (or any character other than '.' and space) is a cell. */
export function shapeFromRows(rows: readonly string[]): Shape {
  const cells: CellRC[] = [];
  rows.forEach((row, r) => {
    for (let c = 0; c < row.length; c++) if (row[c] !== '.' && row[c] !== ' ') cells.push([r, c]);
  });
  return makeShape(cells);
}

/** Whether a transform maps an h×w grid onto itself (rotations by 90° need a square). */
export function fitsGrid(t: TransformId, h: number, w: number): boolean {
  return !swapsAxes(t) || h === w;
}
