import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { PoolReply, PoolRequest, WorkerHandle } from '../../core/pool.js';
import { answer, type Job, type JobResult } from '../../core/protocol.js';
import { countQueens } from '../../core/queens/count.js';
import { countOnPool } from './count.js';

type Handle = WorkerHandle<PoolRequest<Job>, PoolReply<JobResult>>;

/** Workers in this thread with placer.worker.ts's body (core's answer), a tick late. */
function localSpawn(log: { spawned: number; terminated: number }): () => Handle {
  return () => {
    log.spawned++;
    let listener: (m: PoolReply<JobResult>) => void = () => undefined;
    let dead = false;
    return {
      post: (m) =>
        void setTimeout(() => {
          if (!dead) listener(answer(m));
        }, 1),
      onMessage: (l) => (listener = l),
      onExit: () => undefined,
      terminate: () => {
        dead = true;
        log.terminated++;
      },
    };
  };
}

test('countOnPool equals countQueens, on one worker or several', async () => {
  for (const [n, threads] of [
    [1, 1],
    [4, 2],
    [8, 1],
    [10, 3],
  ]) {
    const log = { spawned: 0, terminated: 0 };
    let last = { done: 0, total: 0 };
    const count = await countOnPool(n, {
      spawn: localSpawn(log),
      threads,
      onProgress: (p) => (last = p),
    });
    assert.deepEqual(count, countQueens(n), `N = ${n}`);
    assert.equal(last.done, last.total);
    assert.equal(log.terminated, log.spawned, 'every worker stopped');
  }
});

test('countOnPool resolves null when cancelled, and stops its workers', async () => {
  const log = { spawned: 0, terminated: 0 };
  const ac = new AbortController();
  const pending = countOnPool(12, {
    spawn: localSpawn(log),
    threads: 2,
    signal: ac.signal,
    onProgress: (p) => {
      if (p.done === 3) ac.abort();
    },
  });
  assert.equal(await pending, null);
  assert.deepEqual(log, { spawned: 2, terminated: 2 });
});
