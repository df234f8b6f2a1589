import assert from 'node:assert/strict';
import { test } from 'node:test';
import { localSpawn, newSpawnLog, until } from '../../../../test/support/localWorkers.js';
import { PlacementsSession } from './session.js';

test('a placements session counts N, lists it while shown, and Cancel or reset stop it', async () => {
  const log = newSpawnLog();
  const s = new PlacementsSession({ spawn: localSpawn(log), threads: 2 });
  // Nothing listed nor selected: no source; N = 8 is below the estimate's N.
  s.follow(8, false, null);
  assert.equal(s.currentSource(), null);
  assert.equal(s.estimate.shown.value, null);
  s.start(8, false, null);
  assert.equal(s.listedN.value, 8);
  const run = await until(s.countRun, (r) => r.status === 'done' || r.status === 'failed');
  assert.ok(run.status === 'done' && run.count.total === 92n && run.count.fundamental === 12n);
  assert.equal(s.currentSource()?.n, 8);
  s.cancel();
  assert.deepEqual([s.listedN.value, s.currentSource()], [null, null]);
  assert.equal(s.countRun.value.status, 'done', 'a finished count stays shown');
  s.reset();
  assert.equal(s.countRun.value.status, 'idle');
});
