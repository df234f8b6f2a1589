/**
 * Standalone SVG drawings of tilings (with xmlns, so they open in any viewer): each piece filled
 * with its colour, a thin line between cells of one piece, a thick outline around each piece,
 * and its letter at the cell nearest its centre. Several tilings are laid out in a grid with no
 * empty column, so one tiling's SVG is the drawing's own size plus its margins.
 */
import type { TilingDrawing } from './tiling.js';
import { escapeXml as esc, svg } from '../xml.js';
import { TILING_FILLS, TILING_INK } from './palette.js';

/** Options of an SVG of tilings: cell size, title, captions. */
export interface TilingSvgOptions {
  /** Side of one cell in SVG units. */
  readonly cell?: number;
  readonly title?: string;
  /** Captions under each drawing (e.g. "#12, orbit 4"). */
  readonly captions?: readonly string[];
}

/** A tiling's drawing as shapes: what the SVG string and the page's DOM drawing both draw. */
export interface TilingShapes {
  /** One square per cell of a piece: its place, row, column, piece copy and fill. */
  readonly cells: readonly {
    readonly x: number;
    readonly y: number;
    readonly r: number;
    readonly c: number;
    readonly part: number;
    readonly fill: string;
  }[];
  /** Path data of the edges inside a piece (thin) and between pieces or at the edge (thick). */
  readonly thin: string;
  readonly thick: string;
  readonly stroke: number;
  /** One letter per piece copy, at its cell nearest the piece's centre. */
  readonly labels: readonly {
    readonly x: number;
    readonly y: number;
    readonly letter: string;
    readonly name: string;
  }[];
  readonly font: number;
}

/** The shapes of drawing `d` with its top left corner at (x0, y0) and cells of side s. */
export function tilingShapes(d: TilingDrawing, x0: number, y0: number, s: number): TilingShapes {
  const { width: w, height: h, part } = d;
  const at = (r: number, c: number): number =>
    r < 0 || c < 0 || r >= h || c >= w ? -1 : part[r * w + c];
  const cells: TilingShapes['cells'][number][] = [];
  for (let r = 0; r < h; r++) {
    for (let c = 0; c < w; c++) {
      const t = at(r, c);
      if (t < 0) continue;
      const fill = TILING_FILLS[d.colors[t] % TILING_FILLS.length];
      cells.push({ x: x0 + c * s, y: y0 + r * s, r, c, part: t, fill });
    }
  }
  // Edges: thin inside a piece, thick where the neighbour is another piece, a hole or outside.
  const thin: string[] = [];
  const thick: string[] = [];
  for (let r = 0; r <= h; r++) {
    for (let c = 0; c < w; c++) {
      const a = at(r - 1, c);
      const b = at(r, c);
      if (a < 0 && b < 0) continue;
      const seg = svg`M${x0 + c * s} ${y0 + r * s}h${s}`;
      (a === b ? thin : thick).push(seg);
    }
  }
  for (let c = 0; c <= w; c++) {
    for (let r = 0; r < h; r++) {
      const a = at(r, c - 1);
      const b = at(r, c);
      if (a < 0 && b < 0) continue;
      const seg = svg`M${x0 + c * s} ${y0 + r * s}v${s}`;
      (a === b ? thin : thick).push(seg);
    }
  }
  // One letter per piece, at its cell nearest the piece's centre.
  const sums = d.letters.map(() => [0, 0, 0]);
  for (let i = 0; i < part.length; i++) {
    const t = part[i];
    if (t < 0) continue;
    sums[t][0] += Math.floor(i / w);
    sums[t][1] += i % w;
    sums[t][2]++;
  }
  const best = d.letters.map(() => [-1, Infinity]);
  for (let i = 0; i < part.length; i++) {
    const t = part[i];
    if (t < 0) continue;
    const cr = sums[t][0] / sums[t][2];
    const cc = sums[t][1] / sums[t][2];
    const dist = (Math.floor(i / w) - cr) ** 2 + ((i % w) - cc) ** 2;
    if (dist < best[t][1]) best[t] = [i, dist];
  }
  const font = Math.round(s * 0.5);
  const labels: TilingShapes['labels'][number][] = [];
  d.letters.forEach((letter, t) => {
    const i = best[t][0];
    if (i < 0) return;
    const x = x0 + (i % w) * s + s / 2;
    const y = y0 + Math.floor(i / w) * s + s / 2 + font * 0.35;
    labels.push({ x, y, letter, name: d.names[t] });
  });
  return {
    cells,
    thin: thin.join(''),
    thick: thick.join(''),
    stroke: Math.max(2, s / 12),
    labels,
    font,
  };
}

function drawOne(d: TilingDrawing, x0: number, y0: number, s: number, out: string[]): void {
  const shapes = tilingShapes(d, x0, y0, s);
  for (const q of shapes.cells) {
    out.push(svg`<rect x="${q.x}" y="${q.y}" width="${s}" height="${s}" fill="${q.fill}"/>`);
  }
  if (shapes.thin.length > 0) {
    out.push(
      svg`<path d="${shapes.thin}" stroke="${TILING_INK}" stroke-opacity="0.15" stroke-width="1"/>`,
    );
  }
  out.push(
    svg`<path d="${shapes.thick}" stroke="${TILING_INK}" stroke-width="${shapes.stroke}" stroke-linecap="square"/>`,
  );
  for (const l of shapes.labels) {
    out.push(
      svg`<text x="${l.x}" y="${l.y}" font-family="sans-serif" font-size="${shapes.font}" text-anchor="middle" fill="${TILING_INK}"><title>${esc(l.name)}</title>${esc(l.letter)}</text>`,
    );
  }
}

/**
 * The grid that holds `n` drawings of w × h cells, roughly square overall: never more columns
 * than drawings, and no empty column (so one drawing is its own size plus the margins).
 */
export function gridOf(n: number, w: number, h: number): { cols: number; rows: number } {
  const count = Math.max(1, n);
  const squarish = Math.ceil(Math.sqrt((count * h) / Math.max(1, w)));
  const rows = Math.ceil(count / Math.min(count, Math.max(1, squarish)));
  return { cols: Math.ceil(count / rows), rows };
}

/**
 * One or more tilings (of one region) as a standalone SVG document, in a grid: its size is the
 * grid's drawings plus a margin around and between them (and a caption line under each).
 */
export function renderTilingSvg(
  drawings: readonly TilingDrawing[],
  opts: TilingSvgOptions = {},
): string {
  const s = opts.cell ?? 32;
  const margin = Math.round(s * 0.5);
  const first = drawings[0];
  const h = first ? first.height : 0;
  const w = first ? first.width : 0;
  const { cols, rows } = gridOf(drawings.length, w, h);
  const caption = opts.captions ? Math.round(s * 0.8) : 0;
  const cellW = w * s + margin;
  const cellH = h * s + margin + caption;
  const width = margin + cols * cellW;
  const height = margin + rows * cellH;
  const out: string[] = [];
  out.push(
    svg`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" fill="none">`,
  );
  out.push(svg`<title>${esc(opts.title ?? 'tiling')}</title>`);
  out.push(svg`<rect width="${width}" height="${height}" fill="#ffffff"/>`);
  drawings.forEach((d, k) => {
    const x0 = margin + (k % cols) * cellW;
    const y0 = margin + Math.floor(k / cols) * cellH;
    drawOne(d, x0, y0, s, out);
    const text = opts.captions?.[k];
    if (text !== undefined) {
      out.push(
        svg`<text x="${x0}" y="${y0 + h * s + caption * 0.8}" font-family="sans-serif" font-size="${Math.round(s * 0.4)}" fill="${TILING_INK}">${esc(text)}</text>`,
      );
    }
  });
  out.push('</svg>');
  return out.join('\n') + '\n';
}
