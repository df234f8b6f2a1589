/**
 * Runs the built `placer` as a black box (npm run build first; npm test does): `placer()` in-process
 * through the bundle the binary runs (no process start per call), the others as real processes.
 */
import {
  spawn,
  spawnSync,
  type ChildProcessWithoutNullStreams,
  type SpawnSyncReturns,
} from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after } from 'node:test';
import { fileURLToPath } from 'node:url';
import {
  MessageChannel,
  receiveMessageOnPort,
  Worker,
  type MessagePort,
} from 'node:worker_threads';

export const BIN = fileURLToPath(new URL('../../bin/placer.js', import.meta.url));
const BUNDLE = new URL('../../dist/cli/bundle.js', import.meta.url).href;
/** Longest one command may take before it counts as hung (it is stopped and the call fails). */
const LIMIT_MS = 120_000;
/** PLACER_TEST_SPAWN=1 runs every placer() call as a real process, as before in-process runs. */
const SPAWN_ALL = process.env.PLACER_TEST_SPAWN === '1';

/**
 * The cache folder (XDG_CACHE_HOME) of every command this test file runs: its own, removed after
 * its last test, so no test reads or leaves a default checkpoint in the user's ~/.cache/placer
 * (one left there made the user's next count "resume" a test's units). A test that passes its
 * own XDG_CACHE_HOME in `env` gets that one instead.
 */
export const CLI_CACHE = mkdtempSync(join(tmpdir(), 'placer-test-cache-'));
after(() => rmSync(CLI_CACHE, { recursive: true, force: true }));

/** The environment a command runs in: the test's, with NO_COLOR=1, CLI_CACHE and `extra`. */
export function cliEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return { ...process.env, NO_COLOR: '1', XDG_CACHE_HOME: CLI_CACHE, ...extra };
}

export interface CliResult {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
}

export interface CliOptions {
  /** Standard input (none: an empty one). */
  input?: string;
  /** Working folder: the call then starts a real process (a worker thread cannot change folder). */
  cwd?: string;
  /** Added to the test's environment (with NO_COLOR=1 and XDG_CACHE_HOME=CLI_CACHE). */
  env?: NodeJS.ProcessEnv;
}

/**
 * Runs `placer args…` and returns its exit code and what it printed. It runs in-process (a worker
 * thread running bin/placer.js's bundle, about 0.3 s of CPU less than a process start per call)
 * unless `cwd` is given or PLACER_TEST_SPAWN=1; what needs a real process (signals, pipes, the
 * bin shim) uses placerProcess, placerPiped or placerChild.
 */
export function placer(args: readonly string[], opts: CliOptions = {}): CliResult {
  if (opts.cwd !== undefined || SPAWN_ALL) return placerProcess(args, opts);
  return inProcess(args, opts);
}

/**
 * placer(args, opts) as a promise, for a test that asks the CLI first and compares later: the
 * command runs in-process at once (no process start); the promise rejects when it exits with a
 * code not in `ok` ([0] by default).
 */
export function placerLater(
  args: readonly string[],
  opts: CliOptions & { ok?: readonly number[] } = {},
): Promise<CliResult> {
  const r = placer(args, opts);
  if ((opts.ok ?? [0]).includes(r.code ?? -1)) return Promise.resolve(r);
  return Promise.reject(new Error(`placer ${args.join(' ')}: exit ${r.code}: ${r.stderr}`));
}

/** Runs `placer args…` as a real process of the built binary (bin/placer.js). */
export function placerProcess(args: readonly string[], opts: CliOptions = {}): CliResult {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    input: opts.input,
    cwd: opts.cwd,
    env: cliEnv(opts.env),
    encoding: 'utf8',
    timeout: LIMIT_MS,
    maxBuffer: 1 << 28,
  });
  return { code: r.status, signal: r.signal, stdout: r.stdout, stderr: r.stderr };
}

/** The worker thread that runs commands in-process (test/support/cliWorker.mjs), made at first use. */
let runner: { worker: Worker; port: MessagePort; flag: Int32Array } | undefined;

function inProcess(args: readonly string[], opts: CliOptions): CliResult {
  if (runner === undefined) {
    const { port1, port2 } = new MessageChannel();
    const flag = new Int32Array(new SharedArrayBuffer(4));
    const worker = new Worker(new URL('./cliWorker.mjs', import.meta.url), {
      workerData: { port: port2, flag: flag.buffer, bundle: BUNDLE },
      transferList: [port2],
      // Plain JavaScript: no TypeScript loader in the worker.
      execArgv: [],
    });
    worker.unref();
    port1.unref();
    runner = { worker, port: port1, flag };
  }
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(cliEnv(opts.env))) {
    if (v !== undefined) env[k] = v;
  }
  Atomics.store(runner.flag, 0, 0);
  runner.port.postMessage({ args: [...args], input: opts.input, env });
  // Wait for the flag itself, not for a wake-up: the worker stores the flag, then notifies, and a
  // notify that comes late (the worker descheduled between the two on a busy machine) for the
  // answer before, already read, would wake this wait before its own answer is posted.
  const deadline = performance.now() + LIMIT_MS;
  let waited: 'ok' | 'not-equal' | 'timed-out' = 'ok';
  while (Atomics.load(runner.flag, 0) === 0 && waited !== 'timed-out') {
    waited = Atomics.wait(runner.flag, 0, 0, Math.max(0, deadline - performance.now()));
  }
  if (Atomics.load(runner.flag, 0) === 0) {
    void runner.worker.terminate();
    runner = undefined;
    return {
      code: null,
      signal: 'SIGTERM',
      stdout: '',
      stderr: `placer timed out: ${args.join(' ')}`,
    };
  }
  const reply = receiveMessageOnPort(runner.port)?.message as
    { code: number | null; stdout: string; stderr: string } | undefined;
  if (reply === undefined) throw new Error('the in-process placer answered nothing');
  return { code: reply.code, signal: null, stdout: reply.stdout, stderr: reply.stderr };
}

/** Runs placer through a shell pipeline, e.g. `| head -3`; returns placer's own exit status. */
export function placerPiped(args: readonly string[], pipe: string): CliResult {
  const quoted = [process.execPath, BIN, ...args]
    .map((a) => `'${a.replace(/'/g, `'\\''`)}'`)
    .join(' ');
  const r = spawnSync('bash', ['-c', `${quoted} | ${pipe}; exit \${PIPESTATUS[0]}`], {
    encoding: 'utf8',
    timeout: 60_000,
    env: cliEnv(),
  });
  return { code: r.status, signal: r.signal, stdout: r.stdout, stderr: r.stderr };
}

/**
 * Starts placer in the background (for signals). It is killed outright after `limitMs`, so a test
 * waiting on it fails (exit code null) instead of hanging the suite.
 */
export function placerChild(
  args: readonly string[],
  env: NodeJS.ProcessEnv = {},
  limitMs = 60_000,
): ChildProcessWithoutNullStreams {
  const child = spawn(process.execPath, [BIN, ...args], {
    env: cliEnv(env),
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  child.stdin.end();
  const timer = setTimeout(() => child.kill('SIGKILL'), limitMs);
  child.on('close', () => clearTimeout(timer));
  return child;
}

/**
 * Resolves with everything the child wrote to stderr once that text matches `re`; rejects when
 * the child closes first (so the wait ends when placerChild's time limit kills it).
 */
export function untilStderr(child: ChildProcessWithoutNullStreams, re: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (b: Buffer): void => {
      text += b.toString();
      if (re.test(text)) {
        child.stderr.off('data', onData);
        resolve(text);
      }
    };
    child.stderr.on('data', onData);
    child.on('close', (code, signal) =>
      reject(new Error(`placer ended (${code ?? signal}) before stderr matched ${re}: ${text}`)),
    );
  });
}

/** Asserts the shape of a usage error: exit 2, nothing on stdout, one line on stderr. */
export function usageLine(r: CliResult): string {
  if (r.code !== 2) throw new Error(`expected exit 2, got ${r.code}: ${r.stderr}`);
  if (r.stdout !== '') throw new Error(`expected no stdout, got ${JSON.stringify(r.stdout)}`);
  const lines = r.stderr.trimEnd().split('\n');
  if (lines.length !== 1)
    throw new Error(`expected one stderr line, got ${JSON.stringify(r.stderr)}`);
  if (/\bat .*\(.*:\d+:\d+\)/.test(r.stderr)) throw new Error('stack trace on stderr');
  return lines[0];
}

/** Folders made by tempFiles in this test file, removed when its tests are over. */
const folders: string[] = [];
after(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * A fresh temporary folder with the given files written into it; returns its path. The folder is
 * removed after the last test of the file.
 */
export function tempFiles(files: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'placer-test-'));
  folders.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

/**
 * Runs placer with --progress on stderr and sends SIGINT as soon as the first progress line
 * shows the search loop running (and listening for the signal); resolves when it exits.
 */
export async function interruptOnFirstProgress(args: readonly string[]): Promise<CliResult> {
  const child = placerChild([...args, '--progress']);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (b: Buffer) => (stdout += b.toString()));
  child.stderr.on('data', (b: Buffer) => {
    if (stderr === '') child.kill('SIGINT');
    stderr += b.toString();
  });
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
    child.on('close', (c, s) => resolve([c, s])),
  );
  return { code, signal, stdout, stderr };
}

/**
 * Runs placer with standard error in the same pipe as standard output, as a terminal shows them,
 * and sends SIGINT at its first output; resolves with the exit code and the lines in order.
 */
export async function interruptedInOnePipe(
  args: readonly string[],
): Promise<{ readonly code: number | null; readonly out: string; readonly lines: string[] }> {
  const command = [process.execPath, BIN, ...args].map((a) => `'${a}'`).join(' ');
  const child = spawn('bash', ['-c', `exec ${command} 2>&1`], {
    env: cliEnv(),
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  let out = '';
  child.stdout.on('data', (b: Buffer) => {
    if (out === '') child.kill('SIGINT');
    out += b.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  clearTimeout(timer);
  return { code, out, lines: out.trimEnd().split('\n') };
}

/**
 * Runs placer as an unprivileged user, where permissions mean something: as nobody (uid 65534,
 * through setpriv) when the tests run as root, as the user otherwise. Null when that cannot be
 * done (root without setpriv): the caller skips.
 */
export function placerUnprivileged(args: readonly string[]): SpawnSyncReturns<string> | null {
  const root = process.getuid?.() === 0;
  const cmd = [BIN, ...args];
  if (!root) return spawnSync(process.execPath, cmd, { encoding: 'utf8', env: cliEnv() });
  if (spawnSync('setpriv', ['--version']).status !== 0) return null;
  return spawnSync(
    'setpriv',
    ['--reuid=65534', '--regid=65534', '--clear-groups', process.execPath, ...cmd],
    { encoding: 'utf8', env: cliEnv() },
  );
}
