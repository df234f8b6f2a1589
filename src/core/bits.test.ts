import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { bitIndex, lowestBit, lowMask, popcount, reverseBits } from './bits.js';

const int32 = fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 });

test('popcount agrees with counting bits one by one', () => {
  fc.assert(
    fc.property(int32, (x) => {
      let k = 0;
      for (let i = 0; i < 32; i++) if ((x >>> i) & 1) k++;
      assert.equal(popcount(x), k);
    }),
  );
});

test('lowestBit and bitIndex find the lowest set bit', () => {
  fc.assert(
    fc.property(
      int32.filter((x) => x !== 0),
      (x) => {
        const b = lowestBit(x);
        const i = bitIndex(b);
        assert.equal((x >>> i) & 1, 1);
        assert.equal(x & ((1 << i) - 1), i === 0 ? 0 : x & ((1 << i) - 1) & 0);
      },
    ),
  );
});

test('reverseBits reverses the low n bits and is an involution', () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 32 }), int32, (n, raw) => {
      const x = raw & lowMask(n);
      const y = reverseBits(x, n);
      for (let i = 0; i < n; i++) assert.equal((y >>> i) & 1, (x >>> (n - 1 - i)) & 1);
      assert.equal(reverseBits(y, n), x);
    }),
  );
});
