/**
 * A tiling problem as plain data — the inputs `placer tile` takes: the region as text and the
 * pieces by set name or as a piece file's text — so that a worker (a thread, a Web Worker,
 * another machine) rebuilds exactly the problem the CLI or the page built, placement ids and
 * unit ids included. JSON in, JSON out: nothing in it needs a file system.
 */
import { PlacerError } from '../errors.js';
import { quoted } from '../text.js';
import { parsePieceFile } from './pieceFile.js';
import {
  isPieceSetName,
  pieceSet,
  selectPieces,
  type Copies,
  type PieceCount,
  type PieceSetName,
} from './pieceSets.js';
import { buildTilingProblem, type TilingProblem } from './problem.js';
import { parseRectangleSpec, parseRegionPicture, type Region } from './region.js';

/** A tiling problem as plain data (region text, piece set or file, selections), as a job carries it. */
export interface TilingSpec {
  /** "WxH" (W columns, H rows), or a picture: '.' or a letter a cell, '#' or space a hole. */
  readonly region: string;
  /** A built-in piece set by name, or the text of a piece file. */
  readonly pieces: { readonly set: PieceSetName } | { readonly file: string };
  /** NAME=COUNT selections as --piece takes them; none: every piece, each its default count. */
  readonly select?: readonly string[];
}

/** Names of the sources, for error messages (a file name, 'stdin'…). */
export interface SpecSources {
  readonly region?: string;
  readonly pieces?: string;
}

function bad(what: string): never {
  throw new PlacerError('bad-spec', `tiling spec: ${what}`);
}

/** Checks the shape of a spec that came as JSON (a message, a queue entry). */
export function checkTilingSpec(spec: unknown): asserts spec is TilingSpec {
  if (typeof spec !== 'object' || spec === null) bad('not an object');
  const s = spec as Record<string, unknown>;
  if (typeof s.region !== 'string') bad('region must be a string (WxH or a picture)');
  const pieces = s.pieces as Record<string, unknown> | null | undefined;
  if (typeof pieces !== 'object' || pieces === null) bad('pieces must be {set} or {file}');
  if ('set' in pieces) {
    if (typeof pieces.set !== 'string' || !isPieceSetName(pieces.set)) {
      bad(`pieces.set must name a piece set, got ${quoted(String(JSON.stringify(pieces.set)))}`);
    }
  } else if (typeof pieces.file !== 'string') bad('pieces must be {set} or {file}');
  if (s.select !== undefined) {
    if (!Array.isArray(s.select) || s.select.some((x) => typeof x !== 'string')) {
      bad('select must be a list of NAME=COUNT strings');
    }
  }
}

/** The region and the pieces with their counts a spec describes, without the placements. */
export function tilingInputsFromSpec(
  spec: TilingSpec,
  names: SpecSources = {},
): { region: Region; kinds: PieceCount[] } {
  checkTilingSpec(spec);
  const region =
    parseRectangleSpec(spec.region) ?? parseRegionPicture(spec.region, names.region ?? 'region');
  const { pieces, counts } =
    'set' in spec.pieces
      ? { pieces: pieceSet(spec.pieces.set), counts: new Map<string, Copies>() }
      : parsePieceFile(spec.pieces.file, names.pieces ?? 'pieces');
  return { region, kinds: selectPieces(pieces, counts, spec.select ?? []) };
}

/** Builds the problem a spec describes; the same errors as the CLI for the same inputs. */
export function tilingProblemFromSpec(spec: TilingSpec, names: SpecSources = {}): TilingProblem {
  const { region, kinds } = tilingInputsFromSpec(spec, names);
  return buildTilingProblem(region, kinds);
}
