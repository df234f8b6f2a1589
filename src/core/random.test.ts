import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { isValidSeed, MAX_SEED, Random, shuffled, shuffleInPlace } from './random.js';

/**
 * An independent transcription of the published algorithms in BigInt arithmetic (no 32-bit
 * tricks shared with random.ts): splitmix32 seeding, sfc32, and Lemire's method on the exact
 * 64-bit product.
 */
const M32 = 0xffffffffn;
const mul32 = (a: bigint, b: bigint): bigint => (a * b) & M32;

function refSplitmix(state: bigint): [bigint, bigint] {
  const s = (state + 0x9e3779b9n) & M32;
  let z = s;
  z = mul32(z ^ (z >> 16n), 0x21f0aaadn);
  z = mul32(z ^ (z >> 15n), 0x735a2d97n);
  return [s, z ^ (z >> 15n)];
}

class RefSfc32 {
  a: bigint;
  b: bigint;
  c: bigint;
  d = 1n;
  constructor(seed: bigint) {
    const lo = seed & M32;
    const hi = seed >> 32n;
    let s = lo;
    let out: bigint;
    [s, out] = refSplitmix(s);
    this.a = out;
    [s, out] = refSplitmix(s);
    this.b = out ^ refSplitmix(hi ^ 0x5bd1e995n)[1];
    [, out] = refSplitmix(s);
    this.c = out;
    for (let i = 0; i < 12; i++) this.next();
  }
  next(): bigint {
    const t = (this.a + this.b + this.d) & M32;
    this.d = (this.d + 1n) & M32;
    this.a = this.b ^ (this.b >> 9n);
    this.b = (this.c + (this.c << 3n)) & M32;
    this.c = ((((this.c << 21n) | (this.c >> 11n)) & M32) + t) & M32;
    return t;
  }
  below(n: bigint): bigint {
    for (;;) {
      const m = this.next() * n;
      const lo = m & M32;
      if (lo >= n || lo >= (2n ** 32n - n) % n) return m >> 32n;
    }
  }
}

test('sfc32 with splitmix32 seeding matches a BigInt transcription (many seeds)', () => {
  const seeds = [0, 1, 2, 42, 2 ** 32 - 1, 2 ** 32, 2 ** 32 + 1, 123456789012345, MAX_SEED];
  for (const seed of seeds) {
    const r = new Random(seed);
    const ref = new RefSfc32(BigInt(seed));
    for (let i = 0; i < 200; i++) assert.equal(r.next(), Number(ref.next()), `seed ${seed} #${i}`);
  }
});

test('below(n) is Lemire’s method exactly, for any bound up to 2^32 - 1', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: MAX_SEED }),
      fc.integer({ min: 1, max: 2 ** 32 - 1 }),
      (seed, n) => {
        const r = new Random(seed);
        const ref = new RefSfc32(BigInt(seed));
        for (let i = 0; i < 20; i++) {
          const v = r.below(n);
          assert.equal(v, Number(ref.below(BigInt(n))));
          assert.ok(v >= 0 && v < n);
        }
      },
    ),
  );
});

test('below has no modulo bias where a multiply-shift without rejection would', () => {
  // n = 3·2^30: without rejection, floor(x·n / 2^32) = floor(3x/4) hits residue 0 mod 3 twice
  // as often as it should. With rejection the three residues are equally likely.
  const n = 3 * 2 ** 30;
  const r = new Random(7);
  const hits = [0, 0, 0];
  const draws = 30000;
  for (let i = 0; i < draws; i++) hits[r.below(n) % 3]++;
  for (const h of hits) assert.ok(Math.abs(h - draws / 3) < 500, `residues ${hits.join(' ')}`);
});

test('the same seed gives the same stream; different seeds differ', () => {
  const a = new Random(99);
  const b = new Random(99);
  const c = new Random(100);
  const d = new Random(99 + 2 ** 32); // same low word, different high word
  const xs = Array.from({ length: 50 }, () => a.next());
  assert.deepEqual(
    Array.from({ length: 50 }, () => b.next()),
    xs,
  );
  assert.notDeepEqual(
    Array.from({ length: 50 }, () => c.next()),
    xs,
  );
  assert.notDeepEqual(
    Array.from({ length: 50 }, () => d.next()),
    xs,
  );
});

test('state() and setState() continue the same stream', () => {
  const a = new Random(5);
  for (let i = 0; i < 10; i++) a.next();
  const b = new Random(0);
  b.setState(a.state());
  for (let i = 0; i < 100; i++) assert.equal(b.below(1000), a.below(1000));
});

test('seeds must be safe non-negative integers; float() stays in [0, 1)', () => {
  assert.ok(isValidSeed(0) && isValidSeed(MAX_SEED));
  assert.ok(!isValidSeed(-1) && !isValidSeed(1.5) && !isValidSeed(MAX_SEED + 1));
  assert.throws(() => new Random(-1), {
    name: 'PlacerError',
    message: /seed must be a whole number 0…2\^53-1, got -1/,
  });
  const r = new Random(3);
  for (let i = 0; i < 1000; i++) {
    const f = r.float();
    assert.ok(f >= 0 && f < 1);
  }
  assert.equal(r.below(1), 0);
});

test('shuffleInPlace orders a range as shuffled orders a copy, and leaves the rest alone', () => {
  fc.assert(
    fc.property(
      fc.array(fc.integer(), { maxLength: 30 }),
      fc.nat(),
      fc.nat(),
      fc.integer({ min: 0, max: MAX_SEED }),
      (items, a, b, seed) => {
        const from = items.length === 0 ? 0 : a % (items.length + 1);
        const to = from + (b % (items.length - from + 1));
        const typed = Int32Array.from(items);
        shuffleInPlace(typed, from, to, new Random(seed));
        assert.deepEqual([...typed.subarray(0, from)], items.slice(0, from));
        assert.deepEqual([...typed.subarray(to)], items.slice(to));
        assert.deepEqual([...typed.subarray(from, to)], shuffled(items.slice(from, to), seed));
      },
    ),
  );
});
