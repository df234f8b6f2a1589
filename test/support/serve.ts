/**
 * Starts the built `placer serve` on a free loopback port for a test file and stops it after
 * the file's tests (npm run build first; npm test does).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { BIN } from './cli.js';

export interface Served {
  /** The URL it printed, e.g. http://127.0.0.1:41234/ */
  readonly url: string;
  readonly child: ChildProcess;
  stop(): Promise<void>;
}

/** Runs `placer serve --port 0 -q …args` and resolves with the URL it prints (10 s at most). */
export function startServe(args: readonly string[] = []): Promise<Served> {
  const child = spawn(process.execPath, [BIN, 'serve', '--port', '0', '-q', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = (): Promise<void> =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`placer serve printed no URL within 10 s: ${err}`));
    }, 10_000);
    child.stderr.on('data', (b: Buffer) => (err += b.toString()));
    child.stdout.on('data', (b: Buffer) => {
      out += b.toString();
      const line = out.split('\n');
      if (line.length > 1) {
        clearTimeout(timer);
        resolve({ url: line[0], child, stop });
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`placer serve exited (${code}) before printing a URL: ${err}`));
    });
  });
}
