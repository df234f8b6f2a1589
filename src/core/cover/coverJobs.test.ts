import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resultOf } from '../protocol.js';
import { answer, runJob } from '../jobs.js';
import { queensDlx } from '../queens/exactCover.js';
import { planExactCoverUnits } from './coverUnits.js';
import { parseDlx } from './dlxFormat.js';

const list = (dlx: string, count: number, from?: string, unitCounts?: (string | null)[]) =>
  resultOf(runJob({ kind: 'cover-list', dlx, count, from, unitCounts }), 'cover-list');

test('cover-list from an index: the same solutions as the whole listing from there', () => {
  const dlx = queensDlx(8);
  const all = list(dlx, 92).solutions.map((s) => s.options.join(','));
  assert.equal(all.length, 92);
  for (const from of [1, 17, 50, 91]) {
    const got = list(dlx, 5, String(from));
    assert.deepEqual(
      got.solutions.map((s) => s.options.join(',')),
      all.slice(from, from + 5),
    );
    assert.equal(got.total, null);
  }
  // Past the end: no solution, and the total (every unit counted by then).
  const past = list(dlx, 3, '92');
  assert.deepEqual([past.solutions.length, past.total], [0, '92']);
  assert.equal(
    past.unitCounts.reduce((a, c) => a + BigInt(c ?? 'x'), 0n),
    92n,
  );
});

test('cover-list told a count’s unit counts uses them; bad jobs are errors', () => {
  const dlx = queensDlx(6);
  const plan = resultOf(runJob({ kind: 'cover-plan', dlx }), 'cover-plan');
  const counts = plan.units.map((id) =>
    String(resultOf(runJob({ kind: 'cover-count', dlx, id }), 'cover-count').count),
  );
  const got = list(dlx, 1, '3', counts);
  assert.deepEqual(got.unitCounts, counts);
  assert.equal(got.solutions.length, 1);
  for (const job of [
    { kind: 'cover-list', dlx, count: 1, from: '-1' },
    { kind: 'cover-list', dlx, count: 0 },
    { kind: 'cover-list', dlx, count: 1, from: '2', unitCounts: 'x' },
  ] as const) {
    // @ts-expect-error: a job as it may come over the wire
    const r = answer({ type: 'run', unit: 'u', job });
    assert.ok(r.type === 'error' && r.error.code === 'bad-job', JSON.stringify(r));
  }
});

test("a count's units on one thread sum to the count, whatever the order of other jobs", () => {
  const dlx = queensDlx(7);
  const plan = planExactCoverUnits(parseDlx(dlx, 'queens7.dlx').problem);
  const count = (id: number) =>
    resultOf(runJob({ kind: 'cover-count', dlx, id }), 'cover-count').count;
  // Another instance's job in between: the kept instance is replaced, then parsed again.
  const counted = plan.map((u, i) => {
    if (i === 1) runJob({ kind: 'cover-plan', dlx: queensDlx(6) });
    return count(u.id);
  });
  assert.equal(
    counted.reduce((a, c) => a + c, 0n),
    40n,
  );
});
