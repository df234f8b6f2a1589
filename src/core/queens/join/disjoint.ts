/**
 * How many pairs of two lists of diagonal sets are disjoint: the last step of the join
 * (docs/queens-join.md), where every east half meets every west half of the same rows.
 *
 * A set is two 32-bit words (A: anti-diagonals, B: diagonals, `bits` bits each). The first
 * list is stored bit-sliced: for each chunk of CHUNK bits and each of its 2^CHUNK values v, a
 * bitset over the list of "this set has none of v's bits" (32 sets per word). A set of the
 * second list then meets 32 of the first at a time: AND the bitsets of its chunks' values, count
 * the ones left. Per pair that is (chunks / 32) word operations, against one test per pair done
 * plainly; below SLICE_MIN sets the plain loop is the faster. The WebAssembly kernel
 * (kernels/disjoint.ts) does the same 128 bits at a time and reads only the buckets of the first
 * list an item can meet (countInKernel); this loop is its reference and its fallback.
 */

import { popcount } from '../../bits.js';
import type { DisjointKernel } from './kernel.js';

/** A list of diagonal sets: set i is (a[i], b[i]), i < size (the arrays may be longer). */
export interface SetList {
  readonly a: Int32Array;
  readonly b: Int32Array;
  readonly size: number;
}

/**
 * Weights of the second list's sets by class: a set's class is its bit `bit` of B plus twice its
 * bit `bit` of A, and its pairs count weights[class] times (0: the set is not counted).
 */
export interface ClassWeights {
  readonly bit: number;
  readonly weights: Int32Array;
}

/** A set's class under ClassWeights: its bit `bit` of B plus twice its bit `bit` of A. */
export function classOf(a: number, b: number, bit: number): number {
  return ((b >>> bit) & 1) | (((a >>> bit) & 1) << 1);
}

/** Every set of class 0, weighing 1 (bit 31 is never a set's: sets have at most 31 bits). */
const UNWEIGHTED: ClassWeights = { bit: 31, weights: Int32Array.of(1, 1, 1, 1) };

/** Bits per chunk: 2^5 bitsets per chunk, built in one AND each. */
const CHUNK = 5;
const VALUES = 1 << CHUNK;

/** Below this many sets in the first list the pairs are tested one by one. */
const SLICE_MIN = 48;

/** The most bits the kernel sieves on (32 buckets). */
const SIEVE = 5;

/** The sets a bucket should hold on average for its reads to run on whole 128-bit blocks. */
const SIEVE_BUCKET = 512;

/** Chunks ANDed per word in the unrolled loop (an item with more takes the accumulator). */
const UNROLL = 8;

/** Counts disjoint pairs; its buffers grow to the largest lists met and are reused. */
export class DisjointCounter {
  private table = new Int32Array(0);
  private acc = new Int32Array(0);
  private readonly offsets = new Int32Array(16);
  // How many sets of each list have each bit (the sieve's choice).
  private readonly freqE = new Float64Array(64);
  private readonly freqW = new Float64Array(64);
  private readonly sieve = new Int32Array(SIEVE);

  /**
   * With `kernel` (loadDisjointKernel), the sliced counts run in WebAssembly; null: in the
   * TypeScript loop below (the reference, and the fallback).
   */
  constructor(private readonly kernel: DisjointKernel | null = null) {}

  /**
   * The pairs (i, j) of a set of `first` and one of `second` with no bit in common, each counted
   * as many times as its set of `second` weighs (default: once); the sets have `bits` bits per
   * word (≤ 31).
   */
  count(first: SetList, second: SetList, bits: number, classes = UNWEIGHTED): number {
    const nE = first.size;
    const nW = second.size;
    if (nE === 0 || nW === 0) return 0;
    const chunksPerWord = Math.ceil(bits / CHUNK);
    const words = (nE + 31) >>> 5;
    // Building the slices costs about chunks · VALUES word operations per word of the first
    // list; each set of the second then costs ~16 per word. The plain loop costs ~2 per pair.
    const sliced = words * (2 * chunksPerWord * VALUES + 16 * nW) + 6 * nE;
    if (nE < SLICE_MIN || sliced > 2 * nE * nW) return plainCount(first, second, classes);
    if (this.kernel !== null) {
      return this.countInKernel(this.kernel, first, second, chunksPerWord, bits, classes);
    }
    const size = 2 * chunksPerWord * VALUES * words;
    if (this.table.length < size) this.table = new Int32Array(size);
    if (this.acc.length < words) this.acc = new Int32Array(words);
    buildSlices(this.table, first, chunksPerWord, words);
    return this.countSliced(second, nE, chunksPerWord, words, classes);
  }

  /** The items of `second`, weighed, against the sliced first list (nE sets) in the table. */
  private countSliced(
    second: SetList,
    nE: number,
    chunksPerWord: number,
    words: number,
    classes: ClassWeights,
  ): number {
    const { a: wA, b: wB, size: nW } = second;
    const { bit, weights } = classes;
    const table = this.table;
    const offsets = this.offsets;
    let total = 0;
    for (let j = 0; j < nW; j++) {
      const a = wA[j];
      const b = wB[j];
      const weight = weights[classOf(a, b, bit)];
      if (weight === 0) continue;
      // The bitsets of the item's non-zero chunks; the rest of the 8 point at an all-ones row.
      let k = 0;
      for (let c = 0; c < chunksPerWord; c++) {
        const va = (a >>> (CHUNK * c)) & (VALUES - 1);
        if (va !== 0) offsets[k++] = (c * VALUES + va) * words;
        const vb = (b >>> (CHUNK * c)) & (VALUES - 1);
        if (vb !== 0) offsets[k++] = ((chunksPerWord + c) * VALUES + vb) * words;
      }
      if (k === 0) {
        total += weight * nE;
        continue;
      }
      if (k > UNROLL) {
        total += weight * this.countLong(offsets, k, words);
        continue;
      }
      while (k < UNROLL) offsets[k++] = 0;
      const o0 = offsets[0];
      const o1 = offsets[1];
      const o2 = offsets[2];
      const o3 = offsets[3];
      const o4 = offsets[4];
      const o5 = offsets[5];
      const o6 = offsets[6];
      const o7 = offsets[7];
      let pairs = 0;
      for (let w = 0; w < words; w++) {
        let x =
          table[o0 + w] &
          table[o1 + w] &
          table[o2 + w] &
          table[o3 + w] &
          table[o4 + w] &
          table[o5 + w] &
          table[o6 + w] &
          table[o7 + w];
        x -= (x >>> 1) & 0x55555555;
        x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
        x = (x + (x >>> 4)) & 0x0f0f0f0f;
        pairs += Math.imul(x, 0x01010101) >>> 24;
      }
      total += weight * pairs;
    }
    return total;
  }

  /**
   * The same count by the WebAssembly kernel (kernels/disjoint.ts `countPairs`), which reads only
   * the part of the first list that can meet each item: the first list is sorted into buckets by
   * its sieve bits (the bits the most pairs share, up to SIEVE of them), each bucket starting on
   * a block of 128 sets, and an item reads the buckets whose sieve value shares no bit with its
   * own. Here the sieve is chosen and the lists copied into the kernel's memory (unless they are
   * there already); the rest runs there.
   */
  private countInKernel(
    k: DisjointKernel,
    first: SetList,
    second: SetList,
    chunksPerWord: number,
    bits: number,
    classes: ClassWeights,
  ): number {
    const nE = first.size;
    const nW = second.size;
    const sieve = this.sieveBits(first, second, bits);
    // Memory: scratch, bookkeeping, the sieve, the weights, the lists, the sets by bucket,
    // their sieve values, then the table (at most this wide: every bucket but one may end in a
    // part block).
    const places = nE + 31 * 128;
    const words = (((places + 31) >>> 5) + 3) & ~3;
    // Lists already in the kernel's memory (Joiner's halves made there) are read where they
    // are, and the work laid out past them; the others are copied in.
    const buffer = k.view.buffer;
    const firstIn = first.a.buffer === buffer;
    const secondIn = second.a.buffer === buffer;
    let free = k.heap;
    if (firstIn) free = Math.max(free, first.b.byteOffset + 4 * nE);
    if (secondIn) free = Math.max(free, second.b.byteOffset + 4 * nW);
    const scratch = Math.ceil(free / 16) * 16;
    const work = scratch + 256;
    const sievePositions = work + 512;
    const weightsAt = sievePositions + 32;
    let rawEA = weightsAt + 16;
    let rawEB = rawEA + 4 * nE;
    let rawWA = rawEB + 4 * nE;
    let rawWB = rawWA + 4 * nW;
    const setsA = rawWB + 4 * nW;
    const setsB = setsA + 4 * places;
    const values = setsB + 4 * places;
    const table = (values + 4 * nE + 15) & ~15;
    if (firstIn) {
      rawEA = first.a.byteOffset;
      rawEB = first.b.byteOffset;
    }
    if (secondIn) {
      rawWA = second.a.byteOffset;
      rawWB = second.b.byteOffset;
    }
    // (Growing the memory detaches the lists' views: their addresses are taken before.)
    k.ensure(table + 2 * chunksPerWord * VALUES * words * 4);
    const view = k.view;
    for (let q = 0; q < sieve.length; q++) view[(sievePositions >> 2) + q] = sieve[q];
    view.set(classes.weights, weightsAt >> 2);
    if (!firstIn) {
      view.set(first.a.subarray(0, nE), rawEA >> 2);
      view.set(first.b.subarray(0, nE), rawEB >> 2);
    }
    if (!secondIn) {
      view.set(second.a.subarray(0, nW), rawWA >> 2);
      view.set(second.b.subarray(0, nW), rawWB >> 2);
    }
    return k.countPairs(
      rawEA,
      rawEB,
      nE,
      rawWA,
      rawWB,
      nW,
      chunksPerWord,
      bits,
      sievePositions,
      sieve.length,
      work,
      setsA,
      setsB,
      values,
      table,
      scratch,
      classes.bit,
      weightsAt,
    );
  }

  /**
   * The bits to sieve on: those the most pairs share (counted on both lists), as many as the
   * first list's size pays for (a bucket per value, each wasting half a word on average).
   */
  private sieveBits(first: SetList, second: SetList, bits: number): Int32Array {
    const nE = first.size;
    // A bucket pays for itself from 16 words (four 128-bit blocks): log2(nE / 512) bits.
    const want = Math.min(SIEVE, Math.max(0, Math.floor(Math.log2(nE / SIEVE_BUCKET))));
    if (want === 0) return this.sieve.subarray(0, 0);
    const fe = this.freqE;
    const fw = this.freqW;
    frequencies(first, bits, fe);
    frequencies(second, bits, fw);
    // The `want` bits with the largest shares, by selection (a few of at most 42).
    for (let q = 0; q < want; q++) {
      let best = -1;
      for (let t = 0; t < 2 * bits; t++) {
        if (fe[t] < 0) continue;
        if (best < 0 || fe[t] * fw[t] > fe[best] * fw[best]) best = t;
      }
      this.sieve[q] = best;
      fe[best] = -1;
    }
    return this.sieve.subarray(0, want);
  }

  /** One item with more than UNROLL chunks set, through the accumulator. */
  private countLong(offsets: Int32Array, k: number, words: number): number {
    const table = this.table;
    const acc = this.acc;
    let at = offsets[0];
    for (let w = 0; w < words; w++) acc[w] = table[at + w];
    for (let q = 1; q < k; q++) {
      at = offsets[q];
      for (let w = 0; w < words; w++) acc[w] &= table[at + w];
    }
    let total = 0;
    for (let w = 0; w < words; w++) total += popcount(acc[w]);
    return total;
  }
}

/** The bit-sliced form of the list's sets into `table`: row (chunk · VALUES + v) of `words`. */
function buildSlices(table: Int32Array, list: SetList, chunksPerWord: number, words: number): void {
  const { a: eA, b: eB, size: nE } = list;
  const chunks = 2 * chunksPerWord;
  // Value 0 of every chunk: every set (the last word only as far as the list goes).
  const tail = nE & 31;
  const lastWord = tail === 0 ? -1 : (1 << tail) - 1;
  for (let c = 0; c < chunks; c++) {
    const base = c * VALUES * words;
    for (let w = 0; w < words; w++) table[base + w] = -1;
    table[base + words - 1] = lastWord;
    // Single bits: clear the sets that have the bit.
    for (let t = 0; t < CHUNK; t++) {
      const row = base + (1 << t) * words;
      for (let w = 0; w < words; w++) table[row + w] = table[base + w];
    }
  }
  for (let i = 0; i < nE; i++) {
    const word = i >>> 5;
    const clear = ~(1 << (i & 31));
    const ea = eA[i];
    const eb = eB[i];
    for (let c = 0; c < chunksPerWord; c++) {
      let va = (ea >>> (CHUNK * c)) & (VALUES - 1);
      while (va !== 0) {
        const t = 31 - Math.clz32(va & -va);
        table[(c * VALUES + (1 << t)) * words + word] &= clear;
        va &= va - 1;
      }
      let vb = (eb >>> (CHUNK * c)) & (VALUES - 1);
      while (vb !== 0) {
        const t = 31 - Math.clz32(vb & -vb);
        table[((chunksPerWord + c) * VALUES + (1 << t)) * words + word] &= clear;
        vb &= vb - 1;
      }
    }
  }
  // Every other value: its lowest bit's bitset AND the rest's (built before it).
  for (let c = 0; c < chunks; c++) {
    const base = c * VALUES;
    for (let v = 3; v < VALUES; v++) {
      const low = v & -v;
      if (low === v) continue;
      const row = (base + v) * words;
      const x = (base + low) * words;
      const y = (base + (v ^ low)) * words;
      for (let w = 0; w < words; w++) table[row + w] = table[x + w] & table[y + w];
    }
  }
}

/** Sets looked at to choose the sieve: an estimate of each bit's share is all it needs. */
const SIEVE_SAMPLE = 128;

/** How many of every k-th set of the list (about SIEVE_SAMPLE of them) have each bit. */
function frequencies(list: SetList, bits: number, into: Float64Array): void {
  const { a, b, size: n } = list;
  into.fill(0);
  const step = Math.max(1, Math.floor(n / SIEVE_SAMPLE));
  for (let i = 0; i < n; i += step) {
    let x = a[i];
    while (x !== 0) {
      into[31 - Math.clz32(x & -x)]++;
      x &= x - 1;
    }
    let y = b[i];
    while (y !== 0) {
      into[bits + 31 - Math.clz32(y & -y)]++;
      y &= y - 1;
    }
  }
}

/** The plain double loop, for short lists. */
function plainCount(first: SetList, second: SetList, classes: ClassWeights): number {
  const { a: eA, b: eB, size: nE } = first;
  const { a: wA, b: wB, size: nW } = second;
  const { bit, weights } = classes;
  let total = 0;
  for (let j = 0; j < nW; j++) {
    const a = wA[j];
    const b = wB[j];
    const weight = weights[classOf(a, b, bit)];
    if (weight === 0) continue;
    let pairs = 0;
    for (let i = 0; i < nE; i++) if (((eA[i] & a) | (eB[i] & b)) === 0) pairs++;
    total += weight * pairs;
  }
  return total;
}
