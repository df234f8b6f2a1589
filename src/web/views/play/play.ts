/**
 * The play view's transitions and what it says about a board: plain data over core's placement
 * functions. A row holds at most one queen (core's Placement), so placing a queen in a row that
 * has one moves it there.
 */
import { attackingPairs, makePlacement, queenCount } from '../../../core/queens/placement.js';
import { describePair } from '../../../render/queens/textBoard.js';
import { quoted } from '../../../core/text.js';
import { nounFor } from '../../../render/plural.js';

/** The queens parameter: one entry per row, the 1-based column or '-', joined by '.'. */
export function formatQueens(cols: ArrayLike<number>): string {
  return Array.from(cols, (c) => (c < 0 ? '-' : String(c + 1))).join('.');
}

/** Parses `formatQueens` output for an n×n board; a message naming the fault otherwise. */
export function parseQueens(text: string, n: number): Int32Array | string {
  const parts = text.split('.');
  if (parts.length !== n)
    return `must list ${n} ${nounFor(n, 'row')} (a column 1…${n} or '-' each, joined by '.'), got ${parts.length}`;
  const cols = new Int32Array(n);
  for (let r = 0; r < n; r++) {
    const p = parts[r];
    if (p === '-') cols[r] = -1;
    else if (/^[0-9]{1,3}$/.test(p) && Number(p) >= 1 && Number(p) <= n) cols[r] = Number(p) - 1;
    else return `row ${r + 1} must be a column from 1 to ${n} or '-', got ${quoted(p)}`;
  }
  return cols;
}

/** Click on (row, col): removes the queen standing there, else puts the row's queen there. */
export function toggleQueen(cols: Int32Array, row: number, col: number): Int32Array {
  const next = cols.slice();
  next[row] = cols[row] === col ? -1 : col;
  return next;
}

/** The same queens on an n×n board: rows and columns past n are dropped. */
export function resizeQueens(cols: Int32Array, n: number): Int32Array {
  const next = new Int32Array(n).fill(-1);
  for (let r = 0; r < Math.min(n, cols.length); r++) if (cols[r] < n) next[r] = cols[r];
  return next;
}

export interface PlaySummary {
  readonly queens: number;
  readonly pairs: number;
  readonly solved: boolean;
  /** One sentence per attacking pair (the CLI's words), at most `limit`. */
  readonly attacks: string[];
  /** A one-line status for the page. */
  readonly line: string;
}

export function playSummary(cols: Int32Array, limit = 8): PlaySummary {
  const p = makePlacement(cols);
  const queens = queenCount(p);
  const all = attackingPairs(p);
  const solved = queens === p.n && all.length === 0;
  const attacks = all.slice(0, limit).map((pair) => describePair(pair, p.cols));
  const of = `${queens} of ${p.n} ${p.n === 1 ? 'queen' : 'queens'}`;
  const line = solved
    ? `Solved: ${of}, and none attacks another.`
    : all.length === 0
      ? `${of} placed; none attacks another.`
      : `${of} placed; ${all.length} attacking ${all.length === 1 ? 'pair' : 'pairs'}.`;
  return { queens, pairs: all.length, solved, attacks, line };
}
