/**
 * The one seeded pseudo-random generator of placer, used by every randomised method so that a
 * seed replays a run exactly — in Node, in a worker and in the browser, on every platform.
 *
 * - Generator: sfc32 (Chris Doty-Humphrey's "Small Fast Chaotic" generator from PractRand; 128
 *   bits of state, period ≥ 2^32 thanks to its counter word, passes PractRand and BigCrush).
 *   It needs only 32-bit additions, shifts and xors, which JavaScript does exactly.
 * - Seeding: a seed is a whole number 0 … 2^53-1 (a JavaScript safe integer). Its low and high
 *   32-bit words go through splitmix32 (a Weyl sequence with a 32-bit finaliser, constants from
 *   Wellons' hash-prospector) to fill sfc32's state; the counter starts at 1 and the first 12
 *   outputs are discarded, as PractRand seeds sfc32. Different seeds give different states.
 * - Bounded integers: `below(n)` is Lemire's multiply-and-reject method ("Fast random integer
 *   generation in an interval", 2019), unbiased. The 64-bit product x·n is split into its exact
 *   low word (Math.imul) and its high word, recovered exactly from the double product (the
 *   double is off by at most 2^11, far less than the 2^32 step between high words).
 *
 * Hot loops may copy the four state words into locals and write them back: `state()` and
 * `setState()` exist for that. minConflicts.ts does so, with sfc32 and Lemire's method written
 * out in its loop (a call there costs about 10%); its test replays a plain transcription that
 * draws with `below()`, move for move, so the copy stays in step.
 */
import { PlacerError } from './errors.js';

/** Largest seed accepted: seeds are JavaScript safe integers. */
export const MAX_SEED = Number.MAX_SAFE_INTEGER;

const TWO32 = 4294967296;

/** One step of splitmix32 on a 32-bit state; returns [next state, output]. */
function splitmix32(state: number): [number, number] {
  const s = (state + 0x9e3779b9) | 0;
  let z = s;
  z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
  z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
  return [s, (z ^ (z >>> 15)) | 0];
}

/** Whether `seed` is a valid seed: a whole number 0 … MAX_SEED. */
export function isValidSeed(seed: number): boolean {
  return Number.isSafeInteger(seed) && seed >= 0;
}

/** The seeded generator: sfc32 seeded through splitmix32, with unbiased bounded integers. */
export class Random {
  /** sfc32 state words (int32); state() and setState() read and write them. */
  private a = 0;
  private b = 0;
  private c = 0;
  private d = 0;

  constructor(readonly seed: number) {
    if (!isValidSeed(seed))
      throw new PlacerError('bad-seed', `seed must be a whole number 0…2^53-1, got ${seed}`);
    const lo = seed >>> 0;
    const hi = Math.floor(seed / TWO32) >>> 0;
    let s = lo;
    let out: number;
    [s, out] = splitmix32(s);
    this.a = out;
    [s, out] = splitmix32(s);
    // The high word enters through a bijection of its own, so (lo, hi) pairs never collide.
    this.b = out ^ splitmix32(hi ^ 0x5bd1e995)[1];
    [s, out] = splitmix32(s);
    this.c = out;
    this.d = 1;
    for (let i = 0; i < 12; i++) this.next();
  }

  /** The next 32-bit output, as an unsigned integer 0 … 2^32-1. */
  next(): number {
    const a = this.a;
    const b = this.b;
    const c = this.c;
    const d = this.d;
    const t = (((a + b) | 0) + d) | 0;
    this.d = (d + 1) | 0;
    this.a = b ^ (b >>> 9);
    this.b = (c + (c << 3)) | 0;
    this.c = (((c << 21) | (c >>> 11)) + t) | 0;
    return t >>> 0;
  }

  /** An unbiased whole number 0 … n-1, for 1 ≤ n ≤ 2^32 - 1 (Lemire's method). */
  below(n: number): number {
    let x = this.next();
    let lo = Math.imul(x, n) >>> 0;
    if (lo < n) {
      // Reject the few low words that would make some results more likely: (2^32 - n) mod n.
      const threshold = (TWO32 - n) % n;
      while (lo < threshold) {
        x = this.next();
        lo = Math.imul(x, n) >>> 0;
      }
    }
    return Math.round((x * n - lo) / TWO32);
  }

  /** A double in [0, 1) with 32 random bits. */
  float(): number {
    return this.next() / TWO32;
  }

  /** The four state words, to continue the same stream elsewhere (e.g. in locals of a hot loop). */
  state(): [number, number, number, number] {
    return [this.a, this.b, this.c, this.d];
  }

  /** Sets the four state words, as state() gave them (a hot loop writes its copy back). */
  setState(s: readonly [number, number, number, number]): void {
    this.a = s[0] | 0;
    this.b = s[1] | 0;
    this.c = s[2] | 0;
    this.d = s[3] | 0;
  }
}

/**
 * Puts items[from … to) in an order drawn from `rng`, in place (Fisher–Yates from the top): the
 * same draws, the same order. Typed arrays too, so a hot caller allocates nothing.
 */
export function shuffleInPlace<T>(
  items: { [i: number]: T },
  from: number,
  to: number,
  rng: Random,
): void {
  for (let i = to - 1; i > from; i--) {
    const j = from + rng.below(i - from + 1);
    const t = items[i];
    items[i] = items[j];
    items[j] = t;
  }
}

/** A copy of `items` in an order drawn from `seed` (Fisher–Yates): the same seed, the same order. */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = items.slice();
  shuffleInPlace(out, 0, out.length, new Random(seed));
  return out;
}
