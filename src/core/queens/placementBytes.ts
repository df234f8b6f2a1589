/**
 * Placements as bytes, for boards far too big for one string (10^8 queens in `perm` text are
 * about 0.9 GB; a JavaScript string tops out near 0.5 GB). The encoder writes the `perm` and
 * `json` formats of formats.ts chunk by chunk; the parser reads them back chunk by chunk into an
 * Int32Array, with the same rules and messages as parsePlacement. Other formats go through
 * formats.ts.
 */
import { PlacerError } from '../errors.js';
import type { Placement } from './placement.js';

export const BYTE_FORMATS = ['perm', 'json'] as const;
export type ByteFormat = (typeof BYTE_FORMATS)[number];

const SPACE = 32;
const COMMA = 44;
const ZERO = 48;
const NINE = 57;

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

const PHASE_START = 0;
const PHASE_HEADER = 1;
const PHASE_LIST = 2;
const PHASE_AFTER = 3;

/** Numbers stay exact below this; longer ones only need to be known as "too big". */
const BIG = 1e15;

function isSpace(b: number): boolean {
  return b === SPACE || b === 9 || b === 10 || b === 13;
}

function show(bytes: readonly number[]): string {
  const s = String.fromCharCode(...bytes.slice(0, 40));
  return bytes.length > 40 ? `'${s.slice(0, 37)}...'` : `'${s}'`;
}

/**
 * Reads a `perm` or `json` placement chunk by chunk (the format is told by the first byte: '{'
 * is json). `n` must be known in advance; empty rows ('.' or null) are accepted when `partial`.
 * Numbers and separators go through a tight loop; anything else (and every error) through a
 * general byte-by-byte path that shares its state.
 */
export class PlacementByteParser {
  private readonly cols: Int32Array;
  private phase = PHASE_START;
  private json = false;
  /** json: the bytes before the list, and whether the closing brace is still due. */
  private header: number[] = [];
  private braceDue = false;
  /** Entries read so far. */
  private count = 0;
  /** The token being read: a number (value ≥ 0, with its digit count) or other bytes. */
  private inToken = false;
  private value = 0;
  private digits = 0;
  private leadingZero = false;
  private other: number[] = [];
  /** json: a ',' was read and an entry must follow. */
  private needEntry = false;

  constructor(
    readonly n: number,
    private readonly partial = false,
  ) {
    this.cols = new Int32Array(n);
  }

  push(chunk: Uint8Array): void {
    const len = chunk.length;
    let i = 0;
    while (i < len) {
      if (this.phase === PHASE_LIST) {
        i = this.run(chunk, i);
        if (i >= len) break;
      }
      this.byte(chunk[i++]);
    }
  }

  /** The tight loop over numbers and separators; returns where the general path must take over. */
  private run(chunk: Uint8Array, start: number): number {
    const n = this.n;
    const cols = this.cols;
    const json = this.json;
    const len = chunk.length;
    let count = this.count;
    let value = this.value;
    let digits = this.digits;
    let inToken = this.inToken;
    let needEntry = this.needEntry;
    const plain = !this.leadingZero;
    let i = start;
    for (; i < len; i++) {
      const b = chunk[i];
      if (b >= ZERO && b <= NINE) {
        if (!inToken) {
          if (b === ZERO || (json && count > 0 && !needEntry)) break;
          inToken = true;
          needEntry = false;
          value = 0;
          digits = 0;
        } else if (value < 0) break;
        if (value < BIG) value = value * 10 + (b - ZERO);
        digits++;
        continue;
      }
      const sep = isSpace(b) || (json && b === COMMA);
      if (!sep) break;
      if (inToken) {
        if (value < 0 || !plain || value > n || count >= n) break;
        cols[count++] = value - 1;
        inToken = false;
      }
      if (b === COMMA) {
        if (needEntry || count === 0) break;
        needEntry = true;
      }
    }
    this.count = count;
    this.value = value;
    this.digits = digits;
    this.inToken = inToken;
    this.needEntry = needEntry;
    return i;
  }

  private byte(b: number): void {
    switch (this.phase) {
      case PHASE_START:
        if (isSpace(b)) return;
        if (b === 123 /* { */) {
          this.json = true;
          this.phase = PHASE_HEADER;
          this.header.push(b);
          return;
        }
        this.phase = PHASE_LIST;
        this.listByte(b);
        return;
      case PHASE_HEADER:
        this.header.push(b);
        if (b === 91 /* [ */) {
          const text = String.fromCharCode(...this.header);
          const m = /^\{\s*(?:"n"\s*:\s*([0-9]+)\s*,\s*)?"cols"\s*:\s*\[$/.exec(text);
          if (!m) this.badHeader();
          if (m[1] !== undefined && Number(m[1]) !== this.n) {
            throw new PlacerError(
              'placement-size',
              `JSON placement says n=${m[1]} but N is ${this.n}`,
            );
          }
          this.phase = PHASE_LIST;
          this.braceDue = true;
        } else if (this.header.length > 200) this.badHeader();
        return;
      case PHASE_LIST:
        this.listByte(b);
        return;
      case PHASE_AFTER:
        if (isSpace(b)) return;
        if (b === 125 /* } */ && this.braceDue) {
          this.braceDue = false;
          return;
        }
        throw new PlacerError(
          'placement-syntax',
          `unexpected ${show([b])} after the end of the placement`,
        );
    }
  }

  private badHeader(): never {
    throw new PlacerError(
      'placement-syntax',
      `bad JSON placement: expected {"n":N,"cols":[…]}, got ${show(this.header)}`,
    );
  }

  /** The general path inside the list: any byte, every check. */
  private listByte(b: number): void {
    const json = this.json;
    if (isSpace(b) || (json && (b === COMMA || b === 93)) /* ] */) {
      if (this.inToken) this.endToken();
      if (json && b === COMMA) {
        if (this.needEntry || this.count === 0) this.syntax([b]);
        this.needEntry = true;
      } else if (json && b === 93) {
        if (this.needEntry) this.syntax([b]);
        this.phase = PHASE_AFTER;
      }
      return;
    }
    if (!this.inToken) {
      if (json && this.count > 0 && !this.needEntry) this.syntax([b]);
      this.inToken = true;
      this.needEntry = false;
      this.value = b >= ZERO && b <= NINE ? 0 : -1;
      this.digits = 0;
      this.leadingZero = b === ZERO;
      this.other = [];
    }
    if (b >= ZERO && b <= NINE && this.value >= 0) {
      if (this.value < BIG) this.value = this.value * 10 + (b - ZERO);
      this.digits++;
      return;
    }
    if (this.value >= 0) {
      // A number turns out to be something else: keep its text for the message.
      this.other = [...this.numberText()].map((ch) => ch.charCodeAt(0));
      this.value = -1;
    }
    if (this.other.length < 41) this.other.push(b);
  }

  /** The text of the number being read (digits beyond 15 are not kept). */
  private numberText(): string {
    const s = this.digits > 15 ? `${this.value}…` : String(this.value);
    return this.leadingZero ? s.padStart(this.digits, '0') : s;
  }

  private syntax(token: readonly number[]): never {
    const what = this.json ? 'a column number 1…N or null' : "a column number 1…N or '.'";
    throw new PlacerError(
      'placement-syntax',
      `bad ${this.json ? 'JSON cols' : 'perm'} entry ${show(token)} at position ${this.count + 1}: expected ${what}`,
    );
  }

  private endToken(): void {
    this.inToken = false;
    let col: number;
    if (this.value >= 0) {
      const text = this.numberText();
      if (this.leadingZero) this.syntax([...text].map((ch) => ch.charCodeAt(0)));
      if (this.value > this.n) {
        throw new PlacerError(
          'placement-range',
          `column ${text} in entry ${this.count + 1} is off the board: columns are 1…${this.n}`,
        );
      }
      col = this.value - 1;
    } else {
      const text = String.fromCharCode(...this.other);
      if ((!this.json && text === '.') || (this.json && text === 'null')) col = -1;
      else this.syntax(this.other);
    }
    this.leadingZero = false;
    if (this.count >= this.n) {
      throw new PlacerError(
        'placement-size',
        `placement has more than ${this.n} rows but N is ${this.n}: give exactly ${this.n} entries`,
      );
    }
    this.cols[this.count++] = col;
  }

  /** The placement read; throws when the input was cut short or has the wrong size. */
  end(): Placement {
    if (this.inToken) this.endToken();
    if (this.phase === PHASE_START) throw new PlacerError('placement-empty', 'placement is empty');
    if (this.json && (this.phase !== PHASE_AFTER || this.braceDue)) {
      throw new PlacerError('placement-syntax', 'JSON placement is cut short (no closing ]})');
    }
    if (this.count !== this.n) {
      throw new PlacerError(
        'placement-size',
        `placement has ${this.count} rows but N is ${this.n}: give exactly ${this.n} entries`,
      );
    }
    if (!this.partial) {
      const empty = this.cols.indexOf(-1);
      if (empty >= 0) {
        throw new PlacerError(
          'placement-incomplete',
          `row ${empty + 1} has no queen: a placement needs one queen in each of the ${this.n} rows`,
        );
      }
    }
    return { n: this.n, cols: this.cols };
  }
}
