/**
 * Stars on a regions grid, as text and as a check against the rules. A placement is a list of
 * cells (`r * n + c`, ascending); a whole solution has k per row. Its text form lists, row by
 * row, the stars' columns (1-based), joined by `,` within a row: `2 4 1 3` for k = 1,
 * `1,6 3,8 …` for k = 2; a row with no star yet is `-` (a partial placement, as `hint` takes).
 */
import { PlacerError } from '../errors.js';
import { quoted } from '../text.js';
import { plural } from '../plural.js';
import type { RegionsPuzzle } from './puzzle.js';

/** A cell as people read it: row and column, 1-based. */
export function cellName(n: number, cell: number): string {
  return `r${Math.floor(cell / n) + 1}c${(cell % n) + 1}`;
}

/** Reads a placement's text form (see the header); `partial` allows rows with fewer than k. */
export function parseStars(text: string, p: RegionsPuzzle, partial = false): Int32Array {
  const { n, stars } = p;
  const rows = text
    .trim()
    .split(/\s+/)
    .filter((s) => s !== '');
  const bad = (message: string): never => {
    throw new PlacerError('bad-placement', message);
  };
  // How a placement is written, for the messages: what `check` and `hint` each take.
  const form =
    (stars === 1
      ? `a column from 1 to ${n} per row`
      : `${stars} columns from 1 to ${n} per row, joined by ','`) +
    (partial ? ", '-' for a row without a star yet" : '') +
    ', rows apart by spaces';
  if (rows.length !== n) {
    bad(
      `the placement ${quoted(text.trim())} has ${plural(rows.length, 'row')}; ` +
        `the grid has ${n}: give ${form}`,
    );
  }
  const cells: number[] = [];
  for (let r = 0; r < n; r++) {
    const cols = rows[r] === '-' ? [] : rows[r].split(',');
    // '1,' and ',1' are a typo, not two stars.
    if (cols.includes('')) {
      bad(`row ${r + 1} of the placement: ${quoted(rows[r])} has an empty column; give ${form}`);
    }
    if (cols.length > stars || (!partial && cols.length !== stars)) {
      bad(
        `row ${r + 1} of the placement has ${plural(cols.length, 'star')} (${quoted(rows[r])}); ` +
          `it takes ${partial ? 'at most ' : ''}${stars}`,
      );
    }
    const seen = new Set<number>();
    for (const s of cols) {
      const c = /^[0-9]{1,3}$/.test(s) ? Number(s) : NaN;
      if (!(c >= 1 && c <= n)) {
        bad(`row ${r + 1} of the placement: ${quoted(s)} is not a column from 1 to ${n}`);
      }
      if (seen.has(c)) bad(`row ${r + 1} of the placement names column ${c} twice`);
      seen.add(c);
      cells.push(r * n + c - 1);
    }
  }
  return Int32Array.from(cells).sort();
}

/** The text form of a placement (see the header); reads back with parseStars. */
export function printStars(n: number, cells: ArrayLike<number>): string {
  const rows: number[][] = Array.from({ length: n }, () => []);
  for (let i = 0; i < cells.length; i++) rows[Math.floor(cells[i] / n)].push((cells[i] % n) + 1);
  return rows
    .map((cols) => (cols.length === 0 ? '-' : cols.sort((a, b) => a - b).join(',')))
    .join(' ');
}

/** One rule a placement breaks, with the cells that break it. */
export interface Violation {
  readonly rule: 'blocked' | 'touch' | 'row' | 'column' | 'region';
  /** The cells concerned: the star on a blocked cell, the two touching stars, a unit's stars. */
  readonly cells: readonly number[];
  /** What is wrong, in words. */
  readonly words: string;
}

/**
 * Every rule the stars break, in a fixed order: stars on blocked cells, touching stars, then
 * rows, columns and regions with too many stars — and, unless `partial`, too few.
 */
export function violations(
  p: RegionsPuzzle,
  cells: ArrayLike<number>,
  partial = false,
): Violation[] {
  const { n, stars, region, symbols } = p;
  const out: Violation[] = [];
  const list = Array.from(cells).sort((a, b) => a - b);
  for (const x of list) {
    if (region[x] < 0)
      out.push({ rule: 'blocked', cells: [x], words: `${cellName(n, x)} is blocked` });
  }
  for (let i = 0; i < list.length; i++) {
    for (let j = i + 1; j < list.length; j++) {
      const a = list[i];
      const b = list[j];
      if (
        Math.abs(Math.floor(a / n) - Math.floor(b / n)) <= 1 &&
        Math.abs((a % n) - (b % n)) <= 1
      ) {
        out.push({
          rule: 'touch',
          cells: [a, b],
          words: `the stars at ${cellName(n, a)} and ${cellName(n, b)} touch`,
        });
      }
    }
  }
  const units: [Violation['rule'], (x: number) => number, (u: number) => string][] = [
    ['row', (x) => Math.floor(x / n), (u) => `row ${u + 1}`],
    ['column', (x) => x % n, (u) => `column ${u + 1}`],
    ['region', (x) => region[x], (u) => `region ${symbols[u]}`],
  ];
  for (const [rule, unitOf, name] of units) {
    const inUnit: number[][] = Array.from({ length: n }, () => []);
    for (const x of list) if (unitOf(x) >= 0) inUnit[unitOf(x)].push(x);
    for (let u = 0; u < n; u++) {
      const got = inUnit[u].length;
      if (got > stars || (!partial && got < stars)) {
        out.push({
          rule,
          cells: inUnit[u],
          words: `${name(u)} has ${plural(got, 'star')}; it takes ${stars}`,
        });
      }
    }
  }
  return out;
}
