/**
 * The count command of a family whose count is a plain sum of units (kings, regions): its
 * options (--format, --json, --queue, --progress, --quiet, --threads, --checkpoint), the check
 * that --queue goes without --threads and --checkpoint, the run on the shared unit-count path
 * (cli/unitCount.ts) and the answer, as text lines or one JSON object with `total`. A family
 * gives its descriptor and the words and fields that name its problem.
 */
import type { Command } from 'commander';
import type { Job } from '../core/protocol.js';
import type { NodesCount, UnitCount } from '../core/run/unitCount.js';
import { runUnitCount } from '../node/unitCountRun.js';
import { formatDuration } from '../render/duration.js';
import { countJson, timingJson } from '../render/jsonShapes.js';
import { jsonAlias, SUMMARY_FORMATS, wantsJson } from './args.js';
import type { CliContext } from './context.js';
import { usage } from './errors.js';
import type { Outcome } from './outcome.js';
import { queueTarget } from './queue.js';
import {
  cancelledCount,
  finishedUnits,
  unitCountCheckpoint,
  DEFAULT_CHECKPOINT_AFTER_MS,
  partialStatusLine,
  parseThreads,
  runCountCommand,
  unitCountOptions,
  type UnitCountCommand,
} from './unitCount.js';

/** The options a family count takes, as commander gives them. */
export interface FamilyCountOpts {
  format?: string;
  json?: boolean;
  threads: string;
  checkpoint?: string | false;
  queue?: string;
  progress?: boolean;
  quiet?: boolean;
}

/** Adds a family count's options to its command (after the family's own). */
export function familyCountOptions(cmd: Command): Command {
  cmd
    .option('--format <format>', `the answer's format: ${SUMMARY_FORMATS.join('|')}`, 'text')
    .addOption(jsonAlias())
    .option('--queue <url>', 'count on `placer worker`s through this Redis queue')
    .option('--progress', 'report progress on stderr even when it is not a terminal')
    .option('-q, --quiet', 'no progress reports');
  return unitCountOptions(cmd, `once it runs ${DEFAULT_CHECKPOINT_AFTER_MS / 1000} s`);
}

/** How a family names its count. */
export interface FamilyCount<J extends Job> {
  readonly counting: UnitCount<J, NodesCount, NodesCount>;
  /** The checkpoint's kind (`kings-count`). */
  readonly kind: string;
  /** The progress line's subject (`kings 8x8`) and the queue's title (the command line). */
  readonly what: string;
  readonly title: string;
  /** What is counted, plural (`placements`), and its label in the text answer, padded. */
  readonly noun: string;
  /** The text answer's first line (`board        8x8, 16 kings`). */
  readonly header: string;
  /** The JSON answer's fields before `total`. */
  readonly fields: Readonly<Record<string, unknown>>;
}

/** Runs a family count to its answer (see the header). */
export async function runFamilyCount<J extends Job>(
  ctx: CliContext,
  f: FamilyCount<J>,
  opts: FamilyCountOpts,
): Promise<Outcome> {
  const json = wantsJson(opts);
  const threads = parseThreads(opts.threads);
  const target = opts.queue === undefined ? undefined : queueTarget(opts.queue);
  if (target && (threads !== 1 || opts.checkpoint !== undefined)) {
    throw usage(
      'bad-combination',
      '--queue counts on `placer worker`s and keeps finished work in Redis: drop --threads and --checkpoint',
    );
  }
  const a: UnitCountCommand = {
    threads,
    checkpoint: opts.checkpoint,
    queue: target && { target, title: f.title },
    quiet: opts.quiet,
    progress: opts.progress,
  };
  const { counting } = f;
  return runCountCommand(ctx, a, {
    checkpoint: unitCountCheckpoint(a, counting, f.kind),
    words: {
      what: f.what,
      noun: f.noun,
      found: (c: NodesCount) => c.count,
      nodes: (c: NodesCount) => c.nodes,
    },
    run: (options) => runUnitCount(counting, options),
    print: (run) => {
      const { count, seconds, complete } = run;
      if (json) {
        ctx.out.line(
          JSON.stringify({
            ...f.fields,
            ...countJson(count.count),
            nodes: count.nodes,
            units: run.units,
            ...timingJson(seconds, { complete }),
          }),
        );
        return;
      }
      ctx.out.line(f.header);
      if (!complete) ctx.out.line(partialStatusLine(false, finishedUnits(run)));
      ctx.out.line(`${f.noun.padEnd(12)} ${count.count}`);
      ctx.out.line(`nodes        ${count.nodes}`);
      ctx.out.line(`time         ${formatDuration(seconds)}`);
    },
    cancelled: cancelledCount<NodesCount>({
      subject: 'the count above is',
      one: f.noun.replace(/s$/, ''),
      many: f.noun,
      units: 'units',
      found: (c) => c.count,
    }),
  });
}
