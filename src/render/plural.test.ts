import assert from 'node:assert/strict';
import { test } from 'node:test';
import { plural } from './plural.js';

test('plural: singular for exactly one, plural otherwise, for numbers and bigints', () => {
  assert.equal(plural(1, 'option'), '1 option');
  assert.equal(plural(0, 'option'), '0 options');
  assert.equal(plural(2, 'option'), '2 options');
  assert.equal(plural(1n, 'solution'), '1 solution');
  assert.equal(plural(14200n, 'solution'), '14200 solutions');
  assert.equal(plural(1, 'symmetry', 'symmetries'), '1 symmetry');
  assert.equal(plural(4, 'symmetry', 'symmetries'), '4 symmetries');
});
