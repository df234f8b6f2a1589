import { test } from 'node:test';
import assert from 'node:assert/strict';
import { backtrackEvents } from '../../core/queens/backtrackTrace.js';
import { walkEvents } from '../../core/queens/walk.js';
import { backtrackLine, walkLine } from './searchText.js';

test('the walk is worded with the seed’s robot commands, 1-based, positions aligned', () => {
  const lines = [...walkEvents(4, { maxSteps: 6 })].map((e) => walkLine(e, 4));
  assert.deepEqual(lines, [
    '     1  up-left   [1      ]  queen 1 in column 1',
    '     2  up-left   [1 1    ]  queen 2 in column 1',
    '     3  process   [1 1    ]  leaf: queen 2 is attacked by queen 1',
    '     4  right     [1 2    ]  queen 2 to column 2',
    '     5  process   [1 2    ]  leaf: queen 2 is attacked by queen 1',
    '     6  right     [1 3    ]  queen 2 to column 3',
    'stopped after 6 steps (--limit): 0 solutions so far',
  ]);
});

test('the backtracking search says why a queen comes off, and prints solutions as the walk does', () => {
  const events = [...backtrackEvents(4)];
  const lines = events.map((e) => backtrackLine(e, 4));
  assert.equal(lines[0], '     1  place     [1      ]  queen 1 in column 1, the first safe one');
  assert.equal(lines[1], '     2  place     [1 3    ]  queen 2 in column 3, the first safe one');
  assert.equal(
    lines[2],
    '     3  remove    [1      ]  queen 2 taken off: row 3 has no safe column left',
  );
  const first = events.findIndex((e) => e.type === 'solution');
  assert.equal(lines[first], '        solution #1: <1,2> <2,4> <3,1> <4,3>');
  assert.match(lines[first + 1], /queen 4 taken off to look for the next solution$/);
  assert.equal(lines.at(-1), `done: 2 solutions in ${events.at(-1)?.step} steps`);
  const cut = [...backtrackEvents(4, { maxSteps: 3 })].map((e) => backtrackLine(e, 4));
  assert.equal(cut.at(-1), 'stopped after 3 steps: 0 solutions so far');
});
