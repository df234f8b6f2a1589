/**
 * The board the deduction rules (rules.ts) reason on: each cell unknown, a star or a cross, with
 * per-unit counters (unknown cells left, stars placed) and a trail of changes, so a rule can try
 * a star, look at what follows and take it back without copying anything.
 *
 * Units are numbered as in search.ts: rows 0 … n − 1, columns n … 2n − 1, regions 2n … 3n − 1.
 * The board notices the first thing that breaks the rules — a unit with more than k stars, two
 * stars touching, a unit left with fewer stars and unknown cells than k — and keeps it as
 * `broken` (what kind, which unit or cells), which is how a rule's guess fails.
 */
import { cellTables, type CellTables } from './cellTables.js';
import type { RegionsPuzzle } from './puzzle.js';

export const UNKNOWN = 0;
export const STAR = 1;
export const CROSS = 2;

/** What breaks the rules on a board (none while `brokenKind` is NONE). */
export const NONE = 0;
/** A unit has more than k stars (`brokenUnit`). */
export const OVERFULL = 1;
/** Two stars touch (`brokenCells`). */
export const TOUCH = 2;
/** A unit has too few cells left for its stars (`brokenUnit`). */
export const SHORT = 3;
/** A star on a blocked cell (`brokenCells`): only a player's given stars do this. */
export const ON_BLOCKED = 4;

/** The tables of a puzzle that never change: cellTables.ts's, and bitsets for the rules. */
export interface Layout extends CellTables {
  readonly n: number;
  readonly k: number;
  /** Words in a bitset of the cells. */
  readonly words: number;
  /**
   * Per cell a bitset (`words` ints) of the cells a star there rules out when k = 1: its
   * neighbours and its row, column and region (itself included; the rules never ask).
   */
  readonly killers: Int32Array;
  /** Per unit the bitset of its cells. */
  readonly unitBits: Int32Array;
}

const layouts = new WeakMap<RegionsPuzzle, Layout>();

/** The puzzle's layout, built once per puzzle object. */
export function layoutOf(p: RegionsPuzzle): Layout {
  const known = layouts.get(p);
  if (known !== undefined) return known;
  const { n, region } = p;
  const cells = n * n;
  const { unitsOf, around, unitStart, unitCells } = cellTables(p);
  const words = (cells + 31) >> 5;
  const unitBits = new Int32Array(3 * n * words);
  for (let u = 0; u < 3 * n; u++) {
    for (let j = unitStart[u]; j < unitStart[u + 1]; j++) {
      const x = unitCells[j];
      unitBits[u * words + (x >> 5)] |= 1 << (x & 31);
    }
  }
  const killers = new Int32Array(cells * words);
  for (let x = 0; x < cells; x++) {
    const base = x * words;
    killers[base + (x >> 5)] |= 1 << (x & 31);
    for (let i = x * 8; i < x * 8 + 8; i++) {
      const y = around[i];
      if (y >= 0) killers[base + (y >> 5)] |= 1 << (y & 31);
    }
    if (region[x] < 0) continue;
    for (let i = x * 3; i < x * 3 + 3; i++) {
      const u = unitsOf[i];
      for (let w = 0; w < words; w++) killers[base + w] |= unitBits[u * words + w];
    }
  }
  const layout = {
    n,
    k: p.stars,
    unitsOf,
    around,
    unitStart,
    unitCells,
    words,
    killers,
    unitBits,
  };
  layouts.set(p, layout);
  return layout;
}

export class HintBoard {
  readonly puzzle: RegionsPuzzle;
  readonly layout: Layout;
  readonly n: number;
  readonly k: number;
  /** Per cell: UNKNOWN, STAR or CROSS. */
  readonly cell: Uint8Array;
  /** Per unit: unknown cells left, stars placed. */
  readonly unknown: Int32Array;
  readonly placed: Int32Array;
  /** Stars on the board. */
  stars = 0;
  /** The first thing found that breaks the rules (NONE, OVERFULL, TOUCH, SHORT, ON_BLOCKED). */
  brokenKind = NONE;
  brokenUnit = -1;
  readonly brokenCells = new Int32Array(2);
  /** Changes in order: a cross as its cell, a star as cell + n². */
  private readonly trail: Int32Array;
  trailLen = 0;

  constructor(puzzle: RegionsPuzzle) {
    this.puzzle = puzzle;
    this.layout = layoutOf(puzzle);
    const { n } = puzzle;
    this.n = n;
    this.k = puzzle.stars;
    this.cell = new Uint8Array(n * n);
    this.unknown = new Int32Array(3 * n);
    this.placed = new Int32Array(3 * n);
    this.trail = new Int32Array(n * n + 1);
    const { unitStart } = this.layout;
    for (let u = 0; u < 3 * n; u++) this.unknown[u] = unitStart[u + 1] - unitStart[u];
    for (let x = 0; x < n * n; x++) if (puzzle.region[x] < 0) this.cell[x] = CROSS;
    this.checkShort();
  }

  /** Whether every unit has its k stars. */
  solved(): boolean {
    return this.stars === this.n * this.k && this.brokenKind === NONE;
  }

  private breakWith(kind: number, unit: number, a: number, b: number): void {
    if (this.brokenKind !== NONE) return;
    this.brokenKind = kind;
    this.brokenUnit = unit;
    this.brokenCells[0] = a;
    this.brokenCells[1] = b;
  }

  /** Marks the first unit that cannot get its stars any more (after a load). */
  private checkShort(): void {
    for (let u = 0; u < 3 * this.n; u++) {
      if (this.placed[u] > this.k) this.breakWith(OVERFULL, u, -1, -1);
      else if (this.unknown[u] + this.placed[u] < this.k) this.breakWith(SHORT, u, -1, -1);
    }
  }

  /** Crosses an unknown cell. */
  cross(x: number): void {
    const { unknown, placed, k } = this;
    const { unitsOf } = this.layout;
    this.cell[x] = CROSS;
    this.trail[this.trailLen++] = x;
    for (let i = x * 3; i < x * 3 + 3; i++) {
      const u = unitsOf[i];
      if (--unknown[u] + placed[u] < k) this.breakWith(SHORT, u, -1, -1);
    }
  }

  /** Puts a star on an unknown cell (nothing else changes; see `starWithConsequences`). */
  star(x: number): void {
    const { unknown, placed, k, n, cell } = this;
    const { unitsOf, around } = this.layout;
    if (this.puzzle.region[x] < 0) {
      this.breakWith(ON_BLOCKED, -1, x, -1);
      return;
    }
    cell[x] = STAR;
    this.trail[this.trailLen++] = x + n * n;
    this.stars++;
    for (let i = x * 3; i < x * 3 + 3; i++) {
      const u = unitsOf[i];
      unknown[u]--;
      if (++placed[u] > k) this.breakWith(OVERFULL, u, -1, -1);
    }
    for (let i = x * 8; i < x * 8 + 8; i++) {
      const y = around[i];
      if (y >= 0 && cell[y] === STAR) this.breakWith(TOUCH, -1, Math.min(x, y), Math.max(x, y));
    }
  }

  /**
   * A star and its direct consequences: its unknown neighbours crossed, and the other unknown
   * cells of each of its units that now has k stars.
   */
  starWithConsequences(x: number): void {
    this.star(x);
    const { cell, placed, k } = this;
    const { unitsOf, around, unitStart, unitCells } = this.layout;
    for (let i = x * 8; i < x * 8 + 8; i++) {
      const y = around[i];
      if (y >= 0 && cell[y] === UNKNOWN) this.cross(y);
    }
    for (let i = x * 3; i < x * 3 + 3; i++) {
      const u = unitsOf[i];
      if (u < 0 || placed[u] !== k) continue;
      for (let j = unitStart[u]; j < unitStart[u + 1]; j++) {
        const y = unitCells[j];
        if (cell[y] === UNKNOWN) this.cross(y);
      }
    }
  }

  /** Writes the stars placed since trail length `len` into `out`, in order; their number. */
  starsSince(len: number, out: Int32Array): number {
    const cells = this.n * this.n;
    let count = 0;
    for (let i = len; i < this.trailLen; i++) {
      if (this.trail[i] >= cells) out[count++] = this.trail[i] - cells;
    }
    return count;
  }

  /** Writes the cells changed since trail length `len` into `out`, in order; their number. */
  cellsSince(len: number, out: Int32Array): number {
    const cells = this.n * this.n;
    let count = 0;
    for (let i = len; i < this.trailLen; i++) {
      const e = this.trail[i];
      out[count++] = e >= cells ? e - cells : e;
    }
    return count;
  }

  /** Undoes the changes down to trail length `len`, and forgets what broke after it. */
  undo(len: number, brokenBefore: number): void {
    const { trail, cell, unknown, placed, n } = this;
    const { unitsOf } = this.layout;
    const cells = n * n;
    while (this.trailLen > len) {
      const e = trail[--this.trailLen];
      if (e >= cells) {
        const x = e - cells;
        cell[x] = UNKNOWN;
        this.stars--;
        for (let i = x * 3; i < x * 3 + 3; i++) {
          unknown[unitsOf[i]]++;
          placed[unitsOf[i]]--;
        }
      } else {
        cell[e] = UNKNOWN;
        for (let i = e * 3; i < e * 3 + 3; i++) unknown[unitsOf[i]]++;
      }
    }
    if (brokenBefore === NONE) this.brokenKind = NONE;
  }
}
