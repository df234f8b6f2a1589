/**
 * Random small exact-cover instances for property tests of the cover engines' seeks and units
 * (plain, exact multiplicities, ranges of multiplicities, colours), and the listing those tests
 * compare against.
 */
import fc from 'fast-check';
import { coverSearch } from '../../src/core/cover/coverSearch.js';
import type { CoverBranch } from '../../src/core/cover/exactCover.js';
import { buildExactCover, type ExactCoverProblem } from '../../src/core/cover/problem.js';

export interface CoverInstance {
  readonly primary: number;
  readonly secondary: number;
  readonly options: number[][];
  /** Bounds (lower, upper) of the primary items, when drawn. */
  readonly bounds: [number, number][] | undefined;
  /** Per option, per item, a colour 0 (none) to 2, used on secondary items, when drawn. */
  readonly colours: number[][] | undefined;
}

export interface CoverInstanceShape {
  /** Draw exact multiplicities 1–3 (lower = upper) on some draws. */
  readonly exact?: boolean;
  /** Draw ranges of multiplicities (lower 0–2, upper up to 3) on some draws. */
  readonly ranges?: boolean;
  /** Draw colours on secondary items on some draws. */
  readonly colours?: boolean;
}

/**
 * Up to `maxPrimary` primary items, 0–2 secondary ones, up to `maxOptions` options of 1–3 items
 * each (up to `maxItems`), and bounds or colours on some draws as `shape` asks (default: exact
 * multiplicities only).
 */
export function coverInstanceArb(
  maxPrimary: number,
  maxOptions: number,
  shape: CoverInstanceShape = { exact: true },
  maxItems = 3,
): fc.Arbitrary<CoverInstance> {
  const boundArb = (primary: number): fc.Arbitrary<[number, number][]> => {
    const exact = fc.integer({ min: 1, max: 3 }).map((m): [number, number] => [m, m]);
    const range = fc
      .tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 2 }))
      .map(([u, d]): [number, number] => [u, Math.max(1, u + d)]);
    const one = shape.ranges ? (shape.exact ? fc.oneof(exact, range) : range) : exact;
    return fc.array(one, { minLength: primary, maxLength: primary });
  };
  return fc
    .record({
      primary: fc.integer({ min: 1, max: maxPrimary }),
      secondary: fc.integer({ min: 0, max: 2 }),
    })
    .chain(({ primary, secondary }) =>
      fc
        .array(
          fc.uniqueArray(fc.integer({ min: 0, max: primary + secondary - 1 }), {
            minLength: 1,
            maxLength: Math.min(maxItems, primary + secondary),
          }),
          { maxLength: maxOptions },
        )
        .chain((options) =>
          fc.record({
            primary: fc.constant(primary),
            secondary: fc.constant(secondary),
            options: fc.constant(options),
            bounds:
              shape.exact || shape.ranges
                ? fc.option(boundArb(primary), { nil: undefined })
                : fc.constant(undefined),
            colours: shape.colours
              ? fc.option(
                  fc.tuple(
                    ...options.map((o) =>
                      fc.array(fc.integer({ min: 0, max: 2 }), {
                        minLength: o.length,
                        maxLength: o.length,
                      }),
                    ),
                  ),
                  { nil: undefined },
                )
              : fc.constant(undefined),
          }),
        ),
    );
}

/** The instance as a problem: primary items p0…, secondary s0…, colours a and b. */
export function coverProblemOf(inst: CoverInstance): ExactCoverProblem {
  return buildExactCover({
    primary: Array.from({ length: inst.primary }, (_, i) => `p${i}`),
    secondary: Array.from({ length: inst.secondary }, (_, i) => `s${i}`),
    options: inst.options.map((items, k) => ({
      items,
      colours: items.map((i, t) => (i < inst.primary ? 0 : (inst.colours?.[k][t] ?? 0))),
    })),
    lower: inst.bounds?.map(([u]) => u),
    upper: inst.bounds?.map(([, v]) => v),
    colourNames: ['a', 'b'],
  });
}

/**
 * Every solution of a branch (all of them by default), in the search's order, each as its
 * options joined: the listing `placer cover --list` prints.
 */
export function coverListing(
  p: ExactCoverProblem,
  branch: CoverBranch = { fixed: [], excluded: [] },
): string[] {
  const s = coverSearch(p, branch);
  const out: string[] = [];
  while (s.run() === 'found') out.push(Array.from(s.solution()).join(','));
  return out;
}

/** Bell numbers: the ways to cut a set of n into blocks (the Bell triangle). */
export function bell(n: number): bigint {
  let row = [1n];
  for (let i = 0; i < n; i++) {
    const next = [row[row.length - 1]];
    for (const x of row) next.push(next[next.length - 1] + x);
    row = next;
  }
  return row[0];
}
