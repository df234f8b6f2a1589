/**
 * An exact-cover instance with Knuth's two extensions (DLX2 colours, DLX3 multiplicities): named
 * items, primary ones first, then secondary ones, and options, each a set of items.
 *
 * - A primary item must be covered by between `lower` and `upper` options (both 1 by default:
 *   plain exact cover; DLX3's `u:v|name`).
 * - A secondary item is covered at most once — unless every option that covers it gives it the
 *   same colour (DLX2's `name:c`): options that agree on its colour are compatible there, an
 *   uncoloured mention is exclusive.
 * - An option without any primary item never takes part in a solution (Knuth's programs branch
 *   only on primary items).
 *
 * Options are stored flat (`optionItems` sliced by `optionStart`, and `colours` parallel to
 * `optionItems`), so an instance with millions of options is a few typed arrays, not millions of
 * objects.
 */

/** How many options must cover each primary item: between lower[i] and upper[i]. */
export interface CoverBounds {
  /** Length `primary`; 0 ≤ lower[i]. */
  readonly lower: Int32Array;
  /** Length `primary`; 1 ≤ upper[i], lower[i] ≤ upper[i]. */
  readonly upper: Int32Array;
}

/** An exact-cover instance: items, options, bounds and colours (see the module's comment). */
export interface ExactCoverProblem {
  /** Item names; ids 0…primary-1 are primary, the rest secondary. */
  readonly items: readonly string[];
  readonly primary: number;
  /** Option k holds optionItems[optionStart[k] … optionStart[k+1]-1]. */
  readonly optionStart: Int32Array;
  readonly optionItems: Int32Array;
  /** Bounds of the primary items; null when each must be covered exactly once. */
  readonly bounds: CoverBounds | null;
  /**
   * The colour an option gives each of its items, parallel to `optionItems`: 0 none, c ≥ 1 the
   * colour named colourNames[c-1] (only on secondary items); null when no option has a colour.
   */
  readonly colours: Int32Array | null;
  /** Colour names, by colour number − 1 (empty without colours). */
  readonly colourNames: readonly string[];
}

/** Number of options of an instance. */
export function optionCount(p: ExactCoverProblem): number {
  return p.optionStart.length - 1;
}

/** Item ids (0-based) of option k (0-based, in input order), as a view, not a copy. */
export function optionAt(p: ExactCoverProblem, k: number): Int32Array {
  return p.optionItems.subarray(p.optionStart[k], p.optionStart[k + 1]);
}

/** The fewest options that must cover primary item i. */
export function lowerBound(p: ExactCoverProblem, i: number): number {
  return p.bounds === null ? 1 : p.bounds.lower[i];
}

/** The most options that may cover primary item i. */
export function upperBound(p: ExactCoverProblem, i: number): number {
  return p.bounds === null ? 1 : p.bounds.upper[i];
}

/**
 * The exact number of options each primary item needs, when every item's bounds are equal (null
 * when all are 1); undefined when some item has a range (u < v), which only Algorithm M takes.
 */
export function exactMultiplicities(p: ExactCoverProblem): Int32Array | null | undefined {
  const b = p.bounds;
  if (b === null) return null;
  for (let i = 0; i < p.primary; i++) if (b.lower[i] !== b.upper[i]) return undefined;
  return b.upper;
}

/** True when the instance needs Algorithm M (colours, or some item's bounds are a range). */
export function needsColoursOrRanges(p: ExactCoverProblem): boolean {
  return p.colours !== null || exactMultiplicities(p) === undefined;
}

/** An option given as item ids, with the colour each gets (0: none), as the builder takes it. */
export interface OptionSpec {
  readonly items: readonly number[];
  /** Parallel to items: colour numbers (0 none, c ≥ 1 colourNames[c-1]); omitted: none. */
  readonly colours?: readonly number[];
}

/** Everything an instance is made of, as plain lists (the builder's input). */
export interface ExactCoverSpec {
  readonly primary: readonly string[];
  readonly secondary: readonly string[];
  readonly options: readonly (readonly number[] | OptionSpec)[];
  /** Per primary item, how many options must cover it (omitted: 1…1). */
  readonly lower?: readonly number[];
  readonly upper?: readonly number[];
  readonly colourNames?: readonly string[];
}

/**
 * Builds an instance from item names and options given as item ids. Throws RangeError on
 * programming errors (an id out of range, an item twice in one option, duplicate names, a colour
 * on a primary item, bad bounds): text input is validated with line and column by dlxFormat.ts
 * before it gets here.
 */
export function buildExactCover(spec: ExactCoverSpec): ExactCoverProblem {
  const items = [...spec.primary, ...spec.secondary];
  const np = spec.primary.length;
  if (new Set(items).size !== items.length) throw new RangeError('duplicate item names');
  const colourNames = spec.colourNames ?? [];
  const options = spec.options;
  const optionStart = new Int32Array(options.length + 1);
  let size = 0;
  for (const o of options) size += isSpec(o) ? o.items.length : o.length;
  const optionItems = new Int32Array(size);
  const colours = new Int32Array(size);
  let coloured = false;
  let at = 0;
  const seen = new Int32Array(items.length).fill(-1);
  options.forEach((o, k) => {
    optionStart[k] = at;
    const ids = isSpec(o) ? o.items : o;
    const cs = isSpec(o) ? o.colours : undefined;
    if (cs !== undefined && cs.length !== ids.length) {
      throw new RangeError(`option ${k}: one colour per item is needed`);
    }
    ids.forEach((i, t) => {
      if (!Number.isInteger(i) || i < 0 || i >= items.length) {
        throw new RangeError(`option ${k}: item id ${i} out of range`);
      }
      if (seen[i] === k) throw new RangeError(`option ${k}: item ${items[i]} twice`);
      seen[i] = k;
      const c = cs?.[t] ?? 0;
      if (!Number.isInteger(c) || c < 0 || c > colourNames.length) {
        throw new RangeError(`option ${k}: colour ${c} is not one of the ${colourNames.length}`);
      }
      if (c > 0 && i < np) throw new RangeError(`option ${k}: primary item ${items[i]} coloured`);
      if (c > 0) coloured = true;
      colours[at] = c;
      optionItems[at++] = i;
    });
  });
  optionStart[options.length] = at;
  return {
    items,
    primary: np,
    optionStart,
    optionItems,
    bounds: boundsOf(np, spec.lower, spec.upper),
    colours: coloured ? colours : null,
    colourNames: coloured ? colourNames.slice() : [],
  };
}

function isSpec(o: readonly number[] | OptionSpec): o is OptionSpec {
  return !Array.isArray(o);
}

function boundsOf(
  np: number,
  lower: readonly number[] | undefined,
  upper: readonly number[] | undefined,
): CoverBounds | null {
  if (lower === undefined && upper === undefined) return null;
  const lo = lower ?? upper ?? [];
  const hi = upper ?? lower ?? [];
  if (lo.length !== np || hi.length !== np) {
    throw new RangeError('bounds need one number per primary item');
  }
  for (let i = 0; i < np; i++) {
    if (!Number.isInteger(lo[i]) || !Number.isInteger(hi[i]) || lo[i] < 0 || hi[i] < 1) {
      throw new RangeError('bounds must be whole numbers, lower ≥ 0 and upper ≥ 1');
    }
    if (lo[i] > hi[i]) throw new RangeError(`item ${i}: lower bound above the upper one`);
  }
  if (lo.every((u) => u === 1) && hi.every((v) => v === 1)) return null;
  return { lower: Int32Array.from(lo), upper: Int32Array.from(hi) };
}

/**
 * Builds a plain instance (or one whose primary items need exactly `multiplicity[i]` options)
 * from item names and options given as item ids.
 */
export function makeExactCover(
  primary: readonly string[],
  secondary: readonly string[],
  options: readonly (readonly number[])[],
  multiplicity?: readonly number[],
): ExactCoverProblem {
  if (multiplicity !== undefined && multiplicity.some((m) => !Number.isInteger(m) || m < 1)) {
    throw new RangeError('multiplicities must be whole numbers ≥ 1');
  }
  return buildExactCover({ primary, secondary, options, lower: multiplicity, upper: multiplicity });
}

/**
 * Checks a solution against the definition (independent of the engines): every primary item
 * covered within its bounds, every secondary item either covered at most once or given one
 * colour by every option that covers it, no option without a primary item, no option twice.
 * Returns null when valid, else what is wrong.
 */
export function checkExactCover(p: ExactCoverProblem, chosen: ArrayLike<number>): string | null {
  return exactCoverChecker(p)(chosen);
}

/**
 * checkExactCover for many solutions of one problem (a listing checks each one it prints): the
 * tallies are kept between calls and told apart by a stamp per call, so a check allocates
 * nothing and costs the solution's size plus one pass over the primary items, not a fresh
 * table per item and per option.
 */
export function exactCoverChecker(
  p: ExactCoverProblem,
): (chosen: ArrayLike<number>) => string | null {
  const nItems = p.items.length;
  const nOpts = optionCount(p);
  const { optionStart, optionItems, colours, primary } = p;
  // Each primary item's bounds, read once: a listing checks every primary item per solution.
  const lower = new Int32Array(primary);
  const upper = new Int32Array(primary);
  for (let i = 0; i < primary; i++) {
    lower[i] = lowerBound(p, i);
    upper[i] = upperBound(p, i);
  }
  const hits = new Int32Array(nItems);
  // Per secondary item: the colour given (−1 an uncoloured mention); valid where hitAt is now.
  const colour = new Int32Array(nItems);
  const hitAt = new Int32Array(nItems);
  const takenAt = new Int32Array(nOpts);
  let stamp = 0;
  return (chosen) => {
    if (stamp === 0x7fffffff) {
      hitAt.fill(0);
      takenAt.fill(0);
      stamp = 0;
    }
    stamp++;
    for (let t = 0; t < chosen.length; t++) {
      const k = chosen[t];
      if (!Number.isInteger(k) || k < 0 || k >= nOpts) return `option ${k} does not exist`;
      if (takenAt[k] === stamp) return `option ${k} chosen twice`;
      takenAt[k] = stamp;
      let hasPrimary = false;
      for (let s = optionStart[k]; s < optionStart[k + 1]; s++) {
        const i = optionItems[s];
        const before = hitAt[i] === stamp ? hits[i] : 0;
        hitAt[i] = stamp;
        hits[i] = before + 1;
        if (i < primary) {
          hasPrimary = true;
          continue;
        }
        const c = colours === null ? 0 : colours[s];
        if (before > 0 && (c === 0 || colour[i] !== c)) {
          return `secondary item ${p.items[i]} covered twice without one colour`;
        }
        colour[i] = c === 0 ? -1 : c;
      }
      if (!hasPrimary) return `option ${k} has no primary item`;
    }
    for (let i = 0; i < primary; i++) {
      const got = hitAt[i] === stamp ? hits[i] : 0;
      if (got < lower[i] || got > upper[i]) {
        const lo = lower[i];
        const hi = upper[i];
        const want = lo === hi ? `${lo}` : `${lo}…${hi}`;
        return `item ${p.items[i]} covered ${got} times, needs ${want}`;
      }
    }
    return null;
  };
}

/** The colour each secondary item got in a solution, by item id (absent: none given). */
export function coloursOf(p: ExactCoverProblem, chosen: ArrayLike<number>): Map<number, string> {
  const out = new Map<number, string>();
  if (p.colours === null) return out;
  for (let t = 0; t < chosen.length; t++) {
    const k = chosen[t];
    for (let s = p.optionStart[k]; s < p.optionStart[k + 1]; s++) {
      const c = p.colours[s];
      if (c > 0) out.set(p.optionItems[s], p.colourNames[c - 1]);
    }
  }
  return out;
}
