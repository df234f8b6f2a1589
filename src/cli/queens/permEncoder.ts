/**
 * Writes perm lines ("1 3 5 2 4") straight into a byte buffer: the listing of all 365,596
 * solutions for N = 14 is 12.8 MB, and building a string per line costs more than the search.
 * The labels' bytes are made once; full chunks go to the writer, and so does whatever waited
 * longer than FLUSH_AFTER_MS (a slow listing shows its lines as they come).
 */
import { FLUSH_AFTER_MS, type LineWriter } from '../../node/output.js';

const CHUNK = 1 << 16;

export class PermEncoder {
  private readonly labels: Uint8Array[];
  private buf = new Uint8Array(CHUNK);
  private pos = 0;
  private lastFlush = performance.now();

  constructor(
    private readonly n: number,
    private readonly out: LineWriter,
  ) {
    const enc = new TextEncoder();
    this.labels = Array.from({ length: n }, (_, c) => enc.encode(String(c + 1)));
  }

  /** Appends one line; `suffix` (ASCII) follows the columns. */
  line(cols: Int32Array, suffix = ''): void {
    const need = this.n * 3 + suffix.length + 1;
    if (this.pos + need > this.buf.length) this.flush();
    const buf = this.buf;
    let p = this.pos;
    for (let r = 0; r < this.n; r++) {
      if (r > 0) buf[p++] = 32;
      const label = this.labels[cols[r]];
      for (let i = 0; i < label.length; i++) buf[p++] = label[i];
    }
    for (let i = 0; i < suffix.length; i++) buf[p++] = suffix.charCodeAt(i);
    buf[p++] = 10;
    this.pos = p;
    if (performance.now() - this.lastFlush >= FLUSH_AFTER_MS) this.flush();
  }

  flush(): void {
    this.lastFlush = performance.now();
    if (this.pos === 0) return;
    this.out.bytes(this.buf.subarray(0, this.pos)); // written synchronously: the buffer is free again
    this.pos = 0;
  }
}
