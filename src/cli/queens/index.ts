/** The `placer queens …` command group. */
import type { Command } from 'commander';
import type { CliContext } from '../context.js';
import { registerCount } from './count.js';
import { registerList } from './list.js';
import { registerShow } from './show.js';
import { registerWalk } from './walk.js';

export function registerQueens(program: Command, ctx: CliContext): void {
  const queens = program
    .command('queens')
    .description('N-Queens: count, list, show and walk placements of N queens on an N×N board');
  registerCount(queens, ctx);
  registerList(queens, ctx);
  registerShow(queens, ctx);
  registerWalk(queens, ctx);
}
