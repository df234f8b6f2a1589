import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SCOTT_PICTURE } from '../../../test/support/fixtures.js';
import { PlacerError } from '../errors.js';
import {
  parseRectangleSpec,
  rectangle,
  parseRegionPicture,
  regionComponents,
  regionRows,
  regionSymmetries,
} from './region.js';

test('WxH is W columns by H rows', () => {
  const r = parseRectangleSpec('6x10');
  assert.ok(r);
  assert.equal(r.width, 6);
  assert.equal(r.height, 10);
  assert.equal(r.cellCount, 60);
  assert.equal(parseRectangleSpec('6×10')?.cellCount, 60);
  assert.equal(parseRectangleSpec('six'), null);
  assert.throws(() => parseRectangleSpec('0x5'), PlacerError);
  assert.throws(() => parseRectangleSpec('5000x5000'), PlacerError);
});

test('pictures: . or a letter is a cell, # or space a hole; margins are dropped', () => {
  const r = parseRegionPicture('\n  ..\n #aBc\n');
  assert.deepEqual(regionRows(r), ['..#', '...']);
  assert.equal(r.cellCount, 5);
});

test('bad pictures: the line and column of the first bad character', () => {
  try {
    parseRegionPicture('...\n.*.\n', 'board.txt', 1);
    assert.fail('expected an error');
  } catch (e) {
    assert.ok(e instanceof PlacerError);
    assert.equal(e.code, 'region-syntax');
    assert.match(e.message, /^board\.txt:2:2: '\*' is neither a cell/);
  }
  assert.throws(() => parseRegionPicture('..\t.'), /1:3: a tab/);
  assert.throws(() => parseRegionPicture('###\n# #\n'), /no cells/);
});

test('symmetries: 4 for a rectangle, 8 for a square with a central hole, fewer for odd shapes', () => {
  assert.deepEqual(regionSymmetries(parseRectangleSpec('10x6')!), [0, 2, 4, 5]);
  const scott = parseRegionPicture(SCOTT_PICTURE);
  assert.deepEqual(regionSymmetries(scott), [0, 1, 2, 3, 4, 5, 6, 7]);
  const ell = parseRegionPicture('..\n.#\n');
  assert.deepEqual(regionSymmetries(ell), [0, 6]);
  const odd = parseRegionPicture('...\n..#\n.##\n#..\n');
  assert.deepEqual(regionSymmetries(odd), [0]);
});

test('components', () => {
  const r = parseRegionPicture('..#.\n..#.\n####\n...#\n');
  assert.deepEqual(
    regionComponents(r).map((c) => c.length),
    [4, 2, 3],
  );
});

test('rectangle refuses a side or an area past the limits, as the project error', () => {
  assert.throws(() => rectangle(0, 5), {
    name: 'PlacerError',
    message: 'width must be 1 to 1000, got 0',
  });
  assert.throws(() => rectangle(200, 200), { name: 'PlacerError', message: /at most 10000 cells/ });
  assert.equal(rectangle(6, 10).cellCount, 60);
});
