import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseRegions } from '../../core/regions/puzzle.js';
import { explain, nextStep, startState } from '../../core/regions/hints.js';
import { contradictionJson, explanationJson, explanationText, stepJson } from './regionsHints.js';

import { randomRegionsGrid } from '../../../test/support/ownLevels.js';

/**
 * A 6×6 level of the project's own, solved by the rules with confinement and contradiction
 * among them: `placer regions generate --size 6 --seed 2 --difficulty expert`.
 */
const EXPERT = parseRegions('ABBBCC\nABADDC\nAAADDD\nEAADFD\nEAFFFD\nEEEEED\n');
/** A 6×6 grid with 7 solutions (test/support/ownLevels.ts): the rules stop on it. */
const SEVERAL = randomRegionsGrid(6, 17);

test('a step as JSON: 1-based cells, regions by symbol, the same words', () => {
  const p = EXPERT;
  const e = explain(p);
  for (const step of e.steps) {
    const j = stepJson(p, step);
    assert.equal(j.rule, step.rule);
    assert.equal(j.words, step.words);
    assert.deepEqual(
      j.crosses,
      step.crosses.map((x) => ({ row: Math.floor(x / 6) + 1, col: (x % 6) + 1 })),
    );
    assert.equal(j.stars.length, step.stars.length);
    for (const c of [...j.stars, ...j.crosses]) {
      assert.match(j.words, new RegExp(`r${c.row}c${c.col}\\b`));
    }
    assert.equal(j.units.length, step.because.length);
  }
  const conf = e.steps.find((s) => s.rule === 'confinement');
  assert.ok(conf !== undefined);
  const units = stepJson(p, conf).units;
  assert.ok(units.every((u) => u.kind === 'row' || u.kind === 'column' || u.kind === 'region'));
  assert.ok(JSON.parse(JSON.stringify(stepJson(p, conf))));
  // A region's unit names its symbol, one of the puzzle's.
  const first = stepJson(p, e.steps[0]).units[0];
  assert.ok(first.kind === 'region' && p.symbols.includes(first.region));
});

test('a contradiction as JSON names its cells', () => {
  const p = EXPERT;
  const c = nextStep(p, startState(p, [0, 7]));
  assert.ok(c !== null && c.kind === 'contradiction');
  const j = contradictionJson(p, c);
  assert.equal(j.contradiction, true);
  assert.deepEqual(j.cells, [
    { row: 1, col: 1 },
    { row: 2, col: 2 },
  ]);
});

test('an explanation as text: numbered steps and how it ends', () => {
  const p = EXPERT;
  const e = explain(p);
  const lines = explanationText(p, e).trimEnd().split('\n');
  assert.equal(lines.length, e.steps.length + 1);
  assert.match(lines[0], /^1\. \[cell-empties-unit\] A star at /);
  assert.equal(
    lines.at(-1),
    `solved in ${e.steps.length} steps; hardest rule: contradiction (strength 4)`,
  );

  const stuck = SEVERAL;
  const last = explanationText(stuck, explain(stuck)).trimEnd().split('\n').at(-1) ?? '';
  assert.match(last, /^the rules stop here: \d+ of 36 cells undecided after \d+ steps/);

  const dead = explanationText(p, explain(p, [0, 7]));
  assert.equal(dead, 'stopped: This cannot be completed: the stars at r1c1 and r2c2 touch.\n');
});

test('an explanation as JSON: steps, the end, and the stars 1-based', () => {
  const p = EXPERT;
  const e = explain(p);
  const j = explanationJson(p, e);
  assert.equal(j.solved, true);
  assert.equal(j.stuck, false);
  assert.equal(j.steps.length, e.steps.length);
  assert.equal('contradiction' in j, false);
  assert.deepEqual(
    j.stars.map((c) => (c.row - 1) * 6 + c.col - 1),
    e.stars,
  );
  const dead = explanationJson(p, explain(p, [0, 7]));
  assert.equal(dead.contradiction?.contradiction, true);
  assert.equal(dead.solved, false);
});
