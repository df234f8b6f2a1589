/**
 * The estimate's ETA past N = 19 (the slow suite: it times 64 of N = 19's subproblems, seconds of
 * CPU): scaled from N = 19's rate by the trees' estimated sizes.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MAX_SAMPLED_N } from './countRate.js';
import { queensEstimate } from './estimateJob.js';

test('with eta past N = 19: the count time is scaled from 19', () => {
  // A clock that moves 200 ms at each reading: the least sample, at once.
  let t = 0;
  const clock = (): number => (t += 200);
  const at32 = queensEstimate(
    { kind: 'queens-estimate', n: 32, seed: 1, samples: 2000, eta: true },
    clock,
  );
  assert.ok(at32.eta !== null);
  assert.equal(at32.eta.rate.n, MAX_SAMPLED_N);
  // Years, at any rate of this machine: the tree of 32 is ~10^12 times that of 19.
  assert.ok(at32.eta.seconds > 3e7, `${at32.eta.seconds} s`);
});
