/**
 * Fuzzing the page's URL state: any query string (and any value of every parameter) gives a
 * state and a list of problems, never a throw; each problem names its parameter and says what is
 * wrong in text safe to show; the value parsers behind it (queens, region, picture, piece counts,
 * speed) refuse hostile text the same way.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { assertSafeMessage, attempt, FUZZ_RUNS, hostileText } from '../../../test/support/fuzz.js';
import { parseSpeed } from './playback.js';
import { parsePicture, parseRegionParam } from '../views/tilings/tilingRegion.js';
import { parseUse } from '../views/tilings/tilingPieces.js';
import { parseQueens } from '../views/play/play.js';
import { VIEWS } from '../views/index.js';
import { parseState, URL_PARAMS } from './url.js';

const PARAMS = URL_PARAMS;
const TOKENS = [
  '1',
  '8',
  '.',
  '-',
  'x',
  '#',
  '/',
  '=',
  ',',
  '*',
  '&',
  '%',
  '%00',
  '%1B',
  '%E2%80',
  'max',
  'X=2',
  '6x10',
];

function checkParse(params: URLSearchParams): void {
  const r = attempt(() => parseState(params));
  assert.ok(r.ok);
  for (const p of r.value.problems) {
    assertSafeMessage(p.param);
    assertSafeMessage(p.message);
  }
  const { state } = r.value;
  assert.equal(state.queens.length, state.n);
}

test('fuzz: any query string gives a state and safe problems', () => {
  fc.assert(
    fc.property(hostileText([...TOKENS, ...PARAMS.map((p) => `&${p}=`)]), (query) => {
      checkParse(new URLSearchParams(query));
    }),
    FUZZ_RUNS,
  );
});

test('fuzz: any value of every parameter gives a state and safe problems', () => {
  fc.assert(
    fc.property(
      fc.array(fc.tuple(fc.constantFrom(...PARAMS, 'other'), hostileText(TOKENS)), {
        maxLength: 6,
      }),
      (pairs) => checkParse(new URLSearchParams(pairs)),
    ),
    FUZZ_RUNS,
  );
});

test('fuzz: the value parsers refuse hostile text with safe messages', () => {
  const safe = (v: unknown): void => {
    if (typeof v === 'string') assertSafeMessage(v);
  };
  fc.assert(
    fc.property(hostileText(TOKENS), fc.integer({ min: 1, max: 40 }), (text, n) => {
      const q = attempt(() => parseQueens(text, n));
      if (q.ok) safe(q.value);
      safe(parseRegionParam(text));
      safe(parsePicture(text, 'picture.txt'));
      safe(parseUse(text));
      const speed = parseSpeed(text);
      assert.ok(speed === null || Number.isInteger(speed));
    }),
    FUZZ_RUNS,
  );
});

test('regressions found by fuzzing: parameter names and values are shown escaped', () => {
  const { problems } = parseState(
    new URLSearchParams('view=%1B%5B31m&x%E2%80%AE=1&x%E2%80%AE=2&=3&%20=4'),
  );
  const text = problems.map((p) => `${p.param} ${p.message}`);
  assert.deepEqual(text, [
    'x\\u202e is not a parameter of this page (ignored)',
    'x\\u202e is given more than once (the first is used)',
    "'' is not a parameter of this page (ignored)",
    "' ' is not a parameter of this page (ignored)",
    `view must be one of ${VIEWS.join(', ')}, got '\\x1b[31m' (showing placements)`,
  ]);
  assert.equal(
    parseUse('X=1,\u200b=2'),
    "'\\u200b=2' is not NAME=COUNT (0…999, * or a range MIN..MAX)",
  );
  assert.equal(
    parseQueens('1.\u2066', 2),
    "row 2 must be a column from 1 to 2 or '-', got '\\u2066'",
  );
});
