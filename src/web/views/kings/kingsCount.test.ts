import assert from 'node:assert/strict';
import { test } from 'node:test';
import { localSpawn, newSpawnLog, slicedBody } from '../../../../test/support/localWorkers.js';
import { countKings } from '../../../core/kings/search.js';
import { countFamilyOnPool } from '../../state/familyCount.js';
import type { CountProgress } from '../../../core/run/unitCount.js';
import { kingsUnitCount, type KingsCount } from '../../../core/kings/unitCount.js';

test('the page’s kings count on two workers is the count, its progress adds up', async () => {
  const board = { rows: 6, cols: 7, kings: 9 };
  const log = newSpawnLog();
  const seen: CountProgress<KingsCount>[] = [];
  const s = await countFamilyOnPool(kingsUnitCount(board), {
    spawn: localSpawn(log, slicedBody),
    threads: 2,
    onProgress: (p) => seen.push(p),
  });
  assert.ok(s !== null);
  assert.equal(s.count, BigInt(countKings(board)));
  const last = seen.at(-1);
  assert.ok(last !== undefined && last.done === last.total);
  assert.deepEqual(last.partial, s);
  assert.deepEqual(
    seen.map((p) => p.done),
    Array.from({ length: last.total + 1 }, (_, i) => i),
  );
  assert.ok(log.jobs.every((j) => j.kind === 'kings-count'));
});

test('a cancelled kings count resolves null', async () => {
  const ac = new AbortController();
  ac.abort();
  const s = await countFamilyOnPool(kingsUnitCount({ rows: 4, cols: 4, kings: 2 }), {
    spawn: localSpawn(newSpawnLog()),
    threads: 1,
    signal: ac.signal,
  });
  assert.equal(s, null);
});
