import assert from 'node:assert/strict';
import { test } from 'node:test';
import { localSpawn, newSpawnLog } from '../../../../test/support/localWorkers.js';
import { resultOf } from '../../../core/protocol.js';
import { runJob } from '../../../core/jobs.js';
import { countCoverOnPool } from './coverCount.js';
import { langfordDlx } from '../../../core/cover/langford.js';

test('the pool’s exact-cover count adds its units up to the whole count', async () => {
  const dlx = langfordDlx(7);
  const units = resultOf(runJob({ kind: 'cover-plan', dlx }), 'cover-plan').units;
  const log = newSpawnLog();
  const c = await countCoverOnPool(dlx, units, { spawn: localSpawn(log), threads: 2 });
  assert.deepEqual([c?.partial.count, c?.done, c?.total], [52n, units.length, units.length]);
  // Each unit's count, as a cover-count job of that unit gives it.
  assert.deepEqual(
    c?.perUnit,
    units.map((id) => resultOf(runJob({ kind: 'cover-count', dlx, id }), 'cover-count').count),
  );
  assert.equal(log.terminated, log.spawned);
});
