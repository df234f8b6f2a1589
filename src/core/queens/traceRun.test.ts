import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runToEnd } from '../run/drive.js';
import { eventsOf } from '../trace.js';
import { GreedyTrace } from './greedy.js';
import { MutationTrace, type MutationRule } from './mutation.js';
import { createSolver } from './solve.js';
import { TraceRun, type TracedMethod, type TracedSolveEvent } from './traceRun.js';

/** A run to its end in slices of `slice` events, with the events it handed on. */
function traced(
  method: TracedMethod,
  n: number,
  seed: number,
  rule: MutationRule,
  maxSteps?: number,
  slice = 7,
): { run: TraceRun; events: TracedSolveEvent[] } {
  const events: TracedSolveEvent[] = [];
  const run = new TraceRun(method, n, seed, { rule, maxSteps }, (e) => events.push(e));
  while (run.run(slice) === 'paused');
  return { run, events };
}

test('a traced solve hands on every event of its trace, in order', () => {
  const greedy = traced('greedy', 8, 1, 'intent');
  assert.deepEqual(greedy.events, [...eventsOf(new GreedyTrace(8, 1))]);
  const mutation = traced('mutation', 8, 3, 'sideways');
  assert.deepEqual(mutation.events, [...eventsOf(new MutationTrace(8, 3, { rule: 'sideways' }))]);
  assert.equal(mutation.run.progress().steps, mutation.events.length);
});

test('a traced solve ends where the untraced solver does (placement, steps, restarts, error)', () => {
  for (const [method, n, seed] of [
    ['greedy', 8, 1],
    ['greedy', 12, 5],
    ['mutation', 8, 3],
    ['mutation', 10, 7],
  ] as const) {
    const r = traced(method, n, seed, 'sideways').run.result();
    const s = createSolver(method, n, seed, { rule: 'sideways' });
    runToEnd(s);
    assert.equal(r.outcome, 'solved', `${method} ${n}`);
    assert.deepEqual(
      { cols: Array.from(r.cols), steps: r.steps, restarts: r.restarts, error: r.error },
      { cols: Array.from(s.cols), steps: s.steps, restarts: s.restarts, error: s.error },
      `${method} N=${n} seed ${seed}`,
    );
  }
});

test('a step limit gives up with the last error; a run stopped before its end is cancelled', () => {
  const { run, events } = traced('mutation', 12, 3, 'intent', 5);
  const r = run.result();
  assert.equal(r.outcome, 'gave-up');
  assert.equal(r.steps, 5, "the limit, in mutation's steps (swaps)");
  const errors = events.flatMap((e) =>
    e.type === 'start' || e.type === 'accept' || e.type === 'reject' ? [e.error] : [],
  );
  assert.equal(r.error, errors[errors.length - 1]);
  const stopped = new TraceRun('greedy', 8, 1, {}, () => {});
  assert.equal(stopped.run(3), 'paused');
  assert.equal(stopped.result().outcome, 'cancelled');
  assert.equal(new TraceRun('greedy', 8, 1, {}, () => {}).result().steps, 0);
});
