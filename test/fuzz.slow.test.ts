/**
 * The slow suite's fuzzing: every `*.fuzz.test.ts` again with 20 times the cases
 * (PLACER_FUZZ_SCALE, test/support/fuzz.ts), each failure with its seed to replay.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

function fuzzFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) fuzzFiles(path, out);
    else if (name.endsWith('.fuzz.test.ts')) out.push(path);
  }
  return out;
}

test('every parser fuzzed 20 times harder', () => {
  const files = fuzzFiles(join(ROOT, 'src'));
  assert.ok(files.length >= 6, files.join(', '));
  const r = spawnSync(process.execPath, ['--import', 'tsx', '--test', ...files], {
    cwd: ROOT,
    encoding: 'utf8',
    // Without NODE_TEST_CONTEXT: a test runner started inside a test would only report to this
    // one, and run nothing of its own.
    env: { ...process.env, NODE_TEST_CONTEXT: undefined, PLACER_FUZZ_SCALE: '20' },
  });
  const output = `${r.stdout}\n${r.stderr}`;
  assert.equal(r.status, 0, output.slice(-20_000));
  // The files ran (a runner that found nothing would also end with 0).
  assert.match(output, /# pass [1-9]/, output.slice(-2000));
  assert.match(output, /# fail 0/);
});
