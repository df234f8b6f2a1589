/** Reading a command's input file, or standard input for '-' (tile, cover, regions). */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { PlacerError } from '../core/errors.js';
import { readAllStdin } from '../node/stdio.js';
import { quoteArg } from './args.js';
import { usage } from './errors.js';

/** Reads a file, or standard input for '-'; a missing or unreadable file is a usage error. */
export function readInput(path: string, what: string): string {
  try {
    if (path === '-') return readAllStdin();
    if (!existsSync(path)) throw usage('no-such-file', `${what} ${quoteArg(path)}: no such file`);
    if (statSync(path).isDirectory()) {
      throw usage('not-a-file', `${what} ${quoteArg(path)} is a directory, not a file`);
    }
    return readFileSync(path, 'utf8');
  } catch (e) {
    if (e instanceof PlacerError) throw e;
    throw usage('unreadable', `${what} ${quoteArg(path)}: ${(e as Error).message}`);
  }
}
