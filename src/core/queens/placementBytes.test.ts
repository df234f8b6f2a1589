import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { isPlacerError, PlacerError } from '../errors.js';
import { formatPlacement, parsePlacement } from './formats.js';
import { makePlacement } from './placement.js';
import { encodePlacement, PlacementEncoder } from './placementEncoder.js';
import { PlacementByteParser } from './placementParser.js';

const bytes = (s: string): Uint8Array => new TextEncoder().encode(s);
const text = (b: Uint8Array): string => new TextDecoder().decode(b);

const anyPlacement = fc
  .integer({ min: 1, max: 30 })
  .chain((n) => fc.array(fc.integer({ min: -1, max: n - 1 }), { minLength: n, maxLength: n }))
  .map((cols) => makePlacement(cols));

/** Feeds the text in pieces cut at the given points. */
function parseChunked(
  s: string,
  n: number | null,
  cuts: number[],
  partial = true,
  format?: 'perm' | 'json',
): ReturnType<PlacementByteParser['end']> {
  const b = bytes(s);
  const parser = new PlacementByteParser(n, partial, format);
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

/** Whitespace as JSON allows it between tokens. */
const jsonSpace = fc.constantFrom('', '', ' ', '\n', '\t ', '\r\n  ');

/** A cols entry: mostly columns, some nulls, and every kind of JSON value that is not a column. */
const colsEntry = (n: number): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 20, arbitrary: fc.integer({ min: 1, max: n }).map(String) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'null',
        '0',
        '-1',
        '1.0',
        '2e0',
        '0.1E+1',
        '10E-1',
        '1.5',
        '1e400',
        '"1"',
        'true',
        '[1]',
        '{}',
        '01',
        '1.',
        '99',
      ),
    },
  );

/**
 * JSON placement objects as people and other programs write them: "n" and "cols" in either
 * order (or no "n"), other keys with any JSON value, whitespace between any two tokens, keys
 * spelled with escapes; and, to meet the refusals too, sometimes one character dropped or added.
 */
const jsonText = fc
  .integer({ min: 1, max: 8 })
  .chain((n) =>
    fc.record({
      n: fc.constant(n),
      said: fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(String(n), `${n}.0`, `${n}e0`) },
        { weight: 1, arbitrary: fc.constantFrom(`"${n}"`, 'null', String(n + 1), '[]') },
      ),
      cols: fc
        .oneof(
          { weight: 6, arbitrary: fc.constant(n) },
          { weight: 1, arbitrary: fc.constantFrom(0, n - 1, n + 1) },
        )
        .chain((k) =>
          fc.array(fc.tuple(jsonSpace, colsEntry(n), jsonSpace), { minLength: k, maxLength: k }),
        ),
      extra: fc.array(fc.tuple(fc.constantFrom('seed', 'method', 'x', 'c', ''), fc.json()), {
        maxLength: 2,
      }),
      withN: fc.boolean(),
      nKey: fc.constantFrom('"n"', '"\\u006e"'),
      colsKey: fc.constantFrom('"cols"', '"c\\u006fls"'),
      order: fc.nat(),
      spaces: fc.array(jsonSpace, { minLength: 8, maxLength: 8 }),
      edit: fc.oneof(
        { weight: 3, arbitrary: fc.constant(null) },
        {
          weight: 1,
          arbitrary: fc.tuple(
            fc.nat(),
            fc.constantFrom('', ',', ' ', '}', ']', '"', ':', '1', 'x'),
          ),
        },
      ),
    }),
  )
  .map(({ n, said, cols, extra, withN, nKey, colsKey, order, spaces: w, edit }) => {
    const list = `[${cols.map(([a, e, b]) => a + e + b).join(',')}]`;
    const members = [
      `${colsKey}${w[0]}:${w[1]}${list}`,
      ...(withN ? [`${nKey}${w[2]}:${w[3]}${said}`] : []),
      ...extra.map(([k, v]) => `"${k}":${v}`),
    ];
    // Rotate and maybe reverse the members: every key order comes up.
    const k = order % members.length;
    const turned = [...members.slice(k), ...members.slice(0, k)];
    if (order % 2 === 1) turned.reverse();
    let s = `${w[4]}{${w[5]}${turned.join(`${w[6]},${w[7]}`)}${w[5]}}${w[4]}`;
    if (edit !== null) {
      const [at, ch] = edit;
      const i = at % (s.length + 1);
      s = ch === '' ? s.slice(0, i) + s.slice(i + 1) : s.slice(0, i) + ch + s.slice(i);
    }
    return { s, n };
  });

/**
 * The same placement, or the same refusal, from parsePlacement and from the byte parser; N given
 * or (null) told by the text.
 */
function assertAgree(s: string, n: number | null, cuts: number[], format: 'perm' | 'json'): void {
  let expected: number[] | string;
  try {
    expected = Array.from(parsePlacement(s, { n: n ?? undefined, partial: true, format }).cols);
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
  } else assert.deepEqual(got, expected, `${JSON.stringify(s)}: ${String(got)}`);
}

test('on any text the parser agrees with parsePlacement: the same placement, or both refuse', () => {
  fc.assert(
    fc.property(
      nearText,
      fc.option(fc.integer({ min: 1, max: 10 }), { nil: null }),
      fc.array(fc.nat(), { maxLength: 4 }),
      (s, n, cuts) => {
        // The byte parser reads perm and json; texts that parsePlacement would read as other
        // formats (a ',' means pairs, a '<' angle, a letter algebraic) are not its business.
        const t = s.trim();
        const isJson = t.startsWith('{');
        if (!isJson && (t.includes(',') || t.includes('<') || /^[a-zA-Z]/.test(t))) return;
        assertAgree(s, n, cuts, isJson ? 'json' : 'perm');
      },
    ),
  );
  fc.assert(
    fc.property(jsonText, fc.array(fc.nat(), { maxLength: 4 }), ({ s, n }, cuts) => {
      if (!s.trim().startsWith('{')) return;
      assertAgree(s, n, cuts, 'json');
      assertAgree(s, null, cuts, 'json');
    }),
    { numRuns: 2000 },
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
