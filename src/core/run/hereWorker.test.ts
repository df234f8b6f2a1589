import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Host } from './drive.js';
import { hereWorker } from './hereWorker.js';
import { runPool } from './pool.js';
import { resultOf, type JobResult } from '../protocol.js';
import { startJob } from '../jobs.js';
import { countQueens, planCount, summarize, type ClassTally } from '../queens/count.js';
import { tilingProblemFromSpec, type TilingSpec } from '../tiling/spec.js';
import { countTilings } from '../tiling/tile.js';
import { planTilingUnits } from '../tiling/units.js';

const host: Host = {
  now: () => performance.now(),
  yield: () => new Promise<void>((resolve) => setImmediate(resolve)),
};

test('workers on this thread answer the pool: the units add up to the whole count', async () => {
  const n = 10;
  const tallies: ClassTally[] = [];
  const outcome = await runPool({
    spawn: () => hereWorker(host, startJob),
    units: planCount(n).map((s) => ({
      id: s.id,
      job: { kind: 'queens-count' as const, n, id: s.id },
    })),
    threads: 2,
    onResult: (_, r: JobResult) => tallies.push(resultOf(r, 'queens-count').tally),
  });
  assert.equal(outcome, 'done');
  assert.deepEqual(summarize(n, tallies), countQueens(n));
  const spec: TilingSpec = { region: '5x12', pieces: { set: 'pentominoes' } };
  const p = tilingProblemFromSpec(spec);
  let total = 0n;
  await runPool({
    spawn: () => hereWorker(host, startJob, { yieldEveryMs: 0 }),
    units: planTilingUnits(p).map((u) => ({
      id: u.id,
      job: { kind: 'tiling-count' as const, spec, id: u.id },
    })),
    threads: 1,
    onResult: (_, r: JobResult) => (total += resultOf(r, 'tiling-count').total),
  });
  assert.equal(total, countTilings(p).total);
});

test('a bad unit is an error reply; a cancel stops the work between slices', async () => {
  await assert.rejects(
    runPool({
      spawn: () => hereWorker(host, startJob),
      units: [{ id: 'x', job: { kind: 'queens-count', n: 9, id: 'nope' } }],
      threads: 1,
      onResult: () => undefined,
    }),
    /unknown subproblem 'nope'.*\(unit x\)/,
  );
  const abort = new AbortController();
  const spec: TilingSpec = { region: '6x10', pieces: { set: 'pentominoes' } };
  const p = tilingProblemFromSpec(spec);
  let results = 0;
  setTimeout(() => abort.abort(), 5);
  const outcome = await runPool({
    spawn: () => hereWorker(host, startJob),
    units: planTilingUnits(p, { symmetry: 'none' }).map((u) => ({
      id: u.id,
      job: { kind: 'tiling-count' as const, spec, id: u.id, symmetry: 'none' as const },
    })),
    threads: 1,
    onResult: () => results++,
    signal: abort.signal,
  });
  assert.equal(outcome, 'cancelled');
  assert.ok(results < 32);
});
