import assert from 'node:assert/strict';
import { test } from 'node:test';
import { GreedyTrace } from '../../../core/queens/greedy.js';
import { MinConflictsTrace } from '../../../core/queens/minConflictsTrace.js';
import { MutationTrace } from '../../../core/queens/mutation.js';
import { MAX_SEED } from '../../../core/random.js';
import { eventsOf } from '../../../core/trace.js';
import { type MutationEvent } from '../../../core/queens/traceEvents.js';
import { TraceText } from '../../../render/queens/traceText.js';
import {
  drawSeed,
  greedyFrame,
  greedyMachine,
  heuristicCaption,
  isTraced,
  maxSizeFor,
  minConflictsFrame,
  minConflictsMachine,
  mutationCaption,
  mutationFrame,
  mutationMachine,
} from './one.js';

/** The CLI's text trace for N > 16 (no boards): the lines the page's captions must equal. */
function cliLines(n: number, events: Iterable<MutationEvent>): string[] {
  const text = new TraceText(n, false, false);
  return [...events].flatMap((e) => text.lines(e)).filter((l) => l.trim() !== '');
}

test('mutation captions, step by step, are the CLI trace lines', () => {
  // Seed 2 at N = 6: sideways restarts once (16 016 swaps; seed 21 took 96 079, six restarts).
  const seed = 2;
  for (const rule of ['intent', 'seed', 'sideways'] as const) {
    const n = 6;
    const captions = [...eventsOf(mutationMachine(n, seed, rule))]
      .map((s) => mutationCaption(n, s))
      .filter((c) => !c.startsWith('done'));
    const lines = captions.flatMap((c) => c.split('\n'));
    assert.deepEqual(lines, cliLines(n, eventsOf(new MutationTrace(n, seed, { rule }))), rule);
    if (rule === 'sideways') assert.ok(lines.some((l) => l.includes('back to the identity')));
  }
});

test('greedy and min-conflicts captions are the CLI lines; frames follow the events', () => {
  const n = 8;
  const greedy = [...eventsOf(greedyMachine(n, 4))];
  assert.deepEqual(greedy, [...eventsOf(new GreedyTrace(n, 4))]);
  const text = new TraceText(n, false, false);
  for (const e of greedy) {
    const want = text
      .lines(e)
      .filter((l) => l.trim() !== '')
      .join('\n');
    assert.equal(
      heuristicCaption(n, e),
      want || `done at step ${e.step}, solution: ${e.queens.map((c) => c + 1).join(' ')}`,
    );
    const f = greedyFrame(n, e);
    assert.deepEqual(Array.from(f.cols), e.queens);
    if (e.type === 'attack-scores') {
      assert.equal(f.scores, e.scores);
      assert.deepEqual(f.mark, { row: e.row, col: e.col });
      assert.equal(e.scores[e.row * n + e.col], e.min);
    } else assert.equal(f.scores, null);
  }
  const mc = [...eventsOf(minConflictsMachine(n, 7))];
  assert.deepEqual(mc, [...eventsOf(new MinConflictsTrace(n, 7))]);
  for (const e of mc) {
    const f = minConflictsFrame(n, e);
    assert.deepEqual(Array.from(f.cols), e.queens);
    if (e.type === 'final-try') assert.ok(f.rows.includes(e.row) && f.rows.includes(e.other));
  }
  assert.deepEqual(Array.from(minConflictsFrame(4, null).cols), [0, 1, 2, 3]);
  assert.deepEqual(Array.from(greedyFrame(4, null).cols), [-1, -1, -1, -1]);
  const first = mutationMachine(5, 1, 'intent').next();
  assert.ok(first !== null);
  assert.deepEqual(mutationFrame(5, first).rows, []);
});

test('which methods are traced, and their sizes', () => {
  assert.equal(maxSizeFor('greedy'), 64);
  assert.equal(maxSizeFor('mutation'), 64);
  assert.equal(maxSizeFor('min-conflicts'), 1_000_000);
  assert.deepEqual(
    [isTraced('greedy', 64), isTraced('min-conflicts', 3), isTraced('min-conflicts', 4)],
    [true, false, true],
  );
  assert.deepEqual([isTraced('min-conflicts', 65), isTraced('construct', 8)], [false, false]);
});

test('a drawn seed is a whole number 0…2^53-1 from 53 of the random bits', () => {
  assert.equal(
    drawSeed((b) => b.fill(0xffffffff)),
    MAX_SEED,
  );
  assert.equal(
    drawSeed((b) => b.fill(0)),
    0,
  );
  assert.equal(
    drawSeed((b) => ((b[0] = 1), (b[1] = 2), b)),
    2 ** 32 + 2,
  );
});
