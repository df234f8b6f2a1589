/**
 * Runs an exact-cover count (core/cover/coverUnits.ts) through runUnits: its units (the options
 * of the first item branched on) on this thread or on worker threads, with checkpoints, progress
 * and cancellation. Workers parse the same DLX text, so a unit names the same branch everywhere.
 */
import { planExactCoverUnits } from '../core/cover/coverUnits.js';
import type { ExactCoverProblem } from '../core/cover/problem.js';
import { resultOf } from '../core/protocol.js';
import type { CheckpointHeader, CheckpointRecord } from './checkpoint.js';
import type { UnitCodec } from './runUnits.js';
import { runUnitCount, type UnitCountOptions } from './unitCountRun.js';
import { digest } from './tilingCountRunner.js';
import { placerVersion } from './version.js';

/** One unit's count (or the sum of some). */
export interface CoverUnitCount {
  readonly count: bigint;
  readonly nodes: number;
  readonly memoHits: number;
}

export interface CoverCountRunOptions extends UnitCountOptions<CoverUnitCount> {
  /** The instance in DLX text (what workers parse), and as parsed here. */
  readonly dlx: string;
  readonly problem: ExactCoverProblem;
  readonly memoEntries: number;
}

export interface CoverCountRun {
  readonly count: CoverUnitCount;
  readonly complete: boolean;
  readonly units: number;
  readonly resumed: number;
  readonly seconds: number;
  readonly checkpointed: boolean;
}

/** What names an exact-cover count's job in its checkpoint: the instance's text and the split. */
export function coverCountHeader(dlx: string, units: number): CheckpointHeader {
  return {
    kind: 'placer-cover-count',
    version: 1,
    placer: placerVersion(),
    dlx: digest(dlx),
    units,
  };
}

const unitCodec: UnitCodec<CoverUnitCount> = {
  fromResult: (r) => {
    const c = resultOf(r, 'cover-count');
    return { count: c.count, nodes: c.nodes, memoHits: c.memoHits };
  },
  toRecord: (c) => ({ count: c.count.toString(), nodes: c.nodes, memoHits: c.memoHits }),
  fromRecord: (rec: CheckpointRecord) => {
    const ok = typeof rec.count === 'string' && /^[0-9]{1,60}$/.test(rec.count);
    return ok && Number.isSafeInteger(rec.nodes) && Number.isSafeInteger(rec.memoHits)
      ? {
          count: BigInt(rec.count as string),
          nodes: rec.nodes as number,
          memoHits: rec.memoHits as number,
        }
      : null;
  },
};

function sum(counts: Iterable<CoverUnitCount>): CoverUnitCount {
  let count = 0n;
  let nodes = 0;
  let memoHits = 0;
  for (const c of counts) {
    count += c.count;
    nodes += c.nodes;
    memoHits += c.memoHits;
  }
  return { count, nodes, memoHits };
}

export async function runCoverCount(opts: CoverCountRunOptions): Promise<CoverCountRun> {
  const { dlx, memoEntries } = opts;
  const plan = planExactCoverUnits(opts.problem);
  const units = plan.map((u) => ({
    id: String(u.id),
    job: { kind: 'cover-count' as const, dlx, id: u.id, memoEntries },
  }));
  const run = await runUnitCount<CoverUnitCount>(opts, {
    units,
    codec: unitCodec,
    // The same DLX text is the same job.
    key: `cover-${digest(dlx).slice(7)}`,
    header: coverCountHeader(dlx, plan.length),
    sum,
  });
  return {
    count: sum(plan.flatMap((u) => run.results.get(String(u.id)) ?? [])),
    complete: run.complete,
    units: plan.length,
    resumed: run.resumed,
    seconds: run.seconds,
    checkpointed: run.checkpointed,
  };
}
