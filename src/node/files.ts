/** File helpers for outputs that must never be left half-written, and for big inputs. */
import {
  accessSync,
  closeSync,
  constants,
  fsyncSync,
  openSync,
  readSync,
  realpathSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
  writeSync,
  type Stats,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { isPlacerError, PlacerError, errorMessage } from '../core/errors.js';
import { stdStreams } from './stdio.js';

/** Why a file operation failed, in words, without the paths Node puts in its messages. */
export function fileErrorReason(e: unknown): string {
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
      return code ?? errorMessage(e);
  }
}

/** A file-system error while writing `path`, as one line naming the user's path (not a temp file). */
function writeError(path: string, what: string, e: unknown): unknown {
  const err = e as NodeJS.ErrnoException;
  if (typeof err?.code !== 'string' || err.syscall === undefined) return e;
  return new PlacerError(
    'write-failed',
    `${what} '${path}' was not written: ${fileErrorReason(e)}`,
  );
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
 * Checks that `path` can be written, before any work: it is not a folder, an existing file is
 * one the user may write in place (the rename of an atomic write would otherwise replace a
 * read-only file, even someone else's, in a folder the user may write), and its folder exists
 * and takes new files: a temporary file is made there and removed (results are written to one,
 * then renamed; some file systems, such as /proc, take none though their folders look
 * writable). A device or pipe (/dev/null, /dev/stdout) is written in place, so it only needs to
 * be writable. `what` names the option ('-o', '--svg'). Throws a one-line PlacerError naming the
 * path; a write that fails later (a full disk) says `WHAT 'PATH' was not written: why`.
 */
export function checkWritable(path: string, what: string): void {
  const name = `${what} '${path}'`;
  if (path === '') throw new PlacerError('bad-output', `${what} needs a file name, got ''`);
  try {
    const st = statOrNull(path);
    if (st?.isDirectory()) {
      throw new PlacerError('output-is-directory', `${name} is a directory, not a file`);
    }
    if (st !== null && !st.isFile()) {
      try {
        accessSync(path, constants.W_OK);
      } catch (e) {
        throw new PlacerError(
          'output-not-writable',
          `${name} cannot be written: ${fileErrorReason(e)}`,
        );
      }
      return;
    }
    if (st !== null) {
      try {
        accessSync(path, constants.W_OK);
      } catch (e) {
        throw new PlacerError(
          'output-not-writable',
          `${name} cannot be written: ${fileErrorReason(e)} (the file is read-only for you)`,
        );
      }
    }
    const final = st === null ? path : realpathSync(path);
    const folder = dirname(final);
    const dir = statOrNull(folder);
    if (dir === null) {
      throw new PlacerError('output-no-folder', `${name}: folder '${folder}' does not exist`);
    }
    if (!dir.isDirectory()) {
      throw new PlacerError('output-no-folder', `${name}: '${folder}' is not a folder`);
    }
    try {
      accessSync(folder, constants.W_OK | constants.X_OK);
    } catch (e) {
      throw new PlacerError(
        'output-not-writable',
        `${name}: cannot write in folder '${folder}': ${fileErrorReason(e)}`,
      );
    }
    probeFolder(name, folder, tempPath(final));
  } catch (e) {
    if (isPlacerError(e)) throw e;
    throw new PlacerError(
      'output-not-writable',
      `${name} cannot be written: ${fileErrorReason(e)}`,
    );
  }
}

/**
 * Makes and removes the temporary file `probe` in `folder` (which exists): the proof that the
 * folder takes new files, where its mode alone can say yes wrongly (/proc; root's access()).
 */
function probeFolder(name: string, folder: string, probe: string): void {
  let fd: number;
  try {
    fd = openSync(probe, 'wx');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    // The folder exists (checked): ENOENT here is a file system that makes no files.
    const why = code === 'ENOENT' ? 'it takes no new files' : fileErrorReason(e);
    throw new PlacerError(
      'output-not-writable',
      `${name}: cannot write in folder '${folder}': ${why}`,
    );
  }
  closeSync(fd);
  unlinkSync(probe);
}

/** The temporary file beside `path` that an atomic write renames over it. */
export function tempPath(path: string): string {
  return join(dirname(path), `.${basename(path)}.${process.pid}.tmp`);
}

/**
 * How to write `path` safely: a regular file (or a new one) is replaced by renaming a temporary
 * file over it — through a symbolic link, the file it points to; anything else that exists (a
 * device such as /dev/null or /dev/stdout, a FIFO) is written in place: renaming over it would
 * replace the device with a plain file.
 */
export function writeTarget(path: string): { direct: true } | { direct: false; final: string } {
  let st;
  try {
    st = statSync(path);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { direct: false, final: path };
    throw e;
  }
  if (!st.isFile()) return { direct: true };
  return { direct: false, final: realpathSync(path) };
}

/**
 * Writes a file atomically: a temporary file in the same folder, then a rename over the target.
 * File-system failures become a PlacerError naming `path` (as `what`, e.g. '-o').
 */
export function writeFileAtomic(path: string, data: string | Uint8Array, what = 'file'): void {
  try {
    writeFileAtomicRaw(path, data);
  } catch (e) {
    throw writeError(path, what, e);
  }
}

function writeFileAtomicRaw(path: string, data: string | Uint8Array): void {
  const target = writeTarget(path);
  if (target.direct) {
    writeFileSync(path, data);
    return;
  }
  path = target.final;
  const tmp = tempPath(path);
  try {
    writeFileSync(tmp, data);
    renameSync(tmp, path);
  } catch (e) {
    try {
      unlinkSync(tmp);
    } catch {
      // nothing was written
    }
    throw e;
  }
}

/**
 * Writes a file of any size atomically, chunk by chunk: `produce` calls `write` with each chunk
 * (written at once, so a chunk's buffer may be reused afterwards); the data goes to a temporary
 * file in the same folder, is synced, and replaces the target by a rename only when complete.
 * Returns the number of bytes written.
 */
export function writeChunksAtomic(
  path: string,
  produce: (write: (chunk: Uint8Array) => void) => void,
  what = 'file',
): number {
  try {
    return writeChunksAtomicRaw(path, produce);
  } catch (e) {
    throw writeError(path, what, e);
  }
}

function writeChunksAtomicRaw(
  path: string,
  produce: (write: (chunk: Uint8Array) => void) => void,
): number {
  const target = writeTarget(path);
  if (!target.direct) path = target.final;
  const tmp = target.direct ? path : tempPath(path);
  let fd: number | null = null;
  let bytes = 0;
  try {
    fd = openSync(tmp, 'w');
    const out = fd;
    produce((chunk) => {
      let off = 0;
      while (off < chunk.length) off += writeSync(out, chunk, off, chunk.length - off);
      bytes += chunk.length;
    });
    if (!target.direct) fsyncSync(fd);
    closeSync(fd);
    fd = null;
    if (!target.direct) renameSync(tmp, path);
    return bytes;
  } catch (e) {
    if (fd !== null) closeSync(fd);
    if (!target.direct) {
      try {
        unlinkSync(tmp);
      } catch {
        // nothing was written
      }
    }
    throw e;
  }
}

/**
 * Reads a file (or standard input for '-') in chunks of `size` bytes through one reused buffer;
 * `onChunk` sees each chunk only during its call.
 */
export function readChunks(
  path: string,
  onChunk: (chunk: Uint8Array) => void,
  size = 1 << 20,
): void {
  const stdin = path === '-' ? stdStreams() : null;
  const fd = stdin ? 0 : openSync(path, 'r');
  const buf = new Uint8Array(size);
  try {
    for (;;) {
      let got: number;
      try {
        got = stdin ? stdin.readIn(buf, 0, size) : readSync(fd, buf, 0, size, null);
      } catch (e) {
        // A non-blocking standard input with nothing yet: try again.
        if ((e as NodeJS.ErrnoException).code === 'EAGAIN') continue;
        if ((e as NodeJS.ErrnoException).code === 'EOF') break;
        throw e;
      }
      if (got === 0) break;
      onChunk(buf.subarray(0, got));
    }
  } finally {
    if (!stdin) closeSync(fd);
  }
}
