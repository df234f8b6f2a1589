/**
 * Output files of `tile` (-o FILE, --dlx FILE): checked before any search, so that a path that
 * cannot be written fails at once (exit 2) instead of after the work; and written atomically at
 * the end, a failure then named by the user's path (never by the hidden temporary file).
 */
import { accessSync, constants, realpathSync, statSync, type Stats } from 'node:fs';
import { dirname } from 'node:path';
import { isPlacerError } from '../../core/errors.js';
import { writeFileAtomic } from '../../node/files.js';
import { usage } from '../errors.js';

function quotePath(path: string): string {
  return `'${path}'`;
}

/** Why a file operation failed, in words, without the paths Node puts in its messages. */
function reason(e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  switch (code) {
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'ENOENT':
      return 'its folder does not exist';
    case 'ENOTDIR':
      return 'a part of the path is not a folder';
    case 'EISDIR':
      return 'it is a directory';
    case 'ENOSPC':
      return 'no space left on the device';
    case 'EDQUOT':
      return 'disk quota exceeded';
    case 'EROFS':
      return 'read-only file system';
    default:
      return code ?? (e instanceof Error ? e.message : String(e));
  }
}

function statOrNull(path: string): Stats | null {
  try {
    return statSync(path);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw e;
  }
}

/**
 * Checks that `path` can be written, before any work: it is not a folder, and its folder exists
 * and takes new files (the result is written to a temporary file there, then renamed). A device
 * or pipe (/dev/null, /dev/stdout) is written in place, so it only needs to be writable.
 * `what` names the option ('-o', '--dlx'). Throws a one-line usage error naming the path.
 */
export function checkOutputPath(path: string, what: string): void {
  const name = `${what} ${quotePath(path)}`;
  if (path === '') throw usage('bad-output', `${what} needs a file name, got ''`);
  try {
    const st = statOrNull(path);
    if (st?.isDirectory()) {
      throw usage('output-is-directory', `${name} is a directory, not a file`);
    }
    if (st !== null && !st.isFile()) {
      try {
        accessSync(path, constants.W_OK);
      } catch (e) {
        throw usage('output-not-writable', `${name} cannot be written: ${reason(e)}`);
      }
      return;
    }
    const folder = dirname(st === null ? path : realpathSync(path));
    const dir = statOrNull(folder);
    if (dir === null) {
      throw usage('output-no-folder', `${name}: folder ${quotePath(folder)} does not exist`);
    }
    if (!dir.isDirectory()) {
      throw usage('output-no-folder', `${name}: ${quotePath(folder)} is not a folder`);
    }
    try {
      accessSync(folder, constants.W_OK | constants.X_OK);
    } catch (e) {
      throw usage(
        'output-not-writable',
        `${name}: cannot write in folder ${quotePath(folder)}: ${reason(e)}`,
      );
    }
  } catch (e) {
    if (isPlacerError(e)) throw e;
    throw usage('output-not-writable', `${name} cannot be written: ${reason(e)}`);
  }
}

/**
 * Writes `text` to `path` atomically (see writeFileAtomic); any failure becomes one line naming
 * the user's path (a PlacerError from the file layer, which already names it, passes unchanged).
 */
export function writeOutput(path: string, what: string, text: string): void {
  try {
    writeFileAtomic(path, text);
  } catch (e) {
    if (isPlacerError(e)) throw e;
    throw usage('write-failed', `${what} ${quotePath(path)} was not written: ${reason(e)}`);
  }
}
