/**
 * Knuth's plain DLX text format (the input of his dlx1 program), so instances from elsewhere load
 * unchanged:
 *
 *   | a comment: any line whose first non-blank character is '|'
 *   A B C | x y        ← the items: primary ones, then '|', then secondary ones
 *   A x                ← one option per line: the names of its items
 *   B C y
 *
 * Names are runs of printable characters other than '|' and ':' (no control or invisible
 * ones). The rest of an option line after a token starting with '|' is a comment. Colours
 * (`x:red`, dlx2) and multiplicities (`2:3|A`, dlx3) are refused with a message naming the
 * line and column. Blank lines are ignored. print(parse(text)) gives the same instance (comments and spacing dropped).
 */
import { PlacerError } from '../errors.js';
import { firstUnsafe, quoted, withoutBom } from '../text.js';
import { makeExactCover, optionAt, optionCount, type ExactCoverProblem } from './problem.js';

/** An instance read from DLX text, with the source line of each option. */
export interface ParsedDlx {
  readonly problem: ExactCoverProblem;
  /** 1-based source line of each option (for messages and output). */
  readonly optionLines: Int32Array;
}

interface Token {
  readonly text: string;
  /** 1-based column of the token's first character. */
  readonly col: number;
}

function tokens(line: string): Token[] {
  const out: Token[] = [];
  const re = /\S+/g;
  for (let m = re.exec(line); m !== null; m = re.exec(line))
    out.push({ text: m[0], col: m.index + 1 });
  return out;
}

function fail(code: string, where: string, line: number, col: number, what: string): never {
  throw new PlacerError(code, `${where}:${line}:${col}: ${what}`);
}

function checkName(t: Token, where: string, line: number): void {
  const colon = t.text.indexOf(':');
  if (colon >= 0) {
    fail(
      'dlx-syntax',
      where,
      line,
      t.col + colon,
      `${quoted(t.text)}: colours and multiplicities (':') are not part of the plain DLX format`,
    );
  }
  const bar = t.text.indexOf('|');
  if (bar >= 0) {
    fail(
      'dlx-syntax',
      where,
      line,
      t.col + bar,
      `${quoted(t.text)}: '|' cannot be part of an item name`,
    );
  }
  // Control and invisible characters (and U+FFFD, invalid UTF-8) would make names that print
  // alike but differ, or that break the terminal.
  const bad = firstUnsafe(t.text);
  if (bad >= 0) {
    fail(
      'dlx-syntax',
      where,
      line,
      t.col + bad,
      `control or invisible character in item name ${quoted(t.text)}`,
    );
  }
}

/** Parses DLX text; `where` names the source in messages (a file name). */
export function parseDlx(text: string, where = 'input'): ParsedDlx {
  const lines = withoutBom(text).split(/\r?\n/);
  let itemLine = -1;
  const primary: string[] = [];
  const secondary: string[] = [];
  const ids = new Map<string, number>();
  const options: number[][] = [];
  const optionLines: number[] = [];
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
        checkName(t, where, lineNo);
        if (ids.has(t.text))
          fail('dlx-duplicate', where, lineNo, t.col, `item ${quoted(t.text)} listed twice`);
        (inSecondary ? secondary : primary).push(t.text);
        ids.set(t.text, -1);
      }
      if (primary.length === 0) {
        fail('dlx-empty', where, lineNo, 1, 'the item line names no primary item');
      }
      primary.forEach((n, i) => ids.set(n, i));
      secondary.forEach((n, i) => ids.set(n, primary.length + i));
      continue;
    }
    const opt: number[] = [];
    const seen = new Set<number>();
    for (const t of toks) {
      if (t.text.startsWith('|')) break; // the rest of the line is a comment
      checkName(t, where, lineNo);
      const id = ids.get(t.text);
      if (id === undefined)
        fail('dlx-unknown-item', where, lineNo, t.col, `unknown item ${quoted(t.text)}`);
      if (seen.has(id))
        fail('dlx-duplicate', where, lineNo, t.col, `item ${quoted(t.text)} twice in one option`);
      seen.add(id);
      opt.push(id);
    }
    // (An option with secondary items only is kept: Algorithm X never takes it, as in dlx1.)
    if (opt.length === 0) continue;
    options.push(opt);
    optionLines.push(lineNo);
  }
  if (itemLine < 0) {
    const what = text.trim() === '' ? 'the input is empty' : 'only comments and blank lines';
    throw new PlacerError(
      'dlx-empty',
      `${where}: no item line (${what}): the first line that is not a comment names the items`,
    );
  }
  return {
    problem: makeExactCover(primary, secondary, options),
    optionLines: Int32Array.from(optionLines),
  };
}

/** The text of option k: its item names separated by spaces. */
export function formatOption(p: ExactCoverProblem, k: number): string {
  return Array.from(optionAt(p, k), (i) => p.items[i]).join(' ');
}

/** Writes an instance in DLX format (with an optional comment block first). */
export function printDlx(p: ExactCoverProblem, comment?: string): string {
  if (p.multiplicity) {
    throw new RangeError('the plain DLX format has no multiplicities');
  }
  const out: string[] = [];
  if (comment) for (const c of comment.split('\n')) out.push(`| ${c}`);
  const prim = p.items.slice(0, p.primary).join(' ');
  const sec = p.items.slice(p.primary).join(' ');
  out.push(sec.length > 0 ? `${prim} | ${sec}` : prim);
  for (let k = 0; k < optionCount(p); k++) out.push(formatOption(p, k));
  return out.join('\n') + '\n';
}
