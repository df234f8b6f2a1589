/**
 * Reads a `perm` or `json` placement chunk by chunk into an Int32Array (placementEncoder.ts writes
 * them), with the same rules and messages as parsePlacement in formats.ts, for boards far too
 * big for one string.
 */
import { PlacerError } from '../errors.js';
import { BOM_BYTES } from '../text.js';
import type { Placement } from './placement.js';
import {
  BAD,
  BIG,
  COMMA,
  DONE_BEFORE,
  ESCAPES,
  JSON_NUMBER,
  JsonValueScanner,
  MAX_TOKEN,
  NEED,
  NINE,
  ZERO,
  isHex,
  isSpace,
  show,
  showByte,
} from './jsonScanner.js';
import type { ByteFormat } from './placementEncoder.js';
import { plural } from '../plural.js';

const PHASE_START = 0;
/** json: inside the top-level object, outside its "cols" list (see `obj` for where). */
const PHASE_OBJECT = 1;
const PHASE_LIST = 2;
/** json: after the top-level object's closing brace. */
const PHASE_AFTER = 3;

// Where in the top-level object (PHASE_OBJECT).
const O_OPEN = 0; // after '{': a key or '}'
const O_KEY = 1; // after ',': a key
const O_KEY_TEXT = 2; // inside a key's string
const O_KEY_ESCAPE = 3; // after '\' in a key
const O_KEY_HEX = 4; // inside a key's \uXXXX
const O_COLON = 5; // after a key: ':'
const O_VALUE = 6; // after ':': the value
const O_SKIP = 7; // inside a value other than "cols" (the scanner reads it)
const O_NEXT = 8; // after a value: ',' or '}'

/**
 * Reads a `perm` or `json` placement chunk by chunk (unless told, the format is told by the first
 * byte: '{' is json). `n` is the board size the placement must have; null: the text says it (the
 * number of entries, which a json "n" must then equal), up to `maxN`. Empty rows ('.' or null)
 * are accepted when `partial`. It accepts the texts parsePlacement accepts — for json any JSON object with a "cols"
 * list and an optional "n", keys in any order, other keys (of any JSON value) and whitespace
 * anywhere JSON allows it — with two limits that no real placement meets: a key given twice is
 * refused (JSON.parse would keep the last), and a cols entry or "n" longer than 4096 characters
 * is refused (`1.000…0` with thousands of zeros is the JSON number 1).
 *
 * Numbers and separators of the list go through a tight loop; anything else (and every error)
 * through a general byte-by-byte path that shares its state.
 */
export class PlacementByteParser {
  /** The entries; grown as they come while N is not known. */
  private cols: Int32Array;
  /** Whether N was given; else `n` bounds the size and the entries tell it. */
  private readonly known: boolean;
  /** The board size: N when known, else the largest accepted (maxN). */
  private readonly n: number;
  /** json "n" as written, while N is not known (checked against the entries at the end). */
  private statedN: string | null = null;
  private phase = PHASE_START;
  private json = false;
  /** Bytes consumed before the current chunk, and the offset of the byte being read. */
  private base = 0;
  private at = 0;
  /** json: where in the top-level object; the key being read; what was seen. */
  private obj = O_OPEN;
  private key = '';
  private hexLeft = 0;
  private hexValue = 0;
  private scanner: JsonValueScanner | null = null;
  private seenN = false;
  private seenCols = false;
  /** Entries read so far. */
  private count = 0;
  /** The token being read: a number (value ≥ 0, with its digit count) or other bytes. */
  private inToken = false;
  private value = 0;
  private digits = 0;
  private leadingZero = false;
  private other: number[] = [];
  private otherCut = false;
  /** json: a ',' was read and an entry must follow. */
  private needEntry = false;

  /** Bytes of a byte-order mark matched at the start; -1 once the start is past. */
  private bomSeen = 0;

  /** `format` forces perm or json; by default a first '{' means json. */
  constructor(
    n: number | null,
    private readonly partial = false,
    private readonly format?: ByteFormat,
    maxN = 2 ** 31 - 1,
  ) {
    this.known = n !== null;
    this.n = n ?? maxN;
    this.cols = new Int32Array(n ?? Math.min(maxN, 1024));
  }

  push(chunk: Uint8Array): void {
    const len = chunk.length;
    let i = 0;
    if (this.bomSeen >= 0) i = this.skipBom(chunk);
    while (i < len) {
      if (this.phase === PHASE_LIST) {
        i = this.run(chunk, i);
        if (i >= len) break;
      }
      this.at = this.base + i;
      this.byte(chunk[i++]);
    }
    this.base += len;
  }

  /**
   * A byte-order mark at the very start is skipped (it may arrive split over chunks); bytes that
   * began like one but are not are read as input. Returns where the chunk's input starts.
   */
  private skipBom(chunk: Uint8Array): number {
    let i = 0;
    while (i < chunk.length && this.bomSeen < 3 && chunk[i] === BOM_BYTES[this.bomSeen]) {
      i++;
      this.bomSeen++;
    }
    if (this.bomSeen === 3) this.bomSeen = -1;
    else if (i < chunk.length) this.replayBom();
    // Positions in messages count from the byte after the mark.
    this.base -= i;
    return i;
  }

  /** What looked like the start of a byte-order mark was input after all: read it. */
  private replayBom(): void {
    const seen = BOM_BYTES.slice(0, this.bomSeen);
    this.bomSeen = -1;
    seen.forEach((b, k) => {
      this.at = k;
      this.byte(b);
    });
    this.base += seen.length;
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
        if (value < 0 || !plain || value > n || count >= cols.length) break;
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
        if (this.format === 'json' || (this.format === undefined && b === 123) /* { */) {
          if (b !== 123) this.unexpected(b, "'{'");
          this.json = true;
          this.phase = PHASE_OBJECT;
          return;
        }
        this.phase = PHASE_LIST;
        this.listByte(b);
        return;
      case PHASE_OBJECT:
        this.objectByte(b);
        return;
      case PHASE_LIST:
        this.listByte(b);
        return;
      case PHASE_AFTER:
        if (!isSpace(b)) {
          throw new PlacerError(
            'placement-syntax',
            `unexpected ${showByte(b)} after the end of the JSON placement (byte ${this.at + 1})`,
          );
        }
    }
  }

  private unexpected(b: number, expected: string): never {
    throw new PlacerError(
      'placement-syntax',
      `bad JSON placement: unexpected ${showByte(b)} at byte ${this.at + 1}, expected ${expected}`,
    );
  }

  /** The top-level object of a json placement, around its "cols" list. */
  private objectByte(b: number): void {
    switch (this.obj) {
      case O_OPEN:
      case O_KEY:
        if (isSpace(b)) return;
        if (b === 34 /* " */) {
          this.key = '';
          this.obj = O_KEY_TEXT;
        } else if (b === 125 /* } */ && this.obj === O_OPEN) this.closeObject();
        else this.unexpected(b, this.obj === O_OPEN ? "a key or '}'" : 'a key');
        return;
      case O_KEY_TEXT:
        if (b === 34 /* " */) this.obj = O_COLON;
        else if (b === 92 /* \ */) this.obj = O_KEY_ESCAPE;
        else if (b < 32) this.unexpected(b, 'the rest of the key');
        else this.keyChar(b);
        return;
      case O_KEY_ESCAPE:
        if (b === 117 /* u */) {
          this.hexLeft = 4;
          this.hexValue = 0;
          this.obj = O_KEY_HEX;
          return;
        }
        if (!ESCAPES.includes(b))
          this.unexpected(b, 'an escape (\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u)');
        this.keyChar(b === 34 || b === 92 || b === 47 ? b : 0x7f); // \b \f \n \r \t: not in "n", "cols"
        this.obj = O_KEY_TEXT;
        return;
      case O_KEY_HEX:
        if (!isHex(b)) this.unexpected(b, 'a hex digit');
        this.hexValue = this.hexValue * 16 + parseInt(String.fromCharCode(b), 16);
        if (--this.hexLeft === 0) {
          this.keyChar(this.hexValue);
          this.obj = O_KEY_TEXT;
        }
        return;
      case O_COLON:
        if (isSpace(b)) return;
        if (b !== 58 /* : */) this.unexpected(b, "':'");
        this.obj = O_VALUE;
        return;
      case O_VALUE:
        if (isSpace(b)) return;
        if (this.key === 'cols') {
          if (this.seenCols) this.twice('cols');
          this.seenCols = true;
          if (b !== 91 /* [ */) this.unexpected(b, `'[' (cols is a list)`);
          this.phase = PHASE_LIST;
          return;
        }
        if (this.key === 'n') {
          if (this.seenN) this.twice('n');
          this.seenN = true;
        }
        this.scanner = new JsonValueScanner(this.key === 'n');
        this.obj = O_SKIP;
        this.scan(b);
        return;
      case O_SKIP:
        this.scan(b);
        return;
      case O_NEXT:
        if (isSpace(b)) return;
        if (b === COMMA) this.obj = O_KEY;
        else if (b === 125 /* } */) this.closeObject();
        else this.unexpected(b, "',' or '}'");
    }
  }

  /** One character of a key; only "n" and "cols" matter, so a longer key is cut at 5. */
  private keyChar(code: number): void {
    if (this.key.length < 5) this.key += String.fromCharCode(code);
  }

  private twice(key: string): never {
    throw new PlacerError('placement-syntax', `bad JSON placement: "${key}" is given twice`);
  }

  private scan(b: number): void {
    const s = this.scanner as JsonValueScanner;
    const r = s.feed(b);
    if (r === NEED) return;
    if (r === BAD) this.unexpected(b, 'a JSON value');
    this.scanner = null;
    this.obj = O_NEXT;
    if (this.key === 'n') this.checkN(s);
    if (r === DONE_BEFORE) this.objectByte(b);
  }

  /** "n" must be the board size (as JSON.parse reads its number). */
  private checkN(s: JsonValueScanner): void {
    const text = String.fromCharCode(...s.text);
    if (!this.known) {
      this.statedN = show(s.text).slice(1, -1);
      if (!s.cut && JSON_NUMBER.test(text)) this.statedN = text;
      return;
    }
    if (!s.cut && JSON_NUMBER.test(text) && Number(text) === this.n) return;
    throw new PlacerError(
      'placement-size',
      `JSON placement says n=${show(s.text).slice(1, -1)} but N is ${this.n}`,
    );
  }

  private closeObject(): void {
    if (!this.seenCols) {
      throw new PlacerError(
        'placement-syntax',
        'JSON placement needs {"n":N,"cols":[…]}: this object has no "cols"',
      );
    }
    this.phase = PHASE_AFTER;
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
        this.phase = PHASE_OBJECT;
        this.obj = O_NEXT;
      }
      return;
    }
    if (!this.inToken) {
      if (json && this.count > 0 && !this.needEntry) this.syntax([b]);
      // A string, list or object is never a column (and may hold separators): refuse it now.
      if (json && (b === 34 || b === 91 || b === 123)) this.syntax([b]);
      this.inToken = true;
      this.needEntry = false;
      this.value = b >= ZERO && b <= NINE ? 0 : -1;
      this.digits = 0;
      this.leadingZero = b === ZERO;
      this.other = [];
      this.otherCut = false;
    }
    if (b >= ZERO && b <= NINE && this.value >= 0) {
      if (this.value < BIG) this.value = this.value * 10 + (b - ZERO);
      this.digits++;
      return;
    }
    if (this.value >= 0) {
      // A number turns out to be something else: keep its text (json: a number 1.5, 2e3, …).
      this.other = [...this.numberText()].map((ch) => ch.charCodeAt(0));
      if (this.digits > 15) this.otherCut = true;
      this.value = -1;
    }
    if (this.other.length < (json ? MAX_TOKEN : 41)) this.other.push(b);
    else this.otherCut = true;
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

  private offBoard(text: string): never {
    throw new PlacerError(
      'placement-range',
      this.known
        ? `column ${text} in entry ${this.count + 1} is off the board: columns are 1…${this.n}`
        : `column ${text} in entry ${this.count + 1} is past the largest board: N is at most ${this.n}`,
    );
  }

  private endToken(): void {
    this.inToken = false;
    let col: number;
    if (this.value >= 0) {
      const text = this.numberText();
      if (this.leadingZero) this.syntax([...text].map((ch) => ch.charCodeAt(0)));
      if (this.value > this.n) this.offBoard(text);
      col = this.value - 1;
    } else {
      const text = String.fromCharCode(...this.other);
      if ((!this.json && text === '.') || (this.json && text === 'null')) col = -1;
      else if (this.json && !this.otherCut && JSON_NUMBER.test(text)) {
        // Any JSON number that is a whole number ≥ 1 is a column, as JSON.parse reads it.
        const v = Number(text);
        if (!Number.isInteger(v) || v < 1) this.syntax(this.other);
        if (v > this.n) this.offBoard(text);
        col = v - 1;
      } else this.syntax(this.other);
    }
    this.leadingZero = false;
    if (this.count >= this.cols.length) this.grow();
    this.cols[this.count++] = col;
  }

  /** Room for one more entry: while N is unknown, up to the largest N; else an error. */
  private grow(): void {
    if (!this.known && this.count < this.n) {
      const bigger = new Int32Array(Math.min(this.n, this.cols.length * 2));
      bigger.set(this.cols);
      this.cols = bigger;
      return;
    }
    throw new PlacerError(
      'placement-size',
      this.known
        ? `placement has more than ${plural(this.n, 'row')} but N is ${this.n}: give exactly ${plural(this.n, 'entry', 'entries')}`
        : `placement has more than ${plural(this.n, 'row')}: N is at most ${this.n}`,
    );
  }

  /** The placement read; throws when the input was cut short or has the wrong size. */
  end(): Placement {
    if (this.bomSeen > 0) this.replayBom();
    if (this.inToken) this.endToken();
    if (this.phase === PHASE_START) throw new PlacerError('placement-empty', 'placement is empty');
    if (this.json && this.phase !== PHASE_AFTER) {
      throw new PlacerError(
        'placement-syntax',
        `JSON placement is cut short (no closing ${this.phase === PHASE_LIST ? ']}' : '}'})`,
      );
    }
    const n = this.known ? this.n : this.count;
    if (this.count !== n) {
      throw new PlacerError(
        'placement-size',
        `placement has ${plural(this.count, 'row')} but N is ${n}: give exactly ${plural(n, 'entry', 'entries')}`,
      );
    }
    const cols = this.cols.length === n ? this.cols : this.cols.slice(0, n);
    if (!this.known) this.checkInferred(cols);
    if (!this.partial) {
      const empty = cols.indexOf(-1);
      if (empty >= 0) {
        throw new PlacerError(
          'placement-incomplete',
          `row ${empty + 1} has no queen: a placement needs one queen in ${n === 1 ? 'its one row' : `each of the ${n} rows`}`,
        );
      }
    }
    return { n, cols };
  }

  /**
   * With N told by the entries, as parsePlacement (formats.ts) reads it: a json "n" must equal
   * their number, and every column must be on the board they make.
   */
  private checkInferred(cols: Int32Array): void {
    const n = cols.length;
    if (this.statedN !== null && Number(this.statedN) !== n) {
      throw new PlacerError(
        'placement-size',
        `JSON placement says n=${this.statedN} but has ${plural(n, 'entry', 'entries')} in cols`,
      );
    }
    if (n === 0) throw new PlacerError('placement-empty', 'placement is empty');
    for (let i = 0; i < n; i++) {
      if (cols[i] >= n) {
        throw new PlacerError(
          'placement-range',
          `column ${cols[i] + 1} in entry ${i + 1} is off the board: columns are 1…${n}`,
        );
      }
    }
  }
}
