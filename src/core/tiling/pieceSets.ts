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
  flatSolid,
  isFlatSolid,
  makeSolid,
  oneSidedPolycubes,
  parseCubes,
  solidKey,
  canonicalSolid,
  footprintCells,
  type Solid,
} from './polycube.js';
import {
  freePolyominoes,
  makeShape,
  isAchiral,
  shapeFromRows,
  transformShape,
  type Shape,
} from './polyomino.js';

/**
 * A piece: its name, the letter drawn in its cells, its shape, and whether it may be turned over.
 * A polycube also has its `solid`; its `shape` is then its footprint (the cells seen from above,
 * for plane drawings such as the piece picker), and it turns by rotations only (`oneSided`).
 */
export interface PieceDef {
  readonly name: string;
  /** One character drawn in each of the piece's cells. */
  readonly letter: string;
  readonly shape: Shape;
  readonly oneSided: boolean;
  /** The cubes of a 3-D piece; absent for a plane piece. */
  readonly solid?: Solid;
}

/** Cells (or cubes) in one copy of a piece. */
export function pieceSize(piece: PieceDef): number {
  return piece.solid !== undefined ? piece.solid.cells.length : piece.shape.cells.length;
}

/** The piece as a solid: its own, or a plane piece as a flat one. */
export function pieceSolid(piece: PieceDef): Solid {
  return piece.solid ?? flatSolid(piece.shape);
}

/** The built-in piece sets. */
export const PIECE_SET_NAMES = [
  'pentominoes',
  'one-sided-pentominoes',
  'tetrominoes',
  'one-sided-tetrominoes',
  'trominoes',
  'hexominoes',
  'tetracubes',
  'soma',
  'bedlam',
  'diabolical',
  'solid-pentominoes',
  'pentacubes',
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

/**
 * Soma's seven pieces in the notation of ../shared/reference/polycubes.tsv (digit triples x y z),
 * with Conway's letters; A and B are the chiral pair.
 */
const SOMA_CUBES: Record<string, string> = {
  V: '000.010.100',
  L: '000.010.100.200',
  T: '000.010.020.110',
  Z: '010.020.100.110',
  A: '000.010.100.101',
  B: '001.011.100.101',
  P: '000.001.010.100',
};

/**
 * The Diabolical cube's six flat pieces, of 2 to 7 cubes (Hoffmann, Puzzles Old and New, 1893;
 * the shapes as in D. Goodger's Polyform Puzzler, whose docs give 13 solutions, as Coffin does):
 * named I V O U after the polyominoes they are, H (hexomino) and S (septomino).
 */
const DIABOLICAL_CUBES: Record<string, string> = {
  I: '000.010',
  V: '000.010.100',
  O: '000.010.100.110',
  U: '000.010.100.200.210',
  H: '000.010.020.100.110.200',
  S: '000.010.020.100.110.120.200',
};

/** The Bedlam cube's thirteen pieces (twelve pentacubes and a tetracube), as in the reference. */
const BEDLAM_CUBES: Record<string, string> = {
  F: '010.100.110.210.220',
  X: '010.100.110.120.210',
  W: '000.100.110.210.220',
  M: '010.100.110.111.210',
  B: '010.100.101.110.210',
  H: '010.011.100.110.210',
  L: '010.011.110.200.210',
  S: '000.001.010.110.210',
  C: '000.010.011.110.210',
  E: '010.011.100.110.200',
  I: '010.100.110.111.200',
  T: '011.100.110.111.200',
  Z: '000.010.011.100',
};

/**
 * The eight tetracubes up to rotation: the five flat ones with their tetromino letters, the
 * chiral pair of screws (A, B) and the tripod (C).
 */
const TETRACUBE_CUBES: Record<string, string> = {
  I: '000.100.200.300',
  L: '000.100.200.010',
  O: '000.100.010.110',
  S: '000.100.110.210',
  T: '000.100.200.110',
  A: '000.100.110.111',
  B: '000.100.010.011',
  C: '000.100.010.001',
};

function solidPiece(name: string, solid: Solid): PieceDef {
  return {
    name,
    letter: name,
    shape: makeShape(footprintCells(solid)),
    oneSided: true,
    solid,
  };
}

function fromCubes(table: Record<string, string>): PieceDef[] {
  return Object.entries(table).map(([name, text]) =>
    solidPiece(name, makeSolid(parseCubes(text) ?? [])),
  );
}

/**
 * The 29 pentacubes up to rotation: the 12 flat ones under their pentomino letters, then the 17
 * others (5 achiral, 6 chiral pairs) generated and lettered a…q in the order of their canonical
 * keys.
 */
function pentacubes(): PieceDef[] {
  const flatByKey = new Map<string, string>();
  for (const [name, rows] of Object.entries(PENTOMINO_ROWS)) {
    flatByKey.set(solidKey(canonicalSolid(flatSolid(shapeFromRows(rows)))), name);
  }
  const flat: PieceDef[] = [];
  const others: PieceDef[] = [];
  for (const s of oneSidedPolycubes(5)) {
    const name = isFlatSolid(s) ? flatByKey.get(solidKey(s)) : undefined;
    if (name !== undefined) flat.push(solidPiece(name, s));
    else others.push(solidPiece('abcdefghijklmnopq'[others.length], s));
  }
  flat.sort((a, b) => (a.name < b.name ? -1 : 1));
  return [...flat, ...others];
}

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
    case 'tetracubes':
      return fromCubes(TETRACUBE_CUBES);
    case 'soma':
      return fromCubes(SOMA_CUBES);
    case 'bedlam':
      return fromCubes(BEDLAM_CUBES);
    case 'diabolical':
      return fromCubes(DIABOLICAL_CUBES);
    case 'solid-pentominoes':
      return Object.entries(PENTOMINO_ROWS).map(([name, rows]) =>
        solidPiece(name, flatSolid(shapeFromRows(rows))),
      );
    case 'pentacubes':
      return pentacubes();
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

/**
 * How many copies of a piece a tiling uses: at most `count` (Infinity: no limit) and at least
 * `min`. Without `min` the count is exact: `count` copies, or any number (none included) when
 * `count` is Infinity. A range is MIN..MAX as piece files and --piece write it.
 */
export interface Copies {
  readonly count: number;
  readonly min?: number;
}

/** A piece with the number of copies to use (see Copies). */
export interface PieceCount extends Copies {
  readonly piece: PieceDef;
}

/** The fewest copies a tiling uses. */
export function fewestCopies(c: Copies): number {
  return c.min ?? (c.count === Infinity ? 0 : c.count);
}

/** Whether exactly `count` copies must be used (a whole number, not a range or any number). */
export function isExactCount(c: Copies): boolean {
  return c.count !== Infinity && fewestCopies(c) === c.count;
}

/** Whether exactly one copy is used: the pieces a symmetry plan may fix in advance. */
export function isSingle(c: Copies): boolean {
  return c.count === 1 && fewestCopies(c) === 1;
}

/** Copies as piece files and --piece write them: 3, * (any number), 1..3, 2..* (at least 2). */
export function copiesText(c: Copies): string {
  const max = c.count === Infinity ? '*' : String(c.count);
  return isExactCount(c) || (c.count === Infinity && fewestCopies(c) === 0)
    ? max
    : `${fewestCopies(c)}..${max}`;
}

/** Whether a tiling that uses `used` copies keeps to the count. */
export function copiesMet(c: Copies, used: number): boolean {
  return used >= fewestCopies(c) && used <= c.count;
}

/** The same number of copies (two kinds a mirror image may swap must agree). */
export function sameCopies(a: Copies, b: Copies): boolean {
  return a.count === b.count && fewestCopies(a) === fewestCopies(b);
}

const WHOLE = /^[0-9]+$/;

/** A bound of a range: decimal digits, or * / inf (no limit) where `open` allows it. */
function bound(t: string, open: boolean): number | null {
  if (open && (t === '*' || t.toLowerCase() === 'inf')) return Infinity;
  if (!WHOLE.test(t)) return null;
  const v = Number(t);
  return Number.isSafeInteger(v) ? v : null;
}

/**
 * Parses a count: a whole number ≥ 1 in decimal digits, '*' / 'inf' for any number (including
 * none), or a range MIN..MAX (0 ≤ MIN ≤ MAX, MAX ≥ 1 or * for no limit). `what` names the value
 * in messages.
 */
export function parseCount(text: string, what: string): Copies {
  const t = text.trim();
  const dots = t.indexOf('..');
  if (dots < 0) {
    const v = bound(t, true);
    if (v !== null && v >= 1) return { count: v };
  } else {
    const lo = bound(t.slice(0, dots), false);
    const hi = bound(t.slice(dots + 2), true);
    if (lo !== null && hi !== null && hi >= 1 && lo <= hi) {
      if (lo === hi) return { count: hi };
      return hi === Infinity && lo === 0 ? { count: Infinity } : { count: hi, min: lo };
    }
  }
  throw new PlacerError(
    'bad-count',
    `${what}: count must be a whole number ≥ 1, * (any number) or a range MIN..MAX (0 ≤ MIN ≤ MAX, MAX ≥ 1 or *), got ${quoted(text)}`,
  );
}

/**
 * Applies NAME=COUNT selections to a piece list: with no selection every piece is used once;
 * otherwise only the named pieces, with their counts. Several selections may share one string,
 * separated by commas ("Y=*,L=2"); a bare NAME means NAME=1.
 */
export function selectPieces(
  pieces: readonly PieceDef[],
  defaults: ReadonlyMap<string, Copies>,
  selections: readonly string[],
): PieceCount[] {
  if (selections.length === 0) {
    return pieces.map((piece) => ({ piece, ...(defaults.get(piece.name) ?? { count: 1 }) }));
  }
  const byName = new Map(pieces.map((p) => [p.name, p]));
  const chosen = new Map<string, Copies>();
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
      chosen.set(
        name,
        eq < 0 ? { count: 1 } : parseCount(spec.slice(eq + 1), `--piece ${shown(spec)}`),
      );
    }
  }
  if (chosen.size === 0) throw new PlacerError('no-pieces', '--piece names no piece');
  return pieces
    .filter((p) => chosen.has(p.name))
    .map((piece) => ({ piece, ...(chosen.get(piece.name) as Copies) }));
}
