/**
 * The regions view's grid as the page keeps it: the grid's text form (core/regions/puzzle.ts,
 * printRegions's output) in the state, a compact form of it in the URL (rows joined by `.`, a
 * blocked cell as `_` so the URL needs no escapes), presets, and the painter's edits (a cell's
 * region changed, a blank grid of side n). Plain data, no DOM.
 */
import { isPlacerError } from '../../../core/errors.js';
import {
  BLOCKED,
  MAX_REGIONS_SIDE,
  parseRegions,
  printRegions,
  REGION_SYMBOLS,
} from '../../../core/regions/puzzle.js';

/**
 * Presets: grids made for this page by code (planted solution, regions grown around it, then
 * cells moved between regions while the count did not rise), each with exactly one solution
 * (regionsGrid.test.ts counts them).
 */
export const REGIONS_PRESETS: readonly {
  readonly id: string;
  readonly label: string;
  readonly stars: number;
  readonly rows: readonly string[];
}[] = [
  {
    id: 'six',
    label: '6×6, 1 star',
    stars: 1,
    rows: ['ABCCCC', 'ACCCCC', 'ACCDCE', 'CCCDDE', 'DCDDFE', 'DDDDFF'],
  },
  {
    id: 'eight',
    label: '8×8, 1 star',
    stars: 1,
    rows: [
      'AAAAAAAB',
      'ACADDDDB',
      'AAAADDDD',
      'AAADDDDD',
      'EAAAADDD',
      'AAAFGGDD',
      'HHHFFGGD',
      'FFFFFGDD',
    ],
  },
  {
    id: 'ten-two',
    label: '10×10, 2 stars (Star Battle)',
    stars: 2,
    rows: [
      'AAAABBCCCC',
      'AABBBCCDCC',
      'ABBBDDDDCC',
      'AABDDDDDCC',
      'AEBBEEEDFF',
      'AEEEEEGGGF',
      'AEHHHEGGFF',
      'AEHHHIGFFF',
      'AHHIIIIFFF',
      'JJJJJJJJJF',
    ],
  },
];

/** The grid's text form of a preset (as the state keeps it). */
export function presetText(rows: readonly string[]): string {
  return `${rows.join('\n')}\n`;
}

/** The default grid: the 8×8 preset. */
export const DEFAULT_GRID = presetText(REGIONS_PRESETS[1].rows);

/** The side of a grid in its text form (its lines). */
export function gridSide(text: string): number {
  return text.split('\n').filter((l) => l !== '').length;
}

/** The most stars a grid of side n takes (n ≥ 4k; a 1×1 grid takes one). */
export function maxStarsFor(n: number): number {
  return Math.max(1, Math.floor(n / 4));
}

/** The URL's form of a grid's text: rows joined by `.`, `#` as `_`. */
export function gridParam(text: string): string {
  return text
    .split('\n')
    .filter((l) => l !== '')
    .join('.')
    .replaceAll(BLOCKED, '_');
}

/** A grid from its URL form: its text form (printRegions's), or what is wrong in words. */
export function parseGridParam(param: string): string {
  const text = param.split('.').join('\n').replaceAll('_', BLOCKED);
  // One star to check the shape: the stars row (read after this one) checks its own bound.
  return printRegions(parseRegions(text, 1));
}

/** `f()`, or a PlacerError's message (any other error is a bug and is thrown on). */
export function messageOf<T>(f: () => T): T | { readonly problem: string } {
  try {
    return f();
  } catch (e) {
    if (isPlacerError(e)) return { problem: e.message };
    throw e;
  }
}

/** A grid of side n whose regions are its rows: valid at once, for the painter to start from. */
export function blankGrid(n: number): string {
  const side = Math.max(1, Math.min(MAX_REGIONS_SIDE, n));
  const rows = Array.from({ length: side }, (_, r) => REGION_SYMBOLS[r].repeat(side));
  return presetText(rows);
}

/**
 * The painter's cells (per cell its region, an index into `symbols`, or −1 blocked) as text with
 * those symbols. It may not parse (a region painted away): that is for parseRegions to say.
 */
export function paintedText(
  n: number,
  cells: ArrayLike<number>,
  symbols: readonly string[],
): string {
  const rows: string[] = [];
  for (let r = 0; r < n; r++) {
    let line = '';
    for (let c = 0; c < n; c++) {
      const g = cells[r * n + c];
      line += g < 0 ? BLOCKED : symbols[g];
    }
    rows.push(line);
  }
  return presetText(rows);
}
