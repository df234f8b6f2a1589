/** The exact-cover command: `placer cover FILE` (any exact cover in Knuth's DLX formats). */
import type { Command } from 'commander';
import type { CliContext } from '../context.js';
import type { Act } from '../outcome.js';
import { fileOutput } from '../outputOption.js';
import { registerCover } from './cover.js';

export function registerCoverFamily(program: Command, ctx: CliContext, act: Act): void {
  registerCover(program, ctx, act);
  // cover's answer is its stdout: -o FILE takes it whole.
  const cover = program.commands.find((c) => c.name() === 'cover');
  if (cover) fileOutput(cover, ctx);
}
