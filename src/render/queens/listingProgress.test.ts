import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ListingSeek } from '../../core/queens/listing.js';
import { seekProgressWords } from './listingProgress.js';

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
