/**
 * Runs a tiling count (core/tiling/units.ts) through runUnits: its units on this thread or on
 * worker threads, with checkpoints, progress and cancellation. Workers rebuild the problem from
 * its spec (core/tiling/spec.ts), so a unit's count is the same wherever it runs; the sum is taken
 * in plan order, so it does not depend on the order units finished in.
 */
import { createHash } from 'node:crypto';
import type { OrbitCounts } from '../core/symmetry.js';
import type { TilingProblem } from '../core/tiling/problem.js';
import type { TilingSpec } from '../core/tiling/spec.js';
import type { SymmetryMode } from '../core/tiling/symmetryPlan.js';
import type { EngineChoice } from '../core/tiling/tilingEngine.js';
import { planTilingUnits, sumTilingUnits, type TilingUnitCount } from '../core/tiling/units.js';
import { resultOf } from '../core/protocol.js';
import type { CheckpointHeader, CheckpointRecord } from './checkpoint.js';
import type { UnitCodec } from './runUnits.js';
import { runUnitCount, type UnitCountOptions } from './unitCountRun.js';
import { placerVersion } from './version.js';
import type { RedisTarget } from './queue/url.js';

export interface TilingCountRunOptions extends UnitCountOptions<TilingUnitCount> {
  /** The problem as data (what workers rebuild), and as built here from it. */
  readonly spec: TilingSpec;
  readonly problem: TilingProblem;
  readonly symmetry: SymmetryMode;
  readonly engine: EngineChoice;
  readonly memoEntries: number;
}

/** Where and as what a count's units go when they run on `placer worker`s. */
export interface QueueRun {
  readonly target: RedisTarget;
  /** placer's version: a job is carried on only by the version that started it. */
  readonly version: string;
  /** The command, for `placer queue status`. */
  readonly title: string;
  readonly onNote?: (line: string) => void;
}

export interface TilingCountRun {
  readonly count: TilingUnitCount;
  readonly complete: boolean;
  readonly units: number;
  readonly resumed: number;
  readonly seconds: number;
  readonly checkpointed: boolean;
}

/** A short stable digest of a text (a piece file, a picture) for a checkpoint header. */
export function digest(text: string): string {
  return 'sha256:' + createHash('sha256').update(text).digest('hex').slice(0, 16);
}

/** What names a tiling count's job in its checkpoint: the problem, the symmetry, the split. */
export function tilingCountHeader(
  spec: TilingSpec,
  symmetry: SymmetryMode,
  units: number,
): CheckpointHeader {
  const region = /\n/.test(spec.region) ? `picture ${digest(spec.region)}` : spec.region;
  const pieces = 'set' in spec.pieces ? spec.pieces.set : `file ${digest(spec.pieces.file)}`;
  return {
    kind: 'placer-tile-count',
    version: 1,
    placer: placerVersion(),
    region,
    pieces,
    select: spec.select ?? [],
    symmetry,
    units,
  };
}

const COUNT_FIELDS = ['total', 'distinct', 'o1', 'o2', 'o4', 'o8'] as const;

function bigOf(v: unknown): bigint | null {
  return typeof v === 'string' && /^[0-9]{1,60}$/.test(v) ? BigInt(v) : null;
}

const unitCodec: UnitCodec<TilingUnitCount> = {
  fromResult: (r) => {
    const c = resultOf(r, 'tiling-count');
    return { id: '', total: c.total, distinct: c.distinct, orbits: c.orbits, nodes: c.nodes };
  },
  toRecord: (c) => ({
    total: c.total.toString(),
    distinct: c.distinct.toString(),
    o1: c.orbits[1].toString(),
    o2: c.orbits[2].toString(),
    o4: c.orbits[4].toString(),
    o8: c.orbits[8].toString(),
    nodes: c.nodes,
  }),
  fromRecord: (rec: CheckpointRecord) => {
    const v = COUNT_FIELDS.map((k) => bigOf(rec[k]));
    if (v.some((x) => x === null) || !Number.isSafeInteger(rec.nodes)) return null;
    const [total, distinct, o1, o2, o4, o8] = v as bigint[];
    const orbits: OrbitCounts = { 1: o1, 2: o2, 4: o4, 8: o8 };
    return { id: rec.id, total, distinct, orbits, nodes: rec.nodes as number };
  },
};

function sum(counts: Iterable<TilingUnitCount>): TilingUnitCount {
  let nodes = 0;
  const list = [...counts];
  for (const c of list) nodes += c.nodes;
  return { id: 'sum', ...sumTilingUnits(list), nodes };
}

export async function runTilingCount(opts: TilingCountRunOptions): Promise<TilingCountRun> {
  const { spec, symmetry, engine, memoEntries } = opts;
  const plan = planTilingUnits(opts.problem, { symmetry, engine, memoEntries });
  const units = plan.map((u) => ({
    id: u.id,
    job: { kind: 'tiling-count' as const, spec, id: u.id, symmetry, engine, memoEntries },
  }));
  const header = tilingCountHeader(spec, symmetry, plan.length);
  const run = await runUnitCount<TilingUnitCount>(opts, {
    units,
    codec: unitCodec,
    // The same problem, symmetry and split (the checkpoint's header) is the same job.
    key: `tile-${digest(JSON.stringify(header)).slice(7)}`,
    header,
    sum,
  });
  return {
    count: sum(plan.flatMap((u) => run.results.get(u.id) ?? [])),
    complete: run.complete,
    units: plan.length,
    resumed: run.resumed,
    seconds: run.seconds,
    checkpointed: run.checkpointed,
  };
}
