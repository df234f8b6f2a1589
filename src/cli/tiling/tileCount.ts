/**
 * `placer tile REGION --count`: the count split into units (core/tiling/units.ts), run on this
 * thread (in slices of nodes, so Ctrl-C is immediate) or on --threads worker threads, with progress and an ETA, Ctrl-C or SIGTERM giving the
 * partial counts, and a checkpoint (--checkpoint FILE; by default once the run lasts
 * DEFAULT_CHECKPOINT_AFTER_MS) that the same command resumes.
 */
import type { RedisTarget } from '../../node/queue/url.js';
import { placerVersion } from '../../node/version.js';
import { engineWords, regionWords } from '../../render/tilingWords.js';
import { rmSync } from 'node:fs';
import type { TilingSetup } from '../../core/tiling/tile.js';
import type { TilingProblem } from '../../core/tiling/problem.js';
import type { TilingSpec } from '../../core/tiling/spec.js';
import type { SymmetryMode } from '../../core/tiling/symmetryPlan.js';
import type { EngineChoice } from '../../core/tiling/tilingEngine.js';
import { planTilingUnits } from '../../core/tiling/units.js';
import { digest, runTilingCount, tilingCountHeader } from '../../node/tilingCountRunner.js';
import { breakPieceName, tilingCountJson } from '../../render/tilingJson.js';
import type { CliContext } from '../context.js';
import { EXIT_INTERRUPTED } from '../errors.js';
import { startLiveRun } from '../progress.js';
import {
  badRecordWords,
  cancelledWords,
  DEFAULT_CHECKPOINT_AFTER_MS,
  defaultCheckpointPath,
  etaWords,
  unitsEtaSeconds,
} from '../unitCount.js';
import { Sink } from './sink.js';
import { formatDuration } from '../../render/duration.js';

export interface TileCountArgs {
  /** The count's plan and engine, prepared by the caller (its errors worded as its options). */
  readonly setup: TilingSetup;
  readonly problem: TilingProblem;
  readonly spec: TilingSpec;
  readonly label: string;
  /** "12 from pentominoes: F I L …" */
  readonly piecesText: string;
  readonly symmetry: SymmetryMode;
  readonly engine: EngineChoice;
  readonly memoEntries: number;
  readonly json: boolean;
  readonly distinct: boolean;
  readonly output?: string;
  readonly threads: number;
  /** A file, false for none, undefined for the default. */
  readonly checkpoint: string | false | undefined;
  /** Count on `placer worker`s through this queue (no checkpoint: Redis keeps finished units). */
  readonly queue?: { readonly target: RedisTarget; readonly title: string };
  readonly quiet?: boolean;
  readonly progress?: boolean;
}

export async function tileCount(ctx: CliContext, a: TileCountArgs): Promise<void> {
  const { problem, label, symmetry, engine, memoEntries } = a;
  const { setup } = a;
  const units = planTilingUnits(problem, { symmetry, engine, memoEntries }).length;
  const auto = a.queue === undefined && a.checkpoint === undefined && units > 1;
  const checkpoint =
    typeof a.checkpoint === 'string' && a.queue === undefined
      ? a.checkpoint
      : auto
        ? defaultCheckpointPath(
            `tile-count-${digest(JSON.stringify(tilingCountHeader(a.spec, symmetry, units))).slice(7)}.ndjson`,
          )
        : null;
  const sink = new Sink(ctx, a.output);
  const live = startLiveRun(ctx.errIsTTY, a);
  let firstMs: number | null = null;
  let run;
  try {
    run = await runTilingCount({
      spec: a.spec,
      problem,
      symmetry,
      engine,
      memoEntries,
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
        if (firstMs === null && partial.total > 0n) firstMs = p.elapsedMs;
        const pct = ((100 * p.done) / Math.max(1, p.total)).toFixed(1);
        live.line.update(
          `tile ${label}: ${p.done}/${p.total} units (${pct}%), ${partial.total} tilings, ` +
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
  if (firstMs === null && count.total > 0n) firstMs = seconds * 1000;
  const plan = setup.plan;
  if (a.json) {
    sink.line(
      JSON.stringify(
        tilingCountJson({
          label,
          problem,
          plan,
          engine: setup.engineName,
          total: count.total,
          distinct: count.distinct,
          orbits: count.orbits,
          nodes: count.nodes,
          proof: setup.proof,
          seconds,
          firstSeconds: firstMs === null ? null : firstMs / 1000,
          complete,
        }),
      ),
    );
  } else {
    const symmetries = plan.symmetry.transforms.length;
    const breakPiece = breakPieceName(problem, plan);
    const classes = ([8, 4, 2, 1] as const)
      .filter((size) => count.orbits[size] > 0n)
      .map((size) => `${count.orbits[size]} of size ${size}`)
      .join(', ');
    const subs = plan.subproblems.length;
    const out = [
      `region       ${regionWords(label, problem.region.cellCount, symmetries)}`,
      `pieces       ${a.piecesText}`,
    ];
    if (!complete) out.push('status       cancelled: the counts below are partial');
    if (setup.proof !== null) out.push(`proof        ${setup.proof}`);
    if (!a.distinct) out.push(`total        ${count.total}`);
    out.push(`distinct     ${count.distinct}`);
    if (classes) out.push(`classes      ${classes}`);
    out.push(
      setup.proof !== null
        ? 'engine       none needed'
        : `engine       ${engineWords({ engine: setup.engineName, mode: plan.mode, breakPiece, symmetries, subproblems: subs })}`,
      `nodes        ${count.nodes}`,
      `first tiling ${firstMs === null ? '—' : formatDuration(firstMs / 1000)}`,
      `time         ${formatDuration(seconds)}`,
    );
    for (const l of out) sink.line(l);
  }
  if (!complete) {
    // What was printed goes out before the message, so the message follows the summary.
    await ctx.out.end();
    const saved = run.checkpointed ? checkpoint : null;
    ctx.err(
      a.output !== undefined
        ? `cancelled after ${formatDuration(seconds)}: '${a.output}' not written (left as it was)` +
            (saved ? `; finished work is saved in ${saved}` : '')
        : cancelledWords(seconds, 'the counts above are', `${count.total} tilings so far`, saved),
    );
    if (a.queue) ctx.err('the job goes on in the queue: run the same command to wait for it again');
    process.exitCode = EXIT_INTERRUPTED;
    return;
  }
  if (auto && checkpoint !== null) rmSync(checkpoint, { force: true });
  sink.finish();
  if (a.output !== undefined && !a.quiet) ctx.err(`wrote ${a.output}`);
  // A count of 0 is an answer (exit 0); its summary holds the proof, if any.
  await ctx.out.end();
}
