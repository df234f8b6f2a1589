import { test } from 'node:test';
import assert from 'node:assert/strict';
import { naiveIsSolution } from '../../../test/support/naive.js';
import { Random } from '../random.js';
import { checkPlacement } from './check.js';
import { MinConflicts, QS4_C } from './minConflicts.js';
import { attackCount } from './placement.js';

/**
 * QS4 written plainly from the baseline's description (bench/anchors/queens_local_search.c),
 * with the shared generator called as a method, Int32 counters and no slices: what the engine,
 * with its inlined generator, byte counters and resumable phases, must reproduce exactly.
 */
function referenceQs4(
  n: number,
  seed: number,
): { cols: number[]; steps: number; restarts: number } {
  const rng = new Random(seed);
  const q = new Array<number>(n);
  const dn = new Array<number>(2 * n);
  const dp = new Array<number>(2 * n);
  let steps = 0;
  for (let restarts = 0; ; restarts++) {
    for (let i = 0; i < n; i++) q[i] = i;
    dn.fill(0);
    dp.fill(0);
    let j = 0;
    const budget = Math.floor(QS4_C * n);
    for (let it = 0; it < budget && j < n; it++) {
      steps++;
      const m = j + rng.below(n - j);
      if (dn[j - q[m] + n - 1] === 0 && dp[j + q[m]] === 0) {
        [q[j], q[m]] = [q[m], q[j]];
        dn[j - q[j] + n - 1]++;
        dp[j + q[j]]++;
        j++;
      }
    }
    const k = n - j;
    if (n > 255 && k > 252) continue;
    for (let i = j; i < n; i++) {
      const m = i + rng.below(n - i);
      [q[i], q[m]] = [q[m], q[i]];
      dn[i - q[i] + n - 1]++;
      dp[i + q[i]]++;
    }
    const attacked = (i: number): boolean => dn[i - q[i] + n - 1] > 1 || dp[i + q[i]] > 1;
    const move = (i: number, d: number): void => {
      dn[i - q[i] + n - 1] += d;
      dp[i + q[i]] += d;
    };
    let ok = true;
    for (let i = j; i < n && ok; i++) {
      let tries = 0;
      while (attacked(i)) {
        if (tries >= 20 * n + 1000) {
          ok = false;
          break;
        }
        tries++;
        steps++;
        const r = rng.below(n);
        if (r === i) continue;
        move(i, -1);
        move(r, -1);
        [q[i], q[r]] = [q[r], q[i]];
        move(i, 1);
        move(r, 1);
        if (attacked(i) || attacked(r)) {
          move(i, -1);
          move(r, -1);
          [q[i], q[r]] = [q[r], q[i]];
          move(i, 1);
          move(r, 1);
        }
      }
    }
    if (ok && dn.every((c) => c <= 1) && dp.every((c) => c <= 1))
      return { cols: q, steps, restarts };
  }
}

function solve(n: number, seed: number, slice = 1 << 30): MinConflicts {
  const s = new MinConflicts(n, seed);
  while (s.run(slice) !== 'found');
  return s;
}

test('the engine reproduces the plain QS4 reference move for move (N = 4…60, 3 seeds)', () => {
  for (let n = 4; n <= 60; n++) {
    for (const seed of [0, 1, 2]) {
      const ref = referenceQs4(n, seed);
      const s = solve(n, seed, 97); // odd slices: resuming mid-phase must change nothing
      assert.deepEqual(Array.from(s.cols), ref.cols, `N=${n} seed=${seed}`);
      assert.equal(s.steps, ref.steps);
      assert.equal(s.restarts, ref.restarts);
    }
  }
});

test('min-conflicts solves N = 4…200 (pairwise check)', () => {
  for (let n = 4; n <= 200; n++) {
    const s = solve(n, 1000 + n);
    assert.ok(naiveIsSolution(s.cols), `N=${n}`);
  }
});

test('min-conflicts at N = 10^5: valid, and two runs with the same seed agree', () => {
  const n = 100_000;
  const a = solve(n, 42);
  const b = solve(n, 42, 12_345);
  assert.ok(checkPlacement({ n, cols: a.cols }).valid);
  assert.equal(attackCount({ n, cols: a.cols }), 0);
  assert.deepEqual(a.cols, b.cols);
  assert.equal(a.steps, b.steps);
  assert.ok(a.finalQueens < 100, `k = ${a.finalQueens} queens left for the final search`);
  const c = solve(n, 43);
  assert.notDeepEqual(a.cols, c.cols);
});

test('run(budget) stops within its budget', () => {
  const s = new MinConflicts(50_000, 9);
  assert.equal(s.run(1000), 'paused');
  assert.equal(s.steps, 1000);
  s.run(5000);
  assert.equal(s.steps, 6000);
});
