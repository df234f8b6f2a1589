/**
 * A drawing-neutral description of a tiling, shared by the text and SVG renderers (and the web
 * page): per cell the piece copy covering it (or none), per copy its letter, name and a colour
 * index. Colours follow the piece (F is always the same colour), except that two touching copies
 * of the same piece get different colours so that their border shows.
 */
import type { TilingProblem } from '../../core/tiling/problem.js';
import { tilingParts } from '../../core/tiling/tile.js';

/** A tiling ready to draw: which piece copy covers each cell, with its letter, name and colour. */
export interface TilingDrawing {
  readonly height: number;
  readonly width: number;
  /** Layers: 1 in the plane, more for a packing in 3-D. */
  readonly depth: number;
  /** Per cell ((z * height + r) * width + c): index of the piece copy covering it, −1 for a hole. */
  readonly part: Int32Array;
  /** Per piece copy. */
  readonly letters: readonly string[];
  readonly names: readonly string[];
  readonly colors: readonly number[];
}

/** Number of distinct colours the renderers provide. */
export const PALETTE_SIZE = 18;

/** The drawing of a tiling given as placement ids. */
export function tilingDrawing(p: TilingProblem, placements: ArrayLike<number>): TilingDrawing {
  const kinds = Array.from(placements, (pid) => p.placements[pid].kind);
  const pieces = p.kinds.map((k) => k.piece);
  return drawingFromParts(
    p.region.height,
    p.region.width,
    tilingParts(p, placements),
    kinds,
    pieces,
    p.region.depth,
  );
}

/**
 * The drawing of a tiling given per cell (`part`: the index of the piece copy covering it, −1
 * for a hole) and per copy its kind, an index into `pieces` (as a worker's tiling-at job answers);
 * `depth` layers of height × width cells.
 */
export function drawingFromParts(
  height: number,
  width: number,
  part: Int32Array,
  kinds: ArrayLike<number>,
  pieces: readonly { readonly name: string; readonly letter: string }[],
  depth = 1,
): TilingDrawing {
  const letters = Array.from(kinds, (k) => pieces[k].letter);
  const names = Array.from(kinds, (k) => pieces[k].name);
  // Neighbouring copies, for the colouring.
  const near: Set<number>[] = letters.map(() => new Set<number>());
  for (let i = 0; i < part.length; i++) {
    const a = part[i];
    if (a < 0) continue;
    const plane = width * height;
    const right = (i % width) + 1 < width ? part[i + 1] : -1;
    const down = (i % plane) + width < plane ? part[i + width] : -1;
    const below = i + plane < part.length ? part[i + plane] : -1;
    for (const b of [right, down, below]) {
      if (b >= 0 && b !== a) {
        near[a].add(b);
        near[b].add(a);
      }
    }
  }
  const colors: number[] = [];
  for (let t = 0; t < letters.length; t++) {
    const taken = new Set<number>();
    for (const b of near[t]) if (b < t) taken.add(colors[b]);
    let c = kinds[t] % PALETTE_SIZE;
    for (let step = 0; taken.has(c) && step < PALETTE_SIZE; step++) c = (c + 1) % PALETTE_SIZE;
    colors.push(c);
  }
  return { height, width, depth, part, letters, names, colors };
}

/**
 * The tiling as rows of letters, '#' for holes (the plain text format): a region picture too, so
 * the drawing reads back as its own region (`placer tile --check`). In 3-D, layer after layer
 * with an empty row between two (a layered picture).
 */
export function tilingRows(d: TilingDrawing): string[] {
  const rows: string[] = [];
  for (let z = 0; z < d.depth; z++) {
    if (z > 0) rows.push('');
    for (let r = 0; r < d.height; r++) {
      let s = '';
      const at = (z * d.height + r) * d.width;
      for (let c = 0; c < d.width; c++) {
        const t = d.part[at + c];
        s += t < 0 ? '#' : d.letters[t];
      }
      rows.push(s);
    }
  }
  return rows;
}
