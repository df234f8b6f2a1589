import assert from 'node:assert/strict';
import { test } from 'node:test';
import { localSpawn, newSpawnLog, slicedBody } from '../../../../test/support/localWorkers.js';
import { parseRegions } from '../../../core/regions/puzzle.js';
import { countRegions } from '../../../core/regions/search.js';
import { countFamilyOnPool } from '../../state/familyCount.js';
import type { CountProgress } from '../../../core/run/unitCount.js';
import { regionsUnitCount, type RegionsCount } from '../../../core/regions/unitCount.js';

// Two regions per pair of rows leave many solutions: a count with several units that add up.
const LOOSE = parseRegions(['AAAAAA', 'BBBBBB', 'CCCCCC', 'DDDDDD', 'EEEEEE', 'FFFFFF'].join('\n'));

test('the page’s regions count on two workers is the count, its progress adds up', async () => {
  const log = newSpawnLog();
  const seen: CountProgress<RegionsCount>[] = [];
  const s = await countFamilyOnPool(regionsUnitCount(LOOSE), {
    spawn: localSpawn(log, slicedBody),
    threads: 2,
    onProgress: (p) => seen.push(p),
  });
  assert.ok(s !== null);
  assert.equal(s.count, BigInt(countRegions(LOOSE)));
  assert.ok(s.count > 1n);
  const last = seen.at(-1);
  assert.ok(last !== undefined && last.done === last.total && last.total === 6);
  assert.deepEqual(last.partial, s);
  assert.deepEqual(
    seen.map((p) => p.done),
    Array.from({ length: last.total + 1 }, (_, i) => i),
  );
  assert.ok(log.jobs.every((j) => j.kind === 'regions-count'));
});

test('a cancelled regions count resolves null', async () => {
  const ac = new AbortController();
  ac.abort();
  const s = await countFamilyOnPool(regionsUnitCount(LOOSE), {
    spawn: localSpawn(newSpawnLog()),
    threads: 1,
    signal: ac.signal,
  });
  assert.equal(s, null);
});
