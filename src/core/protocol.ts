/**
 * The worker protocol: the jobs a pool runs and their answers, one discriminated union used
 * unchanged by worker_threads (the CLI), Web Workers (the page) and queue workers, so a unit of
 * work runs the same way everywhere. Messages are the pool's (pool.ts): `run` carries a unit id
 * and its job, the answer is `result` or `error` ({code, message}). A busy worker reads no
 * messages, so cancelling is the host terminating it; there is no cancel message.
 *
 * Every job is self-contained (it names its problem and the one unit to do), so any worker can
 * take any unit in any order, a unit can be re-run after a worker died, and a unit's answer
 * depends on nothing but its job.
 */
import { PlacerError } from './errors.js';
import { quoted } from './text.js';
import type { PoolReply, PoolRequest } from './run/pool.js';
import {
  countSubproblem,
  MAX_COUNT_N,
  planCount,
  subproblemFromId,
  type ClassTally,
} from './queens/count.js';
import { MUTATION_RULES, type MutationRule } from './queens/mutation.js';
import { createSolver, MAX_SOLVE_N, SOLVE_METHODS, type SolveMethod } from './queens/solve.js';
import type { RunStatus } from './run/engine.js';
import { isValidSeed } from './random.js';
import {
  coverFacts,
  coverList,
  coverProblemOf,
  queensDlx,
  type CoverFacts,
  type CoverListing,
} from './cover/coverJobs.js';
import { startExactCoverUnit } from './cover/coverUnits.js';
import { solutionSlice } from './queens/listing.js';
import {
  countPart,
  findCompletion,
  MAX_COMPLETE_N,
  prepareCompletion,
  type CompletionSetup,
} from './queens/complete.js';
import type { OrbitCounts } from './symmetry.js';
import { checkTilingSpec, type TilingSpec } from './tiling/spec.js';
import {
  problemOf,
  tilingAt,
  tilingDlx,
  tilingFacts,
  type TilingAt,
  type TilingFacts,
} from './tiling/tilingJobs.js';
import type { SymmetryMode } from './tiling/symmetryPlan.js';
import { startTilingUnit } from './tiling/units.js';
import type { EngineChoice } from './tiling/tilingEngine.js';

/** One subproblem of an N-Queens count, named by its stable id (count.ts). */
export interface QueensCountJob {
  readonly kind: 'queens-count';
  readonly n: number;
  readonly id: string;
}

/**
 * One placement of N queens by a fast method (solve.ts `createSolver`), run to its end in the
 * worker: the same seed gives the same placement as `placer queens solve N --method M --seed S`.
 */
export interface QueensSolveJob {
  readonly kind: 'queens-solve';
  readonly method: SolveMethod;
  readonly n: number;
  readonly seed: number;
  /** Mutation's acceptance rule (default 'intent'). */
  readonly rule?: MutationRule;
  /** Give up after this many steps (the method's unit); none by default. */
  readonly maxSteps?: number;
}

/** One unit of a tiling count (tiling/units.ts), on the problem its spec rebuilds. */
export interface TilingCountJob {
  readonly kind: 'tiling-count';
  readonly spec: TilingSpec;
  readonly id: string;
  readonly symmetry?: SymmetryMode;
  /** The engine (default 'auto'), and dancing links' cache entries (default 0: none). */
  readonly engine?: EngineChoice;
  readonly memoEntries?: number;
}

/** One unit of an exact-cover count (cover/coverUnits.ts): an option of the first item. */
export interface CoverCountJob {
  readonly kind: 'cover-count';
  /** The problem in Knuth's DLX text format. */
  readonly dlx: string;
  readonly id: number;
  /** Cache entries for memoised counting (default 0: none). */
  readonly memoEntries?: number;
}

/**
 * A partial placement's first completion in lexicographic order (`placer queens complete`).
 * `cols[r]` is row r's fixed column, 0-based, or -1 for a free row.
 */
export interface QueensCompleteJob {
  readonly kind: 'queens-complete';
  readonly n: number;
  readonly cols: readonly number[];
}

/**
 * The completions of a partial placement within one part of its count: the free rows first
 * chosen as `prefix` (core/queens/complete.ts planCompletion). A count is the sum over its parts.
 */
export interface QueensCompletionsJob {
  readonly kind: 'queens-completions';
  readonly n: number;
  readonly cols: readonly number[];
  readonly prefix: readonly number[];
}

/** Rows from…from+count-1 of `placer queens list N` (fundamental: of `--fundamental`). */
export interface QueensSliceJob {
  readonly kind: 'queens-slice';
  readonly n: number;
  readonly fundamental: boolean;
  /** The first row, 0-based, in decimal (listings pass 2^53). */
  readonly from: string;
  readonly count: number;
}

/**
 * The subproblems of an N-Queens count (count.ts `planCount`, default split): for a face whose
 * own thread must stay free, such as the page (planning N = 32 takes seconds).
 */
export interface QueensPlanJob {
  readonly kind: 'queens-plan';
  readonly n: number;
}

/** A tiling problem's facts and its count's units, before any search (tiling/tilingJobs.ts). */
export interface TilingPlanJob {
  readonly kind: 'tiling-plan';
  readonly spec: TilingSpec;
  readonly symmetry?: SymmetryMode;
}

/** The k-th tiling (0-based, decimal) of `placer tile --list [--distinct]`, by random access. */
export interface TilingAtJob {
  readonly kind: 'tiling-at';
  readonly spec: TilingSpec;
  readonly k: string;
  readonly distinct: boolean;
  /** The listing's tilings per unit in plan order where known (a count's), decimal or null. */
  readonly unitCounts?: readonly (string | null)[];
}

/** An exact-cover instance's size and units (cover/coverJobs.ts). */
export interface CoverPlanJob {
  readonly kind: 'cover-plan';
  readonly dlx: string;
}

/**
 * `count` solutions of an exact-cover instance from index `from` on (0-based, decimal; default
 * 0), as `placer cover --list --offset FROM --limit COUNT`, by random access (cover/coverSeek.ts).
 */
export interface CoverListJob {
  readonly kind: 'cover-list';
  readonly dlx: string;
  readonly count: number;
  readonly from?: string;
  /** The listing's solutions per unit in plan order where known (a count's), decimal or null. */
  readonly unitCounts?: readonly (string | null)[];
}

/** A problem written in Knuth's DLX format: N-Queens, or a tiling (as `placer tile --dlx`). */
export interface DlxExportJob {
  readonly kind: 'dlx-export';
  readonly from: { readonly queens: number } | { readonly tiling: TilingSpec };
}

/** Any job a worker runs. */
export type Job =
  | QueensCountJob
  | QueensSolveJob
  | TilingCountJob
  | CoverCountJob
  | QueensSliceJob
  | QueensPlanJob
  | QueensCompleteJob
  | QueensCompletionsJob
  | TilingPlanJob
  | TilingAtJob
  | CoverPlanJob
  | CoverListJob
  | DlxExportJob;

/** The placement a solve job found (or its last state), with its steps and restarts. */
export interface QueensSolveResult {
  readonly kind: 'queens-solve';
  /** 'none': no placement exists (N = 2, 3); 'gave-up': maxSteps reached first. */
  readonly status: 'solved' | 'none' | 'gave-up';
  /** The placement (the last state when not solved); its buffer is transferred, not copied. */
  readonly cols: Int32Array;
  readonly steps: number;
  readonly restarts: number;
  readonly error: number | null;
}

/** One tiling unit's count. */
export interface TilingCountResult {
  readonly kind: 'tiling-count';
  readonly total: bigint;
  readonly distinct: bigint;
  readonly orbits: OrbitCounts;
  readonly nodes: number;
}

/** One exact-cover unit's count. */
export interface CoverCountResult {
  readonly kind: 'cover-count';
  readonly count: bigint;
  readonly nodes: number;
  /** Sub-problems its cache answered (memoEntries > 0). */
  readonly memoHits: number;
}

/** The rows of a slice job, packed in typed arrays. */
export interface QueensSliceResult {
  readonly kind: 'queens-slice';
  readonly n: number;
  /** The rows' columns (0-based), n per row, row after row; fewer rows at the listing's end. */
  readonly cols: Int32Array;
  /** Each row's orbit size (fundamental listing; 0 otherwise): one size per row, not OrbitCounts. */
  readonly orbits: Uint8Array;
}

/**
 * A count's plan: its subproblem ids in plan order, each padded with spaces to `width`, as the
 * ASCII bytes of one buffer. The buffer is transferred, not copied (27 MB at N = 32, where a
 * string would be copied on arrival, a tenth of a second of the receiving thread), and the i-th
 * id is read without decoding the rest (`planId`).
 */
export interface QueensPlanResult {
  readonly kind: 'queens-plan';
  readonly n: number;
  /** Subproblems in the plan. */
  readonly count: number;
  readonly width: number;
  readonly ids: Uint8Array;
}

/** The classes one subproblem of a queens count holds, by orbit size. */
export interface QueensCountResult {
  readonly kind: 'queens-count';
  readonly tally: ClassTally;
}

/**
 * A first completion (0-based columns of every row), or null with why: the fixed queens attack
 * each other ('conflict'), a free row is attacked in every column ('blocked'), or the search
 * found none ('none').
 */
export interface QueensCompleteResult {
  readonly kind: 'queens-complete';
  readonly completion: Int32Array | null;
  readonly reason: 'conflict' | 'blocked' | 'none' | null;
}

/** The completions within one part (decimal: a part of N = 32 can pass 2^53). */
export interface QueensCompletionsResult {
  readonly kind: 'queens-completions';
  readonly count: string;
}

/** Any job's answer; its `kind` is its job's. */
export type JobResult =
  | QueensCountResult
  | QueensSolveResult
  | TilingCountResult
  | CoverCountResult
  | QueensSliceResult
  | QueensPlanResult
  | QueensCompleteResult
  | QueensCompletionsResult
  | TilingPlanResult
  | TilingAtResult
  | CoverPlanResult
  | CoverListResult
  | DlxExportResult;

/** A tiling problem's facts (tiling/tilingJobs.ts). */
export interface TilingPlanResult extends TilingFacts {
  readonly kind: 'tiling-plan';
}

/** A tiling by index, ready to draw (tiling/tilingJobs.ts). */
export interface TilingAtResult extends TilingAt {
  readonly kind: 'tiling-at';
}

/** An exact-cover instance's size and units: the answer to a CoverPlanJob (cover/coverJobs.ts). */
export interface CoverPlanResult extends CoverFacts {
  readonly kind: 'cover-plan';
}

/** Solutions of an exact-cover instance from an index on: the answer to a CoverListJob. */
export interface CoverListResult extends CoverListing {
  readonly kind: 'cover-list';
}

/** A problem in Knuth's DLX text: the answer to a DlxExportJob. */
export interface DlxExportResult {
  readonly kind: 'dlx-export';
  readonly text: string;
}

/** The id of subproblem `i` (0 ≤ i < count) of a plan. */
export function planId(plan: QueensPlanResult, i: number): string {
  const at = i * plan.width;
  let end = at + plan.width;
  while (end > at && plan.ids[end - 1] === SPACE) end--;
  return String.fromCharCode(...plan.ids.subarray(at, end));
}

const SPACE = 0x20;

/**
 * A result narrowed to the kind its job asked for: a pool runs one kind of job, so any other kind
 * is a worker speaking another version of the protocol.
 */
export function resultOf<K extends JobResult['kind']>(
  r: JobResult,
  kind: K,
): Extract<JobResult, { kind: K }> {
  if (r.kind !== kind) {
    throw new PlacerError('bad-reply', `expected a ${kind} result, got ${r.kind}`);
  }
  return r as Extract<JobResult, { kind: K }>;
}

/** Steps per call of the solver: the worker is busy anyway; this only bounds one call. */
const SOLVE_SLICE = 1 << 24;

function checkSolveJob(job: QueensSolveJob): void {
  const bad = (message: string): never => {
    throw new PlacerError('bad-job', message);
  };
  if (!(SOLVE_METHODS as readonly string[]).includes(job.method))
    bad(`method must be one of ${SOLVE_METHODS.join(', ')}, got ${quoted(String(job.method))}`);
  const max = MAX_SOLVE_N[job.method];
  if (!Number.isSafeInteger(job.n) || job.n < 1 || job.n > max)
    bad(`N must be a whole number from 1 to ${max} for ${job.method}, got ${job.n}`);
  if (!isValidSeed(job.seed)) bad(`seed must be a whole number 0…2^53-1, got ${job.seed}`);
  if (job.rule !== undefined && !(MUTATION_RULES as readonly string[]).includes(job.rule))
    bad(`rule must be one of ${MUTATION_RULES.join(', ')}, got ${quoted(String(job.rule))}`);
  if (job.maxSteps !== undefined && !(Number.isSafeInteger(job.maxSteps) && job.maxSteps >= 1))
    bad(`maxSteps must be a whole number ≥ 1, got ${job.maxSteps}`);
}

function solve(job: QueensSolveJob): QueensSolveResult {
  checkSolveJob(job);
  const solver = createSolver(job.method, job.n, job.seed, { rule: job.rule });
  const maxSteps = job.maxSteps ?? Infinity;
  let status: RunStatus = 'paused';
  while (status === 'paused' && solver.steps < maxSteps) {
    status = solver.run(Math.min(SOLVE_SLICE, maxSteps - solver.steps));
  }
  const { cols, steps, restarts, error } = solver;
  return {
    kind: 'queens-solve',
    status: status === 'found' ? 'solved' : status === 'done' ? 'none' : 'gave-up',
    cols,
    steps,
    restarts,
    error,
  };
}

/**
 * A worker keeps the last problem it built (tilingJobs.ts problemOf, coverJobs.ts coverProblemOf):
 * it is given many units of one problem, and rebuilding it (placements, plan, engine) would cost
 * as much as a small unit.
 */
/**
 * A job under way: run in slices of `budget` steps, its answer read once it is done. Counts of
 * tilings and exact covers are sliced by search nodes, so a thread that runs them itself can
 * report progress and cancel inside a long unit; any other job is done in its first slice, as
 * one step.
 */
export interface JobRun {
  run(budget: number): RunStatus;
  /** Steps taken so far. */
  readonly steps: number;
  /** The answer (once run returned 'done'). */
  result(): JobResult;
}

export function startJob(job: Job): JobRun {
  if (job.kind === 'tiling-count') {
    checkTilingSpec(job.spec);
    const s = startTilingUnit(problemOf(job.spec), job.id, {
      symmetry: job.symmetry,
      engine: job.engine,
      memoEntries: job.memoEntries,
    });
    return {
      run: (budget) => s.run(budget),
      get steps() {
        return s.nodes;
      },
      result: () => ({
        kind: 'tiling-count',
        total: s.total,
        distinct: s.distinct,
        orbits: s.orbits,
        nodes: s.nodes,
      }),
    };
  }
  if (job.kind === 'cover-count') {
    const s = startExactCoverUnit(coverProblemOf(job.dlx).problem, job.id, {
      memoEntries: job.memoEntries,
    });
    return {
      run: (budget) => s.run(budget),
      get steps() {
        return s.nodes;
      },
      result: () => ({ kind: 'cover-count', count: s.count, nodes: s.nodes, memoHits: s.memoHits }),
    };
  }
  let answer: JobResult | null = null;
  return {
    run: () => {
      answer ??= runJob(job);
      return 'done';
    },
    get steps() {
      return answer === null ? 0 : 1;
    },
    result: () => {
      if (answer === null) throw new Error('job not run');
      return answer;
    },
  };
}

function dlxExport(job: DlxExportJob): string {
  const from = job.from as Record<string, unknown> | null;
  if (typeof from === 'object' && from !== null && 'queens' in from) {
    return queensDlx(Number(from.queens));
  }
  if (typeof from === 'object' && from !== null && 'tiling' in from) {
    const spec = from.tiling;
    checkTilingSpec(spec);
    return tilingDlx(
      spec,
      'tiling: items are the pieces, then cells as row,column; one option per placement',
    );
  }
  throw new PlacerError('bad-job', 'from must be {queens: N} or {tiling: spec}');
}

/** Rows of a slice job, at most this many (a page asks for a screenful at a time). */
export const MAX_SLICE_ROWS = 100_000;

function slice(job: QueensSliceJob): QueensSliceResult {
  if (!/^[0-9]{1,40}$/.test(job.from)) {
    throw new PlacerError(
      'bad-job',
      `from must be a row number in decimal, got ${quoted(String(job.from))}`,
    );
  }
  if (!Number.isSafeInteger(job.count) || job.count < 0 || job.count > MAX_SLICE_ROWS) {
    throw new PlacerError('bad-job', `count must be 0…${MAX_SLICE_ROWS}, got ${job.count}`);
  }
  const rows = solutionSlice(job.n, BigInt(job.from), job.count, {
    fundamental: job.fundamental === true,
  });
  const cols = new Int32Array(rows.length * job.n);
  const orbits = new Uint8Array(rows.length);
  rows.forEach((r, i) => {
    cols.set(r.cols, i * job.n);
    orbits[i] = r.orbitSize;
  });
  return { kind: 'queens-slice', n: job.n, cols, orbits };
}

function plan(job: QueensPlanJob): QueensPlanResult {
  const n = job.n;
  if (!Number.isInteger(n) || n < 1 || n > MAX_COUNT_N) {
    throw new PlacerError('bad-job', `N must be a whole number from 1 to ${MAX_COUNT_N}, got ${n}`);
  }
  const subs = planCount(n);
  let width = 0;
  for (const s of subs) width = Math.max(width, s.id.length);
  const ids = new Uint8Array(subs.length * width).fill(SPACE);
  subs.forEach((s, i) => {
    for (let c = 0; c < s.id.length; c++) ids[i * width + c] = s.id.charCodeAt(c);
  });
  return { kind: 'queens-plan', n, count: subs.length, width, ids };
}

/** The search space of a completion job's partial placement, after checking the job. */
function completionSetup(job: QueensCompleteJob | QueensCompletionsJob): CompletionSetup {
  const { n, cols } = job;
  if (!Number.isInteger(n) || n < 1 || n > MAX_COMPLETE_N) {
    throw new PlacerError(
      'bad-job',
      `N must be a whole number from 1 to ${MAX_COMPLETE_N}, got ${n}`,
    );
  }
  if (!Array.isArray(cols) || cols.length !== n) {
    throw new PlacerError('bad-job', `cols must list ${n} rows, got ${String(cols).slice(0, 40)}`);
  }
  for (const c of cols) {
    if (!Number.isInteger(c) || c < -1 || c >= n) {
      throw new PlacerError('bad-job', `a row's column must be -1 (free) or 0…${n - 1}, got ${c}`);
    }
  }
  return prepareCompletion({ n, cols: Int32Array.from(cols) });
}

function complete(job: QueensCompleteJob): QueensCompleteResult {
  const setup = completionSetup(job);
  if (setup.kind !== 'space')
    return { kind: 'queens-complete', completion: null, reason: setup.kind };
  const completion = findCompletion(setup.space);
  return { kind: 'queens-complete', completion, reason: completion === null ? 'none' : null };
}

function completions(job: QueensCompletionsJob): QueensCompletionsResult {
  const setup = completionSetup(job);
  if (setup.kind !== 'space') return { kind: 'queens-completions', count: '0' };
  const { space } = setup;
  const bad =
    job.prefix.length > job.n ||
    job.prefix.some((c, r) => !Number.isInteger(c) || c < 0 || (space.allowed[r] & (1 << c)) === 0);
  if (bad) {
    throw new PlacerError('bad-unit', `prefix ${job.prefix.join(',')} is not a part of this count`);
  }
  return { kind: 'queens-completions', count: String(countPart(space, { prefix: job.prefix })) };
}

/** Does one job on this thread; bad jobs (an unknown unit) throw a PlacerError. */
export function runJob(job: Job): JobResult {
  switch (job.kind) {
    case 'queens-count': {
      const sub = subproblemFromId(job.n, job.id);
      if (sub === null) {
        throw new PlacerError('bad-unit', `unknown subproblem '${job.id}' for N = ${job.n}`);
      }
      return { kind: 'queens-count', tally: countSubproblem(job.n, sub) };
    }
    case 'queens-solve':
      return solve(job);
    case 'tiling-count':
    case 'cover-count': {
      const r = startJob(job);
      r.run(Infinity);
      return r.result();
    }
    case 'queens-slice':
      return slice(job);
    case 'queens-plan':
      return plan(job);
    case 'queens-complete':
      return complete(job);
    case 'queens-completions':
      return completions(job);
    case 'tiling-plan':
      checkTilingSpec(job.spec);
      return { kind: 'tiling-plan', ...tilingFacts(job.spec, job.symmetry) };
    case 'tiling-at':
      checkTilingSpec(job.spec);
      return {
        kind: 'tiling-at',
        ...tilingAt(job.spec, job.k, job.distinct === true, job.unitCounts ?? []),
      };
    case 'cover-plan':
      return { kind: 'cover-plan', ...coverFacts(job.dlx) };
    case 'cover-list':
      return {
        kind: 'cover-list',
        ...coverList(job.dlx, job.count, job.from ?? '0', job.unitCounts ?? []),
      };
    case 'dlx-export':
      return { kind: 'dlx-export', text: dlxExport(job) };
  }
}

/**
 * The buffers a reply may hand over instead of copying (postMessage's transfer list): a
 * placement of 10^6 queens is 4 MB. The sender must not touch them afterwards.
 */
export function transferList(reply: PoolReply<JobResult>): ArrayBuffer[] {
  if (reply.type !== 'result') return [];
  const r = reply.result;
  const views =
    r.kind === 'queens-solve'
      ? [r.cols]
      : r.kind === 'queens-slice'
        ? [r.cols, r.orbits]
        : r.kind === 'queens-plan'
          ? [r.ids]
          : r.kind === 'queens-complete' && r.completion !== null
            ? [r.completion]
            : r.kind === 'tiling-at'
              ? [r.part, r.kinds]
              : [];
  return views.flatMap((v) => (v.buffer instanceof ArrayBuffer ? [v.buffer] : []));
}

/** A worker's whole body: one request in, one reply out; errors become {code, message}. */
export function answer(request: PoolRequest<Job>): PoolReply<JobResult> {
  try {
    return { type: 'result', unit: request.unit, result: runJob(request.job) };
  } catch (e) {
    const code = e instanceof PlacerError ? e.code : 'internal';
    const message = e instanceof Error ? e.message : String(e);
    return { type: 'error', unit: request.unit, error: { code, message } };
  }
}
