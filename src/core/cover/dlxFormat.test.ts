import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { PlacerError } from '../errors.js';
import { countExactCover } from './exactCover.js';
import { parseDlx, printDlx } from './dlxFormat.js';
import { makeExactCover } from './problem.js';
import { KNUTH_DLX } from '../../../test/support/fixtures.js';

test("Knuth's example has its one solution", () => {
  const { problem, optionLines } = parseDlx(KNUTH_DLX);
  assert.equal(problem.items.length, 7);
  assert.equal(problem.primary, 7);
  assert.deepEqual(Array.from(optionLines), [3, 4, 5, 6, 7, 8]);
  assert.equal(countExactCover(problem).count, 1n);
});

test('secondary items after |, comments, blank lines and trailing comments', () => {
  const { problem } = parseDlx('\n| c\n  A B | x y\n\nA x  | first\n| skipped\nB y\nA B\n');
  assert.deepEqual(problem.items, ['A', 'B', 'x', 'y']);
  assert.equal(problem.primary, 2);
  assert.equal(problem.optionStart.length - 1, 3);
  assert.equal(countExactCover(problem).count, 2n);
});

test('print then parse gives the same instance (random instances)', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 5 }),
      fc.integer({ min: 0, max: 3 }),
      fc.array(fc.uniqueArray(fc.nat(7), { minLength: 1, maxLength: 4 }), { maxLength: 8 }),
      (np, ns, raw) => {
        const total = np + ns;
        const options = raw
          .map((o) => [...new Set(o.map((i) => i % total))])
          .filter((o) => o.some((i) => i < np));
        const p = makeExactCover(
          Array.from({ length: np }, (_, i) => `P${i}`),
          Array.from({ length: ns }, (_, i) => `s.${i}`),
          options,
        );
        const back = parseDlx(printDlx(p, 'generated')).problem;
        assert.deepEqual(back.items, p.items);
        assert.equal(back.primary, p.primary);
        assert.deepEqual(Array.from(back.optionStart), Array.from(p.optionStart));
        assert.deepEqual(Array.from(back.optionItems), Array.from(p.optionItems));
      },
    ),
  );
});

function errorOf(text: string): PlacerError {
  try {
    parseDlx(text, 'm.dlx');
  } catch (e) {
    assert.ok(e instanceof PlacerError, String(e));
    return e;
  }
  assert.fail('expected a PlacerError');
}

test('bad input: one line naming the file, line and column', () => {
  const cases: [string, string, RegExp][] = [
    ['A B\nA C\n', 'dlx-unknown-item', /^m\.dlx:2:3: unknown item 'C'$/],
    ['A B\nA  B A\n', 'dlx-duplicate', /^m\.dlx:2:6: item 'A' twice in one option$/],
    ['A A\n', 'dlx-duplicate', /^m\.dlx:1:3: item 'A' listed twice$/],
    ['A | x | y\n', 'dlx-syntax', /^m\.dlx:1:7: a second '\|'/],
    ['A x:red\n', 'dlx-syntax', /^m\.dlx:1:4: 'x:red'/],
    ['| x\n| y\n', 'dlx-empty', /^m\.dlx: no item line \(only comments and blank lines\)/],
    ['  | x\n\n', 'dlx-empty', /^m\.dlx: no item line \(only comments and blank lines\)/],
    ['\n  \n', 'dlx-empty', /^m\.dlx: no item line \(the input is empty\)/],
  ];
  for (const [text, code, re] of cases) {
    const e = errorOf(text);
    assert.equal(e.code, code, text);
    assert.match(e.message, re, text);
    assert.ok(!e.message.includes('\n'));
  }
});

test('a line that starts with | is a comment, even where the item line is expected', () => {
  const { problem } = parseDlx(' | x y\nA | x\nA x\n');
  assert.deepEqual(problem.items, ['A', 'x']);
  assert.equal(countExactCover(problem).count, 1n);
});
