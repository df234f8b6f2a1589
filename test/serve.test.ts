/**
 * `placer serve` over real HTTP: the built page with its headers, and a served folder with
 * traversal attempts (plain, percent-encoded, backslashes, NUL, symlinks), a POST, a missing
 * file and the content types. Requests are written by hand on a socket, so no client library
 * normalises the path before the server sees it.
 */
import assert from 'node:assert/strict';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { placer, tempFiles } from './support/cli.js';
import { startServe, type Served } from './support/serve.js';

interface Raw {
  readonly status: number;
  readonly headers: Map<string, string>;
  readonly body: string;
}

/** One request on its own connection, exactly as written. */
function raw(base: string, path: string, method = 'GET'): Promise<Raw> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let data = '';
    socket.setTimeout(5_000, () => socket.destroy(new Error(`no answer to ${method} ${path}`)));
    socket.on('data', (b: Buffer) => (data += b.toString('latin1')));
    socket.on('error', reject);
    socket.on('end', () => {
      const [head, ...rest] = data.split('\r\n\r\n');
      const [statusLine, ...lines] = head.split('\r\n');
      const headers = new Map<string, string>();
      for (const l of lines) {
        const i = l.indexOf(':');
        headers.set(l.slice(0, i).toLowerCase(), l.slice(i + 1).trim());
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
    socket.write(`${method} ${path} HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`);
  });
}

let page: Served;
let folder: Served;
let root: string;

before(
  async () => {
    // outside/secret.txt must never be served; root/ holds one file of each type and two links.
    const dir = tempFiles();
    root = join(dir, 'root');
    mkdirSync(join(root, 'sub'), { recursive: true });
    mkdirSync(join(dir, 'outside'));
    writeFileSync(join(dir, 'outside', 'secret.txt'), 'SECRET');
    writeFileSync(join(dir, 'secret.txt'), 'SECRET');
    for (const ext of ['html', 'js', 'css', 'svg', 'json', 'png', 'wasm', 'bin'])
      writeFileSync(join(root, `f.${ext}`), `file ${ext}`);
    writeFileSync(join(root, 'sub', 'index.html'), 'sub index');
    writeFileSync(join(root, '.hidden'), 'hidden');
    symlinkSync(join(dir, 'outside'), join(root, 'escape'));
    symlinkSync(join(dir, 'secret.txt'), join(root, 'secret-link.txt'));
    symlinkSync(join(root, 'f.css'), join(root, 'inner-link.css'));
    [page, folder] = await Promise.all([startServe(), startServe(['--root', root])]);
  },
  { timeout: 20_000 },
);
after(async () => {
  await Promise.all([page?.stop(), folder?.stop()]);
});

test('the built page: index.html with a strict CSP, nosniff, and its scripts as text/javascript', async () => {
  assert.match(page.url, /^http:\/\/127\.0\.0\.1:\d+\/$/);
  const index = await raw(page.url, '/');
  assert.equal(index.status, 200);
  assert.equal(index.headers.get('content-type'), 'text/html; charset=utf-8');
  assert.equal(index.headers.get('x-content-type-options'), 'nosniff');
  const csp = index.headers.get('content-security-policy') ?? '';
  for (const d of [
    "default-src 'self'",
    // Scripts of its own, which may compile WebAssembly (the kernels) but never eval.
    "script-src 'self' 'wasm-unsafe-eval';",
    "worker-src 'self'",
    "img-src 'self' data: blob:",
    "object-src 'none'",
  ])
    assert.ok(csp.includes(d), `CSP has ${d}: ${csp}`);
  assert.doesNotMatch(csp, /unsafe-inline|'unsafe-eval'/);
  // No inline script in the page: every <script> has a src.
  const scripts = [...index.body.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]);
  assert.ok(scripts.length > 0);
  for (const attrs of scripts) assert.match(attrs, /\bsrc="\.\/assets\/[^"]+\.js"/);
  const src = /src="\.\/(assets\/[^"]+\.js)"/.exec(scripts[0])?.[1] ?? '';
  const js = await raw(page.url, `/${src}`);
  assert.equal(js.status, 200);
  assert.equal(js.headers.get('content-type'), 'text/javascript; charset=utf-8');
  assert.match(js.headers.get('cache-control') ?? '', /immutable/);
  // The query string is the page's state, not part of the path.
  assert.equal((await raw(page.url, '/?view=play&n=5')).status, 200);
});

test('content types by extension, HEAD without a body, a folder serves its index.html', async () => {
  const types: Record<string, string> = {
    html: 'text/html; charset=utf-8',
    js: 'text/javascript; charset=utf-8',
    css: 'text/css; charset=utf-8',
    svg: 'image/svg+xml',
    json: 'application/json; charset=utf-8',
    png: 'image/png',
    wasm: 'application/wasm',
    bin: 'application/octet-stream',
  };
  for (const [ext, type] of Object.entries(types)) {
    const r = await raw(folder.url, `/f.${ext}`);
    assert.equal(r.status, 200, ext);
    assert.equal(r.headers.get('content-type'), type, ext);
    assert.equal(r.headers.get('x-content-type-options'), 'nosniff', ext);
    assert.equal(r.body, `file ${ext}`);
  }
  const head = await raw(folder.url, '/f.js', 'HEAD');
  assert.equal(head.status, 200);
  assert.equal(head.headers.get('content-length'), String('file js'.length));
  assert.equal(head.body, '');
  assert.equal((await raw(folder.url, '/sub/')).body, 'sub index');
  assert.equal((await raw(folder.url, '/sub')).body, 'sub index');
});

test('traversal is refused: plain, percent-encoded, backslashes, NUL, symlinks out of the root', async () => {
  const refused: [string, number][] = [
    ['/../secret.txt', 403],
    ['/sub/../../secret.txt', 403],
    ['/%2e%2e/secret.txt', 403],
    ['/%2e%2e%2fsecret.txt', 403],
    ['/%2E%2E%2Fsecret.txt', 403],
    ['/sub/%2e%2e/%2e%2e/secret.txt', 403],
    ['/..%5csecret.txt', 400],
    ['/..\\secret.txt', 400],
    ['/sub\\..\\..\\secret.txt', 400],
    ['/f.html%00.png', 400],
    ['/%zz', 400],
    ['/escape/secret.txt', 403],
    ['/secret-link.txt', 403],
    ['/.hidden', 404],
  ];
  for (const [path, status] of refused) {
    const r = await raw(folder.url, path);
    assert.equal(r.status, status, `${path}: ${r.status}`);
    assert.doesNotMatch(r.body, /SECRET/, path);
    assert.equal(r.headers.get('x-content-type-options'), 'nosniff', path);
    assert.ok(r.headers.has('content-security-policy'), path);
  }
  // A link that stays inside the root is an ordinary file; a doubly encoded dot is just a name.
  assert.equal((await raw(folder.url, '/inner-link.css')).body, 'file css');
  assert.equal((await raw(folder.url, '/%252e%252e/secret.txt')).status, 404);
});

test('only GET and HEAD: a POST (and others) get 405 with Allow; a missing file 404', async () => {
  for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
    const r = await raw(folder.url, '/f.html', method);
    assert.equal(r.status, 405, method);
    assert.equal(r.headers.get('allow'), 'GET, HEAD');
  }
  const missing = await raw(folder.url, '/nope.js');
  assert.equal(missing.status, 404);
  assert.equal(missing.headers.get('content-type'), 'text/plain; charset=utf-8');
  assert.equal((await raw(page.url, '/assets/nope.js')).status, 404);
});

test('serve: bad options are usage errors naming the value', () => {
  const port = placer(['serve', '--port', 'http']);
  assert.equal(port.code, 2);
  assert.match(port.stderr, /--port must be a whole number from 0 to 65535, got 'http'/);
  const dir = tempFiles({ 'a.txt': 'x' });
  const notDir = placer(['serve', '--root', join(dir, 'a.txt')]);
  assert.equal(notDir.code, 2);
  assert.match(notDir.stderr, /--root must be a folder/);
});
