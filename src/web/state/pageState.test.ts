import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AnyParam } from './params.js';
import { PAGE_PARAMS } from './pageState.js';
import { VIEWS } from '../views/index.js';

test('each row has a name, a field and a rank of its own', () => {
  const picks: ((p: AnyParam) => unknown)[] = [(p) => p.name, (p) => p.key, (p) => p.rank];
  for (const pick of picks) {
    const all = PAGE_PARAMS.map(pick);
    assert.equal(new Set(all).size, all.length, String(all));
  }
});

test('the URL writes its parameters in the order links have always had', () => {
  // A family added later takes the ranks after these: its parameters come last.
  const always = [
    ...['view', 'n', 'q', 'shade', 'search', 'method', 'size', 'seed', 'rule', 'limit'],
    ...['speed', 'step', 'format', 'fundamental', 'row', 'region', 'pieces', 'pfile', 'use'],
    ...['tiling', 'dlx', 'sol'],
  ];
  assert.deepEqual(PAGE_PARAMS.map((p) => p.name).slice(0, always.length), always);
  const tabs = ['placements', 'watch', 'one', 'play', 'tilings', 'tiling-watch', 'cover'];
  assert.deepEqual(VIEWS.slice(0, tabs.length), tabs);
});

test('the rows that choose the trace played: another value starts at step 0', () => {
  assert.deepEqual(
    PAGE_PARAMS.filter((p) => p.trace === true).map((p) => p.key),
    [
      ...['view', 'n', 'search', 'method', 'size', 'seed', 'rule', 'limit'],
      ...['region', 'pieces', 'pieceFile', 'use'],
    ],
  );
});
