/**
 * The difficulty walk of generation (generate.ts): a unique layout the rater did not accept is
 * changed by border moves that keep S and uniqueness, each kept when the rating comes no farther
 * from the target, before a new layout is drawn.
 */
import type { LayoutEnd, NodeBudget } from './budget.js';
import type { GenerationGrid } from './grid.js';
import { otherSolution } from './unique.js';

/** Steps of the walk on one unique layout, per row of the grid. */
const WALK_PER_ROW = 2;

/**
 * The moves of cell x to a 4-neighbouring region that keep S (x is not one of its stars) and
 * the source region connected, pushed as x * n + target.
 */
function movesOf(grid: GenerationGrid, x: number, out: number[]): void {
  const { n, region, isStar, flood } = grid;
  const { side } = flood;
  if (isStar[x] === 1) return;
  const g = region[x];
  let checked = false;
  for (let d = 0; d < 4; d++) {
    const y = side[x * 4 + d];
    if (y < 0 || region[y] === g) continue;
    const h = region[y];
    let dup = false;
    for (let e = 0; e < d; e++) {
      const z = side[x * 4 + e];
      if (z >= 0 && region[z] === h) dup = true;
    }
    if (dup) continue;
    if (!checked) {
      if (!flood.connectedWithout(region, x, g)) return;
      checked = true;
    }
    out.push(x * n + h);
  }
}

/** A random border move that keeps S, packed as x * n + target, or −1 when there is none. */
function randomMove(grid: GenerationGrid): number {
  const moves: number[] = [];
  for (let x = 0; x < grid.region.length; x++) movesOf(grid, x, moves);
  return moves.length === 0 ? -1 : moves[grid.rng.below(moves.length)];
}

/**
 * Walks the grid's unique layout: `judge` rates the layout after each move that keeps one
 * solution and gives the accepted puzzle or its distance from the target; `far` is the distance
 * of the layout as it is. The puzzle once one is accepted, else how the layout ended.
 */
export function walkLayout<T extends object>(
  grid: GenerationGrid,
  budget: NodeBudget,
  judge: () => T | number,
  far: number,
): T | LayoutEnd {
  const { n, region } = grid;
  let nearest = far;
  for (let step = 0; step < WALK_PER_ROW * n; step++) {
    const m = randomMove(grid);
    if (m < 0) break;
    const x = Math.floor(m / n);
    const from = region[x];
    region[x] = m % n;
    const other = otherSolution(grid, budget);
    if (other === 'drop' || other === 'stop') return other;
    if (other === 'unique') {
      const next = judge();
      if (typeof next !== 'number') return next;
      if (next <= nearest) {
        nearest = next;
        continue;
      }
    }
    region[x] = from;
  }
  return 'drop';
}
