import assert from 'node:assert/strict';
import { test } from 'node:test';
import { localSpawn, newSpawnLog } from '../../../../test/support/localWorkers.js';
import { resultOf } from '../../../core/protocol.js';
import { runJob } from '../../../core/jobs.js';
import { tilingProblemFromSpec, type TilingSpec } from '../../../core/tiling/spec.js';
import { countTilings } from '../../../core/tiling/tile.js';
import { countTilingsOnPool, tilingProgressWords, type TilingCountState } from './tilingCount.js';

const spec: TilingSpec = { region: '6x6', pieces: { set: 'tetrominoes' }, select: ['O', 'L=8'] };
const units = resultOf(runJob({ kind: 'tiling-plan', spec }), 'tiling-plan').units;

test('the pool’s count equals countTilings, with each unit’s distinct figure in plan order', async () => {
  const whole = countTilings(tilingProblemFromSpec(spec));
  for (const threads of [1, 3]) {
    const log = newSpawnLog();
    let last: TilingCountState | null = null;
    const c = await countTilingsOnPool(spec, units, {
      spawn: localSpawn(log),
      threads,
      onProgress: (s) => (last = s),
    });
    assert.ok(c !== null);
    const { total, distinct, orbits } = c.partial;
    assert.deepEqual([total, distinct, orbits], [whole.total, whole.distinct, whole.orbits]);
    assert.equal(last, c);
    assert.equal(c.done, units.length);
    assert.equal(c.total, units.length);
    units.forEach((u, i) => {
      const one = resultOf(runJob({ kind: 'tiling-count', spec, id: u.id }), 'tiling-count');
      assert.equal(c.unitDistinct[i], one.distinct.toString());
    });
    assert.equal(log.terminated, log.spawned);
  }
});

test('cancelled: null, every worker stopped; progress in words', async () => {
  const log = newSpawnLog();
  const ac = new AbortController();
  const run = countTilingsOnPool(spec, units, {
    spawn: localSpawn(log),
    threads: 2,
    signal: ac.signal,
  });
  ac.abort();
  assert.equal(await run, null);
  assert.equal(log.terminated, log.spawned);
  const words = tilingProgressWords(
    {
      done: 2,
      total: 8,
      resumed: 0,
      elapsedMs: 2000,
      partial: {
        total: 4000n,
        distinct: 1000n,
        orbits: { 1: 0n, 2: 0n, 4: 1000n, 8: 0n },
        nodes: 0,
      },
      unitDistinct: [],
    },
    2000,
  );
  assert.equal(
    words,
    '2 of 8 sub-problems done, 4,000 tilings so far, 2,000 tilings/s, about 6.0 s left',
  );
});
