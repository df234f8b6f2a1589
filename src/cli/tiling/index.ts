/** The tiling commands: `placer tile` (polyomino tilings) and `placer cover` (any exact cover). */
import type { Command } from 'commander';
import type { CliContext } from '../context.js';
import { registerCover } from './cover.js';
import { registerTile } from './tile.js';

export function registerTiling(program: Command, ctx: CliContext): void {
  registerTile(program, ctx);
  registerCover(program, ctx);
}
