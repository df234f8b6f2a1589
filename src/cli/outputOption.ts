/**
 * `-o, --output FILE` for a command whose answer goes to standard output (`--out` a hidden
 * alias; `-` = standard output). The path is checked before the command does any work; the
 * command then writes as it always does, into a FileLineWriter that main commits when the
 * command answered and abandons when it failed or was interrupted (FILE left as it was).
 */
import { Option, type Command } from 'commander';
import { checkWritable } from '../node/files.js';
import { FileLineWriter } from '../node/fileOutput.js';
import type { CliContext } from './context.js';
import { usage } from './errors.js';

export const OUTPUT_HELP = 'write the result to FILE instead of stdout (atomically; - = stdout)';

/** Adds -o/--output and the hidden --out to a command's options (no behaviour). */
export function addOutputOptions(cmd: Command, help = OUTPUT_HELP): Command {
  return cmd
    .addOption(new Option('-o, --output <file>', help))
    .addOption(new Option('--out <file>', 'the same as --output').hideHelp());
}

/** The file named by -o/--output or --out, or undefined for standard output ('-' or none). */
export function outputPath(opts: { output?: string; out?: string }): string | undefined {
  if (opts.output !== undefined && opts.out !== undefined) {
    throw usage('bad-option', 'give -o/--output once (--out is the same option)');
  }
  const path = opts.output ?? opts.out;
  return path === '-' ? undefined : path;
}

/** -o for a command that prints through ctx.out: its whole standard output goes to FILE. */
export function fileOutput(cmd: Command, ctx: CliContext): Command {
  addOutputOptions(cmd);
  return cmd.hook('preAction', (_self, action) => {
    const path = outputPath(action.opts<{ output?: string; out?: string }>());
    if (path === undefined) return;
    checkWritable(path, '-o');
    ctx.out = new FileLineWriter(path, '-o');
    // Colour is for terminals, never for files.
    ctx.color = false;
  });
}
