import { test } from 'node:test';
import assert from 'node:assert/strict';
import { walkEvents } from '../../core/queens/walk.js';
import type { QueensTraceEvent as TraceEvent } from '../../core/queens/traceEvents.js';
import { eventJson } from './traceJson.js';

test('eventJson writes the walk events 1-based, like every other trace event', () => {
  const queens = [1, 3];
  const cases: [TraceEvent, Record<string, unknown>][] = [
    [
      { type: 'place', step: 1, queens, row: 1, col: 3 },
      { type: 'place', step: 1, queens: [2, 4], row: 2, col: 4 },
    ],
    [
      { type: 'move', step: 2, queens, row: 1, from: 2, to: 3 },
      { type: 'move', step: 2, queens: [2, 4], row: 2, from: 3, to: 4 },
    ],
    [
      { type: 'remove', step: 3, queens, row: 1, col: 3 },
      { type: 'remove', step: 3, queens: [2, 4], row: 2, col: 4 },
    ],
    [
      { type: 'process', step: 4, queens, row: 1, attackedBy: 0 },
      { type: 'process', step: 4, queens: [2, 4], row: 2, attackedBy: 1 },
    ],
    [
      { type: 'process', step: 5, queens, row: 1, attackedBy: null },
      { type: 'process', step: 5, queens: [2, 4], row: 2, attackedBy: null },
    ],
    [
      { type: 'solution', step: 6, queens, index: 1 },
      { type: 'solution', step: 6, queens: [2, 4], index: 1 },
    ],
    [
      { type: 'done', step: 7, queens, solutions: 1, complete: false },
      { type: 'done', step: 7, queens: [2, 4], solutions: 1, complete: false },
    ],
  ];
  for (const [e, want] of cases) assert.deepEqual(eventJson(e, 4), want);
});

test('every event of a whole walk has a JSON form with no 0-based field left', () => {
  const types = new Set<string>();
  for (const e of walkEvents(5)) {
    types.add(e.type);
    const j = eventJson(e, 5);
    assert.deepEqual(
      j.queens,
      e.queens.map((c) => c + 1),
    );
    for (const key of ['row', 'col', 'from', 'to'] as const) {
      if (key in e) assert.equal(j[key], (e as unknown as Record<string, number>)[key] + 1);
    }
  }
  assert.deepEqual([...types].sort(), ['done', 'move', 'place', 'process', 'remove', 'solution']);
});

test('min-conflicts events are written 1-based too, with their counts as they are', () => {
  const queens = [0, 2, 1, 3];
  const cases: [TraceEvent, Record<string, unknown>][] = [
    [
      { type: 'initial-try', step: 1, queens, row: 1, pick: 3, col: 2, conflicts: 1, kept: false },
      {
        type: 'initial-try',
        step: 1,
        queens: [1, 3, 2, 4],
        row: 2,
        pick: 4,
        col: 3,
        conflicts: 1,
        kept: false,
      },
    ],
    [
      { type: 'shuffle', step: 9, queens, from: 2, error: 3 },
      { type: 'shuffle', step: 9, queens: [1, 3, 2, 4], from: 3, error: 3 },
    ],
    [
      {
        type: 'final-try',
        step: 10,
        queens,
        row: 2,
        other: 0,
        conflicts: 2,
        proposedConflicts: 0,
        error: 3,
        proposedError: 1,
        kept: true,
      },
      {
        type: 'final-try',
        step: 10,
        queens: [1, 3, 2, 4],
        row: 3,
        other: 1,
        conflicts: 2,
        proposedConflicts: 0,
        error: 3,
        proposedError: 1,
        kept: true,
      },
    ],
    [
      { type: 'abandon', step: 11, queens, attempt: 2, reason: 'stuck', row: 2 },
      { type: 'abandon', step: 11, queens: [1, 3, 2, 4], attempt: 2, reason: 'stuck', row: 3 },
    ],
    [
      { type: 'abandon', step: 11, queens, attempt: 2, reason: 'too-many-left', row: null },
      {
        type: 'abandon',
        step: 11,
        queens: [1, 3, 2, 4],
        attempt: 2,
        reason: 'too-many-left',
        row: null,
      },
    ],
  ];
  for (const [e, want] of cases) assert.deepEqual(eventJson(e, 4), want);
});
