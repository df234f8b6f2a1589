/**
 * The deduction rules of a regions puzzle, simple to strong, each a finder that looks for ONE
 * next step on a HintBoard (hintBoard.ts) and writes it into a Found — cells to star, cells to
 * cross, the units and cells that justify it — or reports that the board cannot be completed.
 * No words here (hints.ts says them) and no allocation per scan: the rating (rate.ts) and the
 * rules' own look-ahead call these thousands of times.
 *
 * The ladder is one table, LADDER below: each rule's name, strength (1 simplest … 5) and finder,
 * simplest first; a rule's number (Found.rule) is its place there.
 *
 * Every rule is sound: it only removes what no completion of the board can have, so the
 * rules never lose a solution (hints.test.ts checks it against every solution of random puzzles).
 */
import {
  CROSS,
  HintBoard,
  NONE as NO_BREAK,
  STAR as STAR_CELL,
  UNKNOWN as UNKNOWN_CELL,
} from './hintBoard.js';

// Plain local copies: a transpiler's live-binding getters would cost in the hot loops.
const UNKNOWN = UNKNOWN_CELL;
const STAR = STAR_CELL;
const NONE = NO_BREAK;

/** A finder's answer. */
export const NOTHING = 0;
export const STEP = 1;
export const DEAD = 2;

/** Dead ends beyond the board's own (OVERFULL 1, TOUCH 2, SHORT 3, ON_BLOCKED 4). */
/** Units S (`deadUnits[0 … split)`) need more stars than units R (the rest) can hold. */
export const SQUEEZED = 5;
/** A unit's last unknown cells are all stars but two of them touch (`deadUnit`, `deadCells`). */
export const NO_ROOM = 6;
/** k ≥ 2: a unit's cells left hold at most `deadCells[0]` stars apart, fewer than it needs. */
export const CROWDED = 7;

/** A rule of the ladder: its name, its strength, and its finder (NOTHING, STEP or DEAD). */
interface Rule {
  readonly name: string;
  readonly strength: number;
  readonly find: (b: HintBoard, f: Found, s: RuleScratch) => number;
}

/** The rules, simplest first (hints.ts words each; rate.ts weighs them by strength). */
const LADDER = [
  // A star's neighbours, and the rest of a unit with its k stars.
  { name: 'touch/full', strength: 1, find: touchFull },
  // A unit whose unknown cells are exactly the stars it still needs.
  { name: 'last-cells', strength: 1, find: (b, f) => lastCells(b, f) },
  // k ≥ 2: a unit's cells left fall into as many 2x2 blocks as it needs stars (one star per
  // block), so a block of one cell is a star.
  { name: 'tight-fit', strength: 2, find: tightFit },
  // A star here would leave some unit without room for its stars.
  {
    name: 'cell-empties-unit',
    strength: 2,
    find: (b, f, s) => (b.k === 1 ? cellEmptiesUnitOne(b, f, s) : cellEmptiesUnit(b, f, s)),
  },
  // j units of one kind whose cells lie within j units of another.
  { name: 'confinement', strength: 3, find: confinement },
  // A star (or a cross) here leads, by the rules of strength ≤ 3, to a dead end.
  { name: 'contradiction', strength: 4, find: (b, f, s) => lookAhead(b, f, s, CONTRADICTION, 3) },
  // The same, looking ahead with contradiction too, trying only cells of units with at most two
  // cells to spare (only when asked).
  {
    name: 'deep-contradiction',
    strength: 5,
    find: (b, f, s) => lookAhead(b, f, s, DEEP_CONTRADICTION, 4),
  },
] as const satisfies readonly Rule[];

/** A rule's name. */
export type RuleName = (typeof LADDER)[number]['name'];
/** The rules' names and strengths, by rule number. */
export const RULE_NAMES: readonly RuleName[] = LADDER.map((r) => r.name);
/** Each rule's strength, by its place in RULE_NAMES. */
export const RULE_STRENGTHS: readonly number[] = LADDER.map((r) => r.strength);

const ruleNumber = (name: RuleName): number => RULE_NAMES.indexOf(name);
export const TOUCH_FULL = ruleNumber('touch/full');
export const LAST_CELLS = ruleNumber('last-cells');
export const TIGHT_FIT = ruleNumber('tight-fit');
export const CELL_EMPTIES_UNIT = ruleNumber('cell-empties-unit');
export const CONFINEMENT = ruleNumber('confinement');
export const CONTRADICTION = ruleNumber('contradiction');
export const DEEP_CONTRADICTION = ruleNumber('deep-contradiction');
/** The strongest rule's strength. */
export const MAX_STRENGTH = Math.max(...RULE_STRENGTHS);
/**
 * The rules used unless asked: up to contradiction (4). Every single-solution reference level
 * is solved by them; deep-contradiction costs seconds where it finds nothing (an open 11x11).
 */
export const DEFAULT_STRENGTH = 4;

/** One finder's result: a step (what to star and cross, and why) or a dead end (why). */
export class Found {
  rule = -1;
  readonly stars: Int32Array;
  starCount = 0;
  readonly crosses: Int32Array;
  crossCount = 0;
  /** The units that justify the step; for confinement `units[0 … split)` is the confined set. */
  readonly units: Int32Array;
  unitCount = 0;
  split = 0;
  /** The cell that justifies it: the star whose consequences these are, the cell tried. */
  cell = -1;
  /** For contradiction: whether the cell was tried as a star (else as a cross). */
  triedStar = true;
  /** The dead end: its kind, unit, cells, and for SQUEEZED its sets of units. */
  deadKind = NONE;
  deadUnit = -1;
  readonly deadCells = new Int32Array(2);
  readonly deadUnits: Int32Array;
  deadUnitCount = 0;
  deadSplit = 0;
  /** For contradiction: the rule that found the dead end after the try, and the steps it took. */
  deadRule = -1;
  deadSteps = 0;
  /** For contradiction: the stars the rules placed after the try, before the dead end. */
  readonly chain: Int32Array;
  chainCount = 0;

  constructor(n: number) {
    this.chain = new Int32Array(n * n);
    this.stars = new Int32Array(n * n);
    this.crosses = new Int32Array(n * n);
    this.units = new Int32Array(3 * n);
    this.deadUnits = new Int32Array(3 * n);
  }

  reset(rule: number): void {
    this.rule = rule;
    this.starCount = 0;
    this.crossCount = 0;
    this.unitCount = 0;
    this.split = 0;
    this.cell = -1;
    this.deadKind = NONE;
    this.deadUnitCount = 0;
    this.deadSplit = 0;
    this.deadRule = -1;
    this.deadSteps = 0;
    this.chainCount = 0;
  }

  /** Takes the board's dead end as this one's. */
  deadFromBoard(b: HintBoard): void {
    this.deadKind = b.brokenKind;
    this.deadUnit = b.brokenUnit;
    this.deadCells[0] = b.brokenCells[0];
    this.deadCells[1] = b.brokenCells[1];
    this.deadUnitCount = 0;
  }

  /** Takes another Found's dead end as this one's (a look-ahead's reason). */
  deadFrom(o: Found): void {
    this.deadKind = o.deadKind;
    this.deadUnit = o.deadUnit;
    this.deadCells[0] = o.deadCells[0];
    this.deadCells[1] = o.deadCells[1];
    this.deadUnitCount = o.deadUnitCount;
    this.deadSplit = o.deadSplit;
    this.deadUnits.set(o.deadUnits.subarray(0, o.deadUnitCount));
  }
}

/** The work space of the finders on one board: a Found per look-ahead depth and scratch. */
export class RuleScratch {
  /** founds[0] is free for the caller; deeper ones belong to the look-ahead. */
  readonly founds: Found[];
  /**
   * Whether contradiction tries every cell and keeps the one whose dead end comes soonest (the
   * clearest hint) rather than the first found (faster: the rating's choice).
   */
  soonest = false;
  /** Per cell a stamp, to list each cell once. */
  readonly seen: Int32Array;
  stamp = 0;
  /** Confinement: per pair of kinds and unit its mask of the other kind's units. */
  readonly masks: Int32Array;
  readonly need: Int32Array;
  readonly open: Int32Array;
  readonly inSet: Uint8Array;
  /** cell-empties-unit with k = 1: the unknown cells, the cells emptying a unit, the best. */
  readonly unknownBits: Int32Array;
  readonly acc: Int32Array;
  readonly bestAcc: Int32Array;
  /** tight-fit: per block of the last cover its size and first cell; per cell a stamp. */
  readonly blockSize: Int32Array;
  readonly blockFirst: Int32Array;
  readonly covered: Int32Array;
  coverStamp = 0;
  /** cell-empties-unit: the cells a try changed, and a stamp per unit to visit each once. */
  readonly changed: Int32Array;
  readonly unitSeen: Int32Array;
  unitStamp = 0;
  /** Confinement's explicit stack. */
  readonly stackNext: Int32Array;
  readonly stackUnion: Int32Array;
  readonly stackSupply: Int32Array;
  readonly stackNeed: Int32Array;
  readonly stackPick: Int32Array;

  constructor(n: number) {
    this.founds = Array.from({ length: 4 }, () => new Found(n));
    this.seen = new Int32Array(n * n);
    const words = (n * n + 31) >> 5;
    this.changed = new Int32Array(n * n);
    this.unitSeen = new Int32Array(3 * n);
    this.blockSize = new Int32Array(n * n);
    this.blockFirst = new Int32Array(n * n);
    this.covered = new Int32Array(n * n);
    this.unknownBits = new Int32Array(words);
    this.acc = new Int32Array(words);
    this.bestAcc = new Int32Array(words);
    this.masks = new Int32Array(3 * 3 * n);
    this.need = new Int32Array(3 * n);
    this.open = new Int32Array(n);
    this.inSet = new Uint8Array(3 * n);
    this.stackNext = new Int32Array(n + 1);
    this.stackUnion = new Int32Array(n + 1);
    this.stackSupply = new Int32Array(n + 1);
    this.stackNeed = new Int32Array(n + 1);
    this.stackPick = new Int32Array(n + 1);
  }

  nextUnitStamp(): number {
    if (++this.unitStamp > 0x3fffffff) {
      this.unitSeen.fill(0);
      this.unitStamp = 1;
    }
    return this.unitStamp;
  }

  nextStamp(): number {
    if (++this.stamp > 0x3fffffff) {
      this.seen.fill(0);
      this.stamp = 1;
    }
    return this.stamp;
  }
}

/** Rule 0: the crosses a star implies that are not made yet (one star's worth). */
function touchFull(b: HintBoard, f: Found, s: RuleScratch): number {
  const { cell, placed, k, n } = b;
  const { around, unitsOf, unitStart, unitCells } = b.layout;
  for (let x = 0; x < n * n; x++) {
    if (cell[x] !== STAR) continue;
    f.reset(TOUCH_FULL);
    const stamp = s.nextStamp();
    for (let i = x * 8; i < x * 8 + 8; i++) {
      const y = around[i];
      if (y >= 0 && cell[y] === UNKNOWN) {
        s.seen[y] = stamp;
        f.crosses[f.crossCount++] = y;
      }
    }
    for (let i = x * 3; i < x * 3 + 3; i++) {
      const u = unitsOf[i];
      if (placed[u] !== k) continue;
      let added = false;
      for (let j = unitStart[u]; j < unitStart[u + 1]; j++) {
        const y = unitCells[j];
        if (cell[y] === UNKNOWN && s.seen[y] !== stamp) {
          s.seen[y] = stamp;
          f.crosses[f.crossCount++] = y;
          added = true;
        }
      }
      if (added) f.units[f.unitCount++] = u;
    }
    if (f.crossCount > 0) {
      f.cell = x;
      f.crosses.subarray(0, f.crossCount).sort();
      return STEP;
    }
  }
  return NOTHING;
}

/** Rule 1: a unit whose unknown cells are exactly the stars it still needs. */
function lastCells(b: HintBoard, f: Found): number {
  const { cell, placed, unknown, k, n } = b;
  const { unitStart, unitCells } = b.layout;
  for (let u = 0; u < 3 * n; u++) {
    const need = k - placed[u];
    if (need === 0 || unknown[u] !== need) continue;
    f.reset(LAST_CELLS);
    f.units[f.unitCount++] = u;
    for (let j = unitStart[u]; j < unitStart[u + 1]; j++) {
      const y = unitCells[j];
      if (cell[y] !== UNKNOWN) continue;
      for (let i = 0; i < f.starCount; i++) {
        if (touches(n, f.stars[i], y)) {
          f.deadKind = NO_ROOM;
          f.deadUnit = u;
          f.deadCells[0] = f.stars[i];
          f.deadCells[1] = y;
          return DEAD;
        }
      }
      f.stars[f.starCount++] = y;
    }
    return STEP;
  }
  return NOTHING;
}

/**
 * An upper bound on how many stars, no two touching, the unknown cells of unit u can hold: the
 * blocks of a greedy cover by 2x2 squares (any two cells of one touch, so each holds one star at
 * most); exact on a line. The blocks' sizes and first cells are left in the scratch.
 */
function capacity(b: HintBoard, s: RuleScratch, u: number): number {
  const { cell, n } = b;
  const { unitStart, unitCells, unitsOf } = b.layout;
  const { covered, blockSize, blockFirst } = s;
  const kind = Math.floor(u / n);
  if (++s.coverStamp > 0x3fffffff) {
    covered.fill(0);
    s.coverStamp = 1;
  }
  const stamp = s.coverStamp;
  let blocks = 0;
  for (let j = unitStart[u]; j < unitStart[u + 1]; j++) {
    const y = unitCells[j];
    if (cell[y] !== UNKNOWN || covered[y] === stamp) continue;
    const r = Math.floor(y / n);
    const c = y % n;
    // The square right of y, or the one left of it (whose top-left cell, read before y, is
    // covered or not the unit's): the one that takes more uncovered cells of the unit.
    let best = 0;
    let bestCol = c;
    for (let c0 = c; c0 >= c - 1 && c0 >= 0; c0--) {
      if (c0 + 1 >= n) continue;
      let got = 0;
      for (let dr = 0; dr <= 1 && r + dr < n; dr++) {
        for (let dc = 0; dc <= 1; dc++) {
          const z = (r + dr) * n + c0 + dc;
          if (cell[z] === UNKNOWN && covered[z] !== stamp && unitsOf[z * 3 + kind] === u) got++;
        }
      }
      if (got > best) {
        best = got;
        bestCol = c0;
      }
    }
    if (best === 0) best = 1; // a unit cell in the last column: a block of its own
    blockFirst[blocks] = y;
    blockSize[blocks] = 0;
    covered[y] = stamp;
    if (bestCol + 1 < n) {
      for (let dr = 0; dr <= 1 && r + dr < n; dr++) {
        for (let dc = 0; dc <= 1; dc++) {
          const z = (r + dr) * n + bestCol + dc;
          if (cell[z] === UNKNOWN && unitsOf[z * 3 + kind] === u) covered[z] = stamp;
        }
      }
    }
    blockSize[blocks++] = best;
  }
  return blocks;
}

/**
 * Rule 2 (k ≥ 2): a unit whose cells left cover with as many 2x2 blocks as the stars it needs
 * has one star in each block, so a block of a single cell holds a star; fewer blocks than
 * stars needed is a dead end. Only units with fewer than 4·need cells left can be that tight.
 */
function tightFit(b: HintBoard, f: Found, s: RuleScratch): number {
  const { placed, unknown, k, n } = b;
  if (k === 1) return NOTHING;
  for (let u = 0; u < 3 * n; u++) {
    const need = k - placed[u];
    if (need < 2 || unknown[u] <= need || unknown[u] >= 4 * need) continue;
    const blocks = capacity(b, s, u);
    if (blocks < need) {
      f.reset(TIGHT_FIT);
      f.deadKind = CROWDED;
      f.deadUnit = u;
      f.deadCells[0] = blocks;
      return DEAD;
    }
    if (blocks > need) continue;
    let singles = 0;
    for (let i = 0; i < blocks; i++) if (s.blockSize[i] === 1) singles++;
    if (singles === 0) continue;
    f.reset(TIGHT_FIT);
    f.units[f.unitCount++] = u;
    for (let i = 0; i < blocks; i++) {
      if (s.blockSize[i] === 1) f.stars[f.starCount++] = s.blockFirst[i];
    }
    f.split = blocks; // = the stars it needs, for the words
    return STEP;
  }
  return NOTHING;
}

/** Whether the unknown cells of unit u fit in a 2x2 square (then no two stars fit apart). */
function inSquare(b: HintBoard, u: number): boolean {
  const { cell, n } = b;
  const { unitStart, unitCells } = b.layout;
  let r0 = n;
  let r1 = -1;
  let c0 = n;
  let c1 = -1;
  for (let j = unitStart[u]; j < unitStart[u + 1]; j++) {
    const y = unitCells[j];
    if (cell[y] !== UNKNOWN) continue;
    const r = Math.floor(y / n);
    const c = y % n;
    if (r < r0) r0 = r;
    if (r > r1) r1 = r;
    if (c < c0) c0 = c;
    if (c > c1) c1 = c;
    if (r1 - r0 > 1 || c1 - c0 > 1) return false;
  }
  return true;
}

/** Whether unit u can no longer get its stars: too few cells, or (k ≥ 2) too little room. */
function starved(b: HintBoard, s: RuleScratch, u: number): boolean {
  const need = b.k - b.placed[u];
  if (need === 0) return false;
  const left = b.unknown[u];
  if (left < need) return true;
  // One star fits in any cell; two fit apart unless all cells touch (lie in a 2x2 square).
  if (need === 1 || left >= 4 * need) return false;
  return need === 2 ? inSquare(b, u) : capacity(b, s, u) < need;
}

function touches(n: number, a: number, b: number): boolean {
  const dr = Math.floor(a / n) - Math.floor(b / n);
  const dc = (a % n) - (b % n);
  return dr <= 1 && dr >= -1 && dc <= 1 && dc >= -1;
}

/**
 * Rule 3 with one star per unit, on bitsets: a star at x empties unit u when x lies outside u
 * and rules out each unknown cell of u, so the cells that empty u are the unknown cells outside
 * it in every one of its unknown cells' `killers`. The unit whose set holds the first cell wins,
 * as in the general scan below.
 */
function cellEmptiesUnitOne(b: HintBoard, f: Found, s: RuleScratch): number {
  const { cell, n, placed, unknown } = b;
  const { killers, unitBits, words, unitStart, unitCells } = b.layout;
  const { unknownBits, acc, bestAcc } = s;
  const cells = n * n;
  unknownBits.fill(0);
  for (let x = 0; x < cells; x++) if (cell[x] === UNKNOWN) unknownBits[x >> 5] |= 1 << (x & 31);
  let bestX = cells;
  let bestU = -1;
  for (let u = 0; u < 3 * n; u++) {
    if (placed[u] !== 0 || unknown[u] === 0) continue;
    const ub = u * words;
    for (let w = 0; w < words; w++) acc[w] = unknownBits[w] & ~unitBits[ub + w];
    let any = 1;
    for (let j = unitStart[u]; j < unitStart[u + 1] && any !== 0; j++) {
      const y = unitCells[j];
      if (cell[y] !== UNKNOWN) continue;
      const kb = y * words;
      any = 0;
      for (let w = 0; w < words; w++) any |= acc[w] &= killers[kb + w];
    }
    if (any === 0) continue;
    let x = cells;
    for (let w = 0; w < words; w++) {
      if (acc[w] !== 0) {
        x = (w << 5) + 31 - Math.clz32(acc[w] & -acc[w]);
        break;
      }
    }
    if (x < bestX) {
      bestX = x;
      bestU = u;
      bestAcc.set(acc);
    }
  }
  if (bestU < 0) return NOTHING;
  f.reset(CELL_EMPTIES_UNIT);
  f.units[f.unitCount++] = bestU;
  for (let w = 0; w < words; w++) {
    for (let bits = bestAcc[w]; bits !== 0; bits &= bits - 1) {
      f.crosses[f.crossCount++] = (w << 5) + 31 - Math.clz32(bits & -bits);
    }
  }
  return STEP;
}

/**
 * Rule 3: cells whose star would leave one unit without room (all such cells, one unit), found
 * by trying each: the star, its direct consequences, then each unit's count (and, for k ≥ 2,
 * its room for stars apart).
 */
function cellEmptiesUnit(b: HintBoard, f: Found, s: RuleScratch): number {
  const { cell, n } = b;
  const { unitsOf } = b.layout;
  const { changed, unitSeen } = s;
  const cells = n * n;
  let unit = -1;
  let x = 0;
  for (; x < cells && unit < 0; x++) {
    if (cell[x] !== UNKNOWN) continue;
    const mark = b.trailLen;
    b.starWithConsequences(x);
    if (b.brokenKind !== NONE) unit = b.brokenUnit;
    // Only the units of the cells the try changed can have lost room.
    const count = b.cellsSince(mark, changed);
    const stamp = s.nextUnitStamp();
    for (let i = 0; i < count && unit < 0; i++) {
      for (let t = changed[i] * 3; t < changed[i] * 3 + 3 && unit < 0; t++) {
        const u = unitsOf[t];
        if (unitSeen[u] === stamp) continue;
        unitSeen[u] = stamp;
        if (starved(b, s, u)) unit = u;
      }
    }
    b.undo(mark, NONE);
  }
  if (unit < 0) return NOTHING;
  x--;
  f.reset(CELL_EMPTIES_UNIT);
  f.units[f.unitCount++] = unit;
  f.crosses[f.crossCount++] = x;
  for (let y = x + 1; y < cells; y++) {
    if (cell[y] !== UNKNOWN) continue;
    const mark = b.trailLen;
    b.starWithConsequences(y);
    const empties = starved(b, s, unit);
    b.undo(mark, NONE);
    if (empties) f.crosses[f.crossCount++] = y;
  }
  return STEP;
}

/** The kinds of unit, as confinement pairs them: regions first, as people look at them. */
const KIND_PAIRS = [2, 0, 2, 1, 0, 2, 1, 2, 0, 1, 1, 0];

/** A cell's unit of a kind: 0 row, 1 column, 2 region (as unit number − kind·n). */
function indexOf(b: HintBoard, x: number, kind: number): number {
  return b.layout.unitsOf[x * 3 + kind] - kind * b.n;
}

/**
 * Rule 4: j units of kind A (regions, say) still needing stars whose unknown cells all lie
 * within units R of kind B (rows) that need exactly as many stars: R's stars are all theirs, so
 * R's other cells are crossed. Smallest j first; j up to half the open units (the other half
 * is the same step seen from B's side). Needing more than R holds is a dead end.
 */
function confinement(b: HintBoard, f: Found, s: RuleScratch): number {
  const { cell, placed, n, k } = b;
  const { masks, need, open } = s;
  for (let u = 0; u < 3 * n; u++) need[u] = k - placed[u];
  let openRows = 0;
  for (let u = 0; u < n; u++) if (need[u] > 0) openRows++;
  // masks[(A * 3 + B) * n + a]: the kind-B units holding unknown cells of unit a of kind A.
  masks.fill(0);
  for (let x = 0; x < n * n; x++) {
    if (cell[x] !== UNKNOWN) continue;
    const r = indexOf(b, x, 0);
    const c = indexOf(b, x, 1);
    const g = indexOf(b, x, 2);
    masks[(0 * 3 + 1) * n + r] |= 1 << c;
    masks[(0 * 3 + 2) * n + r] |= 1 << g;
    masks[(1 * 3 + 0) * n + c] |= 1 << r;
    masks[(1 * 3 + 2) * n + c] |= 1 << g;
    masks[(2 * 3 + 0) * n + g] |= 1 << r;
    masks[(2 * 3 + 1) * n + g] |= 1 << c;
  }
  // With one star per unit a set and its complement give the same step (the complement of R
  // holds only the complement of S), so half the open units is enough; and j = 1 is rule 2's.
  const cap = k === 1 ? Math.floor(openRows / 2) : Math.max(1, Math.ceil(openRows / 2));
  for (let j = k === 1 ? 2 : 1; j <= cap; j++) {
    for (let p = 0; p < KIND_PAIRS.length; p += 2) {
      const A = KIND_PAIRS[p];
      const B = KIND_PAIRS[p + 1];
      let m = 0;
      for (let a = 0; a < n; a++) {
        if (need[A * n + a] === 0) continue;
        // A unit whose own cells already reach more stars than j units can need is no member.
        let supply = 0;
        for (let bits = masks[(A * 3 + B) * n + a]; bits !== 0; bits &= bits - 1) {
          supply += need[B * n + 31 - Math.clz32(bits & -bits)];
        }
        if (supply <= need[A * n + a] + (j - 1) * k) open[m++] = a;
      }
      if (m < j) continue;
      const r = confineSets(b, f, s, A, B, m, j);
      if (r !== NOTHING) return r;
    }
  }
  return NOTHING;
}

/** Confinement for one pair of kinds and one size j: sets of exactly j open units of kind A. */
function confineSets(
  b: HintBoard,
  f: Found,
  s: RuleScratch,
  A: number,
  B: number,
  m: number,
  j: number,
): number {
  const { n, k, cell } = b;
  const { unitStart, unitCells } = b.layout;
  const { masks, need, open, stackNext, stackUnion, stackSupply, stackNeed, stackPick, inSet } = s;
  const maskBase = (A * 3 + B) * n;
  let depth = 0;
  stackNext[0] = 0;
  stackUnion[0] = 0;
  stackSupply[0] = 0;
  stackNeed[0] = 0;
  while (depth >= 0) {
    const i = stackNext[depth];
    if (i >= m) {
      depth--;
      continue;
    }
    stackNext[depth] = i + 1;
    const a = open[i];
    const union = stackUnion[depth];
    let fresh = masks[maskBase + a] & ~union;
    let supply = stackSupply[depth];
    while (fresh !== 0) {
      const low = fresh & -fresh;
      supply += need[B * n + (31 - Math.clz32(low))];
      fresh ^= low;
    }
    const needS = stackNeed[depth] + need[A * n + a];
    const size = depth + 1;
    // Supply only grows as units join, and each joining unit needs at most k more.
    if (supply > needS + (j - size) * k) continue;
    stackPick[depth] = a;
    if (size < j) {
      depth++;
      stackNext[depth] = i + 1;
      stackUnion[depth] = union | masks[maskBase + a];
      stackSupply[depth] = supply;
      stackNeed[depth] = needS;
      continue;
    }
    const unionAll = union | masks[maskBase + a];
    if (needS > supply) {
      f.reset(CONFINEMENT);
      f.deadKind = SQUEEZED;
      for (let d = 0; d < size; d++) f.deadUnits[f.deadUnitCount++] = A * n + stackPick[d];
      f.deadSplit = f.deadUnitCount;
      for (let bits = unionAll; bits !== 0; bits &= bits - 1) {
        f.deadUnits[f.deadUnitCount++] = B * n + (31 - Math.clz32(bits & -bits));
      }
      return DEAD;
    }
    if (needS !== supply) continue;
    for (let d = 0; d < size; d++) inSet[stackPick[d]] = 1;
    let count = 0;
    for (let bits = unionAll; bits !== 0; bits &= bits - 1) {
      const u = B * n + (31 - Math.clz32(bits & -bits));
      for (let t = unitStart[u]; t < unitStart[u + 1]; t++) {
        const y = unitCells[t];
        if (cell[y] === UNKNOWN && inSet[indexOf(b, y, A)] === 0) {
          if (count === 0) f.reset(CONFINEMENT);
          f.crosses[count++] = y;
        }
      }
    }
    for (let d = 0; d < size; d++) inSet[stackPick[d]] = 0;
    if (count === 0) continue;
    f.crossCount = count;
    f.crosses.subarray(0, count).sort();
    for (let d = 0; d < size; d++) f.units[f.unitCount++] = A * n + stackPick[d];
    f.split = f.unitCount;
    for (let bits = unionAll; bits !== 0; bits &= bits - 1) {
      f.units[f.unitCount++] = B * n + (31 - Math.clz32(bits & -bits));
    }
    return STEP;
  }
  return NOTHING;
}

/** Whether cell x lies in a unit with at most two unknown cells more than the stars it needs. */
function inTightUnit(b: HintBoard, x: number): boolean {
  const { unitsOf } = b.layout;
  for (let i = x * 3; i < x * 3 + 3; i++) {
    const u = unitsOf[i];
    if (b.unknown[u] <= b.k - b.placed[u] + 2) return true;
  }
  return false;
}

/**
 * Rules 5 and 6: a cell whose star leads, by the rules up to `inner`, to a dead end is crossed;
 * then, where no star does, a cell whose cross leads to one takes a star.
 */
function lookAhead(b: HintBoard, f: Found, s: RuleScratch, rule: number, inner: number): number {
  const { cell, n } = b;
  const cells = n * n;
  const depth = s.founds.indexOf(f);
  const g = s.founds[depth + 1];
  const soonest = s.soonest && depth === 0;
  const deep = rule === DEEP_CONTRADICTION;
  let best = -1;
  for (let tryStar = 1; tryStar >= 0 && best < 0; tryStar--) {
    for (let x = 0; x < cells; x++) {
      if (cell[x] !== UNKNOWN) continue;
      // Deep tries are dear (each runs contradiction inside): only cells of a tight unit.
      if (deep && !inTightUnit(b, x)) continue;
      const mark = b.trailLen;
      if (tryStar === 1) b.starWithConsequences(x);
      else b.cross(x);
      const steps = propagate(b, s, g, inner);
      if (steps >= 0 || (best >= 0 && -steps - 1 >= f.deadSteps)) {
        b.undo(mark, NONE);
        continue;
      }
      const deadRule = g.rule;
      f.reset(rule);
      // The try's own star is not part of what follows from it.
      f.chainCount = b.starsSince(mark + (tryStar === 1 ? 1 : 0), f.chain);
      b.undo(mark, NONE);
      f.deadFrom(g);
      f.deadRule = deadRule;
      f.deadSteps = -steps - 1;
      f.cell = x;
      f.triedStar = tryStar === 1;
      if (tryStar === 1) f.crosses[f.crossCount++] = x;
      else f.stars[f.starCount++] = x;
      best = x;
      if (!soonest || f.deadSteps === 0) break;
    }
  }
  return best < 0 ? NOTHING : STEP;
}

/** Finds the first step of the rules up to strength `max` (simplest first), or a dead end. */
export function findStep(b: HintBoard, s: RuleScratch, f: Found, max: number): number {
  if (b.brokenKind !== NONE) {
    f.reset(-1);
    f.deadFromBoard(b);
    return DEAD;
  }
  // touch/full always runs: strength 0 asks for a star's direct consequences alone.
  for (let i = 0; i < LADDER.length; i++) {
    if (i > 0 && LADDER[i].strength > max) break;
    const r = LADDER[i].find(b, f, s);
    if (r !== NOTHING) return r;
  }
  return NOTHING;
}

/** Applies a found step; stars come with their direct consequences when `consequences`. */
export function applyFound(b: HintBoard, f: Found, consequences: boolean): void {
  for (let i = 0; i < f.starCount; i++) {
    const x = f.stars[i];
    if (b.cell[x] !== UNKNOWN) continue;
    if (consequences) b.starWithConsequences(x);
    else b.star(x);
  }
  for (let i = 0; i < f.crossCount; i++) {
    if (b.cell[f.crosses[i]] === UNKNOWN) b.cross(f.crosses[i]);
  }
}

/**
 * Runs the rules up to strength `max` (stars with their consequences, so touch/full has nothing
 * to do) until solved or stuck: the steps taken, or −(steps + 1) at a dead end, whose reason is
 * then in `f` (its rule is the one that found it, −1 for the board's own check).
 */
export function propagate(b: HintBoard, s: RuleScratch, f: Found, max: number): number {
  let steps = 0;
  while (true) {
    if (b.solved()) return steps;
    const r = findStep(b, s, f, max);
    if (r === DEAD) return -steps - 1;
    if (r === NOTHING) return steps;
    applyFound(b, f, true);
    steps++;
  }
}

export { CROSS, STAR, UNKNOWN };
