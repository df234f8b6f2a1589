import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runJob } from '../../core/jobs.js';
import { decodeResult, encodeResult } from './wire.js';

test('results cross Redis exactly, bigints included', () => {
  const queens = runJob({ kind: 'queens-count', n: 8, id: '1.6.2.5' });
  assert.deepEqual(decodeResult(encodeResult(queens)), queens);
  const big = {
    kind: 'cover-count' as const,
    count: 2n ** 80n + 7n,
    nodes: 12,
    memoHits: 3,
    memoDropped: true,
  };
  assert.deepEqual(decodeResult(encodeResult(big)), big);
  assert.equal(decodeResult('{"kind":'), null);
  assert.equal(decodeResult('42'), null);
});
