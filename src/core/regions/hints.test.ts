import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { Random } from '../random.js';
import { isPlacerError } from '../errors.js';
import { parseRegions, printRegions, regionsFromCells, type RegionsPuzzle } from './puzzle.js';
import { parseStars } from './placement.js';
import { RegionsSearch, regionsSolutions, solveRegions } from './search.js';
import {
  applyStep,
  CROSS,
  explain,
  MAX_STRENGTH,
  nextStep,
  RULE_NAMES,
  RULES,
  STAR,
  startState,
  UNKNOWN,
  type Explanation,
} from './hints.js';
import { regionsLevels } from '../../../test/support/ownLevels.js';
import { withoutShared } from '../../../test/support/reference.js';

interface Level {
  file: string;
  solutions: number;
  puzzle: RegionsPuzzle;
}

/** The shared levels, or on a bare clone the project's own (test/support/ownLevels.ts). */
const levels: Level[] = regionsLevels().map((r) => ({
  file: r.file,
  solutions: r.solutions,
  puzzle: parseRegions(r.text),
}));
/**
 * What the shared levels alone show (every one solved by the rules, the hardest one's rules,
 * named levels' steps): skipped with this line on a bare clone.
 */
const shared = { skip: withoutShared('queens-regions') ?? false };

/** A named shared level (its test skips without them). */
function level(file: string): RegionsPuzzle {
  const found = levels.find((l) => l.file === file);
  assert.ok(found, file);
  return found.puzzle;
}

/** Per cell: 1 where some solution has a star (`some`), 1 where every one does (`every`). */
function solutionCells(
  p: RegionsPuzzle,
  limit: number,
  given: readonly number[] = [],
): { count: number; some: Uint8Array; every: Uint8Array } {
  const s = new RegionsSearch(p, { list: true });
  const some = new Uint8Array(p.n * p.n);
  const every = new Uint8Array(p.n * p.n).fill(1);
  const here = new Uint8Array(p.n * p.n);
  let count = 0;
  while (count < limit && s.run(1 << 24) === 'found') {
    here.fill(0);
    for (const x of s.solution) here[x] = 1;
    if (given.some((x) => here[x] === 0)) continue;
    count++;
    for (let x = 0; x < here.length; x++) {
      some[x] |= here[x];
      every[x] &= here[x];
    }
  }
  return { count, some, every };
}

/** Every step agrees with every solution: no cross on a star of one, no star off one. */
function assertSound(
  p: RegionsPuzzle,
  e: Explanation,
  limit: number,
  label: string,
  given: readonly number[] = [],
): number {
  const { count, some, every } = solutionCells(p, limit, given);
  if (count === limit) return count;
  if (count === 0) return 0;
  assert.equal(e.contradiction, undefined, `${label}: a contradiction on a puzzle with solutions`);
  for (const [i, step] of e.steps.entries()) {
    for (const x of step.crosses) {
      assert.equal(some[x], 0, `${label}: step ${i + 1} (${step.rule}) crosses a solution's star`);
    }
    for (const x of step.stars) {
      assert.equal(
        every[x],
        1,
        `${label}: step ${i + 1} (${step.rule}) stars a cell off a solution`,
      );
    }
  }
  if (e.solved) assert.equal(count, 1, `${label}: solved by the rules, so the solution is unique`);
  return count;
}

test(
  'every single-solution reference level is solved by the rules, to its solution',
  shared,
  () => {
    const single = levels.filter((l) => l.solutions === 1);
    assert.ok(single.length >= 40);
    for (const { file, puzzle } of single) {
      const e = explain(puzzle);
      assert.ok(e.solved, `${file}: the rules stop after ${e.steps.length} steps`);
      assert.equal(e.stuck, false);
      assert.deepEqual(e.stars, Array.from(solveRegions(puzzle) ?? []), file);
      // Every cell ends decided, and each step changes something.
      assert.ok(
        e.state.cells.every((v) => v !== UNKNOWN),
        file,
      );
      for (const step of e.steps) assert.ok(step.stars.length + step.crosses.length > 0, file);
    }
  },
);

test('multi-solution reference levels: the rules stop, and never against a solution', () => {
  for (const { file, puzzle, solutions } of levels.filter((l) => l.solutions > 1)) {
    const e = explain(puzzle);
    assert.ok(e.stuck, file);
    assert.equal(e.solved, false);
    assert.equal(assertSound(puzzle, e, Infinity, file), solutions, file);
  }
});

test('nextStep and applyStep walk the same chain as explain', () => {
  for (const { puzzle } of levels.filter((l) => l.solutions === 1).slice(0, 6)) {
    const e = explain(puzzle);
    let state = startState(puzzle);
    for (const step of e.steps) {
      const next = nextStep(puzzle, state);
      assert.ok(next !== null && next.kind === 'step');
      assert.deepEqual(next, step);
      state = applyStep(state, next);
    }
    assert.equal(nextStep(puzzle, state), null);
    assert.deepEqual(state.cells, e.state.cells);
  }
});

test(
  'words name cells and regions; the strongest rules appear on the hardest level',
  shared,
  () => {
    const puzzle = level('community-158.txt');
    const e = explain(puzzle);
    const rules = new Set(e.steps.map((s) => s.rule));
    assert.ok(rules.has('contradiction'));
    for (const step of e.steps) {
      for (const x of [...step.stars, ...step.crosses]) {
        assert.match(
          step.words,
          new RegExp(`r${Math.floor(x / puzzle.n) + 1}c${(x % puzzle.n) + 1}\\b`),
        );
      }
      for (const u of step.because) {
        if (u.kind === 'region' && step.rule !== 'contradiction') {
          assert.match(
            step.words,
            new RegExp(`region ${puzzle.symbols[u.index]}\\b|regions .*${puzzle.symbols[u.index]}`),
          );
        }
      }
    }
    // A cap on strength leaves the level unsolved: it needs contradiction.
    assert.equal(explain(puzzle, [], { maxStrength: 3 }).stuck, true);
  },
);

test('a start with stars: their direct consequences first, then the rules', shared, () => {
  const puzzle = level('community-192.txt');
  const solution = solveRegions(puzzle) as Int32Array;
  const given = [solution[0], solution[3]];
  const state = startState(puzzle, given);
  for (const x of given) assert.equal(state.cells[x], STAR);
  const n = puzzle.n;
  // Row, column, region and neighbours of the first star are crossed.
  for (let y = 0; y < n * n; y++) {
    const x = given[0];
    const sameLine = Math.floor(y / n) === Math.floor(x / n) || y % n === x % n;
    const near =
      Math.abs(Math.floor(y / n) - Math.floor(x / n)) <= 1 && Math.abs((y % n) - (x % n)) <= 1;
    if (y !== x && (sameLine || near || puzzle.region[y] === puzzle.region[x])) {
      assert.equal(state.cells[y], CROSS, `cell ${y}`);
    }
  }
  const e = explain(puzzle, given);
  assert.ok(e.solved);
  assert.deepEqual(e.stars, Array.from(solution));
  assert.ok(e.steps.every((s) => s.rule !== 'touch/full' || !given.includes(s.because[0].index)));
});

test('stars that break a rule are reported, not explained away', () => {
  const p = parseRegions('AABB\nAABB\nCCDD\nCCDD');
  // Touching stars.
  const e = explain(p, parseStars('- 2 3 -', p, true));
  assert.equal(e.contradiction?.rule, 'rules');
  assert.match(e.contradiction?.words ?? '', /the stars at r2c2 and r3c3 touch/);
  assert.deepEqual(e.contradiction?.cells, [5, 10]);
  assert.equal(e.steps.length, 0);
});

test(
  'stars that break a rule on a real level: a full row, a region left without room, a block',
  shared,
  () => {
    // Two stars in one row.
    const q = level('community-192.txt');
    let e = explain(q, [0, 2]);
    assert.match(e.contradiction?.words ?? '', /row 1 has more than 1 star/);
    // A star at r3c2 touches or shares row 3 with both cells of region D.
    const r = nextStep(q, startState(q, [2 * 6 + 1]));
    assert.ok(r !== null && r.kind === 'contradiction');
    assert.match(r.words, /region D is left without room for its star/);
    assert.deepEqual(r.because, [{ kind: 'region', index: q.symbols.indexOf('D') }]);
    // A star on a blocked cell.
    const blocked = parseRegions(printRegions(q).replace(/^A/, '#'));
    e = explain(blocked, [0]);
    assert.match(e.contradiction?.words ?? '', /r1c1 is blocked/);
  },
);

test('a wrong star that breaks no rule yet leads the rules to a dead end', shared, () => {
  const puzzle = level('community-034.txt');
  const solution = solveRegions(puzzle) as Int32Array;
  const n = puzzle.n;
  // The first cell of row 1 that is no solution's star and touches no other given star.
  const wrong = [...Array(n).keys()].find((c) => c !== solution[0]) as number;
  const e = explain(puzzle, [wrong]);
  assert.equal(e.solved, false);
  assert.ok(e.contradiction !== undefined, 'the rules find that it cannot be completed');
});

test('two stars per unit: groups of touching cells, and the unique solution', () => {
  const p = parseRegions(
    'AABBBCCC\nAAADDCCC\nEEADDFAC\nEEEEFFAA\nFGEEDFGG\nFGGEDGGG\nHHGGDDHH\nHGGBBBHH',
    2,
  );
  const e = explain(p);
  assert.ok(e.solved);
  assert.deepEqual(e.stars, Array.from(solveRegions(p) ?? []));
  const tight = e.steps.find((s) => s.rule === 'tight-fit');
  assert.ok(tight !== undefined);
  assert.equal(tight.strength, 2);
  assert.match(tight.words, /needs 2 more stars, and its cells left fall into just 2 groups/);
  // Two touching cells cannot both hold stars: a row left with just r8c7 and r8c8 is dead.
  const state = startState(
    p,
    [],
    [0, 1, 2, 3, 4, 5].map((c) => 7 * 8 + c),
  );
  const dead = nextStep(p, state);
  assert.ok(dead !== null && dead.kind === 'contradiction');
  assert.match(dead.words, /row 8 needs stars on all its last cells, but r8c7 and r8c8 touch/);
});

test('cells off the grid, or a bad state, are a PlacerError naming the value', () => {
  const p = parseRegions('AABB\nAABB\nCCDD\nCCDD');
  assert.throws(
    () => startState(p, [16]),
    (e) => isPlacerError(e) && /cell 16 is not on the 4x4 grid/.test(e.message),
  );
  const cells = new Uint8Array(16);
  cells[5] = 7;
  assert.throws(
    () => nextStep(p, { cells }),
    (e) => isPlacerError(e) && e.code === 'bad-state' && /cell r2c2 .* is 7/.test(e.message),
  );
  assert.throws(
    () => nextStep(p, { cells: new Uint8Array(9) }),
    (e) => isPlacerError(e) && /one entry per cell: 16, got 9/.test(e.message),
  );
});

/** Every 2-star placement's first few hundred for n = 8, 9 (regions = rows), to seed maps on. */
const twoStarPlacements = new Map<number, Int32Array[]>();
function twoStarPlacement(n: number, rnd: Random): Int32Array {
  let list = twoStarPlacements.get(n);
  if (list === undefined) {
    const rows = Int32Array.from({ length: n * n }, (_, x) => Math.floor(x / n));
    list = regionsSolutions(regionsFromCells(n, rows, 2), 400);
    twoStarPlacements.set(n, list);
  }
  return list[rnd.below(list.length)];
}

/**
 * A random map of n regions grown cell by cell from seed cells. Half the k = 1 maps and every
 * k = 2 map grow from a placement with no two stars touching (for k = 2 its stars paired at
 * random into regions), so the puzzle has at least that solution.
 */
function grownPuzzle(n: number, k: number, seed: number): RegionsPuzzle {
  const rnd = new Random(seed);
  const region = new Int32Array(n * n).fill(-1);
  const seeds: number[] = [];
  if (k === 2) {
    seeds.push(...twoStarPlacement(n, rnd));
  } else if (rnd.below(2) === 0) {
    for (let tries = 0; tries < 200 && seeds.length === 0; tries++) {
      const cols = [...Array(n).keys()];
      for (let i = n - 1; i > 0; i--) {
        const j = rnd.below(i + 1);
        [cols[i], cols[j]] = [cols[j], cols[i]];
      }
      if (cols.every((c, r) => r === 0 || Math.abs(c - cols[r - 1]) > 1)) {
        for (let r = 0; r < n; r++) seeds.push(r * n + cols[r]);
      }
    }
  }
  while (seeds.length < n * (k === 2 ? 2 : 1)) {
    const x = rnd.below(n * n);
    if (!seeds.includes(x)) seeds.push(x);
  }
  for (let i = seeds.length - 1; i > 0; i--) {
    const j = rnd.below(i + 1);
    [seeds[i], seeds[j]] = [seeds[j], seeds[i]];
  }
  seeds.forEach((x, i) => (region[x] = Math.floor(i / k)));
  let left = n * n - seeds.length;
  while (left > 0) {
    const x = rnd.below(n * n);
    if (region[x] >= 0) continue;
    const r = Math.floor(x / n);
    const c = x % n;
    const near = [
      r > 0 ? x - n : -1,
      r < n - 1 ? x + n : -1,
      c > 0 ? x - 1 : -1,
      c < n - 1 ? x + 1 : -1,
    ];
    const y = near[rnd.below(4)];
    if (y >= 0 && region[y] >= 0) {
      region[x] = region[y];
      left--;
    }
  }
  return regionsFromCells(n, region, k);
}

test('soundness: on random puzzles every step agrees with every solution', () => {
  let withSolutions = 0;
  let solvedByRules = 0;
  fc.assert(
    fc.property(fc.integer({ min: 5, max: 9 }), fc.nat(1 << 30), (n, seed) => {
      const k = n >= 8 ? 2 : 1;
      const p = grownPuzzle(n, k, seed);
      const e = explain(p, [], { maxStrength: MAX_STRENGTH });
      const count = assertSound(p, e, 5000, `n=${n} k=${k} seed=${seed}`);
      if (count > 0) withSolutions++;
      if (e.solved) solvedByRules++;
      // A puzzle with no solution never ends solved, and the rules say so or stop.
      if (count === 0) assert.equal(e.solved, false);
    }),
    { numRuns: 80 },
  );
  assert.ok(withSolutions > 20, `only ${withSolutions} random puzzles had solutions`);
  assert.ok(solvedByRules > 5, `only ${solvedByRules} random puzzles were solved by the rules`);
});

test('soundness from a start: stars of a solution given, every step agrees with the rest', () => {
  let checked = 0;
  fc.assert(
    fc.property(
      fc.integer({ min: 5, max: 8 }),
      fc.nat(1 << 30),
      fc.nat(1 << 30),
      (n, seed, pick) => {
        const k = n === 8 ? 2 : 1;
        const p = grownPuzzle(n, k, seed);
        const solutions = regionsSolutions(p, 50);
        if (solutions.length === 0) return;
        const sol = solutions[pick % solutions.length];
        const given = [sol[pick % sol.length], sol[(pick >> 8) % sol.length]].filter(
          (x, i, all) => all.indexOf(x) === i,
        );
        const e = explain(p, given);
        assert.equal(e.contradiction, undefined, `n=${n} seed=${seed}: stars of a solution`);
        for (const x of given) assert.equal(e.state.cells[x], STAR);
        assertSound(p, e, 5000, `n=${n} seed=${seed} given=${given.join(',')}`, given);
        checked++;
      },
    ),
    { numRuns: 40 },
  );
  assert.ok(checked > 20, `only ${checked} starts checked`);
});

test('the rules list: every rule once, simplest first, and each one at work', () => {
  assert.deepEqual(
    RULES.map((r) => r.name),
    [...RULE_NAMES],
  );
  for (let i = 1; i < RULES.length; i++) assert.ok(RULES[i].strength >= RULES[i - 1].strength);
  assert.equal(RULES.at(-1)?.strength, MAX_STRENGTH);
  // The one-star rules all take part in explaining the reference levels (a bare clone's own
  // levels need not use them all).
  if (shared.skip !== false) return;
  const used = new Set(levels.flatMap((l) => explain(l.puzzle).steps.map((s) => s.rule)));
  for (const r of RULES) {
    if (r.name !== 'tight-fit' && r.name !== 'deep-contradiction')
      assert.ok(used.has(r.name), r.name);
  }
});
