import assert from 'node:assert/strict';
import { test } from 'node:test';
import { localSpawn, newSpawnLog } from '../../../../test/support/localWorkers.js';
import { QueensEstimator } from '../../../core/queens/estimate.js';
import { runToEnd } from '../../../core/run/drive.js';
import {
  ESTIMATE_SAMPLES,
  ESTIMATE_SEED,
  estimateShown,
  followEstimate,
  stopEstimate,
  type EstimateState,
} from './estimate.js';

/** Resolves once the estimate's state satisfies `ok`. */
function until(ok: (s: EstimateState | null) => boolean): Promise<EstimateState | null> {
  return new Promise((resolve) => {
    const stop = estimateShown.subscribe((s) => {
      if (!ok(s)) return;
      queueMicrotask(() => stop());
      resolve(s);
    });
  });
}

test('the estimate of N: the CLI’s figures for its seed, then the count’s time; none below 12', async () => {
  const log = newSpawnLog();
  followEstimate(13, localSpawn(log));
  const figures = await until((s) => s?.estimate != null);
  const direct = new QueensEstimator(13, ESTIMATE_SEED, { samples: ESTIMATE_SAMPLES });
  runToEnd(direct);
  assert.deepEqual(figures?.estimate, direct.result());
  assert.equal(figures?.timing, true);
  const timed = await until((s) => s?.eta != null);
  assert.equal(timed?.eta?.rate.n, 13);
  assert.equal(timed?.timing, false);
  assert.deepEqual(
    log.jobs.map((j) => j.kind === 'queens-estimate' && j.eta),
    [false, true],
  );
  assert.equal(log.terminated, 1, 'its worker closes once it has answered');
  // The same N again: nothing new; N = 8: none.
  followEstimate(13, localSpawn(log));
  assert.equal(log.spawned, 1);
  followEstimate(8, localSpawn(log));
  assert.equal(estimateShown.value, null);
});

test('Cancel stops an estimate being timed; its figures stay', async () => {
  const log = newSpawnLog();
  followEstimate(14, localSpawn(log));
  await until((s) => s?.estimate != null);
  stopEstimate();
  const s = estimateShown.value;
  assert.ok(s !== null && s.n === 14 && s.estimate !== null);
  assert.equal(s.timing, false);
  assert.equal(s.eta, null);
  assert.equal(log.terminated, 1);
  followEstimate(8, localSpawn(log));
});
