/**
 * The queue tests' shared parts (test/cli-queue.test.ts, and the fault flows of
 * test/cli-queue.slow.test.ts): placer processes started and stopped after the file, polling,
 * `placer queue status` parsed, and clients of the test's redis-server.
 */
import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { after, type TestContext } from 'node:test';
import { Redis } from 'ioredis';
import { render } from '../../src/index.js';
import { placer, placerChild } from './cli.js';
import { stopChild, type TestRedis } from './redis.js';

export const N = '12';
/** N = 12 with one row pre-placed: 3182 small units, a few seconds of queue traffic. */
export const SPLIT = '1';
export const UNITS = 3182;
export const KEY = 'queens-12-split1';

export interface Running {
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

export function start(args: string[], env: NodeJS.ProcessEnv = {}): Running {
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
export async function until(
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

export interface StatusJson {
  jobs: { key: string; state: string; progress: render.ProgressJson }[];
  workers: number;
}

/** `placer queue status … --format json` (or `--json`, the alias), parsed. */
export function queueStatus(url: string, args: string[]): StatusJson {
  const r = placer(['queue', 'status', '--queue', url, '--json', ...args]);
  assert.equal(r.code, 0, r.stderr);
  return JSON.parse(r.stdout) as StatusJson;
}

/** The progress shape (docs/cli.md "JSON shapes") of a queued job with `done` units counted. */
export function unitsProgress(done: number, fraction: number): render.ProgressJson {
  return render.progressJson({
    steps: done,
    unit: 'units',
    done,
    total: UNITS,
    fraction,
    found: null,
  });
}

/** A client of the test server, connected (the caller disconnects it after the test). */
export async function client(r: TestRedis): Promise<Redis> {
  const db = new Redis({ port: r.port, password: r.password, lazyConnect: true });
  await db.connect();
  return db;
}

/** A client disconnected when test `t` ends, and how many units of job `key` have results. */
export async function watch(
  t: TestContext,
  r: TestRedis,
  key: string,
): Promise<{ db: Redis; done: () => Promise<number> }> {
  const db = await client(r);
  t.after(() => db.disconnect());
  return { db, done: () => db.hlen(`placer:job:${key}:results`) };
}
