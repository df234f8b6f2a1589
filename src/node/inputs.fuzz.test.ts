/**
 * Fuzzing the Node-side readers: checkpoint files (header and records), the --queue Redis URL
 * and results read back from Redis. Hostile text never throws anything but a PlacerError with a
 * message safe to print, and never hangs; what is written reads back.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import {
  assertSafeMessage,
  attempt,
  FUZZ_RUNS,
  hostileText,
  runs,
} from '../../test/support/fuzz.js';
import { escapeUnsafe } from '../core/text.js';
import { Checkpoint, headerMismatch, type CheckpointRecord } from './checkpoint.js';
import { maskRedisUrl, parseRedisUrl } from './queue/url.js';
import { decodeResult, encodeResult } from './queue/wire.js';

const HEADER = { kind: 'placer-test', version: 1, n: 8 };
const JSON_TOKENS = [
  '{',
  '}',
  '"kind"',
  '"id"',
  ':',
  ',',
  '"placer-test"',
  '1',
  '"n"',
  '8',
  '\n',
  'null',
  '[',
  ']',
  '"',
];

test('fuzz: checkpoint files with hostile text are refused or resumed safely', () => {
  const dir = mkdtempSync(join(tmpdir(), 'placer-fuzz-'));
  try {
    let k = 0;
    fc.assert(
      fc.property(hostileText(JSON_TOKENS), fc.boolean(), (text, withHeader) => {
        const why = headerMismatch(text, HEADER);
        if (why !== null) assertSafeMessage(why);
        const path = join(dir, `cp${k++}.ndjson`);
        writeFileSync(path, withHeader ? `${JSON.stringify(HEADER)}\n${text}` : text);
        const r = attempt(() => Checkpoint.open<CheckpointRecord>(path, HEADER));
        if (r.ok) {
          for (const bad of r.value.bad) assertSafeMessage(bad.reason);
          r.value.close();
        }
      }),
      runs(50),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('fuzz: a checkpoint reads back the records written to it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'placer-fuzz-'));
  try {
    let k = 0;
    const record = fc.record({
      id: fc.string({ unit: 'binary', maxLength: 12 }),
      count: fc.string(),
      n: fc.integer(),
    });
    fc.assert(
      fc.property(fc.uniqueArray(record, { maxLength: 8, selector: (r) => r.id }), (records) => {
        const path = join(dir, `rt${k++}.ndjson`);
        const cp = Checkpoint.open<CheckpointRecord>(path, HEADER);
        for (const r of records) cp.append(r);
        cp.close();
        const back = Checkpoint.open<CheckpointRecord>(path, HEADER);
        back.close();
        assert.deepEqual(back.bad, []);
        assert.deepEqual(
          [...back.done.values()],
          records.map((r) => ({ ...r })),
        );
      }),
      runs(20),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

const URL_TOKENS = [
  'redis://',
  'rediss://',
  'http://',
  ':',
  '@',
  '/',
  'h',
  'localhost',
  '6379',
  '99999',
  '[::1]',
  '%',
  '%40',
  '?',
  '#',
  'user',
  'pw',
];

test('fuzz: --queue URLs are refused safely, the password never shown', () => {
  fc.assert(
    fc.property(hostileText(URL_TOKENS), (text) => {
      const r = attempt(() => parseRedisUrl(text));
      // The shown URL is printed in progress lines: escaped (long URLs stay whole).
      if (r.ok) assert.equal(escapeUnsafe(r.value.shown), r.value.shown);
      const masked = maskRedisUrl(text);
      assert.equal(escapeUnsafe(masked), masked);
    }),
    FUZZ_RUNS,
  );
  fc.assert(
    fc.property(fc.string({ minLength: 1, maxLength: 30 }), (secret) => {
      const url = `redis://u:${encodeURIComponent(secret)}@h:1/2`;
      assert.equal(parseRedisUrl(url).shown, 'redis://u:***@h:1/2');
    }),
    runs(100),
  );
});

test('fuzz: parse ∘ print = identity for Redis URLs', () => {
  const word = fc.string({ unit: 'binary', minLength: 1, maxLength: 10 });
  fc.assert(
    fc.property(
      fc.constantFrom('localhost', '10.0.0.5', 'redis.example.org', '::1'),
      fc.integer({ min: 1, max: 65535 }),
      fc.integer({ min: 0, max: 65535 }),
      fc.option(word, { nil: undefined }),
      fc.option(word, { nil: undefined }),
      fc.boolean(),
      (host, port, db, username, password, tls) => {
        const auth =
          username === undefined && password === undefined
            ? ''
            : `${encodeURIComponent(username ?? '')}${password === undefined ? '' : `:${encodeURIComponent(password)}`}@`;
        const h = host.includes(':') ? `[${host}]` : host;
        const t = parseRedisUrl(`redis${tls ? 's' : ''}://${auth}${h}:${port}/${db}`);
        assert.deepEqual(
          [t.host, t.port, t.db, t.username, t.password, t.tls],
          [host, port, db, username, password, tls],
        );
      },
    ),
    FUZZ_RUNS,
  );
});

test('fuzz: results read back from Redis: any text gives a result or null, never a throw', () => {
  fc.assert(
    fc.property(hostileText([...JSON_TOKENS, '"$bigint"', '"12"']), (text) => {
      attempt(() => decodeResult(text));
    }),
    FUZZ_RUNS,
  );
  fc.assert(
    fc.property(fc.bigInt({ min: -(2n ** 100n), max: 2n ** 100n }), fc.nat(), (count, nodes) => {
      const r = { kind: 'cover-count' as const, count, nodes, memoHits: 0, memoDropped: false };
      assert.deepEqual(decodeResult(encodeResult(r)), r);
    }),
    FUZZ_RUNS,
  );
});

test('regressions found by fuzzing: checkpoint and queue messages escape the file and the URL', () => {
  // A header's key and a damaged line were shown as they are, or as JSON, which keeps DEL, C1
  // controls, zero-width and direction characters raw.
  assert.equal(
    headerMismatch('{"kind":"placer-test","version":1,"n":8,"\u202ex":1}', HEADER),
    'its \\u202ex is 1, this run has none',
  );
  const dir = mkdtempSync(join(tmpdir(), 'placer-fuzz-'));
  try {
    const path = join(dir, 'cp.ndjson');
    writeFileSync(path, `${JSON.stringify(HEADER)}\n"\x7f\u200b`);
    const cp = Checkpoint.open<CheckpointRecord>(path, HEADER);
    cp.close();
    assert.deepEqual(cp.bad, [{ line: 2, reason: 'cut short: "\\"\\x7f\\u200b"' }]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  // The URL (and its scheme) were printed raw.
  assert.match(
    attemptMessage(() => parseRedisUrl('\ufeff')),
    /not a URL, got '\\ufeff'$/,
  );
  assert.match(
    attemptMessage(() => parseRedisUrl('\u202eredis://h')),
    /got '\\u202eredis:\/\/h'$/,
  );
  assert.equal(maskRedisUrl('a\x1b[2Jb'), 'a\\x1b[2Jb');
  // A bad %-escape in the user name or password threw a URIError (the slow suite's fuzzing).
  assert.match(
    attemptMessage(() => parseRedisUrl('redis://%@h')),
    /user name has a '%'/,
  );
  assert.match(
    attemptMessage(() => parseRedisUrl('redis://u:%E2%80@h')),
    /password has a '%'.*got 'redis:\/\/u:\*\*\*@h'$/,
  );
});

function attemptMessage(parse: () => unknown): string {
  const r = attempt(parse);
  assert.ok(!r.ok, 'expected a refusal');
  return r.error.message;
}
