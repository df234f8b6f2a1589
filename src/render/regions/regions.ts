/**
 * The words and drawings of a regions puzzle (core/regions), shared by the CLI and the page: the
 * grid beside its stars as text, a solution as JSON (the one placement shape, `{n, cols}`, with
 * `stars` and a list per row when k > 1), and a rule a placement breaks.
 */
import { cellName, type Violation } from '../../core/regions/placement.js';
import { BLOCKED, type RegionsPuzzle } from '../../core/regions/puzzle.js';

/**
 * The grid (its region symbols) and, beside it, the stars: `*` a star, `.` none, `#` blocked;
 * with `crosses` (a state of play), `x` a crossed cell and `.` a cell still open.
 */
export function regionsBoardText(
  p: RegionsPuzzle,
  stars: ArrayLike<number>,
  crosses: ArrayLike<number> = [],
): string[] {
  const { n, region, symbols } = p;
  const on = new Uint8Array(n * n);
  for (let i = 0; i < crosses.length; i++) on[crosses[i]] = 2;
  for (let i = 0; i < stars.length; i++) on[stars[i]] = 1;
  const out: string[] = [];
  for (let r = 0; r < n; r++) {
    let left = '';
    const right: string[] = [];
    for (let c = 0; c < n; c++) {
      const x = r * n + c;
      left += region[x] < 0 ? BLOCKED : symbols[region[x]];
      right.push(region[x] < 0 ? BLOCKED : on[x] === 1 ? '*' : on[x] === 2 ? 'x' : '.');
    }
    out.push(`${left}   ${right.join(' ')}`);
  }
  return out;
}

/** A solution as JSON: `{n, cols}` (1-based column per row) for one star, else rows of columns. */
export type RegionsSolutionJson =
  | { readonly n: number; readonly cols: number[] }
  | { readonly n: number; readonly stars: number; readonly cols: number[][] };

export function regionsSolutionJson(
  p: RegionsPuzzle,
  cells: ArrayLike<number>,
): RegionsSolutionJson {
  const rows: number[][] = Array.from({ length: p.n }, () => []);
  for (let i = 0; i < cells.length; i++)
    rows[Math.floor(cells[i] / p.n)].push((cells[i] % p.n) + 1);
  for (const r of rows) r.sort((a, b) => a - b);
  return p.stars === 1
    ? { n: p.n, cols: rows.map((r) => r[0]) }
    : { n: p.n, stars: p.stars, cols: rows };
}

/** A broken rule as JSON: its rule, its words, its cells 1-based. */
export function violationJson(
  n: number,
  v: Violation,
): { rule: string; words: string; cells: { row: number; col: number }[] } {
  return {
    rule: v.rule,
    words: v.words,
    cells: v.cells.map((x) => ({ row: Math.floor(x / n) + 1, col: (x % n) + 1 })),
  };
}

export { cellName };

/** A border move in words, as `placer regions repair` and the page's builder say it: `r3c4 from region B to region C`. */
export function regionsMoveWords(
  p: { readonly n: number; readonly symbols: readonly string[] },
  m: { readonly cell: number; readonly from: number; readonly to: number },
): string {
  return `${cellName(p.n, m.cell)} from region ${p.symbols[m.from]} to region ${p.symbols[m.to]}`;
}
/** A grid's title in the CLI's words (core/regions/puzzle.ts, which the jobs use too). */
export { regionsTitle } from '../../core/regions/puzzle.js';
