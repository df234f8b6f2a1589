import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseDlx } from './dlxFormat.js';
import { countExactCover } from './coverSearch.js';
import { langfordDlx } from './langford.js';

test('Langford pairs in DLX count as OEIS A014552 (times 2: each and its reversal)', () => {
  const counts = [1, 2, 3, 4, 5, 6, 7, 8].map(
    (n) => countExactCover(parseDlx(langfordDlx(n)).problem).count,
  );
  assert.deepEqual(counts, [0n, 0n, 2n, 2n, 0n, 0n, 52n, 300n]);
});
