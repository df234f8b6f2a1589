import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runJob } from '../jobs.js';
import { resultOf } from '../protocol.js';
import { runToEnd } from '../run/drive.js';
import { QueensEstimator } from './estimate.js';
import { queensEstimate } from './estimateJob.js';

/** A clock that moves `step` ms at each reading: a timed sample of a few units, at once. */
function steppingClock(step: number): () => number {
  let t = 0;
  return () => (t += step);
}

test('an estimate job gives what `placer queens estimate N --seed S` computes', () => {
  const direct = new QueensEstimator(12, 7, { samples: 5000 });
  runToEnd(direct);
  const job = { kind: 'queens-estimate', n: 12, seed: 7, samples: 5000, eta: false } as const;
  const r = resultOf(runJob(job), 'queens-estimate');
  assert.deepEqual(r.estimate, direct.result());
  assert.equal(r.eta, null);
});

test('with eta: the count is timed on its own subproblems; below N = 12 there is none', () => {
  const at13 = queensEstimate(
    { kind: 'queens-estimate', n: 13, seed: 1, samples: 2000, eta: true },
    steppingClock(20),
  );
  assert.ok(at13.eta !== null);
  assert.equal(at13.eta.rate.n, 13);
  assert.ok(at13.eta.rate.sampled >= 1 && at13.eta.seconds > 0);
  // Below N = 12 a count takes milliseconds: no ETA. (Past N = 19: estimateJob.slow.test.ts.)
  const small = queensEstimate({ kind: 'queens-estimate', n: 8, seed: 1, samples: 100, eta: true });
  assert.equal(small.eta, null);
});

test('a bad estimate job names its field', () => {
  const bad = (fields: Record<string, unknown>): RegExp | string => {
    try {
      runJob({
        kind: 'queens-estimate',
        n: 12,
        seed: 1,
        samples: 100,
        eta: false,
        ...fields,
      } as never);
      return 'accepted';
    } catch (e) {
      return (e as Error).message;
    }
  };
  assert.match(String(bad({ n: 33 })), /^N must be a whole number from 1 to 32, got 33$/);
  assert.match(String(bad({ seed: -1 })), /^seed must be/);
  assert.match(String(bad({ samples: 1 })), /^samples must be a whole number from 2/);
});
