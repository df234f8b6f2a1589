import assert from 'node:assert/strict';
import { test } from 'node:test';
import { nextState } from './page.js';
import { fullGrid } from '../views/tilings/tilingRegion.js';
import type { PageState } from './pageState.js';
import { defaultState } from './url.js';

const at = (patch: Partial<PageState>): PageState => ({ ...defaultState(), ...patch });

test('a new trace starts at step 0; a step or speed alone keeps the trace', () => {
  const s = at({ view: 'watch', step: 40 });
  assert.equal(nextState(s, { step: 41 }).step, 41);
  assert.equal(nextState(s, { speed: 5 }).step, 40);
  assert.equal(nextState(s, { shade: true }).step, 40);
  for (const patch of [
    { view: 'one' },
    { n: 6 },
    { search: 'backtrack' },
    { method: 'mutation' },
    { size: 9 },
    { seed: 2 },
    { rule: 'seed' },
    // The tiling watch's trace is its region's and pieces'.
    { region: fullGrid(5, 12) },
    { pieces: 'hexominoes' },
    { pieceFile: 'A\n##' },
    { use: 'X=0' },
  ] as Partial<PageState>[]) {
    assert.equal(nextState(s, patch).step, 0, JSON.stringify(patch));
  }
  // The same value again is no new trace.
  assert.equal(nextState(s, { n: s.n, seed: s.seed }).step, 40);
  // A patch that names its own step keeps it (the back button's state).
  assert.equal(nextState(s, { view: 'one', step: 7 }).step, 7);
});

test('a method takes the size when it can, its largest otherwise; N resizes the queens', () => {
  const s = at({ method: 'min-conflicts', size: 100_000 });
  assert.equal(nextState(s, { method: 'construct' }).size, 100_000);
  assert.equal(nextState(s, { method: 'greedy' }).size, 64);
  assert.equal(nextState(at({ size: 12 }), { method: 'mutation' }).size, 12);
  const q = at({ n: 5, queens: Int32Array.from([0, 2, 4, 1, 3]) });
  assert.deepEqual(nextState(q, { n: 3 }).queens, Int32Array.from([0, 2, -1]));
});

test('a row belongs to its listing: a new N or fundamental drops it; algebraic stops at N = 26', () => {
  const s = { ...defaultState(), n: 8, row: 4, format: 'algebraic' as const };
  assert.equal(nextState(s, { format: 'json' }).row, 4);
  assert.equal(nextState(s, { row: 7 }).row, 7);
  assert.equal(nextState(s, { n: 9 }).row, null);
  assert.equal(nextState(s, { fundamental: true }).row, null);
  assert.equal(nextState(s, { n: 26 }).format, 'algebraic');
  assert.equal(nextState(s, { n: 27 }).format, 'pairs');
});
