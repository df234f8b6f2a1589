import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { formatDuration } from './duration.js';

const YEAR = 365.25 * 86400;

test('formatDuration reads well at every scale', () => {
  const cases: [number, string][] = [
    [0, '0 ms'],
    [0.0072, '7 ms'],
    [0.42, '0.4 s'],
    [9.96, '10 s'],
    [12.4, '12 s'],
    [200, '3 min 20 s'],
    [179.6, '3 min 0 s'],
    [5 * 3600 + 12 * 60, '5 h 12 min'],
    [41 * 86400, '41 days'],
    [3.4 * YEAR, '3.4 years'],
    [290 * YEAR, '290 years'],
    [3.6e5 * YEAR, '3.6 × 10^5 years'],
    [9.99e5 * YEAR, '1.0 × 10^6 years'],
    [31272249 * 3600, '3.6 × 10^3 years'],
    [Infinity, 'for ever'],
  ];
  for (const [s, words] of cases) assert.equal(formatDuration(s), words, String(s));
});

test('formatDuration: never a number of hours or days past its larger unit, and monotone', () => {
  fc.assert(
    fc.property(
      fc.double({ min: 0, max: 1e20, noNaN: true }),
      fc.double({ min: 0, max: 1e20, noNaN: true }),
      (a, b) => {
        const words = formatDuration(a);
        const h = /^(\d+) h /.exec(words);
        if (h) assert.ok(Number(h[1]) < 48, words);
        const d = /^(\d+) days$/.exec(words);
        if (d) assert.ok(Number(d[1]) < 730, words);
        assert.ok(words.length <= 20, words);
        // The unit order follows the value: a longer time never reads as a smaller unit.
        const units = ['ms', ' s', 'min', ' h ', 'days', 'years', '10^'];
        const rank = (w: string): number => {
          let r = -1;
          units.forEach((u, i) => {
            if (w.includes(u)) r = i;
          });
          return r;
        };
        if (a < b) assert.ok(rank(formatDuration(a)) <= rank(formatDuration(b)), `${a} ${b}`);
      },
    ),
  );
});
