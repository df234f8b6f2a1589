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
