/**
 * The counting table of the exact-cover searches (Nishino et al.'s DXZ idea, "Dancing with
 * decision diagrams", AAAI 2017): the number of ways to finish depends only on the sub-problem
 * left, so a fixed-size table keyed by it lets repeated sub-problems be added in without
 * searching them again. The key is a bit set that the search keeps up to date in `bits`: the
 * covered items for Algorithm X (exactCover.ts); the options still available and the active
 * items' bounds for Algorithm M (algorithmM.ts), which also keeps the key's hash as it flips bits
 * (Zobrist words, `zobrist`) instead of having the whole key hashed at every node. The table only
 * drops entries (a crowded slot, of the four probed, is replaced), so counts stay exact.
 *
 * At a node the search asks enter(): a hit gives the sub-problem's count (hiAt, loAt) and the
 * nodes it took (nodesAt); a miss remembers the slot and the count so far, and when the node's
 * sub-problem is finished the search stores the solutions and nodes counted since (store). One
 * table serves the searches of one count in turn (take, giveBack): a unit of the same problem
 * keeps the earlier units' entries, as a sub-count depends only on the sub-problem.
 *
 * Keep or drop (trialLookup, Algorithm M's): a lookup costs about as much as a node, so a table
 * whose first 2^18 lookups saved under one node each on average is dropped for the rest of the
 * count (one on its way to saving too little, sooner: MEMO_TRIAL). The trial runs over the units
 * of one count that share the table, not unit by unit: most units are far shorter than the
 * trial, so judged alone none would ever drop it. Measured (nodes saved per lookup by 2^17
 * lookups; nodes without the table → with it, as `cover --count --format json` says): Latin
 * squares 5×5 keep it (6.4; 1.55M → 0.11M; the bench's row of the table: 0.47 of the time),
 * kings dominating 7×7 (2.1; 40.5M → 4.7M, and → 0.17M once its key left out the capacities no
 * solution can reach: algorithmM.ts keySlacks), a colour Sudoku of 1.3M solutions (1.3; 16.3M →
 * 5.1M); "two per line" (0.06) and queens domination (0.07), whose sub-problems repeat rarely,
 * drop it.
 */
import { mix32 } from '../mix.js';
import { EXACT_HI, TWO32, wordsToBig } from './countWords.js';

function memoShape(items: number, entries: number, depth: number): string {
  return `${items}/${entries}/${depth}`;
}

/**
 * The trial's rule: every `step` lookups (a power of two), a table that has saved under
 * minSaved · n / lookups nodes per lookup so far (n lookups) is dropped, a bar that rises to
 * `minSaved` at `lookups`, where a table that clears it is kept for good. A table that saves
 * next to nothing goes at the first step: by 2^14 lookups "two per line" had saved 0.006 nodes
 * a lookup, while the tables that went on to pay had saved 0.5 (a Sudoku) to 3 (Latin squares)
 * and kings domination 7. The rising bar drops one that saves a little early on and no more:
 * queens domination 8×8, whose key holds needs (algorithmM.ts keySlacks), saved 0.09 a lookup
 * by 2^14 and 0.06 by 2^18, and with a bar of 0.05 at 2^14 and none until 2^18 its table cost
 * it a fifth of its time (timed by hand: 1.0 s → 1.3 s for its count); the Sudoku's saved 0.86
 * by 2^15 (bar 0.125) and 1.64 by 2^18. The WebAssembly kernel runs the same trial with these
 * numbers (kernels/algorithmM.ts).
 */
export const MEMO_TRIAL = {
  step: 1 << 14,
  lookups: 1 << 18,
  minSaved: 1,
} as const;

/**
 * The table keeps a sub-count while its high word (a float64) is exact, under 2^53: sub-counts
 * of 2^85 or more are searched again when met again (only instances of astronomically many
 * solutions have them). Algorithm M's WebAssembly kernel, which counts in 64 bits, adds only
 * entries under 2^62 and hands the search over to TypeScript at a larger one
 * (kernels/algorithmM.ts BIG_COUNT).
 */
export const MEMO_MAX_COUNT_HI = EXACT_HI;
/** The same bound on a whole sub-count (2^85). */
const MEMO_MAX_COUNT = wordsToBig(MEMO_MAX_COUNT_HI, 0);

/** Largest table (entries) a search uses: a small table stays in the processor's caches. */
const MEMO_MAX_ENTRIES = 1 << 17;
/**
 * Largest table in bytes (keys, tags, counts): a table's lookups and stores each miss the
 * caches once it outgrows them, and on a count of millions of nodes that costs more than the
 * entries it holds save. Timed by hand, one search on one CPU, medians of 7 (entries:
 * seconds): the colour Sudoku of 1.3M solutions (92 bytes an entry) 2^14: 1.55, 2^15: 1.68,
 * 2^17: 1.96; kings dominating 8×8 (76 bytes) 2^14: 0.23, 2^15: 0.17, 2^17: 0.17; Latin
 * squares 5×5 (52 bytes) 2^14: 0.090, 2^15: 0.077, 2^17: 0.088. Two and a half megabytes gives
 * each its best. Algorithm X's table (exactCover.ts) on the same Sudoku as plain exact cover (60
 * bytes): 2^14: 2.56, 2^16: 2.63, 2^20 (what the CLI's 64 MB allowed before): 2.93, medians of
 * 3. `npm run bench -- xcc` before and after the cap: the colour Sudoku 1.46–1.51 → 1.23–1.30
 * times the C's time, the same Sudoku as plain exact cover 2.22–2.30 → 1.84–2.31.
 */
const MEMO_MAX_BYTES = 5 << 19;

/**
 * The most entries a table of `keyWords`-word keys gets: a power of two, at most MEMO_MAX_ENTRIES
 * and MEMO_MAX_BYTES (an entry: its key, a tag, and three 8-byte figures).
 */
export function memoCap(keyWords: number): number {
  let n = MEMO_MAX_ENTRIES;
  while (n > 1 && n * (4 * keyWords + 28) > MEMO_MAX_BYTES) n /= 2;
  return n;
}

/** The table's arrays, in the order of `CoverMemo.parts` (and of the kernel's `bindMemo`). */
export type MemoPart = Int32Array | Float64Array;

/** The table of the last search that finished, kept for the next one (CoverMemo.take). */
let spare: CoverMemo | null = null;

/** The counting table (see the module comment), with its trial's state. */
export class CoverMemo {
  /** The key, a bit set: the search flips its bits as it covers and uncovers (module comment). */
  bits: Int32Array;
  /**
   * A fixed pseudo-random word per bit of the key: a search that flips bits one at a time can
   * keep the XOR of those of its set bits as it goes (Zobrist hashing) and hand enter() that
   * instead of having the whole key hashed at every node.
   */
  zobrist: Int32Array;
  /** Sub-problems added from the table instead of searched. */
  hits = 0;

  /** Words of the key, and the table's slots less one (a power of two less one). */
  readonly keyWords: number;
  readonly mask: number;
  private keys: Int32Array;
  /**
   * Each slot's tag: its entry's hash, mixed and made odd (0: the slot is free). A probe
   * compares it before the key, so a lookup that misses reads one small array (four slots in a
   * cache line or two, half a megabyte for the largest table: it stays in the processor's
   * caches) instead of up to four keys of tens of words each, scattered over megabytes.
   */
  private tags: Int32Array;
  /**
   * Each entry's count (hi, lo) and the search nodes it took to count (what a hit saves: the
   * search decides if it pays), side by side: a hit reads one place.
   */
  private vals: Float64Array;
  /** Per search level: the count (hi, lo) and nodes when the node was entered. */
  private ent: Float64Array;
  /** Per search level: the slot to store into and the key's tag. */
  private entSlot: Int32Array;

  /** What the table fits: takeMemo hands a spare table only to a search of the same shape. */
  readonly shape: string;
  /**
   * The problem whose sub-counts the table holds: a table handed to another search of the same
   * problem (its next unit) keeps them, as a sub-count depends only on the sub-problem.
   */
  owner: object | null = null;
  /**
   * Whether the table pays, tried over the searches of one problem that share it (the units of
   * one count, each often too small to judge it alone): the verdict once the trial's length is
   * reached (null before; trialLookup gives it), from the lookups so far and the search nodes
   * their answers saved.
   */
  pays: boolean | null = null;
  /** The trial's lookups so far and the nodes their answers saved (kept by the kernel too). */
  trialLookups = 0;
  trialSaved = 0;

  /** A table of at least `entries` slots (a power of two) for items 0 … items, `depth` levels. */
  constructor(items: number, entries: number, depth: number) {
    let cap = 1;
    while (cap < entries) cap *= 2;
    this.shape = memoShape(items, entries, depth);
    this.keyWords = (items + 1 + 31) >>> 5;
    this.mask = cap - 1;
    this.bits = new Int32Array(this.keyWords);
    this.zobrist = new Int32Array(this.keyWords * 32);
    for (let b = 0; b < this.zobrist.length; b++) this.zobrist[b] = mix32(b + 0x9e3779b9);
    this.keys = new Int32Array(cap * this.keyWords);
    this.tags = new Int32Array(cap);
    this.vals = new Float64Array(3 * cap);
    this.ent = new Float64Array(3 * depth);
    this.entSlot = new Int32Array(2 * depth);
  }

  /**
   * The table's arrays (the key, its Zobrist words, the entries, the per-level entry state), in
   * the order the WebAssembly kernel binds them (kernels/algorithmM.ts `bindMemo`).
   */
  parts(): MemoPart[] {
    return [this.bits, this.zobrist, this.keys, this.tags, this.vals, this.ent, this.entSlot];
  }

  /**
   * Keeps the table in `views` from now on (arrays of the kinds and lengths of parts(), in the
   * kernel's memory or the table's own): its contents copied into them unless `copy` is false
   * (the views show memory that holds them already, as after the kernel's memory grew).
   */
  moveTo(views: readonly MemoPart[], copy: boolean): void {
    if (copy) {
      this.parts().forEach((a, k) => {
        (views[k] as Float64Array).set(a as Float64Array);
      });
    }
    [this.bits, this.zobrist, this.keys] = views as Int32Array[];
    this.tags = views[3] as Int32Array;
    [this.vals, this.ent] = views.slice(4, 6) as Float64Array[];
    this.entSlot = views[6] as Int32Array;
  }

  /** Readies the table for another search: nothing covered, no hits; entries only if `keep`. */
  private reset(keep: boolean): void {
    this.bits.fill(0);
    if (!keep) {
      this.tags.fill(0);
      this.trialLookups = 0;
      this.trialSaved = 0;
      this.pays = null;
    }
    this.hits = 0;
  }

  /**
   * A table for a search of `owner`'s problem: the spare one when it has this shape (with its
   * entries when it was that problem's too — the units of one count share their sub-counts —
   * else emptied: clearing costs a fraction of a new table), else a new one.
   */
  static take(items: number, entries: number, depth: number, owner: object): CoverMemo {
    const shape = memoShape(items, entries, depth);
    if (spare !== null && spare.shape === shape) {
      const m = spare;
      spare = null;
      m.reset(m.owner === owner);
      m.owner = owner;
      return m;
    }
    const m = new CoverMemo(items, entries, depth);
    m.owner = owner;
    return m;
  }

  /** Keeps the table of a search that is over for the next one (the last one given is kept). */
  static giveBack(m: CoverMemo): void {
    spare = m;
  }

  /** The key's hash, for a search that keeps none (FNV-style; enter() mixes it further). */
  private hash(): number {
    const bits = this.bits;
    let h = 0x811c9dc5 | 0;
    for (let w = 0; w < this.keyWords; w++) {
      h = Math.imul(h ^ bits[w], 0x01000193);
      h ^= h >>> 15;
    }
    return h;
  }

  /**
   * Looks the current set up at level l. On a hit returns its slot (≥ 0: read hiAt/loAt);
   * otherwise returns −1 and remembers, for store(l), the slot to fill and the count now.
   * `hash` is the key's hash when the search keeps one (any 32-bit function of the key).
   */
  enter(l: number, cntHi: number, cntLo: number, nodes = 0, hash = this.hash()): number {
    const keys = this.keys;
    const tags = this.tags;
    const bits = this.bits;
    const kw = this.keyWords;
    const mixed = mix32(hash);
    const tag = mixed | 1;
    const home = mixed & this.mask;
    let fill = home; // the table is crowded here unless a free slot turns up: replace home
    for (let probe = 0; probe < 4; probe++) {
      const s = (home + probe) & this.mask;
      const t = tags[s];
      if (t === 0) {
        fill = s;
        break;
      }
      if (t !== tag) continue;
      let same = true;
      for (let w = 0; w < kw; w++) {
        if (keys[s * kw + w] !== bits[w]) {
          same = false;
          break;
        }
      }
      if (same) {
        this.hits++;
        return s;
      }
    }
    this.entSlot[2 * l] = fill;
    this.entSlot[2 * l + 1] = tag;
    this.ent[3 * l] = cntHi;
    this.ent[3 * l + 1] = cntLo;
    this.ent[3 * l + 2] = nodes;
    return -1;
  }

  hiAt(s: number): number {
    return this.vals[3 * s];
  }

  loAt(s: number): number {
    return this.vals[3 * s + 1];
  }

  /**
   * Counts one lookup of the trial, whose answer saved `saved` search nodes (0 for a miss), and
   * gives the verdict when it is due: false once the table is found to save less than it costs
   * (a lookup costs about as much as a node), so the search drops it. Called only while `pays`
   * is null; small, so that it inlines into the search's loop.
   */
  trialLookup(saved: number): boolean {
    this.trialSaved += saved;
    const n = ++this.trialLookups;
    if ((n & (MEMO_TRIAL.step - 1)) === 0 && n <= MEMO_TRIAL.lookups) {
      if (this.trialSaved * MEMO_TRIAL.lookups < MEMO_TRIAL.minSaved * n * n) this.pays = false;
      else if (n === MEMO_TRIAL.lookups) this.pays = true;
    }
    return this.pays !== false;
  }

  /** Search nodes the entry in slot s took to count (0 where the search did not say). */
  nodesAt(s: number): number {
    return this.vals[3 * s + 2];
  }

  /** Stores the count of the sub-problem entered at level l, now finished (count now given). */
  store(l: number, cntHi: number, cntLo: number, nodes = 0): void {
    const ent = this.ent;
    let lo = cntLo - ent[3 * l + 1];
    let hi = cntHi - ent[3 * l];
    if (lo < 0) {
      lo += TWO32;
      hi--;
    }
    this.put(l, hi, lo, nodes - ent[3 * l + 2]);
  }

  /**
   * store() for a level whose sub-count also holds `apart`: what the search set apart from
   * (cntHi, cntLo) into a bigint since the level was entered (its pair was reset then).
   */
  storeWith(l: number, cntHi: number, cntLo: number, apart: bigint, nodes = 0): void {
    const ent = this.ent;
    const sub = apart + wordsToBig(cntHi - ent[3 * l], cntLo - ent[3 * l + 1]);
    if (sub >= MEMO_MAX_COUNT) return;
    this.put(l, Number(sub >> 32n), Number(sub & 0xffffffffn), nodes - ent[3 * l + 2]);
  }

  /** Keeps sub-count (hi, lo) of the sub-problem entered at level l, which took `nodes`. */
  private put(l: number, hi: number, lo: number, nodes: number): void {
    // A sub-count past what the entry holds exactly is not kept: the slot keeps what it held.
    if (hi >= MEMO_MAX_COUNT_HI) return;
    const s = this.entSlot[2 * l];
    const kw = this.keyWords;
    const bits = this.bits;
    for (let w = 0; w < kw; w++) this.keys[s * kw + w] = bits[w];
    this.tags[s] = this.entSlot[2 * l + 1];
    this.vals[3 * s] = hi;
    this.vals[3 * s + 1] = lo;
    this.vals[3 * s + 2] = nodes;
  }
}
