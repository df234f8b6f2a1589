import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { PlacerError } from '../errors.js';
import {
  countExactCoverUnit,
  exactCoverPlanNodes,
  MIN_UNITS,
  planExactCoverUnits,
} from './coverUnits.js';
import { sudokuDlx } from './models.js';
import { parseDlx } from './dlxFormat.js';
import { coverSearch } from './coverSearch.js';
import { queensExactCover } from '../queens/exactCover.js';
import { makeExactCover } from './problem.js';
import {
  coverInstanceArb,
  coverListing,
  coverProblemOf,
} from '../../../test/support/coverInstances.js';

test('exact-cover units: counts add up, and their listings in order are the whole listing', () => {
  fc.assert(
    fc.property(
      fc.oneof(
        coverInstanceArb(5, 12),
        coverInstanceArb(5, 12, { ranges: true, colours: true }, 4),
      ),
      (inst) => {
        const p = coverProblemOf(inst);
        const units = planExactCoverUnits(p);
        let sum = 0n;
        // The plan's own nodes and the units' add up to the whole search's nodes.
        let nodes = exactCoverPlanNodes(p);
        const joined: string[] = [];
        for (const u of units) {
          const c = countExactCoverUnit(p, u.id);
          sum += c.count;
          nodes += c.nodes;
          joined.push(...coverListing(p, u.branch));
        }
        const whole = coverSearch(p, { countOnly: true });
        whole.run();
        assert.equal(sum, whole.count);
        // A count that searched says so, even when the plan answered it (never "nodes 0"). The
        // plan searches without the bit-mask endgame, so its nodes may differ from the whole
        // search's by what the endgame counts its own way (exact on real instances: below).
        assert.ok(whole.nodes === 0 || nodes > 0, `${nodes} nodes split, ${whole.nodes} whole`);
        assert.deepEqual(joined, coverListing(p));
        assert.equal(new Set(units.map((u) => u.id)).size, units.length);
      },
    ),
    { numRuns: 150 },
  );
});

test('exact-cover units: split levels down to at least 64, ids their places, the same for a worker', () => {
  const q = queensExactCover(8);
  const units = planExactCoverUnits(q);
  // A level is split whole: every unit lies as deep as the others (here 3 queens placed).
  const depth = units[0].branch.fixed.length;
  assert.ok(units.length >= MIN_UNITS && depth > 1, `${units.length} units`);
  assert.ok(units.every((u) => u.branch.fixed.length === depth));
  assert.deepEqual(
    units.map((u) => u.id),
    units.map((_, i) => i),
  );
  const counts = units.map((u) => countExactCoverUnit(q, u.id, { memoEntries: 1024 }).count);
  assert.equal(
    counts.reduce((a, b) => a + b, 0n),
    92n,
  );
  // A Sudoku's clues are forced moves: the split goes past them to where the search branches.
  const { problem: sudoku } = parseDlx(sudokuDlx(['1...', '..1.', '....', '....']), 'shidoku');
  const split = planExactCoverUnits(sudoku);
  assert.ok(split.length > 1, `${split.length} units`);
  // A worker parses the same text and gets the same units.
  const text = 'A B C | x\nA x\nA B\nB C\nC x\nC\n';
  const { problem } = parseDlx(text, 'spec');
  assert.deepEqual(
    planExactCoverUnits(problem),
    planExactCoverUnits(parseDlx(text, 'again').problem),
  );
  assert.throws(
    () => countExactCoverUnit(problem, 99),
    (e: unknown) => e instanceof PlacerError && e.code === 'bad-unit',
  );
  // Nothing to branch on: the whole problem is one unit.
  const none = makeExactCover([], ['x'], [[0]]);
  assert.deepEqual(planExactCoverUnits(none), [{ id: 0, branch: { fixed: [], excluded: [] } }]);
  assert.equal(countExactCoverUnit(none, 0).count, 1n);
});

test("the plan's nodes and the units' add up to the whole search's, on real instances", () => {
  for (const p of [
    queensExactCover(8),
    parseDlx(sudokuDlx(['....', '....', '....', '....'])).problem,
    // Knuth's first example: the plan alone answers it, with the search's 5 nodes.
    parseDlx('A B C D E F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n').problem,
  ]) {
    let nodes = exactCoverPlanNodes(p);
    for (const u of planExactCoverUnits(p)) nodes += countExactCoverUnit(p, u.id).nodes;
    const whole = coverSearch(p, { countOnly: true });
    whole.run();
    assert.ok(whole.nodes > 0);
    assert.equal(nodes, whole.nodes);
  }
});
