/**
 * Fuzzing the command line's value parsers (N, --limit, --offset, --threads, --seed, --color and
 * every word choice): hostile text never throws anything but a PlacerError with a message safe to
 * print; every number in range written in decimal reads back.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { attempt, FUZZ_RUNS, hostileText } from '../../test/support/fuzz.js';
import { MAX_SEED } from '../core/random.js';
import { parseChoice, parseIntArg, parseSeed, SUMMARY_FORMATS } from './args.js';
import { parseColor } from './context.js';
import { MAX_THREADS, parseThreads } from './unitCount.js';

const TOKENS = [
  '0',
  '1',
  '9',
  '00',
  '-',
  '+',
  '1e3',
  '0x10',
  '.5',
  ' ',
  'Infinity',
  'text',
  'json',
  'auto',
];

test('fuzz: number and word arguments refuse hostile text safely', () => {
  fc.assert(
    fc.property(hostileText(TOKENS), fc.nat(), fc.nat(), (text, a, b) => {
      const [min, max] = a <= b ? [a, b] : [b, a];
      const n = attempt(() => parseIntArg('--limit', text, min, max));
      if (n.ok) {
        assert.ok(Number.isSafeInteger(n.value) && n.value >= min && n.value <= max);
        assert.match(text, /^[0-9]+$/);
      }
      attempt(() => parseSeed(text));
      attempt(() => parseThreads(text));
      attempt(() => parseColor(text));
      attempt(() => parseChoice('--format', text, SUMMARY_FORMATS));
    }),
    FUZZ_RUNS,
  );
});

test('fuzz: parse ∘ print = identity for numbers in range (leading zeros too)', () => {
  fc.assert(
    fc.property(
      fc.nat({ max: Number.MAX_SAFE_INTEGER }),
      fc.nat({ max: 3 }),
      fc.nat({ max: MAX_SEED }),
      fc.integer({ min: 1, max: MAX_THREADS }),
      (v, zeros, seed, threads) => {
        assert.equal(
          parseIntArg('--offset', '0'.repeat(zeros) + String(v), 0, Number.MAX_SAFE_INTEGER),
          v,
        );
        assert.equal(parseSeed(String(seed)), seed);
        assert.equal(parseThreads(String(threads)), threads);
      },
    ),
    FUZZ_RUNS,
  );
  for (const c of ['auto', 'always', 'never'] as const) assert.equal(parseColor(c), c);
});
