import assert from 'node:assert/strict';
import { test } from 'node:test';
import { localSpawn, newSpawnLog, until } from '../../../../test/support/localWorkers.js';
import { QueensEstimator } from '../../../core/queens/estimate.js';
import { runToEnd } from '../../../core/run/drive.js';
import { ESTIMATE_SAMPLES, ESTIMATE_SEED, LiveEstimate } from './estimate.js';

test('the estimate of N: the CLI’s figures for its seed, then the count’s time; none below 12', async () => {
  const log = newSpawnLog();
  const e = new LiveEstimate(localSpawn(log));
  e.follow(13);
  const figures = await until(e.shown, (s) => s?.estimate != null);
  const direct = new QueensEstimator(13, ESTIMATE_SEED, { samples: ESTIMATE_SAMPLES });
  runToEnd(direct);
  assert.deepEqual(figures?.estimate, direct.result());
  assert.equal(figures?.timing, true);
  const timed = await until(e.shown, (s) => s?.eta != null);
  assert.equal(timed?.eta?.rate.n, 13);
  assert.equal(timed?.timing, false);
  assert.deepEqual(
    log.jobs.map((j) => j.kind === 'queens-estimate' && j.eta),
    [false, true],
  );
  assert.equal(log.terminated, 1, 'its worker closes once it has answered');
  // The same N again: nothing new; N = 8: none.
  e.follow(13);
  assert.equal(log.spawned, 1);
  e.follow(8);
  assert.equal(e.shown.value, null);
});

test('Cancel stops an estimate being timed; its figures stay', async () => {
  const log = newSpawnLog();
  const e = new LiveEstimate(localSpawn(log));
  e.follow(14);
  await until(e.shown, (s) => s?.estimate != null);
  e.stop();
  const s = e.shown.value;
  assert.ok(s !== null && s.n === 14 && s.estimate !== null);
  assert.equal(s.timing, false);
  assert.equal(s.eta, null);
  assert.equal(log.terminated, 1);
  e.reset();
  assert.equal(e.shown.value, null);
});
