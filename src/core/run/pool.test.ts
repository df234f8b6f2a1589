import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runPool, type PoolReply, type PoolRequest, type WorkerHandle } from './pool.js';

type Job = { readonly x: number };
type Handle = WorkerHandle<PoolRequest<Job>, PoolReply<number>>;

interface FakeOptions {
  /** Decides, per message, whether the worker dies instead of answering. */
  readonly dies?: (job: Job, worker: number) => boolean;
  /** Answers with an error for this x. */
  readonly badX?: number;
}

/** In-memory workers that square x a tick later, recording what happened. */
function fakes(o: FakeOptions = {}) {
  const log = { spawned: 0, terminated: 0, posted: 0, xsBy: [] as number[][] };
  const spawn = (): Handle => {
    const me = log.spawned++;
    log.xsBy.push([]);
    let listener: (m: PoolReply<number>) => void = () => undefined;
    let exit: (reason: string) => void = () => undefined;
    let dead = false;
    return {
      post: (m) => {
        log.posted++;
        log.xsBy[me].push(m.job.x);
        setTimeout(() => {
          if (dead) return;
          if (o.dies?.(m.job, me)) {
            dead = true;
            exit('exit code 1');
          } else if (m.job.x === o.badX) {
            listener({
              type: 'error',
              unit: m.unit,
              error: { code: 'bad-x', message: 'x is bad' },
            });
          } else listener({ type: 'result', unit: m.unit, result: m.job.x * m.job.x });
        }, 1);
      },
      onMessage: (l) => (listener = l),
      onExit: (l) => (exit = l),
      terminate: () => {
        dead = true;
        log.terminated++;
      },
    };
  };
  return { spawn, log };
}

const units = (k: number) => Array.from({ length: k }, (_, x) => ({ id: `u${x}`, job: { x } }));

test('the pool answers every unit once, across its workers, and stops them', async () => {
  const { spawn, log } = fakes();
  const got = new Map<string, number>();
  const outcome = await runPool({
    spawn,
    units: units(50),
    threads: 3,
    onResult: (id, r) => {
      assert.ok(!got.has(id));
      got.set(id, r);
    },
  });
  assert.equal(outcome, 'done');
  assert.equal(got.size, 50);
  for (let x = 0; x < 50; x++) assert.equal(got.get(`u${x}`), x * x);
  assert.equal(log.spawned, 3);
  assert.equal(log.terminated, 3);
});

test('in runs, the first worker takes the units in order, the others from the far end back', async () => {
  const { spawn, log } = fakes();
  let n = 0;
  await runPool({
    spawn,
    units: units(40),
    threads: 2,
    inFlight: 1,
    inRuns: true,
    onResult: () => n++,
  });
  assert.equal(n, 40);
  const [a, b] = log.xsBy;
  const ascending = (xs: number[]) => xs.every((x, k) => k === 0 || x > xs[k - 1]);
  assert.ok(a.length > 0 && b.length > 0, 'both workers got units');
  assert.equal(a[0], 0);
  assert.equal(b[0], 39);
  assert.ok(ascending(a), `worker 1 in order: ${a.join(' ')}`);
  assert.ok(ascending([...b].reverse()), `worker 2 from the end: ${b.join(' ')}`);
  // Two runs that meet: every unit below the meeting point went to the first worker.
  assert.equal(Math.max(...a) + 1, Math.min(...b));
});

test('a unit whose worker dies without an error is run again on a new worker', async () => {
  // Every first worker dies on x = 7; replacements do not.
  const { spawn, log } = fakes({ dies: (job, w) => job.x === 7 && w < 2 });
  const got = new Map<string, number>();
  const outcome = await runPool({
    spawn,
    units: units(20),
    threads: 2,
    onResult: (id, r) => got.set(id, r),
  });
  assert.equal(outcome, 'done');
  assert.equal(got.size, 20);
  assert.equal(got.get('u7'), 49);
  assert.ok(log.spawned >= 3);
});

test('a unit that keeps killing workers fails the run, naming it', async () => {
  const { spawn } = fakes({ dies: (job) => job.x === 3 });
  await assert.rejects(
    runPool({ spawn, units: units(6), threads: 2, onResult: () => undefined, maxAttempts: 2 }),
    (e: Error & { code?: string }) => e.code === 'worker-died' && /unit u3/.test(e.message),
  );
});

test('an error from a worker fails the run with its code', async () => {
  const { spawn, log } = fakes({ badX: 4 });
  await assert.rejects(
    runPool({ spawn, units: units(10), threads: 2, onResult: () => undefined }),
    (e: Error & { code?: string }) => e.code === 'bad-x' && /u4/.test(e.message),
  );
  assert.equal(log.terminated, log.spawned);
});

test('cancelling terminates every worker and resolves at once', async () => {
  const { spawn, log } = fakes();
  const abort = new AbortController();
  let results = 0;
  const outcome = await runPool({
    spawn,
    units: units(1000),
    threads: 2,
    signal: abort.signal,
    onResult: () => {
      if (++results === 5) abort.abort();
    },
  });
  assert.equal(outcome, 'cancelled');
  assert.equal(results, 5);
  assert.equal(log.terminated, 2);
  assert.equal(await runPool({ spawn, units: [], threads: 2, onResult: () => undefined }), 'done');
});
