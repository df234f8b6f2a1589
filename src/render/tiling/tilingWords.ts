/**
 * The words of a tiling problem and its count, shared by `placer tile` and the web page so both
 * say the same thing: the region and pieces lines, the engine line, and why no tiling exists.
 */

import { copiesText, type Copies } from '../../core/tiling/pieceSets.js';
import { plural } from '../plural.js';
/** A piece kind as the words need it: its name and count (core's Copies: a number, * or a range). */
export interface KindWords extends Copies {
  readonly name: string;
}

/** "12 from pentominoes: F I L N P T U V W X Y Z" (a count after ×: 2, * for any number, 1..3). */
export function piecesWords(kinds: readonly KindWords[], label: string): string {
  const parts = kinds.map((k) => {
    const copies = copiesText(k);
    return copies === '1' ? k.name : `${k.name}×${copies}`;
  });
  return `${kinds.length} from ${label}: ${parts.join(' ')}`;
}

/** "6x10 (60 cells, 4 symmetries)". */
export function regionWords(label: string, cells: number, symmetries: number): string {
  return `${label} (${plural(cells, 'cell')}, ${plural(symmetries, 'symmetry', 'symmetries')})`;
}

/**
 * The group a 3-D count's distinct classes are taken under: "up to rotations and reflections
 * (48 symmetries)", or, where no reflection maps the piece set onto itself, "up to rotations
 * only (24: the set's chiral pieces have no mirror images in it)".
 */
export function classGroupWords(symmetries: number, reflections: boolean): string {
  return reflections
    ? `up to rotations and reflections (${plural(symmetries, 'symmetry', 'symmetries')})`
    : `up to rotations only (${symmetries}: no reflection maps the piece set onto itself)`;
}

/** How a count searched: "bitboard, symmetry broken on X, 8 sub-problems". */
export function engineWords(f: {
  readonly engine: 'bits' | 'dlx';
  readonly mode: 'break' | 'none';
  readonly breakPiece: string | null;
  readonly symmetries: number;
  readonly subproblems: number;
}): string {
  const how =
    f.mode === 'none'
      ? 'every tiling visited'
      : f.breakPiece
        ? `symmetry broken on ${f.breakPiece}`
        : f.symmetries > 1
          ? 'every tiling compared with its images'
          : 'no symmetry';
  return `${f.engine === 'bits' ? 'bitboard' : 'dancing links'}, ${how}, ${plural(f.subproblems, 'sub-problem')}`;
}

/** Why there is no tiling, as the CLI ends: "no tiling exists: …". */
export function noTilingWords(reason: string): string {
  return `no tiling exists: ${reason}`;
}
