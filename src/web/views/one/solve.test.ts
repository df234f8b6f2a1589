import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { PoolReply, PoolRequest, WorkerHandle } from '../../../core/run/pool.js';
import { resultOf, type Job, type JobResult } from '../../../core/protocol.js';
import { answer, runJob } from '../../../core/jobs.js';
import { solveOnPool } from './solve.js';

type Handle = WorkerHandle<PoolRequest<Job>, PoolReply<JobResult>>;

/** A worker in this thread with placer.worker.ts's body, answering a tick late. */
function localSpawn(log: { terminated: number }): () => Handle {
  return () => {
    let listener: (m: PoolReply<JobResult>) => void = () => undefined;
    let dead = false;
    return {
      post: (m) =>
        void setTimeout(() => {
          if (!dead) listener(answer(m));
        }, 5),
      onMessage: (l) => (listener = l),
      onExit: () => undefined,
      terminate: () => {
        dead = true;
        log.terminated++;
      },
    };
  };
}

test("solveOnPool answers with the job's own result and lets its worker go", async () => {
  const log = { terminated: 0 };
  const job = { method: 'min-conflicts', n: 500, seed: 9 } as const;
  const r = await solveOnPool(job, { spawn: localSpawn(log) });
  assert.deepEqual(r, resultOf(runJob({ kind: 'queens-solve', ...job }), 'queens-solve'));
  assert.equal(log.terminated, 1);
});

test('cancelled: null, the worker terminated; a bad job: the error, named', async () => {
  const log = { terminated: 0 };
  const ac = new AbortController();
  const pending = solveOnPool(
    { method: 'construct', n: 100, seed: 0 },
    {
      spawn: localSpawn(log),
      signal: ac.signal,
    },
  );
  ac.abort();
  assert.equal(await pending, null);
  assert.equal(log.terminated, 1);
  await assert.rejects(
    solveOnPool({ method: 'greedy', n: 0, seed: 0 }, { spawn: localSpawn(log) }),
    /N must be a whole number from 1 to 10000 for greedy, got 0/,
  );
});
