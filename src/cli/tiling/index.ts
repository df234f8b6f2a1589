/** The tiling commands: `placer tile` (polyomino tilings) and `placer cover` (any exact cover). */
import type { Command } from 'commander';
import type { CliContext } from '../context.js';
import type { Act } from '../outcome.js';
import { fileOutput } from '../outputOption.js';
import { registerCover } from './cover.js';
import { registerTile } from './tile.js';

export function registerTiling(program: Command, ctx: CliContext, act: Act): void {
  registerTile(program, ctx, act);
  registerCover(program, ctx, act);
  // tile writes -o itself (its --dlx FILE is another output); cover's answer is its stdout.
  const cover = program.commands.find((c) => c.name() === 'cover');
  if (cover) fileOutput(cover, ctx);
}
