import assert from 'node:assert/strict';
import { test } from 'node:test';
import { drive } from '../../core/drive.js';
import { isPlacerError } from '../../core/errors.js';
import { countQueens } from '../../core/queens/count.js';
import { countOnPool } from '../state/count.js';
import { messageChannelHost } from './host.js';
import { engineFor, type WebJob, type WebResult } from './jobs.js';
import type { PoolReply, PoolRequest, WorkerHandle } from '../../core/pool.js';

test('the count job, driven in slices with the MessageChannel yield, equals countQueens', async () => {
  const host = messageChannelHost();
  try {
    for (let n = 1; n <= 10; n++) {
      const engine = engineFor({ kind: 'queens-count', n });
      let reports = 0;
      const outcome = await drive(engine, {
        host,
        firstBudget: 1,
        yieldEveryMs: 0,
        progressEveryMs: 0,
        onProgress: () => reports++,
      });
      assert.equal(outcome, 'done');
      assert.deepEqual(engine.result().count, countQueens(n));
      const p = engine.progress();
      assert.equal(p.done, p.total);
      assert.equal(p.fraction, 1);
      if (n >= 8) assert.ok(reports > 0, `N = ${n}: progress was reported between slices`);
    }
  } finally {
    host.close();
  }
});

test('a job that crossed a thread is checked: bad ones are PlacerErrors naming the field', () => {
  const bad: [unknown, RegExp][] = [
    [null, /must be an object with a kind/],
    [{ kind: 'queens-count' }, /n must be a whole number from 1 to 32, got undefined/],
    [{ kind: 'queens-count', n: 0 }, /got 0/],
    [{ kind: 'queens-count', n: 33 }, /got 33/],
    [{ kind: 'queens-count', n: 8.5 }, /got 8.5/],
    [{ kind: 'queens-count', n: '8' }, /got 8/],
    [{ kind: 'tile', n: 8 }, /unknown job kind 'tile'/],
  ];
  for (const [job, message] of bad) {
    assert.throws(
      () => engineFor(job),
      (e: unknown) => isPlacerError(e) && e.code === 'bad-job' && message.test(e.message),
    );
  }
});

type Handle = WorkerHandle<PoolRequest<WebJob>, PoolReply<WebResult>>;

/** Workers in this thread that answer as placer.worker.ts does, a tick later. */
function localSpawn(log: { spawned: number; terminated: number }): () => Handle {
  return () => {
    log.spawned++;
    let listener: (m: PoolReply<WebResult>) => void = () => undefined;
    let dead = false;
    return {
      post: (m) =>
        void setTimeout(async () => {
          if (dead) return;
          const engine = engineFor(m.job);
          const host = messageChannelHost();
          await drive(engine, { host });
          host.close();
          if (!dead) listener({ type: 'result', unit: m.unit, result: engine.result() });
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

test('countOnPool: the count through core/pool.ts, and null when cancelled', async () => {
  const log = { spawned: 0, terminated: 0 };
  const count = await countOnPool(8, localSpawn(log));
  assert.equal(count?.total, 92n);
  assert.equal(count?.fundamental, 12n);
  assert.deepEqual(log, { spawned: 1, terminated: 1 });
  const ac = new AbortController();
  const pending = countOnPool(10, localSpawn(log), ac.signal);
  ac.abort();
  assert.equal(await pending, null);
  assert.equal(log.terminated, 2);
});
