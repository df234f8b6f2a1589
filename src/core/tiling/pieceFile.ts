/**
 * Piece files: pieces drawn as text, one block per piece, blocks separated by blank lines.
 *
 *   ; a comment (a line whose first non-blank character is ';')
 *   Y *                 ← header: NAME [COUNT] [one-sided]
 *   ####                ← picture: '.' and space are empty, any other character is a cell
 *   .#..
 *
 *   L 2 one-sided
 *   ###
 *   #..
 *
 *   V                   ← a polycube: one line of its cubes, x,y,z triples
 *   0,0,0 1,0,0 0,1,0 0,0,1      (or the digit-triple form 000.100.010.001)
 *
 * COUNT is a whole number ≥ 1, '*' / 'inf' (any number) or a range MIN..MAX (0 ≤ MIN ≤ MAX; MAX
 * may be * for "at least MIN"); it defaults to 1. A piece is free
 * (turned over as well as rotated) unless marked one-sided. Each piece must be one
 * edge-connected shape; names are unique and made of letters, digits and _ ' + - (so they can
 * stand as item names in the DLX format). A polycube must be face-connected and turns by the 24
 * rotations only (a mirror image is another piece), so 'one-sided' is for plane pieces. Its
 * drawing letter is the first character of its
 * name when that is a free letter or digit, else the next free one of A…Z a…z 0…9.
 */
import { PlacerError } from '../errors.js';
import { firstUnsafe, quoted, withoutBom } from '../text.js';
import { isConnected, makeShape, shapeRows, type CellRC } from './polyomino.js';
import { copiesText, parseCount, type Copies, type PieceDef } from './pieceSets.js';
import { footprintCells, isFaceConnected, makeSolid, parseCubes, type Solid } from './polycube.js';

/** The pieces of a piece file, with the counts its headers give. */
export interface PieceFile {
  readonly pieces: PieceDef[];
  /** Counts given in the headers, by name. */
  readonly counts: Map<string, Copies>;
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A word that is a cube or cubes (`0,0,1`, `000.010`): never a count or a name. */
const CUBE_WORD = /^(-?[0-9]+,-?[0-9]+,-?[0-9]+|[0-9]{3}(\.[0-9]{3})+)$/;

/** A line of digits with commas or dots between them (and signs, spaces): cubes, not a drawing. */
function looksLikeCubes(text: string): boolean {
  return /^[\s0-9.,+-]+$/.test(text) && /[0-9]/.test(text) && /[0-9][.,]/.test(text);
}

/** The first word of a cube line that is not a cube, and its column (1-based). */
function badCube(text: string): { text: string; col: number } {
  const digits = /^\s*[0-9]{3}(\.|$)/.test(text) && !text.includes(',');
  const re = digits ? /[^.\s]+/g : /\S+/g;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const ok = digits ? /^[0-9]{3}$/.test(m[0]) : /^[0-9]+,[0-9]+,[0-9]+$/.test(m[0]);
    if (!ok) return { text: m[0], col: m.index + 1 };
  }
  // Every word is a cube but they mix the two forms.
  return { text: text.trim(), col: 1 };
}

interface Block {
  header: string;
  headerLine: number;
  rows: { text: string; line: number }[];
}

function fail(
  where: string,
  line: number,
  col: number,
  what: string,
  code = 'piece-syntax',
): never {
  throw new PlacerError(code, `${where}:${line}:${col}: ${what}`);
}

/** Parses a piece file; `where` names it in messages (PlacerError with the 1-based line). */
export function parsePieceFile(text: string, where = 'pieces'): PieceFile {
  const lines = withoutBom(text).replace(/\r/g, '').split('\n');
  const blocks: Block[] = [];
  let cur: Block | null = null;
  lines.forEach((raw, i) => {
    const line = i + 1;
    const t = raw.trim();
    if (t.startsWith(';')) return;
    if (t === '') {
      cur = null;
      return;
    }
    if (cur === null) {
      cur = { header: raw, headerLine: line, rows: [] };
      blocks.push(cur);
    } else {
      const tab = raw.indexOf('\t');
      if (tab >= 0) fail(where, line, tab + 1, 'a tab in a piece picture: use spaces or dots');
      // A control or invisible character would be a cell no one can see.
      const unsafe = firstUnsafe(raw);
      if (unsafe >= 0) {
        const ch = quoted(String.fromCodePoint(raw.codePointAt(unsafe) ?? 0));
        fail(
          where,
          line,
          unsafe + 1,
          `${ch} in a piece picture: draw cells with visible characters`,
        );
      }
      cur.rows.push({ text: raw, line });
    }
  });
  if (blocks.length === 0) throw new PlacerError('piece-empty', `${where}: no pieces in the file`);
  if (blocks.length > LETTERS.length) {
    throw new PlacerError('piece-count', `${where}: at most ${LETTERS.length} pieces per file`);
  }
  const counts = new Map<string, Copies>();
  const parsed: { name: string; oneSided: boolean; cells: CellRC[]; solid?: Solid }[] = [];
  for (const b of blocks) {
    const words: { text: string; col: number }[] = [];
    const re = /\S+/g;
    for (let m = re.exec(b.header); m !== null; m = re.exec(b.header)) {
      words.push({ text: m[0], col: m.index + 1 });
    }
    const name = words[0].text;
    if (!/^[A-Za-z0-9_'+-]+$/.test(name)) {
      fail(
        where,
        b.headerLine,
        words[0].col,
        `piece name ${quoted(name)}: use letters, digits and _ ' + - only`,
      );
    }
    if (counts.has(name))
      fail(where, b.headerLine, words[0].col, `piece ${quoted(name)} defined twice`);
    let count: Copies = { count: 1 };
    let oneSided = false;
    let sawCount = false;
    for (const w of words.slice(1)) {
      if (CUBE_WORD.test(w.text)) {
        fail(
          where,
          b.headerLine,
          w.col,
          `${quoted(w.text)} on the header line of piece ${quoted(name)}: its cubes go on the ` +
            'line under the header (NAME [COUNT] [one-sided], then the cubes)',
        );
      }
      if (w.text === 'one-sided' && !oneSided) oneSided = true;
      else if (!sawCount && /^([0-9*]|inf)/i.test(w.text)) {
        try {
          count = parseCount(w.text, `piece ${quoted(name)}`);
        } catch (e) {
          fail(where, b.headerLine, w.col, (e as Error).message, 'bad-count');
        }
        sawCount = true;
      } else {
        fail(
          where,
          b.headerLine,
          w.col,
          `unexpected ${quoted(w.text)} in the header of piece ${quoted(name)} (expected: NAME [COUNT] [one-sided])`,
        );
      }
    }
    if (b.rows.length === 0) {
      fail(where, b.headerLine, 1, `piece ${quoted(name)} has no picture under its header line`);
    }
    // One line of cube coordinates (with the ',' or '.' a picture of one row would not need) is a
    // polycube; anything else is a plane picture.
    const cubes =
      b.rows.length === 1 && /[.,]/.test(b.rows[0].text) ? parseCubes(b.rows[0].text) : null;
    // A line of digits, commas, dots and signs only is meant as cubes: say what is wrong with
    // them rather than read it as a drawing.
    if (cubes === null && b.rows.length === 1 && looksLikeCubes(b.rows[0].text)) {
      const row = b.rows[0];
      const bad = badCube(row.text);
      fail(
        where,
        row.line,
        bad.col,
        `piece ${quoted(name)}: ${quoted(bad.text)} is not a cube: write each cube as ` +
          'non-negative whole x,y,z (0,0,0 1,0,0 …) or as three digits (000.100.…)',
      );
    }
    if (cubes !== null) {
      const seen = new Map<string, number>();
      for (const [x, y, z] of cubes) {
        const key = `${x},${y},${z}`;
        seen.set(key, (seen.get(key) ?? 0) + 1);
      }
      const twice = [...seen].find(([, k]) => k > 1);
      if (twice !== undefined) {
        fail(
          where,
          b.rows[0].line,
          1,
          `piece ${quoted(name)}: the cube ${twice[0]} is given ${twice[1]} times; each cube once`,
          'piece-shape',
        );
      }
      if (oneSided) {
        fail(
          where,
          b.headerLine,
          1,
          `piece ${quoted(name)}: 'one-sided' is for plane pieces (a polycube turns by rotations only; give its mirror image as another piece)`,
        );
      }
      if (!isFaceConnected(cubes)) {
        fail(
          where,
          b.rows[0].line,
          1,
          `piece ${quoted(name)} is not one face-connected polycube`,
          'piece-shape',
        );
      }
      const solid = makeSolid(cubes);
      counts.set(name, count);
      parsed.push({ name, oneSided: true, cells: footprintCells(solid), solid });
      continue;
    }
    const cells: CellRC[] = [];
    b.rows.forEach((row, r) => {
      for (let c = 0; c < row.text.length; c++) {
        const ch = row.text[c];
        if (ch !== '.' && ch !== ' ') cells.push([r, c]);
      }
    });
    if (cells.length === 0) fail(where, b.rows[0].line, 1, `piece ${quoted(name)} has no cells`);
    if (!isConnected(cells)) {
      fail(
        where,
        b.rows[0].line,
        1,
        `piece ${quoted(name)} is not one connected shape`,
        'piece-shape',
      );
    }
    counts.set(name, count);
    parsed.push({ name, oneSided, cells });
  }
  const taken = new Set<string>();
  const letters = parsed.map((p) => {
    const first = p.name[0];
    if (/^[A-Za-z0-9]$/.test(first) && !taken.has(first)) {
      taken.add(first);
      return first;
    }
    return '';
  });
  const pieces = parsed.map((p, i) => {
    let letter = letters[i];
    if (letter === '') {
      letter = [...LETTERS].find((l) => !taken.has(l)) as string;
      taken.add(letter);
    }
    const piece: PieceDef = {
      name: p.name,
      letter,
      shape: makeShape(p.cells),
      oneSided: p.oneSided,
    };
    return p.solid === undefined ? piece : { ...piece, solid: p.solid };
  });
  return { pieces, counts };
}

/**
 * The pieces as a piece file that parsePieceFile reads back to the same names, shapes, counts
 * (those other than 1) and one-sided flags; each piece drawn in its own letter.
 */
export function printPieceFile(
  pieces: readonly PieceDef[],
  counts: ReadonlyMap<string, Copies> = new Map(),
): string {
  const blocks = pieces.map((p) => {
    const count = copiesText(counts.get(p.name) ?? { count: 1 });
    const header = [p.name];
    if (count !== '1') header.push(count);
    if (p.solid !== undefined) {
      return [header.join(' '), p.solid.cells.map((c) => c.join(',')).join(' ')].join('\n');
    }
    if (p.oneSided) header.push('one-sided');
    return [header.join(' '), ...shapeRows(p.shape, p.letter || '#')].join('\n');
  });
  return blocks.join('\n\n') + '\n';
}
