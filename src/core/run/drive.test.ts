import assert from 'node:assert/strict';
import { test } from 'node:test';
import { drive, runToEnd, type Host } from './drive.js';
import { progressOf, type Engine, type Progress, type RunStatus } from './engine.js';

/** Counts to `end`, reporting 'found' at every multiple of `every`; records each budget given. */
class Counter implements Engine {
  steps = 0;
  readonly budgets: number[] = [];
  constructor(
    readonly end: number,
    readonly every = Infinity,
  ) {}
  run(budget: number): RunStatus {
    this.budgets.push(budget);
    for (let left = budget; left > 0; left--) {
      if (this.steps === this.end) return 'done';
      this.steps++;
      if (this.steps % this.every === 0) return 'found';
    }
    return this.steps === this.end ? 'done' : 'paused';
  }
  progress(): Progress {
    return progressOf(this.steps, 'steps', { fraction: this.steps / this.end });
  }
}

/** A host whose clock advances 1 ms per reading, and that counts its yields. */
function fakeHost(): Host & { yields: number } {
  let t = 0;
  const h = {
    yields: 0,
    now: () => t++,
    yield: () => {
      h.yields++;
      return Promise.resolve();
    },
  };
  return h;
}

test('drive runs an engine to its end, yielding to the host between slices', async () => {
  const e = new Counter(100_000);
  const host = fakeHost();
  assert.equal(await drive(e, { host, firstBudget: 100, yieldEveryMs: 1 }), 'done');
  assert.equal(e.steps, 100_000);
  assert.ok(host.yields > 0);
  // Fast slices (1 ms on the fake clock, under half of 25 ms) grow the budget.
  assert.ok(e.budgets[e.budgets.length - 1] > e.budgets[0]);
});

test('drive stops at the first find unless onFound asks for more', async () => {
  const host = fakeHost();
  const first = new Counter(100, 7);
  assert.equal(await drive(first, { host }), 'found');
  assert.equal(first.steps, 7);
  const all = new Counter(100, 7);
  let finds = 0;
  const outcome = await drive(all, { host, onFound: () => ++finds < 5 });
  assert.equal(outcome, 'found');
  assert.equal(finds, 5);
  assert.equal(all.steps, 35);
});

test('drive stops exactly at maxSteps, never running past it', async () => {
  const e = new Counter(1_000_000);
  assert.equal(await drive(e, { host: fakeHost(), maxSteps: 12_345 }), 'limit');
  assert.equal(e.steps, 12_345);
});

test('drive honours an abort between slices and reports progress', async () => {
  const e = new Counter(Number.MAX_SAFE_INTEGER);
  const abort = new AbortController();
  const seen: Progress[] = [];
  const outcome = await drive(e, {
    host: fakeHost(),
    signal: abort.signal,
    progressEveryMs: 0,
    onProgress: (p) => {
      seen.push(p);
      if (seen.length === 3) abort.abort();
    },
  });
  assert.equal(outcome, 'cancelled');
  assert.equal(seen.length, 3);
  assert.ok(seen[2].steps > seen[0].steps);
  assert.equal(
    await drive(new Counter(10), { host: fakeHost(), signal: abort.signal }),
    'cancelled',
  );
});

test('reportFirstSlice: the first report comes after the first slice, then every interval', async () => {
  const firsts: number[] = [];
  for (const reportFirstSlice of [false, true]) {
    const e = new Counter(Number.MAX_SAFE_INTEGER);
    const abort = new AbortController();
    await drive(e, {
      host: fakeHost(),
      signal: abort.signal,
      firstBudget: 10,
      progressEveryMs: 20,
      reportFirstSlice,
      onProgress: (p) => {
        firsts.push(p.steps);
        abort.abort();
      },
    });
  }
  // The fake clock ticks 1 ms a reading: a 20 ms interval is several (doubling) slices in.
  assert.ok(firsts[0] > 100, String(firsts[0]));
  assert.equal(firsts[1], 10);
});

test('runToEnd runs without a host', () => {
  const e = new Counter(50, 20);
  let finds = 0;
  assert.equal(
    runToEnd(e, () => ++finds < 10),
    'done',
  );
  assert.equal(finds, 2);
});
