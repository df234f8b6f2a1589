/**
 * The tilings view's entry: the tiling problem (the region as painted, the pieces: a set or a
 * piece file, and the piece counts that differ from the pieces' own; shared with the tiling
 * watch view) and the distinct tiling shown. A tiling number belongs to one problem: another
 * region or other pieces show the first tiling.
 */
import { defineView } from '../define.js';
import { choice, ordinal, param, problemWithText } from '../../state/params.js';
import { MAX_PIECE_FILE, parseUse, PIECE_SOURCES } from './tilingPieces.js';
import { fullGrid, parseRegionParam, regionParam, type PaintGrid } from './tilingRegion.js';

const region = param<'region', PaintGrid>({
  key: 'region',
  name: 'region',
  rank: 70,
  trace: true,
  initial: () => fullGrid(6, 10),
  parse: (text) => {
    const g = parseRegionParam(text);
    return typeof g === 'string'
      ? { problem: `${problemWithText(g, text)} (using 6x10)` }
      : { value: g };
  },
  print: regionParam,
});

const pieces = choice({
  key: 'pieces',
  name: 'pieces',
  rank: 71,
  trace: true,
  allowed: PIECE_SOURCES,
  initial: 'pentominoes',
});

/** The piece file's text when `pieces` is 'file'. */
const pieceFile = param<'pieceFile', string>({
  key: 'pieceFile',
  name: 'pfile',
  rank: 72,
  trace: true,
  initial: () => '',
  parse: (text) =>
    text.length <= MAX_PIECE_FILE
      ? { value: text }
      : { problem: `must be at most ${MAX_PIECE_FILE} characters, got ${text.length}` },
  print: (text) => text,
});

/** Piece counts that differ from the pieces' own, "X=0,Y=*" (tilingPieces.ts). */
const use = param<'use', string>({
  key: 'use',
  name: 'use',
  rank: 73,
  trace: true,
  initial: () => '',
  parse: (text) => {
    const u = parseUse(text);
    return typeof u === 'string'
      ? { problem: `${u} (using each piece's own count)` }
      : { value: text };
  },
  print: (text) => text,
});

/** The rows of a tiling problem, for every view that shows one. */
export const TILING_PROBLEM = [region, pieces, pieceFile, use] as const;

/** The distinct tiling shown, 1-based as "#2000" (--offset 1999); null: the first tiling. */
const tiling = ordinal({
  key: 'tiling',
  name: 'tiling',
  rank: 74,
  from: 1,
  says: 'a tiling number 1, 2, 3, …',
});

export const tilingsView = defineView({
  id: 'tilings',
  label: 'Tilings',
  puzzles: 'tilings',
  params: [...TILING_PROBLEM, tiling],
  reset: (before, next, patch) => {
    const problemChanged =
      next.region !== before.region ||
      next.pieces !== before.pieces ||
      next.pieceFile !== before.pieceFile ||
      next.use !== before.use;
    return patch.tiling === undefined && problemChanged ? { tiling: null } : {};
  },
});
