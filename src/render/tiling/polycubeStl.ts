/**
 * A polycube packing as STL, for a slicer or a 3-D viewer: one solid per piece, so that a slicer
 * loads the pieces as objects of their own and colours them apart. Each piece is its cubes'
 * outer faces (a face between two cubes of the same piece is inside it and left out), two
 * triangles per face, counter-clockwise seen from outside, with the outward normal: a closed,
 * consistently oriented surface whose volume is the piece's cubes. A cube is `size` units (mm in
 * a slicer). The axes are polycubePacking.ts's: x to the right, y towards the viewer, z up; y is
 * turned round here (STL's y runs away from the viewer) so that the packing is not mirrored.
 *
 * Exploded: each piece pulled away from the box's centre as the page's 3-D picture pulls it
 * (polycubeShapes.ts's explodeOffsets: every piece the same distance, `explode` times the box's
 * largest side), so that the pieces come apart and each can be seen.
 *
 * ASCII STL holds every piece as its own `solid … endsolid`; binary STL holds one solid, so each
 * triangle carries its piece's colour in the attribute word (the common 15-bit RGB convention,
 * bit 15 set), and the 80-byte header names the pieces.
 */
import type { PolycubePacking } from './polycubePacking.js';
import { TILING_FILLS } from './palette.js';
import { explodeOffsets } from './polycubeShapes.js';

/** How an STL model is written: the cube's size, the pieces pulled apart, the names. */
export interface StlOptions {
  /** The side of a cube (default 10: 1 cm cubes in a slicer's millimetres). */
  readonly size?: number;
  /** How far apart the pieces are pulled, in the box's largest sides (0: packed). */
  readonly explode?: number;
  /** The solid names' prefix (ASCII) and the header's first words (binary). */
  readonly name?: string;
}

/** One triangle: its outward unit normal and three corners, counter-clockwise from outside. */
export interface StlTriangle {
  readonly normal: readonly [number, number, number];
  readonly corners: readonly (readonly [number, number, number])[];
}

/** A piece's surface: its letter and its triangles. */
export interface StlSolid {
  readonly piece: number;
  readonly letter: string;
  readonly triangles: readonly StlTriangle[];
}

/** The six faces of a unit cube: the neighbour's offset, then the face's corners (CCW outside). */
const FACES: readonly {
  readonly d: readonly [number, number, number];
  readonly q: readonly (readonly [number, number, number])[];
}[] = [
  {
    d: [1, 0, 0],
    q: [
      [1, 0, 0],
      [1, 1, 0],
      [1, 1, 1],
      [1, 0, 1],
    ],
  },
  {
    d: [-1, 0, 0],
    q: [
      [0, 0, 0],
      [0, 0, 1],
      [0, 1, 1],
      [0, 1, 0],
    ],
  },
  {
    d: [0, 1, 0],
    q: [
      [0, 1, 0],
      [0, 1, 1],
      [1, 1, 1],
      [1, 1, 0],
    ],
  },
  {
    d: [0, -1, 0],
    q: [
      [0, 0, 0],
      [1, 0, 0],
      [1, 0, 1],
      [0, 0, 1],
    ],
  },
  {
    d: [0, 0, 1],
    q: [
      [0, 0, 1],
      [1, 0, 1],
      [1, 1, 1],
      [0, 1, 1],
    ],
  },
  {
    d: [0, 0, -1],
    q: [
      [0, 0, 0],
      [0, 1, 0],
      [1, 1, 0],
      [1, 0, 0],
    ],
  },
];

/**
 * Each piece's surface, in STL's axes (x right, y away from the viewer, z up), pieces in their
 * numbering order (a piece with no cube is left out).
 */
export function polycubeSolids(p: PolycubePacking, opts: StlOptions = {}): StlSolid[] {
  const { width: w, height: h, depth: d } = p.dims;
  const size = opts.size ?? 10;
  const explode = opts.explode ?? 0;
  const label = (x: number, y: number, z: number): number =>
    x < 0 || y < 0 || z < 0 || x >= w || y >= h || z >= d ? -1 : p.labels[(z * h + y) * w + x];
  // The pieces pulled apart as the page's 3-D picture pulls them (polycubeShapes.ts).
  const off = explodeOffsets(p, explode, [w / 2, h / 2, d / 2]);
  const has = new Uint8Array(p.pieces.length);
  for (const t of p.labels) if (t >= 0) has[t] = 1;
  const solids: StlSolid[] = [];
  for (let t = 0; t < p.pieces.length; t++) {
    if (has[t] === 0) continue;
    const shift = [off[3 * t], off[3 * t + 1], off[3 * t + 2]];
    // Packing (x, y, z) to STL: y turned round (STL's y runs away from the viewer).
    const at = (x: number, y: number, z: number): [number, number, number] => [
      (x + shift[0]) * size,
      (h - (y + shift[1])) * size,
      (z + shift[2]) * size,
    ];
    const triangles: StlTriangle[] = [];
    for (let z = 0; z < d; z++)
      for (let y = 0; y < h; y++)
        for (let x = 0; x < w; x++) {
          if (label(x, y, z) !== t) continue;
          for (const f of FACES) {
            if (label(x + f.d[0], y + f.d[1], z + f.d[2]) === t) continue;
            // Turning y round mirrors the corners' order: reversed, they stay CCW from outside.
            const c = f.q.map(([a, b, e]) => at(x + a, y + b, z + e)).reverse();
            const normal: [number, number, number] = [f.d[0], -f.d[1], f.d[2]];
            triangles.push({ normal, corners: [c[0], c[1], c[2]] });
            triangles.push({ normal, corners: [c[0], c[2], c[3]] });
          }
        }
    solids.push({ piece: t, letter: p.pieces[t].letter, triangles });
  }
  return solids;
}

/** A solid's name: the prefix and the piece's letter, in the characters STL names allow. */
function solidName(prefix: string, s: StlSolid): string {
  return `${prefix}-${s.letter}-${s.piece + 1}`.replace(/[^A-Za-z0-9_.-]/g, '_');
}

/** A coordinate as ASCII STL writes it: short, exact for the grid's multiples of `size`. */
const num = (v: number): string => (Object.is(v, -0) ? '0' : String(Math.round(v * 1e6) / 1e6));

/** ASCII STL: a `solid … endsolid` per piece. */
export function polycubeStlAscii(p: PolycubePacking, opts: StlOptions = {}): string {
  const prefix = opts.name ?? 'placer';
  const out: string[] = [];
  for (const s of polycubeSolids(p, opts)) {
    const name = solidName(prefix, s);
    out.push(`solid ${name}`);
    for (const tr of s.triangles) {
      out.push(`  facet normal ${tr.normal.map(num).join(' ')}`);
      out.push('    outer loop');
      for (const v of tr.corners) out.push(`      vertex ${v.map(num).join(' ')}`);
      out.push('    endloop');
      out.push('  endfacet');
    }
    out.push(`endsolid ${name}`);
  }
  return `${out.join('\n')}\n`;
}

/** A piece's colour as 15-bit RGB with bit 15 set (the attribute word's colour convention). */
function colourWord(color: number | string): number {
  const hex = typeof color === 'number' ? TILING_FILLS[color % TILING_FILLS.length] : color;
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex);
  if (m === null) return 0;
  const six = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(six.slice(i, i + 2), 16) >> 3);
  return 0x8000 | (r << 10) | (g << 5) | b;
}

/** Binary STL: one solid, each triangle coloured by its piece. */
export function polycubeStlBinary(p: PolycubePacking, opts: StlOptions = {}): Uint8Array {
  const solids = polycubeSolids(p, opts);
  const count = solids.reduce((a, s) => a + s.triangles.length, 0);
  const bytes = new Uint8Array(84 + 50 * count);
  const view = new DataView(bytes.buffer);
  const header = `${opts.name ?? 'placer'}: ${solids.map((s) => s.letter).join(' ')}`;
  for (let i = 0; i < Math.min(80, header.length); i++) {
    const c = header.charCodeAt(i);
    bytes[i] = c < 128 ? c : 63; // '?' for what ASCII cannot hold
  }
  view.setUint32(80, count, true);
  let at = 84;
  for (const s of solids) {
    const colour = colourWord(p.pieces[s.piece].color);
    for (const tr of s.triangles) {
      for (const v of [tr.normal, ...tr.corners]) {
        for (const c of v) {
          view.setFloat32(at, c, true);
          at += 4;
        }
      }
      view.setUint16(at, colour, true);
      at += 2;
    }
  }
  return bytes;
}
