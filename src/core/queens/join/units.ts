/**
 * The join count split into units with stable ids (docs/queens-join.md), for every face:
 *
 * - `r<north>` (even N) or `m<a>.<b>-r<north>` (odd N): the solutions of one start (setup.ts:
 *   the middle queens at (m, a) and (b, m)) whose east rows have the north part `north`, a bit
 *   mask of local rows; its count already multiplied by the start's orbit size;
 * - `symmetric`: F90 and F180 (symmetric.ts), from which Burnside's lemma gives the fundamental
 *   count and the classes once the total is known.
 *
 * A worker keeps the last N's quadrant table (the one large structure) between units.
 */
import { popcount } from '../../bits.js';
import { PlacerError } from '../../errors.js';
import type { QueensCount } from '../count.js';
import {
  countSymmetric,
  fundamentalByBurnside,
  orbitsByBurnside,
  type SymmetricCounts,
} from '../symmetric.js';
import { classWeights, foldWeight, Joiner, SOUTH_TABLES_MAX_H } from './join.js';
import { loadDisjointKernel } from './kernel.js';
import { MAX_QUADRANT, QUADRANT_ENTRIES, quadrantBytes, quadrantTable } from './quadrants.js';
import { joinStarts, type JoinStart } from './setup.js';

/** The smallest N the join takes (four quadrants of side 2). */
export const MIN_JOIN_N = 4;
/** The largest, by its tables (a quadrant of side 11 takes 534 MB). */
export const MAX_JOIN_N = 2 * MAX_QUADRANT + 1;

/** The id of the unit that counts F90 and F180. */
export const SYMMETRIC_UNIT = 'symmetric';

function checkJoinN(n: number): void {
  if (!Number.isInteger(n) || n < MIN_JOIN_N || n > MAX_JOIN_N) {
    throw new PlacerError(
      'out-of-range',
      `the join counts N = ${MIN_JOIN_N}…${MAX_JOIN_N}, got ${String(n)}`,
    );
  }
}

function startId(st: JoinStart): string {
  return st.a < 0 ? '' : `m${st.a}.${st.b}-`;
}

/** Whether some split of the rows of `start` with this north part is counted. */
function unitHasWork(st: JoinStart, north: number): boolean {
  const need = popcount(st.colsE) - popcount(north);
  if (need < 0 || need > popcount(st.rowsS)) return false;
  if (!st.fold) return true;
  const weights = new Int32Array(4);
  for (let south = st.rowsS; ; south = (south - 1) & st.rowsS) {
    if (popcount(south) === need) {
      if (
        st.diagonals
          ? classWeights(st, north, south, weights) !== null
          : foldWeight(st, north, south) > 0
      ) {
        return true;
      }
    }
    if (south === 0) return false;
  }
}

/** The units of N's join count: `symmetric` first, then every start's north parts in order. */
export function joinUnitIds(n: number): string[] {
  checkJoinN(n);
  const ids = [SYMMETRIC_UNIT];
  for (const st of joinStarts(n)) {
    for (let north = 0; north < 1 << st.h; north++) {
      if ((north & ~st.rowsN) === 0 && unitHasWork(st, north)) {
        ids.push(`${startId(st)}r${north}`);
      }
    }
  }
  return ids;
}

/** What one unit counted: a part of the total, or the symmetric solutions. */
export type JoinTally = { readonly total: bigint } | { readonly symmetric: SymmetricCounts };

/** The table and working state of the last N counted here. */
let kept: { n: number; joiner: Joiner; starts: Map<string, JoinStart> } | null = null;

function joinerFor(n: number): { joiner: Joiner; starts: Map<string, JoinStart> } {
  if (kept === null || kept.n !== n) {
    kept = null;
    const starts = new Map(joinStarts(n).map((st) => [startId(st), st]));
    kept = { n, joiner: new Joiner(quadrantTable(n >> 1), loadDisjointKernel()), starts };
  }
  return kept;
}

/** One unit's count, by its id (a bad id is the project's error naming it). */
export function countJoinUnit(n: number, id: string): JoinTally {
  checkJoinN(n);
  if (id === SYMMETRIC_UNIT) return { symmetric: countSymmetric(n) };
  const m = /^(m\d+\.\d+-)?r(\d+)$/.exec(id);
  const { joiner, starts } = joinerFor(n);
  const st = m ? starts.get(m[1] ?? '') : undefined;
  const north = m ? Number(m[2]) : -1;
  if (!st || north >= 1 << st.h || (north & ~st.rowsN) !== 0) {
    throw new PlacerError('bad-unit', `no unit "${id}" in the join count of N = ${n}`);
  }
  return { total: BigInt(joiner.countUnit(st, north)) * BigInt(st.weight) };
}

/**
 * The peak memory of a join of N on `threads` worker threads, in bytes, as the whole process
 * measures it: the main thread (~64 MiB of Node and the command), and per worker its own
 * isolate (~48 MiB) with the quadrant table, the start's two south tables (join.ts; up to
 * SOUTH_TABLES_MAX_H, each at most the table's size), there also the kernel's copy of the
 * table's masks (kernelHalves.ts), and the halves and bit-sliced lists of the largest row split
 * (under a tenth of the tables from N = 18 on). Measured peaks are in docs/queens-join.md.
 */
export function joinProcessBytes(n: number, threads: number): number {
  checkJoinN(n);
  return 64 * 2 ** 20 + threads * joinThreadBytes(n);
}

/** What one worker of a join of N adds to the process (see joinProcessBytes). */
export function joinThreadBytes(n: number): number {
  checkJoinN(n);
  const h = n >> 1;
  const kept = h <= SOUTH_TABLES_MAX_H;
  const tables = quadrantBytes(h) * (kept ? 3 : 1) + (kept ? 8 * QUADRANT_ENTRIES[h] : 0);
  return Math.round(tables * 1.1) + 48 * 2 ** 20;
}

/**
 * The whole count of N by the join on this thread: every unit in plan order, then the
 * fundamental count and the classes by Burnside's lemma (the library's `method: 'join'`).
 */
export function countQueensJoin(n: number): QueensCount {
  let total = 0n;
  let symmetric: SymmetricCounts | null = null;
  for (const id of joinUnitIds(n)) {
    const t = countJoinUnit(n, id);
    if ('total' in t) total += t.total;
    else symmetric = t.symmetric;
  }
  if (symmetric === null) throw new Error('the join plan has no symmetric unit');
  return {
    n,
    total,
    fundamental: fundamentalByBurnside(total, symmetric),
    orbits: orbitsByBurnside(total, symmetric),
  };
}
