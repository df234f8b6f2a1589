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
    env: { ...process.env, PLACER_FUZZ_SCALE: '20' },
  });
  assert.equal(r.status, 0, `${r.stdout}\n${r.stderr}`.slice(-20_000));
});
