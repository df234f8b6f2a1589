/** `placer queens list N --offset K`: random access through the CLI, against the plain listing. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { BIN, cliEnv, placer, type CliResult } from './support/cli.js';
import { parsePlacement } from '../src/core/queens/formats.js';

const FORMATS = ['perm', 'pairs', 'angle', 'algebraic', 'json', 'board'] as const;

/** The rows of a listing's output: lines, or for boards the blocks between blank lines. */
function rowsOf(stdout: string, format: string): string[] {
  if (stdout === '') return [];
  if (format === 'board') return stdout.split('\n\n').filter((b) => b !== '');
  return stdout.trimEnd().split('\n');
}

function list(args: readonly string[]): CliResult {
  return placer(['queens', 'list', ...args]);
}

test('--offset K prints what the plain listing prints after its first K rows (every format)', () => {
  // One offset past the middle, listed to the end: the row found and the stream resumed after it.
  const n = '10'; // 724 rows, 92 classes
  const full = new Map<string, string[]>();
  for (const { format, mode } of [
    { format: 'perm', mode: [] },
    { format: 'json', mode: [] },
    { format: 'board', mode: [] },
    { format: 'perm', mode: ['--fundamental'] },
    { format: 'json', mode: ['--fundamental'] },
    { format: 'board', mode: ['--fundamental'] },
  ]) {
    const r = list([n, '--format', format, ...mode]);
    assert.equal(r.code, 0, r.stderr);
    full.set(format + mode.join(), rowsOf(r.stdout, format));
  }
  for (const mode of [[], ['--fundamental']]) {
    const perm = full.get('perm' + mode.join()) ?? [];
    assert.equal(perm.length, mode.length > 0 ? 92 : 724);
    const k = Math.floor(perm.length * 0.93);
    for (const format of mode.length > 0 ? ['perm', 'json', 'board'] : FORMATS) {
      const r = list([n, '--format', format, ...mode, '--offset', String(k)]);
      assert.equal(r.code, 0, r.stderr);
      assert.equal(r.stderr, '');
      const rows = rowsOf(r.stdout, format);
      const want = full.get(format + mode.join());
      if (want !== undefined) {
        assert.deepEqual(rows, want.slice(k), `${format} ${mode} K=${k}`);
      } else {
        // pairs, angle, algebraic: the same placements as the perm listing's rows from K on.
        assert.deepEqual(
          rows.map((l) => Array.from(parsePlacement(l).cols).join()),
          perm.slice(k).map((l) => Array.from(parsePlacement(l).cols).join()),
          `${format} K=${k}`,
        );
      }
    }
  }
});

test('--offset K --limit L over several K (N = 12: its table is built at once)', () => {
  for (const mode of [[], ['--fundamental']]) {
    const rows = rowsOf(list(['12', ...mode]).stdout, 'perm');
    for (const k of [3, rows.length >> 1, rows.length - 2]) {
      const r = list(['12', ...mode, '--offset', String(k), '--limit', '3']);
      assert.equal(r.code, 0, r.stderr);
      assert.deepEqual(rowsOf(r.stdout, 'perm'), rows.slice(k, k + 3), `${mode} K=${k}`);
    }
  }
});

test('an offset past the end says so and exits 1, with nothing on stdout', () => {
  const all = list(['8', '--offset', '92']);
  assert.equal(all.code, 1);
  assert.equal(all.stdout, '');
  assert.equal(all.stderr, '--offset 92 is past the end: N = 8 has 92 solutions (rows 0…91)\n');
  const fund = list(['8', '--fundamental', '--offset', '500', '--format', 'json']);
  assert.equal(fund.code, 1);
  assert.equal(fund.stdout, '');
  assert.match(fund.stderr, /^--offset 500 is past the end: N = 8 has 12 classes \(rows 0…11\)\n$/);
  const none = list(['3', '--offset', '1']);
  assert.equal(none.code, 1);
  assert.equal(none.stderr, 'no solutions for N = 3\n');
  const last = list(['8', '--offset', '91']);
  assert.equal(last.code, 0);
  assert.equal(last.stdout, '8 4 1 3 6 2 7 5\n');
});

/**
 * Runs placer with --progress, sends SIGINT at its first line on stderr (the seek is counting
 * and listening then) and resolves when it exits; killed outright if it runs past `limitMs`.
 */
async function interruptAtFirstProgress(args: readonly string[], limitMs = 20_000) {
  const child = spawn(process.execPath, [BIN, ...args, '--progress'], {
    env: cliEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (b: Buffer) => (stdout += b.toString()));
  child.stderr.on('data', (b: Buffer) => {
    if (stderr === '') child.kill('SIGINT');
    stderr += b.toString();
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), limitMs);
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  clearTimeout(timer);
  return { code, stdout, stderr };
}

test('a seek that cannot end (N = 32, K = 2^53 - 1) shows progress at once and stops on Ctrl-C', async () => {
  const k = '9007199254740991';
  const r = await interruptAtFirstProgress(['queens', 'list', '32', '--offset', k]);
  assert.equal(r.code, 130, r.stderr);
  assert.equal(r.stdout, '');
  const [progress, ...rest] = r.stderr.trimEnd().split('\n');
  assert.match(
    progress,
    /^N=32: \d+ of 9007199254740991 rows counted \(.*%\), .* rows\/s, \d+ parts, [\d.]+ s; (no estimate yet|about .* left at this rate)$/,
  );
  assert.match(
    rest.at(-1) ?? '',
    /^cancelled before row 9007199254740991: nothing printed \(\d+ rows counted\)$/,
  );
});

test('Ctrl-C while the N = 16 table is built: exit 130, nothing printed', async () => {
  const r = await interruptAtFirstProgress(['queens', 'list', '16', '--offset', '14000000']);
  assert.equal(r.code, 130, r.stderr);
  assert.equal(r.stdout, '');
  assert.match(r.stderr, /^N=16: (building the part table: \d+ rows|\d+ of 14000000 rows) counted/);
  assert.match(r.stderr, /cancelled before row 14000000: nothing printed/);
});

test('-q keeps a seek quiet; a bad --offset is a usage error', () => {
  const q = list(['12', '--offset', '9000', '--limit', '1', '--progress', '-q']);
  assert.equal(q.code, 0);
  assert.equal(q.stderr, '');
  assert.equal(q.stdout.split('\n').length, 2);
  const bad = list(['8', '--offset', '-1']);
  assert.equal(bad.code, 2);
  assert.match(bad.stderr, /--offset must be a whole number from 0 to \d+, got '-1'/);
});
