/**
 * Reading the inputs of `tile`: regions and piece sets, from words or files (or standard input),
 * and BurrTools puzzle files (.xmpuzzle, gzipped or not), which give both.
 */
import { existsSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { readBurrTools } from '../../core/tiling/burrTools.js';
import { parsePieceFile } from '../../core/tiling/pieceFile.js';
import {
  isPieceSetName,
  pieceSet,
  PIECE_SET_NAMES,
  type Copies,
  type PieceDef,
} from '../../core/tiling/pieceSets.js';
import { parseRectangleSpec, parseRegionPicture, type Region } from '../../core/tiling/region.js';
import type { TilingSpec } from '../../core/tiling/spec.js';
import { quoteArg } from '../args.js';
import { usage } from '../errors.js';
import { readInput } from '../readInput.js';

export interface RegionInput {
  readonly region: Region;
  /** How to name it in output: "6x10" or the file name. */
  readonly label: string;
  /** The region as a TilingSpec holds it (core/tiling/spec.ts): WxH or the picture's text. */
  readonly source: string;
  /** The pieces too, when the file gives them (a BurrTools puzzle). */
  readonly pieces?: PiecesInput;
}

/**
 * REGION: "WxH", a picture file ('-' for standard input), or a picture given inline (an
 * argument with a line break in it).
 */
export function readRegion(arg: string | undefined, problem?: string): RegionInput {
  if (arg === undefined || arg.trim() === '') {
    throw usage(
      'missing-argument',
      'REGION is missing: give WxH (e.g. 6x10), WxHxD (e.g. 3x3x3) or a picture file',
    );
  }
  const rect = parseRectangleSpec(arg);
  if (rect) {
    const sides = [rect.width, rect.height, ...(rect.depth > 1 ? [rect.depth] : [])];
    return { region: rect, label: sides.join('x'), source: arg };
  }
  if (arg.includes('\n')) {
    return { region: parseRegionPicture(arg, 'REGION'), label: 'picture', source: arg };
  }
  if (arg !== '-' && !existsSync(arg)) {
    throw usage(
      'bad-region',
      `REGION ${quoteArg(arg)} is neither WxH (e.g. 6x10), WxHxD (e.g. 3x3x3) nor a readable picture file`,
    );
  }
  const where = arg === '-' ? 'stdin' : arg;
  if (arg !== '-') {
    // A file that cannot be read is readInput's to name, as for any picture.
    let bytes: Uint8Array | null = null;
    try {
      bytes = readFileSync(arg);
    } catch {
      bytes = null;
    }
    if (bytes !== null && isBurrTools(arg, bytes)) return readBurrToolsFile(arg, bytes, problem);
  }
  const text = readInput(arg, 'REGION');
  return { region: parseRegionPicture(text, where), label: where, source: text };
}

/** A BurrTools puzzle: named .xmpuzzle, or gzipped, or XML (a picture never starts with '<'). */
function isBurrTools(path: string, bytes: Uint8Array): boolean {
  return (
    /\.xmpuzzle$/i.test(path) ||
    (bytes[0] === 0x1f && bytes[1] === 0x8b) ||
    /^\s*</.test(new TextDecoder().decode(bytes.subarray(0, 64)))
  );
}

/** A BurrTools puzzle's problem: its result shape as the region, its pieces as the pieces. */
function readBurrToolsFile(path: string, bytes: Uint8Array, problem?: string): RegionInput {
  let xml: string;
  try {
    // At most 64 MiB once ungzipped: far above any BurrTools puzzle, far below a gzip bomb.
    const gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b;
    xml = new TextDecoder().decode(
      gzipped ? gunzipSync(bytes, { maxOutputLength: 64 << 20 }) : bytes,
    );
  } catch (e) {
    throw usage('bad-region', `${path}: not a readable gzip file (${(e as Error).message})`);
  }
  const p = readBurrTools(xml, path, problem);
  const label = p.name === '' ? path : `${path} (${p.name})`;
  const file = parsePieceFile(p.pieceFile, label);
  return {
    region: parseRegionPicture(p.picture, label),
    label,
    source: p.picture,
    pieces: { pieces: file.pieces, counts: file.counts, label, spec: { file: p.pieceFile } },
  };
}

export interface PiecesInput {
  readonly pieces: PieceDef[];
  readonly counts: Map<string, Copies>;
  readonly label: string;
  /** The pieces as a TilingSpec holds them (core/tiling/spec.ts). */
  readonly spec: TilingSpec['pieces'];
}

/** --pieces: a set name or a piece file. */
export function readPieces(arg: string | undefined): PiecesInput {
  const name = arg ?? 'pentominoes';
  if (isPieceSetName(name)) {
    return { pieces: pieceSet(name), counts: new Map(), label: name, spec: { set: name } };
  }
  if (name !== '-' && !existsSync(name)) {
    throw usage(
      'bad-pieces',
      `--pieces ${quoteArg(name)} is neither a piece set (${PIECE_SET_NAMES.join(', ')}) nor a readable file`,
    );
  }
  const where = name === '-' ? 'stdin' : name;
  const text = readInput(name, '--pieces');
  const file = parsePieceFile(text, where);
  return { pieces: file.pieces, counts: file.counts, label: where, spec: { file: text } };
}
