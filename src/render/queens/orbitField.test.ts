import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatPlacement } from '../../core/queens/formats.js';
import { orbitField } from './orbitField.js';

test('the orbit field: a JSON field, a note after a line, a note in a heading', () => {
  const json = formatPlacement({ n: 4, cols: Int32Array.from([1, 3, 0, 2]) }, 'json');
  assert.deepEqual(JSON.parse(json.slice(0, -1) + orbitField(2, 'json') + '}'), {
    n: 4,
    cols: [2, 4, 1, 3],
    orbit: 2,
  });
  assert.equal('2 4 1 3' + orbitField(2, 'line'), '2 4 1 3  (orbit 2)');
  assert.equal('#1' + orbitField(8, 'heading'), '#1 (orbit 8)');
});
