import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { play } from '../../../test/support/engineContract.js';
import { bruteRegions, regionsLevels } from '../../../test/support/ownLevels.js';
import type { RegionsReference } from '../../../test/support/reference.js';
import { STRIPS_8 } from '../../../test/support/fixtures.js';
import { checkUnitCount } from '../../../test/support/unitCountContract.js';
import { countExactCover } from '../cover/coverSearch.js';
import { parseDlx } from '../cover/dlxFormat.js';
import { resultOf } from '../protocol.js';
import { regionsExactCover } from './cover.js';
import { parseStars, printStars, violations } from './placement.js';
import {
  headerStars,
  parseRegions,
  printRegions,
  printRegionsFile,
  regionsConnected,
  regionsFromCells,
  type RegionsPuzzle,
} from './puzzle.js';
import { countRegions, RegionsSearch, regionsSolutions, solveRegions } from './search.js';
import { regionsUnitCount } from './unitCount.js';

interface Level extends RegionsReference {
  readonly puzzle: RegionsPuzzle;
}

/** The shared levels, or on a bare clone the project's own (test/support/ownLevels.ts). */
function levels(): Level[] {
  return regionsLevels().map((r) => ({ ...r, puzzle: parseRegions(r.text) }));
}

test('every level: its solution count, its first solution, its regions connected or not', () => {
  const all = levels();
  assert.ok(all.length >= 50);
  for (const lv of all) {
    assert.equal(lv.puzzle.n, lv.n, lv.file);
    assert.equal(countRegions(lv.puzzle), lv.solutions, lv.file);
    assert.equal(regionsConnected(lv.puzzle), lv.connected, lv.file);
    if (lv.solutions === 0) continue;
    const [first] = regionsSolutions(lv.puzzle, 1);
    assert.deepEqual(
      Array.from(first, (x) => x % lv.n),
      lv.first,
      lv.file,
    );
    assert.deepEqual(violations(lv.puzzle, first), [], lv.file);
  }
});

test('the levels with fewer than 200 solutions count the same as exact cover', () => {
  for (const lv of levels().filter((l) => l.solutions < 200)) {
    const { problem } = regionsExactCover(lv.puzzle);
    assert.equal(countExactCover(problem).count, BigInt(lv.solutions), lv.file);
  }
});

/** A random grid of n regions: n seeds grown into their neighbours at random. */
const grids = fc
  .record({
    n: fc.integer({ min: 4, max: 6 }),
    seed: fc.array(fc.nat(), { minLength: 80, maxLength: 80 }),
  })
  .map(({ n, seed }) => {
    const cells = new Int32Array(n * n).fill(-1);
    let at = 0;
    const draw = (m: number) => seed[at++ % seed.length] % m;
    for (let g = 0; g < n; g++) {
      let x = draw(n * n);
      while (cells[x] >= 0) x = (x + 1) % (n * n);
      cells[x] = g;
    }
    for (let left = n * n - n; left > 0;) {
      // The first open cell from a random place (the draws repeat, so never wait for one).
      let x = draw(n * n);
      while (cells[x] >= 0) x = (x + 1) % (n * n);
      const r = Math.floor(x / n);
      const c = x % n;
      const nb = [
        r > 0 ? x - n : -1,
        r < n - 1 ? x + n : -1,
        c > 0 ? x - 1 : -1,
        c < n - 1 ? x + 1 : -1,
      ];
      const owner = nb.find((y) => y >= 0 && cells[y] >= 0);
      if (owner === undefined) {
        let y = x;
        while (cells[y] < 0) y = (y + 1) % (n * n);
        cells[x] = cells[y];
      } else cells[x] = cells[owner];
      left--;
    }
    return regionsFromCells(n, cells);
  });

/** Every solution by brute force (test/support/ownLevels.ts), as star cells joined by spaces. */
function brute(p: RegionsPuzzle): string[] {
  return bruteRegions(p).map((cols) => cols.map((c, r) => r * p.n + c).join(' '));
}

test('random grids: the search lists exactly the placements the rules allow, in order', () => {
  fc.assert(
    fc.property(grids, (p) => {
      const want = brute(p);
      const got = regionsSolutions(p).map((s) => Array.from(s).join(' '));
      assert.deepEqual(
        got,
        want.slice().sort((a, b) => cmp(a, b)),
      );
      assert.equal(countRegions(p), want.length);
      assert.equal(countExactCover(regionsExactCover(p).problem).count, BigInt(want.length));
    }),
    { numRuns: 200 },
  );
});

function cmp(a: string, b: string): number {
  const x = a.split(' ').map(Number);
  const y = b.split(' ').map(Number);
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i] - y[i];
  return 0;
}

test('two stars: the search and exact cover agree on 8x8 grids of strips', () => {
  // Regions as strips of two rows' halves give many solutions; exact cover counts them apart.
  const p = parseRegions(STRIPS_8.join('\n'), 2);
  const count = countRegions(p);
  assert.ok(count > 1);
  assert.equal(BigInt(count), countExactCover(regionsExactCover(p).problem).count);
  for (const s of regionsSolutions(p, 50)) assert.deepEqual(violations(p, s), []);
});

test('the engine contract and the unit count on a level with tens of solutions', () => {
  const lv = levels().find((l) => l.solutions >= 20 && l.solutions <= 100);
  assert.ok(lv);
  for (const order of ['fast', 'rows'] as const) {
    const s = new RegionsSearch(lv.puzzle, { list: true, order });
    const played = play(
      s,
      (k) => 1 + (k % 7),
      () => s.solution.join(' '),
    );
    const found = played.snapshots.filter((_, i) => played.statuses[i] === 'found');
    assert.equal(found.length, lv.solutions);
    assert.equal(new Set(found).size, lv.solutions);
  }
  checkUnitCount(
    () => regionsUnitCount(lv.puzzle),
    BigInt(lv.solutions),
    (c) => c.count,
  );
});

test('the text forms read back', () => {
  const lv = levels().find((l) => l.solutions > 0);
  assert.ok(lv);
  assert.equal(printRegions(parseRegions(printRegions(lv.puzzle))), printRegions(lv.puzzle));
  const s = solveRegions(lv.puzzle);
  assert.ok(s);
  assert.deepEqual(parseStars(printStars(lv.n, s), lv.puzzle), s);
});

test('bad grids and placements: one line naming the value', () => {
  const bad = (text: string, stars: number, re: RegExp) =>
    assert.throws(
      () => parseRegions(text, stars),
      (e: Error) => re.test(e.message) && !e.message.includes('\n'),
    );
  bad('AB\nA', 1, /line 2 has 1 cell; a grid of 2 rows needs 2/);
  bad('AAAA\nBBBB\nCCCC\nCCCC', 1, /has 3 regions \(ABC\); it needs exactly 4/);
  bad('AAAA\nBBBB\nCC!C\nDDDD', 1, /line 3, column 3: '!' is not a region symbol/);
  bad('ABCDEF\nABCDEF\nABCDEF\nABCDEF\nABCDEF\nABCDEF', 2, /needs a side of at least 8/);
  bad('', 1, /empty/);
  bad('A', 0, /stars must be a whole number from 1/);
  const p = parseRegions('ABCD\nABCD\nABCD\nABCD');
  assert.throws(() => parseStars('1 2 3', p), /has 3 rows; the grid has 4/);
  assert.throws(() => parseStars('1 2 3 9', p), /'9' is not a column from 1 to 4/);
  assert.throws(() => parseStars('1,3 2 3 4', p), /row 1 .* it takes 1/);
});

test("the regions-dlx job: DLX3 text whose count is the grid's, named by its size", async () => {
  const { runJob } = await import('../jobs.js');
  const grid = STRIPS_8.join('\n');
  const { text } = resultOf(runJob({ kind: 'regions-dlx', grid, stars: 2 }), 'regions-dlx');
  assert.match(text, /^\| regions, 8x8, 2 stars: one option per open cell/);
  assert.match(text, /^2\|r1 /m);
  const { problem } = parseDlx(text);
  assert.equal(countExactCover(problem).count, BigInt(countRegions(parseRegions(grid, 2))));
  assert.throws(() => runJob({ kind: 'regions-dlx', grid: 'AB\nA', stars: 1 }));
});

test('the hint job: a step that keeps the solution, from the empty grid and after it', async () => {
  const { answer } = await import('../jobs.js');
  const lv = levels().find((l) => l.solutions === 1 && l.n >= 9);
  assert.ok(lv);
  const grid = printRegions(lv.puzzle);
  const solution = new Set(lv.first.map((c, r) => r * lv.n + c));
  const cells = new Array<number>(lv.n * lv.n).fill(0);
  for (let steps = 0; ; steps++) {
    assert.ok(steps < 200, 'the hints end');
    const reply = answer({
      type: 'run',
      unit: 'h',
      job: { kind: 'regions-hint', grid, stars: 1, cells },
    });
    assert.equal(reply.type, 'result');
    if (reply.type !== 'result' || reply.result.kind !== 'regions-hint') return;
    const { step, solved } = reply.result;
    if (step === null) {
      assert.ok(solved, 'a single-solution level is solved by the hints');
      break;
    }
    assert.equal(step.kind, 'step');
    if (step.kind !== 'step') return;
    for (const x of step.stars) assert.ok(solution.has(x), `star ${x} is in the solution`);
    for (const x of step.crosses) assert.ok(!solution.has(x), `cross ${x} is not`);
    for (const x of step.stars) cells[x] = 1;
    for (const x of step.crosses) cells[x] = 2;
  }
  const bad = answer({
    type: 'run',
    unit: 'h',
    job: { kind: 'regions-hint', grid, stars: 1, cells: [3] },
  });
  assert.equal(bad.type, 'error');
  assert.match(bad.type === 'error' ? bad.error.message : '', /cells must be \d+ numbers/);
});

test('the file form: "stars: K" first for k ≥ 2, read back without being told k', () => {
  const grid = STRIPS_8.join('\n');
  const two = parseRegions(grid, 2);
  const file = printRegionsFile(two);
  assert.ok(file.startsWith('stars: 2\n'));
  assert.equal(headerStars(file), 2);
  assert.deepEqual(parseRegions(file), two);
  assert.deepEqual(parseRegions(`\n Stars : 2 \n\n${grid}`), two);
  assert.throws(() => parseRegions(file, 1), /first line says 2 stars, but 1 was asked for/);
  // One star: no line, as the Queens levels are written.
  const one = parseRegions(grid, 1);
  assert.equal(printRegionsFile(one), printRegions(one));
  assert.equal(headerStars(printRegions(one)), null);
  // A bad k in the line is named as stars are.
  assert.throws(
    () => parseRegions(`stars: 9\n${grid}`),
    /stars must be a whole number from 1 to 8, got 9/,
  );
  // Line numbers in messages count the stars line.
  assert.throws(
    () => parseRegions(`stars: 2\n${grid.replace('AAAABBBB', 'AAAABBB!')}`),
    /line 2, column 8/,
  );
});
