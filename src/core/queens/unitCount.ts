/**
 * The N-Queens count as units (run/unitCount.ts): one unit per subproblem of the plan
 * (count.ts planCount), its answer the classes it holds by orbit size, summed exactly.
 */
import { expectKind } from '../run/job.js';
import type { Fields, UnitCount } from '../run/unitCount.js';
import { defaultSplitRows, type ClassTally, type QueensCount } from './count.js';
import type { QueensCountJob, QueensCountResult } from './jobTypes.js';

/** The count of no subproblem of N. */
export function zeroQueensCount(n: number): QueensCount {
  return { n, total: 0n, fundamental: 0n, orbits: { 1: 0n, 2: 0n, 4: 0n, 8: 0n } };
}

/** A count with one more subproblem's classes. */
export function addTally(c: QueensCount, t: ClassTally): QueensCount {
  const c1 = c.orbits[1] + BigInt(t.c1);
  const c2 = c.orbits[2] + BigInt(t.c2);
  const c4 = c.orbits[4] + BigInt(t.c4);
  const c8 = c.orbits[8] + BigInt(t.c8);
  return {
    n: c.n,
    total: c1 + 2n * c2 + 4n * c4 + 8n * c8,
    fundamental: c1 + c2 + c4 + c8,
    orbits: { 1: c1, 2: c2, 4: c4, 8: c8 },
  };
}

const TALLY_FIELDS = ['c1', 'c2', 'c4', 'c8'] as const;

/**
 * Units per queue entry for a count: about 50 ms of work each, so that the queue's own cost per
 * entry (a few BullMQ and Redis round trips, ~1–2 ms of CPU) stays a few percent. A constellation
 * takes about 1.5 ms at N = 17 and grows ~5× per N (7× per N in all, over 1.35× more of them);
 * each pre-placed row divides it by about N - 5.
 */
export function queueBatch(n: number, extraRows: number): number {
  const unitMs = (1.5 * 5 ** (n - 17)) / Math.max(1, n - 5) ** extraRows;
  return Math.max(1, Math.min(64, Math.ceil(50 / unitMs)));
}

/** The job key of a count in the queue: `queens-N`, with the split when it is not N's default. */
export function queueKey(n: number, extraRows: number): string {
  return extraRows === defaultSplitRows(n) ? `queens-${n}` : `queens-${n}-split${extraRows}`;
}

/**
 * The count of N queens over the subproblem ids given, in the order to run them (the plan of
 * planCount(n, extraRows), in whatever order the face chose).
 */
export function queensUnitCount(
  n: number,
  extraRows: number,
  ids: readonly string[],
): UnitCount<QueensCountJob, ClassTally, QueensCount> {
  return {
    units: ids.map((id) => ({ id, job: { kind: 'queens-count', n, id } })),
    unitOf: (r) => expectKind<QueensCountResult>(r, 'queens-count').tally,
    zero: () => zeroQueensCount(n),
    add: addTally,
    toRecord: (t) => ({ c1: t.c1, c2: t.c2, c4: t.c4, c8: t.c8 }),
    fromRecord: (rec: Fields) => {
      const ok = TALLY_FIELDS.every((k) => Number.isSafeInteger(rec[k]) && (rec[k] as number) >= 0);
      return ok ? ({ c1: rec.c1, c2: rec.c2, c4: rec.c4, c8: rec.c8 } as ClassTally) : null;
    },
    header: () => ({
      kind: 'placer-queens-count',
      version: 1,
      fields: { n, extraRows, subproblems: ids.length },
    }),
    key: () => queueKey(n, extraRows),
    batch: queueBatch(n, extraRows),
  };
}
