/**
 * The tiling and polycube drawings' colours, apart from any drawing code: the page's pictures
 * (plane tilings, polycube shapes) and the CLI's SVG read the same palette, and a module that
 * only colours pieces loads no SVG writer.
 */

/** The fill of each colour index (render/tiling/tiling.ts PALETTE_SIZE of them), light enough for dark letters. */
export const TILING_FILLS: readonly string[] = [
  '#f4a261',
  '#8ecae6',
  '#b5e48c',
  '#ffd166',
  '#cdb4db',
  '#48cae4',
  '#f7a1a1',
  '#a7c957',
  '#90a8ed',
  '#fff3b0',
  '#e5989b',
  '#76c893',
  '#d0bfff',
  '#e9c46a',
  '#a8dadc',
  '#ffcb8e',
  '#b8e0d2',
  '#f6bdd1',
];
/** The outlines' and letters' ink (theme.css's light --ink). */
export const TILING_INK = '#1b1b1b';
