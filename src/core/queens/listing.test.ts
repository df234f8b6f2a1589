import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { runToEnd } from '../run/drive.js';
import { countQueens } from './count.js';
import { SolutionStream } from './enumerate.js';
import {
  ListingSeek,
  partDepth,
  solutionAt,
  solutionSlice,
  streamAfter,
  type ListingOptions,
} from './listing.js';

/** The stream's rows and orbit sizes: what `placer queens list` prints, in order. */
function streamRows(n: number, fundamental: boolean): { cols: string; orbit: number }[] {
  const out: { cols: string; orbit: number }[] = [];
  const s = new SolutionStream(n, { fundamental });
  for (let c = s.next(); c !== null; c = s.next()) out.push({ cols: c.join(), orbit: s.orbitSize });
  return out;
}

const rowsCache = new Map<string, { cols: string; orbit: number }[]>();
function rows(n: number, fundamental: boolean): { cols: string; orbit: number }[] {
  const key = `${n}${fundamental}`;
  let r = rowsCache.get(key);
  if (r === undefined) {
    r = streamRows(n, fundamental);
    rowsCache.set(key, r);
  }
  return r;
}

test('row k is the stream’s row k, for every k and N ≤ 9, all rows and fundamental', () => {
  for (const fundamental of [false, true]) {
    for (let n = 1; n <= 9; n++) {
      const want = rows(n, fundamental);
      for (let k = 0; k < want.length; k++) {
        const got = solutionAt(n, k, { fundamental });
        assert.ok(got !== null, `N=${n} k=${k}`);
        assert.equal(got.cols.join(), want[k].cols, `N=${n} k=${k} fundamental=${fundamental}`);
        assert.equal(got.orbitSize, want[k].orbit);
      }
      assert.equal(solutionAt(n, want.length, { fundamental }), null, `N=${n} past the end`);
      assert.equal(solutionAt(n, BigInt(want.length) + 10n ** 20n, { fundamental }), null);
    }
  }
});

test('with or without the kept table, a seek finds the same rows (the mirror half included)', () => {
  // N = 10…12 build the kept table at once (listingTable.ts); the others count part by part,
  // and a seek without the table restarts from the mirror image past the middle.
  for (const n of [8, 10, 12]) {
    for (const fundamental of [false, true]) {
      const want = rows(n, fundamental);
      const ks = [0, 1, want.length >> 1, (want.length >> 1) + 1, want.length - 2, want.length - 1];
      for (let i = 0; i < 12; i++) ks.push(Math.floor((want.length * (i + 0.37)) / 12));
      for (const keepTable of [true, false]) {
        for (const k of ks) {
          const got = solutionAt(n, k, { fundamental, keepTable });
          assert.equal(got?.cols.join(), want[k].cols, `N=${n} k=${k} ${fundamental} ${keepTable}`);
          assert.equal(got?.orbitSize, want[k].orbit);
        }
      }
    }
  }
});

test('slices match the stream (fast-check: N ≤ 12, any start and length, both listings)', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 12 }),
      fc.boolean(),
      fc.double({ min: 0, max: 1.05, noNaN: true }),
      fc.integer({ min: 0, max: 30 }),
      fc.boolean(),
      (n, fundamental, at, count, keepTable) => {
        const want = rows(n, fundamental);
        const from = Math.floor(at * want.length);
        const opts: ListingOptions = { fundamental, keepTable };
        const got = solutionSlice(n, BigInt(from), count, opts);
        assert.deepEqual(
          got.map((r) => `${r.cols.join()}/${r.orbitSize}`),
          want.slice(from, from + count).map((r) => `${r.cols}/${r.orbit}`),
        );
      },
    ),
    { numRuns: 150 },
  );
});

test('a seek past the end is done without a row and knows the total', () => {
  for (let n = 1; n <= 12; n++) {
    const c = countQueens(n);
    for (const fundamental of [false, true]) {
      const total = fundamental ? c.fundamental : c.total;
      for (const keepTable of [true, false]) {
        const seek = new ListingSeek(n, total, { fundamental, keepTable });
        assert.equal(runToEnd(seek), 'done', `N=${n}`);
        assert.equal(seek.result, null);
        assert.equal(seek.total, total, `N=${n} fundamental=${fundamental}`);
      }
    }
  }
});

test('a seek is an Engine: small budgets pause, progress grows, then one find and done', () => {
  const seek = new ListingSeek(13, 50_000n, { keepTable: false });
  let paused = 0;
  let last = -1;
  for (;;) {
    const s = seek.run(1);
    const p = seek.progress();
    assert.ok(p.steps >= last, 'steps never go back');
    last = p.steps;
    if (s === 'paused') {
      paused++;
      assert.ok(p.found !== null && p.found <= 50_000n, 'rows counted stay below the target');
      continue;
    }
    assert.equal(s, 'found');
    break;
  }
  assert.ok(paused > 10, `it counted in steps (${paused} pauses)`);
  assert.equal(seek.progress().fraction, 1);
  assert.equal(seek.run(1), 'done');
  const want = streamAfter(13, solutionAt(13, 49_999)?.cols ?? [], {}).next();
  assert.equal(seek.result?.cols.join(), want?.join());
});

test('beyond the kept tables (N > 18) a seek counts from the start: early rows of N = 19, 24', () => {
  for (const n of [19, 24]) {
    const s = new SolutionStream(n);
    for (let k = 0; k < 3; k++) {
      const want = s.next();
      assert.equal(solutionAt(n, k)?.cols.join(), want?.join(), `N=${n} k=${k}`);
    }
  }
  assert.equal(partDepth(32), 19);
});

test('the stream resumed after a row goes on as the stream read from the start', () => {
  for (const fundamental of [false, true]) {
    const want = rows(10, fundamental);
    for (const k of [0, 5, want.length - 3]) {
      const s = streamAfter(10, want[k].cols.split(',').map(Number), { fundamental });
      const next: string[] = [];
      for (let c = s.next(); c !== null && next.length < 3; c = s.next()) next.push(c.join());
      assert.deepEqual(
        next,
        want.slice(k + 1, k + 4).map((r) => r.cols),
      );
    }
  }
});

test('bad N, index or length is a one-line error naming it', () => {
  assert.throws(() => solutionAt(0, 0), /N must be .* got 0/);
  assert.throws(() => solutionAt(33, 0), /got 33/);
  assert.throws(() => solutionAt(8, -1), /index .* got -1/);
  assert.throws(() => solutionAt(8, 0.5), /got 0.5/);
  assert.throws(() => solutionSlice(8, 0, -2), /length .* got -2/);
  assert.deepEqual(solutionSlice(8, 0, 0), []);
});
