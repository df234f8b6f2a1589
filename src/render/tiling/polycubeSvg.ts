/**
 * Polycube packings (the Soma cube, the Bedlam cube, solid pentominoes in a box) as standalone
 * SVG documents of the 3-D picture: the shapes of polycubeShapes.ts written as SVG text, one
 * packing a document (the page's export) or several on a sheet (`placer tile BOX --format svg`).
 * The layer slices are polycubeLayersSvg.ts's. The writing is pure string building (no DOM, no
 * Node), so the CLI, the page and the tests share it; coordinates are rounded to hundredths
 * (xml.ts svgNumber), so one packing and view always give the same text.
 */
import { POLYCUBE_THEMES } from './polycubeColours.js';
import type { PolycubePacking } from './polycubePacking.js';
import {
  DEFAULT_POLYCUBE_VIEW,
  polycubeShapes,
  type PolycubeShapes,
  type PolycubeView,
} from './polycubeShapes.js';
import { TILING_INK } from './palette.js';
import { escapeXml as esc, svg } from '../xml.js';

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
