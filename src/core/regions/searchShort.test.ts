import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseRegions } from './puzzle.js';
import { countRegions, regionsSolutions, solveRegions } from './search.js';

// Region H has one cell and takes two stars: no solution, in either order.
const short = parseRegions(
  [
    'AABBBBCC',
    'AAABBBCC',
    'DAAABBEE',
    'DAAAEEEE',
    'DDDDEEEE',
    'DDDFEEEE',
    'GGGFFEEE',
    'GGGHFFFE',
  ].join('\n'),
  2,
);

test('a unit with fewer cells than its stars: no solution, in both orders', () => {
  assert.equal(countRegions(short), 0);
  assert.equal(countRegions(short, 5), 0);
  assert.equal(solveRegions(short), null);
  assert.deepEqual(regionsSolutions(short), []);
});
