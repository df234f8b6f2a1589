/**
 * The tests run most commands in-process (test/support/cli.ts placer()); here each command runs
 * once through the real binary (bin/placer.js) as well, and both must print the same bytes and
 * exit the same way, so the in-process runner cannot drift from what a user runs. The commands
 * other files already run as processes are not repeated: queens count, tile, cover (Ctrl-C and
 * SIGKILL tests), queens list (`| head`), queens solve and tile -o - (a working folder), serve and
 * worker (the browser and queue tests).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { placer, placerProcess, type CliResult } from './support/cli.js';

/** Timings differ between two runs: masked. */
function masked(r: CliResult): CliResult {
  const mask = (t: string): string =>
    t
      .replace(/"(\w*[sS]econds)":[0-9.e-]+/g, '"$1":0')
      .replace(/^(time|first) +.*$/gm, '$1 …')
      .replace(/\b\d+(\.\d+)? (ms|s)\b/g, '… s');
  return { code: r.code, signal: r.signal, stdout: mask(r.stdout), stderr: mask(r.stderr) };
}

const CALLS: { args: string[]; input?: string }[] = [
  { args: ['--version'] },
  { args: ['help', 'queens', 'count'] },
  { args: ['queens', 'show', '4', '2 4 1 3', '--color', 'always'] },
  { args: ['queens', 'walk', '4', '--limit', '20'] },
  { args: ['queens', 'check', '4', '--in', '-'], input: '1 2 3 4\n' },
  { args: ['queens', 'complete', '8', '--fixed', '1', '.', '.', '.', '.', '.', '.', '.'] },
  { args: ['queens', 'estimate', '8', '--seed', '1', '--samples', '100'] },
  { args: ['queue', 'status', '--queue', 'http://h'] },
  { args: ['queens', 'count', '40'] },
];

test('every command prints the same through the binary as in-process', () => {
  for (const { args, input } of CALLS) {
    const real = masked(placerProcess(args, { input }));
    const here = masked(placer(args, { input }));
    assert.deepEqual(here, real, `placer ${args.join(' ')}`);
  }
});
