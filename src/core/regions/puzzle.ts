/**
 * Queens on coloured regions and Star Battle: an n×n grid split into n regions; place k stars
 * (queens) in every row, every column and every region so that no two touch, not even
 * diagonally. k = 1 is the daily "Queens" game; 10×10 with k = 2 is the classic Star Battle.
 *
 * The text form is n lines of n symbols, one symbol (a letter or a digit) per region, `#` for a
 * blocked cell; a region may come in several pieces, as real levels have. Spaces inside a line
 * are ignored, so `A A B` reads as `AAB`. A Star Battle file says how many stars it takes in a
 * first line `stars: K` (printRegionsFile writes it for k ≥ 2; without one a file takes 1).
 * Everything is checked here, at the boundary, with a message naming the bad value (a
 * PlacerError with code 'bad-regions').
 */
import { PlacerError } from '../errors.js';
import { quoted, withoutBom } from '../text.js';
import { plural } from '../plural.js';
import { RegionFlood } from './regionFlood.js';

/** The largest side: a row's cells are one 32-bit mask. */
export const MAX_REGIONS_SIDE = 32;
/** The most stars per row, column and region. */
export const MAX_STARS = 8;

/** A grid of regions and the stars each row, column and region takes. */
export interface RegionsPuzzle {
  /** The side of the grid. */
  readonly n: number;
  /** Stars per row, column and region. */
  readonly stars: number;
  /** Region of each cell, row by row (`r * n + c`), 0 … n − 1, or −1 for a blocked cell. */
  readonly region: Int32Array;
  /** The symbol of each region, in the order regions first appear reading row by row. */
  readonly symbols: readonly string[];
}

/**
 * A solution: its star cells, `r * n + c` (0-based), ascending — so row by row, `stars` per
 * row, each row's columns ascending (`cell % n` is a star's column).
 */
export type RegionsSolution = Int32Array;

/** The symbol of a blocked cell. */
export const BLOCKED = '#';

/** A region's symbol: one letter or digit of any script (`A`, `7`, `一`, `é`). */
const SYMBOL = /^[\p{L}\p{N}]$/u;

function bad(message: string): never {
  throw new PlacerError('bad-regions', message);
}

/**
 * Checks `stars` for a grid of side n. One star fits any grid as a question (1×1 has its one
 * solution; 2×2 and 3×3 have none, answered as "no", as N-Queens answers N = 2 and 3); two or
 * more per line need n ≥ 4k, else the grid is refused as a wrong use of --stars.
 */
export function checkStars(n: number, stars: unknown): number {
  if (!Number.isSafeInteger(stars) || (stars as number) < 1 || (stars as number) > MAX_STARS) {
    bad(`stars must be a whole number from 1 to ${MAX_STARS}, got ${String(stars)}`);
  }
  const k = stars as number;
  if (k > 1 && n < 4 * k) {
    bad(
      `no ${n}x${n} grid has ${plural(k, 'star')} in every row, column and region ` +
        `without two touching: ${k} per line needs a side of at least ${4 * k}`,
    );
  }
  return k;
}

/**
 * Reads a puzzle from its text form (see the header). Blank lines before and after the grid
 * and a byte-order mark are skipped; `\r\n` and a lone `\r` end a line as `\n` does. The
 * symbols are checked before the shape, so a stray character (a comma, a no-break space) is
 * named rather than miscounted as a cell.
 */
export function parseRegions(text: string, stars?: number): RegionsPuzzle {
  const lines = withoutBom(text)
    .split(/\r\n|\r|\n/)
    .map((l) => l.replace(/[ \t]+/g, ''));
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  let first = 0;
  while (first < lines.length && lines[first] === '') first++;
  const header = STARS_HEADER.exec(lines[first] ?? '');
  let k = stars ?? 1;
  if (header !== null) {
    const said = Number(header[1]);
    if (stars !== undefined && stars !== said) {
      bad(`the grid's first line says ${plural(said, 'star')}, but ${stars} was asked for`);
    }
    k = said;
    first++;
    while (first < lines.length && lines[first] === '') first++;
  }
  const rows = lines.slice(first).map((l) => Array.from(l));
  if (rows.length === 0) bad('the grid is empty: give n lines of n region symbols');
  const n = rows.length;
  for (let r = 0; r < n; r++) {
    const line = first + r + 1;
    // A blank line inside would otherwise read as a row of no cells.
    if (rows[r].length === 0) {
      bad(`line ${line} is blank: the grid's n lines of n region symbols go one after another`);
    }
    const c = rows[r].findIndex((s) => s !== BLOCKED && !SYMBOL.test(s));
    if (c >= 0) {
      bad(
        `line ${line}, column ${c + 1}: ${quoted(rows[r][c])} is not a region symbol ` +
          `(a letter or a digit, or ${BLOCKED} for a blocked cell)`,
      );
    }
  }
  if (n > MAX_REGIONS_SIDE) {
    bad(`the grid has ${n} rows; the most is ${MAX_REGIONS_SIDE}`);
  }
  const width = rows[0].length;
  if (width !== n && rows.every((cells) => cells.length === width)) {
    bad(
      `the grid has ${plural(n, 'row')} of ${plural(width, 'cell')}; ` +
        'it must be square: n lines of n region symbols',
    );
  }
  const region = new Int32Array(n * n);
  const symbols: string[] = [];
  const index = new Map<string, number>();
  for (let r = 0; r < n; r++) {
    const cells = rows[r];
    if (cells.length !== n) {
      bad(
        `line ${first + r + 1} has ${plural(cells.length, 'cell')}; a grid of ` +
          `${plural(n, 'row')} needs ${n} in every row`,
      );
    }
    for (let c = 0; c < n; c++) {
      const s = cells[c];
      if (s === BLOCKED) {
        region[r * n + c] = -1;
        continue;
      }
      let g = index.get(s);
      if (g === undefined) {
        g = symbols.length;
        symbols.push(s);
        index.set(s, g);
      }
      region[r * n + c] = g;
    }
  }
  if (symbols.length === 0) bad(`every cell is ${BLOCKED}: a grid needs ${n} regions, one per row`);
  if (symbols.length !== n) {
    // 'a' and 'A' are two regions: say so when both appear, as that is easy to miss.
    const both = symbols.find((s) => s !== s.toUpperCase() && index.has(s.toUpperCase()));
    bad(
      `the grid is ${n}x${n} but has ${plural(symbols.length, 'region')} ` +
        `(${symbols.join('')}); it needs exactly ${n}, one per row` +
        (both === undefined ? '' : ` (${both} and ${both.toUpperCase()} are different regions)`),
    );
  }
  return { n, stars: checkStars(n, k), region, symbols };
}

/** A text form's first line `stars: K`, with its spaces already taken out. */
const STARS_HEADER = /^stars:([0-9]+)$/i;

/** The stars a text form's first line `stars: K` says, or null when it has none. */
export function headerStars(text: string): number | null {
  const first = withoutBom(text)
    .split(/\r\n|\r|\n/)
    .map((l) => l.replace(/[ \t]+/g, ''))
    .find((l) => l !== '');
  const m = STARS_HEADER.exec(first ?? '');
  return m === null ? null : Number(m[1]);
}

/**
 * The text form of a puzzle as a file: its grid, after a first line `stars: K` when it takes
 * more than one star, so the file reads back to the same puzzle without being told k.
 */
export function printRegionsFile(p: RegionsPuzzle): string {
  return `${p.stars > 1 ? `stars: ${p.stars}\n` : ''}${printRegions(p)}`;
}

/** The text form of a puzzle: reads back to the same puzzle with parseRegions. */
export function printRegions(p: RegionsPuzzle): string {
  const lines: string[] = [];
  for (let r = 0; r < p.n; r++) {
    let line = '';
    for (let c = 0; c < p.n; c++) {
      const g = p.region[r * p.n + c];
      line += g < 0 ? BLOCKED : p.symbols[g];
    }
    lines.push(line);
  }
  return `${lines.join('\n')}\n`;
}

/** Symbols for regions that have none yet (a generated or painted puzzle): A…Z, then a…z, 0…9. */
export const REGION_SYMBOLS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A puzzle from region numbers (0 … n − 1 per cell, −1 blocked), checked like a parsed one;
 * regions are renumbered in order of first appearance and named from REGION_SYMBOLS.
 */
export function regionsFromCells(n: number, cells: ArrayLike<number>, stars = 1): RegionsPuzzle {
  const rows: string[] = [];
  for (let r = 0; r < n; r++) {
    let line = '';
    for (let c = 0; c < n; c++) {
      const g = cells[r * n + c];
      line += g < 0 ? BLOCKED : (REGION_SYMBOLS[g] ?? '?');
    }
    rows.push(line);
  }
  const p = parseRegions(rows.join('\n'), stars);
  return { ...p, symbols: p.symbols.map((_, i) => REGION_SYMBOLS[i]) };
}

/** Whether two cells touch (share a side or a corner) or are the same cell. */
export function touching(n: number, a: number, b: number): boolean {
  const dr = Math.abs(Math.floor(a / n) - Math.floor(b / n));
  const dc = Math.abs((a % n) - (b % n));
  return dr <= 1 && dc <= 1;
}

/** Each region's cells, ascending. */
export function regionCells(p: RegionsPuzzle): Int32Array[] {
  const lists: number[][] = Array.from({ length: p.n }, () => []);
  for (let i = 0; i < p.region.length; i++) {
    const g = p.region[i];
    if (g >= 0) lists[g].push(i);
  }
  return lists.map((l) => Int32Array.from(l));
}

/** Whether every region is one piece (cells joined through shared sides). */
export function regionsConnected(p: RegionsPuzzle): boolean {
  return new RegionFlood(p.n).allConnected(p.region, p.n);
}

/** A grid as the CLI names it: its file's name (or `grid`), side and stars. */
export function regionsTitle(label: string, p: RegionsPuzzle): string {
  return `${label}, ${p.n}x${p.n}, ${p.stars === 1 ? '1 star' : `${p.stars} stars`}`;
}
