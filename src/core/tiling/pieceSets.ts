/**
 * Named piece sets. A piece has a name (what --piece NAME=COUNT refers to), a one-character
 * letter (what the text drawing shows in its cells), a shape, and whether it is one-sided (only
 * rotated, never turned over). Free sets list each free class once; one-sided sets list a chiral
 * shape and its mirror image as two pieces (the mirror gets the lower-case letter).
 *
 * Pentominoes use Golomb's letters F I L N P T U V W X Y Z. Hexominoes have no standard letters:
 * they are generated (polyomino.ts), named H01…H35 in the order of their canonical keys, and
 * drawn with the letters A…Z, a…i.
 */
import { PlacerError } from '../errors.js';
import { quoted, shown } from '../text.js';
import {
  freePolyominoes,
  isAchiral,
  shapeFromRows,
  transformShape,
  type Shape,
} from './polyomino.js';

/** A piece: its name, the letter drawn in its cells, its shape, and whether it may be turned over. */
export interface PieceDef {
  readonly name: string;
  /** One character drawn in each of the piece's cells. */
  readonly letter: string;
  readonly shape: Shape;
  readonly oneSided: boolean;
}

/** The built-in piece sets. */
export const PIECE_SET_NAMES = [
  'pentominoes',
  'one-sided-pentominoes',
  'tetrominoes',
  'one-sided-tetrominoes',
  'trominoes',
  'hexominoes',
] as const;
/** One of PIECE_SET_NAMES. */
export type PieceSetName = (typeof PIECE_SET_NAMES)[number];

const PENTOMINO_ROWS: Record<string, string[]> = {
  F: ['.##', '##.', '.#.'],
  I: ['#####'],
  L: ['####', '#...'],
  N: ['##..', '.###'],
  P: ['##', '##', '#.'],
  T: ['###', '.#.', '.#.'],
  U: ['#.#', '###'],
  V: ['#..', '#..', '###'],
  W: ['#..', '##.', '.##'],
  X: ['.#.', '###', '.#.'],
  Y: ['.#..', '####'],
  Z: ['##.', '.#.', '.##'],
};

const TETROMINO_ROWS: Record<string, string[]> = {
  I: ['####'],
  O: ['##', '##'],
  T: ['###', '.#.'],
  S: ['.##', '##.'],
  L: ['###', '#..'],
};

const TROMINO_ROWS: Record<string, string[]> = {
  I: ['###'],
  L: ['##', '#.'],
};

function fromRows(table: Record<string, string[]>, oneSided: boolean): PieceDef[] {
  return Object.entries(table).map(([name, rows]) => ({
    name,
    letter: name,
    shape: shapeFromRows(rows),
    oneSided,
  }));
}

/** A free set made one-sided: each chiral piece followed by its mirror image (lower case). */
function withMirrors(free: readonly PieceDef[]): PieceDef[] {
  const out: PieceDef[] = [];
  for (const p of free) {
    out.push({ ...p, oneSided: true });
    if (!isAchiral(p.shape)) {
      const low = p.letter.toLowerCase();
      out.push({ name: low, letter: low, shape: transformShape(p.shape, 4), oneSided: true });
    }
  }
  return out;
}

const HEX_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghi';

/** The pieces of a built-in set (one-sided sets: each chiral piece and its mirror image, lower-case). */
export function pieceSet(name: PieceSetName): PieceDef[] {
  switch (name) {
    case 'pentominoes':
      return fromRows(PENTOMINO_ROWS, false);
    case 'one-sided-pentominoes':
      return withMirrors(fromRows(PENTOMINO_ROWS, false));
    case 'tetrominoes':
      return fromRows(TETROMINO_ROWS, false);
    case 'one-sided-tetrominoes':
      return withMirrors(fromRows(TETROMINO_ROWS, false));
    case 'trominoes':
      return fromRows(TROMINO_ROWS, false);
    case 'hexominoes':
      return freePolyominoes(6).map((shape, i) => ({
        name: `H${String(i + 1).padStart(2, '0')}`,
        letter: HEX_LETTERS[i],
        shape,
        oneSided: false,
      }));
  }
  // Callers from JavaScript can pass any string: a name outside the list is an error, not undefined.
  throw new PlacerError(
    'unknown-piece-set',
    `unknown piece set ${quoted(String(name))} (sets: ${PIECE_SET_NAMES.join(', ')})`,
  );
}

/** Whether `s` names a built-in piece set. */
export function isPieceSetName(s: string): s is PieceSetName {
  return (PIECE_SET_NAMES as readonly string[]).includes(s);
}

/** A piece with the number of copies to use: a whole number ≥ 1, or Infinity (any number). */
export interface PieceCount {
  readonly piece: PieceDef;
  readonly count: number;
}

/**
 * Parses a count: a whole number ≥ 1 in decimal digits, or '*' / 'inf' for any number
 * (including none). `what` names the value in messages.
 */
export function parseCount(text: string, what: string): number {
  const t = text.trim();
  if (t === '*' || t.toLowerCase() === 'inf') return Infinity;
  if (/^[0-9]+$/.test(t)) {
    const v = Number(t);
    if (Number.isSafeInteger(v) && v >= 1) return v;
  }
  throw new PlacerError(
    'bad-count',
    `${what}: count must be a whole number ≥ 1, or * (any number), got ${quoted(text)}`,
  );
}

/**
 * Applies NAME=COUNT selections to a piece list: with no selection every piece is used once;
 * otherwise only the named pieces, with their counts. Several selections may share one string,
 * separated by commas ("Y=*,L=2"); a bare NAME means NAME=1.
 */
export function selectPieces(
  pieces: readonly PieceDef[],
  defaults: ReadonlyMap<string, number>,
  selections: readonly string[],
): PieceCount[] {
  if (selections.length === 0) {
    return pieces.map((piece) => ({ piece, count: defaults.get(piece.name) ?? 1 }));
  }
  const byName = new Map(pieces.map((p) => [p.name, p]));
  const chosen = new Map<string, number>();
  for (const sel of selections) {
    for (const part of sel.split(',')) {
      const spec = part.trim();
      if (spec === '') continue;
      const eq = spec.indexOf('=');
      const name = (eq < 0 ? spec : spec.slice(0, eq)).trim();
      if (!byName.has(name)) {
        const near = pieces.find((p) => p.name.toLowerCase() === name.toLowerCase());
        const hint = near
          ? ` (names are case-sensitive: did you mean ${quoted(near.name)}?)`
          : ` (pieces: ${shown(pieces.map((p) => p.name).join(' '), 120)})`;
        throw new PlacerError(
          'unknown-piece',
          `--piece ${shown(spec)}: unknown piece ${quoted(name)}${hint}`,
        );
      }
      if (chosen.has(name)) {
        throw new PlacerError(
          'duplicate-piece',
          `--piece ${shown(spec)}: piece ${quoted(name)} given twice`,
        );
      }
      chosen.set(name, eq < 0 ? 1 : parseCount(spec.slice(eq + 1), `--piece ${shown(spec)}`));
    }
  }
  if (chosen.size === 0) throw new PlacerError('no-pieces', '--piece names no piece');
  return pieces
    .filter((p) => chosen.has(p.name))
    .map((piece) => ({ piece, count: chosen.get(piece.name) as number }));
}
