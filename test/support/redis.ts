/**
 * A throw-away redis-server for the queue tests and the queue bench: on 127.0.0.1, a free port,
 * no persistence, a password; with `tls`, TLS only (rediss://), its certificate signed by a CA
 * made for the run with openssl (`ca` is that CA's certificate, for NODE_EXTRA_CA_CERTS).
 * `startRedis` (tests) stops it after the test file; `launchRedis` (the bench) leaves stopping to
 * the caller. Both resolve to `{ skip }` (with the reason) only when no server can be started
 * here (no redis-server; for TLS, no openssl or a server built without TLS), so a test can skip
 * visibly instead of failing.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after } from 'node:test';

export interface TestRedis {
  readonly port: number;
  readonly password: string;
  /** redis://:password@127.0.0.1:port, or rediss://… for a TLS server */
  readonly url: string;
  /** A TLS server's CA certificate file (trust it with NODE_EXTRA_CA_CERTS); absent: no TLS. */
  readonly ca?: string;
}

export interface RedisOptions {
  /** TLS only, on a certificate for 127.0.0.1 made for this server. */
  readonly tls?: boolean;
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

/**
 * Resolves once something accepts connections on the port, or false after `ms` or as soon as
 * `child` has exited.
 */
async function listening(port: number, ms: number, child: ChildProcess): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until && child.exitCode === null && child.signalCode === null) {
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

/** A started server and its process, which the caller stops (stopChild), then removes `dir`. */
export interface LaunchedRedis extends TestRedis {
  readonly child: ChildProcess;
  /** The TLS server's certificates and keys (absent: no TLS). */
  readonly dir?: string;
}

/**
 * A CA and a certificate for 127.0.0.1 signed by it, in `dir` (ca.crt, server.crt, server.key),
 * for one day; the reason when openssl cannot make them.
 */
function makeCertificates(dir: string): string | null {
  const openssl = (args: string[]): string | null => {
    const r = spawnSync('openssl', args, { cwd: dir, encoding: 'utf8' });
    if (r.error !== undefined) return `no openssl (${r.error.message})`;
    return r.status === 0 ? null : `openssl ${args[0]} failed: ${r.stderr.trim().split('\n')[0]}`;
  };
  writeFileSync(join(dir, 'san.cnf'), 'subjectAltName=IP:127.0.0.1\n');
  return (
    openssl(
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1'].concat([
        '-keyout',
        'ca.key',
        '-out',
        'ca.crt',
        '-subj',
        '/CN=placer test CA',
      ]),
    ) ??
    openssl(
      ['req', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'server.key'].concat([
        '-out',
        'server.csr',
        '-subj',
        '/CN=127.0.0.1',
      ]),
    ) ??
    openssl(
      ['x509', '-req', '-in', 'server.csr', '-CA', 'ca.crt', '-CAkey', 'ca.key'].concat([
        '-CAcreateserial',
        '-out',
        'server.crt',
        '-days',
        '1',
        '-extfile',
        'san.cnf',
      ]),
    )
  );
}

export async function launchRedis(
  opts: RedisOptions = {},
): Promise<LaunchedRedis | { skip: string }> {
  const bin = CANDIDATES.find((c) => spawnSync(c, ['--version']).status === 0);
  if (bin === undefined) return { skip: 'no redis-server found (apt-get install redis-server)' };
  const port = await freePort();
  const password = `pw${Math.random().toString(36).slice(2, 10)}`;
  const common = ['--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  let dir: string | undefined;
  let listen = ['--port', String(port)];
  if (opts.tls === true) {
    dir = mkdtempSync(join(tmpdir(), 'placer-redis-tls-'));
    const failed = makeCertificates(dir);
    if (failed !== null) {
      rmSync(dir, { recursive: true, force: true });
      return { skip: `no certificates for a TLS redis-server: ${failed}` };
    }
    listen = ['--port', '0', '--tls-port', String(port), '--tls-auth-clients', 'no'];
    for (const [option, file] of [
      ['--tls-cert-file', 'server.crt'],
      ['--tls-key-file', 'server.key'],
      ['--tls-ca-cert-file', 'ca.crt'],
    ]) {
      listen.push(option, join(dir, file));
    }
  }
  const child = spawn(bin, [...listen, ...common, '--requirepass', password], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // What it said, kept short: the reason it did not start (a build without TLS says so).
  let said = '';
  const keep = (b: Buffer): void => {
    if (said.length < 4096) said += b.toString();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  if (!(await listening(port, 10_000, child))) {
    await stopChild(child);
    if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
    const why = said.split('\n').filter((l) => /error|fatal|not supported|bad/i.test(l));
    return {
      skip: `redis-server did not start on port ${port}${dir ? ' with TLS' : ''}${why.length > 0 ? `: ${why.slice(-2).join(' ').trim()}` : ''}`,
    };
  }
  const scheme = dir === undefined ? 'redis' : 'rediss';
  return {
    child,
    port,
    password,
    url: `${scheme}://:${password}@127.0.0.1:${port}`,
    ...(dir === undefined ? {} : { dir, ca: join(dir, 'ca.crt') }),
  };
}

/** launchRedis for a test file: the server is stopped (and its files removed) after the file's tests. */
export async function startRedis(opts: RedisOptions = {}): Promise<TestRedis | { skip: string }> {
  const r = await launchRedis(opts);
  if ('skip' in r) return r;
  after(async () => {
    await stopChild(r.child);
    if (r.dir !== undefined) rmSync(r.dir, { recursive: true, force: true });
  });
  return { port: r.port, password: r.password, url: r.url, ...(r.ca ? { ca: r.ca } : {}) };
}
