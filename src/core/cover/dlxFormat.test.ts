import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { PlacerError } from '../errors.js';
import { countExactCover } from './coverSearch.js';
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

test('DLX2 and DLX3: bounds on primary items, colours on secondary ones, read and printed', () => {
  const text = 'A 2:3|B 2|C 0:1|D | x y\nA B C x:red\nB C y:1 x:red\nD B C\n';
  const { problem, warnings } = parseDlx(text, 'm.dlx');
  assert.deepEqual(warnings, []);
  assert.deepEqual(problem.items, ['A', 'B', 'C', 'D', 'x', 'y']);
  assert.deepEqual(Array.from(problem.bounds?.lower ?? []), [1, 2, 2, 0]);
  assert.deepEqual(Array.from(problem.bounds?.upper ?? []), [1, 3, 2, 1]);
  assert.deepEqual(problem.colourNames, ['red', '1']);
  assert.equal(printDlx(problem), 'A 2:3|B 2|C 0:1|D | x y\nA B C x:red\nB C y:1 x:red\nD B C\n');
});

test('an option without a primary item is dropped with a warning naming its line', () => {
  const { problem, warnings, optionLines } = parseDlx('A | x\nx:1\nA x:1\n', 'w.dlx');
  assert.equal(problem.optionStart.length - 1, 1);
  assert.deepEqual(Array.from(optionLines), [3]);
  assert.deepEqual(warnings, [
    'w.dlx:2: option ignored: it has no primary item (so no solution can take it)',
  ]);
});

test('text with no file name (the page) is placed by line and column in words', () => {
  const { warnings } = parseDlx('A | x\nx:1\nA x:1\n', '');
  assert.deepEqual(warnings, [
    'line 2: option ignored: it has no primary item (so no solution can take it)',
  ]);
  assert.throws(
    () => parseDlx('A | x\nA y:1\n', ''),
    /^PlacerError: line 2, column 3: unknown item 'y'$/,
  );
  assert.throws(
    () => parseDlx('| only a comment\n', ''),
    /^PlacerError: no item line \(only comments/,
  );
});

test('bad DLX2/DLX3 input: one line naming the file, line, column and what is allowed', () => {
  const cases: [string, string, RegExp][] = [
    [
      'A | x\nA:1 x\n',
      'dlx-colour',
      /^m\.dlx:2:2: 'A:1': a colour on primary item 'A' \(only secondary/,
    ],
    ['A | 2|x\n', 'dlx-bound', /^m\.dlx:1:5: '2\|x': a bound on secondary item 'x' \(only primary/],
    ['3:2|A\n', 'dlx-bound', /^m\.dlx:1:1: '3:2\|A': lower bound 3 above upper bound 2$/],
    ['0:0|A\n', 'dlx-bound', /^m\.dlx:1:1: '0:0\|A': upper bound 0 \(an item must allow/],
    ['0|A\n', 'dlx-bound', /^m\.dlx:1:1: '0\|A': upper bound 0/],
    ['1:2:3|A\n', 'dlx-syntax', /^m\.dlx:1:2: '1:2:3\|A': a bound is written u:v\|name or v\|name/],
    ['2|\n', 'dlx-syntax', /^m\.dlx:1:3: '2\|': the item name is empty$/],
    ['x:2|A\n', 'dlx-syntax', /^m\.dlx:1:2: 'x:2\|A': a bound is written u:v\|name or v\|name/],
    [
      '| x\nx:1\n',
      'dlx-syntax',
      /^m\.dlx:2:2: 'x:1': ':' cannot be part of an item name \(colours go in options; the items line is the first line not starting with '\|'\)$/,
    ],
    ['A | x\nA y:1\n', 'dlx-unknown-item', /^m\.dlx:2:3: unknown item 'y'$/],
    ['A | x\nA x:1 x:1\n', 'dlx-duplicate', /^m\.dlx:2:7: item 'x' twice in one option$/],
    ['A | x\nA x:1:2\n', 'dlx-colour', /^m\.dlx:2:6: 'x:1:2': a colour given twice/],
    ['A | x\nA x:\n', 'dlx-syntax', /^m\.dlx:2:5: 'x:': the colour is empty$/],
    ['A | x\nA :1\n', 'dlx-syntax', /^m\.dlx:2:3: ':1': the item name is empty$/],
    ['99999999999|A\n', 'dlx-bound', /^m\.dlx:1:1: '99999999999\|A': bounds go up to 1000000000$/],
  ];
  for (const [text, code, re] of cases) {
    const e = errorOf(text);
    assert.equal(e.code, code, text);
    assert.match(e.message, re, text);
    assert.ok(!e.message.includes('\n'));
  }
});

test('item and colour names longer than Knuth’s 8 and 1 characters are read', () => {
  const { problem } = parseDlx('row_number_one | cell_a1\nrow_number_one cell_a1:seven\n');
  assert.deepEqual(problem.items, ['row_number_one', 'cell_a1']);
  assert.deepEqual(problem.colourNames, ['seven']);
});
