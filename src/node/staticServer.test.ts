import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { contentType, listenStatic, pathSegments } from './staticServer.js';

test('pathSegments decodes once and refuses dot segments, backslashes, NUL, bad escapes', () => {
  assert.deepEqual(pathSegments('/'), []);
  assert.deepEqual(pathSegments('/assets/a%20b.js?x=1#y'), ['assets', 'a b.js']);
  assert.deepEqual(pathSegments('//a///b/'), ['a', 'b']);
  assert.deepEqual(pathSegments('/%252e%252e/x'), ['%2e%2e', 'x']);
  for (const p of ['/../x', '/a/../../x', '/%2e%2e/x', '/%2E%2e%2Fx', '/./x', '/a/%2e/b'])
    assert.equal(pathSegments(p), 403, p);
  for (const p of ['/a\\b', '/%5c..', '/a%00.js', '/%e0%a4%a', 'x/y', 'http://h/x'])
    assert.equal(pathSegments(p), 400, p);
});

test('content types by extension, case-insensitive; unknown ones are octet-stream', () => {
  assert.equal(contentType('a/b.JS'), 'text/javascript; charset=utf-8');
  assert.equal(contentType('x.wasm'), 'application/wasm');
  assert.equal(contentType('x.svg'), 'image/svg+xml');
  assert.equal(contentType('Makefile'), 'application/octet-stream');
});

test('listenStatic takes the next port when the asked one is taken, only when allowed to', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'placer-static-'));
  const blocker = createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  const address = blocker.address();
  const taken = typeof address === 'object' && address ? address.port : 0;
  try {
    await assert.rejects(listenStatic(dir, '127.0.0.1', taken, 0), { code: 'EADDRINUSE' });
    const next = await listenStatic(dir, '127.0.0.1', taken, 20);
    assert.ok(next.port > taken && next.port <= taken + 20, `${next.port} after ${taken}`);
    await new Promise((resolve) => next.server.close(resolve));
  } finally {
    await new Promise((resolve) => blocker.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  }
});
