/**
 * Checking a tiling drawn as text (`placer tile --check`): the rows `placer tile` prints, one
 * letter per cell (the piece's letter), '#' (or a space; '.' in older outputs) for a hole.
 * The drawing is checked against a region and a piece set from first principles: every region
 * cell covered once and no hole covered, each connected patch of one letter cut into copies of
 * that piece (touching copies of one piece share a letter, so a patch may hold several: the
 * tiling engine finds the cut), and each piece used as often as the set says.
 */
import { PlacerError } from '../errors.js';
import { withoutBom } from '../text.js';
import { freeKey, makeShape, oneSidedKey, type CellRC } from './polyomino.js';
import type { PieceCount } from './pieceSets.js';
import { buildTilingProblem } from './problem.js';
import { fromCells, type Region } from './region.js';
import { firstTiling } from './tile.js';
import { plural } from '../plural.js';

/** The drawings in a text: blocks of rows separated by blank lines (as `tile --list` prints). */
export function splitDrawings(text: string, where = 'tiling'): string[][] {
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
  return blocks;
}

const isHole = (ch: string | undefined): boolean =>
  ch === undefined || ch === '#' || ch === ' ' || ch === '.';

/** "row 3, column 5" (1-based), the way every message names a cell. */
function at(r: number, c: number): string {
  return `row ${r + 1}, column ${c + 1}`;
}

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
  const { width, height } = region;
  const kindOf = new Map<string, number>();
  kinds.forEach((k, i) => kindOf.set(k.piece.letter, i));
  if (rows.length !== height) {
    return `the drawing has ${plural(rows.length, 'row')}, the region ${height}`;
  }
  // Per cell: the kind whose letter it holds, −1 for a hole.
  const kindAt = new Int32Array(width * height).fill(-1);
  for (let r = 0; r < height; r++) {
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
  const seen = new Uint8Array(width * height);
  for (let start = 0; start < kindAt.length; start++) {
    const k = kindAt[start];
    if (k < 0 || seen[start]) continue;
    const patch = patchAt(kindAt, width, start, seen);
    const copies = piecesIn(patch, kinds[k]);
    const name = kinds[k].piece.name;
    const first = at(Math.floor(start / width), start % width);
    if (copies === null) {
      const size = kinds[k].piece.shape.cells.length;
      return patch.length === size
        ? `the ${name} at ${first} is not the shape of ${name}`
        : `the ${plural(patch.length, 'cell')} of ${name} at ${first} ${patch.length === 1 ? 'is not a copy' : 'are not copies'} of ${name} (${plural(size, 'cell')} each)`;
    }
    used[k] += copies;
  }
  for (let k = 0; k < kinds.length; k++) {
    const want = kinds[k].count;
    if (want !== Infinity && used[k] !== want) {
      return `piece ${kinds[k].piece.name} is used ${plural(used[k], 'time')}, the set has ${want}`;
    }
  }
  return null;
}

/** The 4-connected cells of one letter from `start` (marked in `seen`), as [row, column]. */
function patchAt(kindAt: Int32Array, width: number, start: number, seen: Uint8Array): CellRC[] {
  const k = kindAt[start];
  const stack = [start];
  seen[start] = 1;
  const cells: CellRC[] = [];
  while (stack.length > 0) {
    const i = stack.pop() as number;
    const r = Math.floor(i / width);
    const c = i % width;
    cells.push([r, c]);
    const next = [
      c > 0 ? i - 1 : -1,
      c + 1 < width ? i + 1 : -1,
      i - width,
      i + width < kindAt.length ? i + width : -1,
    ];
    for (const j of next) {
      if (j >= 0 && !seen[j] && kindAt[j] === k) {
        seen[j] = 1;
        stack.push(j);
      }
    }
  }
  return cells;
}

/** How many copies of the piece make up the patch exactly, or null when they cannot. */
function piecesIn(patch: readonly CellRC[], kind: PieceCount): number | null {
  const { piece } = kind;
  const size = piece.shape.cells.length;
  if (patch.length % size !== 0) return null;
  if (patch.length === size) {
    const shape = makeShape(patch);
    const same = piece.oneSided
      ? oneSidedKey(shape) === oneSidedKey(piece.shape)
      : freeKey(shape) === freeKey(piece.shape);
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
