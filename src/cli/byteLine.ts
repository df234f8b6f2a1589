/**
 * One output line built as bytes in a buffer reused from line to line (it grows as needed), for
 * listings that write millions of lines made of the same few pieces: each piece is encoded once
 * (core/digest.ts utf8) and copied in, instead of a string being built, encoded and collected per
 * line (LineWriter.lineBytes writes it).
 */

export class ByteLine {
  private buf = new Uint8Array(1 << 12);
  private n = 0;

  /** Starts the next line (the buffer is kept). */
  clear(): void {
    this.n = 0;
  }

  /** Appends bytes. */
  bytes(b: Uint8Array): void {
    if (this.n + b.length > this.buf.length) this.grow(b.length);
    this.buf.set(b, this.n);
    this.n += b.length;
  }

  /**
   * Appends bytes [from, from + len) of `src` (a pool of pieces), copied one by one: a piece is
   * a few bytes, and set() would need a view of it made per piece.
   */
  range(src: ByteLine, from: number, len: number): void {
    if (this.n + len > this.buf.length) this.grow(len);
    const buf = this.buf;
    const pool = src.buf;
    let n = this.n;
    const end = from + len;
    for (let i = from; i < end; i++) buf[n++] = pool[i];
    this.n = n;
  }

  /** Appends one byte (an ASCII character's code). */
  byte(c: number): void {
    if (this.n === this.buf.length) this.grow(1);
    this.buf[this.n++] = c;
  }

  /** Appends an ASCII string (digits, punctuation). */
  ascii(s: string): void {
    if (this.n + s.length > this.buf.length) this.grow(s.length);
    for (let i = 0; i < s.length; i++) this.buf[this.n++] = s.charCodeAt(i);
  }

  /** Bytes written so far. */
  get length(): number {
    return this.n;
  }

  /** The line so far: a view of the buffer, valid until the next append or clear. */
  view(): Uint8Array {
    return this.buf.subarray(0, this.n);
  }

  private grow(more: number): void {
    const b = new Uint8Array(Math.max(2 * this.buf.length, this.n + more));
    b.set(this.buf.subarray(0, this.n));
    this.buf = b;
  }
}
