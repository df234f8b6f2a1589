/**
 * `placer regions check FILE PLACEMENT`: whether the stars solve the grid, and if not, every rule
 * they break and where (core/regions/placement.ts). Yes is exit 0, no is exit 1.
 */
import type { Command } from 'commander';
import { parseStars, violations } from '../../core/regions/placement.js';
import { violationJson } from '../../render/regions/regions.js';
import { jsonAlias, SUMMARY_FORMATS, wantsJson } from '../args.js';
import type { CliContext } from '../context.js';
import { usage } from '../errors.js';
import type { Act, Outcome } from '../outcome.js';
import { FILE_ARGUMENT, readRegionsInput, STARS_OPTION } from './input.js';

interface CheckOpts {
  stars?: string;
  format?: string;
  json?: boolean;
}

export function registerRegionsCheck(regions: Command, ctx: CliContext, act: Act): void {
  regions
    .command('check')
    .description('check a placement of stars: which rule it breaks, and where')
    .argument(...FILE_ARGUMENT)
    .argument(
      '[PLACEMENT]',
      "the stars' columns row by row, 1-based, ',' between a row's stars: '2 4 1 3'",
    )
    .option(...STARS_OPTION)
    .option('--format <format>', `the answer's format: ${SUMMARY_FORMATS.join('|')}`, 'text')
    .addOption(jsonAlias())
    .action(
      act(
        async (
          file: string | undefined,
          placement: string | undefined,
          opts: CheckOpts,
        ): Promise<Outcome> => {
          const { puzzle } = readRegionsInput(file, opts.stars);
          if (placement === undefined) {
            throw usage(
              'missing-argument',
              "PLACEMENT is missing: give the stars' columns row by row, such as '2 4 1 3'",
            );
          }
          const cells = parseStars(placement, puzzle);
          const broken = violations(puzzle, cells);
          if (wantsJson(opts)) {
            ctx.out.line(
              JSON.stringify({
                valid: broken.length === 0,
                violations: broken.map((v) => violationJson(puzzle.n, v)),
              }),
            );
          } else if (broken.length === 0) {
            ctx.out.line('yes: the stars solve the grid');
          } else {
            ctx.out.line(
              `no: ${broken.length === 1 ? 'a rule is' : `${broken.length} rules are`} broken`,
            );
            for (const v of broken) ctx.out.line(`  ${v.words}`);
          }
          return broken.length === 0 ? 'ok' : 'no';
        },
      ),
    );
}
