/**
 * The queue (Redis + BullMQ) end to end, over the built CLI and a real redis-server: a coordinator
 * and two `placer worker` processes; one worker is killed with SIGKILL and the coordinator is
 * killed and started again mid-run, and the totals must still equal the local count exactly
 * (a unit lost would lower them, a unit counted twice raise them).
 */
import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { after, test, type TestContext } from 'node:test';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { join } from 'node:path';
import { render } from '../src/index.js';
import { placer, placerChild, placerProcess, tempFiles } from './support/cli.js';
import { queensDlx } from './support/fixtures.js';
import { startRedis, stopChild, type TestRedis } from './support/redis.js';
import { joinUnitIds } from '../src/core/queens/join/units.js';
import { queensReference } from './support/reference.js';

const N = '12';
/** N = 12 with one row pre-placed: 3182 small units, a few seconds of queue traffic. */
const SPLIT = '1';
const UNITS = 3182;
const KEY = 'queens-12-split1';

interface Running {
  readonly child: ChildProcess;
  readonly out: () => string;
  readonly err: () => string;
  /** The exit code, or a failure after `ms`. */
  exit(ms: number): Promise<number | null>;
}

const children: ChildProcess[] = [];
after(async () => {
  for (const c of children) await stopChild(c, 1000);
});

function start(args: string[], env: NodeJS.ProcessEnv = {}): Running {
  const child = placerChild(args, env);
  children.push(child);
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return {
    child,
    out: () => out,
    err: () => err,
    exit: (ms) =>
      Promise.race([
        exited,
        new Promise<never>((_, reject) =>
          setTimeout(
            () =>
              reject(new Error(`placer ${args.join(' ')} still running after ${ms} ms:\n${err}`)),
            ms,
          ).unref(),
        ),
      ]),
  };
}

/** Waits until `check` holds, polling; fails naming `what` after `ms`. */
async function until(
  what: string,
  ms: number,
  check: () => Promise<boolean> | boolean,
): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

interface StatusJson {
  jobs: { key: string; state: string; progress: render.ProgressJson }[];
  workers: number;
}

/** `placer queue status … --format json` (or `--json`, the alias), parsed. */
function queueStatus(url: string, args: string[]): StatusJson {
  const r = placer(['queue', 'status', '--queue', url, '--json', ...args]);
  assert.equal(r.code, 0, r.stderr);
  return JSON.parse(r.stdout) as StatusJson;
}

/** The progress shape (docs/cli.md "JSON shapes") of a queued job with `done` units counted. */
function unitsProgress(done: number, fraction: number): render.ProgressJson {
  return render.progressJson({
    steps: done,
    unit: 'units',
    done,
    total: UNITS,
    fraction,
    found: null,
  });
}

// Started at the top level, so that it outlives every test of the file and stops after them.
const redis: TestRedis | { skip: string } = await startRedis();
if ('skip' in redis) console.log(`# SKIP queue tests: ${redis.skip}`);
const tlsRedis: TestRedis | { skip: string } = await startRedis({ tls: true });
if ('skip' in tlsRedis) console.log(`# SKIP the TLS queue test: ${tlsRedis.skip}`);

/** A client of the test server, connected (the caller disconnects it after the test). */
async function client(r: TestRedis): Promise<Redis> {
  const db = new Redis({ port: r.port, password: r.password, lazyConnect: true });
  await db.connect();
  return db;
}

/** A client disconnected when test `t` ends, and how many units of job `key` have results. */
async function watch(
  t: TestContext,
  r: TestRedis,
  key: string,
): Promise<{ db: Redis; done: () => Promise<number> }> {
  const db = await client(r);
  t.after(() => db.disconnect());
  return { db, done: () => db.hlen(`placer:job:${key}:results`) };
}

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
    assert.match(tiled.stderr, /job tile-[0-9a-f]{16} on redis:\/\/:\*\*\*@/);
    const bad = placer(['tile', '4x15', '--queue', r.url]);
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /--queue needs --count/);
    w.child.kill('SIGTERM');
    assert.equal(await w.exit(10_000), 0, w.err());
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
