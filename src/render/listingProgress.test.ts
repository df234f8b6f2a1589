import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ListingSeek } from '../core/queens/listing.js';
import { formatDuration, seekProgressWords } from './listingProgress.js';

test('durations read from tenths of a second to millions of years', () => {
  assert.equal(formatDuration(0.42), '0.4 s');
  assert.equal(formatDuration(9.96), '10 s');
  assert.equal(formatDuration(179.6), '3 min 0 s');
  assert.equal(formatDuration(3 * 3600 + 600), '3 h 10 min');
  assert.equal(formatDuration(12 * 86400), '12 days');
  assert.equal(formatDuration(3.4 * 365.25 * 86400), '3.4 years');
  assert.equal(formatDuration(2.9e8 * 365.25 * 86400), '290 million years');
  assert.equal(formatDuration(4.2e3 * 365.25 * 86400), '4.2 thousand years');
  assert.equal(formatDuration(Infinity), 'for ever');
});

test('a seek in words: rows counted of the target, rate, parts, time, and what is left', () => {
  const seek = new ListingSeek(32, 2n ** 53n - 1n);
  seek.run(1);
  const line = seekProgressWords(seek, 2000);
  assert.match(line, /^N=32: \d+ of 9007199254740991 rows counted \((0|under 0\.01)%\), /);
  assert.match(line, /rows\/s, \d+ parts, 2\.0 s; /);
  assert.match(line, /(no estimate yet|about .* left at this rate)$/);

  const small = new ListingSeek(13, 70_000n, { fundamental: true, keepTable: false });
  small.run(3);
  const words = seekProgressWords(small, 500);
  assert.match(words, /^N=13: \d+ of 70000 classes counted \(\d+\.\d\d%\), /);
  assert.match(words, /about .* left at this rate$/);
});
