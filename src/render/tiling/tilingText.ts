/**
 * Terminal drawing of a tiling. Without colour it is the plain text format: the region's rows,
 * one letter per cell, '#' for holes (what scripts and `tile --check` parse). With colour each cell is two
 * characters wide (so cells look square) on the piece's background colour, the letter in the
 * left half; holes stay blank.
 */
import { tilingRows, type TilingDrawing } from './tiling.js';

/** Options of a text tiling: ANSI colours or none. */
export interface TilingTextOptions {
  readonly color?: boolean;
}

/** ANSI 256-colour backgrounds, light enough for black letters, in piece order. */
const BACKGROUNDS = [
  209, 117, 156, 221, 183, 80, 217, 150, 111, 229, 174, 115, 189, 186, 146, 223, 152, 218,
];
const RESET = '\x1b[0m';
const INK = '\x1b[38;5;16m';

/** A tiling as rows of piece letters ('#' for holes), coloured for a terminal when asked. */
export function renderTilingText(d: TilingDrawing, opts: TilingTextOptions = {}): string {
  if (!opts.color) return tilingRows(d).join('\n');
  const lines: string[] = [];
  for (let r = 0; r < d.height * d.depth; r++) {
    if (r > 0 && r % d.height === 0) lines.push('');
    let line = '';
    for (let c = 0; c < d.width; c++) {
      const t = d.part[r * d.width + c];
      if (t < 0) {
        line += RESET + '  ';
        continue;
      }
      const bg = BACKGROUNDS[d.colors[t] % BACKGROUNDS.length];
      line += `\x1b[48;5;${bg}m${INK}${d.letters[t]} `;
    }
    lines.push(line + RESET);
  }
  return lines.join('\n');
}
