/**
 * The part table of the listing of all rows (how many solutions start with each choice of the
 * first two or three rows), built at once with four of the eight symmetries of the square rather
 * than two: at N = 16 in about 0.75 of the time of counting the parts up to the middle.
 *
 * The group {identity, left-right mirror, top-bottom flip, half turn} maps the top rows of a
 * solution to the top rows (mirrored) or to the bottom rows (read upwards). So one search with
 * the row-0 queen, rows 1 and 2 and the row-(n-1) queen fixed gives, per solution found, the top
 * prefixes of four solutions: its own and its mirror image's (the fixed rows), and those of its
 * two flips (the row-(n-1) queen and the queens of rows n-2 and n-3, which the counting loop
 * tallies by pairs at its last level, where it has them at hand).
 *
 * The pairs (row-0 column, row-(n-1) column) fall into orbits under the group, and one pair per
 * orbit is searched: the one whose row-(n-1) queen is nearest a corner (its long diagonals cut
 * the rows above early; as for the constellations of constellations.ts, the choice only shapes the
 * search). A pair that the half turn fixes (columns c and n-1-c) has an orbit of two; its
 * solutions and their half-turn images are both searched, so only the identity and the mirror
 * are credited for it, and every solution is credited exactly once.
 *
 * Figures: docs/listing.md.
 */
import { deadAbove, emptyMask } from './lookahead.js';

/** Boards for which the build is used (below, the parts are counted in a blink anyway). */
export const MIN_TABLE_BUILD_N = 10;

/** The table's prefixes: the first `depth` rows, depth 2 or 3. */
export class PartTableBuild {
  /** Solutions per prefix: counts[Σ cols[y]·n^(depth-1-y)]. */
  readonly counts: Float64Array;
  /** Subproblems searched so far. */
  done = 0;
  /** Solutions credited so far (rows of the listing accounted for). */
  rows = 0;
  /** Subproblems as (row-0, row-(n-1), row-1, row-2) columns. */
  private readonly subs: Int32Array;
  private readonly free: Int32Array;
  private readonly bins: Float64Array;
  private readonly stack: Int32Array;

  constructor(
    readonly n: number,
    readonly depth: 2 | 3,
  ) {
    if (n < MIN_TABLE_BUILD_N || n > 31) throw new RangeError(`no table build for N = ${n}`);
    this.counts = new Float64Array(n ** depth);
    this.subs = planSubproblems(n);
    this.free = new Int32Array(n + 3);
    this.bins = new Float64Array(32 * 32);
    this.stack = new Int32Array((n + 2) * (n + 5) * 5);
  }

  /** Subproblems in all. */
  get total(): number {
    return this.subs.length / 4;
  }

  /** Searches the next subproblem; false (and nothing done) when all are done. */
  step(): boolean {
    if (this.done === this.total) return false;
    const n = this.n;
    const m = n - 1;
    const i = 4 * this.done++;
    const p0 = this.subs[i];
    const q0 = this.subs[i + 1];
    const p1 = this.subs[i + 2];
    const p2 = this.subs[i + 3];
    const free = this.free;
    bottomMasks(n, q0, free);
    let l = 0;
    let d = 0;
    let r = 0;
    for (const c of [p0, p1, p2]) {
      const bit = 1 << c;
      l = (l | bit) << 1;
      d |= bit;
      r = (r | bit) >>> 1;
    }
    // The root node at row 3, filtered as the counting loop filters every node.
    let f = free[3] & ~(l | d | r);
    f &= ~(
      deadAbove(free[4] & ~((l << 1) | d | (r >>> 1))) |
      emptyMask(free[5] & ~((l << 2) | d | (r >>> 2)))
    );
    if (f === 0) return true;
    const bins = this.bins;
    bins.fill(0);
    const stack = this.stack;
    stack[0] = 3;
    stack[1] = l;
    stack[2] = d;
    stack[3] = r;
    stack[4] = f;
    countPairs(free, n - 2, stack, bins);
    // Credit the prefixes of the four images.
    const counts = this.counts;
    const three = this.depth === 3;
    const key = (a: number, b: number, c: number): number =>
      three ? (a * n + b) * n + c : a * n + b;
    const halfTurnFixed = q0 === m - p0;
    let all = 0;
    for (let a = 0; a < n; a++) {
      for (let b = 0; b < n; b++) {
        const k = bins[a * 32 + b]; // solutions with row n-3 at a, row n-2 at b
        if (k === 0) continue;
        all += k;
        if (halfTurnFixed) continue;
        counts[key(q0, b, a)] += k; // top-bottom flip
        counts[key(m - q0, m - b, m - a)] += k; // half turn
      }
    }
    counts[key(p0, p1, p2)] += all; // identity
    counts[key(m - p0, m - p1, m - p2)] += all; // mirror
    this.rows += (halfTurnFixed ? 2 : 4) * all;
    return true;
  }
}

/** Edge distance of a column. */
function edge(n: number, c: number): number {
  return Math.min(c, n - 1 - c);
}

/**
 * The subproblems: per orbit of (row-0, row-(n-1)) pairs the pair searched, then every valid
 * choice of rows 1 and 2 under it.
 */
function planSubproblems(n: number): Int32Array {
  const m = n - 1;
  const out: number[] = [];
  const masks = new Int32Array(n + 3);
  // Smaller is searched: the row-(n-1) queen near a corner, the row-0 queen far from one.
  const order = (a: number, b: number): number =>
    ((edge(n, b) * 64 - edge(n, a)) * 32 + a) * 32 + b;
  for (let p0 = 0; p0 < n; p0++) {
    for (let q0 = 0; q0 < n; q0++) {
      if (p0 === q0 || Math.abs(p0 - q0) === m) continue;
      const mine = order(p0, q0);
      if (order(m - p0, m - q0) < mine || order(q0, p0) < mine || order(m - q0, m - p0) < mine)
        continue;
      bottomMasks(n, q0, masks);
      const b0 = 1 << p0;
      if ((masks[0] & b0) === 0) continue;
      let f1 = masks[1] & ~((b0 << 1) | b0 | (b0 >>> 1));
      while (f1 !== 0) {
        const b1 = f1 & -f1;
        f1 ^= b1;
        const l = ((b0 << 1) | b1) << 1;
        const d = b0 | b1;
        const r = ((b0 >>> 1) | b1) >>> 1;
        let f2 = masks[2] & ~(l | d | r);
        while (f2 !== 0) {
          const b2 = f2 & -f2;
          f2 ^= b2;
          out.push(p0, q0, 31 - Math.clz32(b1), 31 - Math.clz32(b2));
        }
      }
    }
  }
  return Int32Array.from(out);
}

/**
 * The free cells of every row once a queen stands at (n-1, q0), the row-(n-1) queen alone in its
 * row; three sentinel rows of -1 follow for the look-ahead.
 */
function bottomMasks(n: number, q0: number, out: Int32Array): void {
  const m = n - 1;
  const all = n === 32 ? -1 : (1 << n) - 1;
  for (let y = 0; y < m; y++) {
    const dy = m - y;
    let hit = 1 << q0;
    if (q0 + dy < n) hit |= 1 << (q0 + dy);
    if (q0 - dy >= 0) hit |= 1 << (q0 - dy);
    out[y] = all & ~hit;
  }
  out[m] = 1 << q0;
  out[n] = -1;
  out[n + 1] = -1;
  out[n + 2] = -1;
}

/**
 * count.ts's counting loop (countLeaves; see its notes on the shape), with one change: at the
 * second-to-last level it tallies each solution under its (row n-3, row n-2) columns instead of
 * only counting it. A copy rather than a flag, so the plain counter pays nothing for it. Rows
 * n-3 and n-2 are searched (the root stands above them); the last row is fixed.
 */
function countPairs(free: Int32Array, pen: number, stack: Int32Array, bins: Float64Array): void {
  let sp = 5;
  let f = 0;
  while (sp !== 0) {
    sp -= 5;
    const k1 = stack[sp] + 1;
    const l = stack[sp + 1];
    const d = stack[sp + 2];
    const r = stack[sp + 3];
    f = stack[sp + 4];
    const a1 = free[k1];
    const a2 = free[k1 + 1];
    if (k1 === pen) {
      do {
        const bit = f & -f;
        f ^= bit;
        const nl = (l | bit) << 1;
        const nd = d | bit;
        const nr = (r | bit) >>> 1;
        const x = a1 & ~(nl | nd | nr) & ~deadAbove(a2 & ~((nl << 1) | nd | (nr >>> 1)));
        if (x !== 0) {
          const row = (31 - Math.clz32(bit)) << 5;
          bins[row + 31 - Math.clz32(x & -x)]++;
          const y = x & (x - 1); // x has at most 2 cells (2 columns are left)
          if (y !== 0) bins[row + 31 - Math.clz32(y)]++;
        }
      } while (f !== 0);
    } else {
      const a3 = free[k1 + 2];
      do {
        const bit = f & -f;
        f ^= bit;
        const nl = (l | bit) << 1;
        const nd = d | bit;
        const nr = (r | bit) >>> 1;
        let nf = a1 & ~(nl | nd | nr);
        nf &= ~(
          deadAbove(a2 & ~((nl << 1) | nd | (nr >>> 1))) |
          emptyMask(a3 & ~((nl << 2) | nd | (nr >>> 2)))
        );
        stack[sp] = k1;
        stack[sp + 1] = nl;
        stack[sp + 2] = nd;
        stack[sp + 3] = nr;
        stack[sp + 4] = nf;
        sp += ((nf | -nf) >>> 31) * 5;
      } while (f !== 0);
    }
  }
}
