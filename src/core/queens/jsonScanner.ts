/**
 * A byte-by-byte JSON value checker (RFC 8259, as JSON.parse reads it) that builds nothing, and
 * the byte classes and excerpts the streamed placement parser shares with it.
 */

import { decodeUtf8, escapeUnsafe } from '../text.js';

export const SPACE = 32;
export const COMMA = 44;
export const ZERO = 48;
export const NINE = 57;

export const BIG = 1e15;
/** json: longest cols entry or "n" value kept as text (a longer one is refused). */
export const MAX_TOKEN = 4096;
/** json: the grammar of a JSON number. */
export const JSON_NUMBER = /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?$/;

export function isSpace(b: number): boolean {
  return b === SPACE || b === 9 || b === 10 || b === 13;
}

export function isDigit(b: number): boolean {
  return b >= ZERO && b <= NINE;
}

export function isHex(b: number): boolean {
  return isDigit(b) || (b >= 65 && b <= 70) || (b >= 97 && b <= 102);
}

/**
 * Bytes of user text for a message, quoted: decoded as UTF-8, escaped (core/text.ts), and cut
 * to an excerpt ending in '…' when longer than 40 bytes (the parser keeps no more of a token).
 */
export function show(bytes: readonly number[]): string {
  const cut = bytes.length > 40;
  return `'${escapeUnsafe(decodeUtf8(bytes.slice(0, cut ? 37 : 40)))}${cut ? '…' : ''}'`;
}

/** One byte for a message: the character when printable ASCII, its code otherwise. */
export function showByte(b: number): string {
  return b > 32 && b < 127
    ? `'${String.fromCharCode(b)}'`
    : `byte 0x${b.toString(16).padStart(2, '0')}`;
}

// JsonValueScanner.feed results.
export const NEED = 0; // the value goes on
export const DONE = 1; // the byte ended the value
export const DONE_BEFORE = 2; // the value (a number) ended before the byte: the byte is the caller's
export const BAD = 3; // the byte cannot come here

// JsonValueScanner states.
const V_VALUE = 0;
const V_ARRAY_FIRST = 1;
const V_OBJECT_FIRST = 2;
const V_OBJECT_KEY = 3;
const V_COLON = 4;
const V_AFTER = 5;
const V_STRING = 6;
const V_ESCAPE = 7;
const V_HEX = 8;
const V_LITERAL = 9;
const V_MINUS = 10;
const V_ZERO = 11;
const V_INT = 12;
const V_DOT = 13;
const V_FRACTION = 14;
const V_E = 15;
const V_E_SIGN = 16;
const V_EXPONENT = 17;

const IN_OBJECT = 0;
const IN_ARRAY = 1;

/**
 * Checks one JSON value of any kind byte by byte (RFC 8259, as JSON.parse reads it) without
 * building it: the values of keys other than "n" and "cols", and the value of "n", whose text
 * it keeps. Fed from its first byte (not whitespace).
 */
export class JsonValueScanner {
  private state = V_VALUE;
  private readonly stack: number[] = [];
  private stringIsKey = false;
  private hexLeft = 0;
  private literal = '';
  private literalAt = 0;
  /** The value's text, when kept (up to MAX_TOKEN bytes; `cut` tells that there was more). */
  readonly text: number[] = [];
  cut = false;

  constructor(private readonly keep: boolean) {}

  feed(b: number): number {
    const r = this.step(b);
    if (this.keep && r !== DONE_BEFORE && r !== BAD) {
      if (this.text.length < MAX_TOKEN) this.text.push(b);
      else this.cut = true;
    }
    return r;
  }

  /** After a value's last byte. */
  private ended(): number {
    if (this.stack.length === 0) return DONE;
    this.state = V_AFTER;
    return NEED;
  }

  /** A number ends at `b`, which belongs to what follows it. */
  private numberEnded(b: number): number {
    if (this.stack.length === 0) return DONE_BEFORE;
    this.state = V_AFTER;
    return this.step(b);
  }

  private value(b: number): number {
    if (isSpace(b)) return NEED;
    switch (b) {
      case 123 /* { */:
        this.stack.push(IN_OBJECT);
        this.state = V_OBJECT_FIRST;
        return NEED;
      case 91 /* [ */:
        this.stack.push(IN_ARRAY);
        this.state = V_ARRAY_FIRST;
        return NEED;
      case 34 /* " */:
        this.stringIsKey = false;
        this.state = V_STRING;
        return NEED;
      case 116 /* t */:
      case 102 /* f */:
      case 110 /* n */:
        this.literal = b === 116 ? 'true' : b === 102 ? 'false' : 'null';
        this.literalAt = 1;
        this.state = V_LITERAL;
        return NEED;
      case 45 /* - */:
        this.state = V_MINUS;
        return NEED;
      case ZERO:
        this.state = V_ZERO;
        return NEED;
    }
    if (isDigit(b)) {
      this.state = V_INT;
      return NEED;
    }
    return BAD;
  }

  private step(b: number): number {
    switch (this.state) {
      case V_VALUE:
        return this.value(b);
      case V_ARRAY_FIRST:
        if (b === 93 /* ] */) {
          this.stack.pop();
          return this.ended();
        }
        return this.value(b);
      case V_OBJECT_FIRST:
      case V_OBJECT_KEY:
        if (isSpace(b)) return NEED;
        if (b === 125 /* } */ && this.state === V_OBJECT_FIRST) {
          this.stack.pop();
          return this.ended();
        }
        if (b !== 34 /* " */) return BAD;
        this.stringIsKey = true;
        this.state = V_STRING;
        return NEED;
      case V_COLON:
        if (isSpace(b)) return NEED;
        if (b !== 58 /* : */) return BAD;
        this.state = V_VALUE;
        return NEED;
      case V_AFTER: {
        if (isSpace(b)) return NEED;
        const top = this.stack[this.stack.length - 1];
        if (b === COMMA) {
          this.state = top === IN_OBJECT ? V_OBJECT_KEY : V_VALUE;
          return NEED;
        }
        if (b === (top === IN_OBJECT ? 125 /* } */ : 93) /* ] */) {
          this.stack.pop();
          return this.ended();
        }
        return BAD;
      }
      case V_STRING:
        if (b === 34 /* " */) {
          if (!this.stringIsKey) return this.ended();
          this.state = V_COLON;
          return NEED;
        }
        if (b === 92 /* \ */) this.state = V_ESCAPE;
        return b < 32 ? BAD : NEED;
      case V_ESCAPE:
        if (b === 117 /* u */) {
          this.hexLeft = 4;
          this.state = V_HEX;
          return NEED;
        }
        this.state = V_STRING;
        return ESCAPES.includes(b) ? NEED : BAD;
      case V_HEX:
        if (!isHex(b)) return BAD;
        if (--this.hexLeft === 0) this.state = V_STRING;
        return NEED;
      case V_LITERAL:
        if (b !== this.literal.charCodeAt(this.literalAt)) return BAD;
        return ++this.literalAt === this.literal.length ? this.ended() : NEED;
      case V_MINUS:
        if (!isDigit(b)) return BAD;
        this.state = b === ZERO ? V_ZERO : V_INT;
        return NEED;
      case V_ZERO:
      case V_INT:
      case V_FRACTION:
        if (isDigit(b) && this.state !== V_ZERO) return NEED;
        if (b === 46 /* . */ && this.state !== V_FRACTION) {
          this.state = V_DOT;
          return NEED;
        }
        if (b === 101 /* e */ || b === 69 /* E */) {
          this.state = V_E;
          return NEED;
        }
        return this.numberEnded(b);
      case V_DOT:
        if (!isDigit(b)) return BAD;
        this.state = V_FRACTION;
        return NEED;
      case V_E:
        if (b === 43 /* + */ || b === 45 /* - */) {
          this.state = V_E_SIGN;
          return NEED;
        }
        if (!isDigit(b)) return BAD;
        this.state = V_EXPONENT;
        return NEED;
      case V_E_SIGN:
        if (!isDigit(b)) return BAD;
        this.state = V_EXPONENT;
        return NEED;
      default: // V_EXPONENT
        return isDigit(b) ? NEED : this.numberEnded(b);
    }
  }
}

/** The bytes that may follow '\' in a JSON string (besides 'u'): " \ / b f n r t. */
export const ESCAPES = [34, 92, 47, 98, 102, 110, 114, 116];
