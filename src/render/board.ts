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
} from '../core/queens/placement.js';

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
