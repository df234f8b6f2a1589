/**
 * Buffered output to standard output: lines are gathered and written in large chunks with
 * synchronous writes to the file descriptor. Synchronous, because a reader that goes away
 * (`placer … | head`) must stop the program at once, in the middle of a loop that never yields
 * to the event loop: EPIPE ends the program quietly (exit 0); any other write failure (a full
 * disk) becomes one line and exit 1 through OutputError. A pipe in non-blocking mode is waited
 * on (EAGAIN), which also paces huge outputs to the reader.
 */
import { stdStreams } from './stdio.js';

/** Standard output could not be written (other than the reader closing the pipe). */
export class OutputError extends Error {
  constructor(
    readonly code: string,
    message = `cannot write standard output: ${code}`,
  ) {
    super(message);
    this.name = 'OutputError';
  }
}

const pause = new Int32Array(new SharedArrayBuffer(4));
const NEWLINE = new Uint8Array([10]);

/** Longest a written line waits in the buffer: a slow stream still shows up at once. */
export const FLUSH_AFTER_MS = 50;

export class LineWriter {
  /**
   * Lines are encoded straight into this buffer as they come (a chunk, and room for the line
   * that fills it), not gathered as strings and joined and encoded per chunk: a listing of
   * millions of lines made a second copy of every line and a new buffer per chunk, which the
   * garbage collector then had to clear.
   */
  private readonly pending: Buffer;
  private used = 0;
  private lastFlush = performance.now();

  constructor(
    /** Where the bytes go (standard output, as the CLI's streams are now: see stdio.ts). */
    private readonly write: (data: Uint8Array, offset: number, length: number) => number = (
      data,
      offset,
      length,
    ) => stdStreams().writeOut(data, offset, length),
    private readonly chunk = 1 << 16,
    private readonly flushAfterMs = FLUSH_AFTER_MS,
  ) {
    this.pending = Buffer.allocUnsafe(2 * chunk);
  }

  line(s: string): void {
    // 3 bytes per UTF-16 unit bound its UTF-8 (a surrogate pair: 4 bytes for 2 units).
    const most = 3 * s.length + 1;
    if (this.used + most > this.pending.length) {
      this.flush();
      if (most > this.pending.length) {
        this.writeAll(Buffer.from(s + '\n', 'utf8'));
        return;
      }
    }
    this.used += this.pending.write(s, this.used, 'utf8');
    this.pending[this.used++] = 10;
    if (this.used >= this.chunk || performance.now() - this.lastFlush >= this.flushAfterMs) {
      this.flush();
    }
  }

  /**
   * A line given as its UTF-8 bytes (no newline): copied into the buffer as line() encodes a
   * string into it. The caller may reuse them.
   */
  lineBytes(data: Uint8Array): void {
    const most = data.length + 1;
    if (this.used + most > this.pending.length) {
      this.flush();
      if (most > this.pending.length) {
        this.writeAll(data);
        this.writeAll(NEWLINE);
        return;
      }
    }
    this.pending.set(data, this.used);
    this.used += data.length;
    this.pending[this.used++] = 10;
    if (this.used >= this.chunk || performance.now() - this.lastFlush >= this.flushAfterMs) {
      this.flush();
    }
  }

  /** Writes raw bytes (after pending lines, so the order is kept); the caller may reuse them. */
  bytes(data: Uint8Array): void {
    this.flush();
    this.writeAll(data);
  }

  flush(): void {
    if (this.used === 0) return;
    const n = this.used;
    this.used = 0;
    this.writeAll(this.pending.subarray(0, n));
  }

  /** Drops lines not yet written (a usage error: print nothing rather than half an answer). */
  discard(): void {
    this.used = 0;
  }

  /** Flushes everything written so far (a command may call it more than once). */
  async end(): Promise<void> {
    this.flush();
  }

  /** The command finished (answered, or answered "no"): everything goes out. */
  async commit(): Promise<void> {
    this.flush();
  }

  /** The command failed or was interrupted; standard output keeps what was already written. */
  abandon(): void {
    this.discard();
  }

  /**
   * A long synchronous loop calls this now and then (every few thousand lines): a file output
   * lets the event loop run, so Ctrl-C can remove its temporary file; standard output needs not.
   */
  async pause(): Promise<void> {}

  /** The file that receives the output (-o FILE), or null for standard output. */
  get file(): string | null {
    return null;
  }

  protected writeAll(data: Uint8Array): void {
    this.lastFlush = performance.now();
    let off = 0;
    while (off < data.length) {
      try {
        off += this.write(data, off, data.length - off);
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code ?? 'EIO';
        if (code === 'EAGAIN') {
          Atomics.wait(pause, 0, 0, 2); // the reader is behind: wait a moment, then go on
          continue;
        }
        if (code === 'EPIPE') process.exit(0);
        throw new OutputError(code);
      }
    }
  }
}
