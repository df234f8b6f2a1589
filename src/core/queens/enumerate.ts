/**
 * All solutions as a stream, in lexicographic order of `cols`, in constant memory: a resumable
 * explicit-stack search. Fundamental mode searches only the symmetry-reduced spaces (space.ts)
 * and keeps the canonical (lexicographically smallest) member of each class, with its orbit size;
 * the spaces are visited root by root in lexicographic order, so that stream is sorted too.
 *
 * The stream is an Engine (engine.ts): `run(budget)` says 'found' for every solution (readable in
 * `solution` until the next call), 'done' at the end; a step is a full placement visited (in
 * fundamental mode the non-canonical ones count too, so a run can pause between two kept ones).
 * `next()` is `run` without a budget; the search itself (`advance`) is the same for both.
 */
import { popcount } from '../bits.js';
import { progressOf, type Engine, type Progress, type RunStatus } from '../run/engine.js';
import { canonicalOrbitSize } from './classes.js';
import { choices, fullSpace, MIN_SPACE_N, spaceFor, spaceRoots, type Space } from './space.js';

/** Which solutions a SolutionStream lists: all, the fundamental ones, or those within allowed columns. */
export interface SolutionStreamOptions {
  /** Only the canonical member of each symmetry class. */
  readonly fundamental?: boolean;
  /**
   * Columns each row may use (bit c = column c), e.g. fixed queens preset by complete.ts; every
   * column when absent. Not with `fundamental`.
   */
  readonly allowed?: Int32Array;
}

/** Every solution (or every canonical one) in lexicographic order, one at a time, as an Engine. */
export class SolutionStream implements Engine {
  readonly n: number;
  readonly fundamental: boolean;
  /** Orbit size of the solution last returned (fundamental mode; 0 otherwise). */
  orbitSize = 0;

  /** Keep only canonical solutions (tiny boards in fundamental mode search the full space). */
  private readonly filterCanonical: boolean;
  private readonly roots: number[][];
  private rootIndex = -1;
  private space: Space | null = null;
  private readonly cols: Int32Array;
  private readonly ls: Int32Array;
  private readonly ds: Int32Array;
  private readonly rs: Int32Array;
  private readonly fs: Int32Array;
  private readonly inv: Int32Array;
  private readonly scratch: Int32Array;
  private readonly custom: Space | null;
  private start = 0;
  private y = 0;
  private l = 0;
  private d = 0;
  private r = 0;
  private f = 0;
  /** Choices of the root's first searched row, for the progress estimate. */
  private startChoices = 0;
  /** Full placements visited, and solutions returned (kept ones), over the whole stream. */
  private visited = 0;
  private returned = 0;
  private exhausted = false;

  constructor(n: number, opts: SolutionStreamOptions = {}) {
    this.n = n;
    this.fundamental = opts.fundamental === true && n >= MIN_SPACE_N;
    this.roots = this.fundamental ? spaceRoots(n) : [[]];
    this.cols = new Int32Array(n);
    this.ls = new Int32Array(n);
    this.ds = new Int32Array(n + 1);
    this.rs = new Int32Array(n);
    this.fs = new Int32Array(n);
    this.inv = new Int32Array(n);
    this.scratch = new Int32Array(n);
    this.filterCanonical = opts.fundamental === true;
    if (opts.allowed && opts.fundamental) throw new RangeError('allowed masks and fundamental');
    this.custom = opts.allowed ? { ...fullSpace(n), allowed: opts.allowed } : null;
  }

  /** Moves to the next root; false when none is left. */
  private openRoot(): boolean {
    this.rootIndex++;
    if (this.rootIndex >= this.roots.length) return false;
    const prefix = this.roots[this.rootIndex];
    const s = this.fundamental ? spaceFor(this.n, prefix) : (this.custom ?? fullSpace(this.n));
    this.space = s;
    let l = 0;
    let d = 0;
    let r = 0;
    for (let y = 0; y < prefix.length; y++) {
      const bit = 1 << prefix[y];
      this.cols[y] = prefix[y];
      l = (l | bit) << 1;
      d |= bit;
      r = (r | bit) >>> 1;
    }
    this.start = prefix.length;
    this.y = prefix.length;
    this.l = l;
    this.d = d;
    this.r = r;
    this.f = choices(s, this.y, l, d, r);
    this.startChoices = popcount(this.f);
    return true;
  }

  /**
   * The next solution (0-based columns) in a buffer owned by the stream and overwritten by the
   * following call; null when the stream is exhausted.
   */
  next(): Int32Array | null {
    return this.run(Infinity) === 'found' ? this.cols : null;
  }

  /** The solution of the last 'found' (or non-null `next()`), overwritten by the next call. */
  get solution(): Int32Array {
    return this.cols;
  }

  /**
   * Visits at most `budget` full placements: 'found' at the next solution (in `solution`, with
   * `orbitSize` in fundamental mode), 'done' when none is left, else 'paused'.
   */
  run(budget: number): RunStatus {
    if (this.exhausted) return 'done';
    let left = budget;
    while (left > 0) {
      if (this.space === null && (this.n === 0 || !this.openRoot())) {
        this.exhausted = true;
        return 'done';
      }
      if (this.advance()) {
        left--;
        this.visited++;
        if (!this.filterCanonical) {
          this.returned++;
          return 'found';
        }
        const size = canonicalOrbitSize(this.cols, this.inv, this.scratch);
        if (size > 0) {
          this.orbitSize = size;
          this.returned++;
          return 'found';
        }
      } else {
        this.space = null;
      }
    }
    return 'paused';
  }

  /**
   * Steps: placements visited; found: solutions returned; done/total: roots finished, in
   * fundamental mode (the plain stream has one root). The fraction is rough: roots count
   * alike, and within a root each choice of its first searched row does too.
   */
  /** Placements visited so far: progress().steps, read without building a progress record. */
  get steps(): number {
    return this.visited;
  }

  progress(): Progress {
    const roots = this.roots.length;
    const split = this.fundamental;
    const rootsDone = this.exhausted ? roots : this.rootIndex + (this.space === null ? 1 : 0);
    let within = 0;
    if (this.space !== null && this.startChoices > 0) {
      const inside = this.y > this.start;
      const left = popcount(inside ? this.fs[this.start] : this.f);
      within = (this.startChoices - left - (inside ? 0.5 : 0)) / this.startChoices;
    }
    return progressOf(this.visited, this.filterCanonical ? 'solutions visited' : 'solutions', {
      done: split ? Math.max(0, rootsDone) : 0,
      total: split ? roots : null,
      fraction: this.exhausted ? 1 : Math.max(0, rootsDone + within) / roots,
      found: BigInt(this.returned),
    });
  }

  /**
   * Puts the stream just after `cols`, a solution it lists (in fundamental mode a canonical one):
   * `next()` then returns the solution that follows `cols`, as if the stream had been read up to
   * it. The search state (the explicit stack) is rebuilt from the columns, not replayed, so a
   * listing can resume from any row that random access (listing.ts) found.
   */
  seekAfter(cols: ArrayLike<number>): void {
    const n = this.n;
    if (n === 0) return;
    let index = 0;
    if (this.fundamental) {
      index = this.roots.findIndex((root) => root.every((c, y) => cols[y] === c));
      if (index < 0) throw new RangeError('not a solution of the fundamental listing');
    }
    const s = this.fundamental ? spaceFor(n, this.roots[index]) : (this.custom ?? fullSpace(n));
    this.rootIndex = index;
    this.space = s;
    const start = this.roots[index].length;
    const last = n - 1;
    const top = Math.max(start, last - 1); // the row whose remaining choices are in the fields
    let l = 0;
    let d = 0;
    let r = 0;
    for (let y = 0; y <= top; y++) {
      const c = cols[y];
      this.cols[y] = c;
      if (y >= start) {
        // The choices of row y still to try: those right of its queen (tried lowest first).
        const f = choices(s, y, l, d, r) & ~((2 << c) - 1);
        if (y < top) {
          this.ls[y] = l;
          this.ds[y] = d;
          this.rs[y] = r;
          this.fs[y] = f;
        } else {
          this.y = y;
          this.l = l;
          this.d = d;
          this.r = r;
          this.f = f;
        }
      }
      const bit = 1 << c;
      l = (l | bit) << 1;
      d |= bit;
      r = (r | bit) >>> 1;
    }
    this.start = start;
  }

  /**
   * Runs the search to the next leaf of the current root; false when the root is exhausted.
   * A plain bitboard walk: rows start…n-2 on an explicit stack (the current row in locals, the
   * state kept in fields between calls), the leaf row tested in place, a one-row look-ahead;
   * columns are read back from the stack (ds[t+1] ^ ds[t]) only for a leaf.
   */
  private advance(): boolean {
    const s = this.space as Space;
    const n = this.n;
    const last = n - 1;
    const { cols, ls, ds, rs, fs } = this;
    const allowed = s.allowed;
    const ruleRow = s.ruleRow;
    const side = s.side;
    const start = this.start;
    let { y, l, d, r, f } = this;
    if (start === last) {
      // A one-row search (n = 1): the row's choices are the leaves.
      if (f === 0) return false;
      const bit = f & -f;
      this.f = f ^ bit;
      cols[last] = 31 - Math.clz32(bit);
      return true;
    }
    let leaf = 0;
    for (;;) {
      if (f === 0) {
        if (y === start) break;
        y--;
        f = fs[y];
        l = ls[y];
        d = ds[y];
        r = rs[y];
        continue;
      }
      const bit = f & -f;
      f ^= bit;
      const nl = (l | bit) << 1;
      const nd = d | bit;
      const nr = (r | bit) >>> 1;
      const ny = y + 1;
      if (ny === last) {
        leaf = allowed[last] & ~(nl | nd | nr);
        if (leaf !== 0) {
          ds[y] = d;
          ds[last] = nd;
          break;
        }
        continue;
      }
      let nf = allowed[ny] & ~(nl | nd | nr);
      if (ny === ruleRow) {
        const sides = nd & side;
        nf = sides === 0 ? 0 : sides === side ? nf : nf & side;
      }
      if (nf === 0) continue;
      if ((allowed[ny + 1] & ~((nl << 1) | nd | (nr >>> 1))) === 0) continue;
      ls[y] = l;
      ds[y] = d;
      rs[y] = r;
      fs[y] = f;
      y = ny;
      l = nl;
      d = nd;
      r = nr;
      f = nf;
    }
    this.y = y;
    this.l = l;
    this.d = d;
    this.r = r;
    this.f = f;
    if (leaf === 0) return false;
    for (let t = start; t < last; t++) cols[t] = 31 - Math.clz32(ds[t + 1] ^ ds[t]);
    cols[last] = 31 - Math.clz32(leaf);
    return true;
  }
}

/** Calls `visit` with every solution in lexicographic order (the buffer is reused). */
export function forEachSolution(
  n: number,
  visit: (cols: Int32Array) => void,
  opts: SolutionStreamOptions = {},
): void {
  const stream = new SolutionStream(n, opts);
  for (let s = stream.next(); s !== null; s = stream.next()) visit(s);
}
