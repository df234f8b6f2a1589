/**
 * One placement for N up to 10^8 and more: QS4, the linear-time local search of Sosič and Gu
 * ("Fast search algorithms for the N-queens problem", IEEE TSMC 1991; "Efficient local search
 * with conflict minimization", IEEE TKDE 1994), as the C baseline bench/anchors/
 * queens_local_search.c describes it:
 *
 * 1. Initial search. Start from the identity permutation. For rows j = 0, 1, … pick a random row
 *    m ≥ j and swap the queens of rows j and m; keep the swap when row j's new queen shares no
 *    diagonal with the queens of rows 0…j-1 (then j advances), otherwise undo it. Stop after
 *    C·N tries (C = 3.08). This places all but k queens without any attack, where k stays a few
 *    dozen whatever N is. The last k rows get a random shuffle of the remaining columns.
 * 2. Final search. For each attacked queen among the last k rows, swap it with a random row until
 *    both swapped queens are unattacked (this strictly reduces collisions); a queen that cannot be
 *    fixed in 20·N + 1000 tries means a restart (only small N ever needs one).
 *
 * Collision tests are O(1) with queen counts per diagonal. The state is a permutation, so rows
 * and columns never collide. Memory: the permutation (Int32Array, 4 bytes per queen) and one
 * byte per diagonal in each direction (2 × 2N bytes): 8 bytes per queen.
 *
 * Why byte counters are enough: after step 1 every diagonal holds at most one of the first N-k
 * queens, so no count exceeds k + 1; the final search never adds an attack (an accepted swap
 * leaves both moved queens alone on their diagonals), and a tried swap adds at most 2 queens for
 * a moment. So counts stay ≤ k + 3, and when k > 252 (never seen for N > 255, where it matters;
 * for N ≤ 255 a diagonal cannot hold more than 255 queens anyway) the attempt is restarted.
 *
 * An Engine (engine.ts): `run(budget)` works for at most `budget` swap tries, so a caller can
 * report progress, honour a step limit and cancel between slices; it returns 'found' once solved
 * (`cols` holds the placement) and 'done' after that. The hot loops keep the generator state in
 * locals.
 */
import { progressOf, type Engine, type Progress, type RunStatus } from '../run/engine.js';
import { Random } from '../random.js';

/** QS4's constant: the initial search tries C·N swaps. */
export const QS4_C = 3.08;

/** Largest k (queens left for the final search) that byte counters can carry for N > 255. */
const MAX_BYTE_K = 252;

const TWO32 = 4294967296;
const INV_TWO32 = 1 / TWO32;

/** Phases of an attempt. */
const BEGIN = 0;
const INITIAL = 1;
const FINAL = 2;
const SOLVED = 3;

export class MinConflicts implements Engine {
  readonly n: number;
  /** The permutation: cols[row] = column (0-based). A solution once `run` has said 'found'. */
  readonly cols: Int32Array;
  /** Queens per "\" diagonal (row - col + n - 1) and per "/" diagonal (row + col). */
  private readonly dn: Uint8Array;
  private readonly dp: Uint8Array;
  private readonly rng: Random;
  private readonly cap: number;
  /** Swap tries made so far (initial and final search), over all attempts. */
  steps = 0;
  /** Attempts given up and begun again. */
  restarts = 0;
  /** Queens left for the final search in the last attempt (k). */
  finalQueens = 0;
  private phase: number = BEGIN;
  private j = 0;
  private tries = 0;
  private budgetLeft = 0;
  /** Final search: current row and tries spent on it. */
  private i = 0;
  private fixTries = 0;
  /** The solution has been reported by `run` ('found'); later runs say 'done'. */
  private reported = false;

  constructor(n: number, seed: number) {
    if (!Number.isInteger(n) || n < 4) throw new RangeError(`min-conflicts needs N ≥ 4: ${n}`);
    this.n = n;
    this.cols = new Int32Array(n);
    this.dn = new Uint8Array(2 * n);
    this.dp = new Uint8Array(2 * n);
    this.rng = new Random(seed);
    this.cap = 20 * n + 1000;
  }

  /**
   * Works for at most `budget` steps (swap tries): 'found' when this call solved it, 'done' when
   * an earlier one did, 'paused' when the budget ran out (call again to go on).
   */
  run(budget: number): RunStatus {
    let left = budget;
    while (left > 0 && this.phase !== SOLVED) {
      switch (this.phase) {
        case BEGIN:
          this.begin();
          break;
        case INITIAL:
          left -= this.initial(left);
          break;
        case FINAL:
          left -= this.final(left);
          break;
      }
    }
    if (this.phase !== SOLVED) return 'paused';
    if (this.reported) return 'done';
    this.reported = true;
    return 'found';
  }

  progress(): Progress {
    return progressOf(this.steps, 'swap tries', { found: this.phase === SOLVED ? 1n : 0n });
  }

  private begin(): void {
    const { cols, dn, dp } = this;
    for (let r = 0; r < this.n; r++) cols[r] = r;
    dn.fill(0);
    dp.fill(0);
    this.j = 0;
    this.tries = 0;
    this.budgetLeft = Math.floor(QS4_C * this.n);
    this.phase = INITIAL;
  }

  /** Step 1, at most `budget` tries; returns the tries spent. */
  private initial(budget: number): number {
    const n = this.n;
    const { cols, dn, dp, rng } = this;
    const off = n - 1;
    const todo = Math.min(budget, this.budgetLeft);
    let j = this.j;
    // The generator's state in locals for the loop (|0 keeps them int32 there: then this is as
    // fast as reading the fields directly, measured).
    const state = rng.state();
    let a = state[0] | 0;
    let b = state[1] | 0;
    let c = state[2] | 0;
    let d = state[3] | 0;
    let spent = 0;
    while (spent < todo && j < n) {
      spent++;
      // m = j + below(n - j): sfc32 and Lemire's method, inlined.
      const range = n - j;
      let x: number;
      let lo: number;
      for (;;) {
        const t = (((a + b) | 0) + d) | 0;
        d = (d + 1) | 0;
        a = b ^ (b >>> 9);
        b = (c + (c << 3)) | 0;
        c = (((c << 21) | (c >>> 11)) + t) | 0;
        x = t >>> 0;
        lo = Math.imul(x, range) >>> 0;
        if (lo >= range || lo >= (TWO32 - range) % range) break;
      }
      // The exact high word (see random.ts): x·range is off by < 2^11 as a double, so adding
      // 1/2 and truncating rounds it right; range < 2^31 keeps it an int32.
      const m = j + (((x * range - lo) * INV_TWO32 + 0.5) | 0);
      const cm = cols[m];
      if (dn[j - cm + off] === 0 && dp[j + cm] === 0) {
        cols[m] = cols[j];
        cols[j] = cm;
        dn[j - cm + off] = 1;
        dp[j + cm] = 1;
        j++;
      }
    }
    rng.setState([a, b, c, d]);
    this.j = j;
    this.budgetLeft -= spent;
    this.steps += spent;
    if (j === n || this.budgetLeft === 0) this.placeRest();
    return spent;
  }

  /** End of step 1: shuffle the remaining columns into the last k rows. */
  private placeRest(): void {
    const n = this.n;
    const { cols, dn, dp, rng } = this;
    const off = n - 1;
    const j = this.j;
    this.finalQueens = n - j;
    if (n > 255 && n - j > MAX_BYTE_K) {
      this.restart();
      return;
    }
    for (let r = j; r < n; r++) {
      const m = r + rng.below(n - r);
      const t = cols[r];
      cols[r] = cols[m];
      cols[m] = t;
      dn[r - cols[r] + off]++;
      dp[r + cols[r]]++;
    }
    this.i = j;
    this.fixTries = 0;
    this.phase = FINAL;
  }

  private restart(): void {
    this.restarts++;
    this.phase = BEGIN;
  }

  /** Step 2, at most `budget` tries; returns the tries spent. */
  private final(budget: number): number {
    const n = this.n;
    const { cols, dn, dp, rng } = this;
    const off = n - 1;
    let spent = 0;
    let i = this.i;
    while (i < n) {
      let ci = cols[i];
      if (dn[i - ci + off] <= 1 && dp[i + ci] <= 1) {
        i++;
        this.fixTries = 0;
        continue;
      }
      if (spent >= budget) break;
      if (this.fixTries >= this.cap) {
        this.steps += spent;
        this.restart();
        return spent;
      }
      this.fixTries++;
      spent++;
      const r = rng.below(n);
      if (r === i) continue;
      const cr = cols[r];
      // Take both queens off, put them back swapped, keep the swap if both are then alone.
      dn[i - ci + off]--;
      dp[i + ci]--;
      dn[r - cr + off]--;
      dp[r + cr]--;
      if (
        dn[i - cr + off] === 0 &&
        dp[i + cr] === 0 &&
        dn[r - ci + off] === 0 &&
        dp[r + ci] === 0 &&
        i - cr !== r - ci && // the two new squares may share a diagonal with each other
        i + cr !== r + ci
      ) {
        cols[i] = cr;
        cols[r] = ci;
        dn[i - cr + off] = 1;
        dp[i + cr] = 1;
        dn[r - ci + off] = 1;
        dp[r + ci] = 1;
        ci = cr;
      } else {
        dn[i - ci + off]++;
        dp[i + ci]++;
        dn[r - cr + off]++;
        dp[r + cr]++;
      }
    }
    this.i = i;
    this.steps += spent;
    if (i === n) {
      if (this.verified()) this.phase = SOLVED;
      else this.restart();
    }
    return spent;
  }

  /** Every diagonal holds at most one queen (rows and columns cannot collide in a permutation). */
  private verified(): boolean {
    const { dn, dp } = this;
    for (let x = 0; x < dn.length; x++) if (dn[x] > 1 || dp[x] > 1) return false;
    return true;
  }
}
