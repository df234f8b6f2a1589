/**
 * `placer cover FILE --count`: the count split into units (core/cover/coverUnits.ts), run on this
 * thread (in slices of nodes, so Ctrl-C is immediate) or on --threads worker threads, with
 * progress and an ETA, Ctrl-C or SIGTERM giving the partial count, and a checkpoint
 * (--checkpoint FILE; by default once the run lasts DEFAULT_CHECKPOINT_AFTER_MS) that the same
 * command resumes.
 */
import { underWayWords } from '../../render/countProgress.js';
import { algorithmWords, cacheWords, instanceWords, memoState } from '../../render/coverWords.js';
import type { ExactCoverProblem } from '../../core/cover/problem.js';
import { coverUnitIds, exactCoverPlanNodes } from '../../core/cover/coverUnits.js';
import { coverAlgorithm } from '../../core/cover/coverSearch.js';
import { coverUnitCount, type CoverCount } from '../../core/cover/unitCount.js';
import { checkpointHeader, runUnitCount } from '../../node/unitCountRun.js';
import type { CliContext } from '../context.js';
import type { Outcome } from '../outcome.js';
import { countJson, timingJson } from '../../render/jsonShapes.js';
import {
  cancelledWords,
  finishedUnits,
  countCheckpoint,
  endUnitCount,
  partialStatusLine,
  runUnitCountCommand,
  type UnitCountCommand,
} from '../unitCount.js';
import { formatDuration } from '../../render/duration.js';
import { plural } from '../../render/plural.js';

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
  readonly json: boolean;
}

export async function coverCount(ctx: CliContext, a: CoverCountArgs): Promise<Outcome> {
  const { problem, where } = a;
  const counting = coverUnitCount(
    a.dlx,
    coverUnitIds(problem),
    a.memoEntries,
    a.engine !== 'cached',
    exactCoverPlanNodes(problem),
  );
  const cp = countCheckpoint(a, counting.units.length, 'cover-count', () =>
    checkpointHeader(counting),
  );
  const { run, firstMs, underWay } = await runUnitCountCommand(
    ctx,
    a,
    cp,
    {
      what: `cover ${where}`,
      noun: 'solutions',
      found: (c: CoverCount) => c.count,
      nodes: (c: CoverCount) => c.nodes,
    },
    (options) => runUnitCount(counting, options),
  );
  const { count, seconds, complete } = run;
  if (a.json) {
    ctx.out.line(
      JSON.stringify({
        file: where,
        items: problem.items.length,
        primary: problem.primary,
        options: problem.optionStart.length - 1,
        ...countJson(count.count),
        algorithm: coverAlgorithm(problem),
        engine: a.engine,
        nodes: count.nodes,
        memoHits: count.memoHits,
        memo: memoState(a.memoEntries > 0, count),
        units: run.units,
        ...timingJson(seconds, {
          firstSeconds: firstMs === null ? null : firstMs / 1000,
          complete,
        }),
      }),
    );
  } else {
    ctx.out.line(
      `instance     ${instanceWords(where, problem.items.length, problem.primary, problem.optionStart.length - 1)}`,
    );
    if (!complete) ctx.out.line(partialStatusLine(false, finishedUnits(run)));
    ctx.out.line(`solutions    ${count.count}`);
    ctx.out.line(`algorithm    ${algorithmWords(coverAlgorithm(problem))}`);
    ctx.out.line(`nodes        ${count.nodes}${cacheWords(a.memoEntries > 0, count)}`);
    ctx.out.line(`time         ${formatDuration(seconds)}`);
  }
  const finished = await endUnitCount(ctx, a, cp, run, (saved) =>
    cancelledWords(
      seconds,
      'the count above is',
      `${plural(count.count, 'solution')} in finished units`,
      saved,
      underWayWords(underWay, 'solutions'),
    ),
  );
  if (!finished) return 'interrupted';
  // A count of 0 is an answer (exit 0).
  await ctx.out.end();
  return 'ok';
}
