/**
 * The regions count as units (run/unitCount.ts): one unit per way to put the first row's k
 * stars (columns ascending, no two side by side, none on a blocked cell), in lexicographic
 * order, so the units in order, each listed in the rows order, are the whole listing in order.
 * A unit's count is a number (a search that ends visits fewer than 2^53 nodes); checkpoints
 * keep it as a decimal string and the sum is a bigint.
 */
import { digest } from '../digest.js';
import { expectKind } from '../run/job.js';
import { nodesCounting, type NodesCount, type UnitCount } from '../run/unitCount.js';
import type { RegionsPuzzle } from './puzzle.js';
import { printRegions } from './puzzle.js';
import { firstRows, regionsUnitId } from './firstRows.js';
import type { RegionsCountJob, RegionsCountResult } from './jobTypes.js';

/** A count of some units: solutions (placements) and nodes. */
export type RegionsCount = NodesCount;

/** A grid's count as units: one per first row (firstRows), each a regions-count job. */
export function regionsUnitCount(
  p: RegionsPuzzle,
): UnitCount<RegionsCountJob, RegionsCount, RegionsCount> {
  const grid = printRegions(p);
  return {
    units: firstRows(p).map((first) => ({
      id: regionsUnitId(first),
      job: { kind: 'regions-count', grid, stars: p.stars, first },
    })),
    unitOf: (r) => {
      const c = expectKind<RegionsCountResult>(r, 'regions-count');
      return { count: BigInt(c.count), nodes: c.nodes };
    },
    ...nodesCounting,
    header: () => ({
      kind: 'placer-regions-count',
      version: 1,
      fields: { grid, stars: p.stars },
    }),
    key: (header) => `regions-${digest(JSON.stringify(header)).slice(7)}`,
  };
}
