/**
 * Star Battle as the puzzle community shares it: a puzz.link (pzprjs) URL such as
 * `https://puzz.link/p?starbattle/6/6/1/4lalahcriqki` — the genre, the columns, the rows, the
 * stars per line, then the region borders. The "Queens" game is Star Battle with 1 star.
 *
 * The borders, as pzprjs encodes them (its `Encode.encodeBorder`, read from its source): one bit
 * per edge between two cells, 1 where a region border runs. First the (cols − 1) × rows edges
 * between side-by-side cells, row by row and left to right; then the cols × (rows − 1) edges
 * between a cell and the one below it, in the same order. Each part is cut into groups of five
 * bits, the first the most significant, each group one base-32 digit (`0`…`9`, `a`…`v`); a last
 * short group is padded with zeros. The regions are what the borders enclose, so each is one
 * piece and no cell is blocked: a grid with a region in several pieces or a blocked cell has no
 * such URL. This reader and writer are placer's own; every reader's refusal names what is wrong.
 */
import { PlacerError } from '../errors.js';
import { plural } from '../plural.js';
import { quoted } from '../text.js';
import { checkStars, MAX_REGIONS_SIDE, regionsFromCells, type RegionsPuzzle } from './puzzle.js';
import { RegionFlood } from './regionFlood.js';

/** The host placer writes: puzz.link, where pzprjs is maintained today. */
export const PUZZ_LINK_PREFIX = 'https://puzz.link/p?';

/** The genre of the URLs placer reads and writes (pzprjs's name for Star Battle). */
const GENRE = 'starbattle';

const DIGITS = '0123456789abcdefghijklmnopqrstuv';

function bad(message: string): never {
  throw new PlacerError('bad-regions', message);
}

/**
 * Whether a text (a command's FILE argument, or a file's whole content) is a URL to read as one:
 * `http(s)://…?…` or a bare `puzz.link/p?…`, on one line.
 */
export function looksLikePuzzLink(text: string): boolean {
  return /^(https?:\/\/)?[^\s/?]+\.[^\s/?]+\/[^\s?]*\?\S+$/.test(text.trim());
}

/** How many base-32 digits hold `bits` bits. */
const digitsFor = (bits: number): number => Math.ceil(bits / 5);

/** The edge bits of one part of the border string, read from `digits`. */
function readBits(digits: string, bits: number): Uint8Array {
  const out = new Uint8Array(bits);
  for (let i = 0; i < digits.length; i++) {
    const v = DIGITS.indexOf(digits[i]);
    for (let b = 0; b < 5; b++) {
      const at = i * 5 + b;
      if (at < bits) out[at] = (v >> (4 - b)) & 1;
    }
  }
  return out;
}

/**
 * Reads a puzz.link / pzv.jp / pzprxs Star Battle URL. `stars`, when given, must agree with the
 * URL's (as --stars must agree with a file's `stars: K` line).
 */
export function parsePuzzLink(url: string, stars?: number): RegionsPuzzle {
  const text = url.trim();
  const query = text.indexOf('?');
  if (query < 0) bad(`${quoted(shortUrl(text))} has no '?': a puzz.link URL is …/p?starbattle/…`);
  const fields = text.slice(query + 1).split('/');
  const genre = fields[0];
  if (genre !== GENRE) {
    bad(
      `the URL is for ${quoted(genre)}; placer reads Star Battle (${GENRE}), ` +
        'which the Queens game is with 1 star',
    );
  }
  if (fields.length < 5) {
    bad(
      `the URL ends early: ${GENRE}/COLS/ROWS/STARS/BORDERS has ${fields.length - 1} of 4 fields`,
    );
  }
  const [cols, rows, k] = fields.slice(1, 4).map((f, i) => {
    if (!/^[0-9]{1,3}$/.test(f)) {
      bad(`the URL's ${['columns', 'rows', 'stars'][i]} must be a whole number, got ${quoted(f)}`);
    }
    return Number(f);
  });
  if (cols !== rows) {
    bad(`the URL's grid is ${cols}x${rows}; placer's grids are square (n regions, n rows)`);
  }
  const n = rows;
  if (n < 1 || n > MAX_REGIONS_SIDE) {
    bad(`the URL's grid is ${n}x${n}; the side must be from 1 to ${MAX_REGIONS_SIDE}`);
  }
  if (stars !== undefined && stars !== k) {
    bad(`the URL says ${plural(k, 'star')}, but ${stars} was asked for`);
  }
  checkStars(n, k);
  const borders = fields[4];
  const sideBits = (n - 1) * n;
  const need = 2 * digitsFor(sideBits);
  const wrong = [...borders].findIndex((ch) => !DIGITS.includes(ch));
  if (wrong >= 0) {
    bad(
      `the URL's borders hold ${quoted(borders[wrong])} at character ${wrong + 1}: ` +
        'they are base-32 digits, 0…9 and a…v',
    );
  }
  if (borders.length !== need || fields.length > 5) {
    const what = borders.length < need ? 'truncated' : 'too long';
    bad(
      `the URL's borders are ${what}: ${plural(borders.length, 'character')} where a ` +
        `${n}x${n} grid has ${need}` +
        (fields.length > 5 ? ` and nothing after them, got /${fields.slice(5).join('/')}` : ''),
    );
  }
  const right = readBits(borders.slice(0, need / 2), sideBits);
  const down = readBits(borders.slice(need / 2), sideBits);
  // The regions: cells joined by the edges no border crosses.
  const parent = Int32Array.from({ length: n * n }, (_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]];
    return i;
  };
  for (let r = 0; r < n; r++) {
    for (let c = 0; c + 1 < n; c++) {
      if (right[r * (n - 1) + c] === 0) parent[find(r * n + c)] = find(r * n + c + 1);
    }
  }
  for (let r = 0; r + 1 < n; r++) {
    for (let c = 0; c < n; c++) {
      if (down[r * n + c] === 0) parent[find(r * n + c)] = find((r + 1) * n + c);
    }
  }
  const ids = new Map<number, number>();
  const cells = new Int32Array(n * n);
  for (let i = 0; i < n * n; i++) {
    const root = find(i);
    let g = ids.get(root);
    if (g === undefined) {
      g = ids.size;
      ids.set(root, g);
    }
    cells[i] = g;
  }
  if (ids.size !== n) {
    bad(
      `the URL's borders enclose ${plural(ids.size, 'region')}; a ${n}x${n} grid needs ` +
        `exactly ${n}, one per row`,
    );
  }
  return regionsFromCells(n, cells, k);
}

/**
 * The puzz.link URL of a puzzle. A region in several pieces or a blocked cell cannot be drawn by
 * borders: refused, naming it.
 */
export function puzzLinkUrl(p: RegionsPuzzle): string {
  const { n, region } = p;
  const blocked = region.indexOf(-1);
  if (blocked >= 0) {
    bad(
      `row ${Math.floor(blocked / n) + 1}, column ${(blocked % n) + 1} is blocked (#): ` +
        'a puzz.link URL has no blocked cells',
    );
  }
  const flood = new RegionFlood(n);
  for (let g = 0; g < p.symbols.length; g++) {
    const pieces = flood.pieces(region, g);
    if (pieces > 1) {
      bad(
        `region ${p.symbols[g]} is in ${pieces} pieces: a puzz.link URL draws regions by ` +
          'their borders, so each must be one piece',
      );
    }
  }
  const right: number[] = [];
  const down: number[] = [];
  for (let r = 0; r < n; r++) {
    for (let c = 0; c + 1 < n; c++) right.push(region[r * n + c] === region[r * n + c + 1] ? 0 : 1);
  }
  for (let r = 0; r + 1 < n; r++) {
    for (let c = 0; c < n; c++) down.push(region[r * n + c] === region[(r + 1) * n + c] ? 0 : 1);
  }
  return `${PUZZ_LINK_PREFIX}${GENRE}/${n}/${n}/${p.stars}/${digitsOf(right)}${digitsOf(down)}`;
}

/** Bits in groups of five, the first the most significant, as base-32 digits. */
function digitsOf(bits: readonly number[]): string {
  let out = '';
  for (let i = 0; i < bits.length; i += 5) {
    let v = 0;
    for (let b = 0; b < 5; b++) v = (v << 1) | (bits[i + b] ?? 0);
    out += DIGITS[v];
  }
  return out;
}

/** A URL cut for a message: the start and the end of a long one. */
function shortUrl(text: string): string {
  return text.length <= 80 ? text : `${text.slice(0, 60)}…${text.slice(-12)}`;
}
