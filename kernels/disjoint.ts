// AssemblyScript (compiled by scripts/build-kernels.mjs into src/core/queens/join/kernel.gen.ts):
// the disjoint-pair count of core/queens/join/disjoint.ts on 128-bit lanes. The TypeScript side
// (DisjointCounter.countInKernel) lays out the data in this module's memory:
//
// - the first list, sorted into 32 buckets by the value of its 5 sieve bits, each bucket
//   starting on a word (32 sets) and its unused places holes (A word -1);
// - `buckets`: 33 i32, bucket u's words are buckets[u] … buckets[u + 1] (sieveMask: the bits
//   of the sieve in use; with fewer than 5, the buckets past them are empty);
// - the second list: its words without the sieve bits, and its sieve values.
//
// The table has 32 rows per chunk of 5 bits (row v: the sets with none of v's bits), each `words`
// i32 long, `words` a multiple of 4, and the padding zero.

/** Where the caller may start laying out data (after this module's own static data). */
export function heapBase(): usize {
  return (__heap_base + 15) & ~15;
}

// @ts-ignore: decorator
@inline
function rowAt(table: usize, chunk: i32, value: i32, rowBytes: usize): usize {
  return table + (<usize>((chunk << 5) + value)) * rowBytes;
}

// @ts-ignore: decorator
@inline
function popcnt128(x: v128): v128 {
  return i32x4.extadd_pairwise_i16x8_u(i16x8.extadd_pairwise_i8x16_u(i8x16.popcnt(x)));
}

/**
 * Transposes the 32×32 bit matrix at m (word 31 − s holds set s; after it, word 31 − t holds
 * bit t of every set, set s at bit s): Hacker's Delight's transpose32, swapping blocks of 16,
 * 8, 4, 2 and 1 bits.
 */
// @ts-ignore: decorator
@inline
function transpose32(m: usize): void {
  let mask: u32 = 0x0000ffff;
  for (let j = 16; j != 0; j >>= 1) {
    for (let k = 0; k < 32; k = (k + j + 1) & ~j) {
      const p = m + (<usize>k << 2);
      const q = m + (<usize>(k + j) << 2);
      const a = load<u32>(p);
      const b = load<u32>(q);
      const t = (a ^ (b >>> j)) & mask;
      store<u32>(p, a ^ t);
      store<u32>(q, b ^ (t << j));
    }
    mask ^= mask << (j >> 1);
  }
}

/**
 * Word w of row 0 and of the single-bit rows of chunks first … first + count − 1, from the 32
 * sets' words at m (as transpose32 takes them; transposed here).
 */
// @ts-ignore: decorator
@inline
function rows(
  m: usize,
  table: usize,
  first: i32,
  count: i32,
  present: i32,
  rowBytes: usize,
  w: i32,
): void {
  transpose32(m);
  const word = <usize>w << 2;
  for (let c = 0; c < count; c++) {
    store<i32>(rowAt(table, first + c, 0, rowBytes) + word, present);
    for (let t = 0; t < 5; t++) {
      const bit = 5 * c + t;
      const has = bit < 32 ? load<i32>(m + (<usize>(31 - bit) << 2)) : 0;
      store<i32>(rowAt(table, first + c, 1 << t, rowBytes) + word, present & ~has);
    }
  }
}

/**
 * The bit-sliced table of the n sets (words at eA + 4i, eB + 4i; a hole has eA = -1), for
 * `chunksPerWord` chunks of 5 bits per word.
 */
export function build(
  eA: usize,
  eB: usize,
  n: i32,
  chunksPerWord: i32,
  table: usize,
  words: i32,
  scratch: usize,
): void {
  const chunks = 2 * chunksPerWord;
  const rowBytes = <usize>words << 2;
  const used = (n + 31) >> 5;
  // 32 sets (one word of each row) at a time: their words transposed, so that word t of the
  // transpose holds bit t of each set; row 2^t of a chunk is then the sets present without it.
  for (let w = 0; w < used; w++) {
    let present = 0;
    for (let s = 0; s < 32; s++) {
      const i = (w << 5) + s;
      const a = i < n ? load<i32>(eA + (<usize>i << 2)) : -1;
      if (a != -1) present |= 1 << s;
      store<i32>(scratch + (<usize>(31 - s) << 2), a == -1 ? 0 : a);
    }
    rows(scratch, table, 0, chunksPerWord, present, rowBytes, w);
    for (let s = 0; s < 32; s++) {
      const i = (w << 5) + s;
      const b = i < n && ((present >>> s) & 1) != 0 ? load<i32>(eB + (<usize>i << 2)) : 0;
      store<i32>(scratch + (<usize>(31 - s) << 2), b);
    }
    rows(scratch, table, chunksPerWord, chunksPerWord, present, rowBytes, w);
  }
  // The padding words past the sets: zero in those rows.
  for (let c = 0; c < chunks; c++) {
    for (let t = 0; t < 6; t++) {
      const row = rowAt(table, c, t == 0 ? 0 : 1 << (t - 1), rowBytes);
      memory.fill(row + (<usize>used << 2), 0, <usize>(words - used) << 2);
    }
  }
  // Every other value: its lowest bit's row AND the rest's (built before it).
  const blocks = words >> 2;
  for (let c = 0; c < chunks; c++) {
    for (let v = 3; v < 32; v++) {
      const low = v & -v;
      if (low == v) continue;
      const to = rowAt(table, c, v, rowBytes);
      const x = rowAt(table, c, low, rowBytes);
      const y = rowAt(table, c, v ^ low, rowBytes);
      for (let w = 0; w < blocks; w++) {
        const o = <usize>w << 4;
        v128.store(to + o, v128.and(v128.load(x + o), v128.load(y + o)));
      }
    }
  }
}

/**
 * For each of the n items (words at itemsA + 4j, itemsB + 4j, sieve value at itemsS + 4j), the
 * number of sets of the table it is disjoint from, added up: only the buckets whose sieve value
 * shares no bit with the item's are read; in them, the AND of the item's chunks' rows,
 * popcounted 128 bits at a time. `scratch` holds 16 row addresses.
 */
export function count(
  table: usize,
  words: i32,
  buckets: usize,
  itemsA: usize,
  itemsB: usize,
  itemsS: usize,
  n: i32,
  chunksPerWord: i32,
  sieveMask: i32,
  scratch: usize,
): f64 {
  const rowBytes = <usize>words << 2;
  let total: f64 = 0;
  for (let j = 0; j < n; j++) {
    const a = load<i32>(itemsA + (<usize>j << 2));
    const b = load<i32>(itemsB + (<usize>j << 2));
    const free = ~load<i32>(itemsS + (<usize>j << 2)) & sieveMask;
    let k = 0;
    for (let c = 0; c < chunksPerWord; c++) {
      const va = (a >>> (5 * c)) & 31;
      if (va != 0) {
        store<usize>(scratch + (<usize>k << 2), rowAt(table, c, va, rowBytes));
        k++;
      }
      const vb = (b >>> (5 * c)) & 31;
      if (vb != 0) {
        store<usize>(scratch + (<usize>k << 2), rowAt(table, chunksPerWord + c, vb, rowBytes));
        k++;
      }
    }
    const many = k > 8;
    // Row 0 of chunk 0: every set, for the places past the item's own chunks.
    while (k < 8) {
      store<usize>(scratch + (<usize>k << 2), table);
      k++;
    }
    const o0 = load<usize>(scratch);
    const o1 = load<usize>(scratch, 4);
    const o2 = load<usize>(scratch, 8);
    const o3 = load<usize>(scratch, 12);
    const o4 = load<usize>(scratch, 16);
    const o5 = load<usize>(scratch, 20);
    const o6 = load<usize>(scratch, 24);
    const o7 = load<usize>(scratch, 28);
    let acc = i32x4.splat(0);
    let tail = 0;
    // Every bucket whose sieve value is a subset of `free`.
    let u = free;
    while (true) {
      const w0 = load<i32>(buckets + (<usize>u << 2));
      const w1 = load<i32>(buckets + (<usize>(u + 1) << 2));
      let w = w0;
      if (!many) {
        for (; w + 4 <= w1; w += 4) {
          const at = <usize>w << 2;
          let x = v128.and(v128.load(o0 + at), v128.load(o1 + at));
          x = v128.and(x, v128.and(v128.load(o2 + at), v128.load(o3 + at)));
          x = v128.and(x, v128.and(v128.load(o4 + at), v128.load(o5 + at)));
          x = v128.and(x, v128.and(v128.load(o6 + at), v128.load(o7 + at)));
          acc = i32x4.add(acc, popcnt128(x));
        }
        for (; w < w1; w++) {
          const at = <usize>w << 2;
          const x =
            load<i32>(o0 + at) &
            load<i32>(o1 + at) &
            load<i32>(o2 + at) &
            load<i32>(o3 + at) &
            load<i32>(o4 + at) &
            load<i32>(o5 + at) &
            load<i32>(o6 + at) &
            load<i32>(o7 + at);
          tail += popcnt<i32>(x);
        }
      } else {
        for (; w < w1; w++) {
          const at = <usize>w << 2;
          let x = load<i32>(load<usize>(scratch) + at);
          for (let q = 1; q < 2 * chunksPerWord; q++) {
            const row = load<usize>(scratch + (<usize>q << 2));
            if (q < k) x &= load<i32>(row + at);
          }
          tail += popcnt<i32>(x);
        }
      }
      if (u == 0) break;
      u = (u - 1) & free;
    }
    total += <f64>(
      i32x4.extract_lane(acc, 0) +
      i32x4.extract_lane(acc, 1) +
      i32x4.extract_lane(acc, 2) +
      i32x4.extract_lane(acc, 3) +
      tail
    );
  }
  return total;
}

// @ts-ignore: decorator
@inline
function sieveValue(a: i32, b: i32, bits: i32, sieve: usize, sieveCount: i32): i32 {
  let v = 0;
  for (let q = 0; q < sieveCount; q++) {
    const t = load<i32>(sieve + (<usize>q << 2));
    const x = t < bits ? a >>> t : b >>> (t - bits);
    v |= (x & 1) << q;
  }
  return v;
}

/**
 * The whole count: the first list (nE sets at eA, eB) sorted into the buckets of its sieve values
 * (`sieve`: sieveCount bit positions, A's bits then B's) without its sieve bits, its table
 * built, the items (nW at wA, wB, made residual in place) counted against it. `work` holds
 * 97 i32 of bookkeeping; setsA and setsB room for nE + 31 · 32 places, values nE i32, itemsS
 * nW i32; the table goes last (its width is known only here).
 */
export function countPairs(
  eA: usize,
  eB: usize,
  nE: i32,
  wA: usize,
  wB: usize,
  nW: i32,
  chunksPerWord: i32,
  bits: i32,
  sieve: usize,
  sieveCount: i32,
  work: usize,
  setsA: usize,
  setsB: usize,
  values: usize,
  itemsS: usize,
  table: usize,
  scratch: usize,
): f64 {
  const sizes = work;
  const starts = work + 128;
  const next = work + 260;
  let clearA = 0;
  let clearB = 0;
  for (let q = 0; q < sieveCount; q++) {
    const t = load<i32>(sieve + (<usize>q << 2));
    if (t < bits) clearA |= 1 << t;
    else clearB |= 1 << (t - bits);
  }
  memory.fill(sizes, 0, 128);
  for (let i = 0; i < nE; i++) {
    const at = <usize>i << 2;
    const v = sieveValue(load<i32>(eA + at), load<i32>(eB + at), bits, sieve, sieveCount);
    store<i32>(values + at, v);
    const p = sizes + (<usize>v << 2);
    store<i32>(p, load<i32>(p) + 1);
  }
  store<i32>(starts, 0);
  for (let u = 0; u < 32; u++) {
    const begin = load<i32>(starts + (<usize>u << 2));
    store<i32>(starts + (<usize>(u + 1) << 2), begin + ((load<i32>(sizes + (<usize>u << 2)) + 31) >> 5));
    store<i32>(next + (<usize>u << 2), begin << 5);
  }
  const usedWords = load<i32>(starts + 128);
  const words = (usedWords + 3) & ~3;
  const places = usedWords << 5;
  memory.fill(setsA, 0xff, <usize>places << 2);
  for (let i = 0; i < nE; i++) {
    const at = <usize>i << 2;
    const p = next + (<usize>load<i32>(values + at) << 2);
    const to = <usize>load<i32>(p) << 2;
    store<i32>(p, load<i32>(p) + 1);
    store<i32>(setsA + to, load<i32>(eA + at) & ~clearA);
    store<i32>(setsB + to, load<i32>(eB + at) & ~clearB);
  }
  build(setsA, setsB, places, chunksPerWord, table, words, scratch);
  for (let j = 0; j < nW; j++) {
    const at = <usize>j << 2;
    const a = load<i32>(wA + at);
    const b = load<i32>(wB + at);
    store<i32>(itemsS + at, sieveValue(a, b, bits, sieve, sieveCount));
    store<i32>(wA + at, a & ~clearA);
    store<i32>(wB + at, b & ~clearB);
  }
  const sieveMask = (1 << sieveCount) - 1;
  return count(table, words, starts, wA, wB, itemsS, nW, chunksPerWord, sieveMask, scratch);
}
