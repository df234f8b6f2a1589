import assert from 'node:assert/strict';
import { test } from 'node:test';
import { localSpawn, newSpawnLog as newLog } from '../../../../test/support/localWorkers.js';
import { countQueens, planCount } from '../../../core/queens/count.js';
import { countQueensOnPool, pageCountMethod, type QueensCountProgress } from './count.js';

test('countQueensOnPool equals countQueens, on one worker or several, in batches or one', async () => {
  for (const [n, threads, batch] of [
    [1, 1, 10],
    [4, 2, 10],
    [8, 1, 3],
    [10, 3, 7],
    [9, 2, 1000],
  ]) {
    const log = newLog();
    let last: QueensCountProgress | null = null;
    const count = await countQueensOnPool(n, {
      spawn: localSpawn(log),
      threads,
      batch,
      onProgress: (p) => (last = p),
    });
    assert.deepEqual(count, countQueens(n), `N = ${n}`);
    const p = last as QueensCountProgress | null;
    assert.ok(p !== null);
    assert.equal(p.total, planCount(n).length);
    assert.equal(p.done, p.total);
    assert.deepEqual(p.partial, count);
    assert.equal(p.sample.count, p.total);
    assert.equal(p.sample.sum, Number(count?.total));
    assert.equal(log.jobs[0].kind, 'queens-plan', 'planned in a worker first');
    assert.equal(log.terminated, log.spawned, 'every worker stopped');
    if (batch >= p.total) assert.equal(log.spawned, threads, 'the planner counts too');
  }
});

test('countQueensOnPool resolves null when cancelled, and stops its workers', async () => {
  const log = newLog();
  const ac = new AbortController();
  const pending = countQueensOnPool(12, {
    spawn: localSpawn(log),
    threads: 2,
    signal: ac.signal,
    onProgress: (p) => {
      if (p.done === 3) ac.abort();
    },
  });
  assert.equal(await pending, null);
  assert.equal(log.spawned, 2, 'two workers, the planner among them');
  assert.equal(log.terminated, 2);
});

test('countQueensOnPool cancelled while planning stops the planner and counts nothing', async () => {
  const log = newLog();
  const ac = new AbortController();
  const pending = countQueensOnPool(12, { spawn: localSpawn(log), threads: 2, signal: ac.signal });
  ac.abort();
  assert.equal(await pending, null);
  assert.deepEqual(
    log.jobs.map((j) => j.kind),
    ['queens-plan'],
  );
  assert.equal(log.terminated, log.spawned);
});

test('a worker error rejects the count with its code', async () => {
  const log = newLog();
  await assert.rejects(countQueensOnPool(40, { spawn: localSpawn(log), threads: 1 }), {
    code: 'bad-job',
  });
  assert.equal(log.terminated, log.spawned);
});

test('the join on the pool equals countQueens; the page takes it from N = 14 while its tables fit', async () => {
  for (const [n, threads] of [
    [9, 1],
    [12, 2],
    [14, 3],
  ]) {
    const log = newLog();
    let last: QueensCountProgress | null = null;
    const count = await countQueensOnPool(n, {
      spawn: localSpawn(log),
      threads,
      method: 'join',
      onProgress: (p) => (last = p),
    });
    assert.deepEqual(count, countQueens(n), `N = ${n}`);
    const p = last as QueensCountProgress | null;
    assert.ok(p !== null && p.method === 'join' && p.workerBytes > 0);
    assert.equal(p.done, p.total);
    assert.equal(p.partial.total, count?.total);
    assert.ok(
      log.jobs.every((j) => j.kind === 'queens-join'),
      'no plan job: planned here',
    );
    assert.equal(log.terminated, log.spawned, 'every worker stopped');
  }
  assert.equal(pageCountMethod(13, 2), 'constellations');
  assert.equal(pageCountMethod(18, 2), 'join');
  // N = 22's table takes over 500 MB a worker: two of them pass the page's budget.
  assert.equal(pageCountMethod(22, 2), 'constellations');
});
