import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { isPlacerError, PlacerError } from '../errors.js';
import { formatPlacement, parsePlacement } from './formats.js';
import { makePlacement } from './placement.js';
import { encodePlacement, PlacementByteParser, PlacementEncoder } from './placementBytes.js';

const bytes = (s: string): Uint8Array => new TextEncoder().encode(s);
const text = (b: Uint8Array): string => new TextDecoder().decode(b);

const anyPlacement = fc
  .integer({ min: 1, max: 30 })
  .chain((n) => fc.array(fc.integer({ min: -1, max: n - 1 }), { minLength: n, maxLength: n }))
  .map((cols) => makePlacement(cols));

/** Feeds the text in pieces cut at the given points. */
function parseChunked(
  s: string,
  n: number,
  cuts: number[],
  partial = true,
): ReturnType<PlacementByteParser['end']> {
  const b = bytes(s);
  const parser = new PlacementByteParser(n, partial);
  const points = [...new Set(cuts.map((c) => c % (b.length + 1)))].sort((x, y) => x - y);
  let at = 0;
  for (const p of [...points, b.length]) {
    parser.push(b.subarray(at, p));
    at = p;
  }
  return parser.end();
}

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

/** Texts near the grammar: numbers, dots, nulls, junk, separators. */
const nearText = fc
  .array(
    fc.oneof(
      fc.integer({ min: 0, max: 12 }).map(String),
      fc.constantFrom(
        '.',
        'null',
        '0',
        '01',
        'x',
        '3a',
        '-1',
        '',
        ' ',
        '\n',
        ',',
        '[',
        ']',
        '{',
        '}',
      ),
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(' '));

test('on any text the parser agrees with parsePlacement: the same placement, or both refuse', () => {
  fc.assert(
    fc.property(
      nearText,
      fc.integer({ min: 1, max: 10 }),
      fc.array(fc.nat(), { maxLength: 4 }),
      (s, n, cuts) => {
        // The byte parser reads perm and json; texts that parsePlacement would read as other
        // formats (a ',' means pairs, a '<' angle, a letter algebraic) are not its business.
        const t = s.trim();
        const isJson = t.startsWith('{');
        if (!isJson && (t.includes(',') || t.includes('<') || /^[a-zA-Z]/.test(t))) return;
        let expected: number[] | string;
        try {
          expected = Array.from(
            parsePlacement(s, { n, partial: true, format: isJson ? 'json' : 'perm' }).cols,
          );
        } catch (e) {
          assert.ok(isPlacerError(e));
          expected = e.code;
        }
        let got: number[] | string;
        try {
          got = Array.from(parseChunked(s, n, cuts).cols);
        } catch (e) {
          assert.ok(isPlacerError(e), String(e));
          got = e.code;
        }
        // Both refuse, though they may name different faults first (a streaming reader meets an
        // off-board column before it knows the entry count); the messages are tested below.
        if (typeof expected === 'string') {
          assert.equal(typeof got, 'string', `${JSON.stringify(s)}: ${String(got)}`);
        } else assert.deepEqual(got, expected, JSON.stringify(s));
      },
    ),
  );
});

test('parser messages name the bad entry', () => {
  const msg = (s: string, n: number, partial = false): string => {
    try {
      parseChunked(s, n, [], partial);
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
  assert.match(msg('123456789012345678901234 1', 2), /column 1234567890123456… in entry 1 is off/);
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
