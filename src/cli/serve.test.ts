import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isLoopback } from './serve.js';

test('only loopback addresses pass without the warning', () => {
  for (const h of ['127.0.0.1', '127.1.2.3', 'localhost', '::1']) assert.ok(isLoopback(h), h);
  for (const h of ['0.0.0.0', '::', '192.168.1.2', '10.0.0.1', 'example.org', '127.0.0.1.nip.io'])
    assert.ok(!isLoopback(h), h);
});
