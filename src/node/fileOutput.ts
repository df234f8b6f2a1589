/**
 * `-o FILE` for a command's standard output: the same LineWriter, written to a temporary file
 * beside FILE and renamed over it only when the command finishes, so a failed or interrupted run
 * leaves FILE as it was (absent, or its old contents). Lines wait in memory up to a large chunk
 * before the temporary file is even created: a short command killed outright leaves nothing.
 * A device or FIFO (/dev/null, /dev/stdout) is written in place (see files.ts writeTarget).
 */
import { closeSync, fsyncSync, openSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { PlacerError } from '../core/errors.js';
import { escapeUnsafe } from '../core/text.js';
import { fileErrorReason, tempPath, writeTarget } from './files.js';
import { LineWriter } from './output.js';

/** In-memory lines before the temporary file is opened (then written in chunks this size). */
const FILE_CHUNK = 1 << 20;

export class FileLineWriter extends LineWriter {
  private fileFd: number | null = null;
  private readonly target: ReturnType<typeof writeTarget>;
  private readonly tmp: string;
  private closed = false;
  private readonly cleanup = (): void => this.removeTemp();
  /**
   * Ctrl-C or SIGTERM while no command listens for them (a command that does stops gracefully
   * and main abandons the file): the temporary file goes, and the process ends as interrupted.
   */
  private readonly onSignal = (signal: NodeJS.Signals): void => {
    if (process.listenerCount(signal) > 1) return;
    this.abandon();
    process.stderr.write(
      escapeUnsafe(`placer: cancelled: '${this.path}' not written (left as it was)`) + '\n',
    );
    process.exit(130);
  };

  /** `path` was checked with checkWritable; `what` names the option in messages ('-o'). */
  constructor(
    private readonly path: string,
    private readonly what = '-o',
  ) {
    super(() => 0, FILE_CHUNK, Infinity); // writeAll below writes the file
    this.target = writeTarget(path);
    const final = this.target.direct ? path : this.target.final;
    this.tmp = this.target.direct ? path : tempPath(final);
  }

  override async pause(): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
  }

  override get file(): string {
    return this.path;
  }

  /** Writes everything, then renames the temporary file over the target. */
  override async commit(): Promise<void> {
    if (this.closed) return;
    this.flush();
    try {
      if (this.fileFd === null) this.open(); // an empty result is still a file
      const fd = this.fileFd as number;
      if (!this.target.direct) fsyncSync(fd);
      closeSync(fd);
      this.fileFd = null;
      if (!this.target.direct) renameSync(this.tmp, this.target.final);
    } catch (e) {
      this.abandon();
      throw this.failure(e);
    }
    this.closed = true;
    this.unlisten();
  }

  /** Drops the result: the temporary file is removed and the target left as it was. */
  override abandon(): void {
    this.discard();
    this.removeTemp();
  }

  protected override writeAll(data: Uint8Array): void {
    if (this.closed) return;
    try {
      if (this.fileFd === null) this.open();
      let off = 0;
      while (off < data.length)
        off += writeSync(this.fileFd as number, data, off, data.length - off);
    } catch (e) {
      this.abandon();
      throw this.failure(e);
    }
  }

  private open(): void {
    this.fileFd = openSync(this.tmp, 'w');
    process.on('exit', this.cleanup);
    process.on('SIGINT', this.onSignal);
    process.on('SIGTERM', this.onSignal);
  }

  private unlisten(): void {
    process.off('exit', this.cleanup);
    process.off('SIGINT', this.onSignal);
    process.off('SIGTERM', this.onSignal);
  }

  private removeTemp(): void {
    if (this.closed) return;
    this.closed = true;
    this.unlisten();
    if (this.fileFd !== null) {
      try {
        closeSync(this.fileFd);
      } catch {
        // already closed
      }
      this.fileFd = null;
      if (!this.target.direct) {
        try {
          unlinkSync(this.tmp);
        } catch {
          // never created
        }
      }
    }
  }

  /**
   * A write that failed after checkWritable (a full disk): the same exit (2) and words as every
   * other command's -o file (files.ts writeError), not standard output's OutputError (exit 1).
   */
  private failure(e: unknown): PlacerError {
    return new PlacerError(
      'write-failed',
      `${this.what} '${this.path}' was not written: ${fileErrorReason(e)}`,
    );
  }
}
