/**
 * Knuth's DLX text format, with both of his extensions, so instances for his dlx1, dlx2 and dlx3
 * programs load unchanged:
 *
 *   | a comment: any line whose first non-blank character is '|'
 *   A 2:3|B 2|C | x y  ← the items: primary ones (DLX3: `u:v|name` covered u…v times, `v|name`
 *                        exactly v times), then '|', then secondary ones
 *   A B x:red          ← one option per line: its items; a secondary one may get a colour
 *   B C y               (DLX2: options that give x the same colour may share it)
 *
 * Names are runs of printable characters other than '|' and ':' (no control or invisible ones),
 * of any length (Knuth's programs allow 8); colours likewise, of any length (his are one
 * character). The rest of an option line after a token starting with '|' is a comment. An option
 * without a primary item is dropped with a warning, as Knuth's programs do. Blank lines are
 * ignored. print(parse(text)) gives the same instance (comments and spacing dropped).
 */
import { PlacerError } from '../errors.js';
import { firstUnsafe, quoted, withoutBom } from '../text.js';
import {
  buildExactCover,
  lowerBound,
  optionCount,
  upperBound,
  type ExactCoverProblem,
  type OptionSpec,
} from './problem.js';

/** An instance read from DLX text, with the source line of each option. */
export interface ParsedDlx {
  readonly problem: ExactCoverProblem;
  /** 1-based source line of each option (for messages and output). */
  readonly optionLines: Int32Array;
  /** What was read but not used (options without a primary item), one line each. */
  readonly warnings: readonly string[];
}

interface Token {
  readonly text: string;
  /** 1-based column of the token's first character. */
  readonly col: number;
}

/** The largest bound a DLX3 item may have (the engines' counters are 32-bit). */
const MAX_BOUND = 1_000_000_000;

function tokens(line: string): Token[] {
  const out: Token[] = [];
  const re = /\S+/g;
  for (let m = re.exec(line); m !== null; m = re.exec(line))
    out.push({ text: m[0], col: m.index + 1 });
  return out;
}

/**
 * Where in the text: `file:line:col` as compilers print it, or, for text with no file name
 * (`where` '': pasted on the page), "line 2, column 4".
 */
function place(where: string, line: number, col?: number): string {
  if (where === '') return col === undefined ? `line ${line}` : `line ${line}, column ${col}`;
  return col === undefined ? `${where}:${line}` : `${where}:${line}:${col}`;
}

function fail(code: string, where: string, line: number, col: number, what: string): never {
  throw new PlacerError(code, `${place(where, line, col)}: ${what}`);
}

/** Checks a name or colour (`text`, at column `col`, part of token `tok`). */
function checkName(
  text: string,
  col: number,
  tok: string,
  what: string,
  where: string,
  line: number,
): void {
  if (text === '') fail('dlx-syntax', where, line, col, `${quoted(tok)}: the ${what} is empty`);
  const bar = text.indexOf('|');
  if (bar >= 0) {
    fail('dlx-syntax', where, line, col + bar, `${quoted(tok)}: '|' cannot be part of a ${what}`);
  }
  // Control and invisible characters (and U+FFFD, invalid UTF-8) would make names that print
  // alike but differ, or that break the terminal.
  const bad = firstUnsafe(text);
  if (bad >= 0) {
    fail(
      'dlx-syntax',
      where,
      line,
      col + bad,
      `control or invisible character in ${what} ${quoted(text)}`,
    );
  }
}

/** A primary item of the item line, with its bounds (DLX3's `u:v|name`, `v|name`). */
interface ItemEntry {
  readonly name: string;
  readonly lower: number;
  readonly upper: number;
}

const BOUND_RE = /^(?:([0-9]+):)?([0-9]+)\|/;

/** Reads one token of the item line (a bound is only allowed on a primary item). */
function itemEntry(t: Token, secondary: boolean, where: string, line: number): ItemEntry {
  const m = BOUND_RE.exec(t.text);
  if (m === null) {
    const colon = t.text.indexOf(':');
    if (colon >= 0) {
      // A colon before a bar is a bound written wrong ("x:2|a"); else a colour, which belongs to
      // an option: most likely the items line is not the line meant (one starting with '|' is a
      // comment, so the line after it was read as the items line).
      const what =
        /^[0-9]/.test(t.text) || t.text.indexOf('|') > colon
          ? 'a bound is written u:v|name or v|name, with whole numbers u ≤ v'
          : "':' cannot be part of an item name (colours go in options; the items line is the first line not starting with '|')";
      fail('dlx-syntax', where, line, t.col + colon, `${quoted(t.text)}: ${what}`);
    }
    checkName(t.text, t.col, t.text, 'item name', where, line);
    return { name: t.text, lower: 1, upper: 1 };
  }
  if (secondary) {
    fail(
      'dlx-bound',
      where,
      line,
      t.col,
      `${quoted(t.text)}: a bound on secondary item ${quoted(t.text.slice(m[0].length))} (only primary items take bounds)`,
    );
  }
  const name = t.text.slice(m[0].length);
  const upper = Number(m[2]);
  const lower = m[1] === undefined ? upper : Number(m[1]);
  if (upper > MAX_BOUND || lower > MAX_BOUND) {
    fail('dlx-bound', where, line, t.col, `${quoted(t.text)}: bounds go up to ${MAX_BOUND}`);
  }
  if (upper === 0) {
    fail(
      'dlx-bound',
      where,
      line,
      t.col,
      `${quoted(t.text)}: upper bound 0 (an item must allow at least one option)`,
    );
  }
  if (lower > upper) {
    fail(
      'dlx-bound',
      where,
      line,
      t.col,
      `${quoted(t.text)}: lower bound ${lower} above upper bound ${upper}`,
    );
  }
  const nameCol = t.col + m[0].length;
  if (name.includes(':')) {
    fail(
      'dlx-syntax',
      where,
      line,
      nameCol + name.indexOf(':'),
      `${quoted(t.text)}: ':' cannot be part of an item name`,
    );
  }
  checkName(name, nameCol, t.text, 'item name', where, line);
  return { name, lower, upper };
}

/**
 * Parses DLX text; `where` names the source in messages: a file name ("q.dlx:2:4: …"), or '' for
 * text with none ("line 2, column 4: …").
 */
export function parseDlx(text: string, where = 'input'): ParsedDlx {
  const lines = withoutBom(text).split(/\r?\n/);
  let itemLine = -1;
  const primary: ItemEntry[] = [];
  const secondary: string[] = [];
  const ids = new Map<string, number>();
  const colourIds = new Map<string, number>();
  const options: OptionSpec[] = [];
  const optionLines: number[] = [];
  const warnings: string[] = [];
  let np = 0;
  for (let li = 0; li < lines.length; li++) {
    const raw = lines[li];
    const trimmed = raw.trim();
    if (trimmed === '' || trimmed.startsWith('|')) continue;
    const lineNo = li + 1;
    const toks = tokens(raw);
    if (itemLine < 0) {
      itemLine = lineNo;
      let inSecondary = false;
      for (const t of toks) {
        if (t.text === '|') {
          if (inSecondary)
            fail('dlx-syntax', where, lineNo, t.col, "a second '|' in the item line");
          inSecondary = true;
          continue;
        }
        const e = itemEntry(t, inSecondary, where, lineNo);
        if (ids.has(e.name)) {
          fail('dlx-duplicate', where, lineNo, t.col, `item ${quoted(e.name)} listed twice`);
        }
        if (inSecondary) secondary.push(e.name);
        else primary.push(e);
        ids.set(e.name, -1);
      }
      if (primary.length === 0) {
        fail('dlx-empty', where, lineNo, 1, 'the item line names no primary item');
      }
      np = primary.length;
      primary.forEach((e, i) => ids.set(e.name, i));
      secondary.forEach((n, i) => ids.set(n, np + i));
      continue;
    }
    const items: number[] = [];
    const colours: number[] = [];
    for (const t of toks) {
      if (t.text.startsWith('|')) break; // the rest of the line is a comment
      const colon = t.text.indexOf(':');
      const name = colon < 0 ? t.text : t.text.slice(0, colon);
      checkName(name, t.col, t.text, 'item name', where, lineNo);
      const id = ids.get(name);
      if (id === undefined)
        fail('dlx-unknown-item', where, lineNo, t.col, `unknown item ${quoted(name)}`);
      if (items.includes(id))
        fail('dlx-duplicate', where, lineNo, t.col, `item ${quoted(name)} twice in one option`);
      let colour = 0;
      if (colon >= 0) {
        const c = t.text.slice(colon + 1);
        const col = t.col + colon + 1;
        if (id < np) {
          fail(
            'dlx-colour',
            where,
            lineNo,
            t.col + colon,
            `${quoted(t.text)}: a colour on primary item ${quoted(name)} (only secondary items take colours)`,
          );
        }
        const second = c.indexOf(':');
        if (second >= 0) {
          fail(
            'dlx-colour',
            where,
            lineNo,
            col + second,
            `${quoted(t.text)}: a colour given twice (one colour per item: name:colour)`,
          );
        }
        checkName(c, col, t.text, 'colour', where, lineNo);
        colour = colourIds.get(c) ?? 0;
        if (colour === 0) colourIds.set(c, (colour = colourIds.size + 1));
      }
      items.push(id);
      colours.push(colour);
    }
    if (items.length === 0) continue;
    if (!items.some((i) => i < np)) {
      warnings.push(
        `${place(where, lineNo)}: option ignored: it has no primary item (so no solution can take it)`,
      );
      continue;
    }
    options.push({ items, colours });
    optionLines.push(lineNo);
  }
  if (itemLine < 0) {
    const what = text.trim() === '' ? 'the input is empty' : 'only comments and blank lines';
    throw new PlacerError(
      'dlx-empty',
      `${where === '' ? '' : `${where}: `}no item line (${what}): the first line that is not a comment names the items`,
    );
  }
  return {
    problem: buildExactCover({
      primary: primary.map((e) => e.name),
      secondary,
      options,
      lower: primary.map((e) => e.lower),
      upper: primary.map((e) => e.upper),
      colourNames: [...colourIds.keys()],
    }),
    optionLines: Int32Array.from(optionLines),
    warnings,
  };
}

/** The text of option k: its item names (with their colours) separated by spaces. */
export function formatOption(p: ExactCoverProblem, k: number): string {
  const out: string[] = [];
  for (let s = p.optionStart[k]; s < p.optionStart[k + 1]; s++) {
    const c = p.colours === null ? 0 : p.colours[s];
    const name = p.items[p.optionItems[s]];
    out.push(c === 0 ? name : `${name}:${p.colourNames[c - 1]}`);
  }
  return out.join(' ');
}

/** A primary item as the item line writes it (with its DLX3 bounds when not 1). */
function itemText(p: ExactCoverProblem, i: number): string {
  const lo = lowerBound(p, i);
  const hi = upperBound(p, i);
  if (lo === 1 && hi === 1) return p.items[i];
  return lo === hi ? `${hi}|${p.items[i]}` : `${lo}:${hi}|${p.items[i]}`;
}

/** Writes an instance in DLX format (with an optional comment block first). */
export function printDlx(p: ExactCoverProblem, comment?: string): string {
  const out: string[] = [];
  if (comment) for (const c of comment.split('\n')) out.push(`| ${c}`);
  const prim = Array.from({ length: p.primary }, (_, i) => itemText(p, i)).join(' ');
  const sec = p.items.slice(p.primary).join(' ');
  out.push(sec.length > 0 ? `${prim} | ${sec}` : prim);
  for (let k = 0; k < optionCount(p); k++) out.push(formatOption(p, k));
  return out.join('\n') + '\n';
}
