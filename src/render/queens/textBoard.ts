/**
 * Terminal drawing of a queens board: rows numbered 1…N down the left, columns 1…N across the top
 * (as in seed 000's grid), checkered squares, a Unicode queen per row. Attacked queens are drawn
 * as (♛) and, with colour, in red. With colour the squares are ANSI background colours; without
 * it light squares are ' · ' and dark ones '░░░', so the board stays readable in a plain log.
 */
import type { AttackingPair, AttackLine } from '../../core/queens/placement.js';
import { isDarkSquare, type QueensBoard } from './board.js';

/** Options of a text board: ANSI colours or none. */
export interface TextBoardOptions {
  /** ANSI colours (for terminals). */
  readonly color?: boolean;
}

const QUEEN = '♛';
const RESET = '\x1b[0m';
const LIGHT_BG = '\x1b[48;5;223m';
const DARK_BG = '\x1b[48;5;137m';
const INK = '\x1b[38;5;16m';
const RED = '\x1b[1;38;5;160m';

function pad(s: string, width: number): string {
  return s.length >= width ? s : ' '.repeat(width - s.length) + s;
}

/** A board as text, a line per row, with 1-based row and column labels; attacked queens marked. */
export function renderTextBoard(board: QueensBoard, opts: TextBoardOptions = {}): string {
  const { n, cols, attacked } = board;
  const color = opts.color === true;
  const label = String(n).length;
  const lines: string[] = [];
  let head = ' '.repeat(label + 1);
  for (let c = 0; c < n; c++) head += pad(String(c + 1), 2) + ' ';
  lines.push(head.trimEnd());
  for (let r = 0; r < n; r++) {
    let line = pad(String(r + 1), label) + ' ';
    for (let c = 0; c < n; c++) {
      const dark = isDarkSquare(r, c);
      const queen = cols[r] === c;
      const hit = queen && attacked.has(r);
      const num = board.cellNumbers?.[r * n + c];
      const hasNum = num !== undefined && num >= 0 && !Number.isNaN(num);
      if (color) {
        const bg = dark ? DARK_BG : LIGHT_BG;
        const body = queen ? ` ${QUEEN} ` : hasNum ? pad(String(num), 2) + ' ' : '   ';
        line += bg + (hit ? RED : INK) + body + RESET;
      } else if (queen) {
        line += hit ? `(${QUEEN})` : dark ? `░${QUEEN}░` : ` ${QUEEN} `;
      } else if (hasNum) {
        line += pad(String(num), 2) + ' ';
      } else {
        line += dark ? '░░░' : ' · ';
      }
    }
    lines.push(color ? line : line.trimEnd());
  }
  return lines.join('\n');
}

/**
 * A line of attack in words, the same in every command: a column, or a diagonal with the way it
 * runs going down the rows — ↘ (the "\" diagonal: column − row constant) or ↙ (the "/" one).
 */
export function lineName(line: AttackLine): string {
  return line === 'column' ? 'column' : line === 'diagonal' ? 'diagonal ↘' : 'diagonal ↙';
}

/** One attacking pair, 1-based: "row 1 (column 1) and row 2 (column 2) share a diagonal ↘". */
export function describePair(pair: AttackingPair, cols: ArrayLike<number>): string {
  return `row ${pair.a + 1} (column ${cols[pair.a] + 1}) and row ${pair.b + 1} (column ${cols[pair.b] + 1}) share a ${lineName(pair.line)}`;
}

/** One line per attacking pair of the board (describePair). */
export function describeAttacks(board: QueensBoard): string[] {
  return board.pairs.map((p) => describePair(p, board.cols));
}
