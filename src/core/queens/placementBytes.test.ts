import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { PlacerError } from '../errors.js';
import { formatPlacement, parsePlacement } from './formats.js';
import { makePlacement } from './placement.js';
import { encodePlacement, PlacementEncoder } from './placementEncoder.js';
import { PlacementByteParser } from './placementParser.js';
import { parseChunked } from '../../../test/support/placementChunks.js';

const bytes = (s: string): Uint8Array => new TextEncoder().encode(s);
const text = (b: Uint8Array): string => new TextDecoder().decode(b);

const anyPlacement = fc
  .integer({ min: 1, max: 30 })
  .chain((n) => fc.array(fc.integer({ min: -1, max: n - 1 }), { minLength: n, maxLength: n }))
  .map((cols) => makePlacement(cols));

test('the encoder writes exactly what formatPlacement writes (perm and json), any buffer size', () => {
  fc.assert(
    fc.property(anyPlacement, fc.integer({ min: 64, max: 200 }), (p, size) => {
      for (const format of ['perm', 'json'] as const) {
        const enc = new PlacementEncoder(p, format);
        const buf = new Uint8Array(size);
        let out = '';
        for (let k = enc.read(buf); k > 0; k = enc.read(buf)) out += text(buf.subarray(0, k));
        assert.equal(out, formatPlacement(p, format) + '\n');
      }
    }),
  );
});

test('the parser reads back what the encoder wrote, whatever the chunk boundaries', () => {
  fc.assert(
    fc.property(anyPlacement, fc.array(fc.nat(), { maxLength: 8 }), (p, cuts) => {
      for (const format of ['perm', 'json'] as const) {
        const s = text(encodePlacement(p, format));
        const q = parseChunked(s, p.n, cuts);
        assert.deepEqual(Array.from(q.cols), Array.from(p.cols));
      }
    }),
  );
});

test('JSON placements: keys in any order, other keys, whitespace, numbers as JSON reads them', () => {
  const cols = (s: string, n = 4): number[] => Array.from(parseChunked(s, n, [], false).cols);
  assert.deepEqual(cols('{"cols":[2,4,1,3],"n":4}'), [1, 3, 0, 2]);
  assert.deepEqual(cols('{"cols":[2,4,1,3]}'), [1, 3, 0, 2]);
  assert.deepEqual(cols(' {\n  "cols" : [ 2 , 4 ,\n 1, 3 ] ,\n  "n" : 4\n}\n'), [1, 3, 0, 2]);
  assert.deepEqual(
    cols('{"seed":7,"method":"min-conflicts","n":4,"cols":[2,4,1,3],"extra":{"a":[1,"]}"]}}'),
    [1, 3, 0, 2],
  );
  assert.deepEqual(cols('{"\\u006e":4.0,"c\\u006fls":[2.0,4e0,0.1e1,3]}'), [1, 3, 0, 2]);
  // The same text through --in FILE and as words is one placement (the review's case).
  const text = '{"cols":[2,4,1,3],"n":4}';
  assert.deepEqual(cols(text), Array.from(parsePlacement(text, { n: 4 }).cols));
});

test('parser messages name the bad entry', () => {
  const msg = (s: string, n: number, partial = false, format?: 'perm' | 'json'): string => {
    try {
      parseChunked(s, n, [], partial, format);
    } catch (e) {
      assert.ok(e instanceof PlacerError);
      return `${e.code}: ${e.message}`;
    }
    return 'no error';
  };
  assert.match(msg('1 2 x 4', 4), /placement-syntax: bad perm entry 'x' at position 3/);
  assert.match(msg('1 2 9 4', 4), /placement-range: column 9 in entry 3 is off the board/);
  assert.match(msg('1 2 3', 4), /placement-size: placement has 3 rows but N is 4/);
  assert.match(msg('1 2 3 4 1', 4), /placement-size: placement has more than 4 rows/);
  assert.match(msg('1 . 3 4', 4), /placement-incomplete: row 2 has no queen/);
  assert.equal(msg('1 . 3 4', 4, true), 'no error');
  assert.match(msg('01 2 3 4', 4), /placement-syntax: bad perm entry '01' at position 1/);
  assert.match(msg('{"n":5,"cols":[1,2,3,4]}', 4), /placement-size: JSON placement says n=5/);
  assert.match(msg('{"n":4,"cols":[1,2,3,4]', 4), /cut short/);
  assert.match(msg('{"cols":[1,2,3,4],"n":5}', 4), /placement-size: JSON placement says n=5/);
  assert.match(msg('{"n":"4","cols":[1,2,3,4]}', 4), /placement-size: JSON placement says n="4"/);
  assert.match(msg('{"n":4}', 4), /placement-syntax: .*has no "cols"/);
  assert.match(msg('{"cols":[1,2,3,4],"cols":[1,2,3,4]}', 4), /"cols" is given twice/);
  assert.match(
    msg('{"cols":[1,2,3,4] "n":4}', 4),
    /unexpected '"' at byte 19, expected ',' or '}'/,
  );
  assert.match(msg('{"cols":[1,2,"3",4]}', 4), /bad JSON cols entry '"' at position 3/);
  assert.match(msg('{"cols":[1,2,3.5,4]}', 4), /bad JSON cols entry '3.5' at position 3/);
  assert.match(msg('{"cols":[1,2,3,4]} x', 4), /unexpected 'x' after the end/);
  assert.match(msg('1 2 3 4', 4, false, 'json'), /unexpected '1' at byte 1, expected '\{'/);
  assert.match(msg('123456789012345678901234 1', 2), /column 1234567890123456… in entry 1 is off/);
});

test('without N the parser takes it from the text, as parsePlacement does', () => {
  const read = (s: string, partial = false, maxN?: number) => {
    const parser = new PlacementByteParser(null, partial, undefined, maxN);
    parser.push(bytes(s));
    return parser.end();
  };
  const msg = (s: string, maxN?: number): string => {
    try {
      read(s, true, maxN);
    } catch (e) {
      assert.ok(e instanceof PlacerError);
      return `${e.code}: ${e.message}`;
    }
    return 'no error';
  };
  assert.deepEqual(read('2 4 1 3'), { n: 4, cols: Int32Array.from([1, 3, 0, 2]) });
  assert.deepEqual(read('{"n":4,"cols":[2,4,1,3]}').cols, Int32Array.from([1, 3, 0, 2]));
  assert.deepEqual(read('{"cols":[2,null,1]}', true), { n: 3, cols: Int32Array.from([1, -1, 0]) });
  assert.match(msg('2 4 1 5'), /placement-range: column 5 in entry 4 is off the board: .*1…4$/);
  assert.match(msg('{"n":5,"cols":[2,4,1,3]}'), /JSON placement says n=5 but has 4 entries/);
  assert.match(msg('{"n":"4","cols":[2,4,1,3]}'), /JSON placement says n="4" but has 4/);
  assert.match(msg('{"cols":[]}'), /placement-empty/);
  assert.match(msg('1 2 1', 2), /placement-size: placement has more than 2 rows: N is at most 2/);
  assert.match(
    msg('1 3', 2),
    /placement-range: column 3 in entry 2 is past the largest board: N is at most 2/,
  );
  // Past the first allocation: the entries grow as they come.
  const n = 5000;
  const cols = Int32Array.from({ length: n }, (_, r) => (r * 7) % n);
  const parser = new PlacementByteParser(null);
  const enc = new PlacementEncoder({ n, cols }, 'json');
  const buf = new Uint8Array(777);
  for (let k = enc.read(buf); k > 0; k = enc.read(buf)) parser.push(buf.subarray(0, k));
  assert.deepEqual(parser.end(), { n, cols });
});

test('10^5 queens round-trip through bytes in 4 KB chunks', () => {
  const n = 100_000;
  const cols = new Int32Array(n);
  for (let r = 0; r < n; r++) cols[r] = (r * 7919) % n;
  const p = { n, cols };
  const enc = new PlacementEncoder(p, 'perm');
  const parser = new PlacementByteParser(n);
  const buf = new Uint8Array(4096);
  for (let k = enc.read(buf); k > 0; k = enc.read(buf)) parser.push(buf.subarray(0, k));
  assert.deepEqual(parser.end().cols, cols);
});
