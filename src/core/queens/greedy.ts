/**
 * Seed 001's greedy method, as the seed describes it:
 *
 * 1. Give every free cell a score: how many other cells a queen there would attack (on the empty
 *    8×8 board the cell x = 2, y = 1 scores 23, and the 28 border cells score the minimum, 21).
 *    Cells already attacked or holding a queen are not free and attack nothing; they are not
 *    counted.
 * 2. Find the lowest score, count the cells that have it, draw one of them at random (the seed
 *    draws a number 1…count and walks the board to that cell) and put a queen there.
 * 3. Mark every free cell the new queen attacks as attacked.
 * 4. Repeat from 1 until N queens stand. If no free cell is left before that, clear the board and
 *    start again (the seed's checkQueens / resetBoard).
 *
 * Choices kept open by the seed, fixed here: cells are walked row by row, left to right (the tie
 * drawn is the pick-th in that order), and the draw is made even when only one cell ties, so the
 * random stream does not depend on the tie count.
 *
 * A score is O(1): the number of free cells on each of the cell's four lines (row, column and two
 * diagonals) is kept up to date, and score = the sum of the four minus 4 (the cell itself is on
 * each). A placement costs O(N²) for the scores, so an attempt is O(N³).
 *
 * Two paths share the board logic: `Greedy` (fast: walks only the cells still free, in order,
 * dropping the others as it goes) and `greedyEvents` (traced: a full score grid per placement).
 * For one seed they draw the same numbers and make the same moves; a test checks it.
 */
import { progressOf, type Engine, type Progress, type RunStatus } from '../run/engine.js';
import { Random } from '../random.js';
import { eventsOf, type TraceMachine } from '../trace.js';
import type { GreedyEvent } from './traceEvents.js';

/** Board state of one attempt: free cells and the count of free cells on every line. */
class GreedyBoard {
  readonly n: number;
  /** cols[row] = column of the queen in that row, -1 for none yet. */
  readonly cols: Int32Array;
  /** 1 for a free cell (index row * n + col). */
  readonly free: Uint8Array;
  private readonly rowFree: Int32Array;
  private readonly colFree: Int32Array;
  /** Diagonal "\" is row - col + n - 1; diagonal "/" is row + col. */
  private readonly diagFree: Int32Array;
  private readonly antiFree: Int32Array;
  placed = 0;
  freeCount = 0;

  constructor(n: number) {
    this.n = n;
    this.cols = new Int32Array(n);
    this.free = new Uint8Array(n * n);
    this.rowFree = new Int32Array(n);
    this.colFree = new Int32Array(n);
    this.diagFree = new Int32Array(2 * n - 1);
    this.antiFree = new Int32Array(2 * n - 1);
    this.reset();
  }

  reset(): void {
    const n = this.n;
    this.cols.fill(-1);
    this.free.fill(1);
    this.rowFree.fill(n);
    this.colFree.fill(n);
    for (let k = 0; k < 2 * n - 1; k++) {
      const len = k < n ? k + 1 : 2 * n - 1 - k;
      this.diagFree[k] = len;
      this.antiFree[k] = len;
    }
    this.placed = 0;
    this.freeCount = n * n;
  }

  /** Free cells a queen on the free cell (r, c) would attack. */
  score(r: number, c: number): number {
    const n = this.n;
    return (
      this.rowFree[r] + this.colFree[c] + this.diagFree[r - c + n - 1] + this.antiFree[r + c] - 4
    );
  }

  private take(r: number, c: number): void {
    const n = this.n;
    this.free[r * n + c] = 0;
    this.rowFree[r]--;
    this.colFree[c]--;
    this.diagFree[r - c + n - 1]--;
    this.antiFree[r + c]--;
    this.freeCount--;
  }

  /** Puts a queen on the free cell (r, c) and marks every free cell it attacks. */
  place(r: number, c: number): void {
    const n = this.n;
    const free = this.free;
    this.cols[r] = c;
    this.placed++;
    this.take(r, c);
    for (let x = 0; x < n; x++) {
      if (free[r * n + x] === 1) this.take(r, x);
      if (free[x * n + c] === 1) this.take(x, c);
    }
    // Diagonal "\": cells (r + t, c + t); diagonal "/": cells (r + t, c - t).
    for (let t = -Math.min(r, c); r + t < n && c + t < n; t++) {
      if (free[(r + t) * n + c + t] === 1) this.take(r + t, c + t);
    }
    for (let t = -Math.min(r, n - 1 - c); r + t < n && c - t >= 0; t++) {
      if (free[(r + t) * n + c - t] === 1) this.take(r + t, c - t);
    }
  }
}

/**
 * The fast path: no events, an Engine (engine.ts) in slices of placements: 'found' once N queens
 * stand (`cols` holds them), 'done' after that.
 */
export class Greedy implements Engine {
  readonly n: number;
  private readonly board: GreedyBoard;
  private readonly rng: Random;
  /** Free cells of this attempt in row-major order (a prefix of `list`; stale ones are dropped). */
  private readonly list: Int32Array;
  private listLength = 0;
  /** Placements made, over all attempts. */
  steps = 0;
  /** Attempts given up. */
  restarts = 0;
  private solved = false;
  /** The solution has been reported by `run` ('found'); later runs say 'done'. */
  private reported = false;

  constructor(n: number, seed: number) {
    if (!Number.isInteger(n) || n < 1) throw new RangeError(`greedy needs N ≥ 1: ${n}`);
    this.n = n;
    this.board = new GreedyBoard(n);
    this.rng = new Random(seed);
    this.list = new Int32Array(n * n);
    this.fillList();
  }

  /** The placement of the current attempt (a solution once solved). */
  get cols(): Int32Array {
    return this.board.cols;
  }

  private fillList(): void {
    for (let k = 0; k < this.list.length; k++) this.list[k] = k;
    this.listLength = this.list.length;
  }

  /** Makes at most `budget` placements: 'found' when solved by now, first time; 'done' after it. */
  run(budget: number): RunStatus {
    const n = this.n;
    const board = this.board;
    const free = board.free;
    const list = this.list;
    let left = budget;
    while (!this.solved && left > 0) {
      // Scores of the free cells, dropping cells that are no longer free (order is kept).
      let len = 0;
      let min = Infinity;
      let ties = 0;
      for (let k = 0; k < this.listLength; k++) {
        const cell = list[k];
        if (free[cell] === 0) continue;
        list[len++] = cell;
        const r = (cell / n) | 0;
        const s = board.score(r, cell - r * n);
        if (s < min) {
          min = s;
          ties = 1;
        } else if (s === min) ties++;
      }
      this.listLength = len;
      if (len === 0) {
        this.restarts++;
        board.reset();
        this.fillList();
        continue;
      }
      let pick = this.rng.below(ties);
      let chosen = -1;
      for (let k = 0; k < len; k++) {
        const cell = list[k];
        const r = (cell / n) | 0;
        if (board.score(r, cell - r * n) === min && pick-- === 0) {
          chosen = cell;
          break;
        }
      }
      const r = (chosen / n) | 0;
      board.place(r, chosen - r * n);
      this.steps++;
      left--;
      if (board.placed === n) this.solved = true;
    }
    if (!this.solved) return 'paused';
    if (this.reported) return 'done';
    this.reported = true;
    return 'found';
  }

  progress(): Progress {
    return progressOf(this.steps, 'placements', { found: this.solved ? 1n : 0n });
  }
}

/** Options of a traced greedy run: a step limit. */
export interface GreedyTraceOptions {
  /** Stop after this many placements (a `done` event with complete = false follows). */
  readonly maxSteps?: number;
}

/** A traced greedy run's whole state: the board follows from the queens, in any order. */
export interface GreedySnapshot {
  readonly cols: Int32Array;
  readonly rng: readonly [number, number, number, number];
  readonly step: number;
  readonly attempt: number;
  readonly pending: readonly GreedyEvent[];
  readonly finished: boolean;
}

/**
 * The traced path: the same moves as `Greedy` for the same seed, with the full score grid before
 * every placement. Meant for small boards (each event holds N² scores). A state machine: each
 * `advance` queues the events of one move (scores and placement, a restart, or the end).
 */
export class GreedyTrace implements TraceMachine<GreedyEvent, GreedySnapshot> {
  readonly n: number;
  private readonly max: number;
  private readonly board: GreedyBoard;
  private readonly rng: Random;
  private step = 0;
  private attempt = 1;
  private pending: GreedyEvent[] = [];
  private finished = false;

  constructor(n: number, seed: number, opts: GreedyTraceOptions = {}) {
    if (!Number.isInteger(n) || n < 1) throw new RangeError(`greedy needs N ≥ 1: ${n}`);
    this.n = n;
    this.max = opts.maxSteps ?? Infinity;
    this.board = new GreedyBoard(n);
    this.rng = new Random(seed);
  }

  next(): GreedyEvent | null {
    if (this.pending.length === 0 && !this.finished) this.advance();
    return this.pending.shift() ?? null;
  }

  private queens(): number[] {
    return Array.from(this.board.cols);
  }

  private advance(): void {
    const { n, board, pending } = this;
    const step = this.step;
    if (board.placed === n) {
      pending.push({ type: 'solution', step, index: 1, queens: this.queens() });
      pending.push({ type: 'done', step, solutions: 1, complete: true, queens: this.queens() });
      this.finished = true;
      return;
    }
    // The limit is checked before a restart, as in the fast path (which restarts lazily).
    if (step >= this.max) {
      pending.push({ type: 'done', step, solutions: 0, complete: false, queens: this.queens() });
      this.finished = true;
      return;
    }
    if (board.freeCount === 0) {
      const attempt = ++this.attempt;
      pending.push({ type: 'restart', step, attempt, placed: board.placed, queens: this.queens() });
      board.reset();
      return;
    }
    const scores = new Array<number>(n * n).fill(-1);
    let min = Infinity;
    let ties = 0;
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) {
        if (board.free[r * n + c] === 0) continue;
        const s = board.score(r, c);
        scores[r * n + c] = s;
        if (s < min) {
          min = s;
          ties = 1;
        } else if (s === min) ties++;
      }
    }
    const pick = this.rng.below(ties);
    let seen = 0;
    const cell = scores.findIndex((s) => s === min && seen++ === pick);
    const row = Math.floor(cell / n);
    const col = cell % n;
    this.step++;
    const at = { step: this.step, row, col };
    pending.push({
      type: 'attack-scores',
      ...at,
      scores,
      min,
      ties,
      pick: pick + 1,
      queens: this.queens(),
    });
    board.place(row, col);
    pending.push({ type: 'place', ...at, queens: this.queens() });
  }

  save(): GreedySnapshot {
    const { step, attempt, finished } = this;
    return {
      cols: this.board.cols.slice(),
      rng: this.rng.state(),
      step,
      attempt,
      pending: this.pending.slice(),
      finished,
    };
  }

  restore(s: GreedySnapshot): void {
    // The free cells and line counts depend only on which queens stand: place them again.
    const board = this.board;
    board.reset();
    s.cols.forEach((col, row) => {
      if (col >= 0) board.place(row, col);
    });
    this.rng.setState(s.rng);
    this.step = s.step;
    this.attempt = s.attempt;
    this.pending = s.pending.slice();
    this.finished = s.finished;
  }
}

/** The traced path as a stream of events (see `GreedyTrace`). */
export function greedyEvents(
  n: number,
  seed: number,
  opts: GreedyTraceOptions = {},
): Generator<GreedyEvent> {
  return eventsOf(new GreedyTrace(n, seed, opts));
}
