/**
 * A regions puzzle as exact cover, to cross-check the counting search and to export for
 * `placer cover`: rows, columns and regions are primary items taking exactly k options each;
 * every 2×2 window is a secondary item taken at most once — two cells touch exactly when some
 * window holds both, so "no two stars touch" is "no window twice". Option i is the i-th open
 * cell in reading order: its row, column, region and the (up to four) windows around it.
 */
import { printDlx } from '../cover/dlxFormat.js';
import { buildExactCover, type ExactCoverProblem } from '../cover/problem.js';
import type { RegionsPuzzle } from './puzzle.js';

/** The instance and, per option, its cell. */
export interface RegionsCover {
  readonly problem: ExactCoverProblem;
  readonly cellOf: Int32Array;
}

/** The grid as exact cover (see the module's header), and each option's cell. */
export function regionsExactCover(p: RegionsPuzzle): RegionsCover {
  const { n, stars: k, region, symbols } = p;
  const primary = [
    ...Array.from({ length: n }, (_, r) => `r${r + 1}`),
    ...Array.from({ length: n }, (_, c) => `c${c + 1}`),
    ...symbols.map((s) => `g${s}`),
  ];
  const w = Math.max(0, n - 1);
  const secondary = Array.from(
    { length: w * w },
    (_, i) => `w${Math.floor(i / w) + 1}.${(i % w) + 1}`,
  );
  const options: number[][] = [];
  const cells: number[] = [];
  for (let x = 0; x < n * n; x++) {
    if (region[x] < 0) continue;
    const r = Math.floor(x / n);
    const c = x % n;
    const items = [r, n + c, 2 * n + region[x]];
    for (let wr = r - 1; wr <= r; wr++) {
      for (let wc = c - 1; wc <= c; wc++) {
        if (wr >= 0 && wr < w && wc >= 0 && wc < w) items.push(3 * n + wr * w + wc);
      }
    }
    options.push(items);
    cells.push(x);
  }
  const bound = primary.map(() => k);
  const problem = buildExactCover({ primary, secondary, options, lower: bound, upper: bound });
  return { problem, cellOf: Int32Array.from(cells) };
}

/**
 * The grid in Knuth's DLX3 text (`placer regions count --dlx`, the `regions-dlx` job), under a
 * comment that names it (`title`).
 */
export function regionsDlx(p: RegionsPuzzle, title: string): string {
  return printDlx(
    regionsExactCover(p).problem,
    `${title}: one option per open cell, in reading order`,
  );
}
