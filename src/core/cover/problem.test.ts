import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { checkExactCover, exactCoverChecker, optionCount } from './problem.js';
import { coverInstanceArb, coverProblemOf } from '../../../test/support/coverInstances.js';

test('a checker reused over many choices gives each the verdict a fresh check gives', () => {
  fc.assert(
    fc.property(
      coverInstanceArb(4, 8, { exact: true, ranges: true, colours: true }, 4),
      fc.array(fc.array(fc.integer({ min: -1, max: 9 }), { maxLength: 6 }), { maxLength: 30 }),
      (inst, choices) => {
        const p = coverProblemOf(inst);
        const check = exactCoverChecker(p);
        for (const chosen of choices) assert.equal(check(chosen), checkExactCover(p, chosen));
      },
    ),
    { numRuns: 300 },
  );
});

test('the checker forgets the last choice: a cover after a clash is still a cover', () => {
  fc.assert(
    fc.property(coverInstanceArb(4, 8, { colours: true }, 4), (inst) => {
      const p = coverProblemOf(inst);
      const check = exactCoverChecker(p);
      const all = Array.from({ length: optionCount(p) }, (_, k) => k);
      const valid: number[][] = [];
      for (let mask = 0; mask < 1 << all.length; mask++) {
        const chosen = all.filter((k) => (mask >> k) & 1);
        if (checkExactCover(p, chosen) === null) valid.push(chosen);
      }
      for (const chosen of valid) {
        check([...all, ...all]); // every option twice: refused, tallies left behind
        assert.equal(check(chosen), null);
      }
    }),
    { numRuns: 100 },
  );
});
