import assert from 'node:assert/strict';
import { test } from 'node:test';
import { localSpawn, newSpawnLog, until } from '../../../../test/support/localWorkers.js';
import type { TilingSpec } from '../../../core/tiling/spec.js';
import { specKey, TilingsSession } from './session.js';

const spec: TilingSpec = { region: '6x6', pieces: { set: 'tetrominoes' }, select: ['O', 'L=8'] };

test('a tilings session: the facts, the first tiling, warm workers, the count, a reset', async () => {
  const log = newSpawnLog();
  const s = new TilingsSession({ spawn: localSpawn(log), threads: 2 });
  s.follow(spec, null);
  const f = await until(s.facts, (x) => x.status === 'done' || x.status === 'failed');
  assert.ok(f.status === 'done' && f.key === specKey(spec) && f.facts.impossible === null);
  const shown = await until(s.shown, (x) => x.status === 'done' || x.status === 'failed');
  assert.ok(shown.status === 'done' && shown.result.found);
  // Two workers warmed up on the problem, ready for Count.
  assert.equal(log.jobs.filter((j) => j.kind === 'tiling-warm').length, 2);
  s.start(spec, f.facts);
  const run = await until(s.countRun, (r) => r.status === 'done' || r.status === 'failed');
  assert.ok(run.status === 'done' && run.count.partial.total > 0n);
  s.reset();
  assert.deepEqual(
    [s.facts.value.status, s.shown.value.status, s.countRun.value.status],
    ['idle', 'idle', 'idle'],
  );
  assert.equal(log.terminated, log.spawned, 'every worker it started is gone');
});
