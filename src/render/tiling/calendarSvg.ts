/**
 * A-Puzzle-A-Day drawn in black and white for paper (the page's Print sheet): the board with its
 * labels, the day's two cells hatched (a pattern, not a colour), and either the eight pieces
 * beside nothing (the puzzle) or a tiling (the solution: each piece's letter, thick lines where
 * two pieces meet). Standalone SVG documents, as every export of placer is.
 */
import { CALENDAR_BOARD, type CalendarDate } from '../../core/tiling/calendar.js';
import type { Shape } from '../../core/tiling/polyomino.js';
import { escapeXml as esc, svg } from '../xml.js';

const S = 40;
const M = 6;
const INK = '#000000';
const PAPER = '#ffffff';
const HATCH =
  '<defs><pattern id="day" width="8" height="8" patternUnits="userSpaceOnUse">' +
  '<path d="M0 8 L8 0" stroke="#000" stroke-width="1.4"/></pattern></defs>';

const side = CALENDAR_BOARD[0].length;
const labelAt = (cell: number): string => CALENDAR_BOARD[Math.floor(cell / side)][cell % side];

/** The month's label on the board (Jan…Dec). */
const monthLabel = (date: CalendarDate): string =>
  CALENDAR_BOARD.slice(0, 2)
    .flat()
    .filter((l) => l !== '')[date.month - 1];

/** Whether a board cell is the date's month or day. */
function isDateCell(date: CalendarDate, cell: number): boolean {
  const label = labelAt(cell);
  return label === monthLabel(date) || (cell >= 2 * side && label === String(date.day));
}

/**
 * The board for `date`: labels on the free cells, the date's cells hatched; with `rows` (a tiling
 * in the text form, a letter per covered cell) each piece's letter and its outline.
 */
export function calendarBoardSvg(date: CalendarDate, rows: readonly string[] | null): string {
  const size = side * S + 2 * M;
  const out = [
    svg`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img">`,
    svg`<title>${esc(`A-Puzzle-A-Day, ${monthLabel(date)} ${date.day}${rows === null ? '' : ': a solution'}`)}</title>`,
    HATCH,
    svg`<rect width="${size}" height="${size}" fill="${PAPER}"/>`,
  ];
  const letter = (cell: number): string => {
    const ch = rows?.[Math.floor(cell / side)]?.[cell % side] ?? '.';
    return ch === '.' || ch === '#' ? '' : ch;
  };
  for (let cell = 0; cell < side * side; cell++) {
    const label = labelAt(cell);
    if (label === '') continue;
    const x = M + (cell % side) * S;
    const y = M + Math.floor(cell / side) * S;
    const day = isDateCell(date, cell);
    out.push(
      svg`<rect x="${x}" y="${y}" width="${S}" height="${S}" fill="${day ? 'url(#day)' : PAPER}" stroke="${INK}" stroke-width="0.6"/>`,
    );
    const text = letter(cell) || label;
    const big = letter(cell) !== '' || day;
    out.push(
      svg`<text x="${x + S / 2}" y="${y + S / 2}" text-anchor="middle" dominant-baseline="central" font-family="sans-serif" font-size="${big ? 16 : 11}" font-weight="${big ? 'bold' : 'normal'}" fill="${INK}"${day ? svg` stroke="${PAPER}" stroke-width="3" paint-order="stroke"` : ''}>${esc(text)}</text>`,
    );
  }
  // A solution's pieces: a thick line on every edge between two different pieces or a piece and
  // the outside.
  if (rows !== null) {
    const at = (r: number, c: number): string =>
      r < 0 || c < 0 || r >= side || c >= side ? '' : letter(r * side + c);
    const lines: string[] = [];
    for (let r = 0; r <= side; r++) {
      for (let c = 0; c <= side; c++) {
        const here = at(r, c);
        if (c < side && (here !== '' || at(r - 1, c) !== '') && here !== at(r - 1, c)) {
          lines.push(`M${M + c * S} ${M + r * S}h${S}`);
        }
        if (r < side && (here !== '' || at(r, c - 1) !== '') && here !== at(r, c - 1)) {
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
