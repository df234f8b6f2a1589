/**
 * Checkpoint files for long runs split into subproblems: newline-delimited JSON, a header line
 * naming the job, then one line per finished subproblem, written as soon as it finishes (one
 * write call, so a killed process loses at most the subproblems in flight; the data is synced to
 * disk every few seconds and on close, against a machine crash). A line cut short is ignored on
 * resume.
 */
import { closeSync, existsSync, fsyncSync, openSync, readFileSync, writeSync } from 'node:fs';
import { PlacerError } from '../core/errors.js';
import { fileErrorReason } from './files.js';

export interface CheckpointHeader {
  readonly kind: string;
  readonly version: number;
  readonly [key: string]: unknown;
}

export interface CheckpointRecord {
  readonly id: string;
  readonly [key: string]: unknown;
}

const SYNC_INTERVAL_MS = 2000;

/** fsync, where the file supports it (a device such as /dev/null does not: EINVAL). */
function syncFd(fd: number): void {
  try {
    fsyncSync(fd);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EINVAL') throw e;
  }
}

export class Checkpoint<R extends CheckpointRecord> {
  private fd: number | null = null;
  private lastSync = Date.now();

  private constructor(
    readonly path: string,
    /** Records already in the file, by subproblem id. */
    readonly done: Map<string, R>,
  ) {}

  /**
   * Opens `path` for `header`: resumes it when it holds the same job (same header), starts it
   * when it does not exist, and refuses a file that belongs to another job.
   */
  static open<R extends CheckpointRecord>(path: string, header: CheckpointHeader): Checkpoint<R> {
    try {
      return Checkpoint.openRaw<R>(path, header);
    } catch (e) {
      const err = e as NodeJS.ErrnoException;
      if (err.syscall === undefined) throw e;
      const why = fileErrorReason(e);
      throw new PlacerError('checkpoint-unusable', `cannot use checkpoint ${path}: ${why}`);
    }
  }

  private static openRaw<R extends CheckpointRecord>(
    path: string,
    header: CheckpointHeader,
  ): Checkpoint<R> {
    const done = new Map<string, R>();
    const headerLine = JSON.stringify(header);
    // An existing empty file (or a device such as /dev/null) starts the job like a new file.
    const text = existsSync(path) ? readFileSync(path, 'utf8') : '';
    const cp = new Checkpoint<R>(path, done);
    if (text !== '') {
      const lines = text.split('\n');
      if (lines[0] !== headerLine) {
        throw new PlacerError(
          'checkpoint-mismatch',
          `checkpoint ${path} belongs to another job (${lines[0].slice(0, 80)}); remove it or pick another file`,
        );
      }
      for (const line of lines.slice(1)) {
        if (line.trim() === '') continue;
        try {
          const rec = JSON.parse(line) as R;
          if (typeof rec.id === 'string') done.set(rec.id, rec);
        } catch {
          // a line cut short by a kill: its subproblem runs again
        }
      }
      cp.fd = openSync(path, 'a');
      // A torn last line would glue onto the next record: start on a fresh line.
      if (!text.endsWith('\n')) writeSync(cp.fd, '\n');
      return cp;
    }
    cp.fd = openSync(path, 'a');
    writeSync(cp.fd, headerLine + '\n');
    syncFd(cp.fd);
    return cp;
  }

  /** Appends a finished subproblem (one write call). */
  append(rec: R): void {
    if (this.fd === null) throw new Error('checkpoint closed');
    writeSync(this.fd, JSON.stringify(rec) + '\n');
    this.done.set(rec.id, rec);
    const now = Date.now();
    if (now - this.lastSync >= SYNC_INTERVAL_MS) {
      syncFd(this.fd);
      this.lastSync = now;
    }
  }

  close(): void {
    if (this.fd === null) return;
    syncFd(this.fd);
    closeSync(this.fd);
    this.fd = null;
  }
}
