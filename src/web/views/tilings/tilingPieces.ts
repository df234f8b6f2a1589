/**
 * The tilings view's pieces: a named set or a piece file (the CLI's format, pieceFile.ts), and a
 * count per piece (0 = not used, k copies, any number, or a range MIN..MAX), held in the URL as
 * the counts that differ from the set's or file's own ("X=0,Y=*,L=2,T=0..1"). They become a
 * TilingSpec's `select` as `--piece NAME=COUNT` would. Plain data, no DOM: unit-tested in Node.
 */
import { isPlacerError } from '../../../core/errors.js';
import { quoted } from '../../../core/text.js';
import { parsePieceFile } from '../../../core/tiling/pieceFile.js';
import {
  copiesText,
  parseCount,
  PIECE_SET_NAMES,
  pieceSet,
  sameCopies,
  type Copies,
  type PieceDef,
  type PieceSetName,
} from '../../../core/tiling/pieceSets.js';
import type { TilingSpec } from '../../../core/tiling/spec.js';

/** Where the pieces come from: a set by name, or the text of a piece file. */
export type PieceSource = PieceSetName | 'file';
export const PIECE_SOURCES: readonly PieceSource[] = [...PIECE_SET_NAMES, 'file'];
/** The longest piece file the URL carries. */
export const MAX_PIECE_FILE = 20_000;

/** Largest count the view takes (more is "any number"). */
export const MAX_PIECE_COUNT = 999;

/** The pieces of a source and their own counts; a message naming what is wrong otherwise. */
export function piecesOf(
  source: PieceSource,
  file: string,
): { pieces: PieceDef[]; defaults: Map<string, Copies> } | string {
  if (source !== 'file') return { pieces: pieceSet(source), defaults: new Map() };
  if (file.trim() === '') return 'no piece file loaded: open one or paste its text';
  try {
    const f = parsePieceFile(file, 'piece file');
    return { pieces: f.pieces, defaults: f.counts };
  } catch (e) {
    if (isPlacerError(e)) return e.message;
    throw e;
  }
}

const USE_RE = /^[A-Za-z0-9_'+-]{1,20}=([0-9]{1,3}|\*|[0-9]{1,3}\.\.([0-9]{1,3}|\*))$/;

/** Not used: the view's count 0 (a piece file or --piece leaves the piece out instead). */
export const UNUSED: Copies = { count: 0 };

/** Reads the URL's counts ("X=0,Y=*,L=1..3"); a message naming the bad part otherwise. */
export function parseUse(text: string): Map<string, Copies> | string {
  const out = new Map<string, Copies>();
  if (text === '') return out;
  for (const part of text.split(',')) {
    const [name, count] = part.split('=');
    const bad = `${quoted(part, 30)} is not NAME=COUNT (0…${MAX_PIECE_COUNT}, * or a range MIN..MAX)`;
    if (!USE_RE.test(part)) return bad;
    if (out.has(name)) return `piece ${name} is given twice`;
    if (count === '0') out.set(name, UNUSED);
    else {
      try {
        out.set(name, parseCount(count, name));
      } catch (e) {
        if (isPlacerError(e)) return bad;
        throw e;
      }
    }
  }
  return out;
}

/** A piece's count: the URL's, else its file's, else 1. */
export function countOf(
  name: string,
  defaults: ReadonlyMap<string, Copies>,
  use: ReadonlyMap<string, Copies>,
): Copies {
  return use.get(name) ?? defaults.get(name) ?? ONE;
}

const ONE: Copies = { count: 1 };

/** The URL's counts: those that differ from the pieces' own, in the pieces' order. */
export function useParam(
  pieces: readonly PieceDef[],
  defaults: ReadonlyMap<string, Copies>,
  counts: ReadonlyMap<string, Copies>,
): string {
  return pieces
    .filter((p) => !sameCopies(counts.get(p.name) ?? ONE, defaults.get(p.name) ?? ONE))
    .map((p) => `${p.name}=${copiesText(counts.get(p.name) ?? ONE)}`)
    .join(',');
}

/**
 * The spec's pieces and selection: none when every count is the pieces' own (as the CLI without
 * --piece), else every piece used, NAME=COUNT. A message when no piece is used.
 */
export function specPieces(
  source: PieceSource,
  file: string,
  pieces: readonly PieceDef[],
  defaults: ReadonlyMap<string, Copies>,
  use: ReadonlyMap<string, Copies>,
): Pick<TilingSpec, 'pieces' | 'select'> | string {
  const specSource: TilingSpec['pieces'] = source === 'file' ? { file } : { set: source };
  const counts = pieces.map((p) => countOf(p.name, defaults, use));
  if (counts.every((c) => c.count === 0)) return 'no piece is used: give some piece a count';
  if (pieces.every((p, i) => sameCopies(counts[i], defaults.get(p.name) ?? ONE)))
    return { pieces: specSource };
  const select = pieces.flatMap((p, i) =>
    counts[i].count === 0 ? [] : [`${p.name}=${copiesText(counts[i])}`],
  );
  return { pieces: specSource, select };
}

/** How the CLI would be asked for the same pieces: "--pieces hexominoes --piece X=2,…". */
export function piecesArgs(source: PieceSource, select: readonly string[] | undefined): string {
  const from =
    source === 'file' ? '--pieces FILE' : source === 'pentominoes' ? '' : `--pieces ${source}`;
  const sel = select === undefined ? '' : `--piece ${select.join(',')}`;
  return [from, sel].filter((s) => s !== '').join(' ');
}
