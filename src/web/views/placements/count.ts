/**
 * An exact queens count on the page's worker pool, by the method N takes (core/queens/countMethod.ts)
 * where the join's tables fit the page's memory (pageCountMethod), else by the constellations.
 *
 * The constellations' plan (core/queens/count.ts subproblems) is
 * made in a worker (a `queens-plan` job: N = 32 takes seconds, and the page's thread stays free);
 * its subproblems are then counted as `queens-count` jobs by core/run/pool.ts over whatever `spawn`
 * makes (Web Workers in the page, in-thread fakes in a test).
 *
 * The subproblems go in a random order (randomOrder.ts, a fixed seed), so those done at any
 * moment are a fair sample of the plan and the forecast can predict the total and the time left
 * (countForecast.ts). Totals are exact whatever the order: each subproblem's classes are
 * added as bigints. From N = 21 the plan has hundreds of thousands of subproblems (1.9 million at
 * N = 32); they are handed to the pool in batches, so the page's thread never builds more than a
 * batch of unit objects at a time (a few milliseconds).
 */
import type { CancelSignal } from '../../../core/run/engine.js';
import { runPool } from '../../../core/run/pool.js';
import { RateMarks, type CountProgress } from '../../../core/run/unitCount.js';
import { resultOf, type Job, type JobResult } from '../../../core/protocol.js';
import { planId } from '../../../core/queens/planIds.js';
import { defaultSplitRows, type QueensCount } from '../../../core/queens/count.js';
import { queensUnitCount, zeroQueensCount } from '../../../core/queens/unitCount.js';
import { defaultCountMethod, type CountMethod } from '../../../core/queens/countMethod.js';
import { joinThreadBytes, joinUnitIds } from '../../../core/queens/join/units.js';
import { joinQueensCount, queensJoinUnitCount } from '../../../core/queens/join/unitCount.js';
import { addToSample, EMPTY_SAMPLE, type UnitSample } from './countForecast.js';
import { RandomOrder } from './randomOrder.js';
import { SerialWorker, type Handle, type Spawn } from '../../state/serialWorker.js';
import { startedAhead } from '../../state/startedAhead.js';

/**
 * The page's queens count so far, in the shape of every count's progress (core/run/unitCount.ts:
 * subproblems done of `total`, the exact counts of those done in `partial`, time since the first
 * was sent in `elapsedMs`), and what the page adds: its phase and the forecast's sample.
 */
export interface QueensCountProgress extends CountProgress<QueensCount> {
  /** 'planning' until the plan is back (total 0), then 'counting'. */
  readonly phase: 'planning' | 'counting';
  /** Solutions per subproblem done, for the forecast. */
  readonly sample: UnitSample;
  /** performance.now() when the first subproblem was sent (0 while planning). */
  readonly countingSince: number;
  /**
   * How it counts. A join's `partial` has the total so far and no classes (they come from
   * Burnside's lemma at the end, core/queens/join/unitCount.ts).
   */
  readonly method: CountMethod;
  /** The memory each worker needs for the join's quadrant table (0 for the constellations). */
  readonly workerBytes: number;
}

/**
 * The memory the page lets a join take, all workers together: past it (N = 22 and 23, whose
 * tables take 534 MB a worker) the page counts by the constellations.
 */
export const PAGE_JOIN_BYTES = 2 ** 30;

/** How the page counts N on `threads` workers: N's default, unless the join's tables do not fit. */
export function pageCountMethod(n: number, threads: number): CountMethod {
  const method = defaultCountMethod(n);
  return method === 'join' && threads * joinThreadBytes(n) <= PAGE_JOIN_BYTES
    ? 'join'
    : 'constellations';
}

export interface CountOnPoolOptions {
  readonly spawn: Spawn;
  readonly threads: number;
  readonly signal?: CancelSignal;
  readonly onProgress?: (p: QueensCountProgress) => void;
  /** Seed of the order the subproblems are counted in (the result does not depend on it). */
  readonly seed?: number;
  /** Subproblems handed to the pool at a time. */
  readonly batch?: number;
  /** Units sent ahead to each worker (core/run/pool.ts inFlight). */
  readonly inFlight?: number;
  /** Clock for countingSince (performance.now in the page). */
  readonly now?: () => number;
  /** Default: pageCountMethod(n, threads). */
  readonly method?: CountMethod;
}

/**
 * Subproblems per batch: every plan up to N = 20 (9,522) in one. A batch ends when its last unit
 * does, so a worker may wait for the other's last unit: from N = 21, where there are batches,
 * a unit takes a fraction of a second and a count hours, so that wait is lost in the noise.
 */
export const COUNT_BATCH = 10_000;

/**
 * Units ahead per worker. Up to N = 17 a subproblem takes a fraction of a millisecond, less than
 * a message's trip to the page and back on a busy machine, so two ahead left workers waiting
 * (measured: 1.8× the CLI's time at N = 16 with 2 ahead); a few more cost nothing at the end (a
 * random order puts no large units last).
 */
export const COUNT_IN_FLIGHT = 8;

/**
 * The pool's workers, started while the plan is made: a worker takes tens of milliseconds to
 * load and start, a tenth of a small count. The first of them makes the plan, then counts too.
 */
class Prespawned {
  private readonly ready: Handle[];

  constructor(
    private readonly spawnOne: Spawn,
    threads: number,
  ) {
    this.ready = Array.from({ length: threads }, () => startedAhead(spawnOne()));
  }

  /** Puts a worker back at the front (the planner's, once it planned). */
  giveBack(h: Handle): void {
    this.ready.unshift(h);
  }

  /** The pool's spawn: the workers started ahead first, then new ones. */
  readonly spawn: Spawn = () => this.ready.shift() ?? this.spawnOne();

  /** Terminates the workers started ahead that no one took. */
  close(): void {
    for (const h of this.ready.splice(0)) h.terminate();
  }
}

/** Resolves with the count, or null when cancelled; rejects with a worker's error. */
export async function countQueensOnPool(
  n: number,
  opts: CountOnPoolOptions,
): Promise<QueensCount | null> {
  const method = opts.method ?? pageCountMethod(n, Math.max(1, opts.threads));
  if (method === 'join') return joinOnPool(n, opts);
  const now = opts.now ?? (() => performance.now());
  let partial = zeroQueensCount(n);
  let sample = EMPTY_SAMPLE;
  const how = { method, workerBytes: 0 } as const;
  opts.onProgress?.({
    phase: 'planning',
    done: 0,
    total: 0,
    resumed: 0,
    elapsedMs: 0,
    partial,
    sample,
    countingSince: 0,
    ...how,
  });

  if (opts.signal?.aborted) return null;
  const workers = new Prespawned(opts.spawn, Math.max(1, opts.threads));
  const planner = new SerialWorker(workers.spawn);
  const stopPlanning = (): void => {
    planner.close();
    workers.close();
  };
  opts.signal?.addEventListener('abort', stopPlanning);
  let plan;
  try {
    plan = resultOf(await planner.run({ kind: 'queens-plan', n }), 'queens-plan');
  } catch (e) {
    stopPlanning();
    if (opts.signal?.aborted) return null;
    throw e;
  } finally {
    opts.signal?.removeEventListener('abort', stopPlanning);
  }
  // The planner's worker counts next.
  const h = planner.release();
  if (h !== null) workers.giveBack(h);

  const m = plan.count;
  const order = new RandomOrder(m, opts.seed ?? 1);
  const since = now();
  const marks = new RateMarks();
  opts.onProgress?.({
    phase: 'counting',
    done: 0,
    total: m,
    resumed: 0,
    elapsedMs: 0,
    partial,
    sample,
    countingSince: since,
    ...how,
  });
  const batch = Math.max(1, opts.batch ?? COUNT_BATCH);
  let done = 0;
  for (let from = 0; from < m; from += batch) {
    const ids: string[] = [];
    for (let k = from; k < Math.min(m, from + batch); k++) ids.push(planId(plan, order.at(k)));
    // This batch of the count, as the family's descriptor (core/queens/unitCount.ts) gives it.
    const counting = queensUnitCount(n, defaultSplitRows(n), ids);
    const outcome = await runPool<Job, JobResult>({
      spawn: workers.spawn,
      units: counting.units,
      threads: opts.threads,
      signal: opts.signal,
      inFlight: opts.inFlight ?? COUNT_IN_FLIGHT,
      onResult: (_, result) => {
        const tally = counting.unitOf(result);
        partial = counting.add(partial, tally);
        sample = addToSample(sample, tally.c1 + 2 * tally.c2 + 4 * tally.c4 + 8 * tally.c8);
        done++;
        marks.record(done, now() - since);
        opts.onProgress?.({
          phase: 'counting',
          done,
          total: m,
          resumed: 0,
          elapsedMs: now() - since,
          since: marks.since(done),
          partial,
          sample,
          countingSince: since,
          ...how,
        });
      },
    });
    // Workers started ahead and not needed (a plan smaller than the pool) are let go.
    workers.close();
    if (outcome !== 'done') return null;
  }
  return partial;
}

/**
 * The count by the quadrant join: its units (core/queens/join/units.ts, planned here: a list of
 * ids, a few milliseconds) on the pool in plan order, as the CLI runs them: a worker builds N's
 * table once and each start's south tables once for the start's units in a row (in a random
 * order it would build them again for almost every unit). The units are not a random sample,
 * so there is no forecast of the total; the progress line has the time left.
 */
async function joinOnPool(n: number, opts: CountOnPoolOptions): Promise<QueensCount | null> {
  const now = opts.now ?? (() => performance.now());
  const ids = joinUnitIds(n);
  const counting = queensJoinUnitCount(n, ids);
  const how = { method: 'join', workerBytes: joinThreadBytes(n) } as const;
  let sum = counting.zero();
  let done = 0;
  const since = now();
  const marks = new RateMarks();
  const report = (): void =>
    opts.onProgress?.({
      phase: 'counting',
      done,
      total: ids.length,
      resumed: 0,
      elapsedMs: now() - since,
      since: marks.since(done),
      partial: { ...zeroQueensCount(n), total: sum.total },
      sample: EMPTY_SAMPLE,
      countingSince: since,
      ...how,
    });
  report();
  if (opts.signal?.aborted) return null;
  const outcome = await runPool<Job, JobResult>({
    spawn: opts.spawn,
    units: counting.units,
    threads: opts.threads,
    signal: opts.signal,
    inFlight: opts.inFlight ?? COUNT_IN_FLIGHT,
    onResult: (_, result) => {
      sum = counting.add(sum, counting.unitOf(result));
      done++;
      marks.record(done, now() - since);
      report();
    },
  });
  return outcome === 'done' ? joinQueensCount(sum, true) : null;
}
