import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkUnitCount } from '../../../test/support/unitCountContract.js';
import { countExactCover } from '../cover/coverSearch.js';
import { coverUnitIds } from '../cover/coverUnits.js';
import { coverUnitCount } from '../cover/unitCount.js';
import { parseDlx } from '../cover/dlxFormat.js';
import { queensDlx } from '../queens/exactCover.js';
import { countQueens, defaultSplitRows, planCount } from '../queens/count.js';
import { queensUnitCount } from '../queens/unitCount.js';
import { tilingProblemFromSpec, type TilingSpec } from '../tiling/spec.js';
import { countTilings } from '../tiling/tile.js';
import { tilingUnitCount } from '../tiling/unitCount.js';
import { tilingUnitIds } from '../tiling/units.js';

test('queens: the subproblems of N = 9 add up to countQueens(9), records round-trip', () => {
  const ids = planCount(9).map((s) => s.id);
  checkUnitCount(() => queensUnitCount(9, defaultSplitRows(9), ids), countQueens(9));
});

test('tilings: the units of 5×6 L/P/Y pentominoes add up to countTilings', () => {
  const spec: TilingSpec = {
    region: '5x6',
    pieces: { set: 'pentominoes' },
    select: ['L=*', 'P=*', 'Y=*'],
  };
  const problem = tilingProblemFromSpec(spec);
  const { total, distinct, orbits } = countTilings(problem);
  const settings = { symmetry: 'break', engine: 'auto', memoEntries: 0 } as const;
  // Nodes depend on the split; the counts do not.
  checkUnitCount(
    () => tilingUnitCount(spec, tilingUnitIds(problem, settings), settings),
    { total, distinct, orbits },
    (c) => ({
      total: c.total,
      distinct: c.distinct,
      orbits: c.orbits,
    }),
  );
});

test('exact cover: the units of 7-queens as DLX add up to countExactCover', () => {
  const dlx = queensDlx(7);
  const { problem } = parseDlx(dlx, 'queens7.dlx');
  const whole = countExactCover(problem).count;
  checkUnitCount(
    () => coverUnitCount(dlx, coverUnitIds(problem), 0),
    whole,
    (c) => c.count,
  );
});

test('exact cover: a unit’s record keeps its cache, kernel and split figures, and reads older ones', () => {
  const d = coverUnitCount(queensDlx(5), [0], 1 << 10);
  const c = { count: 12n, nodes: 40, memoHits: 3, memoDropped: 1, wasmUnits: 1, splits: 2 };
  assert.deepEqual(d.fromRecord(d.toRecord(c)), c);
  // A checkpoint written before the fields existed: no unit dropped its cache, ran in the
  // kernel or split.
  assert.deepEqual(d.fromRecord({ count: '12', nodes: 40, memoHits: 3 }), {
    ...c,
    memoDropped: 0,
    wasmUnits: 0,
    splits: 0,
  });
  assert.equal(d.fromRecord({ count: '12', nodes: 40, memoHits: 3, memoDropped: 'yes' }), null);
  assert.equal(d.fromRecord({ count: '12', nodes: 40, memoHits: 3, wasmUnits: 0.5 }), null);
  assert.equal(d.fromRecord({ count: '12', nodes: 40, memoHits: 3, splits: -1.5 }), null);
});
