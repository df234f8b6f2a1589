import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { coverSearch } from '../../core/cover/coverSearch.js';
import { formatOption, parseDlx } from '../../core/cover/dlxFormat.js';
import type { ExactCoverProblem } from '../../core/cover/problem.js';
import { coverInstanceArb, coverProblemOf } from '../../../test/support/coverInstances.js';
import { colourRecord, coverSolutionJson, coverSolutionText } from './listedSolution.js';

const utf8 = new TextDecoder();

/**
 * Every listed solution's JSON line, against JSON.stringify of the object it stands for, and its
 * text form, against its options' texts.
 */
function assertLinesAgree(p: ExactCoverProblem): number {
  const lines = Int32Array.from({ length: p.optionStart.length - 1 }, (_, k) => 2 * k + 3);
  const line = coverSolutionJson(p, lines);
  const text = coverSolutionText(p);
  const s = coverSearch(p);
  let n = 0;
  while (s.run() === 'found') {
    const sol = s.solution();
    const expected = JSON.stringify({
      index: n + 5,
      options: Array.from(sol, (k) => k + 1),
      lines: Array.from(sol, (k) => lines[k]),
      text: Array.from(sol, (k) => formatOption(p, k)),
      ...(p.colours === null ? {} : { colours: colourRecord(p, sol) }),
    });
    assert.equal(utf8.decode(line(n + 5, sol)), expected);
    const texts = Array.from(sol, (k) => formatOption(p, k)).join('\n');
    assert.equal(utf8.decode(text(sol, n === 0)), (n === 0 ? '' : '\n') + texts);
    n++;
  }
  return n;
}

test('a JSON solution line is what JSON.stringify writes for it, a text one its options (random colours, twice over)', () => {
  fc.assert(
    fc.property(coverInstanceArb(4, 10, { ranges: true, colours: true }, 4), (inst) => {
      const p = coverProblemOf(inst);
      // Twice: the parts kept from the first listing must serve the second unchanged.
      assert.equal(assertLinesAgree(p), assertLinesAgree(p));
    }),
    { numRuns: 200 },
  );
});

test('items named like numbers, quotes or repeated colours: the lines still agree', () => {
  const p = parseDlx(
    ['A B | 12 x "q" 3', 'A 12:r x:b', 'B 3:g "q":r 12:r', 'A x:b "q":r', 'B 12:r 3:g', 'A 3'].join(
      '\n',
    ),
  ).problem;
  assert.ok(assertLinesAgree(p) >= 2);
  const q = parseDlx(['A B | p\\q é', 'A p\\q:1 é:2', 'B é:2', 'B p\\q:1'].join('\n')).problem;
  assert.ok(assertLinesAgree(q) >= 1);
});
