/**
 * What the polycube drawings draw (polycubeShapes.ts, polycubeSvg.ts, polycubeLayersSvg.ts): a
 * box's cells, the piece covering each, and how each piece is drawn.
 *
 * Conventions, shared by every drawing so that they agree: a cell (x, y, z) is label
 * `(z * height + y) * width + x`; z = 0 is the bottom layer ("layer 1") and the layers stack
 * upwards; in each layer, seen from above, x runs to the right and y towards the viewer (row 0 at
 * the back, at the top of the layer drawing). A piece is thus never shown as its mirror image in
 * one drawing and not in the other.
 */
import type { TilingDrawing } from './tiling.js';

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

/** Checks the labels against the box and the pieces, so a bad packing fails here, clearly. */
export function checkPacking(p: PolycubePacking): void {
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

/** The packing a tiling drawing of a 3-D region is: per cell its piece copy, per copy its style. */
export function packingOf(d: TilingDrawing): PolycubePacking {
  return {
    dims: { width: d.width, height: d.height, depth: d.depth },
    labels: d.part,
    pieces: d.letters.map((letter, i) => ({ letter, color: d.colors[i], name: d.names[i] })),
  };
}
