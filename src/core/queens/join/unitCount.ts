/**
 * The join count as units (run/unitCount.ts): the units of join/units.ts, their totals summed
 * exactly, the `symmetric` unit's F90 and F180 kept beside them. The fundamental count and the
 * classes exist only for the whole: `joinQueensCount` gives them by Burnside's lemma once every
 * unit is in (a part of the total has no fundamental count of its own).
 */
import { expectKind } from '../../run/job.js';
import type { Fields, UnitCount } from '../../run/unitCount.js';
import type { QueensCount } from '../count.js';
import type { QueensJoinJob, QueensJoinResult } from '../jobTypes.js';
import { fundamentalByBurnside, orbitsByBurnside, type SymmetricCounts } from '../symmetric.js';
import type { JoinTally } from './units.js';

/** A join count so far: the total of the units in, and F90/F180 once their unit is in. */
export interface JoinCount {
  readonly n: number;
  readonly total: bigint;
  readonly symmetric: SymmetricCounts | null;
}

/** Units per queue entry: a join unit takes ~1–100 ms from N = 17 on. */
const JOIN_BATCH = 4;

const DECIMAL = /^[0-9]{1,30}$/;

function decimal(x: unknown): bigint | null {
  return typeof x === 'string' && DECIMAL.test(x) ? BigInt(x) : null;
}

/** A unit's answer as its tally. */
export function joinTallyOf(n: number, r: QueensJoinResult): JoinTally {
  if (r.total !== undefined) return { total: BigInt(r.total) };
  return { symmetric: { n, f90: BigInt(r.f90 ?? '0'), f180: BigInt(r.f180 ?? '0') } };
}

/** The total, fundamental and classes of a finished join count (null while a unit is missing). */
export function joinQueensCount(c: JoinCount, complete: boolean): QueensCount | null {
  if (!complete || c.symmetric === null) return null;
  return {
    n: c.n,
    total: c.total,
    fundamental: fundamentalByBurnside(c.total, c.symmetric),
    orbits: orbitsByBurnside(c.total, c.symmetric),
  };
}

/** The count of N queens by the join over the unit ids given, in the order to run them. */
export function queensJoinUnitCount(
  n: number,
  ids: readonly string[],
): UnitCount<QueensJoinJob, JoinTally, JoinCount> {
  return {
    units: ids.map((id) => ({ id, job: { kind: 'queens-join', n, id } })),
    unitOf: (r) => joinTallyOf(n, expectKind<QueensJoinResult>(r, 'queens-join')),
    zero: () => ({ n, total: 0n, symmetric: null }),
    add: (c, t) =>
      'total' in t ? { ...c, total: c.total + t.total } : { ...c, symmetric: t.symmetric },
    toRecord: (t) =>
      'total' in t
        ? { total: String(t.total) }
        : { f90: String(t.symmetric.f90), f180: String(t.symmetric.f180) },
    fromRecord: (rec: Fields) => {
      const total = decimal(rec.total);
      if (total !== null) return { total };
      const f90 = decimal(rec.f90);
      const f180 = decimal(rec.f180);
      return f90 !== null && f180 !== null ? { symmetric: { n, f90, f180 } } : null;
    },
    header: () => ({
      kind: 'placer-queens-join',
      // 2: even N's units fold by the long diagonals (join.ts classWeights), counting other parts.
      version: 2,
      fields: { n, units: ids.length },
    }),
    key: () => `queens-join-${n}`,
    batch: JOIN_BATCH,
  };
}
