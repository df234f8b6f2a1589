// AssemblyScript (compiled by scripts/build-kernels.mjs into src/core/queens/join/kernel.gen.ts):
// the disjoint-pair count of core/queens/join/disjoint.ts on 128-bit lanes. The TypeScript side
// (DisjointCounter.countInKernel) lays out the data in this module's memory:
//
// - the first list, sorted into 32 buckets by the value of its 5 sieve bits, each bucket
//   starting on a block (128 sets) and its unused places holes (A word -1);
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

/**
 * For lane L of 16 (set L of 16 consecutive sets), where byte k of that set stands in the j-th
 * vector of 4 sets: index (j · 4 + k) holds 4 · (L & 3) + k in the lanes L of vector j, 0x80
 * (a zero) in the others. Four swizzles ORed gather byte k of 16 sets.
 */
const GATHER: usize = memory.data<u8>([
  0, 4, 8, 12, 128, 128, 128, 128, 128, 128, 128, 128, 128, 128, 128, 128,
  1, 5, 9, 13, 128, 128, 128, 128, 128, 128, 128, 128, 128, 128, 128, 128,
  2, 6, 10, 14, 128, 128, 128, 128, 128, 128, 128, 128, 128, 128, 128, 128,
  3, 7, 11, 15, 128, 128, 128, 128, 128, 128, 128, 128, 128, 128, 128, 128,
  128, 128, 128, 128, 0, 4, 8, 12, 128, 128, 128, 128, 128, 128, 128, 128,
  128, 128, 128, 128, 1, 5, 9, 13, 128, 128, 128, 128, 128, 128, 128, 128,
  128, 128, 128, 128, 2, 6, 10, 14, 128, 128, 128, 128, 128, 128, 128, 128,
  128, 128, 128, 128, 3, 7, 11, 15, 128, 128, 128, 128, 128, 128, 128, 128,
  128, 128, 128, 128, 128, 128, 128, 128, 0, 4, 8, 12, 128, 128, 128, 128,
  128, 128, 128, 128, 128, 128, 128, 128, 1, 5, 9, 13, 128, 128, 128, 128,
  128, 128, 128, 128, 128, 128, 128, 128, 2, 6, 10, 14, 128, 128, 128, 128,
  128, 128, 128, 128, 128, 128, 128, 128, 3, 7, 11, 15, 128, 128, 128, 128,
  128, 128, 128, 128, 128, 128, 128, 128, 128, 128, 128, 128, 0, 4, 8, 12,
  128, 128, 128, 128, 128, 128, 128, 128, 128, 128, 128, 128, 1, 5, 9, 13,
  128, 128, 128, 128, 128, 128, 128, 128, 128, 128, 128, 128, 2, 6, 10, 14,
  128, 128, 128, 128, 128, 128, 128, 128, 128, 128, 128, 128, 3, 7, 11, 15,
]);

/** Byte k of the 16 sets at `sets` (4 vectors of 4 sets), one per lane. */
// @ts-ignore: decorator
@inline
function gather(sets: usize, k: i32): v128 {
  const g = GATHER + (<usize>k << 4);
  return v128.or(
    v128.or(
      i8x16.swizzle(v128.load(sets), v128.load(g)),
      i8x16.swizzle(v128.load(sets, 16), v128.load(g, 64)),
    ),
    v128.or(
      i8x16.swizzle(v128.load(sets, 32), v128.load(g, 128)),
      i8x16.swizzle(v128.load(sets, 48), v128.load(g, 192)),
    ),
  );
}

/**
 * Word w of row 0 and of the single-bit rows of chunks first … first + count − 1, from the 32
 * sets' words at `sets`: bit t of the words is bit t % 5 of chunk t / 5, and its row holds the
 * present sets without it. Bit r of byte k of 16 sets is one i8x16.bitmask of the gathered bytes
 * shifted to the top.
 */
// @ts-ignore: decorator
@inline
function slices(
  sets: usize,
  present: i32,
  table: usize,
  first: i32,
  count: i32,
  rowBytes: usize,
  w: i32,
): void {
  const word = <usize>w << 2;
  for (let c = 0; c < count; c++) store<i32>(rowAt(table, first + c, 0, rowBytes) + word, present);
  const bits = 5 * count;
  for (let k = 0; k < 4 && k << 3 < bits; k++) {
    const low = gather(sets, k);
    const high = gather(sets + 64, k);
    for (let r = 0; r < 8; r++) {
      const t = (k << 3) + r;
      if (t >= bits) break;
      const has =
        i8x16.bitmask(i8x16.shl(low, 7 - r)) | (i8x16.bitmask(i8x16.shl(high, 7 - r)) << 16);
      const c = t / 5;
      store<i32>(rowAt(table, first + c, 1 << (t - 5 * c), rowBytes) + word, present & ~has);
    }
  }
}

/**
 * The bit-sliced table of the n sets (words at eA + 4i, eB + 4i, n a multiple of 32; a hole has
 * eA = -1), for `chunksPerWord` chunks of 5 bits per word.
 */
export function build(
  eA: usize,
  eB: usize,
  n: i32,
  chunksPerWord: i32,
  table: usize,
  words: i32,
): void {
  const chunks = 2 * chunksPerWord;
  const rowBytes = <usize>words << 2;
  const used = n >> 5;
  // 32 sets (one word of each row) at a time; a hole's A word is -1, so every bit of it is "set"
  // and it drops out of every row with the rest: row 0 is the sets present.
  for (let w = 0; w < used; w++) {
    const at = <usize>w << 7;
    const minus = i32x4.splat(-1);
    const holes =
      i32x4.bitmask(i32x4.eq(v128.load(eA + at), minus)) |
      (i32x4.bitmask(i32x4.eq(v128.load(eA + at, 16), minus)) << 4) |
      (i32x4.bitmask(i32x4.eq(v128.load(eA + at, 32), minus)) << 8) |
      (i32x4.bitmask(i32x4.eq(v128.load(eA + at, 48), minus)) << 12) |
      (i32x4.bitmask(i32x4.eq(v128.load(eA + at, 64), minus)) << 16) |
      (i32x4.bitmask(i32x4.eq(v128.load(eA + at, 80), minus)) << 20) |
      (i32x4.bitmask(i32x4.eq(v128.load(eA + at, 96), minus)) << 24) |
      (i32x4.bitmask(i32x4.eq(v128.load(eA + at, 112), minus)) << 28);
    const present = ~holes;
    slices(eA + at, present, table, 0, chunksPerWord, rowBytes, w);
    slices(eB + at, present, table, chunksPerWord, chunksPerWord, rowBytes, w);
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
 * For each of the n items (words at itemsA + 4j, itemsB + 4j), the number of sets of the table it
 * is disjoint from, times its weight (weights[c], 4 i32 at `weights`, c its bit `classBit` of B
 * plus twice that of A; weight 0: not read), added up: only the buckets whose sieve value (its
 * bits at q0 … q4, sieveOf) shares no bit with the item's are read; in them, the AND of the
 * item's chunks' rows, popcounted 128 bits at a time. An item has a row in every chunk (value
 * 0's row: every set), so with up to 8 chunks they are 8 loads, with no branch (countFour);
 * past 8 (N ≥ 22) the rows are listed in `scratch` (16 row addresses).
 */
export function count(
  table: usize,
  words: i32,
  buckets: usize,
  itemsA: usize,
  itemsB: usize,
  n: i32,
  chunksPerWord: i32,
  q0: i32,
  q1: i32,
  q2: i32,
  q3: i32,
  q4: i32,
  sieveMask: i32,
  classBit: i32,
  weights: usize,
  scratch: usize,
): f64 {
  if (chunksPerWord <= 4) {
    return countFour(
      table,
      words,
      buckets,
      itemsA,
      itemsB,
      n,
      chunksPerWord,
      q0,
      q1,
      q2,
      q3,
      q4,
      sieveMask,
      classBit,
      weights,
      scratch,
    );
  }
  const rowBytes = <usize>words << 2;
  const cpw = chunksPerWord;
  let total: f64 = 0;
  for (let j = 0; j < n; j++) {
    const a = load<i32>(itemsA + (<usize>j << 2));
    const b = load<i32>(itemsB + (<usize>j << 2));
    const c = ((b >>> classBit) & 1) | (((a >>> classBit) & 1) << 1);
    const weight = load<i32>(weights + (<usize>c << 2));
    if (weight == 0) continue;
    const free = ~sieveOf(a, b, q0, q1, q2, q3, q4) & sieveMask;
    let pairs: i32 = 0;
    for (let c = 0; c < cpw; c++) {
      store<usize>(scratch + (<usize>c << 2), rowAt(table, c, (a >>> (5 * c)) & 31, rowBytes));
      store<usize>(
        scratch + (<usize>(cpw + c) << 2),
        rowAt(table, cpw + c, (b >>> (5 * c)) & 31, rowBytes),
      );
    }
    let u = free;
    while (true) {
      const w0 = load<i32>(buckets + (<usize>u << 2));
      const w1 = load<i32>(buckets + (<usize>(u + 1) << 2));
      for (let w = w0; w < w1; w++) {
        const at = <usize>w << 2;
        let x = load<i32>(load<usize>(scratch) + at);
        for (let q = 1; q < 2 * cpw; q++) x &= load<i32>(load<usize>(scratch + (<usize>q << 2)) + at);
        pairs += popcnt<i32>(x);
      }
      if (u == 0) break;
      u = (u - 1) & free;
    }
    total += <f64>weight * <f64>pairs;
  }
  return total;
}

/**
 * One term of four items' sieve values: bit `to` of each is its bit `place` of the 64-bit word
 * B · 2^32 + A (63: none).
 */
// @ts-ignore: decorator
@inline
function sieveTerm(a: v128, b: v128, place: i32, to: i32): v128 {
  if (place >= 63) return i32x4.splat(0);
  const x = place < 32 ? a : b;
  return i32x4.shl(v128.and(i32x4.shr_u(x, place & 31), i32x4.splat(1)), to);
}

/**
 * Four items' row addresses in one chunk: `base` plus their value (bits `shift` … + 4, masked by
 * `mask`) times the row's bytes.
 */
// @ts-ignore: decorator
@inline
function rowsOf(x: v128, shift: i32, mask: i32, base: usize, rowBytes: usize): v128 {
  const value = v128.and(i32x4.shr_u(x, shift), i32x4.splat(mask));
  return i32x4.add(i32x4.mul(value, i32x4.splat(<i32>rowBytes)), i32x4.splat(<i32>base));
}

/**
 * count for up to 4 chunks per word: each four items' row addresses, sieve values and weights are
 * made together on 128-bit lanes and left in `scratch` (8 × 4 addresses, then 4 free masks and 4
 * weights, then room for a last part four), then each item's buckets read as in count.
 */
function countFour(
  table: usize,
  words: i32,
  buckets: usize,
  itemsA: usize,
  itemsB: usize,
  n: i32,
  cpw: i32,
  q0: i32,
  q1: i32,
  q2: i32,
  q3: i32,
  q4: i32,
  sieveMask: i32,
  classBit: i32,
  weights: usize,
  scratch: usize,
): f64 {
  const rowBytes = <usize>words << 2;
  const chunkBytes = rowBytes << 5;
  // Chunk c of A (table's chunk c) and of B (chunk cpw + c): its first row, and the mask of the
  // item's value; past cpw, mask 0 on row 0 of chunk 0 (every set), as count does.
  const mask1 = cpw > 1 ? 31 : 0;
  const mask2 = cpw > 2 ? 31 : 0;
  const mask3 = cpw > 3 ? 31 : 0;
  const baseA1 = cpw > 1 ? table + chunkBytes : table;
  const baseA2 = cpw > 2 ? table + 2 * chunkBytes : table;
  const baseA3 = cpw > 3 ? table + 3 * chunkBytes : table;
  const baseB0 = table + <usize>cpw * chunkBytes;
  const baseB1 = cpw > 1 ? baseB0 + chunkBytes : table;
  const baseB2 = cpw > 2 ? baseB0 + 2 * chunkBytes : table;
  const baseB3 = cpw > 3 ? baseB0 + 3 * chunkBytes : table;
  const weightBytes = v128.load(weights);
  const one = i32x4.splat(1);
  const frees = scratch + 128;
  const weighs = scratch + 144;
  const tailA = scratch + 160;
  const tailB = scratch + 176;
  let sums = i64x2.splat(0);
  for (let j0 = 0; j0 < n; j0 += 4) {
    let atA = itemsA + (<usize>j0 << 2);
    let atB = itemsB + (<usize>j0 << 2);
    const lanes = min(4, n - j0);
    if (lanes < 4) {
      // The last part four: copied, so that nothing past the lists is read.
      v128.store(tailA, i32x4.splat(0));
      v128.store(tailB, i32x4.splat(0));
      memory.copy(tailA, atA, <usize>lanes << 2);
      memory.copy(tailB, atB, <usize>lanes << 2);
      atA = tailA;
      atB = tailB;
    }
    const a = v128.load(atA);
    const b = v128.load(atB);
    // The weights, by class: byte k of lane L picks byte 4 · class + k of the weights.
    const cls = v128.or(
      v128.and(i32x4.shr_u(b, classBit), one),
      i32x4.shl(v128.and(i32x4.shr_u(a, classBit), one), 1),
    );
    const picks = i32x4.add(i32x4.mul(cls, i32x4.splat(0x04040404)), i32x4.splat(0x03020100));
    v128.store(weighs, i8x16.swizzle(weightBytes, picks));
    const sieve = v128.or(
      v128.or(sieveTerm(a, b, q0, 0), sieveTerm(a, b, q1, 1)),
      v128.or(v128.or(sieveTerm(a, b, q2, 2), sieveTerm(a, b, q3, 3)), sieveTerm(a, b, q4, 4)),
    );
    v128.store(frees, v128.andnot(i32x4.splat(sieveMask), sieve));
    v128.store(scratch, rowsOf(a, 0, 31, table, rowBytes));
    v128.store(scratch, rowsOf(a, 5, mask1, baseA1, rowBytes), 16);
    v128.store(scratch, rowsOf(a, 10, mask2, baseA2, rowBytes), 32);
    v128.store(scratch, rowsOf(a, 15, mask3, baseA3, rowBytes), 48);
    v128.store(scratch, rowsOf(b, 0, 31, baseB0, rowBytes), 64);
    v128.store(scratch, rowsOf(b, 5, mask1, baseB1, rowBytes), 80);
    v128.store(scratch, rowsOf(b, 10, mask2, baseB2, rowBytes), 96);
    v128.store(scratch, rowsOf(b, 15, mask3, baseB3, rowBytes), 112);
    for (let l = 0; l < lanes; l++) {
      const lane = <usize>l << 2;
      const weight = load<i32>(weighs + lane);
      if (weight == 0) continue;
      const free = load<i32>(frees + lane);
      const o0 = load<usize>(scratch + lane);
      const o1 = load<usize>(scratch + lane, 16);
      const o2 = load<usize>(scratch + lane, 32);
      const o3 = load<usize>(scratch + lane, 48);
      const o4 = load<usize>(scratch + lane, 64);
      const o5 = load<usize>(scratch + lane, 80);
      const o6 = load<usize>(scratch + lane, 96);
      const o7 = load<usize>(scratch + lane, 112);
      let acc = i32x4.splat(0);
      // Every bucket whose sieve value is a subset of `free`: whole blocks (buckets start on one).
      let u = free;
      while (true) {
        let w = load<i32>(buckets + (<usize>u << 2));
        const w1 = load<i32>(buckets + (<usize>(u + 1) << 2));
        while (w < w1) {
          // Byte counts add up to 31 blocks (31 · 8 < 256) before they are widened.
          const end = min(w1, w + 124);
          let bytes = i8x16.splat(0);
          for (; w < end; w += 4) {
            const at = <usize>w << 2;
            let x = v128.and(v128.load(o0 + at), v128.load(o1 + at));
            x = v128.and(x, v128.and(v128.load(o2 + at), v128.load(o3 + at)));
            x = v128.and(x, v128.and(v128.load(o4 + at), v128.load(o5 + at)));
            x = v128.and(x, v128.and(v128.load(o6 + at), v128.load(o7 + at)));
            bytes = i8x16.add(bytes, i8x16.popcnt(x));
          }
          acc = i32x4.add(acc, i32x4.extadd_pairwise_i16x8_u(i16x8.extadd_pairwise_i8x16_u(bytes)));
        }
        if (u == 0) break;
        u = (u - 1) & free;
      }
      // Weighed in 32-bit lanes (a lane's count is at most a quarter of the table's sets, times
      // at most 8), added up in 64-bit ones.
      const weighed = i32x4.mul(acc, i32x4.splat(weight));
      sums = i64x2.add(sums, i64x2.extend_low_i32x4_u(weighed));
      sums = i64x2.add(sums, i64x2.extend_high_i32x4_u(weighed));
    }
  }
  return <f64>(i64x2.extract_lane(sums, 0) + i64x2.extract_lane(sums, 1));
}

/**
 * A set's sieve value: its bits at q0 … q4 (positions in the 64-bit word B · 2^32 + A; 63 for an
 * unused place, a bit no set has), from bit 0 up.
 */
// @ts-ignore: decorator
@inline
function sieveOf(a: i32, b: i32, q0: i32, q1: i32, q2: i32, q3: i32, q4: i32): i32 {
  const ab = (<u64>(<u32>b) << 32) | <u64>(<u32>a);
  return <i32>(
    ((ab >> <u64>q0) & 1) |
    (((ab >> <u64>q1) & 1) << 1) |
    (((ab >> <u64>q2) & 1) << 2) |
    (((ab >> <u64>q3) & 1) << 3) |
    (((ab >> <u64>q4) & 1) << 4)
  );
}

// @ts-ignore: decorator
@inline
function sievePlace(sieve: usize, sieveCount: i32, q: i32, bits: i32): i32 {
  if (q >= sieveCount) return 63;
  const t = load<i32>(sieve + (<usize>q << 2));
  return t < bits ? t : 32 + t - bits;
}

/**
 * The whole count: the first list (nE sets at eA, eB) sorted into the buckets of its sieve values
 * (`sieve`: sieveCount bit positions, A's bits then B's) without its sieve bits, each bucket
 * starting on a block of 128 sets, its table built, the items (nW at wA, wB, left as they are:
 * a row of a value with sieve bits is that of the value without them, as no set of the table
 * has them) counted against it. An item weighs weights[c] (4 i32 at `weights`), c its bit
 * `classBit` of B plus twice its bit `classBit` of A (31: every item is class 0); an item of
 * weight 0 is not read. `work` holds 97 i32 of bookkeeping; setsA and setsB room for
 * nE + 31 · 128 places, values nE i32; the table goes last (its width is known
 * only here).
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
  table: usize,
  scratch: usize,
  classBit: i32,
  weights: usize,
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
  const q0 = sievePlace(sieve, sieveCount, 0, bits);
  const q1 = sievePlace(sieve, sieveCount, 1, bits);
  const q2 = sievePlace(sieve, sieveCount, 2, bits);
  const q3 = sievePlace(sieve, sieveCount, 3, bits);
  const q4 = sievePlace(sieve, sieveCount, 4, bits);
  memory.fill(sizes, 0, 128);
  for (let i = 0; i < nE; i++) {
    const at = <usize>i << 2;
    const v = sieveOf(load<i32>(eA + at), load<i32>(eB + at), q0, q1, q2, q3, q4);
    store<i32>(values + at, v);
    const p = sizes + (<usize>v << 2);
    store<i32>(p, load<i32>(p) + 1);
  }
  // Bucket u's words: starts[u] … starts[u + 1], a multiple of 4 each.
  store<i32>(starts, 0);
  for (let u = 0; u < 32; u++) {
    const begin = load<i32>(starts + (<usize>u << 2));
    const blocks = (load<i32>(sizes + (<usize>u << 2)) + 127) >> 7;
    store<i32>(starts + (<usize>(u + 1) << 2), begin + (blocks << 2));
    store<i32>(next + (<usize>u << 2), begin << 5);
  }
  const words = load<i32>(starts + 128);
  const places = words << 5;
  memory.fill(setsA, 0xff, <usize>places << 2);
  for (let i = 0; i < nE; i++) {
    const at = <usize>i << 2;
    const p = next + (<usize>load<i32>(values + at) << 2);
    const to = <usize>load<i32>(p) << 2;
    store<i32>(p, load<i32>(p) + 1);
    store<i32>(setsA + to, load<i32>(eA + at) & ~clearA);
    store<i32>(setsB + to, load<i32>(eB + at) & ~clearB);
  }
  build(setsA, setsB, places, chunksPerWord, table, words);
  const sieveMask = (1 << sieveCount) - 1;
  return count(
    table,
    words,
    starts,
    wA,
    wB,
    nW,
    chunksPerWord,
    q0,
    q1,
    q2,
    q3,
    q4,
    sieveMask,
    classBit,
    weights,
    scratch,
  );
}

/**
 * One half of the join (core/queens/join/join.ts `half`), 4 south entries at a time: for each of
 * the `jobCount` jobs (4 i32 at `jobs`: north entries n0 … n1 − 1 of the quadrant table at d1, d2,
 * south entries j0 … j1 − 1 of the start's south table at southA, southB, in window words), every
 * north entry the start allows (none of heldN1, heldN2) in window words (d2 >>> nA, d1 >>> nB)
 * paired with every south entry that shares no diagonal with it, its sets written at outA, outB.
 * The kept lanes are packed by a shuffle (16 bytes per 4-bit mask at `shuffles`); a store may
 * write up to 3 sets past the last (room for them is the caller's), and a load may read up to 3
 * entries past a south table's end. Gives the number of sets written.
 */
export function halfPairs(
  jobs: usize,
  jobCount: i32,
  d1: usize,
  d2: usize,
  heldN1: i32,
  heldN2: i32,
  nA: i32,
  nB: i32,
  southA: usize,
  southB: usize,
  outA: usize,
  outB: usize,
  shuffles: usize,
): i32 {
  let size = 0;
  for (let q = 0; q < jobCount; q++) {
    const job = jobs + (<usize>q << 4);
    const n0 = load<i32>(job);
    const n1 = load<i32>(job, 4);
    const j0 = load<i32>(job, 8);
    const j1 = load<i32>(job, 12);
    for (let x = n0; x < n1; x++) {
      const x1 = load<i32>(d1 + (<usize>x << 2));
      const x2 = load<i32>(d2 + (<usize>x << 2));
      if (((x1 & heldN1) | (x2 & heldN2)) != 0) continue;
      const a = i32x4.splat(<i32>(<u32>x2 >> nA));
      const b = i32x4.splat(<i32>(<u32>x1 >> nB));
      for (let j = j0; j < j1; j += 4) {
        const at = <usize>j << 2;
        const ya = v128.load(southA + at);
        const yb = v128.load(southB + at);
        const meet = v128.or(v128.and(a, ya), v128.and(b, yb));
        let m = i32x4.bitmask(i32x4.eq(meet, i32x4.splat(0)));
        if (j + 4 > j1) m &= (1 << (j1 - j)) - 1;
        const shuffle = v128.load(shuffles + (<usize>m << 4));
        const to = <usize>size << 2;
        v128.store(outA + to, i8x16.swizzle(v128.or(a, ya), shuffle));
        v128.store(outB + to, i8x16.swizzle(v128.or(b, yb), shuffle));
        size += <i32>popcnt<u32>(m);
      }
    }
  }
  return size;
}
