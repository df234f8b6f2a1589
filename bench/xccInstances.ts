/**
 * The exact-cover-with-colours-and-bounds instances that `npm run bench -- xcc` times (placer
 * cover against bench/anchors/xcc_count.c), written as Knuth's DLX2/DLX3 text at bench time
 * rather than kept as data files. Each builder follows the formulation of the matching file in
 * ../shared/reference/xcc/ (Sudoku and Latin squares with cells as secondary items coloured by
 * their digit; queens/kings domination with `1:m|cell` items and an `m|Q` item, as in Knuth's
 * queendom-dlx), so a builder run on that file's size reproduces it (test/bench-xcc.test.ts).
 */

import { printDlx } from '../src/core/cover/dlxFormat.js';
import { tilingExactCover } from '../src/core/tiling/coverForm.js';
import { pieceSet, selectPieces } from '../src/core/tiling/pieceSets.js';
import { buildTilingProblem } from '../src/core/tiling/problem.js';
import { parseRegionPicture } from '../src/core/tiling/region.js';

/** One line of text per item line / option; comment lines start with '|'. */
function dlx(comments: readonly string[], items: string, options: readonly string[]): string {
  return [...comments.map((c) => `| ${c}`), items, ...options].join('\n') + '\n';
}

/** Digits of a puzzle: `0` for an empty cell; '.' or '0' in the text mean empty. */
function parseGrid(clues: string, n: number): number[] {
  const cells = [...clues].map((ch) => (ch === '.' ? 0 : Number.parseInt(ch, 36)));
  if (cells.length !== n * n || cells.some((d) => !(d >= 0 && d <= n)))
    throw new Error(`a ${n}×${n} grid needs ${n * n} cells of '.' or 1…${n}`);
  return cells;
}

/**
 * Sudoku of box size `box` (n = box², n ≤ 9) completing `clues` (row by row, '.' empty), as
 * Knuth's sudoku-dlx writes it: primary items `rRD`, `cCD`, `bBD` (row R, column C, box B holds
 * digit D) for the constraints the clues leave open, one option per empty cell and digit the
 * clues allow. With `colours`, cells are secondary items `pRC` coloured by the digit (DLX2);
 * without, cells are primary (DLX1).
 */
export function sudokuDlx(clues: string, box: number, colours = true): string {
  const n = box * box;
  if (n > 9) throw new Error('names hold one digit per coordinate: box ≤ 3');
  const grid = parseGrid(clues, n);
  const boxOf = (r: number, c: number): number => box * Math.floor(r / box) + Math.floor(c / box);
  const row = new Set<string>();
  const col = new Set<string>();
  const blk = new Set<string>();
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++) {
      const d = grid[r * n + c];
      if (d === 0) continue;
      row.add(`${r}${d}`);
      col.add(`${c}${d}`);
      blk.add(`${boxOf(r, c)}${d}`);
    }
  const open = (taken: Set<string>, prefix: string): string[] => {
    const out: string[] = [];
    for (let k = 0; k < n; k++)
      for (let d = 1; d <= n; d++) if (!taken.has(`${k}${d}`)) out.push(`${prefix}${k}${d}`);
    return out;
  };
  const cells: string[] = [];
  const options: string[] = [];
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++) {
      if (grid[r * n + c] !== 0) continue;
      cells.push(`p${r}${c}`);
      const b = boxOf(r, c);
      for (let d = 1; d <= n; d++) {
        if (row.has(`${r}${d}`) || col.has(`${c}${d}`) || blk.has(`${b}${d}`)) continue;
        options.push(
          colours
            ? `r${r}${d} c${c}${d} b${b}${d} p${r}${c}:${d}`
            : `p${r}${c} r${r}${d} c${c}${d} b${b}${d}`,
        );
      }
    }
  const constraints = [...open(row, 'r'), ...open(col, 'c'), ...open(blk, 'b')];
  const items = colours
    ? `${constraints.join(' ')} | ${cells.join(' ')}`
    : [...cells, ...constraints].join(' ');
  return dlx([`sudoku ${n}×${n}, ${cells.length} empty cells`], items, options);
}

/**
 * Latin squares of order n (n ≤ 9) with cells as secondary items coloured by their symbol:
 * `rIS` / `cJS` (row I / column J holds symbol S) primary, `pIJ:S` the cell. A002860(n) of them.
 */
export function latinColourDlx(n: number): string {
  if (n < 1 || n > 9) throw new Error('latin squares of order 1…9');
  const range = Array.from({ length: n }, (_, k) => k);
  const rows = range.flatMap((i) => range.map((s) => `r${i}${s + 1}`));
  const cols = range.flatMap((j) => range.map((s) => `c${j}${s + 1}`));
  const cells = range.flatMap((i) => range.map((j) => `p${i}${j}`));
  const options = range.flatMap((i) =>
    range.flatMap((j) => range.map((s) => `r${i}${s + 1} c${j}${s + 1} p${i}${j}:${s + 1}`)),
  );
  return dlx(
    [`latin squares of order ${n}, cells coloured by symbol`],
    `${[...rows, ...cols].join(' ')} | ${cells.join(' ')}`,
    options,
  );
}

/** Cell name: row and column as one base-36 character each (n ≤ 36). */
function cellName(r: number, c: number): string {
  return r.toString(36) + c.toString(36);
}

/** The cells a piece on (r, c) dominates, itself excluded, for a given set of moves. */
type Reach = (n: number, r: number, c: number) => [number, number][];

const queenReach: Reach = (n, r, c) => {
  const out: [number, number][] = [];
  for (const [dr, dc] of [
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
    [1, 1],
    [1, -1],
    [-1, 1],
    [-1, -1],
  ])
    for (let rr = r + dr, cc = c + dc; rr >= 0 && rr < n && cc >= 0 && cc < n; rr += dr, cc += dc)
      out.push([rr, cc]);
  return out;
};

const kingReach: Reach = (n, r, c) => {
  const out: [number, number][] = [];
  for (let dr = -1; dr <= 1; dr++)
    for (let dc = -1; dc <= 1; dc++) {
      const rr = r + dr;
      const cc = c + dc;
      if ((dr !== 0 || dc !== 0) && rr >= 0 && rr < n && cc >= 0 && cc < n) out.push([rr, cc]);
    }
  return out;
};

/**
 * Minimum dominating sets as in Knuth's queendom-dlx: `m` pieces (`m|P`, exactly m), every cell
 * dominated between 1 and m times (`1:m|RC`); an option is a piece on a cell with the cells it
 * dominates. With m = the domination number, the solutions are the minimum dominating sets.
 */
function dominationDlx(n: number, m: number, piece: string, reach: Reach, what: string): string {
  if (n < 1 || n > 36) throw new Error('boards of 1…36 rows');
  const cells: [number, number][] = [];
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) cells.push([r, c]);
  const items = [...cells.map(([r, c]) => `1:${m}|${cellName(r, c)}`), `${m}|${piece}`].join(' ');
  const options = cells.map(([r, c]) =>
    [piece, cellName(r, c), ...reach(n, r, c).map(([rr, cc]) => cellName(rr, cc))].join(' '),
  );
  return dlx([`${what} on ${n}×${n}: ${m} pieces dominating every cell`], items, options);
}

export function queenDominationDlx(n: number, m: number): string {
  return dominationDlx(n, m, 'Q', queenReach, 'queens domination');
}

export function kingDominationDlx(n: number, m: number): string {
  return dominationDlx(n, m, 'K', kingReach, 'kings domination');
}

/**
 * "Two per line": 2n queens on an n×n board, exactly two in every row and every column (`2|rI`,
 * `2|cJ`) and at most two on every diagonal and anti-diagonal (`0:2|aK` for i+j = K, `0:2|dK`
 * for i−j+n−1 = K: primary items that may stay uncovered). At most one per diagonal would be
 * impossible: 2n queens need 2n distinct diagonals of each direction, and there are 2n−1.
 */
export function twoPerLineDlx(n: number): string {
  const range = Array.from({ length: n }, (_, k) => k);
  const diagonals = Array.from({ length: 2 * n - 1 }, (_, k) => k);
  const items = [
    ...range.map((i) => `2|r${i}`),
    ...range.map((j) => `2|c${j}`),
    ...diagonals.map((k) => `0:2|a${k}`),
    ...diagonals.map((k) => `0:2|d${k}`),
  ].join(' ');
  const options = range.flatMap((i) => range.map((j) => `r${i} c${j} a${i + j} d${i - j + n - 1}`));
  return dlx(
    [`two per line: 2 queens in every row and column of ${n}×${n}, at most 2 per diagonal`],
    items,
    options,
  );
}

/**
 * Two w×h rooms side by side, a wall between them, tiled by tetrominoes (any number of each):
 * `placer tile` writes the same file with `--pieces tetrominoes --piece 'I=*,O=*,T=*,S=*,L=*'
 * --dlx`. Plain exact cover (the cells); no option joins the rooms, so a count is the square of
 * one room's.
 */
export function twoRoomsDlx(w: number, h: number): string {
  const row = '.'.repeat(w) + '#' + '.'.repeat(w);
  const region = parseRegionPicture(Array(h).fill(row).join('\n'));
  const pieces = selectPieces(pieceSet('tetrominoes'), new Map(), ['I=*,O=*,T=*,S=*,L=*']);
  return printDlx(
    tilingExactCover(buildTilingProblem(region, pieces)),
    `two ${w}x${h} rooms, tetrominoes (any number of each)`,
  );
}

/** A Sudoku (Sage's reference-manual example, unique solution): sudoku-sage-colour.dlx's puzzle. */
export const SAGE_SUDOKU =
  '5...8..49...5...3..673....115..........2.8..........187....415..3...2...49..5...3';

export interface XccInstance {
  /** File name under the bench build folder. */
  readonly name: string;
  readonly kind: 'dlx1' | 'dlx2' | 'dlx3';
  readonly text: () => string;
  /** Expected number of solutions. */
  readonly count: bigint;
  /** Where the count comes from. */
  readonly source: string;
}

/** `puzzle` with its first `k` clues (in reading order) made empty. */
export function withoutFirstClues(puzzle: string, k: number): string {
  let left = k;
  return [...puzzle].map((ch) => (ch !== '.' && left-- > 0 ? '.' : ch)).join('');
}

/** Queens domination of 8×8: counted, and listed (its search, not its output, is the work). */
const QUEENDOM8: XccInstance = {
  name: 'queendom8.dlx',
  kind: 'dlx3',
  text: () => queenDominationDlx(8, 5),
  count: 4860n,
  source: 'OEIS A002564(8) (gamma = 5, A075458(8))',
};

/** The counting instances, each taking xcc_count.c about 1–3 s on this kind of machine (kings 10). */
export const XCC_COUNT_INSTANCES: readonly XccInstance[] = [
  {
    name: 'sudoku-sage-less7-colour.dlx',
    kind: 'dlx2',
    text: () => sudokuDlx(withoutFirstClues(SAGE_SUDOKU, 7), 3),
    count: 1_320_246n,
    source: 'xcc_count.c, and the DLX1 form below (no published count)',
  },
  {
    name: 'latin5-colour.dlx',
    kind: 'dlx2',
    text: () => latinColourDlx(5),
    count: 161_280n,
    source: 'OEIS A002860(5)',
  },
  QUEENDOM8,
  {
    // Kings domination, where sub-problems repeat: the row of the counting table ("the cached
    // mode where it applies").
    name: 'kingdom7.dlx',
    kind: 'dlx3',
    text: () => kingDominationDlx(7, 9),
    count: 243_856n,
    source: 'xcc_count.c (the same builder at 5×5 reproduces kingdom5.dlx, OEIS A347554(5))',
  },
  {
    name: 'two-per-line8.dlx',
    kind: 'dlx3',
    text: () => twoPerLineDlx(8),
    count: 477_136n,
    source: 'xcc_count.c; a brute force agrees (test/bench-xcc.test.ts checks n ≤ 7)',
  },
  {
    // A board cut in two (plain exact cover): the row of component decomposition, which counts
    // each room apart and multiplies where the C searches their product.
    name: 'two-rooms-4x6.dlx',
    kind: 'dlx1',
    text: () => twoRoomsDlx(4, 6),
    count: 2003n ** 2n,
    source: 'xcc_count.c; one 4×6 room has 2,003 tilings (placer tile 4x6, and xcc_count.c)',
  },
  {
    // The same Sudoku as plain exact cover (cells primary): placer reads it today, so this row
    // proves the harness and compares Algorithm X with Algorithm X.
    name: 'sudoku-sage-less7.dlx',
    kind: 'dlx1',
    text: () => sudokuDlx(withoutFirstClues(SAGE_SUDOKU, 7), 3, false),
    count: 1_320_246n,
    source: 'xcc_count.c, and the DLX2 form above',
  },
];

/**
 * Kings dominating 8×8 (nine kings, 3,600 ways): a count with an absolute target (issue 33: at
 * most 3 s, whole process). xcc_count.c takes minutes on it, so it has no side-by-side row.
 */
export const KINGDOM8: XccInstance = {
  name: 'kingdom8.dlx',
  kind: 'dlx3',
  text: () => kingDominationDlx(8, 9),
  count: 3600n,
  source: 'OEIS A347554(8) (gamma = 9, A075561(8))',
};

/**
 * The listing instances: queens domination (4860 solutions, C about as long as its count), and a
 * Sudoku with 5773 solutions (7 MB from the C, 9 MB of placer's JSON: the writing is the work,
 * and Node's start-up weighs on a C run of a few hundredths of a second), with its DLX1 twin.
 */
export const XCC_LIST_INSTANCES: readonly XccInstance[] = [
  QUEENDOM8,
  {
    name: 'sudoku-sage-less4-colour.dlx',
    kind: 'dlx2',
    text: () => sudokuDlx(withoutFirstClues(SAGE_SUDOKU, 4), 3),
    count: 5773n,
    source: 'xcc_count.c, and the DLX1 form below',
  },
  {
    name: 'sudoku-sage-less4.dlx',
    kind: 'dlx1',
    text: () => sudokuDlx(withoutFirstClues(SAGE_SUDOKU, 4), 3, false),
    count: 5773n,
    source: 'xcc_count.c, and the DLX2 form above',
  },
];
