/**
 * An exact-cover count split into units of work (docs/architecture.md, "Unit count"): the branches
 * of the search tree a few levels down, in the order the search visits them. The split starts from
 * the branches below the root and splits them all again, level by level, until there are at least
 * MIN_UNITS (or nothing splits any more): a problem whose first levels are forced moves (a
 * Sudoku's clues) or that branches two ways at the root still gets enough units for every thread
 * and an even spread. The plan depends only on the problem, never on the machine, so a unit's id —
 * its position in the plan — names the same branch in every worker that parses the same DLX text
 * (dlxFormat.ts's parseDlx) and in a checkpoint read back later. The units' counts add up to the
 * whole count, and their listings, in plan order, are the whole listing.
 */
import { PlacerError } from '../errors.js';
import type { CoverBranch, ExactCoverOptions } from './exactCover.js';
import { coverSearch, type CoverSearch } from './coverSearch.js';
import type { ExactCoverProblem } from './problem.js';

/** The split stops once it has this many units (or more: a level is split whole). */
export const MIN_UNITS = 64;
/** The most branches the plan may look at (each costs a search's set-up)… */
const MAX_PLAN_SEARCHES = 4096;
/**
 * …and the most links their set-ups may lay in all (a search's set-up is linear in the
 * instance's size): a large instance gets a shallower plan, not a slow start.
 */
const MAX_PLAN_LINKS = 2e7;

/** One unit of an exact-cover count: a branch of the search, by its place in the plan. */
export interface ExactCoverUnit {
  /** The unit's position in the plan (0-based). */
  readonly id: number;
  /** How the search reaches the unit's branch. */
  readonly branch: CoverBranch;
}

/** Plans already made (a worker counts many units of one problem), and the nodes each took. */
const plans = new WeakMap<ExactCoverProblem, ExactCoverUnit[]>();
const planNodes = new WeakMap<ExactCoverProblem, number>();

/**
 * The search nodes the plan itself spent: each branch it split is a node of the search (an
 * item chosen, its options tried), which no unit's search counts again. A problem the plan
 * answers outright (every unit a solution already) has all its nodes here.
 */
export function exactCoverPlanNodes(problem: ExactCoverProblem): number {
  planExactCoverUnits(problem);
  return planNodes.get(problem) ?? 0;
}

/** The units, in the order the search visits them (none when the root is a dead end). */
export function planExactCoverUnits(problem: ExactCoverProblem): ExactCoverUnit[] {
  let plan = plans.get(problem);
  if (plan === undefined) {
    const made = planUnits(problem);
    plans.set(problem, (plan = made.units));
    planNodes.set(problem, made.nodes);
  }
  return [...plan];
}

function planUnits(problem: ExactCoverProblem): { units: ExactCoverUnit[]; nodes: number } {
  let level: CoverBranch[] = [{ fixed: [], excluded: [] }];
  let searches = 0;
  let nodes = 0;
  const links = problem.items.length + problem.optionItems.length + problem.optionStart.length;
  const most = Math.max(1, Math.min(MAX_PLAN_SEARCHES, Math.floor(MAX_PLAN_LINKS / links)));
  while (level.length < MIN_UNITS) {
    const next: CoverBranch[] = [];
    let split = false;
    for (let b = 0; b < level.length; b++) {
      // Once the budget is spent, the rest of the level stays as it is (order kept).
      const children =
        searches < most
          ? coverSearch(problem, { ...level[b], endgame: false }).rootBranches()
          : null;
      searches++;
      if (children === null)
        next.push(level[b]); // a solution itself (or out of budget)
      else {
        next.push(...children); // a dead end has none: it holds no solution
        split = true;
        nodes++;
      }
    }
    level = next;
    if (!split || searches >= most) break;
  }
  return { units: level.map((branch, id) => ({ id, branch })), nodes };
}

/** How a unit's search counts: its table (ExactCoverOptions) and where its loop runs. */
export type UnitSearchOptions = Pick<ExactCoverOptions, 'memoEntries' | 'memoTrial' | 'backend'>;

/** Counts one unit. PlacerError 'bad-unit' when the id names no unit of this problem. */
export function countExactCoverUnit(
  problem: ExactCoverProblem,
  id: number,
  opts: UnitSearchOptions = {},
): { id: number; count: bigint; nodes: number } {
  const s = startExactCoverUnit(problem, id, opts);
  s.run();
  return { id, count: s.count, nodes: s.nodes };
}

/** A count of one unit, to run in slices (its count is the unit's once it is done). */
export function startExactCoverUnit(
  problem: ExactCoverProblem,
  id: number,
  opts: UnitSearchOptions = {},
): CoverSearch {
  const plan = planExactCoverUnits(problem);
  const unit = Number.isInteger(id) ? plan[id] : undefined;
  if (unit === undefined) {
    throw new PlacerError(
      'bad-unit',
      plan.length === 0
        ? `unknown unit ${id}: this problem has no units (its root is a dead end)`
        : `unknown unit ${id}: the plan of this problem has units 0 to ${plan.length - 1}`,
    );
  }
  return coverSearch(problem, {
    countOnly: true,
    ...unit.branch,
    memoEntries: opts.memoEntries ?? 0,
    memoTrial: opts.memoTrial,
    backend: opts.backend,
  });
}

/** The units of a count of `problem`, by id (their positions in the plan). */
export function coverUnitIds(problem: ExactCoverProblem): number[] {
  return planExactCoverUnits(problem).map((u) => u.id);
}
