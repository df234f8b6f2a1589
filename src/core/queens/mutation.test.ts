import { test } from 'node:test';
import assert from 'node:assert/strict';
import { naiveAttacks, naiveIsSolution } from '../../../test/support/naive.js';
import { replay } from '../../../test/support/mutationReplay.js';
import type { MutationEvent } from './traceEvents.js';
import { Mutation, mutationEvents, MUTATION_RULES, sidewaysPatience } from './mutation.js';

const pairs = (perm: readonly number[]): number => naiveAttacks(perm).length;

test('mutation traces follow seed 003’s program step by step (every rule, N = 4…8)', () => {
  // Two seeds each here; mutation.slow.test.ts replays sixteen.
  for (const rule of MUTATION_RULES) {
    for (let n = 4; n <= 8; n++) {
      for (let seed = 0; seed < 2; seed++) {
        const { last } = replay(n, seed, rule, mutationEvents(n, seed, { rule }));
        assert.ok(last?.type === 'done' && last.complete, `${rule} N=${n} seed=${seed}`);
      }
    }
  }
});

test('the seed rule refuses a solution on an escape step; the intent rule takes it', () => {
  // Find runs where the seed's code as written meets a solution on an escape step.
  let found = 0;
  for (let seed = 0; seed < 400 && found < 3; seed++) {
    const events = [...mutationEvents(5, seed, { rule: 'seed', maxSteps: 2000 })];
    const refused = events.find((e) => e.type === 'reject' && e.rule === 'solution-refused');
    if (!refused) continue;
    found++;
    assert.equal(refused.step % 10, 9);
    assert.ok(refused.type === 'reject' && refused.error > 0, 'the state keeps its error');
    // The same seed under the intent rule draws the same swaps up to there and stops at once.
    const intent = [...mutationEvents(5, seed, { rule: 'intent' })];
    const end = intent.at(-1);
    assert.ok(end?.type === 'done' && end.complete && end.step <= refused.step);
    replay(5, seed, 'seed', events);
  }
  assert.equal(found, 3, 'the seed rule refused solutions in some runs');
});

test('fast and traced mutation agree for the same seed (state, steps, error), with limits', () => {
  for (const rule of MUTATION_RULES) {
    for (let n = 4; n <= 12; n++) {
      for (const seed of [1, 2, 3]) {
        for (const max of [Infinity, 37]) {
          // Only the last event counts: read the trace through, never hold it (sideways at N = 6
          // runs to a million events).
          let last: MutationEvent | undefined;
          for (const e of mutationEvents(n, seed, { rule, maxSteps: max })) last = e;
          assert.ok(last?.type === 'done');
          const m = new Mutation(n, seed, rule);
          // Uneven slices must not change anything.
          while (m.steps < max && m.run(Math.min(7, max - m.steps)) === 'paused');
          assert.deepEqual(Array.from(m.cols), last.queens.slice(), `${rule} N=${n} seed=${seed}`);
          assert.equal(m.steps, last.step - 1);
          assert.equal(m.error, pairs(last.queens));
        }
      }
    }
  }
});

test('mutation solves N = 4…20 with the escape rules (seed and intent)', () => {
  for (const rule of ['seed', 'intent'] as const) {
    for (let n = 4; n <= 20; n++) {
      const m = new Mutation(n, n, rule);
      assert.equal(m.run(50_000_000), 'found', `${rule} N=${n}`);
      assert.ok(naiveIsSolution(m.cols));
    }
  }
});

test('mutation --sideways solves N = 4…200', () => {
  for (let n = 4; n <= 200; n++) {
    const m = new Mutation(n, n, 'sideways');
    assert.equal(m.run(50_000_000), 'found', `N=${n}`);
    assert.ok(naiveIsSolution(m.cols));
  }
});

test('sideways starts again from a plateau with no way down (N = 6), and the trace shows it', () => {
  // The first seed whose run restarts and then finds a solution soon: a short trace to replay.
  const patience = sidewaysPatience(6);
  let seed = 0;
  for (; seed < 50; seed++) {
    const m = new Mutation(6, seed, 'sideways');
    if (m.run(3 * patience) === 'found' && m.restarts > 0) break;
  }
  const m = new Mutation(6, seed, 'sideways');
  assert.equal(m.run(1_000_000), 'found');
  assert.ok(m.restarts > 0, 'some run restarts');
  const { last, restarts } = replay(
    6,
    seed,
    'sideways',
    mutationEvents(6, seed, { rule: 'sideways' }),
  );
  assert.equal(restarts, m.restarts);
  assert.ok(last?.type === 'done' && last.complete);
  assert.deepEqual(Array.from(m.cols), last.queens.slice());
});
