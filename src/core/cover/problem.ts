/**
 * An exact-cover instance: named items, primary ones first (each must be covered exactly
 * `multiplicity` times, once by default) then secondary ones (covered at most once), and options,
 * each a set of items. An option without any primary item never takes part in a solution
 * (Algorithm X only branches on primary items, as in Knuth's dlx1). Options are stored flat (`optionItems` sliced by `optionStart`), so an
 * instance with millions of options is a few typed arrays, not millions of objects.
 */
export interface ExactCoverProblem {
  /** Item names; ids 0…primary-1 are primary, the rest secondary. */
  readonly items: readonly string[];
  readonly primary: number;
  /** Option k holds optionItems[optionStart[k] … optionStart[k+1]-1]. */
  readonly optionStart: Int32Array;
  readonly optionItems: Int32Array;
  /**
   * Exact number of options that must cover each primary item (length `primary`); null when
   * every primary item is covered exactly once (plain exact cover).
   */
  readonly multiplicity: Int32Array | null;
}

/** Number of options of an instance. */
export function optionCount(p: ExactCoverProblem): number {
  return p.optionStart.length - 1;
}

/** Item ids (0-based) of option k (0-based, in input order), as a view, not a copy. */
export function optionAt(p: ExactCoverProblem, k: number): Int32Array {
  return p.optionItems.subarray(p.optionStart[k], p.optionStart[k + 1]);
}

/**
 * Builds an instance from item names and options given as item ids. Throws RangeError on
 * programming errors (an id out of range, an item twice in one option, duplicate names): text
 * input is validated with line and column by dlxFormat.ts before it gets here.
 */
export function makeExactCover(
  primary: readonly string[],
  secondary: readonly string[],
  options: readonly (readonly number[])[],
  multiplicity?: readonly number[],
): ExactCoverProblem {
  const items = [...primary, ...secondary];
  if (new Set(items).size !== items.length) throw new RangeError('duplicate item names');
  const optionStart = new Int32Array(options.length + 1);
  let size = 0;
  for (const o of options) size += o.length;
  const optionItems = new Int32Array(size);
  let at = 0;
  const seen = new Int32Array(items.length).fill(-1);
  options.forEach((o, k) => {
    optionStart[k] = at;
    for (const i of o) {
      if (!Number.isInteger(i) || i < 0 || i >= items.length) {
        throw new RangeError(`option ${k}: item id ${i} out of range`);
      }
      if (seen[i] === k) throw new RangeError(`option ${k}: item ${items[i]} twice`);
      seen[i] = k;
      optionItems[at++] = i;
    }
  });
  optionStart[options.length] = at;
  let mult: Int32Array | null = null;
  if (multiplicity !== undefined) {
    if (multiplicity.length !== primary.length) {
      throw new RangeError('multiplicity needs one count per primary item');
    }
    if (multiplicity.some((m) => !Number.isInteger(m) || m < 1)) {
      throw new RangeError('multiplicities must be whole numbers ≥ 1');
    }
    if (multiplicity.some((m) => m !== 1)) mult = Int32Array.from(multiplicity);
  }
  return { items, primary: primary.length, optionStart, optionItems, multiplicity: mult };
}

/**
 * Checks a solution against the definition (independent of the engine): every primary item
 * covered exactly its multiplicity, every secondary item at most once, no option without a
 * primary item. Returns null when valid, else what is wrong.
 */
export function checkExactCover(p: ExactCoverProblem, chosen: ArrayLike<number>): string | null {
  const hits = new Int32Array(p.items.length);
  for (let t = 0; t < chosen.length; t++) {
    const k = chosen[t];
    if (k < 0 || k >= optionCount(p)) return `option ${k} does not exist`;
    const items = optionAt(p, k);
    if (!items.some((i) => i < p.primary)) return `option ${k} has no primary item`;
    for (const i of items) hits[i]++;
  }
  for (let i = 0; i < p.items.length; i++) {
    const want = i < p.primary ? (p.multiplicity?.[i] ?? 1) : -1;
    if (want >= 0 && hits[i] !== want) {
      return `item ${p.items[i]} covered ${hits[i]} times, needs ${want}`;
    }
    if (want < 0 && hits[i] > 1) return `secondary item ${p.items[i]} covered ${hits[i]} times`;
  }
  return null;
}
