/**
 * Fuzzing the placement readers (parsePlacement, every format; the byte parser, perm and json):
 * hostile text never throws anything but a PlacerError with a message safe to print, and
 * never hangs; placer's own printed lines read back to the placement.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { attempt, FUZZ_RUNS, hostileBytes, hostileText } from '../../../test/support/fuzz.js';
import { parseBytesChunked } from '../../../test/support/placementChunks.js';
import { formatPlacement, parsePlacement, PLACEMENT_FORMATS } from './formats.js';
import { makePlacement, type Placement } from './placement.js';

/** Pieces of every format's grammar, so mixed text gets past the first character. */
const TOKENS = [
  '1',
  '2',
  '3',
  '10',
  '0',
  '01',
  '.',
  ' ',
  ',',
  '-',
  '<',
  '>',
  '{',
  '}',
  '[',
  ']',
  ':',
  '"',
  '"n"',
  '"cols"',
  'null',
  'a',
  'b',
  'z',
  'A',
  'placement ',
  '(orbit 2)',
  '1e1',
  '9999999999999999999',
];

const formats = fc.option(fc.constantFrom(...PLACEMENT_FORMATS), { nil: undefined });

test('fuzz: parsePlacement takes any text with any options and refuses it safely', () => {
  fc.assert(
    fc.property(
      hostileText(TOKENS),
      formats,
      fc.option(fc.integer({ min: 1, max: 40 }), { nil: undefined }),
      fc.boolean(),
      (text, format, n, partial) => {
        const r = attempt(() => parsePlacement(text, { format, n, partial }));
        if (r.ok) {
          // What it accepts is a placement: n rows, columns on the board or empty when partial.
          const { n: size, cols } = r.value;
          assert.equal(cols.length, size);
          if (n !== undefined) assert.equal(size, n);
          for (const c of cols) assert.ok(c < size && (c >= 0 || (partial && c === -1)));
        }
      },
    ),
    FUZZ_RUNS,
  );
});

test('fuzz: the byte parser takes any bytes in any chunks and refuses them safely', () => {
  fc.assert(
    fc.property(
      hostileBytes(TOKENS),
      fc.integer({ min: 1, max: 12 }),
      fc.array(fc.nat(), { maxLength: 5 }),
      fc.boolean(),
      fc.constantFrom(undefined, 'perm' as const, 'json' as const),
      (b, n, cuts, partial, format) => {
        const r = attempt(() => parseBytesChunked(b, n, cuts, partial, format));
        if (r.ok) assert.equal(r.value.cols.length, n);
      },
    ),
    FUZZ_RUNS,
  );
});

/** Placements drawn directly: n, then a column (or an empty row) for each row. */
const placements = (partial: boolean): fc.Arbitrary<Placement> =>
  fc
    .integer({ min: 1, max: 26 })
    .chain((n) =>
      fc.array(fc.integer({ min: partial ? -1 : 0, max: n - 1 }), { minLength: n, maxLength: n }),
    )
    .map((cols) => makePlacement(cols));

test("fuzz: placer's own lines read back (summary line, orbit note, BOM, CRLF)", () => {
  fc.assert(
    fc.property(
      placements(false),
      fc.constantFrom(...PLACEMENT_FORMATS),
      fc.nat({ max: 7 }),
      fc.constantFrom('', '\ufeff'),
      fc.constantFrom('\n', '\r\n'),
      (p, format, orbit, bom, eol) => {
        const text = formatPlacement(p, format);
        const lines = [
          bom + text + eol,
          `${bom}${text}  (orbit ${orbit})${eol}`,
          `${bom}n          ${p.n}${eol}placement  ${text}${eol}seed       1${eol}`,
        ];
        for (const line of lines) {
          const q = attempt(() => parsePlacement(line));
          assert.ok(q.ok, `${JSON.stringify(line)}: ${q.ok ? '' : q.error.message}`);
          assert.deepEqual(Array.from(q.value.cols), Array.from(p.cols), JSON.stringify(line));
        }
      },
    ),
    FUZZ_RUNS,
  );
});

/** The message a parse gives (it must refuse). */
function refusal(parse: () => unknown): string {
  const r = attempt(parse);
  assert.ok(!r.ok, 'expected a refusal');
  return r.error.message;
}

test('regressions found by fuzzing: user text in messages is escaped and cut', () => {
  // A zero-width space, an escape sequence and a right-to-left override were printed raw.
  assert.match(
    refusal(() => parsePlacement('\u200b')),
    /bad perm entry '\\u200b'/,
  );
  assert.match(
    refusal(() => parsePlacement('1 \x1b[31m 2')),
    /entry '\\x1b\[31m'/,
  );
  assert.match(
    refusal(() => parsePlacement('{\u202e')),
    /bad JSON placement '\{\\u202e'/,
  );
  assert.match(
    refusal(() => parsePlacement('{"cols":["\u200b"]}')),
    /entry "\\u200b"/,
  );
  // Long text was cut without its length.
  assert.match(
    refusal(() => parsePlacement('x'.repeat(5000))),
    /…' \(5000 characters\)/,
  );
  // The byte parser showed bytes as Latin-1: a cut UTF-8 sequence printed as 'â' and a C1 control.
  const bytes = (b: number[]): string =>
    refusal(() => parseBytesChunked(Uint8Array.from(b), 3, [], false));
  assert.match(bytes([0x31, 0x20, 0xe2, 0x80]), /entry '\\ufffd' at position 2/);
  assert.match(bytes([0x31, 0x20, 0xc3, 0xa9]), /entry 'é' at position 2/);
  assert.match(bytes([0x31, 0x20, 0x1b, 0x5b]), /entry '\\x1b\[' at position 2/);
});

test('regression found by fuzzing: a long run of spaces no longer takes quadratic time', () => {
  // placementText's /\s+\(orbit \d+\)$/ backtracked over every run of spaces: 10^5 spaces inside
  // a placement took 25 s, 10^6 would take about 40 min. Now one pass.
  const spaces = ' '.repeat(1_000_000);
  assert.match(
    refusal(() => parsePlacement(`1${spaces}x`)),
    /bad perm entry 'x' at position 2/,
  );
  assert.match(
    refusal(() => parsePlacement(`1,1-${spaces}x`)),
    /bad pairs entry at 'x'/,
  );
  const r = attempt(() => parsePlacement(`1${spaces}(orbit 1)`));
  assert.ok(r.ok && r.value.n === 1);
});
