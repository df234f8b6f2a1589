/**
 * Completing a partial placement: some queens are fixed (a partial placement, '.' for a free
 * row); find one way to fill the free rows, or count all of them. N ≤ 32, on the exhaustive
 * engine's bitboards: every row gets a preset mask of the columns it may use — a fixed row only
 * its queen's column, a free row every column no fixed queen attacks (column or diagonal, from
 * above or below) — and the usual row-by-row search runs over those masks. Free queens then can
 * never attack a fixed one, so the fixed rows are just rows with a single choice.
 *
 * Before searching, the fixed queens are checked against each other, and a free row that the
 * fixed queens attack everywhere is reported: both mean "no completion" with a reason.
 */
import { lowMask } from '../bits.js';
import { runToEnd } from '../run/drive.js';
import { progressOf, type Engine, type Progress, type RunStatus } from '../run/engine.js';
import { checkPlacement } from './check.js';
import { countRows } from './count.js';
import { SolutionStream } from './enumerate.js';
import type { AttackingPair, Placement } from './placement.js';
import { choices, fullSpace, type Space } from './space.js';

/** Largest N completions are searched for (32-bit bitboards). */
export const MAX_COMPLETE_N = 32;

/** Why there is no completion without searching, or the preset search space. */
export type CompletionSetup =
  | { readonly kind: 'conflict'; readonly pairs: readonly AttackingPair[]; readonly total: bigint }
  | { readonly kind: 'blocked'; readonly row: number }
  | { readonly kind: 'space'; readonly space: Space };

/** The fixed queens' own conflicts, or the preset masks of every row. */
export function prepareCompletion(fixed: Placement): CompletionSetup {
  const n = fixed.n;
  if (n < 1 || n > MAX_COMPLETE_N) throw new RangeError(`complete needs 1 ≤ N ≤ 32: ${n}`);
  const report = checkPlacement(fixed, { limit: 10 });
  if (report.pairs > 0n) return { kind: 'conflict', pairs: report.sample, total: report.pairs };
  const mask = lowMask(n);
  const allowed = new Int32Array(n).fill(mask);
  for (let fr = 0; fr < n; fr++) {
    const fc = fixed.cols[fr];
    if (fc < 0) continue;
    for (let y = 0; y < n; y++) {
      if (y === fr) continue;
      const dy = Math.abs(y - fr);
      let hit = 1 << fc;
      if (fc + dy < n) hit |= 1 << (fc + dy);
      if (fc - dy >= 0) hit |= 1 << (fc - dy);
      allowed[y] &= ~hit;
    }
  }
  for (let y = 0; y < n; y++) {
    const fc = fixed.cols[y];
    if (fc >= 0) allowed[y] = 1 << fc;
    else if (allowed[y] === 0) return { kind: 'blocked', row: y };
  }
  return { kind: 'space', space: { ...fullSpace(n), allowed } };
}

/** The first completion in lexicographic order (0-based cols), or null when there is none. */
export function findCompletion(space: Space): Int32Array | null {
  const found = new SolutionStream(space.n, { allowed: space.allowed }).next();
  return found === null ? null : found.slice();
}

/** A piece of a completion count: the columns of the first rows, chosen. */
export interface CompletionPart {
  readonly prefix: readonly number[];
}

/**
 * Splits the search into parts (the first `depth` rows chosen every possible way), so that a
 * long count can report progress and be cancelled between parts.
 */
export function planCompletion(space: Space, depth: number): CompletionPart[] {
  const n = space.n;
  const d = Math.max(0, Math.min(depth, n - 2));
  const out: CompletionPart[] = [];
  const prefix: number[] = [];
  const rec = (l: number, dm: number, r: number): void => {
    if (prefix.length === d) {
      out.push({ prefix: prefix.slice() });
      return;
    }
    let f = choices(space, prefix.length, l, dm, r);
    while (f !== 0) {
      const bit = f & -f;
      f ^= bit;
      prefix.push(31 - Math.clz32(bit));
      rec((l | bit) << 1, dm | bit, (r | bit) >>> 1);
      prefix.pop();
    }
  };
  rec(0, 0, 0);
  return out;
}

/** Completions of one part. */
export function countPart(space: Space, part: CompletionPart): number {
  let l = 0;
  let d = 0;
  let r = 0;
  for (const c of part.prefix) {
    const bit = 1 << c;
    l = (l | bit) << 1;
    d |= bit;
    r = (r | bit) >>> 1;
  }
  return countRows(space.allowed, part.prefix.length, l, d, r);
}

/** Rows chosen up front when a count is split into parts: enough parts for steady progress. */
export function defaultCompletionDepth(n: number): number {
  return n <= 10 ? 0 : n <= 14 ? 1 : n <= 18 ? 2 : 3;
}

/**
 * A completion count in parts, as an Engine (engine.ts): `run(budget)` counts up to `budget` more
 * parts (see planCompletion) and says 'done' once every part is counted; progress() gives the
 * parts done of all, and the completions found so far (exact).
 */
export class CompletionCount implements Engine {
  readonly parts: readonly CompletionPart[];
  /** Parts counted so far. */
  done = 0;
  /** Completions in the parts counted so far (exact). */
  completions = 0n;

  constructor(
    private readonly space: Space,
    depth = defaultCompletionDepth(space.n),
  ) {
    this.parts = planCompletion(space, depth);
  }

  /** Every part is counted: `completions` is the number of completions. */
  get complete(): boolean {
    return this.done === this.parts.length;
  }

  run(budget: number): RunStatus {
    const end = Math.min(this.parts.length, this.done + budget);
    for (; this.done < end; this.done++) {
      this.completions += BigInt(countPart(this.space, this.parts[this.done]));
    }
    return this.complete ? 'done' : 'paused';
  }

  progress(): Progress {
    const total = this.parts.length;
    return progressOf(this.done, 'parts', {
      done: this.done,
      total,
      fraction: total === 0 ? 1 : this.done / total,
      found: this.completions,
    });
  }
}

/** Counts every completion (exact), on this thread. */
export function countCompletions(space: Space): bigint {
  const count = new CompletionCount(space);
  runToEnd(count);
  return count.completions;
}
