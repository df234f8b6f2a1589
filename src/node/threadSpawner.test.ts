import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { runPool } from '../core/run/pool.js';
import { resultOf } from '../core/protocol.js';
import { countQueens, planCount, summarize, type ClassTally } from '../core/queens/count.js';
import { spawnThread } from './threadSpawner.js';

test('a worker thread that exits without an error event has its unit run again', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'placer-pool-'));
  try {
    const url = new URL('../../test/support/exitingWorker.mjs', import.meta.url);
    const marker = join(dir, 'died');
    const n = 8;
    const tallies: ClassTally[] = [];
    const outcome = await runPool({
      spawn: () => spawnThread(url, { marker }),
      units: planCount(n).map((s) => ({
        id: s.id,
        job: { kind: 'queens-count' as const, n, id: s.id },
      })),
      threads: 2,
      onResult: (_, r) => tallies.push(resultOf(r, 'queens-count').tally),
    });
    assert.equal(outcome, 'done');
    assert.deepEqual(summarize(n, tallies), countQueens(n));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
