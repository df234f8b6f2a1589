/**
 * A standalone SVG drawing of a queens board (with xmlns, so it opens in any viewer): checkered
 * squares, coordinates 1…N along the top and the left, queens drawn as a path (no font needed),
 * attacked queens in vermillion and framed with a dashed square (a shape, for readers who do
 * not tell the colours apart), a line for each attacking pair, and optionally the cells that
 * some queen attacks hatched and a number in each cell. The page's live board (src/web/board)
 * uses the same geometry and glyph, so an export looks like the page's light theme.
 */
import {
  HATCH,
  QUEEN_PATH,
  attackedCells,
  boardGeometry,
  coordShown,
  isDarkSquare,
  queenTransform,
  type QueensBoard,
} from './board.js';
import { escapeXml as esc, svg } from '../xml.js';

/** Options of an SVG board: square size, title, shading of attacked squares. */
export interface SvgBoardOptions {
  /** Side of one square in SVG units. */
  readonly cell?: number;
  readonly title?: string;
  /** Shade the squares that some queen attacks. */
  readonly shadeAttacked?: boolean;
}

/** The light theme's colours (src/web/styles/theme.css names the same states). */
export const SVG_COLORS = {
  paper: '#ffffff',
  light: '#f0e6d2',
  dark: '#c8b08a',
  ink: '#1b1b1b',
  queen: '#1b1b1b',
  queenOutline: '#ffffff',
  attacked: '#d55e00',
  shade: '#d55e00',
} as const;

/** A board as a standalone SVG document. */
export function renderSvgBoard(board: QueensBoard, opts: SvgBoardOptions = {}): string {
  const { n, cols, attacked } = board;
  const g = boardGeometry(n, opts.cell ?? 40);
  const { cell: s, margin, size, font, coordFont } = g;
  const C = SVG_COLORS;
  const out: string[] = [];
  out.push(
    svg`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img">`,
  );
  out.push(svg`<title>${esc(opts.title ?? `${n}×${n} queens board`)}</title>`);
  out.push(svg`<rect width="${size}" height="${size}" fill="${C.paper}"/>`);
  for (let i = 0; i < n; i++) {
    if (!coordShown(g, i)) continue;
    const mid = margin + i * s + s / 2;
    out.push(
      svg`<text x="${mid}" y="${margin * 0.7}" font-family="sans-serif" font-size="${coordFont}" text-anchor="middle" fill="${C.ink}">${i + 1}</text>`,
    );
    out.push(
      svg`<text x="${margin * 0.5}" y="${mid + coordFont * 0.35}" font-family="sans-serif" font-size="${coordFont}" text-anchor="middle" fill="${C.ink}">${i + 1}</text>`,
    );
  }
  const shaded = opts.shadeAttacked ? attackedCells(n, cols) : null;
  if (shaded) {
    out.push(
      svg`<defs><pattern id="attacked-hatch" width="${HATCH}" height="${HATCH}" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">` +
        svg`<rect width="${HATCH}" height="${HATCH}" fill="${C.shade}" fill-opacity="0.12"/>` +
        svg`<line x1="1" y1="0" x2="1" y2="${HATCH}" stroke="${C.shade}" stroke-opacity="0.6" stroke-width="2"/></pattern></defs>`,
    );
  }
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const x = margin + c * s;
      const y = margin + r * s;
      out.push(
        svg`<rect x="${x}" y="${y}" width="${s}" height="${s}" fill="${isDarkSquare(r, c) ? C.dark : C.light}"/>`,
      );
      if (shaded?.[r * n + c]) {
        out.push(
          svg`<rect x="${x}" y="${y}" width="${s}" height="${s}" fill="url(#attacked-hatch)"/>`,
        );
      }
      const num = board.cellNumbers?.[r * n + c];
      if (num !== undefined && num >= 0 && !Number.isNaN(num) && cols[r] !== c) {
        out.push(
          svg`<text x="${x + s / 2}" y="${y + s / 2 + font * 0.35}" font-family="sans-serif" font-size="${font}" text-anchor="middle" fill="${C.ink}">${num}</text>`,
        );
      }
    }
  }
  for (const p of board.pairs) {
    const x1 = margin + cols[p.a] * s + s / 2;
    const y1 = margin + p.a * s + s / 2;
    const x2 = margin + cols[p.b] * s + s / 2;
    const y2 = margin + p.b * s + s / 2;
    out.push(
      svg`<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${C.attacked}" stroke-width="${Math.max(1, s / 16)}" stroke-opacity="0.7"/>`,
    );
  }
  for (let r = 0; r < n; r++) {
    const c = cols[r];
    if (c < 0) continue;
    const hit = attacked.has(r);
    if (hit) {
      const w = Math.max(1, s / 16);
      out.push(
        svg`<rect x="${margin + c * s + w}" y="${margin + r * s + w}" width="${s - 2 * w}" height="${s - 2 * w}" fill="none" stroke="${C.attacked}" stroke-width="${w}" stroke-dasharray="${w * 2} ${w}"/>`,
      );
    }
    out.push(
      svg`<path d="${QUEEN_PATH}" transform="${queenTransform(g, r, c)}" fill="${hit ? C.attacked : C.queen}" stroke="${C.queenOutline}" stroke-width="3"><title>row ${r + 1}, column ${c + 1}${hit ? ', attacked' : ''}</title></path>`,
    );
  }
  out.push('</svg>');
  return out.join('\n') + '\n';
}
