import assert from 'node:assert/strict';
import { test } from 'node:test';
import { localSpawn, newSpawnLog, testHost } from '../../../../test/support/localWorkers.js';
import { hereWorker } from '../../../core/run/hereWorker.js';
import { runJob, startJob } from '../../../core/jobs.js';
import { resultOf } from '../../../core/protocol.js';
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
        rotationClasses: 1000n,
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

test('a count of one huge unit reports the tilings and time left inside it, on its worker', async () => {
  // 32×32 with any number of five tetrominoes: one unit of far more than a lifetime.
  const huge: TilingSpec = {
    region: '32x32',
    pieces: { set: 'tetrominoes' },
    select: ['I=*,O=*,T=*,S=*,L=*'],
  };
  const one = resultOf(runJob({ kind: 'tiling-plan', spec: huge }), 'tiling-plan').units;
  assert.equal(one.length, 1);
  const ac = new AbortController();
  const stop = setTimeout(() => ac.abort(), 5000);
  let seen: TilingCountState | null = null;
  const t0 = performance.now();
  const c = await countTilingsOnPool(huge, one, {
    // A worker on this thread through the page's own sliced body, which reports inside a unit.
    spawn: () => hereWorker(testHost, startJob),
    threads: 1,
    signal: ac.signal,
    onProgress: (s) => {
      const r = s.running;
      if (r === undefined || r.found === 0n || r.fraction === 0) return;
      seen = s;
      ac.abort();
    },
  });
  clearTimeout(stop);
  assert.equal(c, null, 'cancelled');
  const s = seen as TilingCountState | null;
  assert.ok(s !== null, 'no progress inside the unit');
  assert.ok(performance.now() - t0 < 5000);
  assert.equal(s.done, 0);
  assert.equal(s.partial.total, 0n, 'the finished count holds no running unit');
  assert.match(
    tilingProgressWords(s, 1000),
    /^0 of 1 sub-problems done, [1-9][\d,]* tilings? so far, .* tilings\/s, about .* left$/,
  );
});
