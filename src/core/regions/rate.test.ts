import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseRegions } from './puzzle.js';
import { ratePuzzle } from './rate.js';
import { explain } from './hints.js';
import { regionsLevels } from '../../../test/support/ownLevels.js';
import { withoutShared } from '../../../test/support/reference.js';

/** The shared levels, or on a bare clone the project's own (test/support/ownLevels.ts). */
const levels = regionsLevels().map((r) => ({ ...r, puzzle: parseRegions(r.text) }));
/** The reference ratings and named levels are the shared levels' own: skipped without them. */
const noShared = withoutShared('queens-regions');

test(
  "levels agree with the reference levels' logic_rating R1-R4",
  { skip: noShared ?? false },
  () => {
    const rated = levels.filter((l) => l.solutions === 1);
    let agree = 0;
    for (const { file, rating, puzzle } of rated) {
      const r = ratePuzzle(puzzle);
      assert.ok(r.solved, file);
      const R = Number(rating.slice(1));
      // R1-R3 exactly; an R4 may need no more than a small confinement (3) by these rules.
      if (R < 4) assert.equal(r.level, R, `${file} is ${rating}, rated ${r.level}`);
      else assert.ok(r.level >= 3, `${file} is ${rating}, rated ${r.level}`);
      if (r.level === R) agree++;
    }
    assert.ok(agree >= rated.length - 2, `${agree} of ${rated.length} agree`);
  },
);

test('a rating counts the same steps as the explanation, by rule', () => {
  const named = ['community-192.txt', 'community-303.txt', 'community-074.txt'];
  const chosen =
    noShared === null
      ? levels.filter((l) => named.includes(l.file))
      : levels.filter((l) => l.solutions === 1);
  assert.ok(chosen.length >= 3);
  for (const { file, puzzle } of chosen) {
    const r = ratePuzzle(puzzle);
    const e = explain(puzzle);
    const strongest = Math.max(...e.steps.map((s) => s.strength));
    assert.equal(r.strongest, strongest, file);
    assert.equal(r.strongestRule, e.steps.find((s) => s.strength === strongest)?.rule);
    const total = Object.values(r.byRule).reduce((a, b) => a + b, 0);
    assert.equal(total, r.steps);
    assert.equal(r.thinkingSteps, r.steps - r.byRule['touch/full'] - r.byRule['last-cells']);
    assert.equal(r.score, r.level * 100 + Math.min(99, r.thinkingSteps));
  }
});

test('unsolved: several solutions, rules held back, or no solution at all', () => {
  for (const { file, puzzle } of levels.filter((l) => l.solutions > 1).slice(0, 4)) {
    const r = ratePuzzle(puzzle);
    assert.equal(r.solved, false, file);
    assert.equal(r.contradiction, false, file);
    assert.equal(r.level, 0);
  }
  // The hardest shared level needs the strongest rules (a bare clone has no such level).
  const hard = levels.find((l) => l.file === 'community-158.txt');
  if (noShared === null) {
    assert.equal(ratePuzzle(hard!.puzzle, { maxStrength: 3 }).level, 0);
    assert.equal(ratePuzzle(hard!.puzzle).level, 4);
  }
  // Region A is the corner r1c1, which no non-touching 4x4 placement uses: no solution.
  const none = ratePuzzle(parseRegions('ABBB\nCCCC\nDDDD\nBBBB'));
  assert.equal(none.solved, false);
  assert.equal(none.contradiction, true);
});
