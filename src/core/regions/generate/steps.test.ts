import assert from 'node:assert/strict';
import { test } from 'node:test';
import { touching } from '../puzzle.js';
import { RegionFlood } from '../regionFlood.js';
import { countRegions } from '../search.js';
import { NodeBudget } from './budget.js';
import { GenerationGrid } from './grid.js';
import { growLayout } from './layout.js';
import { admissibleRows, drawSolution } from './solution.js';
import { makeUnique, otherSolution } from './unique.js';

/** Stars of the grid's solution per row, per column, and whether two touch. */
function starLines(grid: GenerationGrid): { rows: number[]; cols: number[]; touch: boolean } {
  const { n } = grid;
  const rows = new Array<number>(n).fill(0);
  const cols = new Array<number>(n).fill(0);
  const stars = grid.solutionCells();
  for (const x of stars) {
    rows[Math.floor(x / n)]++;
    cols[x % n]++;
  }
  const touch = stars.some((a, i) => stars.some((b, j) => j > i && touching(n, a, b)));
  return { rows, cols, touch };
}

test('admissible rows: k columns, no two adjacent (n = 8: 8, 21 and 20 sets)', () => {
  for (const [k, sets] of [
    [1, 8],
    [2, 21],
    [3, 20],
  ]) {
    const rows = admissibleRows(8, k);
    assert.equal(rows.length, sets);
    for (const m of rows) {
      assert.equal((m & (m >>> 1)) === 0, true);
      assert.equal(m.toString(2).replace(/0/g, '').length, k);
    }
  }
});

test('step 1 draws k stars per row and column, none touching', () => {
  for (const [n, k] of [
    [5, 1],
    [9, 1],
    [8, 2],
    [12, 3],
  ]) {
    for (let seed = 1; seed <= 5; seed++) {
      const grid = new GenerationGrid(n, k, seed);
      drawSolution(grid, admissibleRows(n, k));
      const { rows, cols, touch } = starLines(grid);
      assert.deepEqual(rows, new Array<number>(n).fill(k), `${n}x${n} k=${k} seed ${seed}`);
      assert.deepEqual(cols, new Array<number>(n).fill(k));
      assert.equal(touch, false);
    }
  }
});

test('step 2 lays out n connected regions with k stars of the solution each', () => {
  for (const [n, k] of [
    [6, 1],
    [10, 2],
    [12, 3],
  ]) {
    let laid = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const grid = new GenerationGrid(n, k, seed);
      drawSolution(grid, admissibleRows(n, k));
      if (!growLayout(grid)) continue;
      laid++;
      const { region, isStar } = grid;
      const flood = new RegionFlood(n);
      assert.ok(flood.allConnected(region, n));
      for (let g = 0; g < n; g++) {
        const stars = [...region.keys()].filter((x) => region[x] === g && isStar[x] === 1);
        assert.equal(stars.length, k, `region ${g}, ${n}x${n} k=${k} seed ${seed}`);
      }
    }
    assert.ok(laid > 0, `some ${n}x${n} k=${k} layout is laid out`);
  }
});

test('step 3 leaves the drawn solution alone; a spent budget stops it', () => {
  let unique = 0;
  for (let seed = 1; seed <= 5; seed++) {
    const grid = new GenerationGrid(8, 1, seed);
    drawSolution(grid, admissibleRows(8, 1));
    assert.ok(growLayout(grid));
    const budget = new NodeBudget(1, 1e9);
    if (makeUnique(grid, budget) !== 'unique') continue;
    unique++;
    assert.equal(countRegions(grid.puzzle, 2), 1);
    assert.equal(otherSolution(grid, budget), 'unique');
    assert.ok(new RegionFlood(8).allConnected(grid.region, 8));
  }
  assert.ok(unique > 0, 'some 8x8 layout is made unique');
  const grid = new GenerationGrid(10, 1, 1);
  drawSolution(grid, admissibleRows(10, 1));
  growLayout(grid);
  assert.equal(otherSolution(grid, new NodeBudget(1, -1)), 'stop');
  assert.equal(otherSolution(grid, new NodeBudget(1, 1e9, { aborted: true })), 'stop');
});
