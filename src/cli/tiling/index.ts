/** The tiling command: `placer tile` (polyomino and polycube tilings). */
import type { Command } from 'commander';
import type { CliContext } from '../context.js';
import type { Act } from '../outcome.js';
import { registerTile } from './tile.js';

export function registerTiling(program: Command, ctx: CliContext, act: Act): void {
  // tile writes -o itself (its --dlx FILE is another output).
  registerTile(program, ctx, act);
}
