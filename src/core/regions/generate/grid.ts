/**
 * The grid one generation works on, shared by its steps (generate.ts lists them): the random
 * numbers, the layout being made, the intended solution, and the scratch of its searches, all
 * allocated once per generation.
 */
import { Random } from '../../random.js';
import { REGION_SYMBOLS, type RegionsPuzzle } from '../puzzle.js';
import { RegionFlood } from '../regionFlood.js';

/** The state the steps share. */
export class GenerationGrid {
  readonly n: number;
  readonly k: number;
  /** The only source of chance: the same seed, the same draws in the same order. */
  readonly rng: Random;
  /** The layout being worked on; `puzzle.region` is this array. */
  readonly region: Int32Array;
  readonly puzzle: RegionsPuzzle;
  /** The intended solution S: 1 on its stars. */
  readonly isStar: Uint8Array;
  /** The side table and the flood fills over regions (regionFlood.ts). */
  readonly flood: RegionFlood;
  /** Per cell, the cell a path search reached it from (−1 at the start). */
  readonly parent: Int32Array;

  constructor(n: number, k: number, seed: number) {
    this.n = n;
    this.k = k;
    this.rng = new Random(seed);
    const cells = n * n;
    this.region = new Int32Array(cells);
    this.puzzle = {
      n,
      stars: k,
      region: this.region,
      symbols: Array.from(REGION_SYMBOLS.slice(0, n)),
    };
    this.isStar = new Uint8Array(cells);
    this.flood = new RegionFlood(n);
    this.parent = new Int32Array(cells);
  }

  /** The intended solution's cells, ascending. */
  solutionCells(): Int32Array {
    const out = new Int32Array(this.n * this.k);
    let j = 0;
    for (let x = 0; x < this.isStar.length; x++) if (this.isStar[x] === 1) out[j++] = x;
    return out;
  }
}
