// AssemblyScript (compiled by scripts/build-kernels.mjs into src/core/queens/join/kernel.gen.ts):
// the inner loop of core/queens/join/disjoint.ts on 128-bit lanes. The bit-sliced table and the
// items are laid out by the TypeScript side in this module's memory; see disjoint.ts for what
// they hold. Rows are `words` i32 long, `words` a multiple of 4, padding words zero.

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
 * For each of the n items (words at itemsA + 4j, itemsB + 4j), the number of sliced sets it is
 * disjoint from, added up: the AND of its non-zero chunks' rows, popcounted 128 bits at a time.
 * `scratch` holds 16 row addresses.
 */
export function countItems(
  table: usize,
  words: i32,
  itemsA: usize,
  itemsB: usize,
  n: i32,
  chunksPerWord: i32,
  scratch: usize,
): f64 {
  const rowBytes = <usize>words << 2;
  const blocks = words >> 2;
  let total: f64 = 0;
  for (let j = 0; j < n; j++) {
    const a = load<i32>(itemsA + (<usize>j << 2));
    const b = load<i32>(itemsB + (<usize>j << 2));
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
    // Value 0 of chunk 0: every set (the padding: none).
    while (k < 8) {
      store<usize>(scratch + (<usize>k << 2), table);
      k++;
    }
    let acc = i32x4.splat(0);
    if (k == 8) {
      const o0 = load<usize>(scratch);
      const o1 = load<usize>(scratch, 4);
      const o2 = load<usize>(scratch, 8);
      const o3 = load<usize>(scratch, 12);
      const o4 = load<usize>(scratch, 16);
      const o5 = load<usize>(scratch, 20);
      const o6 = load<usize>(scratch, 24);
      const o7 = load<usize>(scratch, 28);
      for (let w = 0; w < blocks; w++) {
        const at = <usize>w << 4;
        let x = v128.and(v128.load(o0 + at), v128.load(o1 + at));
        x = v128.and(x, v128.and(v128.load(o2 + at), v128.load(o3 + at)));
        x = v128.and(x, v128.and(v128.load(o4 + at), v128.load(o5 + at)));
        x = v128.and(x, v128.and(v128.load(o6 + at), v128.load(o7 + at)));
        acc = i32x4.add(
          acc,
          i32x4.extadd_pairwise_i16x8_u(i16x8.extadd_pairwise_i8x16_u(i8x16.popcnt(x))),
        );
      }
    } else {
      for (let w = 0; w < blocks; w++) {
        const at = <usize>w << 4;
        let x = v128.load(load<usize>(scratch) + at);
        for (let q = 1; q < k; q++) {
          x = v128.and(x, v128.load(load<usize>(scratch + (<usize>q << 2)) + at));
        }
        acc = i32x4.add(
          acc,
          i32x4.extadd_pairwise_i16x8_u(i16x8.extadd_pairwise_i8x16_u(i8x16.popcnt(x))),
        );
      }
    }
    total +=
      <f64>(
        i32x4.extract_lane(acc, 0) +
        i32x4.extract_lane(acc, 1) +
        i32x4.extract_lane(acc, 2) +
        i32x4.extract_lane(acc, 3)
      );
  }
  return total;
}
