/**
 * `placer regions count FILE [--stars K]`: every solution of a grid, counted over the family's
 * units (core/regions/unitCount.ts) on the shared unit-count path (cli/unitCount.ts): --threads,
 * checkpoints, the queue, progress with an ETA, Ctrl-C. `--dlx` prints the grid as an exact-cover
 * instance instead (DLX3: rows, columns and regions take k options, 2x2 windows at most one), so
 * `placer cover` cross-checks the count.
 */
import type { Command } from 'commander';
import { printDlx } from '../../core/cover/dlxFormat.js';
import { regionsExactCover } from '../../core/regions/cover.js';
import type { RegionsPuzzle } from '../../core/regions/puzzle.js';
import { regionsUnitCount, type RegionsCount } from '../../core/regions/unitCount.js';
import { checkpointHeader, runUnitCount } from '../../node/unitCountRun.js';
import { formatDuration } from '../../render/duration.js';
import { countJson, timingJson } from '../../render/jsonShapes.js';
import { regionsTitle } from '../../render/regions.js';
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
import { plural } from '../../render/plural.js';
import { readRegionsInput, STARS_OPTION } from './input.js';

interface CountOpts {
  stars?: string;
  format?: string;
  json?: boolean;
  dlx?: boolean;
  threads: string;
  checkpoint?: string | false;
  queue?: string;
  progress?: boolean;
  quiet?: boolean;
}

async function countRegionsCommand(
  ctx: CliContext,
  puzzle: RegionsPuzzle,
  label: string,
  a: UnitCountCommand,
  json: boolean,
): Promise<Outcome> {
  const counting = regionsUnitCount(puzzle);
  const cp = countCheckpoint(a, counting.units.length, 'regions-count', () =>
    checkpointHeader(counting),
  );
  const { run } = await runUnitCountCommand(
    ctx,
    a,
    cp,
    {
      what: `regions ${label}`,
      noun: 'solutions',
      found: (c: RegionsCount) => c.count,
      nodes: (c: RegionsCount) => c.nodes,
    },
    (options) => runUnitCount(counting, options),
  );
  const { count, seconds, complete } = run;
  if (json) {
    ctx.out.line(
      JSON.stringify({
        grid: label,
        n: puzzle.n,
        stars: puzzle.stars,
        ...countJson(count.count),
        nodes: count.nodes,
        units: run.units,
        ...timingJson(seconds, { complete }),
      }),
    );
  } else {
    ctx.out.line(`grid         ${regionsTitle(label, puzzle)}`);
    if (!complete) ctx.out.line(partialStatusLine(false));
    ctx.out.line(`solutions    ${count.count}`);
    ctx.out.line(`nodes        ${count.nodes}`);
    ctx.out.line(`time         ${formatDuration(seconds)}`);
  }
  const finished = await endUnitCount(ctx, a, cp, run, (saved) =>
    cancelledWords(
      seconds,
      'the count above is',
      `${plural(count.count, 'solution')} so far`,
      saved,
    ),
  );
  return finished ? 'ok' : 'interrupted';
}

export function registerRegionsCount(regions: Command, ctx: CliContext, act: Act): void {
  const cmd = regions
    .command('count')
    .description('count the solutions of a grid: k stars per row, column and region, none touching')
    .argument('[FILE]', "the grid: n lines of n region symbols ('-' for standard input)")
    .option(...STARS_OPTION)
    .option('--format <format>', `the answer's format: ${SUMMARY_FORMATS.join('|')}`, 'text')
    .addOption(jsonAlias())
    .option('--dlx', 'print the grid as an exact-cover instance (DLX3) instead of counting')
    .option('--queue <url>', 'count on `placer worker`s through this Redis queue')
    .option('--progress', 'report progress on stderr even when it is not a terminal')
    .option('-q, --quiet', 'no progress reports');
  unitCountOptions(cmd, `once it runs ${DEFAULT_CHECKPOINT_AFTER_MS / 1000} s`);
  cmd.action(
    act(async (file: string | undefined, opts: CountOpts) => {
      const { puzzle, label } = readRegionsInput(file, opts.stars);
      if (opts.dlx === true) {
        ctx.out.line(
          printDlx(
            regionsExactCover(puzzle).problem,
            `${regionsTitle(label, puzzle)}: one option per open cell, in reading order`,
          ).replace(/\n$/, ''),
        );
        return 'ok';
      }
      const json = wantsJson(opts);
      const threads = parseThreads(opts.threads);
      const target = opts.queue === undefined ? undefined : queueTarget(opts.queue);
      if (target && (threads !== 1 || opts.checkpoint !== undefined)) {
        throw usage(
          'bad-combination',
          '--queue counts on `placer worker`s and keeps finished work in Redis: drop --threads and --checkpoint',
        );
      }
      const title = `placer regions count ${label} --stars ${puzzle.stars}`;
      return countRegionsCommand(
        ctx,
        puzzle,
        label,
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
