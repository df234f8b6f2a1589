import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { naiveSolutions } from '../../../test/support/naive.js';
import { queensReference } from '../../../test/support/reference.js';
import {
  CompletionCount,
  countCompletions,
  countPart,
  findCompletion,
  planCompletion,
  prepareCompletion,
} from './complete.js';
import { countQueens } from './count.js';
import { emptyPlacement, makePlacement } from './placement.js';

test('no fixed queens: the completions are all solutions (N = 1…13, against the counter)', () => {
  for (let n = 1; n <= 13; n++) {
    const setup = prepareCompletion(emptyPlacement(n));
    assert.ok(setup.kind === 'space');
    const total = countCompletions(setup.space);
    assert.equal(total, countQueens(n).total, `N=${n}`);
    assert.equal(total, queensReference[n - 1].total, `N=${n}`);
  }
});

test('completions agree with brute force for random fixed queens (N ≤ 9)', () => {
  const sols = new Map<number, number[][]>();
  for (let n = 1; n <= 9; n++) sols.set(n, naiveSolutions(n));
  fc.assert(
    fc.property(
      fc
        .integer({ min: 1, max: 9 })
        .chain((n) => fc.array(fc.integer({ min: -1, max: n - 1 }), { minLength: n, maxLength: n }))
        // Mostly empty rows, so that many fixed sets have completions.
        .map((cols) => cols.map((c, i) => (c >= 0 && (c + i) % 3 === 0 ? c : -1))),
      (cols) => {
        const n = cols.length;
        const fixed = makePlacement(cols);
        const matching = (sols.get(n) ?? []).filter((s) =>
          cols.every((c, r) => c < 0 || s[r] === c),
        );
        const setup = prepareCompletion(fixed);
        if (setup.kind !== 'space') {
          assert.equal(matching.length, 0, 'no completion when fixed queens clash or block a row');
          return;
        }
        assert.equal(countCompletions(setup.space), BigInt(matching.length));
        const first = findCompletion(setup.space);
        assert.deepEqual(first === null ? null : Array.from(first), matching[0] ?? null);
        // Split into parts at every depth, the counts add up the same.
        for (let depth = 0; depth <= n; depth++) {
          const parts = planCompletion(setup.space, depth);
          let sum = 0;
          for (const part of parts) sum += countPart(setup.space, part);
          assert.equal(sum, matching.length);
        }
      },
    ),
  );
});

test('fixed queens that attack each other, or block a row, are reported as such', () => {
  const clash = prepareCompletion(makePlacement([0, 1, -1, -1, -1, -1, -1, -1]));
  assert.ok(clash.kind === 'conflict');
  assert.deepEqual(
    clash.pairs.map((p) => [p.a, p.b, p.line]),
    [[0, 1, 'diagonal']],
  );
  // On 4×4, a1 (row 1, column 1) and c4 (row 3, column 4) do not attack each other, but
  // between them they attack all four squares of row 2.
  const row = prepareCompletion(makePlacement([0, -1, 3, -1]));
  assert.ok(row.kind === 'blocked' && row.row === 1);
});

test('N = 8 with queens fixed at a1 and c5 (perm 1 . 5 . . . . .) has exactly one completion', () => {
  const setup = prepareCompletion(makePlacement([0, -1, 4, -1, -1, -1, -1, -1]));
  assert.ok(setup.kind === 'space');
  const matching = naiveSolutions(8).filter((s) => s[0] === 0 && s[2] === 4);
  assert.equal(countCompletions(setup.space), BigInt(matching.length));
  assert.deepEqual(Array.from(findCompletion(setup.space) ?? []), matching[0]);
});

test('CompletionCount counts part by part: the running totals end at countCompletions', () => {
  const setup = prepareCompletion(makePlacement([-1, -1, 2, -1, -1, -1, -1, -1, -1, -1, -1, -1]));
  assert.ok(setup.kind === 'space');
  assert.deepEqual(Object.keys(setup).sort(), ['kind', 'space']);
  const count = new CompletionCount(setup.space, 2);
  const parts = count.parts.length;
  assert.ok(parts > 1);
  let sum = 0n;
  for (let k = 0; k < parts; k++) {
    const p = count.progress();
    assert.ok(!count.complete && count.done === k && count.completions === sum);
    assert.deepEqual(
      [p.steps, p.done, p.total, p.found, p.fraction],
      [k, k, parts, sum, k / parts],
    );
    assert.equal(count.run(1), k + 1 === parts ? 'done' : 'paused');
    sum += BigInt(countPart(setup.space, count.parts[k]));
  }
  assert.ok(count.complete && count.completions === sum);
  assert.equal(count.run(5), 'done', 'nothing is left to count');
  assert.equal(count.done, parts);
  assert.equal(count.progress().fraction, 1);
  assert.equal(count.completions, countCompletions(setup.space));
  assert.equal(count.completions, BigInt(naiveSolutions(12).filter((s) => s[2] === 2).length));
});

test('CompletionCount: any budgets reach the same count, and run(0) does nothing', () => {
  const setup = prepareCompletion(makePlacement([-1, 4, -1, -1, -1, -1, -1, -1, -1, -1, -1]));
  assert.ok(setup.kind === 'space');
  const space = setup.space;
  const want = countCompletions(space);
  fc.assert(
    fc.property(fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 8 }), (bs) => {
      const count = new CompletionCount(space, 2);
      for (let i = 0; count.run(bs[i % bs.length]) !== 'done'; i++);
      assert.equal(count.completions, want);
      assert.equal(count.progress().found, want);
    }),
    { numRuns: 20 },
  );
  const count = new CompletionCount(space, 2);
  assert.equal(count.run(0), 'paused');
  assert.equal(count.done, 0);
});
