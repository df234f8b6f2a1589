/**
 * A one-step hint for a tiling (or a packing) under way: given the pieces placed so far, drawn in
 * the tiling text form with `.` for an empty cell, one piece and its place that belong to some
 * completion (the piece that covers the first empty cell in some tiling of what is left); or, when
 * no completion exists, the placed piece whose removal lets one exist, or none.
 *
 * The placed pieces are read as checkDrawing.ts reads a tiling (each letter's patch must be whole
 * copies of its piece); what is left is a region of the empty cells with the copies not yet used,
 * searched by the same engines as any tiling (firstTiling).
 */
import { PlacerError } from '../errors.js';
import { plural } from '../plural.js';
import { copiesIn, patchAt } from './checkDrawing.js';
import { fewestCopies, type PieceCount } from './pieceSets.js';
import { buildTilingProblem, type TilingProblem } from './problem.js';
import { cellWords, type Region } from './region.js';
import { firstTiling } from './tile.js';

/** What a hint says: a piece to place, that the drawing is complete, or that none completes it. */
export type TilingHint =
  /** Place `piece` on `cells` (grid indices): it belongs to a completion. `rows`: the drawing with it. */
  | {
      readonly kind: 'place';
      readonly piece: string;
      readonly letter: string;
      readonly cells: readonly number[];
      readonly rows: readonly string[];
    }
  /** Every cell is covered, with the copies the set asks for: nothing left to place. */
  | { readonly kind: 'complete' }
  /** No completion; without the placed `piece` at `cell` (its patch) there is one. */
  | { readonly kind: 'blocked'; readonly piece: string; readonly cell: number }
  /** No completion, and taking off any one placed patch does not make one. */
  | { readonly kind: 'none' };

/** A letter's patch of placed cells: the piece's kind (an index into the set), its cells, its copies. */
export interface PlacedPatch {
  readonly kind: number;
  readonly cells: number[];
  readonly copies: number;
}

const isEmpty = (ch: string | undefined): boolean => ch === '.';
const isHole = (ch: string | undefined): boolean => ch === undefined || ch === '#' || ch === ' ';

/**
 * The pieces placed in a drawing of the tiling text form ('.' for an empty cell; in 3-D the
 * layers' rows one after another), each letter's patch with its kind and copies; a PlacerError
 * naming the first thing wrong for a drawing that is not one of this region and set.
 */
export function readPlaced(
  region: Region,
  kinds: readonly PieceCount[],
  rows: readonly string[],
  where: string,
): PlacedPatch[] {
  const { width, height, depth } = region;
  function bad(message: string): never {
    throw new PlacerError('tiling-syntax', `${where}: ${message}`);
  }
  if (rows.length !== height * depth) {
    bad(`${plural(rows.length, 'row')} where the region has ${height * depth}`);
  }
  const kindOf = new Map<string, number>();
  kinds.forEach((k, i) => kindOf.set(k.piece.letter, i));
  const kindAt = new Int32Array(region.cells.length).fill(-1);
  for (let r = 0; r < rows.length; r++) {
    if (rows[r].length > width)
      bad(`row ${r + 1} has ${rows[r].length} columns, the region ${width}`);
    for (let c = 0; c < width; c++) {
      const i = r * width + c;
      const ch = rows[r][c];
      const cell = region.cells[i] === 1;
      if (isHole(ch) || isEmpty(ch)) {
        if (cell && isHole(ch)) bad(`${cellWords(region, i)} is a cell: '.' for an empty one`);
        if (!cell && isEmpty(ch)) bad(`${cellWords(region, i)} is a hole of the region: '#'`);
        continue;
      }
      const k = kindOf.get(ch);
      if (k === undefined) {
        bad(
          `${cellWords(region, i)}: '${ch}' is not a piece of the set (${kinds.map((x) => x.piece.letter).join(' ')})`,
        );
      }
      if (!cell) bad(`${cellWords(region, i)} is a hole of the region`);
      kindAt[i] = k;
    }
  }
  const seen = new Uint8Array(kindAt.length);
  const patches: PlacedPatch[] = [];
  const used = new Array<number>(kinds.length).fill(0);
  for (let start = 0; start < kindAt.length; start++) {
    const k = kindAt[start];
    if (k < 0 || seen[start]) continue;
    // Ascending, so a patch is named by its first cell in reading order.
    const cells = patchAt(region, kindAt, start, seen).sort((a, b) => a - b);
    const copies = copiesIn(region, cells, kinds[k]);
    const name = kinds[k].piece.name;
    if (copies === null)
      bad(`the ${name} at ${cellWords(region, start)} is not whole copies of ${name}`);
    used[k] += copies;
    if (used[k] > kinds[k].count) {
      bad(`piece ${name} is placed ${plural(used[k], 'time')}, the set has ${kinds[k].count}`);
    }
    patches.push({ kind: k, cells, copies });
  }
  return patches;
}

/** The first tiling of the empty cells with the copies left, or null when there is none. */
function completion(
  region: Region,
  kinds: readonly PieceCount[],
  patches: readonly PlacedPatch[],
  skip: number,
): { kinds: PieceCount[]; problem: TilingProblem; tiling: Int32Array } | null {
  const cells = Uint8Array.from(region.cells);
  const used = new Array<number>(kinds.length).fill(0);
  patches.forEach((p, i) => {
    if (i === skip) return;
    used[p.kind] += p.copies;
    for (const c of p.cells) cells[c] = 0;
  });
  const left: PieceCount[] = [];
  kinds.forEach((k, i) => {
    const count = k.count === Infinity ? Infinity : k.count - used[i];
    const min = Math.max(0, fewestCopies(k) - used[i]);
    if (count > 0)
      left.push(min === count ? { piece: k.piece, count } : { piece: k.piece, count, min });
  });
  const cellCount = cells.reduce((a, b) => a + b, 0);
  if (cellCount === 0 || left.length === 0) return null;
  try {
    const problem = buildTilingProblem({ ...region, cells, cellCount }, left);
    const tiling = firstTiling(problem);
    return tiling === null ? null : { kinds: left, problem, tiling };
  } catch (e) {
    if (e instanceof PlacerError) return null; // areas that cannot add up, a colouring proof…
    throw e;
  }
}

/** The hint for a drawing of the pieces placed so far (see the header). */
export function tilingHint(
  region: Region,
  kinds: readonly PieceCount[],
  rows: readonly string[],
  where = 'placed',
): TilingHint {
  const patches = readPlaced(region, kinds, rows, where);
  const covered = patches.reduce((n, p) => n + p.cells.length, 0);
  if (covered === region.cellCount) {
    const used = new Array<number>(kinds.length).fill(0);
    for (const p of patches) used[p.kind] += p.copies;
    if (kinds.every((k, i) => used[i] >= fewestCopies(k))) return { kind: 'complete' };
  }
  const found = completion(region, kinds, patches, -1);
  if (found !== null) {
    // The placement covering the first empty cell: a piece a person can look for there.
    const { problem, tiling } = found;
    let best = problem.placements[tiling[0]];
    for (const id of tiling) {
      if (problem.placements[id].cells[0] < best.cells[0]) best = problem.placements[id];
    }
    const piece = found.kinds[best.kind].piece;
    const cells = Array.from(best.cells);
    const grid = rows.map((row) => row.padEnd(region.width, '#').split(''));
    for (const c of cells) grid[Math.floor(c / region.width)][c % region.width] = piece.letter;
    return {
      kind: 'place',
      piece: piece.name,
      letter: piece.letter,
      cells,
      rows: grid.map((r) => r.join('')),
    };
  }
  for (let i = 0; i < patches.length; i++) {
    if (completion(region, kinds, patches, i) !== null) {
      return {
        kind: 'blocked',
        piece: kinds[patches[i].kind].piece.name,
        cell: patches[i].cells[0],
      };
    }
  }
  return { kind: 'none' };
}
