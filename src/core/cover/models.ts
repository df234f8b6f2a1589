/**
 * Puzzles written as exact cover with colours and multiplicities, in Knuth's DLX text (the way
 * his sudoku-dlx and queendom-dlx generators write them), for the page's presets and the library:
 *
 * - Sudoku (DLX2): "row r has digit d", "column c has d", "box b has d" are primary items; each
 *   cell is a secondary item that an option colours with its digit, so no cell gets two digits.
 * - Domination (DLX3): k pieces (kings or queens) so that every cell is watched by 1…k of them
 *   (a piece watches its own cell and the cells it attacks); item `k|P` counts the pieces.
 */
import { PlacerError } from '../errors.js';

/** Sudoku sizes: boxes of b×b cells, b = 2…4 (4×4, 9×9, 16×16 grids). */
const BOX_SIZES = [2, 3, 4];
/** A 9×9 Sudoku with 30 clues and one solution (the classic example of Wikipedia's article). */
export const EXAMPLE_SUDOKU: readonly string[] = [
  '53..7....',
  '6..195...',
  '.98....6.',
  '8...6...3',
  '4..8.3..1',
  '7...2...6',
  '.6....28.',
  '...419..5',
  '....8..79',
];

/** Digits as the puzzle text writes them (a 16×16 grid uses 1…9 then A…G). */
const DIGITS = '123456789ABCDEFG';

/**
 * A Sudoku as DLX2 text. `puzzle`: n rows of n characters (n = 4, 9 or 16), a digit for a given
 * cell and '.' or '0' for an empty one. PlacerError when the grid is malformed.
 */
export function sudokuDlx(puzzle: readonly string[]): string {
  const n = puzzle.length;
  const b = Math.round(Math.sqrt(n));
  if (!BOX_SIZES.includes(b) || b * b !== n) {
    throw new PlacerError('bad-sudoku', `a Sudoku has 4, 9 or 16 rows, got ${n}`);
  }
  const digit = (ch: string, r: number, c: number): number => {
    if (ch === '.' || ch === '0') return 0;
    const d = DIGITS.indexOf(ch.toUpperCase()) + 1;
    if (d < 1 || d > n) {
      throw new PlacerError(
        'bad-sudoku',
        `row ${r + 1}, column ${c + 1}: '${ch}' is not a digit 1…${DIGITS[n - 1]} or '.'`,
      );
    }
    return d;
  };
  const name = (d: number): string => DIGITS[d - 1];
  const primary: string[] = [];
  for (const k of ['r', 'c', 'b']) {
    for (let a = 0; a < n; a++) for (let d = 1; d <= n; d++) primary.push(`${k}${a}.${name(d)}`);
  }
  const cells: string[] = [];
  const options: string[] = [];
  puzzle.forEach((row, r) => {
    if ([...row].length !== n) {
      throw new PlacerError('bad-sudoku', `row ${r + 1} has ${[...row].length} cells, not ${n}`);
    }
    [...row].forEach((ch, c) => {
      cells.push(`p${r}.${c}`);
      const given = digit(ch, r, c);
      const box = Math.floor(r / b) * b + Math.floor(c / b);
      for (let d = 1; d <= n; d++) {
        if (given !== 0 && d !== given) continue;
        options.push(`p${r}.${c}:${name(d)} r${r}.${name(d)} c${c}.${name(d)} b${box}.${name(d)}`);
      }
    });
  });
  return (
    [
      `| ${n}×${n} Sudoku: r R.D, c C.D, b B.D primary (row, column, box has digit D); cells p R.C coloured by their digit`,
      `${primary.join(' ')} | ${cells.join(' ')}`,
      ...options,
    ].join('\n') + '\n'
  );
}

/** The pieces a domination problem places. */
export type DominationPiece = 'kings' | 'queens';

/**
 * k kings or queens dominating an n×n board (every cell watched by at least one) as DLX3 text:
 * cell items `1:k|R.C`, a piece item `k|K` or `k|Q`, one option per square.
 */
export function dominationDlx(n: number, k: number, piece: DominationPiece): string {
  if (!Number.isInteger(n) || n < 1 || n > 16) {
    throw new PlacerError('bad-domination', `the board is n×n with n from 1 to 16, got ${n}`);
  }
  if (!Number.isInteger(k) || k < 1 || k > n * n) {
    throw new PlacerError('bad-domination', `the pieces number 1 to ${n * n}, got ${k}`);
  }
  // A JavaScript caller can pass any string: anything else would silently be queens.
  if (piece !== 'kings' && piece !== 'queens') {
    throw new PlacerError(
      'bad-domination',
      `the pieces are 'kings' or 'queens', got ${JSON.stringify(String(piece))}`,
    );
  }
  const letter = piece === 'kings' ? 'K' : 'Q';
  const cell = (r: number, c: number): string => `${r}.${c}`;
  const items: string[] = [];
  const options: string[] = [];
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      items.push(`1:${k}|${cell(r, c)}`);
      const watched: string[] = [cell(r, c)];
      for (let rr = 0; rr < n; rr++) {
        for (let cc = 0; cc < n; cc++) {
          if (rr === r && cc === c) continue;
          const dr = Math.abs(rr - r);
          const dc = Math.abs(cc - c);
          const sees = piece === 'kings' ? dr <= 1 && dc <= 1 : dr === 0 || dc === 0 || dr === dc;
          if (sees) watched.push(cell(rr, cc));
        }
      }
      options.push(`${letter} ${watched.join(' ')}`);
    }
  }
  return (
    [
      `| ${k} ${piece} dominating a ${n}×${n} board: every cell watched 1…${k} times`,
      `${items.join(' ')} ${k}|${letter}`,
      ...options,
    ].join('\n') + '\n'
  );
}
