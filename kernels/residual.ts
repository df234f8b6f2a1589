// AssemblyScript (compiled by scripts/build-kernels.mjs into src/core/cover/residualKernel.gen.ts):
// the bit-parallel endgame of core/cover/residual.ts (Algorithm X's search once at most 64 items
// are left), step for step on 64-bit masks, so both give the same counts, the same solutions in
// the same order and the same node counts. The TypeScript side loads each residual problem
// (level 0) into this module's memory (core/cover/residualKernel.ts) and reads its solutions
// and progress there; this loop does the search.
//
// Memory, addresses set by `bind`; every 64-bit mask is one i64 (residual.ts sees it as two
// int32 words, low first):
// - MASK: the options' item masks, level after level (level t's list at START[t], LEN[t] long);
// - per level: START, LEN, POS (i32: the next slot to try), COV (i64: items covered), BIT (i64:
//   the item the level covers), GE (5 i64: the thermometer masks, items with ≥ 1 … ≥ 5 options);
// - PLANE: 16 i64 of scratch for exactMinimum;
// - ST: the state, read and written around each run: LEVEL, ENTER, LISTING, FOUND, DEPTH, EVENT
//   (i32 words 0 … 5), then COUNT (i64 at byte 24), PRIMARY (the primary items' mask, byte 32),
//   SPLIT (a split's first part, byte 40), SPLITS (i32 at byte 48: look for splits), CREDIT
//   (i32 at byte 52: the tests for a split left), EARN and MOST (i32s at bytes 56 and 60: what a
//   split earns, and the most credit; residual.ts SPLIT_CREDIT).

let MASK: usize = 0;
let START: usize = 0;
let LEN: usize = 0;
let POS: usize = 0;
let COV: usize = 0;
let BIT: usize = 0;
let GE: usize = 0;
let PLANE: usize = 0;
let ST: usize = 0;

/** Where the caller may start laying out data (after this module's own static data). */
export function heapBase(): usize {
  return (__heap_base + 15) & ~15;
}

/** Sets where the arrays and the state block are (byte addresses). */
export function bind(
  mask: usize,
  start: usize,
  len: usize,
  pos: usize,
  cov: usize,
  bit: usize,
  ge: usize,
  plane: usize,
  st: usize,
): void {
  MASK = mask;
  START = start;
  LEN = len;
  POS = pos;
  COV = cov;
  BIT = bit;
  GE = ge;
  PLANE = plane;
  ST = st;
}

// @ts-ignore: decorator
@inline
function maskAt(i: i32): i64 {
  return load<i64>(MASK + (<usize>i << 3));
}

// @ts-ignore: decorator
@inline
function i32At(base: usize, t: i32): i32 {
  return load<i32>(base + (<usize>t << 2));
}

// @ts-ignore: decorator
@inline
function i64At(base: usize, t: i32): i64 {
  return load<i64>(base + (<usize>t << 3));
}

/**
 * The needed item (bit 0…63) with the fewest options at level t, lowest on ties, by bit-sliced
 * counting (residual.ts exactMinimum): bit j of plane k is bit k of item j's count.
 */
function exactMinimum(t: i32, need: i64): i32 {
  const s0 = i32At(START, t);
  const s1 = s0 + i32At(LEN, t);
  let top = 0;
  store<i64>(PLANE, 0);
  for (let i = s0; i < s1; i++) {
    let c = maskAt(i) & need;
    let k = 0;
    while (c != 0) {
      if (k > top) {
        top = k;
        store<i64>(PLANE + (<usize>k << 3), 0);
      }
      const at = PLANE + (<usize>k << 3);
      const p = load<i64>(at);
      store<i64>(at, p ^ c);
      c = p & c;
      k++;
    }
  }
  let cand = need;
  for (let k = top; k >= 0; k--) {
    const z = cand & ~load<i64>(PLANE + (<usize>k << 3));
    if (z != 0) cand = z;
  }
  return <i32>ctz<i64>(cand);
}

/**
 * Runs for at most `budget` nodes from the state block; returns the nodes used (residual.ts
 * run(): LEVEL −1 once the problem is finished; with LISTING it also stops at each solution,
 * FOUND 1 and DEPTH its levels).
 */
export function run(budget: i32): i32 {
  const prim = load<i64>(ST + 32);
  const listing = load<i32>(ST + 8) != 0;
  const splits = load<i32>(ST + 48) != 0;
  let credit = load<i32>(ST + 52);
  const earn = load<i32>(ST + 56);
  const most = load<i32>(ST + 60);
  let t = load<i32>(ST);
  let enter = load<i32>(ST + 4) != 0;
  let count = load<i64>(ST + 24);
  let used = 0;
  for (;;) {
    if (enter) {
      const need = prim & ~i64At(COV, t);
      if (need == 0) {
        count++;
        enter = false;
        if (listing) {
          // Levels 0 … t−1 hold the solution's options; resuming goes on from level t−1.
          store<i32>(ST + 16, t);
          store<i32>(ST + 12, 1);
          t--;
          break;
        }
        t--;
        if (t < 0) break;
        continue;
      }
      if (used >= budget) break;
      used++;
      const g = GE + (<usize>t * 40);
      let cand = need & ~load<i64>(g);
      if (cand != 0) {
        // A needed item without options: dead end.
        enter = false;
        t--;
        if (t < 0) break;
        continue;
      }
      // The needed items with exactly k options, for the smallest k ≤ 5 that has any.
      let k = 1;
      for (; k < 5; k++) {
        cand = need & ~load<i64>(g + (<usize>k << 3));
        if (cand != 0) break;
      }
      if (k == 5) cand = (<i64>1) << exactMinimum(t, need);
      const bit = cand & -cand;
      enter = false;
      if (splits && (t == 0 || (k > 1 && credit > 0))) {
        // The component of the chosen item: every option meeting it joins it, until it takes in
        // every needed item (no split) or stops growing (a split: stop for the host).
        let part = bit;
        const s0 = i32At(START, t);
        const s1 = s0 + i32At(LEN, t);
        let split = false;
        for (;;) {
          const was = part;
          for (let j = s0; j < s1; j++) {
            const q = maskAt(j);
            if ((q & part) != 0) part |= q;
          }
          if ((need & ~part) == 0) {
            if (t > 0) credit--;
            break;
          }
          if (part == was) {
            split = true;
            if (t > 0) credit = min(credit + earn, most);
            break;
          }
        }
        if (split) {
          store<i32>(ST + 20, 1);
          store<i64>(ST + 40, part);
          break;
        }
      }
      store<i64>(BIT + (<usize>t << 3), bit);
      store<i32>(POS + (<usize>t << 2), i32At(START, t));
    }
    // Next option of level t that covers its item; its child gets the compatible options.
    const s0 = i32At(START, t);
    const s1 = s0 + i32At(LEN, t);
    const b = i64At(BIT, t);
    let i = i32At(POS, t);
    while (i < s1 && (maskAt(i) & b) == 0) i++;
    if (i == s1) {
      if (b == 0) {
        // A split level (no item of its own): one of its parts is counted.
        store<i32>(ST + 20, 2);
        break;
      }
      t--;
      if (t < 0) break;
      continue;
    }
    store<i32>(POS + (<usize>t << 2), i + 1);
    const o = maskAt(i);
    let c = s1;
    let a1: i64 = 0;
    let a2: i64 = 0;
    let a3: i64 = 0;
    let a4: i64 = 0;
    let a5: i64 = 0;
    // Branch-free: every option is written, the end only advances past the compatible ones.
    for (let j = s0; j < s1; j++) {
      const q = maskAt(j);
      const fits = (q & o) == 0;
      store<i64>(MASK + (<usize>c << 3), q);
      c += <i32>fits;
      const m = select<i64>(q, 0, fits);
      a5 |= a4 & m;
      a4 |= a3 & m;
      a3 |= a2 & m;
      a2 |= a1 & m;
      a1 |= m;
    }
    t++;
    store<i32>(START + (<usize>t << 2), s1);
    store<i32>(LEN + (<usize>t << 2), c - s1);
    store<i64>(COV + (<usize>t << 3), i64At(COV, t - 1) | o);
    const g = GE + (<usize>t * 40);
    store<i64>(g, a1);
    store<i64>(g, a2, 8);
    store<i64>(g, a3, 16);
    store<i64>(g, a4, 24);
    store<i64>(g, a5, 32);
    enter = true;
  }
  store<i32>(ST, t);
  store<i32>(ST + 4, enter ? 1 : 0);
  store<i64>(ST + 24, count);
  store<i32>(ST + 52, credit);
  return used;
}
