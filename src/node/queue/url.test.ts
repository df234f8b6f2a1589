import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { maskRedisUrl, parseRedisUrl } from './url.js';

test('a plain URL gives host, port and database; TLS from rediss', () => {
  const t = parseRedisUrl('redis://10.0.0.5:6380/2');
  assert.deepEqual(
    { host: t.host, port: t.port, db: t.db, tls: t.tls, password: t.password },
    { host: '10.0.0.5', port: 6380, db: 2, tls: false, password: undefined },
  );
  const s = parseRedisUrl('rediss://queue.example.org');
  assert.equal(s.tls, true);
  assert.equal(s.port, 6379);
  assert.equal(s.db, 0);
});

test('user and password are decoded, and the shown URL hides the password', () => {
  const t = parseRedisUrl('rediss://placer:s%40cr%3At@redis.lan:7000/1');
  assert.equal(t.username, 'placer');
  assert.equal(t.password, 's@cr:t');
  assert.equal(t.shown, 'rediss://placer:***@redis.lan:7000/1');
  assert.equal(parseRedisUrl('redis://:hunter2@h:1').shown, 'redis://:***@h:1');
});

test('bad URLs are refused with a message that names them, password masked', () => {
  for (const [url, why] of [
    ['http://h:1', /unknown scheme 'http:'/],
    ['redis://:pw@h:99999', /not a URL|port/],
    ['redis://:pw@h:1/x', /database number/],
    ['redis://:pw@h:1/0?tls=1', /query/],
    ['redis://:pw@', /not a URL|no host/],
    ['nonsense pw@', /not a URL/],
  ] as const) {
    assert.throws(
      () => parseRedisUrl(url),
      (e: Error) => why.test(e.message) && !e.message.includes('pw@'),
      url,
    );
  }
});

test('no password ever survives masking or an error message', () => {
  fc.assert(
    fc.property(
      fc.stringMatching(/^[A-Za-z0-9]{3,20}$/),
      fc.constantFrom('redis', 'rediss', 'http', 'redis:'),
      fc.constantFrom('h:6379', 'h:0', '[::1]:6379', 'h:6379/3', 'h/x', ''),
      (password, scheme, rest) => {
        const url = `${scheme}://user:${password}@${rest}`;
        assert.ok(!maskRedisUrl(url).includes(password), maskRedisUrl(url));
        try {
          assert.ok(!parseRedisUrl(url).shown.includes(password));
        } catch (e) {
          assert.ok(!(e as Error).message.includes(password), (e as Error).message);
        }
      },
    ),
  );
});
