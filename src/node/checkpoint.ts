/**
 * Checkpoint files for long runs split into subproblems: newline-delimited JSON, a header line
 * naming the job, then one line per finished subproblem, written as soon as it finishes (one
 * write call, so a killed process loses at most the subproblems in flight; the data is synced to
 * disk every few seconds and on close, against a machine crash). A header from another job is
 * refused naming the first field that differs; a line that is not a record (cut short by a kill,
 * or damaged) is reported with its line number, and its subproblem runs again.
 */
import { closeSync, existsSync, fsyncSync, openSync, readFileSync, writeSync } from 'node:fs';
import { PlacerError } from '../core/errors.js';
import { shown as excerpt } from '../core/text.js';
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

/** A line of the file that is not a usable record: its 1-based number and why. */
export interface BadLine {
  readonly line: number;
  readonly reason: string;
}

/** A value as a message shows it: JSON, escaped and cut to a readable length (core/text.ts). */
function shown(v: unknown): string {
  return excerpt(JSON.stringify(v) ?? String(v));
}

/**
 * The words a message uses for the header fields the counts write (node/queens/countRunner.ts,
 * tilingCountRunner.ts, coverCountRunner.ts), with the option that sets them where there is one.
 * A field not listed here is named by its key.
 */
const FIELD_WORDS: Readonly<Record<string, string>> = {
  version: 'checkpoint format',
  placer: 'placer version',
  n: 'N',
  extraRows: 'split (--split)',
  subproblems: 'number of subproblems',
  region: 'region',
  pieces: 'piece set (--pieces)',
  select: 'pieces chosen (--piece)',
  symmetry: 'symmetry (--symmetry)',
  dlx: 'DLX file',
  units: 'number of units',
};

function fieldName(key: string): string {
  return Object.hasOwn(FIELD_WORDS, key) ? FIELD_WORDS[key] : excerpt(key);
}

/**
 * Why a file's header line is not `header`: another kind of count, or the first field that
 * differs, named in words with both values (or which side lacks it); null when they are the same
 * job.
 */
export function headerMismatch(line: string, header: CheckpointHeader): string | null {
  if (line === JSON.stringify(header)) return null;
  let theirs: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(line);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      return 'its first line is not a checkpoint header';
    }
    theirs = parsed as Record<string, unknown>;
  } catch {
    return 'its first line is not a checkpoint header';
  }
  // A JSON object that names no kind of job is some other file, not a checkpoint of another count.
  if (typeof theirs.kind !== 'string') {
    return 'its first line is not a checkpoint header (it names no kind of count)';
  }
  if (theirs.kind !== header.kind) {
    return `it is a ${shown(theirs.kind)} checkpoint, this is a ${shown(header.kind)} run`;
  }
  const keys = [...new Set([...Object.keys(header), ...Object.keys(theirs)])];
  for (const k of keys) {
    if (JSON.stringify(header[k]) === JSON.stringify(theirs[k])) continue;
    const name = fieldName(k);
    if (theirs[k] === undefined) return `it has no ${name}, this run's is ${shown(header[k])}`;
    if (header[k] === undefined) return `its ${name} is ${shown(theirs[k])}, this run has none`;
    return `its ${name} is ${shown(theirs[k])}, this run's is ${shown(header[k])}`;
  }
  return 'its header is written differently';
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
    /** Line numbers of those records (1-based), for messages about them. */
    readonly lineOf: Map<string, number>,
    /** Lines that are not records. */
    readonly bad: BadLine[],
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
    const headerLine = JSON.stringify(header);
    // An existing empty file (or a device such as /dev/null) starts the job like a new file.
    const text = existsSync(path) ? readFileSync(path, 'utf8') : '';
    const cp = new Checkpoint<R>(path, new Map(), new Map(), []);
    if (text !== '') {
      const lines = text.split('\n');
      const why = headerMismatch(lines[0], header);
      if (why !== null) {
        throw new PlacerError(
          'checkpoint-mismatch',
          `checkpoint ${path} belongs to another job: ${why}; remove it or pick another file`,
        );
      }
      lines.forEach((line, i) => {
        if (i === 0 || line.trim() === '') return;
        const rec = parseRecord(line);
        if (rec === null) {
          const cut = i === lines.length - 1 ? 'cut short' : 'not a record';
          cp.bad.push({ line: i + 1, reason: `${cut}: ${shown(line)}` });
        } else {
          cp.done.set(rec.id, rec as R);
          cp.lineOf.set(rec.id, i + 1);
        }
      });
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

/** A line as a record (a JSON object with a string id), or null. */
function parseRecord(line: string): CheckpointRecord | null {
  try {
    const rec: unknown = JSON.parse(line);
    if (typeof rec !== 'object' || rec === null || Array.isArray(rec)) return null;
    return typeof (rec as { id?: unknown }).id === 'string' ? (rec as CheckpointRecord) : null;
  } catch {
    return null;
  }
}
