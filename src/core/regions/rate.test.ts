import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { parseRegions } from './puzzle.js';
import { ratePuzzle } from './rate.js';
import { explain } from './hints.js';

const dir = new URL('../../../../shared/reference/queens-regions/', import.meta.url);
const levels = readFileSync(new URL('index.tsv', dir), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => line.split('\t'))
  .map((cells) => ({
    file: cells[0],
    solutions: Number(cells[3]),
    rating: cells[8],
    puzzle: parseRegions(readFileSync(new URL(cells[0], dir), 'utf8')),
  }));

test("levels agree with the reference levels' logic_rating R1-R4", () => {
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
});

test('a rating counts the same steps as the explanation, by rule', () => {
  for (const file of ['community-192.txt', 'community-303.txt', 'community-074.txt']) {
    const { puzzle } = levels.find((l) => l.file === file) as (typeof levels)[number];
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
  const hard = levels.find((l) => l.file === 'community-158.txt');
  assert.equal(ratePuzzle(hard!.puzzle, { maxStrength: 3 }).level, 0);
  assert.equal(ratePuzzle(hard!.puzzle).level, 4);
  // Region A is the corner r1c1, which no non-touching 4x4 placement uses: no solution.
  const none = ratePuzzle(parseRegions('ABBB\nCCCC\nDDDD\nBBBB'));
  assert.equal(none.solved, false);
  assert.equal(none.contradiction, true);
});
