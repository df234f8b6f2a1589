/**
 * The layer slices of a polycube packing as a standalone SVG document: what the 3-D picture
 * (polycubeSvg.ts) cannot show, every cell, inside ones too, in a form that can be checked
 * against a solver's text output. The packing's conventions are polycubePacking.ts's; numbers
 * are rounded to hundredths (xml.ts svgNumber), so one packing always gives the same text.
 */
import { plainFill, POLYCUBE_THEMES, type PolycubeTheme } from './polycubeColours.js';
import { checkPacking, type PolycubePacking } from './polycubePacking.js';
import { TILING_INK } from './palette.js';
import { escapeXml as esc, svg } from '../xml.js';

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
  /** More cells ringed the same way (where a hint puts a piece). */
  readonly ringed?: readonly number[];
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
    const rings = opts.ringed ?? [];
    for (const [f, mark] of [
      [opts.focus ?? -1, 'data-focus'],
      ...rings.map((cell) => [cell, 'data-ring'] as const),
    ] as const) {
      if (f < z * w * h || f >= (z + 1) * w * h) continue;
      const r = Math.floor((f - z * w * h) / w);
      const c = f % w;
      const inset = thick + 1;
      out.push(
        svg`<rect x="${x0 + c * s + inset}" y="${y0 + r * s + inset}" width="${s - 2 * inset}" height="${s - 2 * inset}" fill="none" stroke="${C.focus}" stroke-width="${thick * 1.5}" stroke-dasharray="${s / 5} ${s / 10}" ${mark}="${f}"/>`,
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
