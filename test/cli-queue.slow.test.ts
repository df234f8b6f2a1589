/**
 * The queue's fault flows, over the built CLI and a real redis-server: a coordinator and two
 * `placer worker` processes; one worker is killed with SIGKILL and the coordinator is killed and
 * started again mid-run, and the totals must still equal the local count exactly (a unit lost
 * would lower them, a unit counted twice raise them); the same over TLS, for the join, and for a
 * worker stopped with SIGTERM. The quick flows are in test/cli-queue.test.ts.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { placer, placerProcess } from './support/cli.js';
import { startRedis } from './support/redis.js';
import { joinUnitIds } from '../src/core/queens/join/units.js';
import { queensReference } from './support/reference.js';
import {
  KEY,
  N,
  SPLIT,
  UNITS,
  queueStatus,
  start,
  unitsProgress,
  until,
  watch,
  type StatusJson,
} from './support/queueRun.js';

// Started at the top level, so that they outlive every test of the file and stop after them.
const redis = await startRedis();
if ('skip' in redis) console.log(`# SKIP queue tests: ${redis.skip}`);
const tlsRedis = await startRedis({ tls: true });
if ('skip' in tlsRedis) console.log(`# SKIP the TLS queue test: ${tlsRedis.skip}`);

test(
  'workers killed and a coordinator restarted mid-run: the totals stay exact',
  { timeout: 120_000 },
  async (t) => {
    const r = redis;
    if ('skip' in r) return t.skip(r.skip);
    const local = JSON.parse(placer(['queens', 'count', N, '--json']).stdout) as {
      total: string | number;
      classes: string | number;
    };
    const { db, done } = await watch(t, r, KEY);
    const count = [
      'queens',
      'count',
      N,
      '--split',
      SPLIT,
      '--queue',
      r.url,
      '--json',
      '--progress',
    ];

    const first = start(count);
    await until('the units to be queued', 30_000, () => /queued/.test(first.err()));
    assert.match(
      first.err(),
      new RegExp(`job ${KEY} .*: ${UNITS} units, 0 done before, ${UNITS} queued`),
    );
    const worker = ['worker', '--threads', '1', '--stall-timeout', '1'];
    // One worker takes its URL from the environment, the other from --queue.
    const w1 = start([...worker, '--queue', r.url]);
    const w2 = start(worker, { PLACER_QUEUE: r.url });

    await until('15% of the units', 60_000, async () => (await done()) >= UNITS * 0.15);
    w1.child.kill('SIGKILL');
    assert.ok((await done()) < UNITS, 'the worker was killed before the end');
    await until('40% of the units', 60_000, async () => (await done()) >= UNITS * 0.4);
    first.child.kill('SIGKILL');
    assert.ok((await done()) < UNITS, 'the coordinator was killed before the end');
    await first.exit(10_000);
    // With its coordinator gone (the worker goes on): units done of all, in the progress shape.
    const [midway] = queueStatus(r.url, ['--format', 'json']).jobs;
    assert.deepEqual(Object.keys(midway), [
      'key',
      'title',
      'state',
      'progress',
      'version',
      'created',
      'finished',
      'error',
    ]);
    const d = midway.progress.done;
    assert.ok(d >= UNITS * 0.4 && d <= UNITS, `${d} units done midway`);
    assert.deepEqual([midway.key, midway.state], [KEY, 'running']);
    assert.deepEqual(midway.progress, unitsProgress(d, d / UNITS));

    const second = start(count);
    assert.equal(await second.exit(90_000), 0, second.err());
    const got = JSON.parse(second.out()) as {
      total: string | number;
      classes: string | number;
      complete: boolean;
    };
    assert.equal(String(got.total), String(local.total));
    assert.equal(String(got.classes), String(local.classes));
    assert.equal(got.complete, true);
    assert.match(second.err(), new RegExp(`${UNITS} units, [1-9][0-9]* done before`));
    // Each unit's result was recorded once, however often it ran.
    assert.equal(await db.llen(`placer:job:${KEY}:log`), UNITS);

    const status = queueStatus(r.url, [KEY]);
    assert.deepEqual(
      status.jobs.map((j) => [j.key, j.state, j.progress]),
      [[KEY, 'done', unitsProgress(UNITS, 1)]],
    );
    assert.equal(status.workers, 1);
    const clean = placer(['queue', 'clean', '--queue', r.url]);
    assert.equal(clean.stdout.trim(), `removed ${KEY}`);
    assert.equal(await db.exists(`placer:job:${KEY}:results`), 0);

    w2.child.kill('SIGTERM');
    assert.equal(await w2.exit(10_000), 0, w2.err());
    assert.match(w2.err(), /placer worker: stopped/);
    // The password never appears in anything placer printed.
    for (const p of [first, second, w1, w2]) assert.ok(!(p.out() + p.err()).includes(r.password));
    assert.match(w2.err(), new RegExp(`queue redis://:\\*\\*\\*@127\\.0\\.0\\.1:${r.port}`));
  },
);

test(
  'a queue over TLS (rediss://) with a password: the same count, the password never printed',
  { timeout: 60_000 },
  async (t) => {
    const r = tlsRedis;
    if ('skip' in r) return t.skip(r.skip);
    const shown = new RegExp(`rediss://:\\*\\*\\*@127\\.0\\.0\\.1:${r.port}`);
    // Real processes: NODE_EXTRA_CA_CERTS is read when a process starts.
    const untrusted = placerProcess(['queue', 'status', '--queue', r.url]);
    assert.equal(untrusted.code, 2);
    assert.match(
      untrusted.stderr,
      new RegExp(
        `^placer: cannot use the queue at ${shown.source}: .*certificate.*NODE_EXTRA_CA_CERTS\\)$`,
        'm',
      ),
    );
    const trust = { NODE_EXTRA_CA_CERTS: r.ca };
    const local = JSON.parse(placer(['queens', 'count', '10', '--json']).stdout) as {
      total: string;
      classes: string;
    };
    const w = start(['worker', '--threads', '1'], { ...trust, PLACER_QUEUE: r.url });
    const count = start(['queens', 'count', '10', '--queue', r.url, '--json', '--progress'], trust);
    assert.equal(await count.exit(45_000), 0, count.err());
    const got = JSON.parse(count.out()) as { total: string; classes: string; complete: boolean };
    assert.deepEqual([got.total, got.classes, got.complete], [local.total, local.classes, true]);
    assert.equal(got.total, '724');
    assert.match(count.err(), new RegExp(`job queens-10 on ${shown.source}`));
    const status = placerProcess(['queue', 'status', '--queue', r.url, '--format', 'json'], {
      env: trust,
    });
    assert.equal(status.code, 0, status.stderr);
    const s = JSON.parse(status.stdout) as StatusJson & { queue: string };
    assert.match(s.queue, shown);
    assert.deepEqual(
      s.jobs.map((j) => [j.key, j.state, j.progress.fraction]),
      [['queens-10', 'done', 1]],
    );
    w.child.kill('SIGTERM');
    assert.equal(await w.exit(10_000), 0, w.err());
    assert.match(w.err(), shown);
    // Nothing printed the password, nor a warning (an address as TLS server name is one).
    const printed = [untrusted.stdout, untrusted.stderr, status.stdout, status.stderr];
    for (const p of [w, count]) printed.push(p.out(), p.err());
    for (const text of printed) {
      assert.ok(!text.includes(r.password), text);
      assert.doesNotMatch(text, /Warning/);
    }
  },
);

test(
  'the join through the queue: a worker killed midway, the total and classes exact',
  { timeout: 120_000 },
  async (t) => {
    const r = redis;
    if ('skip' in r) return t.skip(r.skip);
    // N = 15 by the join: 1409 units of well under a millisecond each, most of a second in all.
    const key = 'queens-join-15';
    const units = joinUnitIds(15).length;
    const { db, done } = await watch(t, r, key);
    const count = start(['queens', 'count', '15', '--method', 'join', '--queue', r.url, '--json']);
    await until('the units to be queued', 30_000, () => /queued/.test(count.err()));
    assert.match(count.err(), new RegExp(`job ${key} .*: ${units} units, 0 done before`));
    const worker = ['worker', '--threads', '1', '--stall-timeout', '1', '--queue', r.url];
    const w1 = start(worker);
    const w2 = start(worker);
    await until('10% of the units', 60_000, async () => (await done()) >= units * 0.1);
    w1.child.kill('SIGKILL');
    assert.ok((await done()) < units, 'the worker was killed before the end');
    assert.equal(await count.exit(90_000), 0, count.err());
    const got = JSON.parse(count.out()) as { total: string; classes: string; method: string };
    const ref = queensReference.find((x) => x.n === 15);
    assert.equal(got.method, 'join');
    assert.equal(got.total, String(ref?.total));
    assert.equal(got.classes, String(ref?.fundamental));
    assert.equal(await db.llen(`placer:job:${key}:log`), units, 'each unit recorded once');
    w2.child.kill('SIGTERM');
    assert.equal(await w2.exit(20_000), 0, w2.err());
    assert.equal(placer(['queue', 'clean', key, '--queue', r.url]).stdout.trim(), `removed ${key}`);
  },
);

test(
  'a worker stopped with SIGTERM finishes its batches in hand: none is left active',
  { timeout: 120_000 },
  async (t) => {
    const r = redis;
    if ('skip' in r) return t.skip(r.skip);
    const { db, done } = await watch(t, r, KEY);
    const local = JSON.parse(placer(['queens', 'count', N, '--json']).stdout) as { total: string };
    const count = start(['queens', 'count', N, '--split', SPLIT, '--queue', r.url, '--json']);
    await until('the units to be queued', 30_000, () => /queued/.test(count.err()));
    // A lock far longer than the test: a batch left active would hold the job up for minutes.
    const worker = ['worker', '--threads', '1', '--stall-timeout', '600', '--queue', r.url];
    const w1 = start(worker);
    await until('5% of the units', 60_000, async () => (await done()) >= UNITS * 0.05);
    w1.child.kill('SIGTERM');
    assert.equal(await w1.exit(20_000), 0, w1.err());
    assert.match(w1.err(), /finishing the batches in hand/);
    // Its first two batches start together: the job is named once.
    assert.equal(w1.err().match(/^working on /gm)?.length, 1, w1.err());
    assert.ok((await done()) < UNITS, 'the worker was stopped before the end');
    // Nothing is left "running" for its lock to lapse: the batches it held were finished.
    assert.equal(await db.llen('placer:units:active'), 0);
    const w2 = start(worker);
    assert.equal(await count.exit(60_000), 0, count.err());
    assert.equal(String((JSON.parse(count.out()) as { total: string }).total), String(local.total));
    assert.equal(await db.llen(`placer:job:${KEY}:log`), UNITS);
    w2.child.kill('SIGTERM');
    assert.equal(await w2.exit(20_000), 0, w2.err());
    const clean = placer(['queue', 'clean', KEY, '--queue', r.url]);
    assert.equal(clean.stdout.trim(), `removed ${KEY}`);
  },
);
