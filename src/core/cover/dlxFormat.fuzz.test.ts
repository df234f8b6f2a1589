/**
 * Fuzzing the DLX reader: hostile text never throws anything but a PlacerError with a message
 * safe to print, and never hangs; printed instances with any printable item and colour names,
 * bounds and colours read back.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { attempt, FUZZ_RUNS, hostileText } from '../../../test/support/fuzz.js';
import { escapeUnsafe } from '../text.js';
import { formatOption, parseDlx, printDlx } from './dlxFormat.js';
import { buildExactCover } from './problem.js';

const TOKENS = ['A', 'B', 'c', ' ', '|', '| ', '\n', ':', 'x:red', '2:3|', 'é', 'A B', '\nA'];

test('fuzz: parseDlx refuses hostile text safely', () => {
  fc.assert(
    fc.property(hostileText(TOKENS), (text) => {
      const r = attempt(() => parseDlx(text, 'in.dlx'));
      if (r.ok) {
        // Every name it accepts prints as itself: no control or invisible character.
        for (const name of r.value.problem.items) assert.equal(escapeUnsafe(name), name);
      }
    }),
    FUZZ_RUNS,
  );
});

/** Item names as DLX allows them: printable, no space, '|' or ':' (any script). */
const itemName = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 6 })
  .map((s) => s.replace(/[\s|:]/gu, '_'))
  .filter((s) => escapeUnsafe(s) === s && s !== '');

/** Colour names likewise (DLX2: `item:colour`). */
const colourName = itemName;

test('fuzz: parse ∘ print = identity for instances with any printable names, bounds, colours', () => {
  fc.assert(
    fc.property(
      fc.uniqueArray(itemName, { minLength: 1, maxLength: 8 }),
      fc.nat(),
      fc.array(fc.uniqueArray(fc.nat(), { minLength: 1, maxLength: 4 }), { maxLength: 8 }),
      fc.array(fc.tuple(fc.nat(3), fc.nat(3)), { minLength: 8, maxLength: 8 }),
      fc.uniqueArray(colourName, { maxLength: 3 }),
      fc.array(fc.nat(), { minLength: 32, maxLength: 32 }),
      (names, split, raw, bounds, colourNames, pick) => {
        const np = 1 + (split % names.length);
        let at = 0;
        // Options with a primary item (the reader drops the others, with a warning).
        const options = raw
          .map((o) => [...new Set(o.map((i) => i % names.length))])
          .filter((o) => o.some((i) => i < np))
          .map((items) => ({
            items,
            colours: items.map((i) =>
              i < np ? 0 : pick[at++ % pick.length] % (colourNames.length + 1),
            ),
          }));
        const lower = bounds.slice(0, np).map(([u]) => u);
        const upper = bounds.slice(0, np).map(([u, d]) => Math.max(1, u + d));
        const p = buildExactCover({
          primary: names.slice(0, np),
          secondary: names.slice(np),
          options,
          lower,
          upper,
          colourNames,
        });
        const back = parseDlx(printDlx(p)).problem;
        assert.deepEqual(back.items, p.items);
        assert.equal(back.primary, p.primary);
        assert.deepEqual(Array.from(back.optionStart), Array.from(p.optionStart));
        assert.deepEqual(Array.from(back.optionItems), Array.from(p.optionItems));
        assert.deepEqual(back.bounds, p.bounds);
        // Colours come back by name (numbered in order of first use).
        for (let k = 0; k < options.length; k++) {
          assert.equal(formatOption(back, k), formatOption(p, k));
        }
      },
    ),
    FUZZ_RUNS,
  );
});

test('regressions found by fuzzing: DLX names with unprintable characters', () => {
  const refusal = (text: string): string => {
    const r = attempt(() => parseDlx(text, 'in.dlx'));
    assert.ok(!r.ok, 'expected a refusal');
    return r.error.message;
  };
  // An ESC was printed raw inside the message.
  assert.match(refusal('\x1b'), /in\.dlx:1:1: control or invisible character in item name '\\x1b'/);
  // A zero-width space (or a C1 control, or U+FFFD from invalid UTF-8) made a name that prints
  // like another: 'a\u200b' and 'a' were two items.
  assert.match(
    refusal('a a\u200b'),
    /in\.dlx:1:4: control or invisible character in item name 'a\\u200b'/,
  );
  assert.match(refusal('a\x85'), /in\.dlx:1:2: .* 'a\\x85'/);
  assert.match(refusal('a \ufffd'), /in\.dlx:1:3: .* '\\ufffd'/);
  // Names in messages are escaped and cut.
  assert.match(refusal(`a\n${'b'.repeat(300)}`), /unknown item 'b{39}…' \(300 characters\)/);
});
