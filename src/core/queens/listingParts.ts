/**
 * The parts of a listing (listing.ts): its possible first rows in lexicographic order, walked
 * and counted in order, kept with their counts when asked, and the descent from a part to one of
 * its rows by counting each row's candidates.
 */
import { countPrefix, listingSpaces, spaceOfPrefix, type ListingSpace } from './listingCount.js';
import { MIN_TABLE_BUILD_N, PartTableBuild } from './listingTable.js';

/**
 * Rows fixed per part: about 13 rows are left below a part, so counting one takes milliseconds
 * and a seek can be cancelled between parts; at least 2 (the fundamental spaces' roots), and 3
 * from N = 15, where a part of 2 rows holds too many rows for a quick descent.
 */
export function partDepth(n: number): number {
  return Math.min(n, n <= 14 ? 2 : n <= 16 ? 3 : n - 13);
}

/**
 * The parts of a listing in order: a depth-first walk over the first `depth` rows of each stretch
 * (listingCount.ts), resumable. With `half`, only the parts that come no later than their mirror
 * images: row 0 left of the middle or on it, and then row 1 left of it.
 */
export class PartWalk {
  /** The current part's columns (rows 0…depth-1). */
  readonly cols: Int32Array;
  /** Attack masks that the current part leaves on row `depth`. */
  l = 0;
  d = 0;
  r = 0;
  space: ListingSpace | null = null;
  private spaceIndex = -1;
  private y = 0;
  private start = 0;
  private rootPending = false;
  private readonly ls: Int32Array;
  private readonly ds: Int32Array;
  private readonly rs: Int32Array;
  private readonly fs: Int32Array;

  constructor(
    readonly spaces: readonly ListingSpace[],
    readonly depth: number,
    private readonly half: boolean,
  ) {
    const n = spaces[0].n;
    this.cols = new Int32Array(n);
    this.ls = new Int32Array(depth + 1);
    this.ds = new Int32Array(depth + 1);
    this.rs = new Int32Array(depth + 1);
    this.fs = new Int32Array(depth + 1);
  }

  /** Moves to the next part; false when there is none left. */
  next(): boolean {
    const { cols, ls, ds, rs, fs, depth } = this;
    for (;;) {
      if (this.space === null && !this.openSpace()) return false;
      if (this.rootPending) {
        this.rootPending = false;
        return true;
      }
      const y = this.y;
      const f = fs[y];
      if (f === 0) {
        if (y === this.start) this.space = null;
        else this.y = y - 1;
        continue;
      }
      const bit = f & -f;
      fs[y] = f ^ bit;
      cols[y] = 31 - Math.clz32(bit);
      const nl = (ls[y] | bit) << 1;
      const nd = ds[y] | bit;
      const nr = (rs[y] | bit) >>> 1;
      if (y + 1 === depth) {
        this.l = nl;
        this.d = nd;
        this.r = nr;
        return true;
      }
      ls[y + 1] = nl;
      ds[y + 1] = nd;
      rs[y + 1] = nr;
      fs[y + 1] = this.choices(y + 1, nl, nd, nr);
      this.y = y + 1;
    }
  }

  /** Whether the current part is its own mirror image (only a one-row part on the middle). */
  selfMirror(): boolean {
    const n = this.cols.length;
    for (let y = 0; y < this.depth; y++) if (2 * this.cols[y] !== n - 1) return false;
    return true;
  }

  private openSpace(): boolean {
    const s = this.spaces[++this.spaceIndex];
    if (s === undefined) {
      this.spaceIndex = this.spaces.length;
      return false;
    }
    this.space = s;
    let l = 0;
    let d = 0;
    let r = 0;
    for (let y = 0; y < s.root.length; y++) {
      const bit = 1 << s.root[y];
      this.cols[y] = s.root[y];
      l = (l | bit) << 1;
      d |= bit;
      r = (r | bit) >>> 1;
    }
    this.start = s.root.length;
    if (this.start === this.depth) {
      this.l = l;
      this.d = d;
      this.r = r;
      this.rootPending = true;
      this.fs[this.start] = 0;
      this.y = this.start;
      return true;
    }
    this.y = this.start;
    this.ls[this.start] = l;
    this.ds[this.start] = d;
    this.rs[this.start] = r;
    this.fs[this.start] = this.choices(this.start, l, d, r);
    return true;
  }

  private choices(y: number, l: number, d: number, r: number): number {
    const s = this.space as ListingSpace;
    let f = s.allowed[y] & ~(l | d | r);
    if (this.half && y <= 1) {
      const n = this.cols.length;
      // Row 0: columns c ≤ n-1-c. Row 1 under a middle row-0 queen: c < n-1-c.
      if (y === 0) f &= (1 << ((n - 1) >> 1)) * 2 - 1;
      else if (2 * this.cols[0] === n - 1) f &= (1 << ((n - 1) >> 1)) - 1;
    }
    return f;
  }
}

/** A kept table of all rows is built at once after 1/BUILD_AFTER of its parts are counted. */
const BUILD_AFTER = 50;

/**
 * A listing's parts counted in order: the running total, and (when `keep`) each part's prefix and
 * first row, so that any row among them can be found again without counting. A kept table of all
 * rows for 10 ≤ N ≤ 16 counts its first 2% of parts one by one (a seek for an early row ends
 * there, in a blink), then builds the whole table at once (listingTable.ts).
 */
export class PartScan {
  walk: PartWalk;
  /** Parts counted so far. */
  parts = 0;
  /** Rows in them, exact. */
  rows = 0n;
  /** Rows in parts that are their own mirror images (the middle of a half scan). */
  selfMirrorRows = 0n;
  /** Every part is counted. */
  finished = false;
  /** Parts in all, when known (the kept tables count them up front: a walk without counting). */
  readonly partsTotal: number | null;
  /** The table being built at once, while it is. */
  build: PartTableBuild | null = null;
  private readonly canBuild: boolean;
  private readonly prefixes: Uint8Array;
  private readonly starts: Float64Array;

  constructor(
    readonly n: number,
    readonly fundamental: boolean,
    readonly keep: boolean,
  ) {
    const spaces = listingSpaces(n, fundamental);
    const depth = partDepth(n);
    this.walk = new PartWalk(spaces, depth, !fundamental);
    this.canBuild = keep && !fundamental && n >= MIN_TABLE_BUILD_N && depth <= 3;
    let total: number | null = null;
    if (keep) {
      const w = new PartWalk(spaces, depth, !fundamental);
      total = 0;
      while (w.next()) total++;
    }
    this.partsTotal = total;
    this.prefixes = new Uint8Array(keep ? (total as number) * depth : 0);
    this.starts = new Float64Array(keep ? (total as number) + 1 : 0);
  }

  /** How much of the scan is done, 0…1, when that is known (kept tables). */
  get fraction(): number | null {
    if (this.finished) return 1;
    if (this.build !== null) return this.build.done / this.build.total;
    return this.partsTotal === null || this.partsTotal === 0 ? null : this.parts / this.partsTotal;
  }

  /** Counts the next part (or builds on); false (and nothing done) when every part is counted. */
  step(): boolean {
    if (this.finished) return false;
    if (this.build !== null) {
      if (!this.build.step()) this.fill(this.build);
      return true;
    }
    const w = this.walk;
    if (!w.next()) {
      this.finished = true;
      return false;
    }
    if (this.canBuild && this.parts * BUILD_AFTER >= (this.partsTotal as number)) {
      this.build = new PartTableBuild(this.n, w.depth as 2 | 3);
      return true;
    }
    this.record(countPrefix(w.space as ListingSpace, w.cols, w.depth, w.l, w.d, w.r));
    return true;
  }

  /** Appends the count of the part the walk stands on. */
  private record(rows: number): void {
    const w = this.walk;
    if (this.keep) {
      const depth = w.depth;
      const i = this.parts;
      for (let y = 0; y < depth; y++) this.prefixes[i * depth + y] = w.cols[y];
      this.starts[i + 1] = this.starts[i] + rows;
    }
    this.parts++;
    this.rows += BigInt(rows);
    if (!this.fundamental && w.selfMirror()) this.selfMirrorRows += BigInt(rows);
  }

  /** Takes every part's count from a finished build, in order. */
  private fill(build: PartTableBuild): void {
    const w = new PartWalk(this.walk.spaces, this.walk.depth, true);
    this.walk = w;
    this.parts = 0;
    this.rows = 0n;
    this.selfMirrorRows = 0n;
    const n = this.n;
    while (w.next()) {
      let key = 0;
      for (let y = 0; y < w.depth; y++) key = key * n + w.cols[y];
      this.record(build.counts[key]);
    }
    this.build = null;
    this.finished = true;
  }

  /**
   * Writes row k (k < rows counted, kept tables only) into `cols`: the part from the table by
   * bisection, then the descent.
   */
  rowAt(k: number, cols: Int32Array): void {
    let lo = 0;
    let hi = this.parts - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid] <= k) lo = mid;
      else hi = mid - 1;
    }
    const depth = this.walk.depth;
    for (let y = 0; y < depth; y++) cols[y] = this.prefixes[lo * depth + y];
    descendFrom(this.walk, cols, k - this.starts[lo]);
  }
}

/** Writes into `cols` row k of the part that the walk stands on (cols[0…depth-1] set). */
export function descendInCurrent(walk: PartWalk, cols: Int32Array, k: number): void {
  cols.set(walk.cols.subarray(0, walk.depth));
  descend(walk.space as ListingSpace, cols, walk.depth, walk.l, walk.d, walk.r, k);
}

/** Writes into `cols` row k of the part whose prefix is cols[0…depth-1]. */
function descendFrom(walk: PartWalk, cols: Int32Array, k: number): void {
  let l = 0;
  let d = 0;
  let r = 0;
  for (let y = 0; y < walk.depth; y++) {
    const bit = 1 << cols[y];
    l = (l | bit) << 1;
    d |= bit;
    r = (r | bit) >>> 1;
  }
  const space = spaceOfPrefix(walk.spaces, cols);
  if (space === null) throw new Error('internal: a part outside every space');
  descend(space, cols, walk.depth, l, d, r, k);
}

/**
 * Writes into cols[depth…] the k-th completion (0-based; k below the prefix's count) of the
 * prefix cols[0…depth-1], which leaves the attack masks l, d, r on row `depth`: row by row, the
 * candidates are counted in order until the one that holds row k.
 */
function descend(
  s: ListingSpace,
  cols: Int32Array,
  depth: number,
  l: number,
  d: number,
  r: number,
  k: number,
): void {
  for (let y = depth; y < s.n; y++) {
    let f = s.allowed[y] & ~(l | d | r);
    for (;;) {
      if (f === 0) throw new Error('internal: listing counts disagree');
      const bit = f & -f;
      f ^= bit;
      cols[y] = 31 - Math.clz32(bit);
      const nl = (l | bit) << 1;
      const nd = d | bit;
      const nr = (r | bit) >>> 1;
      const rows = countPrefix(s, cols, y + 1, nl, nd, nr);
      if (k < rows) {
        l = nl;
        d = nd;
        r = nr;
        break;
      }
      k -= rows;
    }
  }
}
