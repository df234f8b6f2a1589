import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import fc from 'fast-check';
import { digest, sha256Hex, utf8 } from './digest.js';

test('sha256Hex is node:crypto’s SHA-256 of the UTF-8 bytes, at every padding length', () => {
  const node = (s: string) => createHash('sha256').update(s).digest('hex');
  for (let len = 0; len < 200; len++) {
    const s = 'x'.repeat(len);
    assert.equal(sha256Hex(s), node(s), `length ${len}`);
  }
  fc.assert(
    fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (s) => {
      assert.equal(sha256Hex(s), node(s));
      assert.deepEqual(utf8(s), new Uint8Array(Buffer.from(s, 'utf8')));
    }),
    { numRuns: 300 },
  );
  assert.equal(digest('abc'), 'sha256:' + node('abc').slice(0, 16));
});
