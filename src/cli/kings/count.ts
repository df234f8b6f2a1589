/**
 * `placer kings count WxH --kings K`: the placements of K non-attacking kings, counted over the
 * family's units (core/kings/unitCount.ts) on the shared unit-count path (cli/unitCount.ts):
 * --threads, checkpoints, the queue, progress with an ETA, Ctrl-C.
 */
import type { Command } from 'commander';
import type { KingsBoard } from '../../core/kings/board.js';
import { kingsUnitCount, type KingsCount } from '../../core/kings/unitCount.js';
import { checkpointHeader, runUnitCount } from '../../node/unitCountRun.js';
import { formatDuration } from '../../render/duration.js';
import { countJson, timingJson } from '../../render/jsonShapes.js';
import { kingsBoardName } from '../../render/kings.js';
import { jsonAlias, SUMMARY_FORMATS, wantsJson } from '../args.js';
import type { CliContext } from '../context.js';
import { usage } from '../errors.js';
import type { Act, Outcome } from '../outcome.js';
import { queueTarget } from '../queue.js';
import {
  cancelledWords,
  countCheckpoint,
  DEFAULT_CHECKPOINT_AFTER_MS,
  endUnitCount,
  partialStatusLine,
  parseThreads,
  runUnitCountCommand,
  unitCountOptions,
  type UnitCountCommand,
} from '../unitCount.js';
import { parseKingsBoard } from './boardArg.js';
import { plural } from '../../render/plural.js';

interface CountOpts {
  kings?: string;
  format?: string;
  json?: boolean;
  threads: string;
  checkpoint?: string | false;
  queue?: string;
  progress?: boolean;
  quiet?: boolean;
}

async function countKings(
  ctx: CliContext,
  board: KingsBoard,
  a: UnitCountCommand,
  json: boolean,
): Promise<Outcome> {
  const counting = kingsUnitCount(board);
  const cp = countCheckpoint(a, counting.units.length, 'kings-count', () =>
    checkpointHeader(counting),
  );
  const name = kingsBoardName(board);
  const { run } = await runUnitCountCommand(
    ctx,
    a,
    cp,
    {
      what: `kings ${name}`,
      noun: 'placements',
      found: (c: KingsCount) => c.count,
      nodes: (c: KingsCount) => c.nodes,
    },
    (options) => runUnitCount(counting, options),
  );
  const { count, seconds, complete } = run;
  if (json) {
    ctx.out.line(
      JSON.stringify({
        board: name,
        kings: board.kings,
        ...countJson(count.count),
        nodes: count.nodes,
        units: run.units,
        ...timingJson(seconds, { complete }),
      }),
    );
  } else {
    ctx.out.line(`board        ${name}, ${plural(board.kings, 'king')}`);
    if (!complete) ctx.out.line(partialStatusLine(false));
    ctx.out.line(`placements   ${count.count}`);
    ctx.out.line(`nodes        ${count.nodes}`);
    ctx.out.line(`time         ${formatDuration(seconds)}`);
  }
  const finished = await endUnitCount(ctx, a, cp, run, (saved) =>
    cancelledWords(
      seconds,
      'the count above is',
      `${plural(count.count, 'placement')} so far`,
      saved,
    ),
  );
  return finished ? 'ok' : 'interrupted';
}

export function registerKingsCount(kings: Command, ctx: CliContext, act: Act): void {
  const cmd = kings
    .command('count')
    .description('count the placements of K kings, no two touching')
    .argument('[BOARD]', 'WxH: columns x rows, each 1…16')
    .option('--kings <K>', 'kings to place, 0 up to one per 2x2 block')
    .option('--format <format>', `the answer's format: ${SUMMARY_FORMATS.join('|')}`, 'text')
    .addOption(jsonAlias())
    .option('--queue <url>', 'count on `placer worker`s through this Redis queue')
    .option('--progress', 'report progress on stderr even when it is not a terminal')
    .option('-q, --quiet', 'no progress reports');
  unitCountOptions(cmd, `once it runs ${DEFAULT_CHECKPOINT_AFTER_MS / 1000} s`);
  cmd.action(
    act(async (boardText: string | undefined, opts: CountOpts) => {
      const board = parseKingsBoard(boardText, opts.kings);
      const json = wantsJson(opts);
      const threads = parseThreads(opts.threads);
      const target = opts.queue === undefined ? undefined : queueTarget(opts.queue);
      if (target && (threads !== 1 || opts.checkpoint !== undefined)) {
        throw usage(
          'bad-combination',
          '--queue counts on `placer worker`s and keeps finished work in Redis: drop --threads and --checkpoint',
        );
      }
      const title = `placer kings count ${kingsBoardName(board)} --kings ${board.kings}`;
      return countKings(
        ctx,
        board,
        {
          threads,
          checkpoint: opts.checkpoint,
          queue: target && { target, title },
          quiet: opts.quiet,
          progress: opts.progress,
        },
        json,
      );
    }),
  );
}
