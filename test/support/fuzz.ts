/**
 * Fuzzing the parsers (issue 11, "messages safe to print"): hostile text to feed them, and the
 * checks every parser must pass on it: it returns, or throws the project's error (PlacerError)
 * with a message safe to print (one line, no character core/text.ts escapes, short whatever the
 * input's length), and each call ends quickly (a loop or a quadratic blow-up fails the case).
 */
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { isPlacerError, type PlacerError } from '../../src/core/errors.js';
import { escapeUnsafe } from '../../src/core/text.js';

/** Longest message a parser may give, whatever the input (user text is cut to an excerpt). */
export const MAX_MESSAGE = 400;
/** Longest time one parse may take (far above a real parse of these inputs, far below a hang). */
export const MAX_CASE_MS = 1000;

/** Characters that break terminals or hide themselves, and the byte-order mark. */
export const NASTY = [
  '\x00',
  '\x07',
  '\x1b',
  '\x1b[31m',
  '\x1b]0;title\x07',
  '\x7f',
  '\x9b',
  '\t',
  '\r',
  '\n',
  '\r\n',
  '\u00ad',
  '\u200b',
  '\u200e',
  '\u202e',
  '\u2028',
  '\u2066',
  '\ufeff',
  '\ufffd',
  '\ud800',
  '\udc00',
  '😀',
  'é',
  '×',
  ' ',
] as const;

/** Fails unless `message` is one printable line of bounded length. */
export function assertSafeMessage(message: string, context = ''): void {
  assert.equal(typeof message, 'string');
  assert.equal(
    escapeUnsafe(message),
    message,
    `unsafe character in ${JSON.stringify(message)}${context}`,
  );
  assert.ok(
    message.length <= MAX_MESSAGE,
    `message of ${message.length} characters: ${JSON.stringify(message.slice(0, 200))}…${context}`,
  );
  assert.ok(message.trim() !== '', 'empty message');
}

/** What a parse gave: its value, or the PlacerError it threw. */
export type Attempt<T> = { ok: true; value: T } | { ok: false; error: PlacerError };

/**
 * Runs `parse`: it must return, or throw a PlacerError with a safe message, within MAX_CASE_MS.
 * Any other throw fails the case.
 */
export function attempt<T>(parse: () => T): Attempt<T> {
  const start = performance.now();
  let out: Attempt<T>;
  try {
    out = { ok: true, value: parse() };
  } catch (e) {
    if (!isPlacerError(e)) {
      assert.fail(
        `threw ${e instanceof Error ? `${e.name}: ${e.message}` : String(e)}, not a PlacerError`,
      );
    }
    assertSafeMessage(e.message, ` (code ${e.code})`);
    out = { ok: false, error: e };
  }
  const ms = performance.now() - start;
  assert.ok(ms < MAX_CASE_MS, `one parse took ${ms.toFixed(0)} ms`);
  return out;
}

/** Text as invalid UTF-8 decodes: random bytes through TextDecoder (U+FFFD where they break). */
const decodedBytes = fc.uint8Array({ maxLength: 60 }).map((b) => new TextDecoder().decode(b));

/**
 * Hostile text: any UTF-16 (lone surrogates included), decoded random bytes, a parser's own
 * tokens mixed with NASTY characters (to get past the first check), a BOM in front, and very
 * long runs (a token repeated thousands of times).
 */
export function hostileText(tokens: readonly string[] = []): fc.Arbitrary<string> {
  const units = [...tokens, ...NASTY];
  const mixed = fc
    .array(fc.constantFrom(...units), { maxLength: 40 })
    .map((parts) => parts.join(''));
  const short = fc.oneof(fc.string({ unit: 'binary', maxLength: 60 }), decodedBytes, mixed);
  // Long enough that a parser quadratic in its input (a backtracking regular expression) takes
  // seconds, with text on both sides of the run so that trimming does not remove it.
  const long = fc
    .tuple(short, fc.constantFrom(...units), fc.integer({ min: 500, max: 100_000 }), short)
    .map(([head, unit, k, tail]) => head + unit.repeat(Math.ceil(k / unit.length)) + tail);
  return fc.oneof(
    { arbitrary: short, weight: 6 },
    { arbitrary: short.map((s) => '\ufeff' + s), weight: 1 },
    { arbitrary: long, weight: 1 },
  );
}

/** Hostile bytes: random ones, a text's UTF-8 (of hostileText), or cut multi-byte sequences. */
export function hostileBytes(tokens: readonly string[] = []): fc.Arbitrary<Uint8Array> {
  return fc.oneof(
    fc.uint8Array({ maxLength: 80 }),
    hostileText(tokens).map((s) => new TextEncoder().encode(s)),
    fc.tuple(hostileText(tokens), fc.nat()).map(([s, cut]) => {
      const b = new TextEncoder().encode(s);
      return b.subarray(0, b.length === 0 ? 0 : cut % b.length);
    }),
  );
}

/**
 * How many cases a fuzz property tries, as a multiple of its default-suite count: 1, or
 * PLACER_FUZZ_SCALE (test/fuzz.slow.test.ts runs every fuzz file 20 times harder).
 */
export const FUZZ_SCALE = Math.max(1, Number(process.env.PLACER_FUZZ_SCALE ?? 1) || 1);

/** fast-check's settings for a fuzz property of `numRuns` cases in the default suite. */
export function runs(numRuns: number): { numRuns: number } {
  return { numRuns: Math.round(numRuns * FUZZ_SCALE) };
}

/** fast-check's settings for a default-suite fuzz property: a few hundred cases, seed printed. */
export const FUZZ_RUNS = runs(300);
