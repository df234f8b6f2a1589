/**
 * A drawing-neutral description of a queens board, shared by the text and SVG renderers (and the
 * web page): which queens stand where, which are attacked, and optional numbers per cell (the
 * greedy method's attack scores, for instance).
 */
import {
  attackedRows,
  attackingPairs,
  type AttackingPair,
  type Placement,
} from '../../core/queens/placement.js';
import { svg } from '../xml.js';

/** A queens board to draw: the queens, the attacked ones, the attacking pairs, cell numbers. */
export interface QueensBoard {
  readonly n: number;
  /** cols[row] = column (0-based), -1 for an empty row. */
  readonly cols: ArrayLike<number>;
  /** Rows whose queen is attacked. */
  readonly attacked: ReadonlySet<number>;
  /** Attacking pairs to draw (at most a few hundred). */
  readonly pairs: readonly AttackingPair[];
  /** Optional per-cell numbers, cells[row * n + col]; NaN or negative = none. */
  readonly cellNumbers?: ArrayLike<number>;
}

const MAX_DRAWN_PAIRS = 200;

/** The board to draw for a placement (optionally a number in every cell: attack scores). */
export function boardOf(p: Placement, cellNumbers?: ArrayLike<number>): QueensBoard {
  return {
    n: p.n,
    cols: p.cols,
    attacked: new Set(attackedRows(p)),
    pairs: attackingPairs(p, MAX_DRAWN_PAIRS),
    cellNumbers,
  };
}

/** The top-left square (row 0, column 0) is light; squares alternate from there. */
export function isDarkSquare(row: number, col: number): boolean {
  return (row + col) % 2 === 1;
}

/**
 * Where things go on a drawn board, shared by the string SVG (svgBoard.ts) and the page's live
 * board, so an export looks like the page: a margin for the coordinates, then n squares.
 */
export interface BoardGeometry {
  readonly n: number;
  /** Side of one square. */
  readonly cell: number;
  /** Room left and above the squares for the coordinates 1…n. */
  readonly margin: number;
  /** Side of the whole drawing. */
  readonly size: number;
  /** Font size of the per-cell numbers (they fit in a square). */
  readonly font: number;
  /**
   * Font size of the coordinates 1…n: the per-cell size up to 16 squares, then growing with the
   * board, so that they stay readable when a large board is shown shrunk to the page (at N = 32
   * a 352 px drawing shows them 9 px tall, not 4).
   */
  readonly coordFont: number;
  /** Every how many squares a coordinate is written (1; 2 past 16 squares, so they stand apart). */
  readonly coordStep: number;
}

/** Whether the coordinate of square i (0-based) is written, every coordStep-th and the first. */
export function coordShown(g: BoardGeometry, i: number): boolean {
  return i === 0 || (i + 1) % g.coordStep === 0;
}

/**
 * The drawn width the coordinates are sized for: the page shows the All placements board about
 * this wide (a phone's width, and the board's column on a laptop).
 */
export const READABLE_AT_PX = 352;
/** How tall the coordinates are at least, in pixels, on a drawing READABLE_AT_PX wide. */
const MIN_COORD_PX = 9;

export function boardGeometry(n: number, cell = 40): BoardGeometry {
  const font = Math.max(9, Math.round(cell * 0.35));
  const coordStep = n > 16 ? 2 : 1;
  // Never wider than the squares between two coordinates: "32" is about 1.1 em.
  const most = Math.round(cell * 0.85 * coordStep);
  const readable = (side: number): number =>
    Math.min(most, Math.max(font, Math.ceil((MIN_COORD_PX * side) / READABLE_AT_PX)));
  let margin = Math.round(cell * 0.7);
  let coordFont = readable(margin + n * cell);
  // Room for "32" beside the rows and above the columns, then the font for the board with it.
  margin = Math.max(margin, Math.round(coordFont * 1.3));
  coordFont = readable(margin + n * cell);
  return { n, cell, margin, size: margin + n * cell, font, coordFont, coordStep };
}

/**
 * A chess queen in a 100×100 box, one path (no font needed): five balls on the points of a
 * crown, a band and a base. Drawn filled with a thin outline, it reads on light and dark squares.
 */
export const QUEEN_PATH =
  'M6 30a6 6 0 1 0 12 0a6 6 0 1 0 -12 0Z' +
  'M25 21a6 6 0 1 0 12 0a6 6 0 1 0 -12 0Z' +
  'M44 15a6 6 0 1 0 12 0a6 6 0 1 0 -12 0Z' +
  'M63 21a6 6 0 1 0 12 0a6 6 0 1 0 -12 0Z' +
  'M82 30a6 6 0 1 0 12 0a6 6 0 1 0 -12 0Z' +
  'M19 73L12 37L30 58L31 28L44 55L50 22L56 55L69 28L70 58L88 37L81 73Z' +
  'M18 77H82L85 85H15Z' +
  'M11 88H89V95H11Z';

/** Spacing of the hatching on attacked squares (a pattern, so it reads without colour). */
export const HATCH = 8;

/**
 * The transform that puts QUEEN_PATH on square (row, col), filling 80% of it: shared so the
 * page and the export agree to the unit.
 */
export function queenTransform(g: BoardGeometry, row: number, col: number): string {
  const x = g.margin + col * g.cell + g.cell * 0.1;
  const y = g.margin + row * g.cell + g.cell * 0.1;
  return svg`translate(${x} ${y}) scale(${(g.cell * 0.8) / 100})`;
}

/**
 * Cells attacked by at least one queen (along its row, column or diagonals; a queen's own
 * square is not), as 1s in a row-major n×n array: the "unsafe cells" shading of the play view.
 */
export function attackedCells(n: number, cols: ArrayLike<number>): Uint8Array {
  const col = new Uint8Array(n);
  const diag = new Uint8Array(2 * n);
  const anti = new Uint8Array(2 * n);
  for (let r = 0; r < n; r++) {
    const c = cols[r];
    if (c < 0) continue;
    col[c] = 1;
    diag[r - c + n - 1] = 1;
    anti[r + c] = 1;
  }
  const out = new Uint8Array(n * n);
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      if (cols[r] === c) continue;
      out[r * n + c] = col[c] | diag[r - c + n - 1] | anti[r + c] | (cols[r] >= 0 ? 1 : 0);
    }
  }
  return out;
}

/**
 * The cells whose entry in `cells` (row-major, n×n) equals `value`, as one SVG path: each row's
 * runs of such cells as one rectangle. A layer of any number of cells is then one element, which
 * a browser restyles and paints far faster than n² of them (a 64×64 board has 4096 cells).
 */
export function cellsPath(g: BoardGeometry, cells: ArrayLike<number>, value = 1): string {
  const { n, cell: s, margin } = g;
  const parts: string[] = [];
  for (let r = 0; r < n; r++) {
    let c = 0;
    while (c < n) {
      if (cells[r * n + c] !== value) {
        c++;
        continue;
      }
      let e = c + 1;
      while (e < n && cells[r * n + e] === value) e++;
      const w = (e - c) * s;
      parts.push(`M${margin + c * s} ${margin + r * s}h${w}v${s}h${-w}z`);
      c = e;
    }
  }
  return parts.join('');
}
