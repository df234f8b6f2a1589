/** The `placer kings …` command group: the worked example of a family (docs/architecture.md). */
import type { Command } from 'commander';
import type { CliContext } from '../context.js';
import type { Act } from '../outcome.js';
import { fileOutput } from '../outputOption.js';
import { registerKingsCount } from './count.js';
import { registerKingsList } from './list.js';

export function registerKings(program: Command, ctx: CliContext, act: Act): void {
  const kings = program
    .command('kings')
    .description('non-attacking kings on a WxH board: count and list the placements of K kings');
  registerKingsCount(kings, ctx, act);
  registerKingsList(kings, ctx, act);
  for (const cmd of kings.commands) fileOutput(cmd, ctx);
}
