/**
 * What placer is, in one sentence: the description of `placer --help` and the page's tagline.
 * The families name their own puzzles, each in its registry row (the CLI's FAMILIES in
 * cli/main.ts, a view's entry in web/views/index.ts), so a family that joins is named by its row
 * and neither face keeps a list of families in words.
 */

/** "A workbench for placement puzzles: N-Queens, …, Star Battle.": the puzzles in row order. */
export function workbenchSentence(puzzles: readonly string[]): string {
  return `A workbench for placement puzzles: ${puzzles.join(', ')}.`;
}
