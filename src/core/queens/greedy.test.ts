import { test } from 'node:test';
import assert from 'node:assert/strict';
import { naiveIsSolution } from '../../../test/support/naive.js';
import { Random } from '../random.js';
import type { GreedyEvent } from './traceEvents.js';
import { Greedy, greedyEvents } from './greedy.js';

function solveFast(n: number, seed: number): Greedy {
  const g = new Greedy(n, seed);
  while (g.run(1000) !== 'found');
  return g;
}

/** Cells attacked by the queens (-1 = empty row), the queens' own cells included. */
function blocked(n: number, queens: readonly number[]): boolean[] {
  const out = new Array<boolean>(n * n).fill(false);
  queens.forEach((qc, qr) => {
    if (qc < 0) return;
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) {
        if (r === qr || c === qc || Math.abs(r - qr) === Math.abs(c - qc)) out[r * n + c] = true;
      }
    }
  });
  return out;
}

/** The seed's score by its definition: free cells a queen on (r, c) would attack. */
function naiveScore(n: number, isBlocked: boolean[], r: number, c: number): number {
  let s = 0;
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      if ((y === r && x === c) || isBlocked[y * n + x]) continue;
      if (y === r || x === c || Math.abs(y - r) === Math.abs(x - c)) s++;
    }
  }
  return s;
}

/**
 * Replays a greedy trace against seed 001's rules: each score grid is what the rules give for
 * the queens on the board, the drawn cell is the pick-th lowest (row by row) and the pick is the
 * generator's next draw, the queen goes there, a restart happens exactly when no free cell is
 * left, and the end is a solution.
 */
function replay(n: number, seed: number, events: GreedyEvent[]): void {
  const rng = new Random(seed);
  let queens = new Array<number>(n).fill(-1);
  let step = 0;
  let attempt = 1;
  let pending: { row: number; col: number } | null = null;
  for (const e of events) {
    // Every event shows the board as it stands; a place shows it with its new queen (below).
    if (e.type !== 'place') assert.deepEqual(e.queens.slice(), queens, `board at ${e.type}`);
    switch (e.type) {
      case 'attack-scores': {
        assert.equal(pending, null);
        assert.equal(e.step, ++step);
        const isBlocked = blocked(n, queens);
        const expected = isBlocked.map((b, k) =>
          b ? -1 : naiveScore(n, isBlocked, Math.floor(k / n), k % n),
        );
        assert.deepEqual(e.scores, expected, `scores at step ${e.step}`);
        const free = expected.filter((s) => s >= 0);
        assert.ok(free.length > 0);
        assert.equal(e.min, Math.min(...free));
        const tied = expected.flatMap((s, k) => (s === e.min ? [k] : []));
        assert.equal(e.ties, tied.length);
        assert.equal(e.pick - 1, rng.below(e.ties), 'the draw is the generator’s next number');
        assert.equal(e.row * n + e.col, tied[e.pick - 1]);
        pending = { row: e.row, col: e.col };
        break;
      }
      case 'place':
        assert.ok(pending !== null && pending.row === e.row && pending.col === e.col);
        assert.equal(e.step, step);
        queens = queens.slice();
        queens[e.row] = e.col;
        assert.deepEqual(e.queens.slice(), queens);
        pending = null;
        break;
      case 'restart': {
        const isBlocked = blocked(n, queens);
        assert.ok(
          isBlocked.every((b) => b),
          'restart only when no free cell is left',
        );
        assert.ok(queens.includes(-1), 'and fewer than N queens stand');
        assert.equal(e.placed, queens.filter((c) => c >= 0).length);
        assert.equal(e.attempt, ++attempt);
        queens = new Array<number>(n).fill(-1);
        break;
      }
      case 'solution':
        assert.ok(naiveIsSolution(queens));
        break;
      case 'done':
        assert.equal(e.solutions, e.complete ? 1 : 0);
        break;
    }
  }
}

test('greedy traces obey seed 001’s rules step by step (N = 4…9, many seeds)', () => {
  for (let n = 4; n <= 9; n++) {
    for (let seed = 0; seed < 12; seed++) {
      const events = [...greedyEvents(n, seed)];
      replay(n, seed, events);
      const last = events.at(-1);
      assert.ok(last?.type === 'done' && last.complete && last.solutions === 1);
    }
  }
});

test('seed 001’s figures: on the empty 8×8 board x = 2, y = 1 scores 23; 28 cells score 21', () => {
  const first = greedyEvents(8, 1).next().value as GreedyEvent;
  assert.ok(first.type === 'attack-scores');
  assert.equal(first.scores[1 * 8 + 2], 23);
  assert.equal(first.min, 21);
  assert.equal(first.ties, 28);
});

test('fast and traced greedy make the same moves for the same seed', () => {
  for (let n = 4; n <= 16; n++) {
    for (let seed = 100; seed < 110; seed++) {
      const events = [...greedyEvents(n, seed)];
      const g = solveFast(n, seed);
      const last = events.at(-1);
      assert.ok(last?.type === 'done');
      assert.deepEqual(Array.from(g.cols), last.queens.slice(), `N=${n} seed=${seed}`);
      assert.equal(g.steps, last.step);
      assert.equal(g.restarts, events.filter((e) => e.type === 'restart').length);
    }
  }
});

test('a step limit stops both paths at the same place, also after restarts', () => {
  const n = 12;
  // A seed whose run restarts at least once and needs more than 20 placements.
  let seed = 0;
  while ([...greedyEvents(n, seed)].filter((e) => e.type === 'place').length <= 20) seed++;
  const events = [...greedyEvents(n, seed, { maxSteps: 20 })];
  assert.ok(events.some((e) => e.type === 'restart'));
  const last = events.at(-1);
  assert.ok(last?.type === 'done' && !last.complete && last.step === 20);
  const g = new Greedy(n, seed);
  assert.equal(g.run(20), 'paused');
  assert.equal(g.steps, 20);
  assert.deepEqual(Array.from(g.cols), last.queens.slice());
});

test('greedy solves N = 4…60 and 100, 150, 200 (pairwise check)', () => {
  for (const n of [...Array.from({ length: 57 }, (_, i) => i + 4), 100, 150, 200]) {
    const g = solveFast(n, n);
    assert.ok(naiveIsSolution(g.cols), `N=${n}`);
  }
});

test('greedy is reproducible: the same seed twice gives the same run', () => {
  const a = solveFast(30, 77);
  const b = solveFast(30, 77);
  assert.deepEqual(a.cols, b.cols);
  assert.equal(a.steps, b.steps);
});
