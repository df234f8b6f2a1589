import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { LineWriter } from './output.js';

/** A writer into memory that takes at most `most` bytes a call (as a pipe may). */
function collecting(chunk: number, most: number): { out: LineWriter; bytes: number[] } {
  const bytes: number[] = [];
  const out = new LineWriter(
    (data, offset, length) => {
      const n = Math.min(length, most);
      for (let i = 0; i < n; i++) bytes.push(data[offset + i]);
      return n;
    },
    chunk,
    Infinity,
  );
  return { out, bytes };
}

// Lines of any text, long ones (past the buffer) and characters of 1 to 4 UTF-8 bytes included.
const lineArb = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.constantFrom('', 'é', '€', '😀', '\u{10ffff}'.repeat(20), 'x'.repeat(200)),
);

test('lines reach the stream as their UTF-8 text (or the bytes given), each ended by a newline, in order', () => {
  fc.assert(
    fc.property(
      fc.array(
        fc.oneof(
          lineArb,
          fc.uint8Array({ maxLength: 20 }),
          // A line given as its bytes (lineBytes), as long as a line of text may be.
          fc.record({ line: fc.uint8Array({ maxLength: 200 }) }),
        ),
        { maxLength: 40 },
      ),
      fc.integer({ min: 1, max: 64 }),
      fc.integer({ min: 1, max: 50 }),
      (parts, chunk, most) => {
        const { out, bytes } = collecting(chunk, most);
        const want: number[] = [];
        for (const p of parts) {
          if (typeof p === 'string') {
            out.line(p);
            want.push(...Buffer.from(p + '\n', 'utf8'));
          } else if (p instanceof Uint8Array) {
            out.bytes(p);
            want.push(...p);
          } else {
            out.lineBytes(p.line);
            want.push(...p.line, 10);
          }
        }
        out.flush();
        assert.deepEqual(Buffer.from(bytes), Buffer.from(want));
      },
    ),
    { numRuns: 300 },
  );
});

test('discard drops the lines not yet written, and only those', () => {
  const { out, bytes } = collecting(1 << 10, 1 << 10);
  out.line('kept');
  out.flush();
  out.line('dropped');
  out.discard();
  out.line('after');
  out.flush();
  assert.equal(Buffer.from(bytes).toString('utf8'), 'kept\nafter\n');
});
