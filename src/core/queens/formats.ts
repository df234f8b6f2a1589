/**
 * Text formats of a placement (docs/cli.md, the formats), all 1-based for humans;
 * parse ∘ print = identity.
 *
 * - perm       `2 4 1 3`                  column of the queen in row 1, 2, …; `.` = empty row
 * - pairs      `2,1-4,2-1,3-3,4-`         seed 000's list: `x,y-` with x = column, y = row
 * - angle      `<1,2> <2,4> <3,1> <4,3>`  seed 002's output: `<row,column>`
 * - algebraic  `a2 b4 c1 d3`              file letter = row (a = row 1), rank = column; N ≤ 26
 * - json       `{"n":4,"cols":[2,4,1,3]}` `null` for an empty row
 *
 * Partial placements (some rows empty) are accepted only when asked for (`partial: true`);
 * pairs, angle and algebraic then simply omit the empty rows, so they need `n` to be known.
 */
import { PlacerError } from '../errors.js';
import { quoted, shown, withoutBom } from '../text.js';
import type { Placement } from './placement.js';
import { plural } from '../plural.js';

/** The text formats of a placement, all 1-based: perm (the default), pairs, angle, algebraic, json. */
export const PLACEMENT_FORMATS = ['perm', 'pairs', 'angle', 'algebraic', 'json'] as const;
/** One of PLACEMENT_FORMATS. */
export type PlacementFormat = (typeof PLACEMENT_FORMATS)[number];

/** What parsePlacement expects: the board size, the format, whether rows may be empty. */
export interface ParsePlacementOptions {
  /** Board size the placement must have; inferred from the text when absent. */
  readonly n?: number;
  /** Format to read; detected from the text when absent. */
  readonly format?: PlacementFormat;
  /** Allow empty rows. */
  readonly partial?: boolean;
}

/** Whether `s` names a placement format. */
export function isPlacementFormat(s: string): s is PlacementFormat {
  return (PLACEMENT_FORMATS as readonly string[]).includes(s);
}

/** Guesses the format from the first significant character(s). */
export function detectPlacementFormat(text: string): PlacementFormat {
  const t = text.trim();
  if (t.startsWith('{')) return 'json';
  if (t.startsWith('<')) return 'angle';
  // Algebraic squares may be separated by commas too; pairs always start with a digit.
  if (/^[a-zA-Z]/.test(t)) return 'algebraic';
  if (t.includes(',')) return 'pairs';
  return 'perm';
}

/** A placement as text in one of the formats (1-based; parsePlacement reads it back). */
export function formatPlacement(p: Placement, format: PlacementFormat): string {
  const { n, cols } = p;
  const parts: string[] = [];
  switch (format) {
    case 'perm':
      for (let r = 0; r < n; r++) parts.push(cols[r] < 0 ? '.' : String(cols[r] + 1));
      return parts.join(' ');
    case 'pairs':
      for (let r = 0; r < n; r++) if (cols[r] >= 0) parts.push(`${cols[r] + 1},${r + 1}-`);
      return parts.join('');
    case 'angle':
      for (let r = 0; r < n; r++) if (cols[r] >= 0) parts.push(`<${r + 1},${cols[r] + 1}>`);
      return parts.join(' ');
    case 'algebraic':
      if (n > 26) throw new PlacerError('format-range', `algebraic format needs N ≤ 26, got ${n}`);
      for (let r = 0; r < n; r++) {
        if (cols[r] >= 0) parts.push(`${String.fromCharCode(97 + r)}${cols[r] + 1}`);
      }
      return parts.join(' ');
    case 'json':
      return JSON.stringify({ n, cols: Array.from(cols, (c) => (c < 0 ? null : c + 1)) });
  }
  // Callers from JavaScript can pass any string: a format outside the list is an error.
  throw new PlacerError(
    'bad-format',
    `unknown placement format ${quoted(String(format))} (formats: ${PLACEMENT_FORMATS.join(', ')})`,
  );
}

/**
 * The placement in text that placer printed: the `placement` line of a summary (`queens solve`
 * prints `key   value` lines), without the `  (orbit k)` that `list --fundamental` adds.
 */
export function placementText(text: string): string {
  let t = withoutBom(text).trim();
  const line = /^placement[ \t]+(.*)$/m.exec(t);
  if (line !== null && t.includes('\n')) t = line[1].trim();
  // Not /\s+\(orbit \d+\)$/: on a long run of spaces that backtracks quadratically (100,000
  // spaces took 25 s).
  const orbit = /\(orbit \d+\)$/.exec(t);
  if (orbit === null || orbit.index === 0 || !/\s/.test(t[orbit.index - 1])) return t;
  return t.slice(0, orbit.index).trimEnd();
}

/** Whether text starts like placer's own output that placementText reads (not a bare placement). */
export function isAnnotatedPlacement(start: string): boolean {
  return /\(orbit \d+\)|^placement[ \t]/m.test(start);
}

/**
 * Parses any text format into a placement, or throws a PlacerError naming the bad part. Reads
 * placer's own lines too (see placementText).
 */
export function parsePlacement(text: string, opts: ParsePlacementOptions = {}): Placement {
  const t = placementText(text);
  if (t === '') throw new PlacerError('placement-empty', 'placement is empty');
  const format = opts.format ?? detectPlacementFormat(t);
  const entries = format === 'json' ? parseJson(t) : parseEntries(t, format);
  return assemble(entries, format, opts);
}

/** A queen read from text: 1-based row (or the position in a perm list) and column. */
interface Entry {
  row: number;
  col: number | null;
  token: string;
}

/** User text in a message: escaped and cut (core/text.ts). */
const quote = quoted;

const POSITIVE = /^[1-9][0-9]*$/;

function parseEntries(t: string, format: Exclude<PlacementFormat, 'json'>): Entry[] {
  const out: Entry[] = [];
  switch (format) {
    case 'perm': {
      const tokens = t.split(/\s+/);
      tokens.forEach((tok, i) => {
        if (tok === '.') out.push({ row: i + 1, col: null, token: tok });
        else if (POSITIVE.test(tok)) out.push({ row: i + 1, col: Number(tok), token: tok });
        else
          throw new PlacerError(
            'placement-syntax',
            `bad perm entry ${quote(tok)} at position ${i + 1}: expected a column number 1…N or '.'`,
          );
      });
      return out;
    }
    case 'pairs':
      // x,y- : x = column, y = row
      return scanPairs(
        t,
        /^\s*([0-9]+)\s*,\s*([0-9]+)\s*-/,
        'pairs',
        "'x,y-' (column,row, 1-based)",
        true,
      );
    case 'angle':
      return scanPairs(
        t,
        /^\s*<\s*([0-9]+)\s*,\s*([0-9]+)\s*>/,
        'angle',
        "'<row,column>' (1-based)",
        false,
      );
    case 'algebraic': {
      for (const tok of t.split(/[\s,]+/)) {
        const m = /^([a-z])([1-9][0-9]*)$/.exec(tok.toLowerCase());
        if (!m) {
          throw new PlacerError(
            'placement-syntax',
            `bad algebraic square ${quote(tok)}: expected a file a…z (the row) and a rank 1…N (the column), e.g. 'c5'`,
          );
        }
        out.push({ row: m[1].charCodeAt(0) - 96, col: Number(m[2]), token: tok });
      }
      return out;
    }
  }
}

/** Reads repeated two-number entries (pairs, angle) from the front of the text. */
function scanPairs(
  t: string,
  re: RegExp,
  name: string,
  expected: string,
  colFirst: boolean,
): Entry[] {
  const out: Entry[] = [];
  let rest = t;
  while (rest.trim() !== '') {
    const m = re.exec(rest);
    if (!m || !POSITIVE.test(m[1]) || !POSITIVE.test(m[2])) {
      throw new PlacerError(
        'placement-syntax',
        `bad ${name} entry at ${quote(rest.trim())}: expected ${expected}`,
      );
    }
    const [a, b] = [Number(m[1]), Number(m[2])];
    out.push({ row: colFirst ? b : a, col: colFirst ? a : b, token: m[0].trim() });
    rest = rest.slice(m[0].length);
  }
  return out;
}

function parseJson(t: string): Entry[] {
  let value: unknown;
  try {
    value = JSON.parse(t);
  } catch {
    throw new PlacerError('placement-syntax', `bad JSON placement ${quote(t)}`);
  }
  const obj = value as { n?: unknown; cols?: unknown };
  if (typeof value !== 'object' || value === null || !Array.isArray(obj.cols)) {
    throw new PlacerError(
      'placement-syntax',
      `JSON placement needs {"n":N,"cols":[…]}, got ${quote(t)}`,
    );
  }
  const cols = obj.cols as unknown[];
  if (obj.n !== undefined && obj.n !== cols.length) {
    throw new PlacerError(
      'placement-size',
      `JSON placement says n=${shown(JSON.stringify(obj.n))} but has ${plural(cols.length, 'entry', 'entries')} in cols`,
    );
  }
  return cols.map((c, i) => {
    if (c === null) return { row: i + 1, col: null, token: 'null' };
    if (typeof c !== 'number' || !Number.isInteger(c) || c < 1) {
      throw new PlacerError(
        'placement-syntax',
        `bad JSON cols entry ${shown(JSON.stringify(c))} at position ${i + 1}: expected a column number 1…N or null`,
      );
    }
    return { row: i + 1, col: c, token: String(c) };
  });
}

function assemble(
  entries: Entry[],
  format: PlacementFormat,
  opts: ParsePlacementOptions,
): Placement {
  const listed = format === 'perm' || format === 'json'; // one entry per row, in order
  let n = opts.n;
  if (n === undefined) {
    if (!listed && opts.partial) {
      throw new PlacerError('placement-size', `a partial placement in ${format} format needs N`);
    }
    n = entries.length;
    if (n === 0) throw new PlacerError('placement-empty', 'placement is empty');
  }
  if (listed && entries.length !== n) {
    throw new PlacerError(
      'placement-size',
      `placement has ${plural(entries.length, 'row')} but N is ${n}: give exactly ${plural(n, 'entry', 'entries')}`,
    );
  }
  if (format === 'algebraic' && n > 26) {
    throw new PlacerError('format-range', `algebraic format needs N ≤ 26, got ${n}`);
  }
  const cols = new Int32Array(n).fill(-1);
  for (const e of entries) {
    if (e.row < 1 || e.row > n) {
      throw new PlacerError(
        'placement-range',
        `row ${e.row} in ${quote(e.token)} is off the board: rows are 1…${n}`,
      );
    }
    if (e.col === null) continue;
    if (e.col > n) {
      throw new PlacerError(
        'placement-range',
        `column ${e.col} in ${quote(e.token)} is off the board: columns are 1…${n}`,
      );
    }
    if (cols[e.row - 1] >= 0) {
      throw new PlacerError(
        'placement-duplicate-row',
        `row ${e.row} has two queens (${quote(e.token)})`,
      );
    }
    cols[e.row - 1] = e.col - 1;
  }
  if (!opts.partial) {
    const empty = cols.indexOf(-1);
    if (empty >= 0) {
      throw new PlacerError(
        'placement-incomplete',
        `row ${empty + 1} has no queen: a placement needs one queen in ${n === 1 ? 'its one row' : `each of the ${n} rows`}`,
      );
    }
  }
  return { n, cols };
}
