import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  solveSummaryJson,
  solveSummaryLine,
  solveSummaryLines,
  type SolveSummary,
} from './solveSummary.js';

const SOLVED: SolveSummary = {
  n: 8,
  method: 'min-conflicts',
  rule: 'intent',
  seed: 42,
  outcome: 'solved',
  steps: 17,
  restarts: 0,
  error: null,
  seconds: 0.002,
  valid: true,
  checkSeconds: 0.0001,
  written: null,
};

test('a solved run: method, seed, steps, restarts, time and the check, under labels', () => {
  assert.deepEqual(solveSummaryLines(SOLVED), [
    'method     min-conflicts',
    'N          8',
    'seed       42',
    'steps      17 swap tries',
    'restarts   0',
    'time       2 ms',
    'check      valid: 8 queens, no two attack each other (0 ms)',
  ]);
  assert.equal(solveSummaryLine('placement', '1 2'), 'placement  1 2');
});

test('mutation names its rule, hides restarts but with sideways, and says why it gave up', () => {
  const gaveUp: SolveSummary = {
    ...SOLVED,
    method: 'mutation',
    outcome: 'gave-up',
    steps: 5,
    error: 8,
  };
  const lines = solveSummaryLines(gaveUp);
  assert.equal(lines[0], 'method     mutation (rule intent)');
  assert.ok(!lines.some((l) => l.startsWith('restarts')));
  assert.equal(
    lines[lines.length - 1],
    'status     gave up after 5 swaps (--max-steps): no placement found (error 8 at the end)',
  );
  assert.ok(solveSummaryLines({ ...gaveUp, rule: 'sideways' }).includes('restarts   0'));
});

test('a method without a seed, no placement, a cancelled run, a file written', () => {
  const none = solveSummaryLines({ ...SOLVED, n: 3, method: 'construct', outcome: 'none' });
  assert.equal(none[2], 'seed       none (construct draws no random numbers)');
  assert.ok(!none.some((l) => l.startsWith('steps')));
  assert.equal(none[none.length - 1], 'status     no placement exists for N = 3');
  const cancelled = solveSummaryLines({ ...SOLVED, outcome: 'cancelled' });
  assert.equal(cancelled[cancelled.length - 1], 'status     cancelled after 17 swap tries');
  const written = { file: 'out.txt', format: 'perm', bytes: 12345, seconds: 0.003 };
  assert.equal(
    solveSummaryLines({ ...SOLVED, written }).pop(),
    'written    out.txt (perm, 12,345 bytes, 3 ms)',
  );
});

test('the JSON summary: its fields in their order, the seed only when drawn', () => {
  const written = { file: 'out.txt', format: 'perm', bytes: 20, seconds: 0.003 };
  const json = solveSummaryJson({ ...SOLVED, method: 'mutation', error: 0, written });
  assert.deepEqual(Object.keys(json), [
    'n',
    'method',
    'seed',
    'rule',
    'status',
    'steps',
    'stepUnit',
    'restarts',
    'error',
    'seconds',
    'complete',
    'valid',
    'checkSeconds',
    'out',
    'format',
    'bytes',
    'writeSeconds',
  ]);
  assert.equal(json.seed, 42);
  assert.equal(json.stepUnit, 'swaps');
  const plain = solveSummaryJson({ ...SOLVED, method: 'construct', outcome: 'cancelled' });
  assert.equal(plain.seed, null);
  assert.equal(plain.complete, false);
  assert.ok(!('rule' in plain) && !('error' in plain) && !('out' in plain));
});
