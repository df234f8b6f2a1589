import { test } from 'node:test';
import assert from 'node:assert/strict';
import { naiveSolutions } from '../../../test/support/naive.js';
import type { BacktrackEvent } from './traceEvents.js';
import { backtrackEvents } from './backtrackTrace.js';

/** Backtracking written as a recursion, logging each placement, removal and full board. */
function recursive(n: number): string[] {
  const log: string[] = [];
  const q: number[] = [];
  const safe = (c: number): boolean =>
    q.every((qc, r) => qc !== c && Math.abs(qc - c) !== q.length - r);
  const rec = (): void => {
    if (q.length === n) {
      log.push(`solution ${q.join(' ')}`);
      return;
    }
    for (let c = 0; c < n; c++) {
      if (!safe(c)) continue;
      q.push(c);
      log.push(`place ${q.length - 1} ${c}: ${q.join(' ')}`);
      rec();
      q.pop();
      log.push(`remove ${q.length} ${c}: ${q.join(' ')}`);
    }
  };
  rec();
  return log;
}

function fromEvents(events: BacktrackEvent[]): string[] {
  const log: string[] = [];
  for (const e of events) {
    const pos = e.queens.join(' ');
    if (e.type === 'place') log.push(`place ${e.row} ${e.col}: ${pos}`);
    else if (e.type === 'remove') log.push(`remove ${e.row} ${e.col}: ${pos}`);
    else if (e.type === 'solution') log.push(`solution ${pos}`);
  }
  return log;
}

test('the trace is the recursive backtracking search, move for move (N = 1…8)', () => {
  for (let n = 1; n <= 8; n++) {
    const events = [...backtrackEvents(n)];
    assert.deepEqual(fromEvents(events), recursive(n), `N=${n}`);
    const done = events.at(-1);
    assert.ok(done?.type === 'done' && done.complete);
    assert.equal(done.solutions, naiveSolutions(n).length);
    assert.equal(done.step, events.filter((e) => e.type === 'place' || e.type === 'remove').length);
  }
});

test('solutions come in lexicographic order, numbered 1, 2, … (N = 8)', () => {
  const sols = [...backtrackEvents(8)].filter((e) => e.type === 'solution');
  assert.deepEqual(
    sols.map((e) => e.queens),
    naiveSolutions(8),
  );
  assert.deepEqual(
    sols.map((e) => e.type === 'solution' && e.index),
    sols.map((_, i) => i + 1),
  );
});

test('a step limit ends with an incomplete done showing the last position', () => {
  const full = [...backtrackEvents(6)];
  const events = [...backtrackEvents(6, { maxSteps: 40 })];
  const done = events.at(-1);
  assert.ok(done?.type === 'done' && !done.complete && done.step === 40);
  assert.deepEqual(events.slice(0, -1), full.slice(0, events.length - 1));
  assert.deepEqual(done.queens, events.at(-2)?.queens);
  assert.equal(events.at(-2)?.step, 40);
});
