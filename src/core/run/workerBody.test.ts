import { test } from 'node:test';
import assert from 'node:assert/strict';
import { progressOf } from './engine.js';
import type { JobRun } from './job.js';
import type { PoolReply, PoolRequest } from './pool.js';
import { workerBody } from './workerBody.js';

interface SlowJob {
  readonly kind: 'slow';
  readonly ms: number;
}
interface SlowResult {
  readonly kind: 'slow';
  readonly steps: number;
}

/** A job of about `ms` of work, one find per 1000 steps: the shape of a count's long unit. */
function startSlow(job: SlowJob): JobRun<SlowResult> {
  const t0 = performance.now();
  let steps = 0;
  let x = 0;
  const elapsed = (): number => performance.now() - t0;
  return {
    run: (budget) => {
      for (let i = 0; i < Math.min(budget, 1 << 16); i++, steps++) x = Math.sqrt(x + i);
      return elapsed() >= job.ms ? 'done' : 'paused';
    },
    get steps() {
      return steps;
    },
    progress: () =>
      progressOf(steps, 'steps', {
        found: BigInt(Math.floor(steps / 1000)),
        fraction: Math.min(1, elapsed() / job.ms),
      }),
    result: () => ({ kind: 'slow', steps }),
  };
}

const host = {
  now: () => performance.now(),
  yield: () => new Promise<void>((resolve) => setImmediate(resolve)),
};

/** The replies of a worker body to one request, once its result came. */
function answers(request: PoolRequest<SlowJob>): Promise<PoolReply<SlowResult>[]> {
  return new Promise((resolve) => {
    const got: PoolReply<SlowResult>[] = [];
    const onRequest = workerBody(startSlow, {
      host,
      post: (reply) => {
        got.push(reply);
        if (reply.type !== 'progress') resolve(got);
      },
      transfer: () => [],
    });
    onRequest(request);
  });
}

test('a request that asks for progress hears how far its unit got while it runs, then its result', async () => {
  const got = await answers({
    type: 'run',
    unit: 'u',
    job: { kind: 'slow', ms: 400 },
    progressEveryMs: 50,
  });
  const progress = got.flatMap((r) => (r.type === 'progress' ? [r] : []));
  assert.ok(progress.length >= 3, `${progress.length} reports in 400 ms`);
  assert.ok(progress.every((r) => r.unit === 'u'));
  const steps = progress.map((r) => r.progress.steps);
  assert.deepEqual(
    [...steps].sort((a, b) => a - b),
    steps,
    'steps only grow',
  );
  assert.ok(steps[0] > 0);
  assert.ok(progress.some((r) => (r.progress.found ?? 0n) > 0n));
  const fractions = progress.map((r) => r.progress.fraction ?? -1);
  assert.ok(
    fractions.every((f) => f > 0 && f < 1),
    fractions.join(' '),
  );
  const last = got[got.length - 1];
  assert.ok(last.type === 'result' && last.unit === 'u');
  assert.ok(last.result.steps >= steps[steps.length - 1]);
});

test('a request that does not ask hears its result alone', async () => {
  const got = await answers({ type: 'run', unit: 'v', job: { kind: 'slow', ms: 200 } });
  assert.deepEqual(
    got.map((r) => r.type),
    ['result'],
  );
});
