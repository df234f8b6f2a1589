import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { BacktrackTrace } from './queens/backtrackTrace.js';
import { GreedyTrace } from './queens/greedy.js';
import { MinConflictsTrace } from './queens/minConflictsTrace.js';
import { MutationTrace } from './queens/mutation.js';
import { WalkTrace } from './queens/walk.js';
import { pieceSet, selectPieces } from './tiling/pieceSets.js';
import { buildTilingProblem } from './tiling/problem.js';
import { rectangle } from './tiling/region.js';
import { TilingTrace } from './tiling/tilingTrace.js';
import type { QueensTraceEvent as QueensEvent } from './queens/traceEvents.js';
import type { TilingEvent } from './tiling/traceEvents.js';
import type { TraceMachine } from './trace.js';
import { TracePlayer } from './tracePlayer.js';

type TraceEvent = QueensEvent | TilingEvent;

/** A 10×3 box and six pentominoes: 36 tilings over 30 sub-problems, searched from every corner. */
const TILING = buildTilingProblem(
  rectangle(10, 3),
  selectPieces(pieceSet('pentominoes'), new Map(), ['L,N,P,U,V,Y']),
);

/** Every traced engine, on boards and limits that give traces of a few hundred to a few thousand events. */
const ENGINES: { name: string; make: () => TraceMachine<TraceEvent, unknown> }[] = [
  { name: 'walk', make: () => new WalkTrace(6) },
  { name: 'backtrack', make: () => new BacktrackTrace(7) },
  // Greedy seed 2 at N = 8 restarts 11 times; min-conflicts seed 7 at N = 8 abandons once.
  { name: 'greedy', make: () => new GreedyTrace(8, 2) },
  { name: 'mutation (intent)', make: () => new MutationTrace(7, 6) },
  { name: 'mutation (seed)', make: () => new MutationTrace(7, 4, { rule: 'seed' }) },
  {
    name: 'mutation (sideways, cut)',
    make: () => new MutationTrace(6, 2, { rule: 'sideways', maxSteps: 600 }),
  },
  { name: 'min-conflicts', make: () => new MinConflictsTrace(8, 7) },
  { name: 'tiling', make: () => new TilingTrace(TILING) },
  { name: 'tiling (cut)', make: () => new TilingTrace(TILING, { maxSteps: 700 }) },
];

/** A machine that counts the events it plays, to bound what a seek costs. */
function counting(m: TraceMachine<TraceEvent, unknown>): {
  machine: TraceMachine<TraceEvent, unknown>;
  played: () => number;
} {
  let played = 0;
  return {
    machine: {
      next: () => {
        played++;
        return m.next();
      },
      save: () => m.save(),
      restore: (s) => m.restore(s),
    },
    played: () => played,
  };
}

function playAll(m: TraceMachine<TraceEvent, unknown>): TraceEvent[] {
  const out: TraceEvent[] = [];
  for (let e = m.next(); e !== null; e = m.next()) out.push(e);
  return out;
}

type Op = { seek: number } | 'back' | 'forward';

function opArb(length: number): fc.Arbitrary<Op> {
  return fc.oneof(
    fc.integer({ min: 0, max: length + 3 }).map((k) => ({ seek: k })),
    fc.constant('back' as const),
    fc.constant('forward' as const),
  );
}

for (const { name, make } of ENGINES) {
  const events = playAll(make());
  const length = events.length;
  const at = (k: number): TraceEvent | null => (k === 0 ? null : events[k - 1]);

  test(`${name}: step k reached by seeking equals step k reached by playing (${length} events)`, () => {
    assert.ok(events.some((e) => e.type === 'done'));
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 16 }),
        fc.integer({ min: 2, max: 6 }),
        fc.array(opArb(length), { minLength: 1, maxLength: 40 }),
        (interval, maxSnapshots, ops) => {
          const { machine, played } = counting(make());
          const p = new TracePlayer(machine, { interval, maxSnapshots });
          for (const op of ops) {
            const before = { index: p.index, reached: p.reached, played: played() };
            let want: number;
            if (op === 'back') {
              want = Math.max(0, p.index - 1);
              p.stepBack();
            } else if (op === 'forward') {
              want = Math.min(length, p.index + 1);
              p.stepForward();
            } else {
              want = Math.min(length, op.seek);
              p.seek(op.seek);
            }
            assert.equal(p.index, want);
            assert.deepEqual(p.current, at(want));
            assert.ok(p.snapshots <= maxSnapshots);
            // Within the steps already reached, a move costs fewer events than one interval.
            if (want <= before.reached) assert.ok(played() - before.played <= p.interval);
          }
          // The machine stands where the player says: the events after it are the trace's.
          for (let k = p.index; k < Math.min(length, p.index + 5); k++) {
            assert.deepEqual(p.stepForward(), events[k]);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  test(`${name}: stepBack() from k equals seek(k - 1)`, () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: length }),
        fc.integer({ min: 0, max: length }),
        fc.integer({ min: 1, max: 16 }),
        (k, detour, interval) => {
          const a = new TracePlayer(make(), { interval, maxSnapshots: 4 });
          const b = new TracePlayer(make(), { interval, maxSnapshots: 4 });
          a.seek(detour); // a history of its own before reaching k
          a.seek(k);
          a.stepBack();
          b.seek(k - 1);
          assert.equal(a.index, k - 1);
          assert.equal(b.index, k - 1);
          assert.deepEqual(a.current, b.current);
          for (let i = 0; i < 3; i++) assert.deepEqual(a.stepForward(), b.stepForward());
        },
      ),
      { numRuns: 40 },
    );
  });
}

test('a long trace keeps at most maxSnapshots snapshots, widening the interval', () => {
  const p = new TracePlayer(new BacktrackTrace(8), { interval: 4, maxSnapshots: 8 });
  while (p.stepForward() !== null);
  assert.equal(p.length, p.index);
  assert.ok(p.atEnd);
  assert.ok(p.snapshots <= 8);
  // 8 snapshots cover the trace: the interval grew to about length / 8 (a power of 2 times 4).
  assert.ok(p.interval * 8 >= p.index && p.interval < p.index);
  assert.equal(p.stepForward(), null);
  assert.equal(p.index, p.length);
});

test('the end of a trace is found by seeking past it, and positions are checked', () => {
  const p = new TracePlayer(new WalkTrace(4), { interval: 3 });
  const last = p.seek(1_000_000);
  assert.equal(last?.type, 'done');
  assert.equal(p.length, p.index);
  assert.equal(p.seek(0), null);
  assert.equal(p.stepBack(), null);
  assert.equal(p.index, 0);
  assert.throws(() => p.seek(-1), RangeError);
  assert.throws(() => p.seek(1.5), RangeError);
  assert.throws(() => new TracePlayer(new WalkTrace(4), { interval: 0 }), RangeError);
  assert.throws(() => new TracePlayer(new WalkTrace(4), { maxSnapshots: 1 }), RangeError);
});
