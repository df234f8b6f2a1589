/**
 * Checking a tiling drawn as text (`placer tile --check`): the rows `placer tile` prints, one
 * letter per cell (the piece's letter), '#' (or a space; '.' in older outputs) for a hole.
 * The drawing is checked against a region and a piece set from first principles: every region
 * cell covered once and no hole covered, each connected patch of one letter cut into copies of
 * that piece (touching copies of one piece share a letter, so a patch may hold several: the
 * tiling engine finds the cut), and each piece used as often as the set says. A packing in 3-D
 * is drawn layer after layer, a blank line between two; its patches are face-connected in space.
 */
import { PlacerError } from '../errors.js';
import { withoutBom } from '../text.js';
import { freeKey, makeShape, oneSidedKey, type CellRC } from './polyomino.js';
import { copiesMet, copiesText, pieceSize, pieceSolid, type PieceCount } from './pieceSets.js';
import { makeSolid, rotationKey } from './polycube.js';
import { buildTilingProblem, planeShape } from './problem.js';
import {
  cellNeighbours,
  cellWords,
  cellXYZ,
  fromCells,
  fromLayeredCells,
  type Region,
} from './region.js';
import { firstTiling } from './tile.js';
import { plural } from '../plural.js';

/**
 * The drawings in a text: blocks of rows separated by blank lines (as `tile --list` prints); in
 * 3-D (`layers` > 1) each drawing is that many blocks, its layers, rows joined in one list.
 */
export function splitDrawings(text: string, where = 'tiling', layers = 1): string[][] {
  const blocks: string[][] = [];
  let block: string[] = [];
  for (const line of withoutBom(text).replace(/\r/g, '').split('\n')) {
    if (line.trim() === '') {
      if (block.length > 0) blocks.push(block);
      block = [];
    } else block.push(line.replace(/\s+$/, ''));
  }
  if (block.length > 0) blocks.push(block);
  if (blocks.length === 0) {
    throw new PlacerError('tiling-empty', `${where}: no tiling in it (rows of piece letters)`);
  }
  if (layers === 1) return blocks;
  if (blocks.length % layers !== 0) {
    throw new PlacerError(
      'tiling-layers',
      `${where}: ${plural(blocks.length, 'block')} of rows, not a whole number of ${layers}-layer packings (a blank line between layers and between packings)`,
    );
  }
  const out: string[][] = [];
  for (let b = 0; b < blocks.length; b += layers) out.push(blocks.slice(b, b + layers).flat());
  return out;
}

const isHole = (ch: string | undefined): boolean =>
  ch === undefined || ch === '#' || ch === ' ' || ch === '.';

/**
 * Checks one drawing; null when it is a tiling of `region` with `kinds`, else the first thing
 * wrong, naming the cell or the piece. Throws a PlacerError for a character that is no piece's
 * letter and no hole (the drawing is not in placer's format).
 */
export function checkTilingDrawing(
  region: Region,
  kinds: readonly PieceCount[],
  rows: readonly string[],
  where = 'tiling',
): string | null {
  const { width, height, depth } = region;
  const kindOf = new Map<string, number>();
  kinds.forEach((k, i) => kindOf.set(k.piece.letter, i));
  // Rows of all layers, one after another: row r is row r % height of layer r / height.
  const at = (r: number, c: number): string => cellWords(region, r * width + c);
  if (rows.length !== height * depth) {
    return depth > 1
      ? `the drawing has ${plural(rows.length, 'row')}, the region ${depth} layers of ${height}`
      : `the drawing has ${plural(rows.length, 'row')}, the region ${height}`;
  }
  // Per cell: the kind whose letter it holds, −1 for a hole.
  const kindAt = new Int32Array(region.cells.length).fill(-1);
  for (let r = 0; r < height * depth; r++) {
    if (rows[r].length > width) {
      return `row ${r + 1} of the drawing has ${plural(rows[r].length, 'column')}, the region ${width}`;
    }
    for (let c = 0; c < width; c++) {
      const ch = rows[r][c];
      const cell = region.cells[r * width + c] === 1;
      if (isHole(ch)) {
        if (cell) return `${at(r, c)} is not covered`;
        continue;
      }
      const k = kindOf.get(ch);
      if (k === undefined) {
        if (!/^[A-Za-z]$/.test(ch)) {
          throw new PlacerError(
            'tiling-syntax',
            `${where}:${r + 1}:${c + 1}: '${ch}' is neither a piece's letter nor a hole ('#')`,
          );
        }
        return `${at(r, c)}: '${ch}' is not a piece of the set (${kinds.map((x) => x.piece.letter).join(' ')})`;
      }
      if (!cell) return `${at(r, c)} is a hole of the region, covered by ${kinds[k].piece.name}`;
      kindAt[r * width + c] = k;
    }
  }
  const used = new Array<number>(kinds.length).fill(0);
  const seen = new Uint8Array(kindAt.length);
  for (let start = 0; start < kindAt.length; start++) {
    const k = kindAt[start];
    if (k < 0 || seen[start]) continue;
    const patch = patchAt(region, kindAt, start, seen);
    const copies = copiesIn(region, patch, kinds[k]);
    const name = kinds[k].piece.name;
    const first = cellWords(region, start);
    if (copies === null) {
      const size = pieceSize(kinds[k].piece);
      return patch.length === size
        ? `the ${name} at ${first} is not the shape of ${name}`
        : `the ${plural(patch.length, 'cell')} of ${name} at ${first} ${patch.length === 1 ? 'is not a copy' : 'are not copies'} of ${name} (${plural(size, 'cell')} each)`;
    }
    used[k] += copies;
  }
  for (let k = 0; k < kinds.length; k++) {
    if (!copiesMet(kinds[k], used[k])) {
      return `piece ${kinds[k].piece.name} is used ${plural(used[k], 'time')}, the set has ${copiesText(kinds[k])}`;
    }
  }
  return null;
}

/** How many copies of the kind's piece make up these cells of the region exactly, or null. */
export function copiesIn(
  region: Region,
  cells: readonly number[],
  kind: PieceCount,
): number | null {
  return region.depth > 1 ? solidPiecesIn(region, cells, kind) : piecesIn(region, cells, kind);
}

/** The face-connected cells of one letter from `start` (marked in `seen`), as cell indices. */
export function patchAt(
  region: Region,
  kindAt: Int32Array,
  start: number,
  seen: Uint8Array,
): number[] {
  const k = kindAt[start];
  const stack = [start];
  seen[start] = 1;
  const cells: number[] = [];
  while (stack.length > 0) {
    const i = stack.pop() as number;
    cells.push(i);
    for (const j of cellNeighbours(region, i)) {
      if (!seen[j] && kindAt[j] === k) {
        seen[j] = 1;
        stack.push(j);
      }
    }
  }
  return cells;
}

/** How many copies of the piece make up the patch (cells of a plane region) exactly, or null. */
function piecesIn(region: Region, cells: readonly number[], kind: PieceCount): number | null {
  const { piece } = kind;
  const patch: CellRC[] = cells.map((i) => [Math.floor(i / region.width), i % region.width]);
  const target = planeShape(piece);
  if (target === null) return null;
  const size = target.shape.cells.length;
  if (patch.length % size !== 0) return null;
  if (patch.length === size) {
    const shape = makeShape(patch);
    const same = target.free
      ? freeKey(shape) === freeKey(target.shape)
      : oneSidedKey(shape) === oneSidedKey(target.shape);
    return same ? 1 : null;
  }
  // Touching copies of one piece: cut the patch with the tiling engine.
  try {
    const sub = buildTilingProblem(fromCells(patch), [{ piece, count: Infinity }]);
    return firstTiling(sub) === null ? null : patch.length / size;
  } catch (e) {
    if (e instanceof PlacerError) return null; // no placement fits, a parity proof…
    throw e;
  }
}

/** How many copies of the piece make up the patch (cells of a 3-D region) exactly, or null. */
function solidPiecesIn(region: Region, cells: readonly number[], kind: PieceCount): number | null {
  const solid = pieceSolid(kind.piece);
  const size = solid.cells.length;
  if (cells.length % size !== 0) return null;
  const cubes = cells.map((i) => cellXYZ(region, i));
  if (cells.length === size) {
    return rotationKey(makeSolid(cubes)) === rotationKey(solid) ? 1 : null;
  }
  try {
    const sub = buildTilingProblem(fromLayeredCells(cubes.map(([x, y, z]) => [z, y, x] as const)), [
      { piece: kind.piece, count: Infinity },
    ]);
    // A patch that lies in one layer is a plane region: the piece must lie flat in it.
    return firstTiling(sub) === null ? null : cells.length / size;
  } catch (e) {
    if (e instanceof PlacerError) return null;
    throw e;
  }
}
