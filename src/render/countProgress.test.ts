import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runCount } from '../node/queens/countRunner.js';
import type { UnitsProgress } from '../core/run/unitCount.js';
import { unitsEtaSeconds } from './countProgress.js';

test('the ETA goes at the recent rate where a run gives one, else at the rate since the start', () => {
  const base = { done: 10, total: 100, resumed: 0, elapsedMs: 1000 };
  assert.equal(unitsEtaSeconds(base), 9); // 90 units at 100 ms
  // 200 ms for the 5 units since the mark: 40 ms each.
  assert.ok(
    Math.abs(unitsEtaSeconds({ ...base, since: { fresh: 5, elapsedMs: 800 } }) - 3.6) < 1e-9,
  );
  // Resumed units took no time here: 10 fresh in 1 s, 70 left.
  assert.equal(unitsEtaSeconds({ ...base, done: 30, resumed: 20 }), 7);
  assert.ok(Number.isNaN(unitsEtaSeconds({ ...base, done: 0 })));
  assert.ok(Number.isNaN(unitsEtaSeconds({ ...base, done: 20, resumed: 20 })));
  assert.ok(Number.isNaN(unitsEtaSeconds({ ...base, done: 100 })));
});

test('before the first unit ends, the ETA goes at the rate of the units under way', () => {
  const running = { units: 1, steps: 5000, found: 3n, fraction: 0.25 };
  // A quarter of the one unit in 2 s: 6 s left.
  const one = { done: 0, total: 1, resumed: 0, elapsedMs: 2000, running };
  assert.ok(Math.abs(unitsEtaSeconds(one) - 6) < 1e-9);
  // Two units under way, half of one unit's work done in all, 3 units: 2.5 units left at 1 s.
  const two = {
    ...one,
    total: 3,
    elapsedMs: 1000,
    running: { ...running, units: 2, fraction: 0.5 },
  };
  assert.ok(Math.abs(unitsEtaSeconds(two) - 5) < 1e-9);
  assert.ok(Number.isNaN(unitsEtaSeconds({ ...one, running: { ...running, fraction: 0 } })));
  assert.ok(Number.isNaN(unitsEtaSeconds({ ...one, running: undefined })));
});

test('a count reports a `since` point at a power of two, at most half of the units done', async () => {
  const seen: UnitsProgress[] = [];
  const run = await runCount({ n: 11, progressEveryMs: 0, onProgress: (p) => seen.push(p) });
  assert.ok(run.complete);
  assert.ok(seen.some((p) => p.since !== undefined));
  for (const p of seen) {
    if (p.since === undefined) {
      assert.ok(p.done < 2, `no point at ${p.done} done`);
      continue;
    }
    const { fresh, elapsedMs } = p.since;
    assert.equal(fresh & (fresh - 1), 0, `${fresh} is a power of two`);
    assert.ok(fresh <= p.done / 2 && fresh * 4 > p.done, `${fresh} near half of ${p.done}`);
    assert.ok(elapsedMs <= p.elapsedMs);
  }
});
