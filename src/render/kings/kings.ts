/**
 * The words and drawings of a kings placement (core/kings), shared by the CLI and the page: a
 * placement as its squares (`b1 d1 a3`: file letter = column, rank = row, both from 1), as a text
 * board (`K` and `.`), and as JSON.
 */
import type { KingsBoard } from '../../core/kings/board.js';

/** The squares of a placement (its row masks), row by row, each row's columns ascending. */
export function kingSquares(rows: ArrayLike<number>, cols: number): [number, number][] {
  const out: [number, number][] = [];
  for (let r = 0; r < rows.length; r++) {
    for (let c = 0; c < cols; c++) if ((rows[r] >> c) & 1) out.push([r, c]);
  }
  return out;
}

/** A placement in one line: `b1 d1 a3` (column letter, row number from 1); `-` for no king. */
export function kingsLine(rows: ArrayLike<number>, cols: number): string {
  const squares = kingSquares(rows, cols).map(([r, c]) => String.fromCharCode(97 + c) + (r + 1));
  return squares.length === 0 ? '-' : squares.join(' ');
}

/**
 * A placement drawn as text the way its squares are named, as on a chess board: the highest row
 * at the top, row 1 at the bottom, each row after its number, and the column letters under them.
 * `K` a king, `.` an empty square.
 */
export function kingsBoardText(rows: ArrayLike<number>, cols: number): string[] {
  const width = String(rows.length).length;
  const out: string[] = [];
  for (let r = rows.length - 1; r >= 0; r--) {
    let line = `${String(r + 1).padStart(width)} `;
    for (let c = 0; c < cols; c++) line += (rows[r] >> c) & 1 ? 'K' : '.';
    out.push(line);
  }
  let files = ' '.repeat(width + 1);
  for (let c = 0; c < cols; c++) files += String.fromCharCode(97 + c);
  out.push(files);
  return out;
}

/** A board as the CLI names it: `8x6` (columns × rows). */
export function kingsBoardName(b: Pick<KingsBoard, 'rows' | 'cols'>): string {
  return `${b.cols}x${b.rows}`;
}

/** A placement as JSON: its kings' squares, 1-based as in its line. */
export function kingsJson(rows: ArrayLike<number>, cols: number): { kings: [number, number][] } {
  return { kings: kingSquares(rows, cols).map(([r, c]) => [r + 1, c + 1]) };
}
