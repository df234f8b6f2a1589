/**
 * The exact-cover count as units (run/unitCount.ts): the branches a few levels down the search,
 * by their places in the plan (coverUnits.ts). Workers parse the same DLX text, so a unit names the same
 * branch everywhere.
 */
import { digest } from '../digest.js';
import { expectKind } from '../run/job.js';
import type { Fields, UnitCount } from '../run/unitCount.js';
import type { CoverBackend } from './exactCover.js';
import type { CoverCountJob, CoverCountResult } from './jobTypes.js';

/** A count of some units (one unit's, or the sum of those done so far). */
export interface CoverCount {
  readonly count: bigint;
  readonly nodes: number;
  /** Sub-problems a cache answered. */
  readonly memoHits: number;
  /** Units that ran on without their cache, dropped as saving too little. */
  readonly memoDropped: number;
  /** Units whose search loop ended in the WebAssembly kernel (coverSearch.ts `backend`). */
  readonly wasmUnits: number;
  /** Nodes where a count split into parts that no option joins (coverSearch.ts `splits`). */
  readonly splits: number;
}

/**
 * Counting-cache entries (a power of two) that fit `bytes` of memory, for an instance of `items`
 * items: the size every face asks for (the CLI 64 MiB a count, the page less a worker). An
 * entry is its key (a bit per item) and 17 bytes of count and bookkeeping (memo.ts); the engines
 * take fewer (memo.ts memoCap: both keep their tables small enough for the processor's caches).
 */
export function coverMemoEntries(items: number, bytes: number): number {
  const entry = 4 * Math.ceil((items + 1) / 32) + 17;
  let n = 1;
  while (n * 2 * entry <= bytes && n < 1 << 22) n *= 2;
  return n;
}

export const ZERO_COVER_COUNT: CoverCount = {
  count: 0n,
  nodes: 0,
  memoHits: 0,
  memoDropped: 0,
  wasmUnits: 0,
  splits: 0,
};

export function addCoverCounts(a: CoverCount, b: CoverCount): CoverCount {
  return {
    count: a.count + b.count,
    nodes: a.nodes + b.nodes,
    memoHits: a.memoHits + b.memoHits,
    memoDropped: a.memoDropped + b.memoDropped,
    wasmUnits: a.wasmUnits + b.wasmUnits,
    splits: a.splits + b.splits,
  };
}

/**
 * The count of an instance given as DLX text (what workers parse) over its units (`unitIds`,
 * from coverUnits.ts coverUnitIds or a worker's cover-plan job; this module imports no engine,
 * so the page's thread can hold it). `planNodes`: the nodes the plan spent (exactCoverPlanNodes),
 * which the sums start from, so a count the plan answers does not say "nodes 0".
 */
export function coverUnitCount(
  dlx: string,
  unitIds: readonly number[],
  memoEntries = 0,
  memoTrial = true,
  planNodes = 0,
  backend: CoverBackend = 'wasm',
): UnitCount<CoverCountJob, CoverCount, CoverCount> {
  return {
    units: unitIds.map((id) => ({
      id: String(id),
      // The default backend is left out, so the jobs of earlier versions are the same jobs.
      job: {
        kind: 'cover-count',
        dlx,
        id,
        memoEntries,
        memoTrial,
        ...(backend === 'js' && { backend }),
      },
    })),
    unitOf: (r) => {
      const c = expectKind<CoverCountResult>(r, 'cover-count');
      return {
        count: c.count,
        nodes: c.nodes,
        memoHits: c.memoHits,
        memoDropped: c.memoDropped ? 1 : 0,
        wasmUnits: c.backend === 'wasm' ? 1 : 0,
        splits: c.splits ?? 0,
      };
    },
    // The sum starts with the nodes the plan spent splitting the search (coverUnits.ts).
    zero: () => ({ ...ZERO_COVER_COUNT, nodes: planNodes }),
    add: addCoverCounts,
    toRecord: (c) => ({
      count: c.count.toString(),
      nodes: c.nodes,
      memoHits: c.memoHits,
      memoDropped: c.memoDropped,
      wasmUnits: c.wasmUnits,
      splits: c.splits,
    }),
    fromRecord: (rec: Fields) => {
      const ok = typeof rec.count === 'string' && /^[0-9]{1,60}$/.test(rec.count);
      // Checkpoints written before memoDropped was recorded: none dropped, as far as they say.
      const dropped = rec.memoDropped ?? 0;
      // Checkpoints written before the kernel: no unit of theirs ran in it.
      const wasm = rec.wasmUnits ?? 0;
      // Checkpoints written before decomposition: no splits.
      const splits = rec.splits ?? 0;
      return ok &&
        Number.isSafeInteger(rec.nodes) &&
        Number.isSafeInteger(rec.memoHits) &&
        Number.isSafeInteger(dropped) &&
        Number.isSafeInteger(wasm) &&
        Number.isSafeInteger(splits)
        ? {
            count: BigInt(rec.count as string),
            nodes: rec.nodes as number,
            memoHits: rec.memoHits as number,
            memoDropped: dropped as number,
            wasmUnits: wasm as number,
            splits: splits as number,
          }
        : null;
    },
    header: () => ({
      kind: 'placer-cover-count',
      // 2: units are positions in a plan split several levels down (1: options of the root).
      version: 2,
      fields: { dlx: digest(dlx), units: unitIds.length },
    }),
    // The same DLX text is the same job.
    key: () => `cover-${digest(dlx).slice(7)}`,
    // Neighbouring branches share sub-problems, which each worker's counting table finds again.
    inRuns: true,
  };
}
