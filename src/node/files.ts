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
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { PlacerError } from '../core/errors.js';

const REASONS: Record<string, string> = {
  ENOENT: 'its folder does not exist',
  ENOTDIR: 'a part of its path is not a folder',
  EISDIR: 'it is a folder',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
};

/** A file-system error while writing `path`, as one line naming the user's path. */
export function writeError(path: string, e: unknown): unknown {
  const err = e as NodeJS.ErrnoException;
  if (typeof err?.code !== 'string' || err.syscall === undefined) return e;
  return new PlacerError('write-failed', `cannot write ${path}: ${REASONS[err.code] ?? err.code}`);
}

/**
 * Checks, before any work is done, that `path` can be written: not a folder, its folder exists
 * and is writable (or the file exists and is writable). Throws a PlacerError naming the path.
 */
export function checkWritable(path: string): void {
  try {
    const st = statSync(path, { throwIfNoEntry: false });
    if (st?.isDirectory())
      throw Object.assign(new Error('EISDIR'), { code: 'EISDIR', syscall: 'stat' });
    if (st) accessSync(path, constants.W_OK);
    else {
      const dir = dirname(path);
      if (!statSync(dir).isDirectory()) {
        throw Object.assign(new Error('ENOTDIR'), { code: 'ENOTDIR', syscall: 'stat' });
      }
      accessSync(dir, constants.W_OK);
    }
  } catch (e) {
    throw writeError(path, e);
  }
}

function tempPath(path: string): string {
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
 * File-system failures become a PlacerError naming `path`.
 */
export function writeFileAtomic(path: string, data: string): void {
  try {
    writeFileAtomicRaw(path, data);
  } catch (e) {
    throw writeError(path, e);
  }
}

function writeFileAtomicRaw(path: string, data: string): void {
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
): number {
  try {
    return writeChunksAtomicRaw(path, produce);
  } catch (e) {
    throw writeError(path, e);
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
  const fd = path === '-' ? 0 : openSync(path, 'r');
  const buf = new Uint8Array(size);
  try {
    for (;;) {
      let got: number;
      try {
        got = readSync(fd, buf, 0, size, null);
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
    if (fd !== 0) closeSync(fd);
  }
}
