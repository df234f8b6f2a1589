import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isPlacerError } from '../errors.js';
import { parseRegions, printRegions, regionsConnected, type RegionsPuzzle } from './puzzle.js';
import { countRegions } from './search.js';
import { violations } from './placement.js';
import { repairRegions, type RegionsMove } from './repair.js';
import { generateRegions } from './generate.js';
import { Random } from '../random.js';
import { regionsLevels } from '../../../test/support/ownLevels.js';
import { withoutShared } from '../../../test/support/reference.js';

interface Level {
  file: string;
  solutions: number;
  connected: boolean;
  puzzle: RegionsPuzzle;
}

/** The shared levels, or on a bare clone the project's own (test/support/ownLevels.ts). */
const levels: Level[] = regionsLevels().map((r) => ({
  file: r.file,
  solutions: r.solutions,
  connected: r.connected,
  puzzle: parseRegions(r.text),
}));
/** Null where the shared levels are: what is measured on them is checked only there. */
const noShared = withoutShared('queens-regions');

const several = levels.filter((l) => l.solutions > 1);

/** The cells whose symbol differs between two layouts of one size. */
function changed(a: RegionsPuzzle, b: RegionsPuzzle): number[] {
  const ta = printRegions(a).replace(/\n/g, '');
  const tb = printRegions(b).replace(/\n/g, '');
  return [...ta].flatMap((s, i) => (s === tb[i] ? [] : [i]));
}

/** The first single move in the documented order that leaves one solution, by brute force. */
function firstMoveByBruteForce(p: RegionsPuzzle): RegionsMove | null {
  const { n } = p;
  for (let x = 0; x < n * n; x++) {
    const g = p.region[x];
    const r = Math.floor(x / n);
    const c = x % n;
    const beside = new Set<number>();
    if (r > 0) beside.add(p.region[x - n]);
    if (r < n - 1) beside.add(p.region[x + n]);
    if (c > 0) beside.add(p.region[x - 1]);
    if (c < n - 1) beside.add(p.region[x + 1]);
    for (const h of [...beside].sort((a, b) => a - b)) {
      if (h === g || h < 0) continue;
      const region = p.region.slice();
      region[x] = h;
      const q = { ...p, region };
      if (!region.includes(g) || !regionsConnected(q)) continue;
      if (countRegions(q, 2) === 1) return { cell: x, from: g, to: h };
    }
  }
  return null;
}

test('the levels with several solutions are repaired by one or two border moves', () => {
  let repaired = 0;
  for (const level of several) {
    const p = level.puzzle;
    const got = repairRegions(p);
    const [a, b] = got.solutions;
    assert.notDeepEqual(a, b, level.file);
    assert.deepEqual(violations(p, a), [], level.file);
    assert.deepEqual(violations(p, b), [], level.file);
    const moves = got.move !== null ? [got.move] : (got.twoMoves ?? []);
    if (moves.length === 0) {
      assert.equal(got.puzzle, p);
      continue;
    }
    repaired++;
    assert.ok(got.move === null || got.twoMoves === null);
    assert.equal(countRegions(got.puzzle, 2), 1, level.file);
    if (level.connected) assert.ok(regionsConnected(got.puzzle), level.file);
    assert.deepEqual(
      changed(p, got.puzzle),
      moves.map((m) => m.cell),
      level.file,
    );
    for (const m of moves) {
      assert.equal(p.region[m.cell], m.from);
      assert.equal(got.puzzle.symbols[got.puzzle.region[m.cell]], p.symbols[m.to]);
    }
  }
  // Shared: 001, 002, 003 and 005 at least (measured: 005 by one move, the others by two).
  assert.ok(repaired >= (noShared === null ? 4 : 1), `repaired ${repaired}`);
});

test('the single move is the first in row-major order that works (against brute force)', () => {
  for (const level of several.filter((l) => l.connected)) {
    const got = repairRegions(level.puzzle, { twoMoves: false });
    assert.deepEqual(got.move, firstMoveByBruteForce(level.puzzle), level.file);
    assert.equal(got.twoMoves, null);
  }
  // community-005 has a region in two pieces; its repair keeps every region's pieces.
  if (noShared !== null) return;
  const five = several.find((l) => l.file === 'community-005.txt');
  assert.ok(five !== undefined);
  const got = repairRegions(five.puzzle);
  assert.ok(got.move !== null);
  assert.equal(countRegions(got.puzzle, 2), 1);
});

/**
 * Layouts with several solutions one move away from a generated puzzle: a random border move
 * that keeps the regions connected and lets in a second solution (moving back repairs it).
 */
function spoiled(count: number): RegionsPuzzle[] {
  const out: RegionsPuzzle[] = [];
  const rng = new Random(99);
  for (let seed = 1; out.length < count; seed++) {
    const g = generateRegions({ size: 6 + (seed % 4), seed });
    assert.ok(g !== null);
    const { n } = g.puzzle;
    for (let tries = 0; tries < 50; tries++) {
      const x = rng.below(n * n);
      const y = [x - n, x + n, x % n > 0 ? x - 1 : -1, x % n < n - 1 ? x + 1 : -1][rng.below(4)];
      if (y < 0 || y >= n * n || g.puzzle.region[y] === g.puzzle.region[x]) continue;
      const region = g.puzzle.region.slice();
      region[x] = g.puzzle.region[y];
      const q = { ...g.puzzle, region };
      if (region.includes(g.puzzle.region[x]) && regionsConnected(q) && countRegions(q, 2) === 2) {
        out.push(q);
        break;
      }
    }
  }
  return out;
}

test("on layouts one move from a generated puzzle, the move is the brute force's first", () => {
  for (const p of spoiled(12)) {
    const got = repairRegions(p, { twoMoves: false });
    const expected = firstMoveByBruteForce(p);
    assert.ok(expected !== null);
    assert.deepEqual(got.move, expected, printRegions(p));
    assert.equal(countRegions(got.puzzle, 2), 1);
    assert.ok(regionsConnected(got.puzzle));
    assert.deepEqual(changed(p, got.puzzle), [expected.cell]);
  }
});

test('a layout with one solution or none is a bad-repair error', () => {
  const unique = levels.find((l) => l.solutions === 1);
  assert.ok(unique !== undefined);
  const none = parseRegions('ABCCC\nCCCCC\nDDDDD\nEEEEE\nEEEEE\n');
  assert.equal(countRegions(none), 0);
  for (const [p, words] of [
    [unique.puzzle, /1 solution;/],
    [none, /0 solutions;/],
  ] as const) {
    assert.throws(
      () => repairRegions(p),
      (e: unknown) => isPlacerError(e) && e.code === 'bad-repair' && words.test(e.message),
    );
  }
});
