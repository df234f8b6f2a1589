/**
 * Every solution of a regions puzzle (puzzle.ts) as an Engine (run/engine.ts). A node takes the
 * first candidate cell of one unit (row, column or region still short of stars) and tries it
 * twice: a star there, then no star there — so every solution is met exactly once. A star clears
 * its eight neighbours, and a unit that has its k stars clears its other cells; a unit left with
 * fewer candidates than the stars it still needs ends the branch.
 *
 * Two orders of the same tree's leaves: `fast` branches on the unit with the least slack
 * (candidates − stars needed, a forced move at slack 0), for counts and the first solution;
 * `rows` branches on the first row short of stars, so solutions come in lexicographic order of
 * their cells (the listing's order). A search can be held to one first row (a unit of a count).
 *
 * The hot loop is plain: cell states in a byte array, per-unit counters, an explicit stack of
 * branch frames and a trail of cleared cells for undo; no allocation per node.
 */
import { cellTables } from './cellTables.js';
import { progressOf, type Engine, type Progress, type RunStatus } from '../run/engine.js';
import type { RegionsPuzzle } from './puzzle.js';

/** The two orders of the leaves (see the header). */
export type RegionsOrder = 'fast' | 'rows';

/** What a search lists or counts, and in which order. */
export interface RegionsSearchOptions {
  /** Only solutions whose first row's stars are these columns, ascending (a unit of a count). */
  readonly firstRow?: ArrayLike<number>;
  /** Report each solution ('found'); otherwise count them. */
  readonly list?: boolean;
  /** The branching order (default 'fast'; listings use 'rows'). */
  readonly order?: RegionsOrder;
}

const CANDIDATE = 0;
const STAR = 1;
const CLEARED = 2;

/** Every solution of a grid, counted or listed (see the module's header); an Engine. */
export class RegionsSearch implements Engine {
  readonly puzzle: RegionsPuzzle;
  /** Solutions found so far. */
  count = 0;
  /** Search nodes visited. */
  nodes = 0;
  /** The last solution found: its star cells, ascending. */
  readonly solution: Int32Array;

  private readonly n: number;
  private readonly k: number;
  /** Per cell: CANDIDATE, STAR or CLEARED. */
  private readonly state: Uint8Array;
  /** Per cell, its three units: row, n + column, 2n + region. */
  private readonly unitsOf: Int32Array;
  /** Per cell, its up to eight neighbours (−1 where the grid ends). */
  private readonly around: Int32Array;
  /** Each unit's cells, ascending: `unitCells[unitStart[u] … unitStart[u + 1]]`. */
  private readonly unitStart: Int32Array;
  private readonly unitCells: Int32Array;
  /** Per unit: candidate cells left, stars placed. */
  private readonly cand: Int32Array;
  private readonly placed: Int32Array;
  /** Cells changed, in order: a cleared cell as itself, a star as cell + n². */
  private readonly trail: Int32Array;
  private trailLen = 0;
  /** Branch frames: the cell tried, the trail length before it, 0 (star) or 1 (no star). */
  private readonly frameCell: Int32Array;
  private readonly frameTrail: Int32Array;
  private readonly framePhase: Uint8Array;
  private depth = 0;
  private stars = 0;
  private conflict = false;
  private readonly byRows: boolean;
  private readonly list: boolean;
  private started = false;
  private finished = false;
  /** Whether the search is going down (at a new node) rather than back to the last frame. */
  private descending = true;
  /** The trail length after the first row of a unit was set (the root of the search). */
  private rootTrail = 0;
  private readonly firstRow: Int32Array | null;

  constructor(puzzle: RegionsPuzzle, opts: RegionsSearchOptions = {}) {
    this.puzzle = puzzle;
    const { n, stars: k, region } = puzzle;
    this.n = n;
    this.k = k;
    const cells = n * n;
    this.solution = new Int32Array(n * k);
    this.state = new Uint8Array(cells);
    const t = cellTables(puzzle);
    this.unitsOf = t.unitsOf;
    this.around = t.around;
    this.unitStart = t.unitStart;
    this.unitCells = t.unitCells;
    const units = 3 * n;
    // Candidates per unit: all its cells at the start.
    this.cand = new Int32Array(units);
    for (let u = 0; u < units; u++) this.cand[u] = t.unitStart[u + 1] - t.unitStart[u];
    this.placed = new Int32Array(units);
    this.trail = new Int32Array(2 * cells + 1);
    this.frameCell = new Int32Array(cells + 1);
    this.frameTrail = new Int32Array(cells + 1);
    this.framePhase = new Uint8Array(cells + 1);
    for (let x = 0; x < cells; x++) if (region[x] < 0) this.state[x] = CLEARED;
    this.byRows = opts.order === 'rows';
    this.list = opts.list === true;
    this.firstRow = opts.firstRow === undefined ? null : Int32Array.from(opts.firstRow);
  }

  /** Clears a candidate cell; a unit left short of candidates marks a conflict. */
  private clear(x: number): void {
    const { unitsOf, cand, placed, k } = this;
    this.state[x] = CLEARED;
    this.trail[this.trailLen++] = x;
    for (let i = x * 3; i < x * 3 + 3; i++) {
      const u = unitsOf[i];
      if (--cand[u] + placed[u] < k) this.conflict = true;
    }
  }

  /** Puts a star on a candidate cell and clears what it rules out. */
  private place(x: number): void {
    const { unitsOf, cand, placed, state, around, unitStart, unitCells, k, n } = this;
    state[x] = STAR;
    this.trail[this.trailLen++] = x + n * n;
    this.stars++;
    for (let i = x * 3; i < x * 3 + 3; i++) {
      const u = unitsOf[i];
      cand[u]--;
      placed[u]++;
    }
    for (let i = x * 8; i < x * 8 + 8; i++) {
      const y = around[i];
      if (y >= 0 && state[y] === CANDIDATE) this.clear(y);
    }
    for (let i = x * 3; i < x * 3 + 3; i++) {
      const u = unitsOf[i];
      if (placed[u] !== k || cand[u] === 0) continue;
      for (let j = unitStart[u]; j < unitStart[u + 1]; j++) {
        const y = unitCells[j];
        if (state[y] === CANDIDATE) this.clear(y);
      }
    }
  }

  /** Undoes the trail down to `len`. */
  private undo(len: number): void {
    const { trail, state, unitsOf, cand, placed, n } = this;
    const cells = n * n;
    while (this.trailLen > len) {
      const e = trail[--this.trailLen];
      if (e >= cells) {
        const x = e - cells;
        state[x] = CANDIDATE;
        this.stars--;
        for (let i = x * 3; i < x * 3 + 3; i++) {
          cand[unitsOf[i]]++;
          placed[unitsOf[i]]--;
        }
      } else {
        state[e] = CANDIDATE;
        for (let i = e * 3; i < e * 3 + 3; i++) cand[unitsOf[i]]++;
      }
    }
    this.conflict = false;
  }

  /** The unit to branch on (see the header), or −1 when every unit has its stars. */
  private choose(): number {
    const { cand, placed, k, n } = this;
    if (this.byRows) {
      // A forced move anywhere first (it prunes without changing the leaves' order), else the
      // first row short of stars: its first candidate is the first undecided cell.
      for (let u = 0; u < 3 * n; u++) if (placed[u] < k && cand[u] === k - placed[u]) return u;
      for (let u = 0; u < n; u++) if (placed[u] < k) return u;
      return -1;
    }
    let best = -1;
    let bestSlack = 1 << 30;
    for (let u = 0; u < 3 * n; u++) {
      const need = k - placed[u];
      if (need === 0) continue;
      const slack = cand[u] - need;
      if (slack < bestSlack) {
        best = u;
        bestSlack = slack;
        if (slack === 0) break;
      }
    }
    return best;
  }

  /** Sets the first row of a unit of a count; false when it breaks a rule at once. */
  private setFirstRow(cols: Int32Array): boolean {
    const { n, state } = this;
    for (let i = 0; i < cols.length; i++) {
      const x = cols[i];
      if (state[x] !== CANDIDATE) return false;
      this.place(x);
    }
    for (let x = 0; x < n; x++) if (state[x] === CANDIDATE) this.clear(x);
    return !this.conflict;
  }

  run(budget: number): RunStatus {
    if (this.finished) return 'done';
    if (!this.started) {
      this.started = true;
      // A unit with fewer cells than stars has no solution; a node would find no cell to try.
      for (let u = 0; u < 3 * this.n; u++) {
        if (this.cand[u] < this.k) {
          this.finished = true;
          return 'done';
        }
      }
      if (this.firstRow !== null && !this.setFirstRow(this.firstRow)) {
        this.finished = true;
        return 'done';
      }
      this.rootTrail = this.trailLen;
    }
    const { frameCell, frameTrail, framePhase, unitStart, unitCells, state } = this;
    const full = this.n * this.k;
    let left = budget;
    while (left > 0) {
      if (this.descending) {
        left--;
        this.nodes++;
        if (this.stars === full) {
          this.count++;
          this.descending = false;
          if (this.list) {
            this.record();
            return 'found';
          }
          continue;
        }
        const u = this.choose();
        let x = -1;
        for (let j = unitStart[u]; j < unitStart[u + 1]; j++) {
          if (state[unitCells[j]] === CANDIDATE) {
            x = unitCells[j];
            break;
          }
        }
        const d = this.depth++;
        frameCell[d] = x;
        frameTrail[d] = this.trailLen;
        framePhase[d] = 0;
        this.place(x);
        if (this.conflict) this.descending = false;
        continue;
      }
      // Back to the last frame: its other branch, or further back.
      if (this.depth === 0) {
        this.undo(this.rootTrail);
        this.finished = true;
        return 'done';
      }
      const d = this.depth - 1;
      this.undo(frameTrail[d]);
      if (framePhase[d] === 0) {
        framePhase[d] = 1;
        this.clear(frameCell[d]);
        this.descending = !this.conflict;
      } else {
        this.depth--;
      }
    }
    return 'paused';
  }

  private record(): void {
    const { state, solution } = this;
    let j = 0;
    for (let x = 0; x < state.length; x++) if (state[x] === STAR) solution[j++] = x;
  }

  /** The fraction of the tree passed: each frame's second branch counts half of what is left. */
  private fraction(): number {
    if (this.finished) return 1;
    let f = 0;
    let w = 0.5;
    for (let d = 0; d < this.depth && w > 1e-9; d++, w /= 2) if (this.framePhase[d] === 1) f += w;
    return f;
  }

  progress(): Progress {
    return progressOf(this.nodes, 'nodes', {
      fraction: this.fraction(),
      found: BigInt(this.count),
    });
  }
}

/** The number of solutions of a puzzle, counting on this thread to the end or to `limit`. */
export function countRegions(puzzle: RegionsPuzzle, limit = Infinity): number {
  const s = new RegionsSearch(puzzle, { list: limit !== Infinity });
  while (s.count < limit && s.run(1 << 24) !== 'done');
  return s.count;
}

/** The first solutions of a puzzle in the listing's order (lexicographic), at most `limit`. */
export function regionsSolutions(puzzle: RegionsPuzzle, limit = Infinity): Int32Array[] {
  const s = new RegionsSearch(puzzle, { list: true, order: 'rows' });
  const out: Int32Array[] = [];
  while (out.length < limit && s.run(1 << 24) === 'found') out.push(s.solution.slice());
  return out;
}

/** The first solution found by the fast order, or null when there is none. */
export function solveRegions(puzzle: RegionsPuzzle): Int32Array | null {
  const s = new RegionsSearch(puzzle, { list: true });
  while (true) {
    const status = s.run(1 << 24);
    if (status === 'found') return s.solution.slice();
    if (status === 'done') return null;
  }
}
