import assert from 'node:assert/strict';
import { test } from 'node:test';
import { localSpawn, newSpawnLog } from '../../../../test/support/localWorkers.js';
import { resultOf } from '../../../core/protocol.js';
import { runJob } from '../../../core/jobs.js';
import { countCoverOnPool } from './coverCount.js';
import { langfordDlx } from '../../../core/cover/langford.js';
import { latinColourDlx } from '../../../../bench/xccInstances.js';

test('the pool’s exact-cover count adds its units up to the whole count', async () => {
  const dlx = langfordDlx(7);
  const units = resultOf(runJob({ kind: 'cover-plan', dlx }), 'cover-plan').units;
  const log = newSpawnLog();
  const c = await countCoverOnPool(dlx, units, {
    spawn: localSpawn(log),
    threads: 2,
    memoEntries: 0,
  });
  assert.deepEqual([c?.partial.count, c?.done, c?.total], [52n, units.length, units.length]);
  // Each unit's count, as a cover-count job of that unit gives it.
  assert.deepEqual(
    c?.perUnit,
    units.map((id) => resultOf(runJob({ kind: 'cover-count', dlx, id }), 'cover-count').count),
  );
  assert.equal(log.terminated, log.spawned);
});

test('with a counting cache the pool counts the same, from fewer nodes, and says so', async () => {
  const dlx = latinColourDlx(4);
  const units = resultOf(runJob({ kind: 'cover-plan', dlx }), 'cover-plan').units;
  const count = (memoEntries: number) =>
    countCoverOnPool(dlx, units, { spawn: localSpawn(newSpawnLog()), threads: 2, memoEntries });
  const plain = await count(0);
  const cached = await count(1 << 12);
  assert.equal(plain?.partial.count, 576n); // Latin squares of order 4
  assert.equal(cached?.partial.count, 576n);
  assert.equal(plain?.partial.memoHits, 0);
  assert.ok((cached?.partial.memoHits ?? 0) > 0, 'the cache answered');
  assert.ok((cached?.partial.nodes ?? Infinity) < (plain?.partial.nodes ?? 0));
});
