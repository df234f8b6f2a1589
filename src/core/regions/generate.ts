/**
 * Regions puzzles made from a seed: an n×n grid split into n connected regions, no blocked
 * cell, with exactly one way to place k stars per row, column and region without two touching.
 *
 * The method, in three steps, each its own module in generate/ (figures: bench/regions.ts and
 * the commits):
 * 1. A random solution S (solution.ts): k stars per row and column, none touching —
 *    backtracking row by row over the rows' k-subsets of columns in a random order, with a
 *    column-count bound.
 * 2. A layout with k stars of S in every region (layout.ts): each region starts at a star of S
 *    and, for k > 1, takes the nearest free stars of S through paths of free plain cells
 *    (breadth-first); then the regions grow over the free cells, a random frontier cell at a
 *    time, each region with a random weight so that sizes vary.
 * 3. While a second solution T exists (unique.ts: RegionsSearch, stopping at the second), a star
 *    x of T that S lacks is carved into a neighbouring region h (carve.ts): x, the shortest path
 *    inside its region from x to a cell beside h (off S's stars), and whatever that path cuts off
 *    from the region's stars of S. T then has fewer than k stars in x's region; S keeps k in
 *    every region; both regions stay connected. A layout is dropped for a new one when no carve
 *    is possible, after 6n carves, or once its counts pass its share of search nodes
 *    (budget.ts).
 *
 * Difficulty and "solvable without guessing" are judged by an injected rater (e.g. the hint
 * engine's ratePuzzle): a unique layout is offered to it, then walked (walk.ts: border moves
 * that keep S and uniqueness, kept when the rating comes no farther from the target) before a
 * new layout. The options and the rater's verdict are generate/options.ts's.
 *
 * Only `Random` draws (one stream, generate/grid.ts): the same options give the same puzzle on
 * every platform. Work is bounded by a count of search nodes and an abort flag; running out of
 * either returns null (an outcome passed back up, not thrown: budget.ts LayoutEnd).
 */
import { regionsFromCells, type RegionsPuzzle } from './puzzle.js';
import { NodeBudget, type LayoutEnd } from './generate/budget.js';
import { GenerationGrid } from './generate/grid.js';
import { growLayout } from './generate/layout.js';
import {
  checkOptions,
  type GenerateRegionsOptions,
  type GeneratorRating,
} from './generate/options.js';
import { admissibleRows, drawSolution } from './generate/solution.js';
import { makeUnique } from './generate/unique.js';
import { walkLayout } from './generate/walk.js';

/** A generated puzzle, its solution and rating, and what making it took. */
export interface GeneratedRegions {
  readonly puzzle: RegionsPuzzle;
  /** Its one solution: the star cells, ascending. */
  readonly solution: Int32Array;
  /** The rater's verdict on it, or null without a rater. */
  readonly rating: GeneratorRating | null;
  /** Layouts begun (1 when the first one served). */
  readonly layouts: number;
  /** Unique layouts the rater saw, by rating: index 0 for unsolved or unrated, else `strongest`. */
  readonly rated: readonly number[];
  /** Search nodes spent counting. */
  readonly nodes: number;
}

/**
 * How far a rating is from what is wanted: 0 when accepted. Level 0 wants any puzzle the rater
 * solves; an unsolved or unrated puzzle counts as level 5, past the strongest rule.
 */
function distance(rating: GeneratorRating | null, level: number): number {
  const got = rating === null || !rating.solved ? 5 : rating.strongest;
  if (level === 0) return got === 5 ? 1 : 0;
  return Math.abs(got - level);
}

/**
 * A puzzle with one solution for the options (see the header), or null when the node budget
 * or the signal stopped it first. Bad options throw a PlacerError with code 'bad-generate'.
 */
export function generateRegions(opts: GenerateRegionsOptions): GeneratedRegions | null {
  const [n, k, level] = checkOptions(opts);
  const grid = new GenerationGrid(n, k, opts.seed);
  const budget = new NodeBudget(k, opts.maxNodes ?? 1e9, opts.signal);
  const rows = admissibleRows(n, k);
  const rate = opts.rate;
  const rated = [0, 0, 0, 0, 0];
  let layouts = 0;
  const done = (puzzle: RegionsPuzzle, rating: GeneratorRating | null): GeneratedRegions => ({
    puzzle,
    solution: grid.solutionCells(),
    rating,
    layouts,
    rated,
    nodes: budget.nodes,
  });
  /** The current layout rated (the rater gets a puzzle of its own): done, or its distance. */
  const judge = (): GeneratedRegions | number => {
    const puzzle = regionsFromCells(n, grid.region, k);
    if (rate === undefined) return done(puzzle, null);
    const r = rate(puzzle);
    rated[r !== null && r.solved && r.strongest >= 1 && r.strongest <= 4 ? r.strongest : 0]++;
    const far = distance(r, level);
    return far === 0 ? done(puzzle, r) : far;
  };
  /** One layout, steps 1 to 3 and the walk: a puzzle, or how it ended without one. */
  const layout = (): GeneratedRegions | LayoutEnd => {
    budget.beginLayout();
    drawSolution(grid, rows);
    if (!growLayout(grid)) return 'drop';
    const unique = makeUnique(grid, budget);
    if (unique !== 'unique') return unique;
    const first = judge();
    return typeof first === 'number' ? walkLayout(grid, budget, judge, first) : first;
  };
  for (;;) {
    if (budget.stopped()) return null;
    opts.onLayout?.(layouts, budget.nodes);
    layouts++;
    const got = layout();
    if (got === 'stop') return null;
    if (got !== 'drop') return got;
  }
}
