/**
 * A queens count stopped by a signal and resumed from its checkpoint (cli-queens.test.ts and its
 * slow twin): the signal comes after 20 units are saved; the records written before it are kept,
 * Ctrl-C's partial result says it is partial, and the same command with the checkpoint resumes
 * them and ends with the exact total and classes.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { placer, placerChild, tempFiles } from './cli.js';
import { queensReference } from './reference.js';

async function waitForLines(file: string, min: number): Promise<number> {
  for (let i = 0; i < 600; i++) {
    if (existsSync(file)) {
      const n = readFileSync(file, 'utf8').split('\n').length - 2;
      if (n >= min) return n;
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('checkpoint did not grow');
}

export async function killAndResume(
  signal: 'SIGINT' | 'SIGKILL',
  threads: string,
  method: 'constellations' | 'join',
  n: number,
): Promise<void> {
  const ref = queensReference.find((r) => r.n === n)!;
  const file = join(tempFiles(), `${signal}-${threads}-${method}.ndjson`);
  const args = ['queens', 'count', String(n), '--method', method, '--json'];
  const child = placerChild([...args, '--threads', threads, '--checkpoint', file]);
  let stdout = '';
  child.stdout.on('data', (b: Buffer) => (stdout += b.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.on('close', (code) => resolve(code)),
  );
  const before = await waitForLines(file, 20);
  child.kill(signal);
  const code = await exited;
  if (signal === 'SIGINT') {
    assert.equal(code, 130);
    const partial = JSON.parse(stdout) as { complete: boolean; total: string };
    assert.equal(partial.complete, false);
    assert.ok(BigInt(partial.total) < ref.total);
  }
  const saved = readFileSync(file, 'utf8').split('\n').length - 2;
  assert.ok(saved >= before, 'records written before the signal are kept');
  const resumed = placer([...args, '--checkpoint', file]);
  assert.equal(resumed.code, 0);
  const m = /resumed (\d+) of/.exec(resumed.stderr);
  assert.ok(m && Number(m[1]) >= before, resumed.stderr);
  assert.equal(JSON.parse(resumed.stdout).total, ref.total.toString());
  assert.equal(JSON.parse(resumed.stdout).classes, ref.fundamental.toString());
}
