/**
 * `placer tile REGION --count`: the count split into units (core/tiling/units.ts), run on this
 * thread (in slices of nodes, so Ctrl-C is immediate) or on --threads worker threads, with
 * progress and an ETA, Ctrl-C or SIGTERM giving the partial counts, and a checkpoint (--checkpoint FILE; by default once the run lasts
 * DEFAULT_CHECKPOINT_AFTER_MS) that the same command resumes.
 */
import { classGroupWords, engineWords, regionWords } from '../../render/tiling/tilingWords.js';
import type { TilingSetup } from '../../core/tiling/tile.js';
import type { TilingProblem } from '../../core/tiling/problem.js';
import type { TilingSpec } from '../../core/tiling/spec.js';
import type { SymmetryMode } from '../../core/tiling/symmetryPlan.js';
import type { EngineChoice } from '../../core/tiling/tilingEngine.js';
import { tilingUnitCount, type TilingUnitsCount } from '../../core/tiling/unitCount.js';
import { tilingUnitIds } from '../../core/tiling/units.js';
import { runUnitCount } from '../../node/unitCountRun.js';
import { orbitWords } from '../../render/counts.js';
import {
  breakPieceName,
  groupHasReflections,
  tilingCountJson,
} from '../../render/tiling/tilingJson.js';
import type { CliContext } from '../context.js';
import type { Outcome } from '../outcome.js';
import {
  cancelledCount,
  finishedUnits,
  unitCountCheckpoint,
  partialStatusLine,
  runCountCommand,
  type UnitCountCommand,
  type UnitCountRunResult,
} from '../unitCount.js';
import { Sink } from './sink.js';
import { formatDuration } from '../../render/duration.js';

export interface TileCountArgs extends UnitCountCommand {
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
}

export async function tileCount(ctx: CliContext, a: TileCountArgs): Promise<Outcome> {
  const { symmetry, engine, memoEntries } = a;
  const settings = { symmetry, engine, memoEntries };
  const counting = tilingUnitCount(a.spec, tilingUnitIds(a.problem, settings), settings);
  const sink = new Sink(ctx, a.output);
  const usual = cancelledCount<TilingUnitsCount>({
    subject: 'the counts above are',
    one: 'tiling',
    many: 'tilings',
    units: 'sub-problems',
    found: (c) => c.total,
  });
  const outcome = await runCountCommand(ctx, a, {
    checkpoint: unitCountCheckpoint(a, counting, 'tile-count'),
    words: {
      what: `tile ${a.label}`,
      noun: 'tilings',
      found: (c: TilingUnitsCount) => c.total,
      nodes: (c: TilingUnitsCount) => c.nodes,
    },
    run: (options) => runUnitCount(counting, options),
    print: (run, firstMs) => {
      for (const l of tileCountLines(a, run, firstMs)) sink.line(l);
    },
    // -o FILE: the file is left as it was (a partial count never replaces it).
    cancelled: (run, saved, underWay) =>
      a.output !== undefined
        ? `cancelled after ${formatDuration(run.seconds)}: '${a.output}' not written (left as it was)` +
          (saved ? `; finished work is saved in ${saved}` : '')
        : usual(run, saved, underWay),
  });
  if (outcome !== 'ok') return outcome;
  sink.finish();
  if (a.output !== undefined && !a.quiet) ctx.err(`wrote ${a.output}`);
  // A count of 0 is an answer (exit 0); its summary holds the proof, if any.
  await ctx.out.end();
  return 'ok';
}

/** A tile count's answer: the summary lines, or one line of JSON. */
function tileCountLines(
  a: TileCountArgs,
  run: UnitCountRunResult<TilingUnitsCount>,
  firstMs: number | null,
): string[] {
  const { problem, label, setup } = a;
  const { count, seconds, complete } = run;
  const plan = setup.plan;
  if (a.json) {
    return [
      JSON.stringify(
        tilingCountJson({
          label,
          problem,
          plan,
          engine: setup.engineName,
          total: count.total,
          distinct: count.distinct,
          rotationClasses: count.rotationClasses,
          orbits: count.orbits,
          nodes: count.nodes,
          proof: setup.proof,
          seconds,
          firstSeconds: firstMs === null ? null : firstMs / 1000,
          complete,
        }),
      ),
    ];
  }
  const symmetries = plan.symmetry.transforms.length;
  const breakPiece = breakPieceName(problem, plan);
  // Only the orbit sizes that occur (a queens count names 8, 4 and 2 always).
  const classes = orbitWords(count.orbits, []);
  const subs = plan.subproblems.length;
  const out = [
    `region       ${regionWords(label, problem.region.cellCount, symmetries)}`,
    `pieces       ${a.piecesText}`,
  ];
  if (!complete) out.push(partialStatusLine(true, finishedUnits(run, 'sub-problems')));
  if (setup.proof !== null) out.push(`proof        ${setup.proof}`);
  if (!a.distinct) out.push(`total        ${count.total}`);
  if (problem.region.depth > 1) {
    const reflections = groupHasReflections(plan);
    out.push(`distinct     ${count.distinct} ${classGroupWords(symmetries, reflections)}`);
    if (reflections)
      out.push(`rotations    ${count.rotationClasses} up to rotations alone (mirror images apart)`);
  } else out.push(`distinct     ${count.distinct}`);
  if (classes) out.push(`classes      ${classes}`);
  out.push(
    setup.proof !== null
      ? 'engine       none needed'
      : `engine       ${engineWords({ engine: setup.engineName, mode: plan.mode, breakPiece, symmetries, subproblems: subs })}`,
    `nodes        ${count.nodes}`,
    `first tiling ${firstMs === null ? '—' : formatDuration(firstMs / 1000)}`,
    `time         ${formatDuration(seconds)}`,
  );
  return out;
}
