import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  countCompletions,
  findCompletion,
  prepareCompletion,
} from '../../../core/queens/complete.js';
import { localSpawn, newSpawnLog } from '../../../../test/support/localWorkers.js';
import { countCompletionsOnPool, firstCompletionOnPool } from './completion.js';

const board = (n: number, fixed: Record<number, number>): Int32Array => {
  const cols = new Int32Array(n).fill(-1);
  for (const [r, c] of Object.entries(fixed)) cols[Number(r)] = c;
  return cols;
};

test("the pool's first completion and count are core's, for the same queens", async () => {
  for (const cols of [board(8, { 0: 1 }), board(11, {}), board(12, { 3: 5, 9: 0 })]) {
    const setup = prepareCompletion({ n: cols.length, cols });
    assert.equal(setup.kind, 'space');
    if (setup.kind !== 'space') continue;
    const log = newSpawnLog();
    const first = await firstCompletionOnPool(cols, { spawn: localSpawn(log) });
    assert.deepEqual(first?.completion, findCompletion(setup.space));
    const seen: number[] = [];
    const count = await countCompletionsOnPool(cols, {
      spawn: localSpawn(log),
      threads: 2,
      onProgress: (p) => seen.push(p.done),
    });
    assert.equal(count, countCompletions(setup.space));
    assert.equal(seen.at(-1), seen.length - 1, 'a progress report per part, and one at the start');
    assert.equal(log.spawned, log.terminated, 'every worker let go');
  }
});

test('attacking fixed queens: none, without a worker; Cancel: null', async () => {
  const log = newSpawnLog();
  const clash = board(6, { 0: 0, 1: 1 });
  assert.equal(await countCompletionsOnPool(clash, { spawn: localSpawn(log), threads: 2 }), 0n);
  assert.equal(log.spawned, 0);
  const first = await firstCompletionOnPool(clash, { spawn: localSpawn(log) });
  assert.deepEqual([first?.completion, first?.reason], [null, 'conflict']);

  const ac = new AbortController();
  const pending = countCompletionsOnPool(board(14, {}), {
    spawn: localSpawn(log),
    threads: 2,
    signal: ac.signal,
    onProgress: (p) => {
      if (p.done === 3) ac.abort();
    },
  });
  assert.equal(await pending, null);
});
