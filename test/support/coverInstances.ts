/**
 * Random small exact-cover instances for property tests of the cover engines' seeks and units,
 * and the plain listing those tests compare against.
 */
import fc from 'fast-check';
import { ExactCoverSearch } from '../../src/core/cover/exactCover.js';
import { makeExactCover, type ExactCoverProblem } from '../../src/core/cover/problem.js';

export interface CoverInstance {
  readonly primary: number;
  readonly secondary: number;
  readonly options: number[][];
  /** Multiplicities of the primary items, when drawn. */
  readonly mult: number[] | undefined;
}

/**
 * Up to `maxPrimary` primary items, 0–2 secondary ones, up to `maxOptions` options of 1–3 items
 * each, multiplicities 1–3 on some draws.
 */
export function coverInstanceArb(
  maxPrimary: number,
  maxOptions: number,
): fc.Arbitrary<CoverInstance> {
  return fc
    .record({
      primary: fc.integer({ min: 1, max: maxPrimary }),
      secondary: fc.integer({ min: 0, max: 2 }),
    })
    .chain(({ primary, secondary }) =>
      fc.record({
        primary: fc.constant(primary),
        secondary: fc.constant(secondary),
        options: fc.array(
          fc.uniqueArray(fc.integer({ min: 0, max: primary + secondary - 1 }), {
            minLength: 1,
            maxLength: Math.min(3, primary + secondary),
          }),
          { maxLength: maxOptions },
        ),
        mult: fc.option(
          fc.array(fc.integer({ min: 1, max: 3 }), { minLength: primary, maxLength: primary }),
          { nil: undefined },
        ),
      }),
    );
}

/** The instance as a problem: primary items p0…, secondary s0…. */
export function coverProblemOf(inst: CoverInstance): ExactCoverProblem {
  return makeExactCover(
    Array.from({ length: inst.primary }, (_, i) => `p${i}`),
    Array.from({ length: inst.secondary }, (_, i) => `s${i}`),
    inst.options,
    inst.mult,
  );
}

/**
 * Every solution of a branch (all of them by default), in the search's order, each as its
 * options joined: the listing `placer cover --list` prints.
 */
export function coverListing(
  p: ExactCoverProblem,
  fixed: readonly number[] = [],
  excluded: readonly number[] = [],
): string[] {
  const s = new ExactCoverSearch(p, { fixed, excluded });
  const out: string[] = [];
  while (s.run() === 'found') out.push(Array.from(s.solution()).join(','));
  return out;
}
