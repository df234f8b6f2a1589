/**
 * The queue (Redis + BullMQ) over the built CLI and a real redis-server: exact cover and tiling
 * counted through one `placer worker` equal the counts on this machine; a wrong password or an
 * unreachable queue is one line; a stopping worker puts back a batch taken and never run. The
 * fault flows (workers and a coordinator killed mid-run, TLS, the join, SIGTERM) are the slow
 * suite's: test/cli-queue.slow.test.ts.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { join } from 'node:path';
import { placer, tempFiles } from './support/cli.js';
import { queensDlx } from './support/fixtures.js';
import { startRedis } from './support/redis.js';
import { client, queueStatus, start, until } from './support/queueRun.js';

// Started at the top level, so that it outlives every test of the file and stops after them.
const redis = await startRedis();
if ('skip' in redis) console.log(`# SKIP queue tests: ${redis.skip}`);

test(
  'a wrong password or an unreachable queue is one line, the password masked',
  { timeout: 60_000 },
  async (t) => {
    const r = redis;
    if ('skip' in r) return t.skip(r.skip);
    const wrong = placer([
      'queens',
      'count',
      '8',
      '--queue',
      `redis://:not-${r.password}@127.0.0.1:${r.port}`,
    ]);
    assert.equal(wrong.code, 2);
    assert.match(
      wrong.stderr,
      new RegExp(
        `^placer: cannot use the queue at redis://:\\*\\*\\*@127\\.0\\.0\\.1:${r.port}: .*(WRONGPASS|invalid)`,
        'm',
      ),
    );
    assert.ok(!wrong.stderr.includes(r.password));
    const nobody = placer(['queue', 'status', '--queue', 'redis://user:secret@127.0.0.1:1']);
    assert.equal(nobody.code, 2);
    assert.match(
      nobody.stderr,
      /^placer: cannot use the queue at redis:\/\/user:\*\*\*@127\.0\.0\.1:1: .*ECONNREFUSED/m,
    );
    assert.ok(!nobody.stderr.includes('secret'));
    const bad = placer(['worker', '--queue', 'http://:secret@h']);
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /unknown scheme 'http:'/);
    assert.ok(!bad.stderr.includes('secret'));
    const both = placer(['queens', 'count', '8', '--queue', r.url, '--threads', '2']);
    assert.equal(both.code, 2);
    assert.match(both.stderr, /--threads is for `placer worker`/);
  },
);

test(
  'cover and tile --count --queue: the same counts as on this machine, through one worker',
  { timeout: 60_000 },
  async (t) => {
    const r = redis;
    if ('skip' in r) return t.skip(r.skip);
    // 9 queens as exact cover: 352 solutions over a few hundred units (the plan's branches).
    const n = 9;
    const dir = tempFiles({ 'q.dlx': queensDlx(n), 'one.dlx': 'a\na\n' });
    const file = join(dir, 'q.dlx');
    const local = JSON.parse(placer(['cover', file, '--count', '--format', 'json']).stdout) as {
      total: string;
      units: number;
    };
    // A job removed while its coordinator waits (no worker yet): the coordinator says so and ends.
    const early = start(['cover', file, '--count', '--queue', r.url]);
    await until('the units to be queued', 30_000, () => /queued/.test(early.err()));
    const key = /job (cover-[0-9a-f]+)/.exec(early.err())?.[1] ?? '';
    assert.equal(placer(['queue', 'clean', key, '--queue', r.url]).stdout.trim(), `removed ${key}`);
    assert.equal(await early.exit(10_000), 2);
    assert.match(early.err(), new RegExp(`job ${key} is no longer in the queue`));

    // One worker serves both jobs, one after the other (a worker process costs half a second).
    // Its stall check is marked done in Redis for one stall timeout (BullMQ's stalled-check key):
    // with the default, a worker killed in a later test would wait that long to be taken over.
    const w = start(['worker', '--threads', '1', '--stall-timeout', '1', '--queue', r.url]);
    // The coordinators run in-process (placer() waits; the worker is its own process).
    const queued = placer(['cover', file, '--count', '--format', 'json', '--queue', r.url]);
    assert.equal(queued.code, 0, queued.stderr);
    const got = JSON.parse(queued.stdout) as { total: string; complete: boolean; units: number };
    assert.equal(got.total, local.total);
    assert.equal(got.total, '352');
    assert.equal(got.units, local.units);
    assert.match(queued.stderr, /job cover-[0-9a-f]{16} on redis:\/\/:\*\*\*@/);
    const noCount = placer(['cover', file, '--queue', r.url]);
    assert.equal(noCount.code, 2);
    assert.match(noCount.stderr, /--queue needs --count/);
    // A job of one unit: its note is singular ("1 unit", never "1 units").
    const one = placer(['cover', join(dir, 'one.dlx'), '--count', '--queue', r.url]);
    assert.equal(one.code, 0, one.stderr);
    assert.match(one.stderr, /: 1 unit, 0 done before, 1 queued \(1 per queue entry\)$/m);

    // 4x15: 1472 tilings, a small share of 6x10's search.
    const args = ['tile', '4x15', '--count', '--format', 'json'];
    const tileLocal = JSON.parse(placer(args).stdout) as { total: string; classes: string };
    const tiled = placer([...args, '--queue', r.url]);
    assert.equal(tiled.code, 0, tiled.stderr);
    const tiles = JSON.parse(tiled.stdout) as { total: string; classes: string; complete: boolean };
    assert.deepEqual(
      [tiles.total, tiles.classes, tiles.complete],
      [tileLocal.total, tileLocal.classes, true],
    );
    assert.ok(BigInt(tiles.total) > 0n, 'a count with tilings in it');
    const tileKey = /job (tile-[0-9a-f]{16}) on redis:\/\/:\*\*\*@/.exec(tiled.stderr)?.[1];
    assert.ok(tileKey !== undefined, tiled.stderr);
    // `queue status` (the alias --json) has it done, in the progress shape of docs/cli.md.
    const [job] = queueStatus(r.url, [tileKey]).jobs;
    assert.deepEqual([job.key, job.state, job.progress.fraction], [tileKey, 'done', 1]);
    assert.equal(job.progress.done, job.progress.total);
    const bad = placer(['tile', '4x15', '--queue', r.url]);
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /--queue needs --count/);
    w.child.kill('SIGTERM');
    assert.equal(await w.exit(10_000), 0, w.err());
  },
);

test(
  'a stopping worker puts back a batch left active with no lock (taken, never run)',
  { timeout: 60_000 },
  async (t) => {
    const r = redis;
    if ('skip' in r) return t.skip(r.skip);
    const db = await client(r);
    const id = 'orphan-test.u1';
    const queue = new Queue('units', { connection: db, prefix: 'placer' });
    // BullMQ's workers want a connection that retries for ever (maxRetriesPerRequest null).
    const conn = new Redis({ port: r.port, password: r.password, maxRetriesPerRequest: null });
    const taker = new Worker('units', null, { connection: conn, prefix: 'placer', autorun: false });
    t.after(async () => {
      await queue.remove(id).catch(() => undefined);
      await taker.close(true).catch(() => undefined);
      await queue.close();
      conn.disconnect();
      db.disconnect();
    });
    // An orphan as BullMQ can leave one behind a stop: moved to active by a fetch, its lock gone.
    await queue.add(
      'orphan-test',
      { key: 'orphan-test', units: ['u1'], ids: ['u1'] },
      { jobId: id },
    );
    const job = await taker.getNextJob('test-token');
    assert.equal(job?.id, id, 'the queue holds no other batch');
    await db.del(`placer:units:${id}:lock`);
    assert.equal(await queue.getJobState(id), 'active');
    // A worker started and stopped cleanly (its stall check far off) puts it back.
    const w = start(['worker', '--threads', '1', '--stall-timeout', '600', '--queue', r.url]);
    await until('the worker to start', 30_000, () => /placer worker: queue /.test(w.err()));
    w.child.kill('SIGTERM');
    assert.equal(await w.exit(20_000), 0, w.err());
    assert.match(w.err(), /^placer worker: 1 batch taken while stopping put back$/m);
    assert.equal(await queue.getJobState(id), 'waiting');
    assert.equal(await db.llen('placer:units:active'), 0);
  },
);
