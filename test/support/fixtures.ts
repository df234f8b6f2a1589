/** Small inputs shared by several tests. */

/** Dana Scott's 1958 board: 8×8 without its central 2×2 (rows of a region picture). */
export const SCOTT_ROWS: readonly string[] = [
  '........',
  '........',
  '........',
  '...##...',
  '...##...',
  '........',
  '........',
  '........',
];
export const SCOTT_PICTURE = SCOTT_ROWS.join('\n') + '\n';

/** Knuth's example from "Dancing Links" (2000), figure 3, in DLX text format: one solution. */
export const KNUTH_DLX = `| Knuth's example from "Dancing Links" (2000), figure 3
a b c d e f g
c e
a d g
b c f
a d f
b g
d e g
`;

/**
 * N-Queens as exact cover in DLX text format: rows and columns primary, the diagonals secondary
 * (at most one queen each); one option per square. Its solutions are the N-Queens solutions.
 */
export function queensDlx(n: number): string {
  const items = [
    ...Array.from({ length: n }, (_, i) => `r${i}`),
    ...Array.from({ length: n }, (_, i) => `c${i}`),
  ].join(' ');
  const diag = Array.from({ length: 2 * n - 1 }, (_, i) => `a${i} b${i}`).join(' ');
  const options = [];
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) options.push(`r${r} c${c} a${r + c} b${r - c + n - 1}`);
  }
  return `${items} | ${diag}\n${options.join('\n')}\n`;
}

/** An 8×8 regions grid of strips (two rows' halves each): many solutions with 1 or 2 stars. */
export const STRIPS_8: readonly string[] = [
  'AAAABBBB',
  'AAAABBBB',
  'CCCCDDDD',
  'CCCCDDDD',
  'EEEEFFFF',
  'EEEEFFFF',
  'GGGGHHHH',
  'GGGGHHHH',
];
