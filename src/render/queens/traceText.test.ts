import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MinConflictsTrace, qs4FixCap } from '../../core/queens/minConflictsTrace.js';
import type { MinConflictsEvent } from '../../core/queens/traceEvents.js';
import { TraceText } from './traceText.js';

function trace(n: number, seed: number): MinConflictsEvent[] {
  const m = new MinConflictsTrace(n, seed);
  const out: MinConflictsEvent[] = [];
  for (let e = m.next(); e !== null; e = m.next()) out.push(e);
  return out;
}

test('min-conflicts tries are worded one line each, 1-based, with what was decided', () => {
  // Seed 7 at N = 8 abandons one attempt, then solves.
  const events = trace(8, 7);
  const text = new TraceText(8, false);
  const lines = events.map((e) => text.lines(e));
  events.forEach((e, k) => {
    const l = lines[k];
    const step = `${String(e.step).padStart(7)}.  `;
    switch (e.type) {
      case 'initial-try':
        assert.equal(l.length, 1);
        assert.ok(l[0].startsWith(`${step}row ${e.row + 1} ← queen of row ${e.pick + 1}`));
        assert.match(l[0], e.kept ? /: kept$/ : /above: not moved$/);
        break;
      case 'final-try':
        assert.equal(l.length, 1);
        assert.ok(l[0].startsWith(`${step}queen ${e.row + 1} is attacked:`));
        if (e.other === e.row) assert.match(l[0], /drew its own row/);
        else if (e.kept) assert.match(l[0], new RegExp(`error ${e.error} → ${e.proposedError}$`));
        else assert.match(l[0], new RegExp(`row ${e.other + 1} → dropped`));
        break;
      case 'shuffle':
        assert.match(
          l[0],
          e.from === 7 ? /row 8 gets the column left/ : new RegExp(`rows ${e.from + 1}…8 get`),
        );
        assert.match(l[0], new RegExp(`: error ${e.error}$`));
        assert.equal(l.length, 3, 'a board follows on small boards');
        assert.equal(l[1].split('♛').length - 1, 8);
        break;
      case 'abandon':
        assert.deepEqual(l, [
          `${step}queen ${(e.row ?? -1) + 1} could not be freed in ${qs4FixCap(8)} tries: back to the identity, attempt 2`,
        ]);
        break;
      case 'solution':
        assert.equal(l[1], `solution: ${e.queens.map((c) => c + 1).join(' ')}`);
        break;
      case 'done':
        assert.deepEqual(l, []);
    }
  });
  assert.ok(events.some((e) => e.type === 'abandon'));
  assert.ok(events.some((e) => e.type === 'final-try' && e.kept));
  assert.ok(events.some((e) => e.type === 'final-try' && !e.kept));
});

test('without boards, a small board gets the lines a large one gets: no text board, placements worded', () => {
  const events = trace(8, 7);
  const plain = new TraceText(8, false, false);
  for (const e of events) {
    for (const l of plain.lines(e)) assert.ok(!l.includes('♛') && !l.includes('\n'), l);
  }
  const shuffle = events.find((e) => e.type === 'shuffle');
  assert.ok(shuffle !== undefined);
  assert.equal(new TraceText(8, false, false).lines(shuffle).length, 1);
  const place = { type: 'place', step: 1, row: 2, col: 4, queens: [] } as const;
  assert.deepEqual(new TraceText(8, false).lines(place), []);
  assert.deepEqual(new TraceText(8, false, false).lines(place), [
    '        queen on row 3, column 5',
  ]);
});
