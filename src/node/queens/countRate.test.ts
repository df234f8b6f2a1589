import { test } from 'node:test';
import assert from 'node:assert/strict';
import { planCount } from '../../core/queens/count.js';
import { countOrder, measureCountRate } from './countRate.js';

test('countOrder is the same permutation of the plan every time', () => {
  const plan = planCount(12).map((s) => s.id);
  const a = countOrder(plan);
  assert.deepEqual(a, countOrder(plan));
  assert.notDeepEqual(a, plan);
  assert.deepEqual([...a].sort(), [...plan].sort());
});

test('measureCountRate times the count own subproblems and scales to the plan', () => {
  const r = measureCountRate(11, { budgetMs: 1, warmupMs: 0, minUnits: 5 });
  assert.equal(r.units, planCount(11).length);
  assert.ok(r.sampled >= 5 && r.sampled <= r.units);
  assert.ok(r.sampleSeconds > 0);
  const perUnit = r.sampleSeconds / r.sampled;
  assert.ok(Math.abs(r.seconds - r.planSeconds - r.coldSeconds - perUnit * r.units) < 1e-9);
  const all = measureCountRate(8, { budgetMs: 1e6, warmupMs: 0 });
  assert.equal(all.sampled, all.units, 'a small count is timed whole');
});
