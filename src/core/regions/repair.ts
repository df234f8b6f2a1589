/**
 * Repairs a regions layout that has several solutions with the smallest change of borders: one
 * cell given to a 4-neighbouring region so that exactly one solution is left.
 *
 * Every such move is tried in a fixed order — cells in row-major order, then target regions by
 * index — and the first that leaves one solution is the answer. A move must keep every region
 * whole: the source region keeps a cell and falls into no more pieces than it had (a connected
 * region stays connected), and the target gains a cell beside it, so it never gains pieces.
 *
 * Most moves are ruled out without a search: a solution with no star on the moved cell is still
 * a solution after the move (rows, columns and both regions keep their stars), so a move can
 * only work on a cell that all but at most one of the solutions use. The first SOLUTIONS_LISTED
 * solutions are listed for that test; the moves left are counted exactly (countRegions to 2).
 *
 * When no single move serves, pairs of moves are tried the same way (cells a < b in row-major
 * order, then their targets), ruled out alike when more than one listed solution uses neither
 * cell, and counted up to a budget.
 *
 * A layout with 0 or 1 solutions is not repaired: a PlacerError with code 'bad-repair'.
 */
import { PlacerError } from '../errors.js';
import { plural } from '../plural.js';
import { parseRegions, BLOCKED, type RegionsPuzzle, type RegionsSolution } from './puzzle.js';
import { RegionFlood } from './regionFlood.js';
import { countRegions, regionsSolutions } from './search.js';

/** Solutions listed to rule moves out (see the header). */
const SOLUTIONS_LISTED = 1000;

/** One cell given from one region to another; regions by their index in the input puzzle. */
export interface RegionsMove {
  /** The cell, `r * n + c`. */
  readonly cell: number;
  /** Its region before the move. */
  readonly from: number;
  /** Its region after. */
  readonly to: number;
}

/** How far a repair looks. */
export interface RepairRegionsOptions {
  /** Look for two moves when no single one serves (default true). */
  readonly twoMoves?: boolean;
  /** The most moves counted with the search, single and double together (default 5000). */
  readonly maxCounts?: number;
}

/** A repair: two solutions of the input, the move (or two) found, and the repaired grid. */
export interface RegionsRepair {
  /** The input's first two solutions in the listing's order (star cells, ascending). */
  readonly solutions: readonly [Int32Array, Int32Array];
  /** The first move that leaves one solution, or null when no single move does. */
  readonly move: RegionsMove | null;
  /** When no single move serves: the first two that do (the second made after the first). */
  readonly twoMoves: readonly [RegionsMove, RegionsMove] | null;
  /** The repaired puzzle (regions renumbered as parseRegions does), or the input if neither. */
  readonly puzzle: RegionsPuzzle;
  /** Moves counted with the search, after the others were ruled out. */
  readonly counted: number;
}

/** The puzzle with region numbers `region`, named by `p`'s symbols, read back as parsed. */
function withRegions(p: RegionsPuzzle, region: Int32Array): RegionsPuzzle {
  let text = '';
  for (let r = 0; r < p.n; r++) {
    for (let c = 0; c < p.n; c++) {
      const g = region[r * p.n + c];
      text += g < 0 ? BLOCKED : p.symbols[g];
    }
    text += '\n';
  }
  return parseRegions(text, p.stars);
}

/** The regions 4-beside cell x other than its own, ascending, without repeats. */
function besideRegions(n: number, region: Int32Array, x: number): number[] {
  const g = region[x];
  const r = Math.floor(x / n);
  const c = x % n;
  return [
    r > 0 ? region[x - n] : -1,
    r < n - 1 ? region[x + n] : -1,
    c > 0 ? region[x - 1] : -1,
    c < n - 1 ? region[x + 1] : -1,
  ]
    .filter((h, i, all) => h >= 0 && h !== g && all.indexOf(h) === i)
    .sort((a, b) => a - b);
}

/**
 * The smallest repair of a layout with several solutions (see the header). Throws a
 * PlacerError 'bad-repair' when the layout has no solution or only one.
 */
export function repairRegions(p: RegionsPuzzle, opts: RepairRegionsOptions = {}): RegionsRepair {
  const { n } = p;
  const cells = n * n;
  const listed: RegionsSolution[] = regionsSolutions(p, SOLUTIONS_LISTED);
  if (listed.length < 2) {
    throw new PlacerError(
      'bad-repair',
      `the layout has ${plural(listed.length, 'solution')}; repair takes one with several ` +
        `(it changes borders so that only one is left)`,
    );
  }
  // Per cell, the listed solutions that put no star on it, as a bit set.
  const words = Math.ceil(listed.length / 32);
  const lack = new Uint32Array(cells * words);
  for (let x = 0; x < cells; x++) {
    for (let w = 0; w < words; w++) {
      const bits = Math.min(32, listed.length - 32 * w);
      lack[x * words + w] = bits === 32 ? 0xffffffff : (1 << bits) - 1;
    }
  }
  listed.forEach((s, i) => {
    for (let j = 0; j < s.length; j++) lack[s[j] * words + (i >>> 5)] &= ~(1 << (i & 31));
  });
  /** Listed solutions with a star on neither a nor b (a alone when b < 0), capped at 2. */
  const survivors = (a: number, b: number): number => {
    let count = 0;
    for (let w = 0; w < words && count < 2; w++) {
      let v = lack[a * words + w] & (b < 0 ? 0xffffffff : lack[b * words + w]);
      for (; v !== 0 && count < 2; v &= v - 1) count++;
    }
    return count;
  };
  const solutions: [Int32Array, Int32Array] = [listed[0], listed[1]];
  const region = p.region.slice();
  const trial: RegionsPuzzle = { ...p, region };
  const size = new Int32Array(n);
  for (let x = 0; x < cells; x++) if (region[x] >= 0) size[region[x]]++;
  const flood = new RegionFlood(n);
  const piecesBefore = Array.from({ length: n }, (_, g) => flood.pieces(p.region, g));
  /** Whether region g of the trial is still whole: a cell left, no more pieces than before. */
  const whole = (g: number): boolean => size[g] > 0 && flood.pieces(region, g) <= piecesBefore[g];
  const give = (x: number, h: number): void => {
    size[region[x]]--;
    size[h]++;
    region[x] = h;
  };
  let counted = 0;
  const result = (moves: RegionsMove[]): RegionsRepair => ({
    solutions,
    move: moves.length === 1 ? moves[0] : null,
    twoMoves: moves.length === 2 ? [moves[0], moves[1]] : null,
    puzzle: moves.length === 0 ? p : withRegions(p, region.slice()),
    counted,
  });
  // One move: all but at most one listed solution must lose their star on the cell.
  for (let x = 0; x < cells; x++) {
    const g = p.region[x];
    if (g < 0 || survivors(x, -1) > 1) continue;
    for (const h of besideRegions(n, region, x)) {
      give(x, h);
      const ok = whole(g);
      if (ok) counted++;
      if (ok && countRegions(trial, 2) === 1) return result([{ cell: x, from: g, to: h }]);
      give(x, g);
    }
  }
  if (opts.twoMoves === false) return result([]);
  // Two moves on cells a < b: all but at most one listed solution must use a or b. The second
  // move is made on the layout the first left (b may join the region a went to).
  const budget = opts.maxCounts ?? 5000;
  for (let a = 0; a < cells; a++) {
    const ga = p.region[a];
    if (ga < 0) continue;
    for (const ha of besideRegions(n, region, a)) {
      give(a, ha);
      for (let b = a + 1; b < cells; b++) {
        const gb = region[b];
        if (gb < 0 || survivors(a, b) > 1) continue;
        for (const hb of besideRegions(n, region, b)) {
          give(b, hb);
          if (whole(ga) && whole(gb) && whole(ha) && whole(hb)) {
            if (counted >= budget) {
              give(b, gb);
              give(a, ga);
              return result([]);
            }
            counted++;
            if (countRegions(trial, 2) === 1) {
              return result([
                { cell: a, from: ga, to: ha },
                { cell: b, from: gb, to: hb },
              ]);
            }
          }
          give(b, gb);
        }
      }
      give(a, ga);
    }
  }
  return result([]);
}
