import assert from 'node:assert/strict';
import { test } from 'node:test';
import { regionsHooks, setRegionsHooks, type RegionsGenerator } from './hooks.js';

test('no hooks until wired; wiring one keeps the other', async () => {
  assert.deepEqual(regionsHooks(), { hint: null, generator: null });
  const generator: RegionsGenerator = {
    difficulties: ['easy'],
    generate: (req) => Promise.resolve(`grid of ${req.n}`),
  };
  setRegionsHooks({ generator });
  setRegionsHooks({ hint: () => Promise.resolve(null) });
  const h = regionsHooks();
  assert.equal(h.generator, generator);
  assert.ok(h.hint !== null);
  assert.equal(
    await h.generator?.generate({ n: 6, stars: 1, difficulty: 'easy', seed: 1 }),
    'grid of 6',
  );
});
