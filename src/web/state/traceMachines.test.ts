import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MutationTrace } from '../../core/queens/mutation.js';
import { WalkTrace } from '../../core/queens/walk.js';
import { eventsOf } from '../../core/trace.js';
import { type WalkEvent } from '../../core/queens/traceEvents.js';
import { TracePlayer } from '../../core/tracePlayer.js';
import { Marks, MutationSteps, Observed } from './traceMachines.js';

test('Observed reports each event once, at its position, however the player seeks', () => {
  const all = [...eventsOf(new WalkTrace(6))];
  const seen: [number, WalkEvent][] = [];
  const player = new TracePlayer(new Observed(new WalkTrace(6), (e, k) => seen.push([k, e])), {
    interval: 16,
  });
  for (const k of [100, 3, 250, 17, 99, 400, 0, 1000, 5]) player.seek(k);
  player.stepBack();
  assert.deepEqual(
    seen.map(([k]) => k),
    Array.from({ length: 1000 }, (_, i) => i + 1),
  );
  assert.deepEqual(
    seen.map(([, e]) => e),
    all.slice(0, 1000),
  );
  // The position travels with the snapshots: a seek back and forth reports nothing new.
  player.seek(500);
  assert.equal(seen.length, 1000);
});

test('MutationSteps joins every swap with its decision; nothing else changes', () => {
  for (const rule of ['intent', 'seed', 'sideways'] as const) {
    const events = [...eventsOf(new MutationTrace(8, 11, { rule }))];
    const steps = [...eventsOf(new MutationSteps(new MutationTrace(8, 11, { rule })))];
    const joined = steps.flatMap((s) => (s.swap === null ? [s.event] : [s.swap, s.event]));
    assert.deepEqual(joined, events, rule);
    for (const s of steps) {
      assert.notEqual(s.event.type, 'swap');
      if (s.swap !== null) {
        assert.ok(s.event.type === 'accept' || s.event.type === 'reject');
        assert.equal(s.swap.step, s.event.step);
      }
    }
  }
});

test('MutationSteps seeks like its trace: a step back from k equals k - 1 steps forward', () => {
  const player = new TracePlayer(new MutationSteps(new MutationTrace(8, 3)), { interval: 8 });
  player.seek(60);
  const at60 = player.current;
  player.seek(59);
  const back = player.current;
  const fresh = new TracePlayer(new MutationSteps(new MutationTrace(8, 3)));
  fresh.seek(59);
  assert.deepEqual(back, fresh.current);
  player.stepForward();
  assert.deepEqual(player.current, at60);
});

test('Marks count the positions up to a step', () => {
  const m = new Marks();
  for (const k of [3, 7, 7, 20]) m.add(k);
  assert.deepEqual(
    [0, 3, 6, 7, 19, 20, 99].map((k) => m.countUpTo(k)),
    [0, 1, 1, 3, 3, 4, 4],
  );
  assert.equal(m.position(3), 20);
});
