/**
 * Exact count of all N-Queens solutions, total and fundamental (classes under the 8 symmetries of
 * the square) in one run, by Takaken's method: only about one solution in eight is searched for,
 * and each found solution's class is classified on the spot.
 *
 * Every class has a member whose row-0 queen is as close to a corner as any queen on any edge
 * ("edge distance" b = min(c, n-1-c) for the queen in an edge line). Two search spaces cover all
 * classes:
 *
 * - corner (b = 0): a queen at (0,0). No solution with a corner queen has a symmetry (only
 *   rotations can fix a solution, and they move the corner), so each class has exactly two
 *   members with a queen at (0,0): S and its transpose. We keep the one whose row-1 queen column
 *   b1 is smaller than the row of the column-1 queen: no queen in column 1 above row b1.
 * - edge (b ≥ 1): row 0's queen at column b with b < n-1-b; every other edge queen at distance
 *   ≥ b: rows < b have no queen in columns 0 and n-1, the side queens stand in rows b…n-1-b
 *   (enforced at row n-1-b), and the bottom queen in columns b…n-1-b. A found solution S is
 *   counted iff it is the lexicographically smallest of the members of its class that lie in this
 *   space (the T(S) with T(S)[0] = b); only edges at distance exactly b can produce such a T, which
 *   a constant-time test rules out for almost every solution.
 *
 * The work splits into independent subproblems (the first rows pre-placed) with stable ids, so
 * one plan drives a single thread, worker threads, checkpoints and a distributed queue alike.
 * The inner loop is a plain explicit-stack bitboard search: int32 masks, typed arrays, no
 * allocation per node, the current level kept in locals.
 */
import { canonicalOrbitSize } from './classes.js';
import { forEachSolution } from './enumerate.js';
import { choices, MIN_SPACE_N, spaceFor, spaceRoots, type Space } from './space.js';

/** Classes found, by orbit size (for N = 1 the single solution is its own orbit). */
export interface OrbitTally {
  c1: number;
  c2: number;
  c4: number;
  c8: number;
}

export interface CountSubproblem {
  /** Stable id: the pre-placed columns (0-based) of rows 0…k-1 joined by '.', e.g. "0.3.5". */
  readonly id: string;
  readonly prefix: readonly number[];
}

export interface QueensCount {
  readonly n: number;
  readonly total: bigint;
  readonly fundamental: bigint;
  /** Number of classes of each orbit size. */
  readonly orbits: {
    readonly 1: bigint;
    readonly 2: bigint;
    readonly 4: bigint;
    readonly 8: bigint;
  };
}

export const MAX_COUNT_N = 32;

export function emptyTally(): OrbitTally {
  return { c1: 0, c2: 0, c4: 0, c8: 0 };
}

export function addTally(into: OrbitTally, t: OrbitTally): void {
  into.c1 += t.c1;
  into.c2 += t.c2;
  into.c4 += t.c4;
  into.c8 += t.c8;
}

/** Turns per-subproblem tallies (each < 2^53) into exact totals. */
export function summarize(n: number, tallies: Iterable<OrbitTally>): QueensCount {
  let c1 = 0n;
  let c2 = 0n;
  let c4 = 0n;
  let c8 = 0n;
  for (const t of tallies) {
    c1 += BigInt(t.c1);
    c2 += BigInt(t.c2);
    c4 += BigInt(t.c4);
    c8 += BigInt(t.c8);
  }
  return {
    n,
    total: c1 + 2n * c2 + 4n * c4 + 8n * c8,
    fundamental: c1 + c2 + c4 + c8,
    orbits: { 1: c1, 2: c2, 4: c4, 8: c8 },
  };
}

/** Rows pre-placed beyond the ones that define the search space, chosen from N alone. */
export function defaultSplitRows(n: number): number {
  return n < 10 ? 0 : n <= 14 ? 1 : n <= 20 ? 2 : 3;
}

/**
 * All subproblems for N, in a stable order. Each fixes rows 0…k-1; the corner family fixes
 * (0, b1), the edge family (b), then `extraRows` more rows are expanded.
 */
export function planCount(n: number, extraRows = defaultSplitRows(n)): CountSubproblem[] {
  if (!Number.isInteger(n) || n < 1 || n > MAX_COUNT_N)
    throw new RangeError(`n out of range: ${n}`);
  const out: CountSubproblem[] = [];
  if (n < MIN_SPACE_N) {
    out.push({ id: 'all', prefix: [] });
    return out;
  }
  for (const root of spaceRoots(n)) {
    const s = spaceFor(n, root);
    const depth = Math.min(root.length + extraRows, n - 2);
    expand(s, root, depth, out);
  }
  return out;
}

function expand(s: Space, prefix: number[], depth: number, out: CountSubproblem[]): void {
  if (prefix.length >= depth) {
    out.push({ id: prefix.join('.'), prefix: prefix.slice() });
    return;
  }
  let l = 0;
  let d = 0;
  let r = 0;
  for (const c of prefix) {
    const bit = 1 << c;
    l = (l | bit) << 1;
    d |= bit;
    r = (r | bit) >>> 1;
  }
  let f = choices(s, prefix.length, l, d, r);
  while (f !== 0) {
    const bit = f & -f;
    f ^= bit;
    prefix.push(31 - Math.clz32(bit));
    expand(s, prefix, depth, out);
    prefix.pop();
  }
}

/** Parses a subproblem id back (inverse of `id`); returns null when malformed. */
export function subproblemFromId(n: number, id: string): CountSubproblem | null {
  if (id === 'all') return n < MIN_SPACE_N ? { id, prefix: [] } : null;
  const prefix = id.split('.').map(Number);
  if (prefix.some((c) => !Number.isInteger(c) || c < 0 || c >= n)) return null;
  return { id, prefix };
}

/** Counts the classes of one subproblem (tallies stay far below 2^53 for N ≤ 32 plans). */
export function countSubproblem(n: number, sub: CountSubproblem): OrbitTally {
  const tally = emptyTally();
  if (n < MIN_SPACE_N) {
    countByEnumeration(n, tally);
    return tally;
  }
  const s = spaceFor(n, sub.prefix);
  if (s.b === 0) tally.c8 += searchCorner(s, sub.prefix);
  else searchEdge(s, sub.prefix, tally);
  return tally;
}

/** Tiny boards: enumerate every solution and keep the canonical ones. */
function countByEnumeration(n: number, tally: OrbitTally): void {
  const inv = new Int32Array(n);
  const scratch = new Int32Array(n);
  forEachSolution(n, (cols) => {
    const size = canonicalOrbitSize(cols, inv, scratch);
    if (size === 1) tally.c1++;
    else if (size === 2) tally.c2++;
    else if (size === 4) tally.c4++;
    else if (size === 8) tally.c8++;
  });
}

/** Attack masks of the row after a prefix of pre-placed columns. */
interface Masks {
  l: number;
  d: number;
  r: number;
}

function replay(prefix: readonly number[], ds: Int32Array): Masks {
  let l = 0;
  let d = 0;
  let r = 0;
  for (let y = 0; y < prefix.length; y++) {
    ds[y] = d;
    const bit = 1 << prefix[y];
    l = (l | bit) << 1;
    d |= bit;
    r = (r | bit) >>> 1;
  }
  return { l, d, r };
}

/**
 * The hot loop of the corner space: depth-first over rows prefix.length … n-2, counting the
 * leaves at row n-1 (each a class of 8). Kept apart from the edge loop so that neither carries
 * the other's rules. It counts the completions of the prefix in any space without a side rule
 * (ruleRow -1), which is how complete.ts counts completions of fixed queens; it needs at least
 * two rows after the prefix.
 */
export function searchCorner(s: Space, prefix: readonly number[]): number {
  const last = s.n - 1;
  const allowed = s.allowed;
  const lastAllowed = allowed[last];
  const ls = new Int32Array(s.n);
  const ds = new Int32Array(s.n);
  const rs = new Int32Array(s.n);
  const fs = new Int32Array(s.n);
  const start = prefix.length;
  let { l, d, r } = replay(prefix, ds);
  let y = start;
  let f = choices(s, y, l, d, r);
  let leaves = 0;
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
      if ((lastAllowed & ~(nl | nd | nr)) !== 0) leaves++;
      continue;
    }
    const nf = allowed[ny] & ~(nl | nd | nr);
    if (nf === 0) continue;
    // Look-ahead: the row after next must keep a free cell even before row ny's queen is placed.
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
  return leaves;
}

/**
 * The hot loop of an edge space: as searchCorner, plus the side rule at row n-1-b and the
 * classification of each leaf. The columns taken by rows 0…t-1 stay on the stack (ds[t]), so a
 * leaf's queens are read back from it instead of being stored at every node.
 */
function searchEdge(s: Space, prefix: readonly number[], tally: OrbitTally): void {
  const last = s.n - 1;
  const allowed = s.allowed;
  const lastAllowed = allowed[last];
  const ruleRow = s.ruleRow;
  const side = s.side;
  const ls = new Int32Array(s.n);
  const ds = new Int32Array(s.n + 1);
  const rs = new Int32Array(s.n);
  const fs = new Int32Array(s.n);
  const start = prefix.length;
  let { l, d, r } = replay(prefix, ds);
  let y = start;
  let f = choices(s, y, l, d, r);
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
      const leaf = lastAllowed & ~(nl | nd | nr);
      if (leaf !== 0) {
        ds[y] = d;
        ds[last] = nd;
        ds[last + 1] = nd | leaf;
        classifyLeaf(s, ds, tally);
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
}

/**
 * Classifies a solution of the edge space — the queen of row y is the bit ds[y+1] ^ ds[y] — and
 * adds its class to the tally if it is the representative. Almost every solution has no
 * other edge at distance b and is a representative with orbit 8; the rest get a full comparison.
 */
function classifyLeaf(s: Space, ds: Int32Array, tally: OrbitTally): void {
  const n = s.n;
  const b = s.b;
  const b2 = n - 1 - b;
  const side = s.side;
  const bottomAtB = ((ds[n] ^ ds[n - 1]) & ((1 << b) | (1 << b2))) !== 0;
  if (!bottomAtB && ((ds[b + 1] ^ ds[b]) & side) === 0 && ((ds[b2 + 1] ^ ds[b2]) & side) === 0) {
    tally.c8++;
    return;
  }
  const cols = new Int32Array(n);
  const inv = new Int32Array(n);
  for (let y = 0; y < n; y++) {
    const c = 31 - Math.clz32(ds[y + 1] ^ ds[y]);
    cols[y] = c;
    inv[c] = y;
  }
  const m = n - 1;
  let fixed = 1;
  // T(S)[row] for the 7 non-identity symmetries (see classes.ts transformPermInto).
  for (let t = 1; t < 8; t++) {
    let cmp = 0;
    for (let row = 0; row < n && cmp === 0; row++) {
      let v: number;
      switch (t) {
        case 1:
          v = m - inv[row];
          break;
        case 2:
          v = m - cols[m - row];
          break;
        case 3:
          v = inv[m - row];
          break;
        case 4:
          v = m - cols[row];
          break;
        case 5:
          v = cols[m - row];
          break;
        case 6:
          v = inv[row];
          break;
        default:
          v = m - inv[m - row];
      }
      if (row === 0 && v !== b) {
        cmp = 1; // T(S) is outside the search space: it does not compete
        break;
      }
      cmp = v - cols[row];
    }
    if (cmp < 0) return;
    if (cmp === 0) fixed++;
  }
  const size = 8 / fixed;
  if (size === 8) tally.c8++;
  else if (size === 4) tally.c4++;
  else tally.c2++;
}

export interface CountOptions {
  /** Rows pre-placed per subproblem beyond the fixed ones (default from N). */
  readonly extraRows?: number;
  /** Called after each subproblem. */
  readonly onProgress?: (done: number, of: number) => void;
}

/** Counts all solutions for 1 ≤ n ≤ 32 on this thread. */
export function countQueens(n: number, opts: CountOptions = {}): QueensCount {
  const plan = planCount(n, opts.extraRows);
  const tallies: OrbitTally[] = [];
  for (let i = 0; i < plan.length; i++) {
    tallies.push(countSubproblem(n, plan[i]));
    opts.onProgress?.(i + 1, plan.length);
  }
  return summarize(n, tallies);
}
