/**
 * `placer regions count FILE [--stars K]`: every solution of a grid, counted over the family's
 * units (core/regions/unitCount.ts) on the shared path of a family count (cli/familyCount.ts):
 * --threads, checkpoints, the queue, progress with an ETA, Ctrl-C. `--dlx` prints the grid as an
 * exact-cover instance instead (DLX3: rows, columns and regions take k options, 2x2 windows at
 * most one), so `placer cover` cross-checks the count.
 */
import type { Command } from 'commander';
import { regionsDlx } from '../../core/regions/cover.js';
import { regionsUnitCount } from '../../core/regions/unitCount.js';
import { regionsTitle } from '../../render/regions/regions.js';
import { quoteArg } from '../args.js';
import type { CliContext } from '../context.js';
import { usage } from '../errors.js';
import { familyCountOptions, runFamilyCount, type FamilyCountOpts } from '../familyCount.js';
import type { Act } from '../outcome.js';
import { FILE_ARGUMENT, readRegionsInput, STARS_OPTION } from './input.js';

interface CountOpts extends FamilyCountOpts {
  stars?: string;
  dlx?: boolean;
}

/**
 * --dlx prints the instance and counts nothing, so the options of a count would be dropped
 * without a word: a usage error instead, before any output.
 */
function dlxAlone(opts: CountOpts): void {
  const other = (
    [
      ['--json', opts.json === true],
      [`--format ${quoteArg(opts.format ?? '')}`, (opts.format ?? 'text') !== 'text'],
      ['--queue', opts.queue !== undefined],
      ['--checkpoint', typeof opts.checkpoint === 'string'],
      ['--threads', opts.threads !== '1'],
    ] as const
  ).find(([, on]) => on);
  if (other !== undefined) {
    throw usage(
      'bad-combination',
      `--dlx prints the grid as an exact-cover instance and counts nothing: drop ${other[0]}`,
    );
  }
}

export function registerRegionsCount(regions: Command, ctx: CliContext, act: Act): void {
  const cmd = regions
    .command('count')
    .description('count the solutions of a grid: k stars per row, column and region, none touching')
    .argument(...FILE_ARGUMENT)
    .option(...STARS_OPTION)
    .option('--dlx', 'print the grid as an exact-cover instance (DLX3) instead of counting');
  familyCountOptions(cmd).action(
    act(async (file: string | undefined, opts: CountOpts) => {
      const { puzzle, label } = readRegionsInput(file, opts.stars);
      if (opts.dlx === true) {
        dlxAlone(opts);
        ctx.out.line(regionsDlx(puzzle, regionsTitle(label, puzzle)).replace(/\n$/, ''));
        return 'ok';
      }
      return runFamilyCount(
        ctx,
        {
          counting: regionsUnitCount(puzzle),
          kind: 'regions-count',
          what: `regions ${label}`,
          title: `placer regions count ${label} --stars ${puzzle.stars}`,
          noun: 'solutions',
          header: `grid         ${regionsTitle(label, puzzle)}`,
          fields: { grid: label, n: puzzle.n, stars: puzzle.stars },
        },
        opts,
      );
    }),
  );
}
