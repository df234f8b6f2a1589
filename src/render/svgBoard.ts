/**
 * A standalone SVG drawing of a queens board (with xmlns, so it opens in any viewer): checkered
 * squares, coordinates 1…N along the top and the left, queens drawn as a path (no font needed),
 * attacked queens in red with a line for each attacking pair.
 */
import { isDarkSquare, type QueensBoard } from './board.js';
import { escapeXml as esc } from './xml.js';

export interface SvgBoardOptions {
  /** Side of one square in SVG units. */
  readonly cell?: number;
  readonly title?: string;
}

const LIGHT = '#f0d9b5';
const DARK = '#b58863';
const INK = '#1b1b1b';
const RED = '#c62828';

/** A queen silhouette in a 100×100 box: crown with five points on a base. */
const QUEEN_PATH =
  'M18 78 L12 34 L30 56 L34 24 L50 52 L66 24 L70 56 L88 34 L82 78 Z M16 84 H84 V92 H16 Z';

export function renderSvgBoard(board: QueensBoard, opts: SvgBoardOptions = {}): string {
  const { n, cols, attacked } = board;
  const s = opts.cell ?? 40;
  const margin = Math.round(s * 0.7);
  const size = margin + n * s;
  const font = Math.max(9, Math.round(s * 0.35));
  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img">`,
  );
  out.push(`<title>${esc(opts.title ?? `${n}×${n} queens board`)}</title>`);
  out.push(`<rect width="${size}" height="${size}" fill="#ffffff"/>`);
  for (let i = 0; i < n; i++) {
    const mid = margin + i * s + s / 2;
    out.push(
      `<text x="${mid}" y="${margin * 0.7}" font-family="sans-serif" font-size="${font}" text-anchor="middle" fill="${INK}">${i + 1}</text>`,
    );
    out.push(
      `<text x="${margin * 0.5}" y="${mid + font * 0.35}" font-family="sans-serif" font-size="${font}" text-anchor="middle" fill="${INK}">${i + 1}</text>`,
    );
  }
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      out.push(
        `<rect x="${margin + c * s}" y="${margin + r * s}" width="${s}" height="${s}" fill="${isDarkSquare(r, c) ? DARK : LIGHT}"/>`,
      );
      const num = board.cellNumbers?.[r * n + c];
      if (num !== undefined && num >= 0 && !Number.isNaN(num) && cols[r] !== c) {
        out.push(
          `<text x="${margin + c * s + s / 2}" y="${margin + r * s + s / 2 + font * 0.35}" font-family="sans-serif" font-size="${font}" text-anchor="middle" fill="${INK}">${num}</text>`,
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
      `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${RED}" stroke-width="${Math.max(1, s / 16)}" stroke-opacity="0.7"/>`,
    );
  }
  const scale = (s * 0.8) / 100;
  for (let r = 0; r < n; r++) {
    const c = cols[r];
    if (c < 0) continue;
    const x = margin + c * s + s * 0.1;
    const y = margin + r * s + s * 0.1;
    out.push(
      `<path d="${QUEEN_PATH}" transform="translate(${x} ${y}) scale(${scale})" fill="${attacked.has(r) ? RED : INK}"><title>row ${r + 1}, column ${c + 1}</title></path>`,
    );
  }
  out.push('</svg>');
  return out.join('\n') + '\n';
}
