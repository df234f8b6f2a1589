import { test } from 'node:test';
import assert from 'node:assert/strict';
import { StepLimit, type TraceEnding } from './trace.js';

type Toy =
  | { type: 'tick'; step: number; board: string }
  | { type: 'solution'; step: number; index: number; board: string }
  | { type: 'done'; step: number; solutions: number; complete: boolean; board: string };

const ending: TraceEnding<Toy, string> = {
  board: (e) => e.board,
  done: (step, solutions, complete, board) => ({ type: 'done', step, solutions, complete, board }),
  finalBoard: '',
};

/** Steps 1…4, a solution after step 2. */
function toySearch(): () => Toy | null {
  const events: Toy[] = [
    { type: 'tick', step: 1, board: 'a' },
    { type: 'tick', step: 2, board: 'ab' },
    { type: 'solution', step: 2, index: 1, board: 'ab' },
    { type: 'tick', step: 3, board: 'abc' },
    { type: 'tick', step: 4, board: 'abcd' },
  ];
  let i = 0;
  return () => events[i++] ?? null;
}

function play(limit: StepLimit<Toy, string>, search: () => Toy | null): Toy[] {
  const out: Toy[] = [];
  for (let e = limit.next(search, () => 4); e !== null; e = limit.next(search, () => 4)) {
    out.push(e);
  }
  return out;
}

test('a trace run to its end: every event, then a complete done with the final board', () => {
  const out = play(new StepLimit(ending), toySearch());
  assert.equal(out.length, 6);
  assert.deepEqual(out[5], { type: 'done', step: 4, solutions: 1, complete: true, board: '' });
});

test('a step limit: a done at maxSteps, not complete, showing the last board given out', () => {
  const limit = new StepLimit(ending, { maxSteps: 2 });
  const out = play(limit, toySearch());
  assert.deepEqual(
    out.map((e) => e.type),
    ['tick', 'tick', 'solution', 'done'],
  );
  assert.deepEqual(out[3], { type: 'done', step: 2, solutions: 1, complete: false, board: 'ab' });
  assert.deepEqual(limit.save(), { solutions: 1, shown: 'ab', ended: true });
  assert.equal(
    limit.next(
      () => assert.fail('no search after the end'),
      () => 0,
    ),
    null,
  );
  limit.restore({ solutions: 0, shown: '', ended: false });
  assert.equal(limit.solutions, 0);
});
