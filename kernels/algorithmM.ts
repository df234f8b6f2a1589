// AssemblyScript (compiled by scripts/build-kernels.mjs into src/core/cover/kernel.gen.ts): the
// search loop of core/cover/algorithmM.ts's ColourBoundSearch (Knuth's Algorithm M with colours,
// the emptiedBy shortcut, tweaks and the explicit stack), step for step, so the two give the
// same counts, the same solutions in the same order and the same node counts. The TypeScript
// engine lays everything out in this module's memory (core/cover/kernel.ts) and keeps doing all
// that is not the loop: fixed, excluded and retired options, root branches, solutions, progress.
// The counting table (core/cover/memo.ts) is looked up, filled and judged here as there, on the
// same arrays (the table's, in this memory while a search runs here: `bindMemo`).
//
// Memory, all i32, addresses set by `bind`:
// - ND: the nodes, 4 words each: TOP (LEN on an item header), ULINK, DLINK, COLOR;
// - IT: the items, 4 words each: LLINK, RLINK, BOUND, SLACK;
// - per level (the explicit stack): ITEM, XS (the option node tried, or the item itself),
//   PLAIN (1: the item was covered outright), RANK, SIZE (θ), TWB (tweak stack height);
// - TW: the tweaked option nodes; OPTOF: each node's option (the table's key names options);
//   KSLACK: per primary item, what the table's key subtracts from its bound (0: none);
// - ST: the scalar state, read and written around each run: LEVEL, PHASE, TWSP, EMPTIED,
//   OPTIONS_LEFT, COUNT_HI, COUNT_LO, ROOT_SIZE, THETA, and NODES as an f64 at word 10; then
//   the table's: MEMO_ON (word 12), MEMO_HASH, PAYS (−1 not judged yet, 0 no, 1 yes),
//   TRIAL_LOOKUPS, and as f64s HITS (byte 64), NODES_SAVED (72), TRIAL_SAVED (80). The host
//   names the same places (core/cover/kernel.ts ST_WORD, ST_REAL).

const ENTER: i32 = 0;
const BACK: i32 = 1;
const TRY: i32 = 2;
const DONE: i32 = 3;
/**
 * The count is a u64 here: run() hands the search back to TypeScript (status 3), which counts
 * past 2^64 (core/cover/algorithmM.ts), once the count reaches 2^62 or the table offers a
 * sub-count of 2^62 or more (its high word MAX_COUNT_HI: TypeScript stores such entries, up to
 * 2^85, memo.ts MEMO_MAX_COUNT_HI). So what is added is under 2^62 to a count under 2^62, and
 * the count never wraps around.
 */
const BIG_COUNT: u64 = (<u64>1) << 62;
const MAX_COUNT_HI: f64 = 1073741824; // 2^30
/** Whether the last memoLookup met an entry too large to add here (MAX_COUNT_HI). */
let bigHit: bool = false;

let ND: usize = 0;
let IT: usize = 0;
let ITEM: usize = 0;
let XS: usize = 0;
let PLAIN: usize = 0;
let RANK: usize = 0;
let SIZE: usize = 0;
let TWB: usize = 0;
let TW: usize = 0;
let ST: usize = 0;
let NP: i32 = 0;
let COUNT_ONLY: bool = false;

// The counting table (memo.ts's CoverMemo and algorithmM.ts's key), set by bindMemo.
let OPTOF: usize = 0;
let KSLACK: usize = 0;
let MBITS: usize = 0;
let MZOB: usize = 0;
let MKEYS: usize = 0;
let MTAGS: usize = 0;
let MVALS: usize = 0;
let MENT: usize = 0;
let MENTSLOT: usize = 0;
let KW: i32 = 0;
let MASK: i32 = 0;
let OPTION_BASE: i32 = 0;
let BOUND_BITS: i32 = 0;
let COVER_BITS: bool = false;
let TRIAL: bool = false;
let TRIAL_STEP: i32 = 0;
let TRIAL_LOOKUPS: i32 = 0;
let TRIAL_MIN_SAVED: f64 = 0;

let memoOn: bool = false;
let memoHash: i32 = 0;
let pays: i32 = -1;
let trialLookups: i32 = 0;
let hits: f64 = 0;
let nodesSaved: f64 = 0;
let trialSaved: f64 = 0;
/** Whether the last memoLookup was answered by the table. */
let lastHit: bool = false;

let optionsLeft: i32 = 0;
let emptiedBy: i32 = 0;
let twSp: i32 = 0;
let theta: i32 = 0;

/** Where the caller may start laying out data (after this module's own static data). */
export function heapBase(): usize {
  return (__heap_base + 15) & ~15;
}

/**
 * The addresses of the arrays (bytes; OPTOF: the option of each node, KSLACK: each primary
 * item's slack in the table's key), the number of primary items, and count or list.
 */
export function bind(
  nd: usize,
  it: usize,
  item: usize,
  xs: usize,
  plain: usize,
  rank: usize,
  size: usize,
  twb: usize,
  tw: usize,
  optOf: usize,
  kslack: usize,
  st: usize,
  np: i32,
  countOnly: i32,
): void {
  ND = nd;
  IT = it;
  ITEM = item;
  XS = xs;
  PLAIN = plain;
  RANK = rank;
  SIZE = size;
  TWB = twb;
  TW = tw;
  OPTOF = optOf;
  KSLACK = kslack;
  ST = st;
  NP = np;
  COUNT_ONLY = countOnly !== 0;
}

/**
 * The counting table's arrays (bytes: the key's bits, its Zobrist words, the entries' keys,
 * tags (i32; 0: a free slot), counts and nodes (3 f64 an entry: hi, lo, nodes), then per level
 * the count and nodes on entry (3 f64) and the slot and tag (2 i32)), the key's shape and the
 * trial's rule (memo.ts). The table is used while the state's MEMO_ON says so.
 */
export function bindMemo(
  bits: usize,
  zobrist: usize,
  keys: usize,
  tags: usize,
  vals: usize,
  ent: usize,
  entSlot: usize,
  keyWords: i32,
  mask: i32,
  optionBase: i32,
  boundBits: i32,
  coverBits: i32,
  trial: i32,
  trialStep: i32,
  trialLookups: i32,
  trialMinSaved: f64,
): void {
  MBITS = bits;
  MZOB = zobrist;
  MKEYS = keys;
  MTAGS = tags;
  MVALS = vals;
  MENT = ent;
  MENTSLOT = entSlot;
  KW = keyWords;
  MASK = mask;
  OPTION_BASE = optionBase;
  BOUND_BITS = boundBits;
  COVER_BITS = coverBits !== 0;
  TRIAL = trial !== 0;
  TRIAL_STEP = trialStep;
  TRIAL_LOOKUPS = trialLookups;
  TRIAL_MIN_SAVED = trialMinSaved;
}

// Node fields.
// @ts-ignore: decorator
@inline function top(q: i32): i32 {
  return load<i32>(ND + (<usize>q << 4));
}
// @ts-ignore: decorator
@inline function setTop(q: i32, v: i32): void {
  store<i32>(ND + (<usize>q << 4), v);
}
// @ts-ignore: decorator
@inline function ulink(q: i32): i32 {
  return load<i32>(ND + (<usize>q << 4), 4);
}
// @ts-ignore: decorator
@inline function setUlink(q: i32, v: i32): void {
  store<i32>(ND + (<usize>q << 4), v, 4);
}
// @ts-ignore: decorator
@inline function dlink(q: i32): i32 {
  return load<i32>(ND + (<usize>q << 4), 8);
}
// @ts-ignore: decorator
@inline function setDlink(q: i32, v: i32): void {
  store<i32>(ND + (<usize>q << 4), v, 8);
}
// @ts-ignore: decorator
@inline function color(q: i32): i32 {
  return load<i32>(ND + (<usize>q << 4), 12);
}
// @ts-ignore: decorator
@inline function setColor(q: i32, v: i32): void {
  store<i32>(ND + (<usize>q << 4), v, 12);
}

// Item fields.
// @ts-ignore: decorator
@inline function llink(i: i32): i32 {
  return load<i32>(IT + (<usize>i << 4));
}
// @ts-ignore: decorator
@inline function setLlink(i: i32, v: i32): void {
  store<i32>(IT + (<usize>i << 4), v);
}
// @ts-ignore: decorator
@inline function rlink(i: i32): i32 {
  return load<i32>(IT + (<usize>i << 4), 4);
}
// @ts-ignore: decorator
@inline function setRlink(i: i32, v: i32): void {
  store<i32>(IT + (<usize>i << 4), v, 4);
}
// @ts-ignore: decorator
@inline function bound(i: i32): i32 {
  return load<i32>(IT + (<usize>i << 4), 8);
}
// @ts-ignore: decorator
@inline function setBound(i: i32, v: i32): void {
  store<i32>(IT + (<usize>i << 4), v, 8);
}
// @ts-ignore: decorator
@inline function slack(i: i32): i32 {
  return load<i32>(IT + (<usize>i << 4), 12);
}

// Per-level stack.
// @ts-ignore: decorator
@inline function at(base: usize, l: i32): i32 {
  return load<i32>(base + (<usize>l << 2));
}
// @ts-ignore: decorator
@inline function put(base: usize, l: i32, v: i32): void {
  store<i32>(base + (<usize>l << 2), v);
}

// The counting table (memo.ts, algorithmM.ts's memoLookup and memoStore).

/** Flips bit o of the key and its Zobrist word into the key's hash. */
// @ts-ignore: decorator
@inline function flipBit(o: i32): void {
  const w = MBITS + (<usize>(o >>> 5) << 2);
  store<i32>(w, load<i32>(w) ^ (1 << (o & 31)));
  memoHash ^= load<i32>(MZOB + (<usize>o << 2));
}

/** Marks p's option (un)available in the key. */
// @ts-ignore: decorator
@inline function flipOption(p: i32): void {
  flipBit(load<i32>(OPTOF + (<usize>p << 2)) + OPTION_BASE);
}

/** Flips primary item i's bit in the key (bounds all 1: set while covered). */
// @ts-ignore: decorator
@inline function flipItem(i: i32): void {
  if (COVER_BITS && i <= NP) flipBit(i - 1);
}

/** mix32 of core/mix.ts (murmur3's finaliser). */
// @ts-ignore: decorator
@inline function mix32(x: i32): i32 {
  let h = x;
  h = (h ^ (h >>> 16)) * <i32>0x85ebca6b;
  h = (h ^ (h >>> 13)) * <i32>0xc2b2ae35;
  return h ^ (h >>> 16);
}

/** boundZ of core/cover/algorithmM.ts: item c's field of the hash when it holds v. */
// @ts-ignore: decorator
@inline function boundZ(c: i32, v: i32): i32 {
  return v === 0 ? 0 : mix32(c * <i32>0x9e3779b1 + v);
}

/** keyField of core/cover/algorithmM.ts: the key's field of an item of key slack s, bound v. */
// @ts-ignore: decorator
@inline function keyField(s: i32, v: i32): i32 {
  return s === 0 || v === 0 ? v : v > s ? v - s + 1 : 1;
}

/**
 * Primary item c's field of the key goes from `from` to `to` (keyField of its BOUND while
 * active, 0 while not): the key's bits and hash change with it (algorithmM.ts keyBound), where
 * the table is on and keys bounds (not COVER_BITS).
 */
// @ts-ignore: decorator
@inline function keyBound(c: i32, from: i32, to: i32): void {
  if (!memoOn || COVER_BITS) return;
  const s = load<i32>(KSLACK + (<usize>c << 2));
  const f = keyField(s, from);
  const t = keyField(s, to);
  if (f === t) return; // a capacity that cannot bind changed: the key did not
  const at = (c - 1) * BOUND_BITS;
  const w = MBITS + (<usize>(at >>> 5) << 2);
  const sh = at & 31;
  const d = f ^ t;
  store<i32>(w, load<i32>(w) ^ (d << sh));
  if (sh + BOUND_BITS > 32) store<i32>(w, load<i32>(w, 4) ^ (d >>> (32 - sh)), 4);
  memoHash ^= boundZ(c, f) ^ boundZ(c, t);
}

/**
 * Looks the sub-problem up at level l (memo.ts enter) and returns `count`: on a hit (lastHit)
 * with the entry's count added; on a miss as it was, the slot, count and nodes now remembered
 * for memoStore. Then the trial: a table that saves too little is dropped (memoOn false; the
 * engine gives it back).
 */
function memoLookup(l: i32, nodes: f64, count: u64): u64 {
  // The key is kept up to date, and hashed, as its bits and bounds change.
  const mixed = mix32(memoHash);
  const tag = mixed | 1;
  const home = mixed & MASK;
  let fill = home;
  let hit = -1;
  for (let probe = 0; probe < 4; probe++) {
    const s = (home + probe) & MASK;
    const t = load<i32>(MTAGS + (<usize>s << 2));
    if (t === 0) {
      fill = s;
      break;
    }
    if (t !== tag) continue;
    const key = MKEYS + ((<usize>s * <usize>KW) << 2);
    let same = true;
    for (let w = 0; w < KW; w++) {
      if (load<i32>(key + (<usize>w << 2)) !== load<i32>(MBITS + (<usize>w << 2))) {
        same = false;
        break;
      }
    }
    if (same) {
      hit = s;
      break;
    }
  }
  let saved: f64 = 0;
  if (hit >= 0 && load<f64>(MVALS + <usize>hit * 24) >= MAX_COUNT_HI) {
    bigHit = true; // nothing done: TypeScript takes this node up again
    return count;
  }
  if (hit >= 0) {
    hits++;
    const v = MVALS + <usize>hit * 24;
    saved = load<f64>(v, 16);
    nodesSaved += saved;
    count += (<u64>load<f64>(v) << 32) + <u64>load<f64>(v, 8);
  } else {
    const e = MENT + <usize>l * 24;
    store<i32>(MENTSLOT + (<usize>l << 3), fill);
    store<i32>(MENTSLOT + (<usize>l << 3), tag, 4);
    store<f64>(e, <f64>(count >> 32));
    store<f64>(e, <f64>(count & 0xffffffff), 8);
    store<f64>(e, nodes + nodesSaved, 16);
  }
  if (TRIAL && pays < 0) {
    trialSaved += saved;
    const n = ++trialLookups;
    if ((n & (TRIAL_STEP - 1)) === 0 && n <= TRIAL_LOOKUPS) {
      if (trialSaved * <f64>TRIAL_LOOKUPS < TRIAL_MIN_SAVED * <f64>n * <f64>n) pays = 0;
      else if (n === TRIAL_LOOKUPS) pays = 1;
    }
    if (pays === 0) memoOn = false;
  }
  lastHit = hit >= 0;
  return count;
}

/** Stores the count of the sub-problem entered at level l, now finished (memo.ts store). */
function memoStore(l: i32, nodes: f64, count: u64): void {
  const e = MENT + <usize>l * 24;
  let lo = <f64>(count & 0xffffffff) - load<f64>(e, 8);
  let hi = <f64>(count >> 32) - load<f64>(e);
  if (lo < 0) {
    lo += 4294967296;
    hi--;
  }
  const s = load<i32>(MENTSLOT + (<usize>l << 3));
  const key = MKEYS + ((<usize>s * <usize>KW) << 2);
  memory.copy(key, MBITS, <usize>KW << 2);
  store<i32>(MTAGS + (<usize>s << 2), load<i32>(MENTSLOT + (<usize>l << 3), 4));
  const v = MVALS + <usize>s * 24;
  store<f64>(v, hi);
  store<f64>(v, lo, 8);
  store<f64>(v, nodes + nodesSaved - load<f64>(e, 16), 16);
}

/** Takes the other nodes of p's option out of their lists (known-compatible ones stay). */
// @ts-ignore: decorator
@inline function hide(p: i32): void {
  if (memoOn) flipOption(p);
  optionsLeft--;
  for (let q = p + 1; q !== p; ) {
    const t = top(q);
    if (t <= 0) {
      q = ulink(q);
    } else {
      if (color(q) >= 0) {
        const u = ulink(q);
        const d = dlink(q);
        setDlink(u, d);
        setUlink(d, u);
        setTop(t, top(t) - 1);
      }
      q++;
    }
  }
}

/** Exactly undoes hide(p). */
// @ts-ignore: decorator
@inline function unhide(p: i32): void {
  if (memoOn) flipOption(p);
  optionsLeft++;
  for (let q = p - 1; q !== p; ) {
    const t = top(q);
    if (t <= 0) {
      q = dlink(q);
    } else {
      if (color(q) >= 0) {
        setDlink(ulink(q), q);
        setUlink(dlink(q), q);
        setTop(t, top(t) + 1);
      }
      q--;
    }
  }
}

/** Hides every option of item i (unless the lists are read as empty) and unlinks i. */
// @ts-ignore: decorator
@inline function cover(i: i32): void {
  if (emptiedBy === 0) {
    if (top(i) === optionsLeft) emptiedBy = i;
    else for (let p = dlink(i); p !== i; p = dlink(p)) hide(p);
  }
  const l = llink(i);
  const r = rlink(i);
  setRlink(l, r);
  setLlink(r, l);
  if (memoOn) flipItem(i);
}

/** Exactly undoes cover(i). */
// @ts-ignore: decorator
@inline function uncover(i: i32): void {
  const l = llink(i);
  const r = rlink(i);
  setRlink(l, i);
  setLlink(r, i);
  if (memoOn) flipItem(i);
  if (emptiedBy === i) emptiedBy = 0;
  else if (emptiedBy === 0) {
    for (let p = ulink(i); p !== i; p = ulink(p)) unhide(p);
  }
}

/** Gives secondary item TOP(p) the colour of p: hides the options that disagree. */
// @ts-ignore: decorator
@inline function purify(p: i32): void {
  const c = color(p);
  const i = top(p);
  setColor(i, c);
  if (emptiedBy !== 0) return;
  for (let q = dlink(i); q !== i; q = dlink(q)) {
    if (color(q) === c) setColor(q, -1);
    else hide(q);
  }
}

/** Exactly undoes purify(p). */
// @ts-ignore: decorator
@inline function unpurify(p: i32): void {
  const c = color(p);
  const i = top(p);
  if (emptiedBy === 0) {
    for (let q = ulink(i); q !== i; q = ulink(q)) {
      if (color(q) < 0) setColor(q, c);
      else unhide(q);
    }
  }
  setColor(i, 0);
}

/** Commits option x's nodes after x. */
// @ts-ignore: decorator
@inline function commitOthers(x: i32): void {
  for (let p = x + 1; p !== x; ) {
    const j = top(p);
    if (j <= 0) {
      p = ulink(p);
      continue;
    }
    if (j <= NP) {
      const b = bound(j) - 1;
      setBound(j, b);
      keyBound(j, b + 1, b);
      if (b === 0) cover(j);
    } else {
      const c = color(p);
      if (c === 0) cover(j);
      else if (c > 0) purify(p);
    }
    p++;
  }
}

/** Exactly undoes commitOthers(x), backwards. */
// @ts-ignore: decorator
@inline function uncommitOthers(x: i32): void {
  for (let p = x - 1; p !== x; ) {
    const j = top(p);
    if (j <= 0) {
      p = dlink(p);
      continue;
    }
    if (j <= NP) {
      const b = bound(j);
      setBound(j, b + 1);
      keyBound(j, b, b + 1);
      if (b === 0) uncover(j);
    } else {
      const c = color(p);
      if (c === 0) uncover(j);
      else if (c > 0) unpurify(p);
    }
    p--;
  }
}

/** With no option left, whether every active item has had its fewest options. */
// @ts-ignore: decorator
@inline function settled(): bool {
  for (let c = rlink(0); c !== 0; c = rlink(c)) if (bound(c) > slack(c)) return false;
  return true;
}

/** M3: the active item of least θ (ties: smaller slack, then longer list); θ in `theta`. */
// @ts-ignore: decorator
@inline function chooseItem(): i32 {
  let best = -1;
  let score = 0x7fffffff;
  let bestS = 0x7fffffff;
  let bestLen = -1;
  for (let c = rlink(0); c !== 0; c = rlink(c)) {
    const b = bound(c);
    let s = slack(c);
    if (s > b) s = b;
    const len = top(c);
    let t = len + 1 - b + s;
    if (t < 0) t = 0;
    if (t <= score && (t < score || s < bestS || (s === bestS && len > bestLen))) {
      score = t;
      best = c;
      bestS = s;
      bestLen = len;
      if (t === 0 || (t === 1 && s === 0)) break;
    }
  }
  theta = score;
  return best;
}

/** M8: puts item i's tweaked options back (level l), uncovers it if covered, BOUND + 1. */
// @ts-ignore: decorator
@inline function restore(i: i32, l: i32, nodes: f64, count: u64): void {
  if (at(PLAIN, l) === 1) {
    uncover(i);
  } else {
    const base = at(TWB, l);
    const k = twSp - base;
    if (k > 0) {
      const h = dlink(i);
      setDlink(i, at(TW, base));
      let prev = i;
      for (let t = base; t < twSp; t++) {
        const y = at(TW, t);
        setUlink(y, prev);
        prev = y;
      }
      setUlink(h, prev);
      setTop(i, top(i) + k);
      if (bound(i) !== 0) for (let t = twSp - 1; t >= base; t--) unhide(at(TW, t));
      twSp = base;
    }
    if (bound(i) === 0) uncover(i);
  }
  const b = bound(i);
  setBound(i, b + 1);
  keyBound(i, b, b + 1);
  if (memoOn) memoStore(l, nodes, count);
}

/**
 * Runs the search for at most `budget` more nodes from the state in ST: 0 paused (budget spent),
 * 1 a solution found (listing; the state is left to resume past it), 2 done, 3 handed back
 * (BIG_COUNT: the state is left at the node about to be entered). The state is written back to
 * ST either way.
 */
export function run(budget: f64): i32 {
  let l = load<i32>(ST);
  let phase = load<i32>(ST, 4);
  twSp = load<i32>(ST, 8);
  emptiedBy = load<i32>(ST, 12);
  optionsLeft = load<i32>(ST, 16);
  let count: u64 = (<u64>load<u32>(ST, 20) << 32) | <u64>load<u32>(ST, 24);
  let rootSize = load<i32>(ST, 28);
  let nodes = load<f64>(ST, 40);
  memoOn = load<i32>(ST, 48) !== 0;
  memoHash = load<i32>(ST, 52);
  pays = load<i32>(ST, 56);
  trialLookups = load<i32>(ST, 60);
  hits = load<f64>(ST, 64);
  nodesSaved = load<f64>(ST, 72);
  trialSaved = load<f64>(ST, 80);
  const stopAt = nodes + budget;
  let status = 0;
  for (;;) {
    if (phase === DONE) {
      status = 2;
      break;
    }
    if (phase === ENTER) {
      if (rlink(0) === 0) {
        count++;
        phase = BACK;
        if (!COUNT_ONLY) {
          status = 1;
          break;
        }
        continue;
      }
      if (nodes >= stopAt) break;
      if (count >= BIG_COUNT) {
        status = 3;
        break;
      }
      if (emptiedBy !== 0) {
        nodes++;
        phase = BACK;
        if (settled()) {
          count++;
          if (!COUNT_ONLY) {
            status = 1;
            break;
          }
        }
        continue;
      }
      const i = chooseItem();
      nodes++;
      if (theta === 0) {
        phase = BACK;
        continue;
      }
      if (memoOn) {
        count = memoLookup(l, nodes, count);
        if (bigHit) {
          bigHit = false;
          nodes--; // the node is entered again by TypeScript
          status = 3;
          break;
        }
        if (lastHit) {
          phase = BACK;
          continue;
        }
      }
      if (l === 0) rootSize = theta;
      put(ITEM, l, i);
      put(RANK, l, 0);
      put(SIZE, l, theta);
      put(XS, l, dlink(i));
      put(TWB, l, twSp);
      const b = bound(i) - 1;
      setBound(i, b);
      keyBound(i, b + 1, b);
      if (b === 0) cover(i);
      put(PLAIN, l, b === 0 && slack(i) === 0 ? 1 : 0);
      phase = TRY;
    } else if (phase === BACK) {
      if (l === 0) {
        phase = DONE;
        status = 2;
        break;
      }
      l--;
      const i = at(ITEM, l);
      const xl = at(XS, l);
      if (xl === i) {
        if (bound(i) !== 0) {
          setRlink(llink(i), i);
          setLlink(rlink(i), i);
          keyBound(i, 0, bound(i));
        }
        restore(i, l, nodes, count);
        continue;
      }
      uncommitOthers(xl);
      put(XS, l, dlink(xl));
      put(RANK, l, at(RANK, l) + 1);
      phase = TRY;
    }
    // M5/M6: try the level's current option, or end the level.
    const i = at(ITEM, l);
    const xl = at(XS, l);
    if (at(PLAIN, l) === 1) {
      if (xl === i) {
        restore(i, l, nodes, count);
        phase = BACK;
        continue;
      }
    } else {
      if (top(i) <= bound(i) - slack(i)) {
        restore(i, l, nodes, count);
        phase = BACK;
        continue;
      }
      if (xl !== i) {
        if (bound(i) !== 0) hide(xl);
        const d = dlink(xl);
        setDlink(i, d);
        setUlink(d, i);
        setTop(i, top(i) - 1);
        put(TW, twSp++, xl);
      } else if (bound(i) !== 0) {
        setRlink(llink(i), rlink(i));
        setLlink(rlink(i), llink(i));
        keyBound(i, bound(i), 0);
      }
    }
    if (xl !== i) commitOthers(xl);
    l++;
    phase = ENTER;
  }
  store<i32>(ST, l);
  store<i32>(ST, phase, 4);
  store<i32>(ST, twSp, 8);
  store<i32>(ST, emptiedBy, 12);
  store<i32>(ST, optionsLeft, 16);
  store<u32>(ST, <u32>(count >> 32), 20);
  store<u32>(ST, <u32>count, 24);
  store<i32>(ST, rootSize, 28);
  store<i32>(ST, theta, 32);
  store<f64>(ST, nodes, 40);
  store<i32>(ST, memoOn ? 1 : 0, 48);
  store<i32>(ST, memoHash, 52);
  store<i32>(ST, pays, 56);
  store<i32>(ST, trialLookups, 60);
  store<f64>(ST, hits, 64);
  store<f64>(ST, nodesSaved, 72);
  store<f64>(ST, trialSaved, 80);
  return status;
}
