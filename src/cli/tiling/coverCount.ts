/**
 * `placer cover FILE --count`: the count split into units (core/cover/coverUnits.ts), run on this
 * thread (in slices of nodes, so Ctrl-C is immediate) or on --threads worker threads, with
 * progress and an ETA, Ctrl-C or SIGTERM giving the partial count, and a checkpoint
 * (--checkpoint FILE; by default once the run lasts DEFAULT_CHECKPOINT_AFTER_MS) that the same
 * command resumes.
 */
import type { RedisTarget } from '../../node/queue/url.js';
import { placerVersion } from '../../node/version.js';
import { instanceWords } from '../../render/coverWords.js';
import { rmSync } from 'node:fs';
import type { ExactCoverProblem } from '../../core/cover/problem.js';
import { coverCountHeader, runCoverCount } from '../../node/coverCountRunner.js';
import { digest } from '../../node/tilingCountRunner.js';
import type { CliContext } from '../context.js';
import { EXIT_INTERRUPTED } from '../errors.js';
import { countJson, timingJson } from '../../render/jsonShapes.js';
import { startLiveRun } from '../progress.js';
import {
  badRecordWords,
  cancelledWords,
  DEFAULT_CHECKPOINT_AFTER_MS,
  defaultCheckpointPath,
  etaWords,
  unitsEtaSeconds,
} from '../unitCount.js';
import { planExactCoverUnits } from '../../core/cover/coverUnits.js';
import { formatDuration } from '../../render/duration.js';

export interface CoverCountArgs {
  readonly dlx: string;
  readonly problem: ExactCoverProblem;
  /** The file's name in messages ('stdin' for standard input). */
  readonly where: string;
  readonly memoEntries: number;
  readonly json: boolean;
  readonly threads: number;
  /** A file, false for none, undefined for the default. */
  readonly checkpoint: string | false | undefined;
  /** Count on `placer worker`s through this queue (no checkpoint: Redis keeps finished units). */
  readonly queue?: { readonly target: RedisTarget; readonly title: string };
  readonly quiet?: boolean;
  readonly progress?: boolean;
}

export async function coverCount(ctx: CliContext, a: CoverCountArgs): Promise<void> {
  const { problem, where } = a;
  const units = planExactCoverUnits(problem).length;
  const auto = a.queue === undefined && a.checkpoint === undefined && units > 1;
  const checkpoint =
    typeof a.checkpoint === 'string' && a.queue === undefined
      ? a.checkpoint
      : auto
        ? defaultCheckpointPath(
            `cover-count-${digest(JSON.stringify(coverCountHeader(a.dlx, units))).slice(7)}.ndjson`,
          )
        : null;
  const live = startLiveRun(ctx.errIsTTY, a);
  let firstMs: number | null = null;
  let run;
  try {
    run = await runCoverCount({
      dlx: a.dlx,
      problem,
      memoEntries: a.memoEntries,
      threads: a.threads,
      checkpoint:
        checkpoint === null
          ? undefined
          : { path: checkpoint, afterMs: auto ? DEFAULT_CHECKPOINT_AFTER_MS : undefined },
      signal: live.signal,
      queue: a.queue && {
        ...a.queue,
        version: placerVersion(),
        onNote: a.quiet ? undefined : ctx.err,
      },
      onBadRecord: (bad) => ctx.err(badRecordWords(checkpoint ?? '', bad)),
      onProgress: (p, partial) => {
        if (firstMs === null && partial.count > 0n) firstMs = p.elapsedMs;
        const pct = ((100 * p.done) / Math.max(1, p.total)).toFixed(1);
        live.line.update(
          `cover ${where}: ${p.done}/${p.total} units (${pct}%), ${partial.count} solutions, ` +
            `${partial.nodes} nodes, ${formatDuration(p.elapsedMs / 1000)}` +
            etaWords(unitsEtaSeconds(p)),
        );
      },
    });
  } finally {
    live.end();
  }
  const { count, seconds, complete } = run;
  if (run.resumed > 0 && !a.quiet) {
    ctx.err(`resumed ${run.resumed} of ${run.units} units from ${checkpoint}`);
  }
  if (firstMs === null && count.count > 0n) firstMs = seconds * 1000;
  if (a.json) {
    ctx.out.line(
      JSON.stringify({
        file: where,
        items: problem.items.length,
        primary: problem.primary,
        options: problem.optionStart.length - 1,
        ...countJson(count.count),
        nodes: count.nodes,
        memoHits: count.memoHits,
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
    ctx.out.line(`solutions    ${count.count}`);
    ctx.out.line(
      `nodes        ${count.nodes}` +
        (count.memoHits > 0 ? ` (${count.memoHits} sub-problems from the cache)` : ''),
    );
    ctx.out.line(`time         ${formatDuration(seconds)}`);
  }
  if (!complete) {
    // What was printed goes out before the message, so the message follows the summary.
    await ctx.out.end();
    ctx.err(
      cancelledWords(
        seconds,
        'the count above is',
        `${count.count} solutions so far`,
        run.checkpointed ? checkpoint : null,
      ),
    );
    if (a.queue) ctx.err('the job goes on in the queue: run the same command to wait for it again');
    process.exitCode = EXIT_INTERRUPTED;
    return;
  }
  if (auto && checkpoint !== null) rmSync(checkpoint, { force: true });
  // A count of 0 is an answer (exit 0).
  await ctx.out.end();
}
