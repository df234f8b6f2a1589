import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { PlacerError } from '../errors.js';
import {
  detectPlacementFormat,
  isPlacementFormat,
  formatPlacement,
  parsePlacement,
  PLACEMENT_FORMATS,
} from './formats.js';
import { makePlacement, type Placement } from './placement.js';

const placements = (maxN: number, partial: boolean): fc.Arbitrary<Placement> =>
  fc
    .integer({ min: 1, max: maxN })
    .chain((n) =>
      fc.array(fc.integer({ min: partial ? -1 : 0, max: n - 1 }), { minLength: n, maxLength: n }),
    )
    .map((cols) => makePlacement(cols));

test('the documented examples print as documented', () => {
  const p = makePlacement([1, 3, 0, 2]);
  assert.equal(formatPlacement(p, 'perm'), '2 4 1 3');
  assert.equal(formatPlacement(p, 'angle'), '<1,2> <2,4> <3,1> <4,3>');
  assert.equal(formatPlacement(p, 'algebraic'), 'a2 b4 c1 d3');
  assert.equal(formatPlacement(p, 'json'), '{"n":4,"cols":[2,4,1,3]}');
  assert.equal(formatPlacement(makePlacement([0, 2, 4, 1, 3]), 'pairs'), '1,1-3,2-5,3-2,4-4,5-');
});

test('parse ∘ print = identity for every format (complete placements)', () => {
  fc.assert(
    fc.property(placements(26, false), fc.constantFrom(...PLACEMENT_FORMATS), (p, format) => {
      const text = formatPlacement(p, format);
      const q = parsePlacement(text, { format });
      assert.deepEqual(Array.from(q.cols), Array.from(p.cols));
      // and the format is recognised without being told
      assert.equal(detectPlacementFormat(text), format === 'perm' && p.n === 0 ? 'perm' : format);
      assert.deepEqual(Array.from(parsePlacement(text).cols), Array.from(p.cols));
    }),
  );
});

test('parse ∘ print = identity for partial placements when N is given', () => {
  fc.assert(
    fc.property(placements(26, true), fc.constantFrom(...PLACEMENT_FORMATS), (p, format) => {
      const text = formatPlacement(p, format);
      if (text === '') return; // an empty partial placement prints as nothing in list formats
      const q = parsePlacement(text, { format, n: p.n, partial: true });
      assert.deepEqual(Array.from(q.cols), Array.from(p.cols));
    }),
  );
});

test('whitespace and case are tolerated where unambiguous', () => {
  const want = [1, 3, 0, 2];
  for (const text of [
    '  2  4 1\t3 ',
    '<1,2><2,4> <3,1>  <4,3>',
    'A2 B4 c1 d3',
    'a2,b4, c1,d3',
    '2,1- 4,2-1,3-3,4-',
  ]) {
    assert.deepEqual(Array.from(parsePlacement(text).cols), want, text);
  }
});

function code(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    assert.ok(e instanceof PlacerError, String(e));
    assert.ok(!e.message.includes('\n'), 'one line');
    return e.code;
  }
  assert.fail('expected an error');
}

test('bad placements are rejected with a code and a message naming the bad part', () => {
  assert.equal(
    code(() => parsePlacement('')),
    'placement-empty',
  );
  assert.equal(
    code(() => parsePlacement('1 2 x')),
    'placement-syntax',
  );
  assert.equal(
    code(() => parsePlacement('1 0 2')),
    'placement-syntax',
  );
  assert.equal(
    code(() => parsePlacement('1 5 2')),
    'placement-range',
  );
  assert.equal(
    code(() => parsePlacement('1 2 3', { n: 4 })),
    'placement-size',
  );
  assert.equal(
    code(() => parsePlacement('1 . 3')),
    'placement-incomplete',
  );
  assert.equal(
    code(() => parsePlacement('a1 a2')),
    'placement-duplicate-row',
  );
  assert.equal(
    code(() => parsePlacement('a1 c2')),
    'placement-range',
  );
  assert.equal(
    code(() => parsePlacement('a1 b3', { n: 3 })),
    'placement-incomplete',
  );
  assert.equal(
    code(() => parsePlacement('{"n":3,"cols":[1,2]}')),
    'placement-size',
  );
  assert.equal(
    code(() => parsePlacement('{"cols":[1,2.5]}')),
    'placement-syntax',
  );
  assert.equal(
    code(() => parsePlacement('{nope')),
    'placement-syntax',
  );
  assert.equal(
    code(() => parsePlacement('<1,2> <2,x>')),
    'placement-syntax',
  );
  assert.equal(
    code(() => parsePlacement('1,1-2')),
    'placement-syntax',
  );
  assert.equal(
    code(() => parsePlacement('b2', { partial: true, format: 'algebraic' })),
    'placement-size',
  );
  const big = makePlacement(Array.from({ length: 27 }, (_, i) => i));
  assert.equal(
    code(() => formatPlacement(big, 'algebraic')),
    'format-range',
  );
  assert.throws(() => parsePlacement('1 5 2'), /column 5.*1…3|1…3.*column 5/);
});

test('the type guard knows exactly the formats that print and parse', () => {
  const p = makePlacement([1, 3, 0, 2]);
  for (const name of PLACEMENT_FORMATS) {
    assert.ok(isPlacementFormat(name), name);
    const text = formatPlacement(p, name);
    assert.equal(detectPlacementFormat(text), name, `${name} is detected from ${text}`);
    assert.deepEqual(Array.from(parsePlacement(text, { format: name }).cols), [1, 3, 0, 2]);
  }
  for (const other of ['', 'PERM', 'xml', 'perm ', 'toString', 'constructor'])
    assert.ok(!isPlacementFormat(other), JSON.stringify(other));
});

test('formatPlacement refuses a format outside the list (callers from JavaScript)', () => {
  assert.throws(() => formatPlacement(makePlacement([0]), 'xml' as never), {
    name: 'PlacerError',
    message: "unknown placement format 'xml' (formats: perm, pairs, angle, algebraic, json)",
  });
});
