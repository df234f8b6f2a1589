/**
 * The 3-D picture of a polycube packing as shapes: the unit-cube faces a person sees, projected
 * onto the drawing, shaded, with their inked edges, in drawing order. The page draws these into
 * its DOM (and hit-tests them); polycubeSvg.ts writes them as an SVG document. The packing's
 * conventions are polycubePacking.ts's.
 *
 * The picture is orthographic: the box is turned by `yaw` about the vertical axis, then tilted
 * by `pitch` towards the viewer, and the faces are drawn farthest first (painter's algorithm).
 * Only faces that can be seen are drawn: a face between two cells of one piece never, and when
 * assembled (explode 0) no face between two filled cells; faces turned away from the viewer are
 * dropped as well. The steps, in order: the camera (PolycubeCamera), each piece's offset when
 * pulled apart (explodeOffsets), the faces' shades (faceStyles), the visible faces with their
 * edges and letters (visibleFaces), the painter's order (paintersOrder) and the frame
 * (fitViewBox, steadyViewBox). Edge path data is rounded to hundredths (xml.ts svgNumber), so one
 * packing and view always give the same shapes.
 */
import { pieceRgb, shade } from './polycubeColours.js';
import { checkPacking, type PolycubePacking } from './polycubePacking.js';
import type { PolycubeTheme } from './polycubeColours.js';
import { svg } from '../xml.js';

/** How the 3-D picture is looked at: the angles a person turns, and how far it is pulled apart. */
export interface PolycubeView {
  /**
   * Degrees about the vertical axis. 0 looks straight at the front (the y = height − 1 side);
   * a positive yaw brings the right side (x = width − 1) into view.
   */
  readonly yaw: number;
  /** Degrees of tilt: 0 looks level, a positive pitch looks from above (90: straight down). */
  readonly pitch: number;
  /**
   * 0: assembled. Above 0 each piece moves straight away from the box centre (along the line
   * from the centre to its centroid) by `explode` times the box's largest side, every piece as
   * far as every other, so the inner ones come out from behind the rest; a piece whose centroid
   * is the centre stays put.
   */
  readonly explode: number;
  /** Width of the SVG in pixels (the height follows the drawing); default the drawing's own. */
  readonly size?: number;
  /** Each piece's letter on its faces that face the viewer enough to hold it (top faces, mostly). */
  readonly letters?: boolean;
  readonly theme?: PolycubeTheme;
  /** The document's <title> (for screen readers); default the box, the piece count and the view. */
  readonly title?: string;
  /**
   * 'fit' (default): the viewBox hugs this drawing. 'steady': a square viewBox that holds the
   * drawing at every yaw and pitch (the bounding sphere), so that a picture being turned keeps
   * its scale instead of zooming as its outline changes.
   */
  readonly frame?: 'fit' | 'steady';
}

/** A view that shows the front, the right side and the top, the usual way of showing a box. */
export const DEFAULT_POLYCUBE_VIEW: PolycubeView = { yaw: 30, pitch: 30, explode: 0 };

/** The side of one cube in SVG user units (the viewBox is in these; `size` scales to pixels). */
export const POLYCUBE_UNIT = 40;

/** One drawn cube face: where it lies on the drawing, its colour and what is written on it. */
export interface PolycubeFace {
  /** The piece number and the cell (label index) the face belongs to. */
  readonly piece: number;
  readonly cell: number;
  /** The face's outward direction: 0 +x, 1 −x, 2 +y, 3 −y, 4 +z (up), 5 −z. */
  readonly dir: number;
  /** The four corners on the drawing, x0 y0 x1 y1 …, in SVG units (y down). */
  readonly points: readonly number[];
  /** The four corners' depths in SVG units (larger is nearer the viewer), for hit tests. */
  readonly depths: readonly number[];
  /** Shaded fill, and the faint line colour of its edges inside the piece. */
  readonly fill: string;
  readonly line: string;
  /** Path data of the edges drawn in ink (piece boundaries and creases); '' when none. */
  readonly edges: string;
  /** Where the letter goes (its baseline centre) and its size; absent without letters. */
  readonly letter?: { readonly x: number; readonly y: number; readonly font: number };
}

/** The drawing's frame, in SVG units. */
export interface PolycubeViewBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The 3-D picture as shapes, farthest face first: what the SVG string (and a DOM drawing) draws. */
export interface PolycubeShapes {
  readonly faces: readonly PolycubeFace[];
  readonly viewBox: PolycubeViewBox;
  /** Width of the ink edges and of the faint lines, in SVG units. */
  readonly stroke: number;
  readonly thin: number;
}

type Vec3 = [number, number, number];

/** Direction vectors in data space (x, y, z), in the order of PolycubeFace.dir. */
const DIRS: readonly (readonly [number, number, number])[] = [
  [1, 0, 0],
  [-1, 0, 0],
  [0, 1, 0],
  [0, -1, 0],
  [0, 0, 1],
  [0, 0, -1],
];

/** The corners of a face as steps (u, v) along its two sides, in drawing order. */
const FACE_CORNERS: readonly (readonly [number, number])[] = [
  [0, 0],
  [1, 0],
  [1, 1],
  [0, 1],
];

/** The eight corners of a unit cube, as steps from its lowest corner. */
const CUBE_CORNERS: readonly (readonly [number, number, number])[] = [
  [0, 0, 0],
  [1, 0, 0],
  [0, 1, 0],
  [1, 1, 0],
  [0, 0, 1],
  [1, 0, 1],
  [0, 1, 1],
  [1, 1, 1],
];

/** Faces facing the viewer less than this (the cosine) are edge-on and not drawn. */
const EDGE_ON = 1e-9;
/** A face holds a letter when it shows at least this fraction of a full square. */
const LETTER_AREA = 0.3;
/** The light, fixed to the viewer: from the upper left, in front (view space, y up). */
const LIGHT = normalize([-0.5, 1, 0.8]);

function normalize(v: readonly [number, number, number]): Vec3 {
  const n = Math.hypot(v[0], v[1], v[2]);
  return [v[0] / n, v[1] / n, v[2] / n];
}

function checkView(v: PolycubeView): void {
  if (!Number.isFinite(v.yaw) || !Number.isFinite(v.pitch)) {
    throw new RangeError(`polycube view: yaw ${v.yaw}, pitch ${v.pitch} must be finite`);
  }
  if (!Number.isFinite(v.explode) || v.explode < 0) {
    throw new RangeError(`polycube view: explode ${v.explode} must be a number ≥ 0`);
  }
  if (v.size !== undefined && !(Number.isFinite(v.size) && v.size > 0)) {
    throw new RangeError(`polycube view: size ${v.size} must be above 0`);
  }
}

/**
 * The view's turn and the projection onto the drawing. View space is (right, up, towards the
 * viewer): data z is up and data y comes towards the viewer; then yaw about the vertical, then
 * pitch about the horizontal screen axis.
 */
class PolycubeCamera {
  /** The box centre in data space: the drawing's origin. */
  readonly centre: Vec3;
  /** Per direction of PolycubeFace.dir, its vector in view space (z: how much it faces us). */
  readonly facing: readonly Vec3[];
  private readonly cy: number;
  private readonly sy: number;
  private readonly cp: number;
  private readonly sp: number;
  /** The data axes x, y, z in view space. */
  private readonly ax: Vec3;
  private readonly ay: Vec3;
  private readonly az: Vec3;

  constructor(packing: PolycubePacking, view: PolycubeView) {
    const { width: w, height: h, depth: d } = packing.dims;
    const yaw = (view.yaw * Math.PI) / 180;
    const pitch = (view.pitch * Math.PI) / 180;
    this.cy = Math.cos(yaw);
    this.sy = Math.sin(yaw);
    this.cp = Math.cos(pitch);
    this.sp = Math.sin(pitch);
    this.ax = this.toView(1, 0, 0);
    this.ay = this.toView(0, 1, 0);
    this.az = this.toView(0, 0, 1);
    this.centre = [w / 2, h / 2, d / 2];
    this.facing = DIRS.map(([x, y, z]) => this.toView(x, y, z));
  }

  /** A data-space vector (x, y, z) in view space. */
  toView(x: number, y: number, z: number): Vec3 {
    const { cy, sy, cp, sp } = this;
    const x1 = x * cy - y * sy;
    const z1 = x * sy + y * cy;
    return [x1, z * cp - z1 * sp, z * sp + z1 * cp];
  }

  /** A data-space point on the drawing: screen x, screen y (down), depth (nearer is larger). */
  project(x: number, y: number, z: number): Vec3 {
    const { ax, ay, az, centre } = this;
    const U = POLYCUBE_UNIT;
    const px = x - centre[0];
    const py = y - centre[1];
    const pz = z - centre[2];
    return [
      U * (px * ax[0] + py * ay[0] + pz * az[0]),
      -U * (px * ax[1] + py * ay[1] + pz * az[1]),
      U * (px * ax[2] + py * ay[2] + pz * az[2]),
    ];
  }
}

/**
 * Each piece's offset (x, y, z) when pulled apart, 3 numbers per piece: every piece travels the
 * same distance, explode × the box's largest side, straight away from the centre, so a piece
 * near the centre comes out as far as one at a corner (in proportion to its distance, the inner
 * pieces barely moved and stayed hidden). All 0 when assembled.
 */
export function explodeOffsets(
  packing: PolycubePacking,
  explode: number,
  centre: readonly [number, number, number],
): Float64Array {
  const { width: w, height: h, depth: d } = packing.dims;
  const { labels } = packing;
  const n = packing.pieces.length;
  const off = new Float64Array(3 * n);
  if (explode <= 0) return off;
  const sum = new Float64Array(4 * n);
  for (let i = 0; i < labels.length; i++) {
    const t = labels[i];
    if (t < 0) continue;
    sum[4 * t] += (i % w) + 0.5;
    sum[4 * t + 1] += (Math.floor(i / w) % h) + 0.5;
    sum[4 * t + 2] += Math.floor(i / (w * h)) + 0.5;
    sum[4 * t + 3]++;
  }
  const reach = explode * Math.max(w, h, d);
  for (let t = 0; t < n; t++) {
    const k = sum[4 * t + 3];
    if (k === 0) continue;
    const dx = sum[4 * t] / k - centre[0];
    const dy = sum[4 * t + 1] / k - centre[1];
    const dz = sum[4 * t + 2] / k - centre[2];
    const len = Math.hypot(dx, dy, dz);
    if (len < 1e-9) continue; // at the centre itself: no way out, it stays
    off[3 * t] = (reach * dx) / len;
    off[3 * t + 1] = (reach * dy) / len;
    off[3 * t + 2] = (reach * dz) / len;
  }
  return off;
}

/** A face's fill and the faint line of its edges inside the piece. */
interface FaceStyle {
  readonly fill: string;
  readonly line: string;
}

/**
 * Per piece, per direction: its colour shaded by the way the face is turned to a light fixed to
 * the viewer (from the upper left), so the top is lightest and the sides darker at every angle.
 */
function faceStyles(packing: PolycubePacking, camera: PolycubeCamera): FaceStyle[][] {
  const tone = camera.facing.map((v) =>
    Math.min(
      0.25,
      Math.max(-0.55, -0.3 + 0.5 * (v[0] * LIGHT[0] + v[1] * LIGHT[1] + v[2] * LIGHT[2])),
    ),
  );
  return packing.pieces.map((piece) => {
    const rgb = pieceRgb(piece.color);
    return tone.map((f) => ({ fill: shade(rgb, f), line: shade(rgb, Math.min(f, 0) - 0.15) }));
  });
}

/** The piece on cell (x, y, z), −1 for none or outside the box. */
function pieceAt(packing: PolycubePacking, x: number, y: number, z: number): number {
  const { width: w, height: h, depth: d } = packing.dims;
  return x < 0 || y < 0 || z < 0 || x >= w || y >= h || z >= d
    ? -1
    : packing.labels[(z * h + y) * w + x];
}

/** Whether the cell hides a face of piece p next to it: any filled cell when assembled. */
function hidesFace(
  packing: PolycubePacking,
  exploded: boolean,
  x: number,
  y: number,
  z: number,
  p: number,
): boolean {
  const t = pieceAt(packing, x, y, z);
  return exploded ? t === p : t >= 0;
}

/**
 * The ink path of the face of piece p on `cell` towards `dir`, whose corners are `points` and
 * whose sides run along axes a and b. Each edge, corner j to j + 1, lies towards the side m (a
 * unit step along a or b): the surface beyond either turns up into the cell at m + normal (a
 * crease), runs on flat over the cell at m, or turns down round this cell (a convex edge). Only a
 * flat run within the piece is a faint line; every crease, convex edge and piece border is inked.
 */
function faceEdges(
  packing: PolycubePacking,
  exploded: boolean,
  cell: readonly number[],
  dir: number,
  p: number,
  points: readonly number[],
): string {
  const nv = DIRS[dir];
  const k = dir >> 1;
  const a = (k + 1) % 3;
  const b = (k + 2) % 3;
  let edges = '';
  for (let j = 0; j < 4; j++) {
    const axis = j % 2 === 0 ? b : a;
    const step = j === 0 || j === 3 ? -1 : 1;
    const mx = cell[0] + (axis === 0 ? step : 0);
    const my = cell[1] + (axis === 1 ? step : 0);
    const mz = cell[2] + (axis === 2 ? step : 0);
    if (
      pieceAt(packing, mx, my, mz) === p &&
      !hidesFace(packing, exploded, mx + nv[0], my + nv[1], mz + nv[2], p)
    ) {
      continue;
    }
    const j2 = (j + 1) % 4;
    edges += svg`M${points[2 * j]} ${points[2 * j + 1]}L${points[2 * j2]} ${points[2 * j2 + 1]}`;
  }
  return edges;
}

/** Where a face's letter goes (its corners' centre, on the baseline) and its size. */
function letterSpot(
  points: readonly number[],
  facing: number,
): { x: number; y: number; font: number } {
  const font = POLYCUBE_UNIT * 0.5 * Math.sqrt(facing);
  const x = (points[0] + points[2] + points[4] + points[6]) / 4;
  const y = (points[1] + points[3] + points[5] + points[7]) / 4 + font * 0.35;
  return { x, y, font };
}

/** A visible face and its keys for the painter's order. */
interface Draft {
  readonly face: PolycubeFace;
  /** The depth of its cube's centre, then of the face's centre, then a fixed order for ties. */
  readonly key: number;
  readonly key2: number;
  readonly order: number;
}

/** Every face the viewer can see, with its corners, shade, edges and letter, in cell order. */
function visibleFaces(
  packing: PolycubePacking,
  view: PolycubeView,
  camera: PolycubeCamera,
  off: Float64Array,
  styles: readonly (readonly FaceStyle[])[],
): Draft[] {
  const { width: w, height: h } = packing.dims;
  const { labels } = packing;
  const exploded = view.explode > 0;
  const drafts: Draft[] = [];
  const cell = [0, 0, 0];
  const corner = [0, 0, 0];
  for (let i = 0; i < labels.length; i++) {
    const p = labels[i];
    if (p < 0) continue;
    cell[0] = i % w;
    cell[1] = Math.floor(i / w) % h;
    cell[2] = Math.floor(i / (w * h));
    const ox = off[3 * p];
    const oy = off[3 * p + 1];
    const oz = off[3 * p + 2];
    for (let dir = 0; dir < 6; dir++) {
      const nz = camera.facing[dir][2];
      if (nz <= EDGE_ON) continue;
      const nv = DIRS[dir];
      if (hidesFace(packing, exploded, cell[0] + nv[0], cell[1] + nv[1], cell[2] + nv[2], p)) {
        continue;
      }
      const k = dir >> 1;
      const a = (k + 1) % 3;
      const b = (k + 2) % 3;
      const points: number[] = [];
      const depths: number[] = [];
      for (const [u, v] of FACE_CORNERS) {
        corner[k] = cell[k] + (dir & 1 ? 0 : 1);
        corner[a] = cell[a] + u;
        corner[b] = cell[b] + v;
        const q = camera.project(corner[0] + ox, corner[1] + oy, corner[2] + oz);
        points.push(q[0], q[1]);
        depths.push(q[2]);
      }
      const style = styles[p][dir];
      const centre = camera.project(cell[0] + 0.5 + ox, cell[1] + 0.5 + oy, cell[2] + 0.5 + oz);
      drafts.push({
        face: {
          piece: p,
          cell: i,
          dir,
          points,
          depths,
          fill: style.fill,
          line: style.line,
          edges: faceEdges(packing, exploded, cell, dir, p, points),
          letter: view.letters && nz >= LETTER_AREA ? letterSpot(points, nz) : undefined,
        },
        key: centre[2],
        key2: (depths[0] + depths[2]) / 2,
        order: i * 6 + dir,
      });
    }
  }
  return drafts;
}

/**
 * The faces farthest first: by cube (cubes of one lattice never overlap out of this order), then
 * within a cube farthest face first (they do not overlap at all), then a fixed order for ties.
 * Pulled apart, pieces leave the common lattice: sampled against a depth test the order is still
 * right at all but about 1 point in 100 000 (slivers where two cubes nearly touch corner to
 * corner), and where a small explode makes pieces pass through each other no order is right.
 */
function paintersOrder(drafts: Draft[]): PolycubeFace[] {
  drafts.sort((p, q) => p.key - q.key || p.key2 - q.key2 || p.order - q.order);
  return drafts.map((x) => x.face);
}

/** Space round the drawing, in SVG units. */
const MARGIN = POLYCUBE_UNIT * 0.25;

/** The frame that hugs the faces, with a margin (a margin's square when there is none). */
function fitViewBox(faces: readonly PolycubeFace[]): PolycubeViewBox {
  if (faces.length === 0) {
    return { x: -MARGIN, y: -MARGIN, width: 2 * MARGIN, height: 2 * MARGIN };
  }
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const f of faces) {
    for (let j = 0; j < 8; j += 2) {
      x0 = Math.min(x0, f.points[j]);
      x1 = Math.max(x1, f.points[j]);
      y0 = Math.min(y0, f.points[j + 1]);
      y1 = Math.max(y1, f.points[j + 1]);
    }
  }
  return {
    x: x0 - MARGIN,
    y: y0 - MARGIN,
    width: x1 - x0 + 2 * MARGIN,
    height: y1 - y0 + 2 * MARGIN,
  };
}

/**
 * The square frame that holds the drawing at every angle: the sphere round the box centre through
 * the farthest cube corner, over all cells (exploded where they are).
 */
function steadyViewBox(packing: PolycubePacking, off: Float64Array, centre: Vec3): PolycubeViewBox {
  const { width: w, height: h } = packing.dims;
  const { labels } = packing;
  let r2 = 0;
  for (let i = 0; i < labels.length; i++) {
    const p = labels[i];
    if (p < 0) continue;
    const x = (i % w) + off[3 * p] - centre[0];
    const y = (Math.floor(i / w) % h) + off[3 * p + 1] - centre[1];
    const z = Math.floor(i / (w * h)) + off[3 * p + 2] - centre[2];
    for (const [ux, uy, uz] of CUBE_CORNERS) {
      r2 = Math.max(r2, (x + ux) ** 2 + (y + uy) ** 2 + (z + uz) ** 2);
    }
  }
  const r = POLYCUBE_UNIT * Math.sqrt(r2) + MARGIN;
  return { x: -r, y: -r, width: 2 * r, height: 2 * r };
}

/**
 * The 3-D picture of `packing` seen as `view` says, as shapes farthest first. The SVG string is
 * built from this; a page can draw the same shapes into its DOM, or hit-test them (the last face
 * containing a point is the one seen there).
 */
export function polycubeShapes(packing: PolycubePacking, view: PolycubeView): PolycubeShapes {
  checkPacking(packing);
  checkView(view);
  const camera = new PolycubeCamera(packing, view);
  const off = explodeOffsets(packing, view.explode, camera.centre);
  const faces = paintersOrder(
    visibleFaces(packing, view, camera, off, faceStyles(packing, camera)),
  );
  const viewBox =
    view.frame === 'steady' ? steadyViewBox(packing, off, camera.centre) : fitViewBox(faces);
  return { faces, viewBox, stroke: POLYCUBE_UNIT * 0.04, thin: POLYCUBE_UNIT * 0.02 };
}
