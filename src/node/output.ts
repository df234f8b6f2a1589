/**
 * Buffered output to a stream (stdout): big listings are built into one string buffer and
 * written in large chunks, and a closed pipe (`placer … | head`) ends the program quietly
 * instead of with an EPIPE stack trace.
 */
import type { Writable } from 'node:stream';

export class LineWriter {
  private buf: string[] = [];
  private size = 0;
  private closed = false;

  constructor(
    private readonly stream: Writable = process.stdout,
    private readonly chunk = 1 << 16,
  ) {
    stream.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code === 'EPIPE') {
        this.closed = true;
        process.exit(0);
      }
      throw e;
    });
  }

  /** True once the reader has gone away. */
  get isClosed(): boolean {
    return this.closed;
  }

  line(s: string): void {
    this.buf.push(s, '\n');
    this.size += s.length + 1;
    if (this.size >= this.chunk) this.flush();
  }

  /** Writes raw bytes (after flushing pending lines, so the order is kept). */
  bytes(data: Uint8Array): void {
    this.flush();
    if (!this.closed) this.stream.write(data);
  }

  /**
   * Writes raw bytes and waits while the reader is behind (for outputs too big to queue in
   * memory). The bytes are copied, so the caller may reuse its buffer at once.
   */
  async bytesPaced(data: Uint8Array): Promise<void> {
    this.flush();
    if (this.closed) return;
    if (!this.stream.write(data.slice())) {
      await new Promise<void>((resolve) => this.stream.once('drain', () => resolve()));
    }
  }

  flush(): void {
    if (this.size === 0 || this.closed) return;
    this.stream.write(this.buf.join(''));
    this.buf = [];
    this.size = 0;
  }

  /** Flushes and waits until the stream has taken everything (before process exit). */
  async end(): Promise<void> {
    this.flush();
    if (this.closed) return;
    await new Promise<void>((resolve) => {
      if (this.stream.writableNeedDrain) this.stream.once('drain', () => resolve());
      else resolve();
    });
  }
}
