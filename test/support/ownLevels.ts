/**
 * "Queens" levels the project makes itself, so the regions family is tested on a bare clone
 * (no ../shared/reference/queens-regions beside it): grids grown at random from a seed, and
 * puzzles with one solution from the project's generator, every count and first solution found
 * by a brute force that knows only the rules. `regionsLevels()` gives the shared levels where
 * they are, these otherwise, in the same shape.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Random } from '../../src/core/random.js';
import { generateRated } from '../../src/core/regions/generateRated.js';
import { violations } from '../../src/core/regions/placement.js';
import {
  parseRegions,
  printRegions,
  regionsConnected,
  regionsFromCells,
  type RegionsPuzzle,
} from '../../src/core/regions/puzzle.js';
import { regionsReference, withoutShared, type RegionsReference } from './reference.js';

/**
 * Every solution of a one-star puzzle by brute force: a column per row, rows in order, each
 * column, region and neighbour rule checked as a star is put down; each solution found is
 * checked again by `violations`. Ascending by the column list.
 */
export function bruteRegions(p: RegionsPuzzle): number[][] {
  const { n, region } = p;
  const out: number[][] = [];
  const cols: number[] = [];
  const usedCol = new Uint8Array(n);
  const usedRegion = new Uint8Array(n);
  const walk = (r: number): void => {
    if (r === n) {
      const cells = cols.map((c, row) => row * n + c);
      if (violations(p, cells).length === 0) out.push(cols.slice());
      return;
    }
    for (let c = 0; c < n; c++) {
      const g = region[r * n + c];
      if (usedCol[c] === 1 || usedRegion[g] === 1) continue;
      if (r > 0 && Math.abs(cols[r - 1] - c) <= 1) continue;
      usedCol[c] = usedRegion[g] = 1;
      cols.push(c);
      walk(r + 1);
      cols.pop();
      usedCol[c] = usedRegion[g] = 0;
    }
  };
  walk(0);
  return out;
}

/** n regions grown from n random cells into their neighbours, from `seed`. */
export function randomRegionsGrid(n: number, seed: number): RegionsPuzzle {
  const rng = new Random(seed);
  const cells = new Int32Array(n * n).fill(-1);
  const open: number[] = [];
  for (let g = 0; g < n; g++) {
    let x = rng.below(n * n);
    while (cells[x] >= 0) x = (x + 1) % (n * n);
    cells[x] = g;
    open.push(x);
  }
  // Grow: a random grown cell gives its region to a random free neighbour, until none is free.
  while (open.length > 0) {
    const i = rng.below(open.length);
    const x = open[i];
    const r = Math.floor(x / n);
    const c = x % n;
    const free = [
      r > 0 ? x - n : -1,
      r < n - 1 ? x + n : -1,
      c > 0 ? x - 1 : -1,
      c < n - 1 ? x + 1 : -1,
    ].filter((y) => y >= 0 && cells[y] < 0);
    if (free.length === 0) {
      open.splice(i, 1);
      continue;
    }
    const y = free[rng.below(free.length)];
    cells[y] = cells[x];
    open.push(y);
  }
  return regionsFromCells(n, cells);
}

/** Where the own levels' files are written (for the CLI's tests), removed when the process ends. */
let folder: string | null = null;

function levelFile(file: string, text: string): string {
  if (folder === null) {
    const made = mkdtempSync(join(tmpdir(), 'placer-own-levels-'));
    process.on('exit', () => rmSync(made, { recursive: true, force: true }));
    folder = made;
  }
  const path = join(folder, file);
  writeFileSync(path, text);
  return path;
}

/** A level in the shape of a shared one, with what is known of it found by brute force. */
function ownLevel(file: string, puzzle: RegionsPuzzle): RegionsReference {
  const all = bruteRegions(puzzle);
  return {
    file,
    path: levelFile(file, printRegions(puzzle)),
    n: puzzle.n,
    solutions: all.length,
    connected: regionsConnected(puzzle),
    first: all[0] ?? [],
    rating: '-',
    text: printRegions(puzzle),
  };
}

let own: RegionsReference[] | null = null;

/**
 * The project's own levels: random grids of sides 5…8 (seeds 1…40: some with no solution, some
 * with many) and puzzles of sides 6…9 from the generator (seeds 1…3: one solution, solved by the
 * hint rules without guessing, as `placer regions generate` makes them).
 */
export function ownRegionsLevels(): RegionsReference[] {
  if (own !== null) return own;
  own = [];
  for (let seed = 1; seed <= 40; seed++) {
    const n = 5 + (seed % 4);
    own.push(ownLevel(`random-${n}x${n}-seed-${seed}.txt`, randomRegionsGrid(n, seed)));
  }
  for (const size of [6, 7, 8, 9]) {
    for (let seed = 1; seed <= 3; seed++) {
      const made = generateRated(size, 1, seed);
      own.push(ownLevel(`generated-${size}x${size}-seed-${seed}.txt`, parseRegions(made.grid)));
    }
  }
  return own;
}

/**
 * The shared levels where ../shared/reference/queens-regions is, else (`withoutShared` says it is
 * absent: a bare clone) the project's own, so no test that takes levels from here is skipped.
 */
export function regionsLevels(): RegionsReference[] {
  return withoutShared('queens-regions') === null ? regionsReference() : ownRegionsLevels();
}
