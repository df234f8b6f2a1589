/**
 * A-Puzzle-A-Day drawn in black and white for paper (the page's Print sheet): the board with its
 * labels, the day's two cells hatched (a pattern, not a colour), and either the eight pieces
 * beside nothing (the puzzle) or a tiling (the solution: each piece's letter, thick lines where
 * two pieces meet). Standalone SVG documents, as every export of placer is.
 */
import {
  CLASSIC_CALENDAR,
  MONTH_LABELS,
  WEEKDAY_LABELS,
  type CalendarBoard,
  type CalendarDate,
} from '../../core/tiling/calendar.js';
import type { Shape } from '../../core/tiling/polyomino.js';
import { escapeXml as esc, svg } from '../xml.js';

const S = 40;
const M = 6;
const INK = '#000000';
const PAPER = '#ffffff';
const HATCH =
  '<defs><pattern id="day" width="8" height="8" patternUnits="userSpaceOnUse">' +
  '<path d="M0 8 L8 0" stroke="#000" stroke-width="1.4"/></pattern></defs>';

/** Whether a label is the date's month, day or (where it is known) weekday. */
function isDateLabel(date: CalendarDate, label: string): boolean {
  return (
    label === MONTH_LABELS[date.month - 1] ||
    label === String(date.day) ||
    (date.weekday !== undefined && label === WEEKDAY_LABELS[date.weekday])
  );
}

/**
 * The board for `date`: labels on the free cells, the date's cells hatched; with `rows` (a tiling
 * in the text form, a letter per covered cell) each piece's letter and its outline.
 */
export function calendarBoardSvg(
  date: CalendarDate,
  rows: readonly string[] | null,
  board: CalendarBoard = CLASSIC_CALENDAR,
): string {
  const side = board.rows[0].length;
  const high = board.rows.length;
  const w = side * S + 2 * M;
  const h = high * S + 2 * M;
  const weekday = date.weekday !== undefined && board.rows.some((r) => r.includes('Sun'));
  const named = `${MONTH_LABELS[date.month - 1]} ${date.day}${weekday ? ` (${WEEKDAY_LABELS[date.weekday ?? 0]})` : ''}`;
  const out = [
    svg`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">`,
    svg`<title>${esc(`A-Puzzle-A-Day, ${named}${rows === null ? '' : ': a solution'}`)}</title>`,
    HATCH,
    svg`<rect width="${w}" height="${h}" fill="${PAPER}"/>`,
  ];
  const labelAt = (cell: number): string => board.rows[Math.floor(cell / side)][cell % side];
  const letter = (cell: number): string => {
    const ch = rows?.[Math.floor(cell / side)]?.[cell % side] ?? '.';
    return ch === '.' || ch === '#' ? '' : ch;
  };
  for (let cell = 0; cell < side * high; cell++) {
    const label = labelAt(cell);
    if (label === '') continue;
    const x = M + (cell % side) * S;
    const y = M + Math.floor(cell / side) * S;
    const day = isDateLabel(date, label);
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
      r < 0 || c < 0 || r >= high || c >= side ? '' : letter(r * side + c);
    const lines: string[] = [];
    for (let r = 0; r <= high; r++) {
      for (let c = 0; c <= side; c++) {
        const here = at(r, c);
        if (c < side && (here !== '' || at(r - 1, c) !== '') && here !== at(r - 1, c)) {
          lines.push(`M${M + c * S} ${M + r * S}h${S}`);
        }
        if (r < high && (here !== '' || at(r, c - 1) !== '') && here !== at(r, c - 1)) {
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
