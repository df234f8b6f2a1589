/**
 * Polycube packings (the Soma cube, the Bedlam cube, solid pentominoes in a box) as standalone
 * SVG documents: a 3-D picture that a person can turn (yaw, pitch) and pull apart (explode), and
 * the layer slices side by side, which show every cell where the 3-D picture hides the inside.
 *
 * Conventions, shared by both drawings so that they agree: a cell (x, y, z) is label
 * `(z * height + y) * width + x`; z = 0 is the bottom layer ("layer 1") and the layers stack
 * upwards; in each layer, seen from above, x runs to the right and y towards the viewer (row 0 at
 * the back, at the top of the layer drawing). A piece is thus never shown as its mirror image in
 * one drawing and not in the other.
 *
 * The 3-D picture is orthographic: the box is turned by `yaw` about the vertical axis, then
 * tilted by `pitch` towards the viewer, and the unit-cube faces are drawn farthest first
 * (painter's algorithm). Only faces that can be seen are drawn: a face between two cells of one
 * piece never, and when assembled (explode 0) no face between two filled cells; faces turned away
 * from the viewer are dropped as well. The drawing is pure string building (no DOM, no Node), so
 * the CLI, the page and the tests share it; coordinates are rounded to hundredths (xml.ts
 * svgNumber), so one packing and view always give the same text.
 */
import type { TilingDrawing } from './tiling.js';
import { TILING_FILLS, TILING_INK } from './tilingSvg.js';
import { escapeXml as esc, svg } from '../xml.js';

/** The size of a packing's box in cells: x columns, y rows, z layers. */
export interface PolycubeDims {
  readonly width: number;
  readonly height: number;
  readonly depth: number;
}

/** How one piece is drawn: its letter, its colour and (optionally) a name for tooltips. */
export interface PolycubePieceStyle {
  /** Written on the piece's faces and cells (escaped, so any text is safe). */
  readonly letter: string;
  /**
   * A palette index (tilingSvg.ts TILING_FILLS, the same colours as the 2-D tilings, so a piece
   * keeps its colour across views) or a hex colour `#rgb` / `#rrggbb`. Hex only, because the
   * faces are shaded from it: a colour name could not be made lighter or darker.
   */
  readonly color: number | string;
  /** The piece's name, as a tooltip on its letters (e.g. "Soma piece V"). */
  readonly name?: string;
}

/**
 * A packing of a box by polycubes: per cell the piece covering it, per piece how it is drawn.
 * The same shape the solvers answer with, so a solution is drawn without copying.
 */
export interface PolycubePacking {
  readonly dims: PolycubeDims;
  /** Per cell, index `(z * height + y) * width + x`: the piece number covering it, −1 for none. */
  readonly labels: Int32Array;
  /** Per piece number. */
  readonly pieces: readonly PolycubePieceStyle[];
}

/** The colour scheme, matching the page's themes (src/web/styles/theme.css). */
export type PolycubeTheme = 'light' | 'dark';

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

/**
 * Background, outline ink, caption text, empty-cell and focus-ring colours per theme (theme.css
 * names; the ring is its --cursor).
 */
export const POLYCUBE_THEMES: Readonly<
  Record<
    PolycubeTheme,
    {
      readonly paper: string;
      readonly ink: string;
      readonly text: string;
      readonly empty: string;
      readonly focus: string;
    }
  >
> = {
  light: { paper: '#ffffff', ink: TILING_INK, text: '#1b1b1b', empty: '#f0ede6', focus: '#0072b2' },
  dark: { paper: '#1e2125', ink: '#101214', text: '#ecebe8', empty: '#2c3035', focus: '#56b4e9' },
};

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

/** The 3-D picture as shapes, farthest face first: what the SVG string (and a DOM drawing) draws. */
export interface PolycubeShapes {
  readonly faces: readonly PolycubeFace[];
  readonly viewBox: {
    readonly x: number;
    readonly y: number;
    readonly width: number;
    readonly height: number;
  };
  /** Width of the ink edges and of the faint lines, in SVG units. */
  readonly stroke: number;
  readonly thin: number;
}

/** Direction vectors in data space (x, y, z), in the order of PolycubeFace.dir. */
const DIRS: readonly (readonly [number, number, number])[] = [
  [1, 0, 0],
  [-1, 0, 0],
  [0, 1, 0],
  [0, -1, 0],
  [0, 0, 1],
  [0, 0, -1],
];

/** Faces facing the viewer less than this (the cosine) are edge-on and not drawn. */
const EDGE_ON = 1e-9;
/** A face holds a letter when it shows at least this fraction of a full square. */
const LETTER_AREA = 0.3;
/** The light, fixed to the viewer: from the upper left, in front (view space, y up). */
const LIGHT = normalize([-0.5, 1, 0.8]);

function normalize(v: readonly [number, number, number]): [number, number, number] {
  const n = Math.hypot(v[0], v[1], v[2]);
  return [v[0] / n, v[1] / n, v[2] / n];
}

/** Checks the labels against the box and the pieces, so a bad packing fails here, clearly. */
function checkPacking(p: PolycubePacking): void {
  const { width: w, height: h, depth: d } = p.dims;
  for (const [k, v] of [
    ['width', w],
    ['height', h],
    ['depth', d],
  ] as const) {
    if (!Number.isInteger(v) || v < 0) throw new RangeError(`polycube ${k} ${v}: not a count`);
  }
  if (p.labels.length !== w * h * d) {
    throw new RangeError(`polycube labels: ${p.labels.length} for a ${w}×${h}×${d} box`);
  }
  for (let i = 0; i < p.labels.length; i++) {
    const t = p.labels[i];
    if (t < -1 || t >= p.pieces.length) {
      throw new RangeError(`polycube label ${t} at cell ${i}: ${p.pieces.length} pieces`);
    }
  }
}

/** The piece colour as RGB: a palette index or a hex colour. */
function baseRgb(color: number | string): [number, number, number] {
  const hex =
    typeof color === 'number'
      ? TILING_FILLS[
          ((Math.trunc(color) % TILING_FILLS.length) + TILING_FILLS.length) % TILING_FILLS.length
        ]
      : color;
  const m6 = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (m6) return [parseInt(m6[1], 16), parseInt(m6[2], 16), parseInt(m6[3], 16)];
  const m3 = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(hex);
  if (m3) return [parseInt(m3[1], 16) * 17, parseInt(m3[2], 16) * 17, parseInt(m3[3], 16) * 17];
  throw new RangeError(`polycube colour ${JSON.stringify(color)}: not #rgb, #rrggbb or an index`);
}

/** The colour lightened (f > 0, towards white) or darkened (f < 0, towards black) by |f|. */
function shade(rgb: readonly [number, number, number], f: number): string {
  let out = '#';
  for (const c of rgb) {
    const v = f >= 0 ? c + (255 - c) * f : c * (1 + f);
    out += Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  }
  return out;
}

/** The piece colour as a plain fill (the layer drawing, unshaded). */
function plainFill(color: number | string): string {
  return shade(baseRgb(color), 0);
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
 * The 3-D picture of `packing` seen as `view` says, as shapes farthest first. The SVG string is
 * built from this; a page can draw the same shapes into its DOM, or hit-test them (the last face
 * containing a point is the one seen there).
 */
export function polycubeShapes(packing: PolycubePacking, view: PolycubeView): PolycubeShapes {
  checkPacking(packing);
  checkView(view);
  const { width: w, height: h, depth: d } = packing.dims;
  const { labels } = packing;
  const U = POLYCUBE_UNIT;
  const exploded = view.explode > 0;
  const yaw = (view.yaw * Math.PI) / 180;
  const pitch = (view.pitch * Math.PI) / 180;
  const cy = Math.cos(yaw);
  const sy = Math.sin(yaw);
  const cp = Math.cos(pitch);
  const sp = Math.sin(pitch);
  // A data-space vector (x, y, z) in view space (right, up, towards the viewer): data z is up
  // and data y comes towards the viewer; then yaw about the vertical, then pitch about the
  // horizontal screen axis.
  const toView = (x: number, y: number, z: number): [number, number, number] => {
    const x1 = x * cy - y * sy;
    const z1 = x * sy + y * cy;
    return [x1, z * cp - z1 * sp, z * sp + z1 * cp];
  };
  const ax = toView(1, 0, 0);
  const ay = toView(0, 1, 0);
  const az = toView(0, 0, 1);
  const cx0 = w / 2;
  const cy0 = h / 2;
  const cz0 = d / 2;
  /** A data-space point (relative to nothing) on the drawing: screen x, screen y (down), depth. */
  const project = (x: number, y: number, z: number): [number, number, number] => {
    const px = x - cx0;
    const py = y - cy0;
    const pz = z - cz0;
    return [
      U * (px * ax[0] + py * ay[0] + pz * az[0]),
      -U * (px * ax[1] + py * ay[1] + pz * az[1]),
      U * (px * ax[2] + py * ay[2] + pz * az[2]),
    ];
  };

  // Each piece's offset when exploded: explode × the largest side, away from the centre.
  const n = packing.pieces.length;
  const off = new Float64Array(3 * n);
  if (exploded) {
    const sum = new Float64Array(4 * n);
    for (let i = 0; i < labels.length; i++) {
      const t = labels[i];
      if (t < 0) continue;
      sum[4 * t] += (i % w) + 0.5;
      sum[4 * t + 1] += (Math.floor(i / w) % h) + 0.5;
      sum[4 * t + 2] += Math.floor(i / (w * h)) + 0.5;
      sum[4 * t + 3]++;
    }
    // Every piece travels the same distance, explode × the box's largest side, straight away
    // from the centre: a piece near the centre comes out as far as one at a corner (in
    // proportion to its distance, the inner pieces barely moved and stayed hidden).
    const reach = view.explode * Math.max(w, h, d);
    for (let t = 0; t < n; t++) {
      const k = sum[4 * t + 3];
      if (k === 0) continue;
      const dx = sum[4 * t] / k - cx0;
      const dy = sum[4 * t + 1] / k - cy0;
      const dz = sum[4 * t + 2] / k - cz0;
      const len = Math.hypot(dx, dy, dz);
      if (len < 1e-9) continue; // at the centre itself: no way out, it stays
      off[3 * t] = (reach * dx) / len;
      off[3 * t + 1] = (reach * dy) / len;
      off[3 * t + 2] = (reach * dz) / len;
    }
  }

  const at = (x: number, y: number, z: number): number =>
    x < 0 || y < 0 || z < 0 || x >= w || y >= h || z >= d ? -1 : labels[(z * h + y) * w + x];
  /** Whether the cell hides a face of piece p next to it: any filled cell when assembled. */
  const hides = (x: number, y: number, z: number, p: number): boolean => {
    const t = at(x, y, z);
    return exploded ? t === p : t >= 0;
  };

  // Per direction: how much it faces the viewer, and the fill factor from the light.
  const facing = DIRS.map(([x, y, z]) => toView(x, y, z));
  const tone = facing.map((v) =>
    Math.min(
      0.25,
      Math.max(-0.55, -0.3 + 0.5 * (v[0] * LIGHT[0] + v[1] * LIGHT[1] + v[2] * LIGHT[2])),
    ),
  );
  const colours = packing.pieces.map((piece) => {
    const rgb = baseRgb(piece.color);
    return tone.map((f) => ({ fill: shade(rgb, f), line: shade(rgb, Math.min(f, 0) - 0.15) }));
  });

  interface Draft {
    face: PolycubeFace;
    key: number;
    key2: number;
    order: number;
  }
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
      const nz = facing[dir][2];
      if (nz <= EDGE_ON) continue;
      const nv = DIRS[dir];
      if (hides(cell[0] + nv[0], cell[1] + nv[1], cell[2] + nv[2], p)) continue;
      const k = dir >> 1;
      const a = (k + 1) % 3;
      const b = (k + 2) % 3;
      const points: number[] = [];
      const depths: number[] = [];
      for (const [u, v] of [
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 1],
      ]) {
        corner[k] = cell[k] + (dir & 1 ? 0 : 1);
        corner[a] = cell[a] + u;
        corner[b] = cell[b] + v;
        const q = project(corner[0] + ox, corner[1] + oy, corner[2] + oz);
        points.push(q[0], q[1]);
        depths.push(q[2]);
      }
      // Edges, corner j to j + 1, each towards the side m (a unit step along a or b): the
      // surface beyond either turns up into the cell at m + normal (a crease), runs on flat
      // over the cell at m, or turns down round this cell (a convex edge). Only a flat run
      // within the piece is a faint line; every crease, convex edge and piece border is inked.
      let edges = '';
      for (let j = 0; j < 4; j++) {
        const axis = j % 2 === 0 ? b : a;
        const step = j === 0 || j === 3 ? -1 : 1;
        const mx = cell[0] + (axis === 0 ? step : 0);
        const my = cell[1] + (axis === 1 ? step : 0);
        const mz = cell[2] + (axis === 2 ? step : 0);
        if (at(mx, my, mz) === p && !hides(mx + nv[0], my + nv[1], mz + nv[2], p)) continue;
        const j2 = (j + 1) % 4;
        edges += svg`M${points[2 * j]} ${points[2 * j + 1]}L${points[2 * j2]} ${points[2 * j2 + 1]}`;
      }
      const style = colours[p][dir];
      const letter =
        view.letters && nz >= LETTER_AREA
          ? (() => {
              const font = U * 0.5 * Math.sqrt(nz);
              const x = (points[0] + points[2] + points[4] + points[6]) / 4;
              const y = (points[1] + points[3] + points[5] + points[7]) / 4 + font * 0.35;
              return { x, y, font };
            })()
          : undefined;
      const centre = project(cell[0] + 0.5 + ox, cell[1] + 0.5 + oy, cell[2] + 0.5 + oz);
      drafts.push({
        face: {
          piece: p,
          cell: i,
          dir,
          points,
          depths,
          fill: style.fill,
          line: style.line,
          edges,
          letter,
        },
        key: centre[2],
        key2: (depths[0] + depths[2]) / 2,
        order: i * 6 + dir,
      });
    }
  }
  // Farthest cube first (cubes of one lattice never overlap out of this order), then within a
  // cube farthest face first (they do not overlap at all), then a fixed order for ties. Pulled
  // apart, pieces leave the common lattice: sampled against a depth test the order is still
  // right at all but about 1 point in 100 000 (slivers where two cubes nearly touch corner to
  // corner), and where a small explode makes pieces pass through each other no order is right.
  drafts.sort((p, q) => p.key - q.key || p.key2 - q.key2 || p.order - q.order);
  const faces = drafts.map((x) => x.face);

  const margin = U * 0.25;
  let viewBox: PolycubeShapes['viewBox'];
  if (view.frame === 'steady') {
    // The farthest cube corner from the box centre, over all cells (exploded where they are).
    let r2 = 0;
    for (let i = 0; i < labels.length; i++) {
      const p = labels[i];
      if (p < 0) continue;
      const x = (i % w) + off[3 * p] - cx0;
      const y = (Math.floor(i / w) % h) + off[3 * p + 1] - cy0;
      const z = Math.floor(i / (w * h)) + off[3 * p + 2] - cz0;
      for (const [ux, uy, uz] of [
        [0, 0, 0],
        [1, 0, 0],
        [0, 1, 0],
        [1, 1, 0],
        [0, 0, 1],
        [1, 0, 1],
        [0, 1, 1],
        [1, 1, 1],
      ]) {
        r2 = Math.max(r2, (x + ux) ** 2 + (y + uy) ** 2 + (z + uz) ** 2);
      }
    }
    const r = U * Math.sqrt(r2) + margin;
    viewBox = { x: -r, y: -r, width: 2 * r, height: 2 * r };
  } else if (faces.length === 0) {
    viewBox = { x: -margin, y: -margin, width: 2 * margin, height: 2 * margin };
  } else {
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
    viewBox = {
      x: x0 - margin,
      y: y0 - margin,
      width: x1 - x0 + 2 * margin,
      height: y1 - y0 + 2 * margin,
    };
  }
  return { faces, viewBox, stroke: U * 0.04, thin: U * 0.02 };
}

/** The faces of a picture as SVG elements (polygons, inked edges, letters), in drawing order. */
function facesMarkup(packing: PolycubePacking, shapes: PolycubeShapes, ink: string): string[] {
  const out: string[] = [];
  for (const f of shapes.faces) {
    const pts = f.points;
    out.push(
      svg`<polygon points="${pts[0]},${pts[1]} ${pts[2]},${pts[3]} ${pts[4]},${pts[5]} ${pts[6]},${pts[7]}" fill="${f.fill}" stroke="${f.line}" stroke-width="${shapes.thin}" stroke-linejoin="round" data-piece="${f.piece}"/>`,
    );
    if (f.edges !== '') {
      out.push(
        svg`<path d="${f.edges}" stroke="${ink}" stroke-width="${shapes.stroke}" stroke-linecap="round"/>`,
      );
    }
    if (f.letter) {
      const piece = packing.pieces[f.piece];
      const tip = piece.name === undefined ? '' : svg`<title>${esc(piece.name)}</title>`;
      out.push(
        svg`<text x="${f.letter.x}" y="${f.letter.y}" font-family="sans-serif" font-size="${f.letter.font}" text-anchor="middle" fill="${TILING_INK}">${tip}${esc(piece.letter)}</text>`,
      );
    }
  }
  return out;
}

/** The packing a tiling drawing of a 3-D region is: per cell its piece copy, per copy its style. */
export function packingOf(d: TilingDrawing): PolycubePacking {
  return {
    dims: { width: d.width, height: d.height, depth: d.depth },
    labels: d.part,
    pieces: d.letters.map((letter, i) => ({ letter, color: d.colors[i], name: d.names[i] })),
  };
}

/**
 * Several packings on one sheet (what `placer tile BOX --list --format svg` writes): each 3-D
 * picture at the default view with letters, in a grid, captioned when given.
 */
export function polycubeSheetSvg(
  packings: readonly PolycubePacking[],
  opts: { readonly title: string; readonly captions?: readonly string[] },
): string {
  const view: PolycubeView = { ...DEFAULT_POLYCUBE_VIEW, letters: true };
  const C = POLYCUBE_THEMES.light;
  const all = packings.map((p) => polycubeShapes(p, view));
  const cellW = Math.max(...all.map((s) => s.viewBox.width));
  const cellH = Math.max(...all.map((s) => s.viewBox.height)) + (opts.captions ? 24 : 0);
  const cols = Math.min(packings.length, 4);
  const rows = Math.ceil(packings.length / cols);
  const [W, H] = [cols * cellW, rows * cellH];
  const out: string[] = [
    svg`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" fill="none">`,
    svg`<title>${esc(opts.title)}</title>`,
    svg`<rect width="${W}" height="${H}" fill="${C.paper}"/>`,
  ];
  all.forEach((shapes, i) => {
    const [x, y] = [(i % cols) * cellW, Math.floor(i / cols) * cellH];
    const vb = shapes.viewBox;
    const tx = Math.round((x - vb.x + (cellW - vb.width) / 2) * 100) / 100;
    const ty = Math.round((y - vb.y) * 100) / 100;
    out.push(svg`<g transform="translate(${tx} ${ty})">`);
    out.push(...facesMarkup(packings[i], shapes, C.ink));
    out.push('</g>');
    const caption = opts.captions?.[i];
    if (caption !== undefined) {
      out.push(
        svg`<text x="${x + cellW / 2}" y="${y + cellH - 8}" font-family="sans-serif" font-size="14" text-anchor="middle" fill="${C.ink}">${esc(caption)}</text>`,
      );
    }
  });
  out.push('</svg>');
  return out.join('\n') + '\n';
}

/**
 * The 3-D picture of a packing as a standalone SVG document (with xmlns, so it opens in any
 * viewer): the boundary faces of the pieces, shaded by the way they face (a light from the upper
 * left, fixed to the viewer, so the top is lightest and the sides darker at every angle), inked
 * along piece borders and creases, faint lines between the cubes of one piece, and optionally
 * the letters. Turning the view is a new call with another yaw and pitch.
 */
export function polycubeSvg(packing: PolycubePacking, view: PolycubeView): string {
  const shapes = polycubeShapes(packing, view);
  const C = POLYCUBE_THEMES[view.theme ?? 'light'];
  const vb = shapes.viewBox;
  const width = view.size ?? vb.width;
  const height = (width * vb.height) / vb.width;
  const { width: w, height: h, depth: d } = packing.dims;
  const used = new Set<number>();
  for (const t of packing.labels) if (t >= 0) used.add(t);
  const title =
    view.title ??
    `${w}×${h}×${d} box packed with ${used.size} piece${used.size === 1 ? '' : 's'}, seen at yaw ${Math.round(view.yaw)}°, pitch ${Math.round(view.pitch)}°${view.explode > 0 ? ', pulled apart' : ''}`;
  const out: string[] = [];
  out.push(
    svg`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${vb.x} ${vb.y} ${vb.width} ${vb.height}" role="img" fill="none">`,
  );
  out.push(svg`<title>${esc(title)}</title>`);
  out.push(
    svg`<rect x="${vb.x}" y="${vb.y}" width="${vb.width}" height="${vb.height}" fill="${C.paper}"/>`,
  );
  out.push(...facesMarkup(packing, shapes, C.ink));
  out.push('</svg>');
  return out.join('\n') + '\n';
}

/** Options of the layer drawing. */
export interface PolycubeLayersOptions {
  /** Side of one cell in SVG units (default 28). */
  readonly cell?: number;
  /** Each cell's piece letter (default true: the letters are how layers are read and copied). */
  readonly letters?: boolean;
  readonly theme?: PolycubeTheme;
  readonly title?: string;
  /**
   * Layers per row. Default: rows of balanced length, each at most about 24 cells wide, so a
   * deep box wraps instead of making a strip too wide to read.
   */
  readonly perRow?: number;
  /**
   * Per cell, 1 for a region cell no piece covers yet (a search under way, as the Watch view
   * shows it). Given, the other uncovered cells are holes, drawn as paper; without it every
   * uncovered cell is drawn as an empty cell (a finished packing has no other).
   */
  readonly empty?: ArrayLike<number>;
  /** A cell ringed (the cell the search works on), or null. */
  readonly focus?: number | null;
}

/**
 * The layers of a packing side by side as a standalone SVG document: each z-layer (z = 0, the
 * bottom, first) as a grid seen from above, pieces filled with their colour, thick lines between
 * pieces, faint lines between cells of one piece, the letter in every cell and a caption
 * "layer 1", "layer 2", … under each. It shows what the 3-D picture cannot: every cell, inside
 * ones too, in a form that can be checked against a solver's text output.
 */
export function polycubeLayersSvg(
  packing: PolycubePacking,
  opts: PolycubeLayersOptions = {},
): string {
  checkPacking(packing);
  const { width: w, height: h, depth: d } = packing.dims;
  const { labels } = packing;
  const C = POLYCUBE_THEMES[opts.theme ?? 'light'];
  const s = opts.cell ?? 28;
  if (!(Number.isFinite(s) && s > 0)) throw new RangeError(`polycube layers: cell ${s}`);
  const letters = opts.letters ?? true;
  let perRow: number;
  if (opts.perRow !== undefined) {
    if (!(Number.isInteger(opts.perRow) && opts.perRow > 0)) {
      throw new RangeError(`polycube layers: perRow ${opts.perRow} is not a count above 0`);
    }
    perRow = Math.min(opts.perRow, Math.max(1, d));
  } else {
    const most = Math.max(1, Math.floor(24 / (w + 1)));
    const rows = Math.ceil(Math.max(1, d) / most);
    perRow = Math.ceil(Math.max(1, d) / rows);
  }
  const rows = Math.max(1, Math.ceil(d / perRow));
  const margin = Math.round(s * 0.5);
  const gap = s;
  // The captions ("layer 2") at half a cell: readable wherever a cell's letter is.
  const caption = Math.round(s * 0.9);
  const blockW = w * s;
  const blockH = h * s + caption;
  const width = 2 * margin + perRow * blockW + (perRow - 1) * gap;
  const height = 2 * margin + rows * blockH + (rows - 1) * gap * 0.5;
  const fills = packing.pieces.map((piece) => plainFill(piece.color));
  const font = Math.round(s * 0.5);
  const thick = Math.max(2, s / 12);
  const out: string[] = [];
  out.push(
    svg`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" fill="none">`,
  );
  const title = opts.title ?? `${w}×${h}×${d} box, layer by layer from the bottom`;
  out.push(svg`<title>${esc(title)}</title>`);
  out.push(svg`<rect width="${width}" height="${height}" fill="${C.paper}"/>`);
  for (let z = 0; z < d; z++) {
    const x0 = margin + (z % perRow) * (blockW + gap);
    const y0 = margin + Math.floor(z / perRow) * (blockH + gap * 0.5);
    const at = (r: number, c: number): number =>
      r < 0 || c < 0 || r >= h || c >= w ? -2 : labels[(z * h + r) * w + c];
    out.push(svg`<g data-layer="${z + 1}">`);
    for (let r = 0; r < h; r++) {
      for (let c = 0; c < w; c++) {
        const t = at(r, c);
        const i = (z * h + r) * w + c;
        const hole = t < 0 && opts.empty !== undefined && opts.empty[i] !== 1;
        const fill = hole ? C.paper : t < 0 ? C.empty : fills[t];
        out.push(
          svg`<rect x="${x0 + c * s}" y="${y0 + r * s}" width="${s}" height="${s}" fill="${fill}"/>`,
        );
      }
    }
    // Edges: faint inside a piece and between empty cells, thick between pieces and round the box.
    const thin: string[] = [];
    const bold: string[] = [];
    for (let r = 0; r <= h; r++) {
      for (let c = 0; c < w; c++) {
        const a = at(r - 1, c);
        const b = at(r, c);
        const seg = svg`M${x0 + c * s} ${y0 + r * s}h${s}`;
        (a === b ? thin : bold).push(seg);
      }
    }
    for (let c = 0; c <= w; c++) {
      for (let r = 0; r < h; r++) {
        const a = at(r, c - 1);
        const b = at(r, c);
        const seg = svg`M${x0 + c * s} ${y0 + r * s}v${s}`;
        (a === b ? thin : bold).push(seg);
      }
    }
    if (thin.length > 0) {
      out.push(
        svg`<path d="${thin.join('')}" stroke="${C.ink}" stroke-opacity="0.15" stroke-width="1"/>`,
      );
    }
    if (bold.length > 0) {
      out.push(
        svg`<path d="${bold.join('')}" stroke="${C.ink}" stroke-width="${thick}" stroke-linecap="square"/>`,
      );
    }
    if (letters) {
      for (let r = 0; r < h; r++) {
        for (let c = 0; c < w; c++) {
          const t = at(r, c);
          if (t < 0) continue;
          const piece = packing.pieces[t];
          const tip = piece.name === undefined ? '' : svg`<title>${esc(piece.name)}</title>`;
          out.push(
            svg`<text x="${x0 + c * s + s / 2}" y="${y0 + r * s + s / 2 + font * 0.35}" font-family="sans-serif" font-size="${font}" text-anchor="middle" fill="${TILING_INK}">${tip}${esc(piece.letter)}</text>`,
          );
        }
      }
    }
    const f = opts.focus ?? -1;
    if (f >= z * w * h && f < (z + 1) * w * h) {
      const r = Math.floor((f - z * w * h) / w);
      const c = f % w;
      const inset = thick + 1;
      out.push(
        svg`<rect x="${x0 + c * s + inset}" y="${y0 + r * s + inset}" width="${s - 2 * inset}" height="${s - 2 * inset}" fill="none" stroke="${C.focus}" stroke-width="${thick * 1.5}" stroke-dasharray="${s / 5} ${s / 10}" data-focus="${f}"/>`,
      );
    }
    out.push(
      svg`<text x="${x0}" y="${y0 + h * s + caption * 0.8}" font-family="sans-serif" font-size="${font}" fill="${C.text}">layer ${z + 1}</text>`,
    );
    out.push('</g>');
  }
  out.push('</svg>');
  return out.join('\n') + '\n';
}
