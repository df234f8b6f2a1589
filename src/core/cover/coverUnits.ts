/**
 * An exact-cover count split into units of work (DESIGN §3): one per branch below the root of
 * the search, i.e. per option of the first item it branches on. A unit's id is that option's
 * index in the problem (0-based, the order of the DLX file's option lines), so a worker that
 * parses the same DLX text (dlxFormat.ts's parseDlx: the problem's plain-data spec) counts the
 * same branch. With a range of multiplicities, the branch where that item takes no option is
 * unit −2. When the root has nothing to branch on (no primary item), the whole problem is one
 * unit, id −1. The units' counts add up to countExactCover.
 */
import { PlacerError } from '../errors.js';
import type { CoverBranch } from './exactCover.js';
import { coverSearch, type CoverSearch } from './coverSearch.js';
import type { ExactCoverProblem } from './problem.js';

/** The id of the unit where the first item branched on takes no (more) option. */
export const RETIRED_UNIT = -2;

/** One unit of an exact-cover count: an option of the first item chosen, taken first. */
export interface ExactCoverUnit {
  /** The option taken first (−1: the whole problem). */
  readonly id: number;
  /** How the search reaches the unit's branch. */
  readonly branch: CoverBranch;
}

/** Plans already made (a worker counts many units of one problem). */
const plans = new WeakMap<ExactCoverProblem, ExactCoverUnit[]>();

/** The units, in the order the search visits them (none when the root is a dead end). */
export function planExactCoverUnits(problem: ExactCoverProblem): ExactCoverUnit[] {
  let plan = plans.get(problem);
  if (plan === undefined) plans.set(problem, (plan = planUnits(problem)));
  return [...plan];
}

function planUnits(problem: ExactCoverProblem): ExactCoverUnit[] {
  const branches = coverSearch(problem, { endgame: false }).rootBranches();
  if (branches === null) return [{ id: -1, branch: { fixed: [], excluded: [] } }];
  // The branch where the first item takes no option (Algorithm M) fixes none: id −2.
  return branches.map((branch) => ({
    id: branch.fixed.length === 0 ? RETIRED_UNIT : branch.fixed[branch.fixed.length - 1],
    branch,
  }));
}

/** Counts one unit. PlacerError 'bad-unit' when the id names no unit of this problem. */
export function countExactCoverUnit(
  problem: ExactCoverProblem,
  id: number,
  opts: { memoEntries?: number } = {},
): { id: number; count: bigint; nodes: number } {
  const s = startExactCoverUnit(problem, id, opts);
  s.run();
  return { id, count: s.count, nodes: s.nodes };
}

/** A count of one unit, to run in slices (its count is the unit's once it is done). */
export function startExactCoverUnit(
  problem: ExactCoverProblem,
  id: number,
  opts: { memoEntries?: number } = {},
): CoverSearch {
  const unit = planExactCoverUnits(problem).find((u) => u.id === id);
  if (unit === undefined) {
    throw new PlacerError(
      'bad-unit',
      `unknown unit ${id}: not an option of the item the search branches on first`,
    );
  }
  return coverSearch(problem, {
    countOnly: true,
    ...unit.branch,
    memoEntries: opts.memoEntries ?? 0,
  });
}

/** The units of a count of `problem`: the options the search branches on first, by id. */
export function coverUnitIds(problem: ExactCoverProblem): number[] {
  return planExactCoverUnits(problem).map((u) => u.id);
}
