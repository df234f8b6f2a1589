/* eslint-disable no-control-regex -- finding control characters is the point */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { decodeUtf8, escapeUnsafe, quoted, withoutBom } from './text.js';

test('unsafe characters are escaped; printable text, accents and emoji are kept', () => {
  assert.equal(escapeUnsafe('a\x1b[31mb\x00c\x07'), 'a\\x1b[31mb\\x00c\\x07');
  assert.equal(escapeUnsafe('tab\there\nline\r'), 'tab\\there\\nline\\r');
  assert.equal(escapeUnsafe('x\u200by\ufeffz\u202ew'), 'x\\u200by\\ufeffz\\u202ew');
  assert.equal(escapeUnsafe('\x9b1m\x7f'), '\\x9b1m\\x7f');
  // Invalid UTF-8 decodes to U+FFFD; a lone surrogate cannot be printed either.
  assert.equal(escapeUnsafe(new TextDecoder().decode(new Uint8Array([0x31, 0xff]))), '1\\ufffd');
  assert.equal(escapeUnsafe('a\ud800b'), 'a\\ud800b');
  assert.equal(escapeUnsafe('é ♛ 😀 ½ a2'), 'é ♛ 😀 ½ a2');
});

test('long text is cut with its length; a BOM at the start is skipped, elsewhere kept', () => {
  assert.equal(quoted('abc'), "'abc'");
  assert.equal(quoted('x'.repeat(300)), `'${'x'.repeat(39)}…' (300 characters)`);
  assert.equal(quoted('😀'.repeat(50), 10), `'${'😀'.repeat(9)}…' (50 characters)`);
  assert.equal(withoutBom('\ufeff1 2'), '1 2');
  assert.equal(withoutBom('1\ufeff2'), '1\ufeff2');
});

test('property: an escaped text holds no unsafe character and reads back to the original', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'binary' }), (s) => {
      const e = escapeUnsafe(s);
      assert.doesNotMatch(e, /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\ufeff\ufffd]/);
      // Every escape is \xNN, \uNNNN, \t, \n or \r; undoing them (where the original had no
      // backslash) gives the text back.
      if (!s.includes('\\')) {
        const back = e.replace(/\\(x[0-9a-f]{2}|u[0-9a-f]{4}|[tnr])/g, (_, c: string) =>
          c === 't'
            ? '\t'
            : c === 'n'
              ? '\n'
              : c === 'r'
                ? '\r'
                : String.fromCharCode(parseInt(c.slice(1), 16)),
        );
        assert.equal(back, s);
      }
    }),
    { numRuns: 300 },
  );
});

test('property: decodeUtf8 reads any bytes exactly as TextDecoder does', () => {
  const bytes = fc.oneof(
    fc.uint8Array({ maxLength: 40 }),
    // Mostly lead and continuation bytes, where the edge cases are.
    fc
      .array(
        fc.constantFrom(
          0x41,
          0x80,
          0x9f,
          0xa0,
          0xbf,
          0xc0,
          0xc2,
          0xdf,
          0xe0,
          0xed,
          0xef,
          0xf0,
          0xf4,
          0xf5,
          0xff,
        ),
        { maxLength: 12 },
      )
      .map((a) => Uint8Array.from(a)),
    fc.string({ unit: 'binary', maxLength: 20 }).map((s) => new TextEncoder().encode(s)),
  );
  fc.assert(
    fc.property(bytes, (b) => {
      assert.equal(decodeUtf8(b), new TextDecoder().decode(b));
    }),
    { numRuns: 500 },
  );
});

test('property: quoted text is safe and short whatever the input, and cut only when it must be', () => {
  fc.assert(
    fc.property(
      fc.string({ unit: 'binary', maxLength: 300 }),
      fc.integer({ min: 5, max: 60 }),
      (s, max) => {
        const q = quoted(s, max);
        assert.equal(escapeUnsafe(q), q);
        const cut = /^'(.*)' \((\d+) characters\)$/su.exec(q);
        if (cut === null) assert.equal(q, `'${escapeUnsafe(s)}'`);
        else {
          assert.equal(Number(cut[2]), Array.from(s).length);
          assert.ok(cut[1].endsWith('…'));
          // At most `max` wide as shown: an escape such as \u200b counts for its 6 characters.
          assert.ok(Array.from(cut[1]).length <= max, q);
        }
      },
    ),
    { numRuns: 300 },
  );
  // A run of zero-width spaces is cut by its shown width, not its length.
  assert.equal(quoted('\u200b'.repeat(20), 14), `'\\u200b\\u200b…' (20 characters)`);
});
