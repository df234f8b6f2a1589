/**
 * Runs an N-Queens count plan on this thread with what a long run needs around the engine:
 * resumable checkpoints (finished subproblems are never redone), progress reports, and
 * cancellation between subproblems (the loop yields to the event loop a few times a second so a
 * signal handler can run).
 */
import {
  countSubproblem,
  defaultSplitRows,
  planCount,
  summarize,
  type OrbitTally,
  type QueensCount,
} from '../core/queens/count.js';
import { Checkpoint, type CheckpointRecord } from './checkpoint.js';

export interface CountProgress {
  readonly done: number;
  readonly total: number;
  /** Subproblems taken from the checkpoint rather than computed in this run. */
  readonly resumed: number;
  readonly elapsedMs: number;
  /** Counts of the subproblems finished so far (resumed ones included). */
  readonly partial: QueensCount;
}

export interface CountRunOptions {
  readonly n: number;
  readonly extraRows?: number;
  /** Checkpoint file to resume from and append to; none when absent. */
  readonly checkpoint?: string;
  readonly signal?: AbortSignal;
  readonly onProgress?: (p: CountProgress) => void;
  /** Minimum time between progress reports. */
  readonly progressEveryMs?: number;
}

export interface CountRun {
  readonly result: QueensCount;
  /** False when cancelled before every subproblem finished. */
  readonly complete: boolean;
  readonly subproblems: number;
  readonly resumed: number;
  readonly seconds: number;
}

type TallyRecord = CheckpointRecord & OrbitTally;

const YIELD_EVERY_MS = 100;

function isTally(r: CheckpointRecord): r is TallyRecord {
  const t = r as Partial<TallyRecord>;
  return [t.c1, t.c2, t.c4, t.c8].every((v) => Number.isSafeInteger(v) && (v as number) >= 0);
}

export async function runCount(opts: CountRunOptions): Promise<CountRun> {
  const { n } = opts;
  const extraRows = opts.extraRows ?? defaultSplitRows(n);
  const plan = planCount(n, extraRows);
  const cp = opts.checkpoint
    ? Checkpoint.open<TallyRecord>(opts.checkpoint, {
        kind: 'placer-queens-count',
        version: 1,
        n,
        extraRows,
        subproblems: plan.length,
      })
    : null;
  const tallies = new Map<string, OrbitTally>();
  if (cp) {
    const ids = new Set(plan.map((s) => s.id));
    for (const [id, rec] of cp.done) if (ids.has(id) && isTally(rec)) tallies.set(id, rec);
  }
  const resumed = tallies.size;
  const t0 = performance.now();
  let lastYield = t0;
  let lastReport = -Infinity;
  const every = opts.progressEveryMs ?? 250;
  const report = (force: boolean): void => {
    const now = performance.now();
    if (!opts.onProgress || (!force && now - lastReport < every)) return;
    lastReport = now;
    opts.onProgress({
      done: tallies.size,
      total: plan.length,
      resumed,
      elapsedMs: now - t0,
      partial: summarize(n, tallies.values()),
    });
  };
  try {
    for (const sub of plan) {
      if (tallies.has(sub.id)) continue;
      if (opts.signal?.aborted) break;
      const t = countSubproblem(n, sub);
      tallies.set(sub.id, t);
      cp?.append({ id: sub.id, c1: t.c1, c2: t.c2, c4: t.c4, c8: t.c8 });
      report(false);
      const now = performance.now();
      if (now - lastYield >= YIELD_EVERY_MS) {
        await new Promise((resolve) => setImmediate(resolve));
        lastYield = performance.now();
      }
    }
  } finally {
    cp?.close();
  }
  report(true);
  return {
    result: summarize(
      n,
      plan.filter((s) => tallies.has(s.id)).map((s) => tallies.get(s.id) as OrbitTally),
    ),
    complete: tallies.size === plan.length,
    subproblems: plan.length,
    resumed,
    seconds: (performance.now() - t0) / 1000,
  };
}
