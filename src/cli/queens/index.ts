/** The `placer queens …` command group. */
import type { Command } from 'commander';
import type { CliContext } from '../context.js';
import type { Act } from '../outcome.js';
import { fileOutput } from '../outputOption.js';
import { registerCheck } from './check.js';
import { registerComplete } from './complete.js';
import { registerCount } from './count.js';
import { registerEstimate } from './estimate.js';
import { registerList } from './list.js';
import { registerShow } from './show.js';
import { registerSolve } from './solve.js';
import { registerWalk } from './walk.js';

export function registerQueens(program: Command, ctx: CliContext, act: Act): void {
  const queens = program
    .command('queens')
    .description(
      'N-Queens: count, list, show and walk placements; solve, check, complete and estimate',
    );
  registerCount(queens, ctx, act);
  registerList(queens, ctx, act);
  registerShow(queens, ctx, act);
  registerWalk(queens, ctx, act);
  registerSolve(queens, ctx, act);
  registerCheck(queens, ctx, act);
  registerComplete(queens, ctx, act);
  registerEstimate(queens, ctx, act);
  // -o FILE takes the whole answer; solve has its own (the placement alone, the summary apart).
  for (const cmd of queens.commands) if (cmd.name() !== 'solve') fileOutput(cmd, ctx);
}
