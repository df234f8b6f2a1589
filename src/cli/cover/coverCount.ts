/**
 * `placer cover FILE --count`: the count split into units (core/cover/coverUnits.ts), run on this
 * thread (in slices of nodes, so Ctrl-C is immediate) or on --threads worker threads, with
 * progress and an ETA, Ctrl-C or SIGTERM giving the partial count, and a checkpoint
 * (--checkpoint FILE; by default once the run lasts DEFAULT_CHECKPOINT_AFTER_MS) that the same
 * command resumes.
 */
import {
  algorithmWords,
  backendState,
  backendWords,
  nodesWords,
  instanceWords,
  memoState,
} from '../../render/cover/coverWords.js';
import type { ExactCoverProblem } from '../../core/cover/problem.js';
import { coverUnitIds, exactCoverPlanNodes } from '../../core/cover/coverUnits.js';
import { coverAlgorithm, coverKernelPart } from '../../core/cover/coverSearch.js';
import type { CoverBackend } from '../../core/cover/exactCover.js';
import { coverUnitCount, type CoverCount } from '../../core/cover/unitCount.js';
import { runUnitCount } from '../../node/unitCountRun.js';
import type { CliContext } from '../context.js';
import type { Outcome } from '../outcome.js';
import { countJson, timingJson } from '../../render/jsonShapes.js';
import {
  cancelledCount,
  finishedUnits,
  unitCountCheckpoint,
  partialStatusLine,
  runCountCommand,
  type UnitCountCommand,
  type UnitCountRunResult,
} from '../unitCount.js';
import { formatDuration } from '../../render/duration.js';

/**
 * How a count uses its counting cache: tried and dropped once it saves too little (auto), kept
 * to the end (cached), or none (plain, as --no-memo).
 */
export const COVER_ENGINES = ['auto', 'cached', 'plain'] as const;
export type CoverEngine = (typeof COVER_ENGINES)[number];

export interface CoverCountArgs extends UnitCountCommand {
  readonly dlx: string;
  readonly problem: ExactCoverProblem;
  /** The file's name in messages ('stdin' for standard input). */
  readonly where: string;
  readonly memoEntries: number;
  /** How the count uses its cache (auto: on trial; cached: kept; plain: memoEntries 0). */
  readonly engine: CoverEngine;
  /** Where the search loop runs (--backend: Algorithm M's, Algorithm X's endgame). */
  readonly backend: CoverBackend;
  readonly json: boolean;
}

export async function coverCount(ctx: CliContext, a: CoverCountArgs): Promise<Outcome> {
  const counting = coverUnitCount(
    a.dlx,
    coverUnitIds(a.problem),
    a.memoEntries,
    a.engine !== 'cached',
    exactCoverPlanNodes(a.problem),
    a.backend,
  );
  const outcome = await runCountCommand(ctx, a, {
    checkpoint: unitCountCheckpoint(a, counting, 'cover-count'),
    words: {
      what: `cover ${a.where}`,
      noun: 'solutions',
      found: (c: CoverCount) => c.count,
      nodes: (c: CoverCount) => c.nodes,
    },
    run: (options) => runUnitCount(counting, options),
    print: (run, firstMs) => printCoverCount(ctx, a, run, firstMs),
    cancelled: cancelledCount<CoverCount>({
      subject: 'the count above is',
      one: 'solution',
      many: 'solutions',
      units: 'units',
      found: (c) => c.count,
    }),
  });
  if (outcome !== 'ok') return outcome;
  // A count of 0 is an answer (exit 0).
  await ctx.out.end();
  return 'ok';
}

/** A cover count's answer: the summary lines, or one JSON object. */
function printCoverCount(
  ctx: CliContext,
  a: CoverCountArgs,
  run: UnitCountRunResult<CoverCount>,
  firstMs: number | null,
): void {
  const { problem, where } = a;
  const { count, seconds, complete } = run;
  const algorithm = coverAlgorithm(problem);
  if (a.json) {
    ctx.out.line(
      JSON.stringify({
        file: where,
        items: problem.items.length,
        primary: problem.primary,
        options: problem.optionStart.length - 1,
        ...countJson(count.count),
        algorithm,
        engine: a.engine,
        backend: backendState(count, run.finished),
        nodes: count.nodes,
        memoHits: count.memoHits,
        memo: memoState(a.memoEntries > 0, count),
        splits: count.splits,
        units: run.units,
        ...timingJson(seconds, {
          firstSeconds: firstMs === null ? null : firstMs / 1000,
          complete,
        }),
      }),
    );
    return;
  }
  ctx.out.line(
    `instance     ${instanceWords(where, problem.items.length, problem.primary, problem.optionStart.length - 1)}`,
  );
  if (!complete) ctx.out.line(partialStatusLine(false, finishedUnits(run)));
  ctx.out.line(`solutions    ${count.count}`);
  ctx.out.line(
    `algorithm    ${algorithmWords(algorithm)}${backendWords(count, run.finished, coverKernelPart(problem), complete)}`,
  );
  ctx.out.line(`nodes        ${count.nodes}${nodesWords(a.memoEntries > 0, count)}`);
  ctx.out.line(`time         ${formatDuration(seconds)}`);
}
