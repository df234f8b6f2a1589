/**
 * Step 3 of generation (generate.ts): while a second solution T exists, carve it away
 * (carve.ts), until S is the layout's only solution. The counting search (RegionsSearch,
 * listing, stopped at the first solution that is not S) runs in slices of the node budget.
 */
import { RegionsSearch } from '../search.js';
import type { LayoutEnd, NodeBudget } from './budget.js';
import { killSolution } from './carve.js';
import type { GenerationGrid } from './grid.js';

/** Nodes per search slice between looks at the signal. */
const SLICE = 1 << 14;

/** Carves tried on one layout before it is dropped, per row of the grid. */
const MOVES_PER_ROW = 6;

/** Whether a and b, both ascending, are the same cells. */
function sameCells(a: Int32Array, b: Int32Array): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * A solution of the grid's layout other than S (its star cells, ascending), 'unique' when S is
 * the only one, or how the layout ends when the budget runs out first.
 */
export function otherSolution(
  grid: GenerationGrid,
  budget: NodeBudget,
): Int32Array | 'unique' | LayoutEnd {
  const s = new RegionsSearch(grid.puzzle, { list: true });
  const mine = grid.solutionCells();
  for (;;) {
    if (budget.stopped()) return 'stop';
    const before = s.nodes;
    const status = s.run(SLICE);
    budget.nodes += s.nodes - before;
    if (budget.layoutSpent()) return 'drop';
    if (status === 'done') return 'unique';
    if (status === 'found' && !sameCells(s.solution, mine)) return s.solution.slice();
  }
}

/** Kills other solutions until S is alone: 'unique', or 'drop' on a stall, or the budget's end. */
export function makeUnique(grid: GenerationGrid, budget: NodeBudget): 'unique' | LayoutEnd {
  for (let tries = 0; tries < MOVES_PER_ROW * grid.n; tries++) {
    const other = otherSolution(grid, budget);
    if (typeof other === 'string') return other;
    if (!killSolution(grid, other)) return 'drop';
  }
  return 'drop';
}
