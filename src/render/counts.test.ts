import assert from 'node:assert/strict';
import { test } from 'node:test';
import { countQueens } from '../core/queens/count.js';
import { addOrbits, boxGroup, noOrbitsOf, trivialGroup } from '../core/symmetry.js';
import { orbitCountsJson, orbitWords, queensCountJson } from './counts.js';

test('a queens count in JSON: exact decimal strings, orbits keyed by size', () => {
  const j = queensCountJson(countQueens(8));
  assert.deepEqual(j, {
    n: 8,
    total: '92',
    classes: '12',
    orbits: { 1: '0', 2: '0', 4: '1', 8: '11' },
  });
  const big = { 1: 0n, 2: 3n, 4: 0n, 8: 2n ** 60n + 1n };
  assert.equal(orbitCountsJson(big)[8], '1152921504606846977');
  assert.equal(
    JSON.stringify(orbitCountsJson(big)),
    '{"1":"0","2":"3","4":"0","8":"1152921504606846977"}',
  );
});

test('orbit words name the always-shown sizes, and size 1 only when it occurs', () => {
  assert.equal(orbitWords(countQueens(8).orbits), '11 of size 8, 1 of size 4, 0 of size 2');
  assert.equal(
    orbitWords(countQueens(1).orbits),
    '0 of size 8, 0 of size 4, 0 of size 2, 1 of size 1',
  );
  assert.equal(orbitWords({ 1: 0n, 2: 5n, 4: 7n, 8: 0n }, []), '7 of size 4, 5 of size 2');
  // The page's grouping: every number through the formatter, the sizes left alone.
  const grouped = (c: bigint): string => new Intl.NumberFormat('en-US').format(c);
  assert.equal(
    orbitWords({ 1: 0n, 2: 1234n, 4: 0n, 8: 284743n }, [8, 4, 2], grouped),
    '284,743 of size 8, 0 of size 4, 1,234 of size 2',
  );
});

test('orbit counts of other groups: the listed sizes with zeros, then any size held', () => {
  const box = addOrbits(noOrbitsOf(boxGroup(false)), 24, 9n);
  assert.equal(
    JSON.stringify(orbitCountsJson(box, boxGroup(false).orbitSizes)),
    '{"1":"0","2":"0","3":"0","4":"0","6":"0","8":"0","12":"0","24":"9"}',
  );
  assert.equal(orbitWords(box, []), '9 of size 24');
  const trivial = addOrbits(noOrbitsOf(trivialGroup()), 1, 3n);
  assert.equal(JSON.stringify(orbitCountsJson(trivial, [1])), '{"1":"3"}');
  // A sparse count written under the square's sizes still lists 1, 2, 4, 8.
  assert.equal(JSON.stringify(orbitCountsJson({ 4: 2n })), '{"1":"0","2":"0","4":"2","8":"0"}');
});
