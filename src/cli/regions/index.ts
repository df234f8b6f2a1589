/** The `placer regions …` command group: queens on coloured regions and Star Battle. */
import type { Command } from 'commander';
import type { CliContext } from '../context.js';
import type { Act } from '../outcome.js';
import { fileOutput } from '../outputOption.js';
import { registerRegionsCheck } from './check.js';
import { registerRegionsCount } from './count.js';
import { registerRegionsGenerate, registerRegionsRepair } from './generate.js';
import { registerRegionsHint, registerRegionsRate } from './hint.js';
import { registerRegionsList } from './list.js';
import { registerRegionsSolve } from './solve.js';

export function registerRegions(program: Command, ctx: CliContext, act: Act): void {
  const regions = program
    .command('regions')
    .description(
      'queens on coloured regions and Star Battle: k stars per row, column and region, none touching',
    );
  registerRegionsSolve(regions, ctx, act);
  registerRegionsCount(regions, ctx, act);
  registerRegionsList(regions, ctx, act);
  registerRegionsCheck(regions, ctx, act);
  registerRegionsHint(regions, ctx, act);
  registerRegionsRate(regions, ctx, act);
  registerRegionsGenerate(regions, ctx, act);
  registerRegionsRepair(regions, ctx, act);
  for (const cmd of regions.commands) fileOutput(cmd, ctx);
}
