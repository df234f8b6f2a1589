/**
 * A throw-away redis-server for the queue tests and the queue bench: on 127.0.0.1, a free port,
 * no persistence, a password. `startRedis` (tests) stops it after the test file; `launchRedis`
 * (the bench) leaves stopping to the caller. Both resolve to `{ skip }` (with the reason) only
 * when no server can be started here, so a test can skip visibly instead of failing.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer, connect } from 'node:net';
import { after } from 'node:test';

export interface TestRedis {
  readonly port: number;
  readonly password: string;
  /** redis://:password@127.0.0.1:port */
  readonly url: string;
}

const CANDIDATES = ['redis-server', '/usr/bin/redis-server', '/usr/sbin/redis-server'];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() =>
        typeof a === 'object' && a !== null ? resolve(a.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Resolves once something accepts connections on the port, or false after `ms`. */
async function listening(port: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const ok = await new Promise<boolean>((resolve) => {
      const c = connect(port, '127.0.0.1', () => {
        c.destroy();
        resolve(true);
      });
      c.on('error', () => resolve(false));
    });
    if (ok) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

/** Stops a child for good: SIGTERM, then SIGKILL if it has not exited within `ms`. */
export async function stopChild(child: ChildProcess, ms = 3000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), ms);
  await exited;
  clearTimeout(timer);
}

/** A started server and its process, which the caller stops (stopChild). */
export interface LaunchedRedis extends TestRedis {
  readonly child: ChildProcess;
}

export async function launchRedis(): Promise<LaunchedRedis | { skip: string }> {
  const bin = CANDIDATES.find((c) => spawnSync(c, ['--version']).status === 0);
  if (bin === undefined) return { skip: 'no redis-server found (apt-get install redis-server)' };
  const port = await freePort();
  const password = `pw${Math.random().toString(36).slice(2, 10)}`;
  const child = spawn(
    bin,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--requirepass',
      password,
    ],
    { stdio: 'ignore' },
  );
  if (!(await listening(port, 10_000))) {
    await stopChild(child);
    return { skip: `redis-server did not start on port ${port}` };
  }
  return { child, port, password, url: `redis://:${password}@127.0.0.1:${port}` };
}

/** launchRedis for a test file: the server is stopped after the file's tests. */
export async function startRedis(): Promise<TestRedis | { skip: string }> {
  const r = await launchRedis();
  if ('skip' in r) return r;
  after(() => stopChild(r.child));
  return { port: r.port, password: r.password, url: r.url };
}
