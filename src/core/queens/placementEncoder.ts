/**
 * Placements as bytes, for boards far too big for one string (10^8 queens in `perm` text are
 * about 0.9 GB; a JavaScript string tops out near 0.5 GB): the encoder writes the `perm` and
 * `json` formats of formats.ts chunk by chunk. placementParser.ts reads them back.
 */
import { COMMA, SPACE, ZERO } from './jsonScanner.js';
import type { Placement } from './placement.js';

export const BYTE_FORMATS = ['perm', 'json'] as const;
export type ByteFormat = (typeof BYTE_FORMATS)[number];

function ascii(s: string): Uint8Array {
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

export interface EncodeOptions {
  /** Text before the list (json default: `{"n":N,"cols":[`; perm: nothing). ASCII. */
  readonly head?: string;
  /** Text after the list (json default: `]}` and a newline; perm: a newline). ASCII. */
  readonly tail?: string;
}

/**
 * Writes a placement in `perm` or `json` text, on demand: `read(buf)` fills a buffer with the
 * next bytes and returns how many (0 at the end), so a caller can write a 0.9 GB placement
 * through one reused buffer, to a file or to a pipe that pushes back.
 */
export class PlacementEncoder {
  private readonly sep: number;
  private readonly empty: Uint8Array;
  private readonly head: Uint8Array;
  private readonly tail: Uint8Array;
  /** Next row to write; -1 before the head, n when only the tail is left. */
  private row = -1;
  private done = false;

  constructor(
    private readonly p: Placement,
    format: ByteFormat,
    opts: EncodeOptions = {},
  ) {
    const json = format === 'json';
    this.sep = json ? COMMA : SPACE;
    this.empty = ascii(json ? 'null' : '.');
    this.head = ascii(opts.head ?? (json ? `{"n":${p.n},"cols":[` : ''));
    this.tail = ascii(opts.tail ?? (json ? ']}\n' : '\n'));
  }

  /** Fills `buf` (at least 64 bytes, and longer than the head and tail) from the start. */
  read(buf: Uint8Array): number {
    if (this.done) return 0;
    const { n, cols } = this.p;
    let pos = 0;
    if (this.row < 0) {
      buf.set(this.head, 0);
      pos = this.head.length;
      this.row = 0;
    }
    const room = buf.length - 16; // one entry and its separator always fit below this
    let r = this.row;
    for (; r < n && pos <= room; r++) {
      if (r > 0) buf[pos++] = this.sep;
      const c = cols[r];
      if (c < 0) {
        buf.set(this.empty, pos);
        pos += this.empty.length;
        continue;
      }
      // Decimal digits of the 1-based column, written from the right.
      let v = c + 1;
      let q = pos + 1;
      for (let t = v; t >= 10; t = (t / 10) | 0) q++;
      pos = q;
      do {
        const d = (v / 10) | 0;
        buf[--q] = ZERO + v - d * 10;
        v = d;
      } while (v > 0);
    }
    this.row = r;
    if (r === n && pos + this.tail.length <= buf.length) {
      buf.set(this.tail, pos);
      pos += this.tail.length;
      this.done = true;
    }
    return pos;
  }
}

/** The whole encoding as one byte array (small placements and tests). */
export function encodePlacement(
  p: Placement,
  format: ByteFormat,
  opts: EncodeOptions = {},
): Uint8Array {
  const enc = new PlacementEncoder(p, format, opts);
  const buf = new Uint8Array(1 << 16);
  const parts: Uint8Array[] = [];
  let total = 0;
  for (let k = enc.read(buf); k > 0; k = enc.read(buf)) {
    parts.push(buf.slice(0, k));
    total += k;
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
