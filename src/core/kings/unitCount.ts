/**
 * The kings count as units (run/unitCount.ts): one unit per first row's mask. A unit's count is
 * at most the placements of one board (below 2^53 for every board up to MAX_KINGS_SIDE), the
 * sum is exact (bigint).
 */
import { expectKind } from '../run/job.js';
import { nodesCounting, type NodesCount, type UnitCount } from '../run/unitCount.js';
import { rowMasks, type KingsBoard } from './board.js';
import type { KingsCountJob, KingsCountResult } from './jobTypes.js';

/** A count of some units: solutions (placements) and nodes. */
export type KingsCount = NodesCount;

/** The kings count as units, one per first row's mask, for a pool of workers or the CLI. */
export function kingsUnitCount(
  board: KingsBoard,
): UnitCount<KingsCountJob, KingsCount, KingsCount> {
  const firsts = Array.from(rowMasks(board.cols));
  return {
    units: firsts.map((first) => ({ id: `r${first}`, job: { kind: 'kings-count', board, first } })),
    unitOf: (r) => {
      const c = expectKind<KingsCountResult>(r, 'kings-count');
      return { count: BigInt(c.count), nodes: c.nodes };
    },
    ...nodesCounting,
    header: () => ({ kind: 'placer-kings-count', version: 1, fields: { ...board } }),
    key: () => `kings-${board.rows}x${board.cols}-${board.kings}`,
  };
}
