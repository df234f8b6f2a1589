/**
 * Boards and pieces drawn in black and white for paper (the page's print sheets): a board's cells
 * with their labels, some hatched (a pattern, not a colour: a calendar's date), and either
 * nothing placed (the puzzle) or a tiling (the solution: each piece's letter, thick lines where
 * two pieces meet); the pieces to place beside it. Standalone SVG documents, as every export of
 * placer is. calendarSvg.ts draws A-Puzzle-A-Day's days with them.
 */
import type { Shape } from '../../core/tiling/polyomino.js';
import { escapeXml as esc, svg } from '../xml.js';

const S = 40;
const M = 6;
const INK = '#000000';
const PAPER = '#ffffff';
const HATCH =
  '<defs><pattern id="hatch" width="8" height="8" patternUnits="userSpaceOnUse">' +
  '<path d="M0 8 L8 0" stroke="#000" stroke-width="1.4"/></pattern></defs>';

/** A board cell on paper: a cell to cover or a hatched one, and its label ('' none). */
export interface PaperCell {
  readonly hatched: boolean;
  readonly label: string;
}

/**
 * A board of `width` × `height` cells: `cellAt` says what each is (null: no cell there); with
 * `rows` (a tiling in the text form, a letter per covered cell) each piece's letter and outline.
 */
export function paperBoardSvg(
  width: number,
  height: number,
  title: string,
  cellAt: (cell: number) => PaperCell | null,
  rows: readonly string[] | null,
): string {
  const w = width * S + 2 * M;
  const h = height * S + 2 * M;
  const out = [
    svg`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">`,
    svg`<title>${esc(title)}</title>`,
    HATCH,
    svg`<rect width="${w}" height="${h}" fill="${PAPER}"/>`,
  ];
  const letter = (cell: number): string => {
    const ch = rows?.[Math.floor(cell / width)]?.[cell % width] ?? '.';
    return ch === '.' || ch === '#' ? '' : ch;
  };
  for (let cell = 0; cell < width * height; cell++) {
    const here = cellAt(cell);
    if (here === null) continue;
    const x = M + (cell % width) * S;
    const y = M + Math.floor(cell / width) * S;
    out.push(
      svg`<rect x="${x}" y="${y}" width="${S}" height="${S}" fill="${here.hatched ? 'url(#hatch)' : PAPER}" stroke="${INK}" stroke-width="0.6"/>`,
    );
    const text = letter(cell) || here.label;
    if (text === '') continue;
    const big = letter(cell) !== '' || here.hatched;
    out.push(
      svg`<text x="${x + S / 2}" y="${y + S / 2}" text-anchor="middle" dominant-baseline="central" font-family="sans-serif" font-size="${big ? 16 : 11}" font-weight="${big ? 'bold' : 'normal'}" fill="${INK}"${here.hatched ? svg` stroke="${PAPER}" stroke-width="3" paint-order="stroke"` : ''}>${esc(text)}</text>`,
    );
  }
  // A solution's pieces: a thick line on every edge between two different pieces or a piece and
  // the outside.
  if (rows !== null) {
    const at = (r: number, c: number): string =>
      r < 0 || c < 0 || r >= height || c >= width ? '' : letter(r * width + c);
    const lines: string[] = [];
    for (let r = 0; r <= height; r++) {
      for (let c = 0; c <= width; c++) {
        const here = at(r, c);
        if (c < width && (here !== '' || at(r - 1, c) !== '') && here !== at(r - 1, c)) {
          lines.push(`M${M + c * S} ${M + r * S}h${S}`);
        }
        if (r < height && (here !== '' || at(r, c - 1) !== '') && here !== at(r, c - 1)) {
          lines.push(`M${M + c * S} ${M + r * S}v${S}`);
        }
      }
    }
    out.push(
      svg`<path d="${lines.join('')}" stroke="${INK}" stroke-width="3.5" stroke-linecap="square" fill="none"/>`,
    );
  }
  out.push('</svg>');
  return out.join('');
}

/** The pieces to place, each drawn with its letter, in a row that wraps after four. */
export function piecesSvg(
  pieces: readonly { readonly letter: string; readonly shape: Shape }[],
): string {
  const s = 16;
  const box = 5 * s + 12;
  const perRow = 4;
  const rowsOf = Math.ceil(pieces.length / perRow);
  const w = perRow * box;
  const h = rowsOf * (box + 16);
  const out = [
    svg`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">`,
    svg`<title>the pieces</title>`,
    svg`<rect width="${w}" height="${h}" fill="${PAPER}"/>`,
  ];
  pieces.forEach((p, i) => {
    const x0 = (i % perRow) * box + 6;
    const y0 = Math.floor(i / perRow) * (box + 16) + 6;
    for (const [r, c] of p.shape.cells) {
      out.push(
        svg`<rect x="${x0 + c * s}" y="${y0 + r * s}" width="${s}" height="${s}" fill="${PAPER}" stroke="${INK}" stroke-width="1.5"/>`,
      );
    }
    out.push(
      svg`<text x="${x0 + (p.shape.width * s) / 2}" y="${y0 + p.shape.height * s + 13}" text-anchor="middle" font-family="sans-serif" font-size="12" fill="${INK}">${esc(p.letter)}</text>`,
    );
  });
  out.push('</svg>');
  return out.join('');
}
