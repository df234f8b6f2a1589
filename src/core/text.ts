/* eslint-disable no-control-regex -- finding control characters is the point */
/**
 * User text at the boundaries: a byte-order mark at the start of any text input is skipped, and
 * user text shown inside a message is escaped (control characters, escape sequences, NULs,
 * invisible characters, the replacement character that stands for invalid UTF-8, lone
 * surrogates) and cut to a short excerpt with its length, so a message is one safe line.
 */

/** The byte-order mark, as a character and as UTF-8 bytes. */
export const BOM = '\ufeff';
export const BOM_BYTES: readonly number[] = [0xef, 0xbb, 0xbf];

/** `text` without a byte-order mark at its start. */
export function withoutBom(text: string): string {
  return text.startsWith(BOM) ? text.slice(1) : text;
}

/**
 * Characters shown as escapes: C0 and C1 controls and DEL; soft hyphen; zero-width and
 * direction marks, line and paragraph separators, bidi embeddings and isolates; word joiner and
 * invisible operators; BOM; interlinear annotations; the replacement character; lone surrogates.
 */
const UNSAFE =
  /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb\ufffd]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const NAMED: Record<string, string> = { '\t': '\\t', '\n': '\\n', '\r': '\\r' };

function escapeOne(ch: string): string {
  const named = NAMED[ch];
  if (named !== undefined) return named;
  const code = ch.charCodeAt(0);
  return code < 0x100
    ? `\\x${code.toString(16).padStart(2, '0')}`
    : `\\u${code.toString(16).padStart(4, '0')}`;
}

/** The index of the first unsafe character in `text` (one escapeUnsafe would escape), or -1. */
export function firstUnsafe(text: string): number {
  UNSAFE.lastIndex = 0;
  const m = UNSAFE.exec(text);
  UNSAFE.lastIndex = 0;
  return m === null ? -1 : m.index;
}

/** `text` with every unsafe character written as an escape (`\x1b`, `\u200b`, …). */
export function escapeUnsafe(text: string): string {
  return text.replace(UNSAFE, escapeOne);
}

/**
 * User text for a message, escaped and at most `max` characters wide as shown (an escape counts
 * for its width, so a run of invisible characters is cut too): the whole text when it fits,
 * else its first part and `…`.
 */
export function shown(text: string, max = 40): string {
  return excerpt(text, max).text;
}

/**
 * A value as a message's "got …" shows it: a string quoted and named as one (`'8' (a string)`),
 * so a caller that passed '8' for the number 8 is told why it was refused; anything else as is.
 */
export function gotValue(v: unknown): string {
  return typeof v === 'string' ? `${quoted(v)} (a string)` : String(v);
}

/** User text quoted for a message: `'text'`, or `'start…' (N characters)` when cut. */
export function quoted(text: string, max = 40): string {
  const e = excerpt(text, max);
  return e.cut ? `'${e.text}' (${e.length} characters)` : `'${e.text}'`;
}

function excerpt(text: string, max: number): { text: string; cut: boolean; length: number } {
  // Only the start is looked at: the text may be a whole file.
  const head: string[] = [];
  for (const ch of text) {
    head.push(escapeUnsafe(ch));
    if (head.length > max) break;
  }
  const widths = head.map((s) => (s.length > 1 && s.startsWith('\\') ? s.length : 1));
  let total = 0;
  for (const w of widths) total += w;
  if (head.length <= max && total <= max) {
    return { text: head.join(''), cut: false, length: head.length };
  }
  let out = '';
  let width = 0;
  for (let i = 0; i < head.length && width + widths[i] <= max - 1; i++) {
    out += head[i];
    width += widths[i];
  }
  return { text: `${out}…`, cut: true, length: codePoints(text) };
}

/** The number of characters (code points; a lone surrogate counts as one) in `text`. */
function codePoints(text: string): number {
  let n = text.length;
  for (let i = 0; i + 1 < text.length; i++) {
    const c = text.charCodeAt(i);
    const d = text.charCodeAt(i + 1);
    if (c >= 0xd800 && c <= 0xdbff && d >= 0xdc00 && d <= 0xdfff) {
      n--;
      i++;
    }
  }
  return n;
}

/**
 * UTF-8 bytes as text, exactly as TextDecoder reads them without `fatal` (WHATWG Encoding: each
 * maximal ill-formed part becomes one U+FFFD, which escapeUnsafe then shows); core cannot assume
 * TextDecoder.
 */
export function decodeUtf8(bytes: ArrayLike<number>): string {
  let out = '';
  let i = 0;
  outer: while (i < bytes.length) {
    const b = bytes[i];
    if (b < 0x80) {
      out += String.fromCharCode(b);
      i++;
      continue;
    }
    let need: number;
    let cp: number;
    // The second byte's range rules out overlong forms, surrogates and code points past U+10FFFF.
    let lower = 0x80;
    let upper = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) [need, cp] = [1, b & 0x1f];
    else if (b >= 0xe0 && b <= 0xef) {
      [need, cp] = [2, b & 0x0f];
      if (b === 0xe0) lower = 0xa0;
      if (b === 0xed) upper = 0x9f;
    } else if (b >= 0xf0 && b <= 0xf4) {
      [need, cp] = [3, b & 0x07];
      if (b === 0xf0) lower = 0x90;
      if (b === 0xf4) upper = 0x8f;
    } else {
      out += '\ufffd';
      i++;
      continue;
    }
    let j = i + 1;
    for (; need > 0; need--, j++) {
      const c = j < bytes.length ? bytes[j] : -1;
      if (c < lower || c > upper) {
        out += '\ufffd';
        i = j;
        continue outer;
      }
      cp = (cp << 6) | (c & 0x3f);
      lower = 0x80;
      upper = 0xbf;
    }
    out += String.fromCodePoint(cp);
    i = j;
  }
  return out;
}
