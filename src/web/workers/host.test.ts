import assert from 'node:assert/strict';
import { test } from 'node:test';
import { drive } from '../../core/run/drive.js';
import { resultOf } from '../../core/protocol.js';
import { startJob } from '../../core/jobs.js';
import { countQueens, planCount, summarize, type ClassTally } from '../../core/queens/count.js';
import { UnitRunner } from '../../core/run/unitRunner.js';
import { messageChannelHost } from './host.js';

test('the MessageChannel host drives an engine in slices, yielding between them', async () => {
  const host = messageChannelHost();
  try {
    const n = 10;
    const plan = planCount(n);
    const tallies: ClassTally[] = [];
    const runner = new UnitRunner(
      plan.map((s) => ({ id: s.id, job: { kind: 'queens-count' as const, n, id: s.id } })),
      startJob,
      (_id, r) => tallies.push(resultOf(r, 'queens-count').tally),
    );
    let yields = 0;
    const counting = { now: host.now, yield: () => (yields++, host.yield()) };
    const outcome = await drive(runner, {
      host: counting,
      firstBudget: 1,
      sliceMs: 0.01,
      yieldEveryMs: 0,
    });
    assert.equal(outcome, 'done');
    assert.ok(yields > 1, `yielded ${yields} times`);
    assert.deepEqual(summarize(n, tallies), countQueens(n));
  } finally {
    host.close();
  }
});
