import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseTypedNumber, wholeInRange } from './typedNumber.js';

test('typed numbers: separators as the page prints them, # where numbers count from 1', () => {
  assert.deepEqual(parseTypedNumber(' 10,000,000 ', 0, 'row number'), { value: 10_000_000 });
  assert.deepEqual(parseTypedNumber('1_234 5', 0, 'row number'), { value: 12345 });
  assert.deepEqual(parseTypedNumber('0', 0, 'row number'), { value: 0 });
  assert.deepEqual(parseTypedNumber('#2,000', 1, 'tiling number'), { value: 2000 });
  assert.deepEqual(parseTypedNumber('#5', 0, 'row number'), {
    problem: "A row number is a whole number from 0, got '#5'.",
  });
  assert.deepEqual(parseTypedNumber('0', 1, 'solution number'), {
    problem: "A solution number is a whole number from 1, got '0'.",
  });
  for (const bad of ['', '-1', '1.5', '1e3', '99999999999999999', 'x'.repeat(40)])
    assert.ok('problem' in parseTypedNumber(bad, 1, 'tiling number'), bad);
  assert.match(
    (parseTypedNumber('y'.repeat(40), 1, 'tiling number') as { problem: string }).problem,
    /got 'y{20}'\.$/,
  );
});

test('a bounded field takes plain digits lo…hi, nothing clamped', () => {
  for (const t of ['1', '8', '32', '032'.slice(1)]) assert.ok(wholeInRange(t, 1, 32), t);
  for (const t of ['0', '33', '40', '', 'abc', '-1', '1e1', '8.0', ' 8', '0032'])
    assert.ok(!wholeInRange(t, 1, 32), `'${t}' is refused`);
});
