/**
 * How many rows of a listing start with given first rows, found by counting, not listing: the
 * completions of a prefix, all of them (`list`) or only the canonical ones (`list --fundamental`).
 * listing.ts builds its part table and its descent to one row on these counts.
 *
 * All rows: the fast counter (countRows, count.ts) over the full board.
 *
 * Fundamental rows are the canonical solutions, which the fundamental stream finds in Takaken's
 * reduced spaces (space.ts), in the order of their roots. A counter cannot see whether a leaf is
 * canonical, but the spaces say it for almost all of them:
 * - corner space (queen at (0,0)): every leaf is canonical, orbit 8 (its class has 8 members, two
 *   with a queen at (0,0), and the space keeps the smaller);
 * - edge space, row-0 queen at column b: a leaf whose other edge queens all stand farther than b
 *   from a corner is canonical, orbit 8 (every image but itself starts with a larger column).
 *   The others, with a queen on one of the "tie" cells at distance b from a corner, are found by
 *   small searches with that queen fixed and tested one by one; the rest is counted.
 * Tiny boards (N < 4, no spaces) are searched and tested whole. docs/listing.md has the figures.
 *
 * The spaces are given as masks of allowed cells only (the fast counter knows no row rules): the
 * edge space's rule "both side queens in rows b…n-1-b" becomes "no side queen below row n-1-b".
 */
import { lowMask } from '../bits.js';
import { canonicalOrbitSize } from './classes.js';
import { countRows } from './count.js';
import { SolutionStream } from './enumerate.js';
import { MIN_SPACE_N, spaceFor, spaceRoots } from './space.js';

/**
 * One stretch of a listing: the rows that start with `root`, whose queens stand on `allowed`
 * cells. A listing is its stretches in order (one for all rows; one per root for fundamental).
 */
export interface ListingSpace {
  readonly n: number;
  readonly root: readonly number[];
  /** Cells row y may use, as a column mask. */
  readonly allowed: Int32Array;
  /**
   * 'count': every leaf is a row; 'ties': leaves without a tie queen are rows, the others are
   * tested; 'test': every leaf is tested (tiny boards).
   */
  readonly rule: 'count' | 'ties' | 'test';
  /** 'ties': `allowed` without the tie cells. */
  readonly untied: Int32Array | null;
  /** 'ties': the tie cells as [row, column] pairs, in a fixed order. */
  readonly ties: readonly (readonly [number, number])[];
}

/** The stretches of the listing of all rows (fundamental: canonical ones) for N, in order. */
export function listingSpaces(n: number, fundamental: boolean): ListingSpace[] {
  const full = new Int32Array(n).fill(lowMask(n));
  if (!fundamental) return [{ n, root: [], allowed: full, rule: 'count', untied: null, ties: [] }];
  if (n < MIN_SPACE_N)
    return [{ n, root: [], allowed: full, rule: 'test', untied: null, ties: [] }];
  return spaceRoots(n).map((root) => {
    const s = spaceFor(n, root);
    const allowed = s.allowed.slice();
    if (root[0] === 0) return { n, root, allowed, rule: 'count', untied: null, ties: [] };
    const b = root[0];
    const m = n - 1;
    // Both side queens in rows b…m-b: none below row m-b (rows above b are masked already).
    for (let y = m - b + 1; y < m; y++) allowed[y] &= ~s.side;
    const ties: [number, number][] = [
      [b, 0],
      [m - b, 0],
      [b, m],
      [m - b, m],
      [m, b],
      [m, m - b],
    ];
    const untied = allowed.slice();
    for (const [y, x] of ties) untied[y] &= ~(1 << x);
    return { n, root, allowed, rule: 'ties', untied, ties };
  });
}

/** The stretch that a prefix at least as long as every root belongs to (null: none). */
export function spaceOfPrefix(
  spaces: readonly ListingSpace[],
  cols: ArrayLike<number>,
): ListingSpace | null {
  for (const s of spaces) if (s.root.every((c, y) => cols[y] === c)) return s;
  return null;
}

/**
 * The rows of the listing that start with cols[0…depth-1] (a prefix of `s`'s leaves, at least
 * as long as its root, whose queens stand on allowed cells and do not attack each other); l, d, r
 * are the attack masks it leaves on row `depth`.
 */
export function countPrefix(
  s: ListingSpace,
  cols: ArrayLike<number>,
  depth: number,
  l: number,
  d: number,
  r: number,
): number {
  if (s.rule === 'count') return countRows(s.allowed, depth, l, d, r);
  if (s.rule === 'test') return testedLeaves(s.n, s.allowed, cols, depth, null);
  const untied = s.untied as Int32Array;
  let rows = 0;
  if (fits(untied, cols, depth)) rows += countRows(untied, depth, l, d, r);
  // The tied leaves, each under the first tie cell it has (the earlier ones masked out).
  const masks = new Int32Array(s.n);
  for (let i = 0; i < s.ties.length; i++) {
    masks.set(s.allowed);
    for (let j = 0; j < i; j++) masks[s.ties[j][0]] &= ~(1 << s.ties[j][1]);
    rows += testedLeaves(s.n, masks, cols, depth, s.ties[i]);
  }
  return rows;
}

/** Whether the prefix's queens stand on allowed cells. */
function fits(allowed: Int32Array, cols: ArrayLike<number>, depth: number): boolean {
  for (let y = 0; y < depth; y++) if ((allowed[y] & (1 << cols[y])) === 0) return false;
  return true;
}

/**
 * The canonical solutions on `allowed` (overwritten) that extend the prefix and, when given, have
 * a queen on `also`: the prefix and that queen are fixed, the other rows keep off their lines,
 * and the leaves of that small search are tested.
 */
function testedLeaves(
  n: number,
  allowed: Int32Array,
  cols: ArrayLike<number>,
  depth: number,
  also: readonly [number, number] | null,
): number {
  for (let y = 0; y < depth; y++) if (!fixQueen(allowed, y, cols[y])) return 0;
  if (also !== null && !fixQueen(allowed, also[0], also[1])) return 0;
  const stream = new SolutionStream(n, { allowed });
  const inv = new Int32Array(n);
  const scratch = new Int32Array(n);
  let rows = 0;
  for (let leaf = stream.next(); leaf !== null; leaf = stream.next()) {
    if (canonicalOrbitSize(leaf, inv, scratch) > 0) rows++;
  }
  return rows;
}

/** Fixes a queen at (y, x) if that cell is allowed: its row keeps only it, other rows its lines. */
function fixQueen(allowed: Int32Array, y: number, x: number): boolean {
  const bit = 1 << x;
  if ((allowed[y] & bit) === 0) return false;
  const n = allowed.length;
  for (let t = 0; t < n; t++) {
    if (t === y) continue;
    const dy = t > y ? t - y : y - t;
    let hit = bit;
    if (x + dy < n) hit |= 1 << (x + dy);
    if (x - dy >= 0) hit |= 1 << (x - dy);
    allowed[t] &= ~hit;
  }
  allowed[y] = bit;
  return true;
}
