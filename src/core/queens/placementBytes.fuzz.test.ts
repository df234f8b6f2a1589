/**
 * The byte parser (placementParser.ts) against parsePlacement on texts near their grammar: the
 * same placement or the same refusal, whatever the chunk boundaries. The slow suite runs it with
 * 20 times the cases (test/fuzz.slow.test.ts).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { runs } from '../../../test/support/fuzz.js';
import { parseChunked } from '../../../test/support/placementChunks.js';
import { isPlacerError } from '../errors.js';
import { parsePlacement } from './formats.js';

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
    runs(100),
  );
  fc.assert(
    fc.property(jsonText, fc.array(fc.nat(), { maxLength: 4 }), ({ s, n }, cuts) => {
      if (!s.trim().startsWith('{')) return;
      assertAgree(s, n, cuts, 'json');
      assertAgree(s, null, cuts, 'json');
    }),
    // 500 here (2000 before: 0.6 s more for the same grammar); 10 000 in the slow suite.
    runs(500),
  );
});
