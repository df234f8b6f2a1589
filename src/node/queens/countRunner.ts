/**
 * The N-Queens count in Node: the family's unit-count descriptor (core/queens/unitCount.ts) with
 * its subproblems in the count's seeded order, through the one unit-count runner
 * (unitCountRun.ts): checkpoints, progress and cancellation. Small counts run on this thread;
 * from WORKER_MIN_N on — a subproblem can take minutes from N ≈ 20 — and with several threads,
 * they run in worker threads, where cancelling terminates the workers at once, losing only the
 * subproblems in flight.
 */
import { defaultSplitRows, planCount, type QueensCount } from '../../core/queens/count.js';
import { joinUnitIds } from '../../core/queens/join/units.js';
import { queensJoinUnitCount, type JoinCount } from '../../core/queens/join/unitCount.js';
import { queensUnitCount } from '../../core/queens/unitCount.js';
import { countOrder } from './countRate.js';
import { runUnitCount, type UnitCountOptions, type UnitCountRun } from '../unitCountRun.js';

/** From this N on a count runs in a worker even on one thread, so that Ctrl-C is immediate. */
export const WORKER_MIN_N = 19;

export interface CountRunOptions extends UnitCountOptions<QueensCount> {
  readonly n: number;
  /** Rows pre-placed per subproblem (default: N's, planCount). */
  readonly extraRows?: number;
}

/** The count of N queens, its subproblems in the count's seeded order (a fair sample for the ETA). */
export function queensCount(n: number, extraRows = defaultSplitRows(n)) {
  return queensUnitCount(
    n,
    extraRows,
    countOrder(planCount(n, extraRows)).map((s) => s.id),
  );
}

export async function runCount(opts: CountRunOptions): Promise<UnitCountRun<QueensCount>> {
  const { n } = opts;
  return runUnitCount(queensCount(n, opts.extraRows), {
    ...opts,
    workers: opts.workers === true || n >= WORKER_MIN_N,
    // Below WORKER_MIN_N a subproblem takes milliseconds: this thread can be one of the threads.
    here: n < WORKER_MIN_N,
  });
}

export interface JoinRunOptions extends UnitCountOptions<JoinCount> {
  readonly n: number;
}

/**
 * The count of N queens by the quadrant join (core/queens/join/), its units in plan order; each
 * thread builds N's quadrant table once and keeps it for its units. As for the constellations,
 * from WORKER_MIN_N on it runs in worker threads.
 */
export async function runJoinCount(opts: JoinRunOptions): Promise<UnitCountRun<JoinCount>> {
  const { n } = opts;
  return runUnitCount(queensJoinUnitCount(n, joinUnitIds(n)), {
    ...opts,
    workers: opts.workers === true || n >= WORKER_MIN_N,
    here: n < WORKER_MIN_N,
  });
}
