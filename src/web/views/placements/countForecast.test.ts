import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import {
  addToSample,
  countProgressWords,
  EMPTY_SAMPLE,
  forecastTotal,
  forecastWords,
  MIN_SAMPLE,
  roundedToMargin,
  secondsLeft,
  type UnitSample,
} from './countForecast.js';

const sampleOf = (xs: readonly number[]): UnitSample => xs.reduce(addToSample, EMPTY_SAMPLE);

test('with every subproblem done the forecast is the exact total, with no margin', () => {
  fc.assert(
    fc.property(fc.array(fc.nat(10_000), { minLength: MIN_SAMPLE, maxLength: 200 }), (xs) => {
      const f = forecastTotal(sampleOf(xs), xs.length);
      const sum = xs.reduce((a, b) => a + b, 0);
      assert.ok(f !== null);
      assert.ok(Math.abs(f.predicted - sum) < 1e-6 * (1 + sum));
      assert.equal(f.margin, 0);
    }),
  );
});

test('the forecast scales the mean to the plan; its margin shrinks as the sample grows', () => {
  const xs = Array.from({ length: 400 }, (_, i) => (i * 7919) % 1000);
  const small = forecastTotal(sampleOf(xs.slice(0, 50)), 4000);
  const large = forecastTotal(sampleOf(xs), 4000);
  assert.ok(small !== null && large !== null);
  const mean = xs.slice(0, 50).reduce((a, b) => a + b, 0) / 50;
  assert.ok(Math.abs(small.predicted - mean * 4000) < 1e-6 * small.predicted);
  assert.ok(large.margin < small.margin);
  assert.equal(forecastTotal(sampleOf(xs.slice(0, MIN_SAMPLE - 1)), 4000), null);
});

test('over many random samples of a skewed plan, the ± two standard errors holds ~95% of the time', () => {
  // A plan whose sizes span orders of magnitude, like constellations'.
  const plan = Array.from({ length: 2000 }, (_, i) =>
    Math.floor(10 ** (1 + ((i * 37) % 100) / 25)),
  );
  const truth = plan.reduce((a, b) => a + b, 0);
  let seed = 12345;
  const rand = (k: number) => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) % k;
  let inside = 0;
  const trials = 400;
  for (let t = 0; t < trials; t++) {
    const p = plan.slice();
    for (let i = 0; i < 300; i++) {
      const j = i + rand(p.length - i);
      [p[i], p[j]] = [p[j], p[i]];
    }
    const f = forecastTotal(sampleOf(p.slice(0, 300)), plan.length);
    assert.ok(f !== null);
    if (Math.abs(f.predicted - truth) <= f.margin) inside++;
  }
  assert.ok(inside / trials > 0.88 && inside / trials < 0.995, `${inside} of ${trials}`);
});

test('time left is the time so far scaled by what is left', () => {
  assert.equal(secondsLeft(0, 10, 5000), null);
  assert.equal(secondsLeft(5, 10, 5000), 5);
  assert.equal(secondsLeft(10, 10, 5000), 0);
});

test('numbers are rounded to what their margin allows', () => {
  assert.equal(roundedToMargin(14_772_512.3, 151_234), '14,770,000');
  assert.equal(roundedToMargin(151_234, 151_234), '150,000');
  assert.equal(roundedToMargin(92.4, 0), '92');
  assert.equal(roundedToMargin(987.6, 3.2), '988');
});

test('the progress words say done, solutions, rate and time left; the forecast waits for a sample', () => {
  const status = {
    n: 16,
    done: 1234,
    units: 3206,
    solutions: 5_678_901n,
    sample: sampleOf(Array.from({ length: 1234 }, (_, i) => 4000 + (i % 900))),
    elapsedMs: 1400,
  };
  assert.equal(
    countProgressWords(status),
    '1,234 of 3,206 subproblems (38.5%), 5,678,901 solutions so far, 4.1 million solutions/s, 1.4 s; about 2.2 s left',
  );
  assert.match(forecastWords(status) ?? '', /^about [0-9,]+ ± [0-9,]+$/);
  assert.equal(forecastWords({ ...status, done: 3, sample: sampleOf([1, 2, 3]) }), null);
  assert.match(
    countProgressWords({ ...status, done: 0, solutions: 0n, sample: EMPTY_SAMPLE }),
    /^0 of 3,206 subproblems \(0\.0%\), 0 solutions so far, .*; no estimate before a subproblem is done$/,
  );
  // One solution so far: singular.
  assert.match(
    countProgressWords({ ...status, done: 0, solutions: 1n, sample: EMPTY_SAMPLE }),
    /, 1 solution so far, /,
  );
});
