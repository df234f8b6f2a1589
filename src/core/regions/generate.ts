/**
 * Regions puzzles made from a seed: an n×n grid split into n connected regions, no blocked
 * cell, with exactly one way to place k stars per row, column and region without two touching.
 *
 * The method, in three steps (figures: bench/regionsGenerate.ts and the commits):
 * 1. A random solution S: k stars per row and column, none touching — backtracking row by row
 *    over the rows' k-subsets of columns in a random order, with a column-count bound.
 * 2. A layout with k stars of S in every region: each region starts at a star of S and, for
 *    k > 1, takes the nearest free stars of S through paths of free plain cells (breadth-first);
 *    then the regions grow over the free cells, a random frontier cell at a time, each region
 *    with a random weight so that sizes vary.
 * 3. While a second solution T exists (RegionsSearch, stopping at the second), a star x of T
 *    that S lacks is carved into a neighbouring region h: x, the shortest path inside its
 *    region from x to a cell beside h (off S's stars), and whatever that path cuts off from the
 *    region's stars of S. T then has fewer than k stars in x's region; S keeps k in every
 *    region; both regions stay connected. A layout is dropped for a new one when no carve is
 *    possible, after 6n carves, or once its counts pass LAYOUT_NODES_* search nodes.
 *
 * Difficulty and "solvable without guessing" are judged by an injected rater (e.g. the hint
 * engine's ratePuzzle): a unique layout is offered to it, then walked (border moves that keep
 * S and uniqueness, kept when the rating comes no farther from the target) before a new layout.
 *
 * Only `Random` draws: the same options give the same puzzle on every platform. Work is bounded
 * by a count of search nodes and an abort flag; running out of either returns null (an outcome
 * passed back up, not thrown: see LayoutEnd).
 */
import { PlacerError } from '../errors.js';
import { popcount } from '../bits.js';
import { isValidSeed, Random, shuffleInPlace } from '../random.js';
import { REGION_SYMBOLS, regionsFromCells, type RegionsPuzzle } from './puzzle.js';
import { RegionsSearch } from './search.js';

/** The smallest side generated. */
export const MIN_GENERATE_SIDE = 5;
/** The largest side generated. */
export const MAX_GENERATE_SIDE = 18;
/** The most stars per row, column and region generated. */
export const MAX_GENERATE_STARS = 3;

/**
 * The smallest side generated for k stars: k stars per line need a side of 4k (two rows hold at
 * most one star per 2×2 block); 1 star needs MIN_GENERATE_SIDE.
 */
export function minGenerateSide(stars: number): number {
  return Math.max(MIN_GENERATE_SIDE, 4 * stars);
}

/** Difficulty names, in order: 'easy' is level 1 … 'expert' level 4 (the rater's `strongest`). */
export const REGIONS_DIFFICULTIES = ['easy', 'medium', 'hard', 'expert'] as const;
/** A difficulty by its name. */
export type RegionsDifficultyName = (typeof REGIONS_DIFFICULTIES)[number];

/** A rater's verdict on a puzzle (the hint engine's ratePuzzle gives this shape). */
export interface GeneratorRating {
  /** Whether the rules alone solve it, without guessing. */
  readonly solved: boolean;
  /** The strength of the hardest rule needed, 1 … 4. */
  readonly strongest: number;
  /** Deduction steps taken. */
  readonly steps: number;
}

/** Rates a puzzle; null when it cannot (the puzzle is then not accepted). */
export type RegionsRater = (p: RegionsPuzzle) => GeneratorRating | null;

/** What to generate: size, stars, seed, difficulty and its judge, and the budget. */
export interface GenerateRegionsOptions {
  /** The side n, MIN_GENERATE_SIDE … MAX_GENERATE_SIDE (and at least minGenerateSide(stars)). */
  readonly size: number;
  /** Stars per row, column and region, 1 … MAX_GENERATE_STARS (default 1). */
  readonly stars?: number;
  /** The seed (random.ts): the same options, the same puzzle. */
  readonly seed: number;
  /**
   * The rating wanted: a level 1 … 4 or its name; accepted when the rater solves the puzzle
   * with `strongest` equal to it. Needs `rate`. Without it, a rater (if given) must solve it.
   */
  readonly difficulty?: number | RegionsDifficultyName;
  /** The rater (see GeneratorRating); without one, any puzzle with one solution is accepted. */
  readonly rate?: RegionsRater;
  /** Checked between search slices: once aborted, generation returns null. */
  readonly signal?: { readonly aborted: boolean };
  /** Search nodes the counts may spend in all before generation returns null (default 1e9). */
  readonly maxNodes?: number;
  /** Told before each layout is begun: layouts begun so far and nodes spent (for progress). */
  readonly onLayout?: (layouts: number, nodes: number) => void;
}

/** A generated puzzle, its solution and rating, and what making it took. */
export interface GeneratedRegions {
  readonly puzzle: RegionsPuzzle;
  /** Its one solution: the star cells, ascending. */
  readonly solution: Int32Array;
  /** The rater's verdict on it, or null without a rater. */
  readonly rating: GeneratorRating | null;
  /** Layouts begun (1 when the first one served). */
  readonly layouts: number;
  /** Unique layouts the rater saw, by rating: index 0 for unsolved or unrated, else `strongest`. */
  readonly rated: readonly number[];
  /** Search nodes spent counting. */
  readonly nodes: number;
}

function bad(message: string): never {
  throw new PlacerError('bad-generate', message);
}

function wholeIn(name: string, v: unknown, lo: number, hi: number, why = ''): number {
  if (!Number.isSafeInteger(v) || (v as number) < lo || (v as number) > hi) {
    bad(`${name} must be a whole number from ${lo} to ${hi}${why}, got ${String(v)}`);
  }
  return v as number;
}

/** The target level 1 … 4 from a number or a name; 0 for none. */
function targetLevel(d: number | string | undefined): number {
  if (d === undefined) return 0;
  if (typeof d === 'string') {
    const i = (REGIONS_DIFFICULTIES as readonly string[]).indexOf(d);
    if (i < 0)
      bad(`difficulty must be one of ${REGIONS_DIFFICULTIES.join(', ')} or 1 to 4, got ${d}`);
    return i + 1;
  }
  return wholeIn(
    'difficulty',
    d,
    1,
    REGIONS_DIFFICULTIES.length,
    ` (or ${REGIONS_DIFFICULTIES.join(', ')})`,
  );
}

/**
 * Why a layout ends without a puzzle: 'drop' when it stalls or spends its share of nodes (the
 * next layout is drawn), 'stop' when the node budget is spent or the signal aborted (generation
 * returns null).
 */
type LayoutEnd = 'drop' | 'stop';

/** Nodes per search slice between looks at the signal. */
const SLICE = 1 << 14;

/** Border moves tried on one layout before it is dropped, per row of the grid. */
const MOVES_PER_ROW = 6;
/**
 * Search nodes one layout may spend on its counts before it is dropped, for 1 star and for 2
 * or 3. The counts' cost has a heavy tail (a few layouts need millions of nodes to settle); a
 * fresh layout is cheaper. Measured medians, seeds 1 … 5: 18×18 with 2 stars 0.6 s at 3·10^4,
 * 1.4 s at 10^5, 8.8 s at 3·10^5; with 3 stars 2.2 s at 3·10^4, 8.8 s at 10^4, 15 s at 10^5;
 * 18×18 with 1 star 11 ms at 10^5, 13 ms at 3·10^4.
 */
const LAYOUT_NODES_1 = 100_000;
const LAYOUT_NODES_MORE = 30_000;
/** Steps of the difficulty walk on one unique layout, per row of the grid. */
const WALK_PER_ROW = 2;

/** Whether a and b, both ascending, are the same cells. */
function sameCells(a: Int32Array, b: Int32Array): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Everything one generation shares: the grid's tables, the generator, the budget. */
class Generator {
  readonly n: number;
  readonly k: number;
  readonly rng: Random;
  /** The rows' admissible star sets as column masks: k columns, no two adjacent. */
  private readonly subsets: Int32Array;
  /** Per cell, its 4-neighbours (−1 where the grid ends): up, down, left, right. */
  readonly side: Int32Array;
  /** The layout being worked on; `puzzle.region` is this array. */
  readonly region: Int32Array;
  readonly puzzle: RegionsPuzzle;
  /** The intended solution: 1 on its stars. */
  readonly isStar: Uint8Array;
  nodes = 0;
  /** `nodes` when the current layout began, and the most it may spend (LAYOUT_NODES_*). */
  layoutStart = 0;
  private readonly layoutNodes: number;
  private readonly maxNodes: number;
  private readonly signal: { readonly aborted: boolean } | undefined;
  // Scratch for breadth-first searches and connectivity checks.
  private readonly queue: Int32Array;
  private readonly parent: Int32Array;
  private readonly mark: Int32Array;
  private stamp = 0;

  constructor(
    n: number,
    k: number,
    seed: number,
    maxNodes: number,
    signal?: { readonly aborted: boolean },
  ) {
    this.n = n;
    this.k = k;
    this.rng = new Random(seed);
    this.maxNodes = maxNodes;
    this.layoutNodes = k === 1 ? LAYOUT_NODES_1 : LAYOUT_NODES_MORE;
    this.signal = signal;
    const masks: number[] = [];
    for (let m = 0; m < 1 << n; m++) {
      if ((m & (m >>> 1)) === 0 && popcount(m) === k) masks.push(m);
    }
    this.subsets = Int32Array.from(masks);
    const cells = n * n;
    this.side = new Int32Array(cells * 4).fill(-1);
    for (let x = 0; x < cells; x++) {
      const r = Math.floor(x / n);
      const c = x % n;
      if (r > 0) this.side[x * 4] = x - n;
      if (r < n - 1) this.side[x * 4 + 1] = x + n;
      if (c > 0) this.side[x * 4 + 2] = x - 1;
      if (c < n - 1) this.side[x * 4 + 3] = x + 1;
    }
    this.region = new Int32Array(cells);
    this.puzzle = {
      n,
      stars: k,
      region: this.region,
      symbols: Array.from(REGION_SYMBOLS.slice(0, n)),
    };
    this.isStar = new Uint8Array(cells);
    this.queue = new Int32Array(cells);
    this.parent = new Int32Array(cells);
    this.mark = new Int32Array(cells);
  }

  /** Whether the budget is spent or the signal aborted. */
  stopped(): boolean {
    return this.nodes > this.maxNodes || this.signal?.aborted === true;
  }

  /**
   * Step 1: a random solution into isStar. Rows take admissible star sets in a random order;
   * a column that still needs more stars than the rows left can hold (no two in adjacent rows)
   * ends the branch; a search that runs long starts over.
   */
  randomSolution(): void {
    const { n, k, subsets, rng } = this;
    const s = subsets.length;
    const order = new Int32Array(n * s);
    const pos = new Int32Array(n);
    const chosen = new Int32Array(n);
    const count = new Int32Array(n);
    const all = (1 << n) - 1;
    const shuffleRow = (r: number): void => {
      const o = r * s;
      for (let i = 0; i < s; i++) order[o + i] = i;
      shuffleInPlace(order, o, o + s, rng);
      pos[r] = 0;
    };
    const addRow = (m: number, d: number): void => {
      for (let c = 0; c < n; c++) if ((m >>> c) & 1) count[c] += d;
    };
    for (;;) {
      count.fill(0);
      let r = 0;
      let steps = 0;
      shuffleRow(0);
      while (r < n && steps < 20000) {
        if (pos[r] === s) {
          r--;
          if (r < 0) break;
          addRow(chosen[r], -1);
          continue;
        }
        const m = subsets[order[r * s + pos[r]++]];
        steps++;
        let full = 0;
        for (let c = 0; c < n; c++) if (count[c] === k) full |= 1 << c;
        const prev = r > 0 ? chosen[r - 1] : 0;
        if ((m & (full | prev | (prev << 1) | (prev >>> 1)) & all) !== 0) continue;
        addRow(m, 1);
        const left = n - r - 1;
        let ok = true;
        for (let c = 0; c < n && ok; c++) {
          // Rows left that column c can still use: every other one, not the next if it has a star now.
          const room = (m >>> c) & 1 ? left >> 1 : (left + 1) >> 1;
          if (k - count[c] > room) ok = false;
        }
        if (!ok) {
          addRow(m, -1);
          continue;
        }
        chosen[r++] = m;
        if (r < n) shuffleRow(r);
      }
      if (r === n) break;
    }
    this.isStar.fill(0);
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) if ((chosen[r] >>> c) & 1) this.isStar[r * n + c] = 1;
    }
  }

  /** The intended solution's cells, ascending. */
  solutionCells(): Int32Array {
    const out = new Int32Array(this.n * this.k);
    let j = 0;
    for (let x = 0; x < this.isStar.length; x++) if (this.isStar[x] === 1) out[j++] = x;
    return out;
  }

  /**
   * Step 2: a layout with k stars of the solution per region, every region connected; false
   * when a region could not reach its k stars (the caller draws another layout).
   */
  growLayout(): boolean {
    const { n, k, rng, region, isStar, side, queue, parent } = this;
    const cells = n * n;
    region.fill(-1);
    const stars = this.solutionCells();
    shuffleInPlace(stars, 0, stars.length, rng);
    let g = 0;
    for (let i = 0; i < stars.length; i++) {
      if (region[stars[i]] >= 0) continue;
      region[stars[i]] = g;
      for (let more = 1; more < k; more++) {
        // Breadth-first from the region through free plain cells to the nearest free star.
        const stamp = ++this.stamp;
        let head = 0;
        let tail = 0;
        for (let x = 0; x < cells; x++) {
          if (region[x] === g) {
            queue[tail++] = x;
            this.mark[x] = stamp;
            parent[x] = -1;
          }
        }
        let found = -1;
        while (head < tail && found < 0) {
          const x = queue[head++];
          const turn = rng.below(4);
          for (let d = 0; d < 4; d++) {
            const y = side[x * 4 + ((d + turn) & 3)];
            if (y < 0 || this.mark[y] === stamp || region[y] >= 0) continue;
            this.mark[y] = stamp;
            parent[y] = x;
            if (isStar[y] === 1) {
              found = y;
              break;
            }
            queue[tail++] = y;
          }
        }
        if (found < 0) return false;
        for (let y = found; y >= 0 && region[y] < 0; y = parent[y]) region[y] = g;
      }
      g++;
    }
    // Grow over the free cells: a region drawn by weight, then one of its free neighbours.
    const weight = new Float64Array(n);
    // Sizes must vary: small regions pin their stars, and even sizes leave many solutions
    // (measured on 14x14, 2 stars: 4.8 s a puzzle with equal weights, 0.4 s with these). With
    // 2 or 3 stars, two regions in three barely grow past their stars' paths (0.9 s on 16x16
    // against 9.7 s with the weights of 1 star, which keep more variety where they suffice).
    for (let h = 0; h < n; h++) {
      weight[h] = k === 1 ? 0.05 + rng.float() * rng.float() : rng.below(3) === 0 ? 1 : 0.002;
    }
    const frontier = new Int32Array(cells * 4);
    let free = 0;
    for (let x = 0; x < cells; x++) if (region[x] < 0) free++;
    while (free > 0) {
      // Pairs (free cell, region next to it); the pick is by the region's weight.
      let m = 0;
      let total = 0;
      for (let x = 0; x < cells; x++) {
        if (region[x] < 0) continue;
        for (let d = 0; d < 4; d++) {
          const y = side[x * 4 + d];
          if (y >= 0 && region[y] < 0) {
            frontier[m++] = y * n + region[x];
            total += weight[region[x]];
          }
        }
      }
      let t = rng.float() * total;
      let pick = m - 1;
      for (let i = 0; i < m; i++) {
        t -= weight[frontier[i] % n];
        if (t < 0) {
          pick = i;
          break;
        }
      }
      const y = Math.floor(frontier[pick] / n);
      region[y] = frontier[pick] % n;
      free--;
    }
    return true;
  }

  /** Whether region g stays connected without cell x (x is in g and g has another cell). */
  connectedWithout(x: number, g: number): boolean {
    const { n, region, side, queue } = this;
    const stamp = ++this.stamp;
    let start = -1;
    let size = 0;
    for (let y = 0; y < n * n; y++) {
      if (region[y] === g && y !== x) {
        size++;
        if (start < 0) start = y;
      }
    }
    if (start < 0) return false;
    this.mark[x] = stamp;
    this.mark[start] = stamp;
    queue[0] = start;
    let head = 0;
    let tail = 1;
    while (head < tail) {
      const y = queue[head++];
      for (let d = 0; d < 4; d++) {
        const z = side[y * 4 + d];
        if (z >= 0 && this.mark[z] !== stamp && region[z] === g) {
          this.mark[z] = stamp;
          queue[tail++] = z;
        }
      }
    }
    return tail === size;
  }

  /** A solution other than the intended one, 'unique' when it is the only one, or the end. */
  otherSolution(): Int32Array | 'unique' | LayoutEnd {
    const s = new RegionsSearch(this.puzzle, { list: true });
    const mine = this.solutionCells();
    for (;;) {
      if (this.stopped()) return 'stop';
      const before = s.nodes;
      const status = s.run(SLICE);
      this.nodes += s.nodes - before;
      if (this.nodes - this.layoutStart > this.layoutNodes) return 'drop';
      if (status === 'done') return 'unique';
      if (status === 'found' && !sameCells(s.solution, mine)) return s.solution.slice();
    }
  }

  /**
   * The moves of cell x to a 4-neighbouring region that keep the intended solution (x is not
   * one of its stars) and the source region connected, packed as x * n + target.
   */
  movesOf(x: number, out: number[]): void {
    const { n, region, side, isStar } = this;
    if (isStar[x] === 1) return;
    const g = region[x];
    let checked = false;
    for (let d = 0; d < 4; d++) {
      const y = side[x * 4 + d];
      if (y < 0 || region[y] === g) continue;
      const h = region[y];
      let dup = false;
      for (let e = 0; e < d; e++) {
        const z = side[x * 4 + e];
        if (z >= 0 && region[z] === h) dup = true;
      }
      if (dup) continue;
      if (!checked) {
        if (!this.connectedWithout(x, g)) return;
        checked = true;
      }
      out.push(x * n + h);
    }
  }

  /**
   * Kills a solution T other than the intended one S: one of T's stars x that S lacks moves to
   * a neighbouring region h, together with the shortest path inside its region g from x to a
   * cell next to h (no star of S on it) and whatever the path cuts off from g's stars of S.
   * T then has fewer than k stars in g; S keeps k in every region; g and h stay connected.
   * Of the choices (one per star x) the one moving the fewest cells is made, or one time in
   * three the first in a random order; false if there is none.
   */
  killSolution(other: Int32Array): boolean {
    const { rng } = this;
    const order = other.slice();
    shuffleInPlace(order, 0, order.length, rng);
    // The smallest carve, or (one time in three) any carve: always the smallest can cycle
    // between two solutions that each carve brings back.
    const any = rng.below(3) === 0;
    let best = -1;
    let bestTurn = 0;
    let bestSize = 1 << 30;
    for (let i = 0; i < order.length; i++) {
      if (this.isStar[order[i]] === 1) continue;
      const turn = rng.below(4);
      const size = this.carve(order[i], turn, false);
      if (size > 0 && (any ? best < 0 : size < bestSize)) {
        best = order[i];
        bestTurn = turn;
        bestSize = size;
      }
    }
    return best >= 0 && this.carve(best, bestTurn, true) > 0;
  }

  /**
   * The carve of killSolution for the star x: the number of cells it moves (0 when it cannot be
   * made), made when `apply`, else undone. `turn` (0 … 3) rotates the order of the four sides
   * in the breadth-first search, so that ties between paths fall at random but repeatably.
   */
  private carve(x: number, turn: number, apply: boolean): number {
    const { n, region, side, queue, parent, isStar } = this;
    const cells = n * n;
    const g = region[x];
    // Breadth-first inside g, off S's stars, to the nearest cell beside another region.
    const stamp = ++this.stamp;
    this.mark[x] = stamp;
    parent[x] = -1;
    queue[0] = x;
    let head = 0;
    let tail = 1;
    let end = -1;
    let h = -1;
    while (head < tail && end < 0) {
      const y = queue[head++];
      for (let d = 0; d < 4; d++) {
        const z = side[y * 4 + ((d + turn) & 3)];
        if (z >= 0 && region[z] !== g) {
          end = y;
          h = region[z];
          break;
        }
      }
      if (end >= 0) break;
      for (let d = 0; d < 4; d++) {
        const z = side[y * 4 + ((d + turn) & 3)];
        if (z >= 0 && this.mark[z] !== stamp && region[z] === g && isStar[z] === 0) {
          this.mark[z] = stamp;
          parent[z] = y;
          queue[tail++] = z;
        }
      }
    }
    if (end < 0) return 0;
    const moved: number[] = [];
    for (let y = end; y >= 0; y = parent[y]) {
      region[y] = h;
      moved.push(y);
    }
    // What the path cut off: g's cells not joined to its first star of S go to h too.
    const keep = ++this.stamp;
    let first = -1;
    let starsOfG = 0;
    for (let y = 0; y < cells; y++) {
      if (region[y] === g && isStar[y] === 1) {
        starsOfG++;
        if (first < 0) first = y;
      }
    }
    let reached = 0;
    if (first >= 0) {
      this.mark[first] = keep;
      queue[0] = first;
      head = 0;
      tail = 1;
      while (head < tail) {
        const y = queue[head++];
        if (isStar[y] === 1) reached++;
        for (let d = 0; d < 4; d++) {
          const z = side[y * 4 + d];
          if (z >= 0 && this.mark[z] !== keep && region[z] === g) {
            this.mark[z] = keep;
            queue[tail++] = z;
          }
        }
      }
    }
    const ok = first >= 0 && reached === starsOfG;
    if (ok) {
      for (let y = 0; y < cells; y++) {
        if (region[y] === g && this.mark[y] !== keep) {
          region[y] = h;
          moved.push(y);
        }
      }
    }
    const size = moved.length;
    if (!ok || !apply) for (const y of moved) region[y] = g;
    if (!ok) return 0;
    return size;
  }

  /** Step 3: kills other solutions until the intended one is alone; 'drop' on a stall. */
  makeUnique(): 'unique' | LayoutEnd {
    for (let tries = 0; tries < MOVES_PER_ROW * this.n; tries++) {
      const other = this.otherSolution();
      if (typeof other === 'string') return other;
      if (!this.killSolution(other)) return 'drop';
    }
    return 'drop';
  }

  /** A random border move that keeps the intended solution, or −1 when there is none. */
  randomMove(): number {
    const moves: number[] = [];
    for (let x = 0; x < this.region.length; x++) this.movesOf(x, moves);
    return moves.length === 0 ? -1 : moves[this.rng.below(moves.length)];
  }
}

/** Checks the options; returns [n, k, target level]. */
function checkOptions(opts: GenerateRegionsOptions): [number, number, number] {
  const k = wholeIn('stars', opts.stars ?? 1, 1, MAX_GENERATE_STARS);
  const n = wholeIn(
    'size',
    opts.size,
    minGenerateSide(k),
    MAX_GENERATE_SIDE,
    k > 1 ? ` for ${k} stars` : '',
  );
  if (typeof opts.seed !== 'number' || !isValidSeed(opts.seed)) {
    bad(`seed must be a whole number from 0 to 2^53-1, got ${String(opts.seed)}`);
  }
  const level = targetLevel(opts.difficulty);
  if (level === 1 && k > 1) {
    // No star is given and every region is one piece: a region's cells touch in a chain, so
    // neither touch/full nor last-cells (strength 1) can make the first move with k ≥ 2.
    bad(
      `difficulty easy cannot be reached with ${k} stars: the first step of such a puzzle ` +
        'needs a rule of strength 2 (tight-fit or cell-empties-unit); ask for medium, hard or expert',
    );
  }
  if (level > 0 && opts.rate === undefined) {
    bad(`difficulty ${String(opts.difficulty)} needs a rater (the rate option)`);
  }
  if (opts.maxNodes !== undefined && !(opts.maxNodes >= 0)) {
    bad(`maxNodes must be a number of search nodes, 0 or more, got ${String(opts.maxNodes)}`);
  }
  return [n, k, level];
}

/**
 * How far a rating is from what is wanted: 0 when accepted. Level 0 wants any puzzle the rater
 * solves; an unsolved or unrated puzzle counts as level 5, past the strongest rule.
 */
function distance(rating: GeneratorRating | null, level: number): number {
  const got = rating === null || !rating.solved ? 5 : rating.strongest;
  if (level === 0) return got === 5 ? 1 : 0;
  return Math.abs(got - level);
}

/**
 * A puzzle with one solution for the options (see the header), or null when the node budget
 * or the signal stopped it first. Bad options throw a PlacerError with code 'bad-generate'.
 */
export function generateRegions(opts: GenerateRegionsOptions): GeneratedRegions | null {
  const [n, k, level] = checkOptions(opts);
  const gen = new Generator(n, k, opts.seed, opts.maxNodes ?? 1e9, opts.signal);
  const rate = opts.rate;
  const rated = [0, 0, 0, 0, 0];
  let layouts = 0;
  const done = (puzzle: RegionsPuzzle, rating: GeneratorRating | null): GeneratedRegions => ({
    puzzle,
    solution: gen.solutionCells(),
    rating,
    layouts,
    rated,
    nodes: gen.nodes,
  });
  /** The current layout rated (the rater gets a puzzle of its own): done, or its distance. */
  const judge = (): GeneratedRegions | number => {
    const puzzle = regionsFromCells(n, gen.region, k);
    if (rate === undefined) return done(puzzle, null);
    const r = rate(puzzle);
    rated[r !== null && r.solved && r.strongest >= 1 && r.strongest <= 4 ? r.strongest : 0]++;
    const far = distance(r, level);
    return far === 0 ? done(puzzle, r) : far;
  };
  /** One layout: a puzzle, or how it ended without one. */
  const layout = (): GeneratedRegions | LayoutEnd => {
    gen.layoutStart = gen.nodes;
    gen.randomSolution();
    if (!gen.growLayout()) return 'drop';
    const unique = gen.makeUnique();
    if (unique !== 'unique') return unique;
    const first = judge();
    if (typeof first !== 'number') return first;
    let far = first;
    // The walk: moves that keep one solution, kept unless the rating goes farther off.
    for (let step = 0; step < WALK_PER_ROW * n; step++) {
      const m = gen.randomMove();
      if (m < 0) break;
      const x = Math.floor(m / n);
      const from = gen.region[x];
      gen.region[x] = m % n;
      const other = gen.otherSolution();
      if (other === 'drop' || other === 'stop') return other;
      if (other === 'unique') {
        const next = judge();
        if (typeof next !== 'number') return next;
        if (next <= far) {
          far = next;
          continue;
        }
      }
      gen.region[x] = from;
    }
    return 'drop';
  };
  for (;;) {
    if (gen.stopped()) return null;
    opts.onLayout?.(layouts, gen.nodes);
    layouts++;
    const got = layout();
    if (got === 'stop') return null;
    if (got !== 'drop') return got;
  }
}
