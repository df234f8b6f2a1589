import { test } from 'node:test';
import assert from 'node:assert/strict';
import { naiveIsSolution } from '../../../test/support/naive.js';
import type { MinConflictsEvent } from './traceEvents.js';
import { MinConflicts } from './minConflicts.js';
import { MinConflictsTrace, minConflictsEvents, qs4FixCap } from './minConflictsTrace.js';

function solveFast(n: number, seed: number): MinConflicts {
  const s = new MinConflicts(n, seed);
  while (s.run(1 << 30) !== 'found');
  return s;
}

/** Plays the whole trace; returns the machine and its events. */
function playAll(n: number, seed: number): { m: MinConflictsTrace; events: MinConflictsEvent[] } {
  const m = new MinConflictsTrace(n, seed);
  const events: MinConflictsEvent[] = [];
  for (let e = m.next(); e !== null; e = m.next()) events.push(e);
  return { m, events };
}

const attack = (q: readonly number[], a: number, b: number): boolean =>
  Math.abs(q[a] - q[b]) === Math.abs(a - b);

/** Attacking pairs (on a diagonal) that involve one of the given rows, counted once each. */
function pairsWith(q: readonly number[], rows: number[]): number {
  let count = 0;
  for (let a = 0; a < q.length; a++) {
    for (let b = a + 1; b < q.length; b++) {
      if ((rows.includes(a) || rows.includes(b)) && attack(q, a, b)) count++;
    }
  }
  return count;
}

function allPairs(q: readonly number[]): number {
  return pairsWith(
    q,
    q.map((_, r) => r),
  );
}

test('the trace makes the moves of the fast engine: same placement, tries and restarts', () => {
  for (const n of [4, 5, 6, 7, 8, 12, 20, 300]) {
    for (const seed of [0, 1, 2]) {
      const at = `N=${n} seed=${seed}`;
      const fast = solveFast(n, seed);
      const m = new MinConflictsTrace(n, seed);
      let abandoned = 0;
      let last: MinConflictsEvent | null = null;
      for (let e = m.next(); e !== null; e = m.next()) {
        if (e.type === 'abandon') abandoned++;
        last = e;
      }
      assert.ok(last?.type === 'done' && last.complete, at);
      assert.deepEqual(last.queens, Array.from(fast.cols), at);
      assert.equal(last.step, fast.steps, at);
      assert.equal(m.tries, fast.steps, at);
      assert.equal(m.restarts, fast.restarts, at);
      assert.equal(abandoned, fast.restarts, at);
      assert.ok(naiveIsSolution(last.queens), at);
    }
  }
});

test('every event says what happened, checked against the position before it (N = 4…12)', () => {
  for (let n = 4; n <= 12; n++) {
    for (const seed of [3, 4]) {
      const events = [...minConflictsEvents(n, seed, { maxSteps: 1500 })];
      let q = Array.from({ length: n }, (_, r) => r);
      let step = 0;
      let filled = 0;
      for (const e of events) {
        const at = `N=${n} seed=${seed} step ${e.step} ${e.type}`;
        if (e.type === 'initial-try') {
          assert.equal(e.step, ++step, at);
          assert.equal(e.row, filled, at);
          assert.ok(e.pick >= e.row && e.pick < n, at);
          assert.equal(e.col, q[e.pick], at);
          const probe = q.slice();
          probe[e.row] = e.col;
          let conflicts = 0;
          for (let r = 0; r < e.row; r++) if (attack(probe, r, e.row)) conflicts++;
          assert.equal(e.conflicts, conflicts, at);
          assert.equal(e.kept, conflicts === 0, at);
          if (e.kept) {
            [q[e.row], q[e.pick]] = [q[e.pick], q[e.row]];
            filled++;
          }
        } else if (e.type === 'shuffle') {
          assert.equal(e.from, filled, at);
          assert.deepEqual(e.queens.slice(0, filled), q.slice(0, filled), at);
          assert.deepEqual(
            e.queens.slice().sort((a, b) => a - b),
            q.slice().sort((a, b) => a - b),
          );
          q = e.queens.slice();
          assert.equal(e.error, allPairs(q), at);
        } else if (e.type === 'final-try') {
          assert.equal(e.step, ++step, at);
          assert.ok(pairsWith(q, [e.row]) > 0, `${at}: the row tried is attacked`);
          for (let r = filled; r < e.row; r++) assert.equal(pairsWith(q, [r]), 0, at);
          assert.equal(e.error, allPairs(q), at);
          assert.equal(e.conflicts, pairsWith(q, [e.row, e.other]), at);
          const p = q.slice();
          [p[e.row], p[e.other]] = [p[e.other], p[e.row]];
          if (e.other !== e.row) {
            assert.equal(e.proposedConflicts, pairsWith(p, [e.row, e.other]), at);
            assert.equal(e.proposedError, allPairs(p), at);
          }
          assert.equal(e.kept, e.other !== e.row && e.proposedConflicts === 0, at);
          if (e.kept) q = p;
        } else if (e.type === 'abandon') {
          assert.equal(e.reason, 'stuck', at);
          assert.ok(e.row !== null && pairsWith(q, [e.row]) > 0, at);
          assert.deepEqual(e.queens, q, `${at}: the position given up`);
          q = Array.from({ length: n }, (_, r) => r);
          filled = 0;
          continue;
        }
        assert.deepEqual(e.queens, q, at);
      }
    }
  }
});

test('an attempt is abandoned after 20·N + 1000 tries on one queen (small boards need it)', () => {
  let seen = 0;
  for (let n = 4; n <= 8 && seen < 4; n++) {
    for (let seed = 0; seed < 6 && seen < 4; seed++) {
      const m = new MinConflictsTrace(n, seed);
      let tries = 0;
      let row = -1;
      for (let e = m.next(); e !== null && seen < 4; e = m.next()) {
        if (e.type === 'final-try') {
          tries = e.row === row ? tries + 1 : 1;
          row = e.row;
        } else if (e.type === 'abandon') {
          seen++;
          assert.equal(e.row, row);
          assert.equal(tries, qs4FixCap(n));
          row = -1;
        } else if (e.type === 'initial-try') row = -1;
      }
    }
  }
  assert.equal(seen, 4, 'small boards abandon attempts');
});

test('a step limit cuts the trace before the next try, with an incomplete done', () => {
  const full = playAll(40, 5).events;
  const tries = full.filter((e) => e.type === 'initial-try' || e.type === 'final-try');
  assert.ok(tries.length > 60);
  for (const max of [1, 17, 60]) {
    const cut = [...minConflictsEvents(40, 5, { maxSteps: max })];
    const last = cut.at(-1);
    assert.ok(last?.type === 'done' && !last.complete);
    assert.equal(last.step, max);
    assert.deepEqual(cut.slice(0, -1), full.slice(0, cut.length - 1));
    assert.deepEqual(last.queens, cut.at(-2)?.queens);
  }
});
