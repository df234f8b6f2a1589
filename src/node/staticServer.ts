/**
 * A static file server for the built web page (dist/web), on node:http with nothing else: the
 * page is a handful of hashed files, so the few checks that matter are written out here and
 * tested (test/serve.test.ts) rather than configured in a library.
 *
 * - Only GET and HEAD (405 otherwise, with Allow).
 * - Only files inside the root: the path is percent-decoded once, then refused if it holds a
 *   backslash, a NUL or a '.'/'..' segment (400/403), and the file's real path (symlinks
 *   resolved) must still lie inside the root's real path (403). Dotfiles are not served (404).
 * - Content types by extension, `X-Content-Type-Options: nosniff`, and a strict
 *   Content-Security-Policy that the built page satisfies (no inline script, no eval).
 */
import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, sep } from 'node:path';

/**
 * What the page may load: its own files only; workers from itself; images also as data: and
 * blob: URLs (the PNG export draws the SVG through a blob: image into a canvas). Inline styles
 * set through the CSSOM (element.style) are not governed by style-src and need no exception.
 * 'wasm-unsafe-eval' lets the workers compile the WebAssembly kernels the scripts carry (core's
 * kernel.gen.ts files), and nothing else: eval and new Function stay refused.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "worker-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
};

export function contentType(path: string): string {
  return TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/** Headers sent with every answer, files and errors alike. */
function securityHeaders(res: ServerResponse): void {
  res.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
}

function fail(res: ServerResponse, status: number, text: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(`${status} ${text}\n`);
}

/** The path's segments under the root, or the status that refuses it. */
export function pathSegments(url: string): string[] | 400 | 403 {
  const raw = url.split(/[?#]/, 1)[0];
  if (!raw.startsWith('/')) return 400;
  let path: string;
  try {
    path = decodeURIComponent(raw);
  } catch {
    return 400;
  }
  if (path.includes('\\') || path.includes('\0')) return 400;
  const segments = path.split('/').filter((s) => s !== '');
  if (segments.some((s) => s === '.' || s === '..')) return 403;
  return segments;
}

/** The request handler for files under `root` (an absolute path to a folder). */
export function staticHandler(root: string): (req: IncomingMessage, res: ServerResponse) => void {
  const realRoot = realpath(root);
  realRoot.catch(() => undefined); // a missing root answers 500 per request, not a crash
  return (req, res) => {
    securityHeaders(res);
    void serve(req, res).catch(() => {
      if (!res.headersSent) fail(res, 500, 'Internal Server Error');
      else res.destroy();
    });
  };

  async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return fail(res, 405, 'Method Not Allowed');
    }
    const segments = pathSegments(req.url ?? '/');
    if (segments === 400) return fail(res, 400, 'Bad Request');
    if (segments === 403) return fail(res, 403, 'Forbidden');
    if (segments.some((s) => s.startsWith('.'))) return fail(res, 404, 'Not Found');
    const top = await realRoot;
    let file: string;
    try {
      file = await realpath(join(top, ...segments));
      if ((await stat(file)).isDirectory()) file = await realpath(join(file, 'index.html'));
    } catch {
      return fail(res, 404, 'Not Found');
    }
    if (file !== top && !file.startsWith(top + sep)) return fail(res, 403, 'Forbidden');
    const info = await stat(file);
    if (!info.isFile()) return fail(res, 404, 'Not Found');
    res.statusCode = 200;
    res.setHeader('Content-Type', contentType(file));
    res.setHeader('Content-Length', info.size);
    // Vite names the files under assets/ by their content's hash: they never change.
    const hashed = segments[0] === 'assets' && segments.length > 1;
    res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    await new Promise<void>((resolve, reject) => {
      const stream = createReadStream(file);
      stream.on('error', reject);
      res.on('close', () => {
        stream.destroy();
        resolve();
      });
      stream.pipe(res);
    });
  }
}

export interface Listening {
  readonly server: Server;
  readonly port: number;
}

/**
 * Starts a server for `root` on host:port; when `tryNext` is set and the port is taken, tries
 * the following ports (up to `tryNext` more). Port 0 lets the system choose a free one.
 */
export async function listenStatic(
  root: string,
  host: string,
  port: number,
  tryNext = 0,
): Promise<Listening> {
  const server = createServer(staticHandler(root));
  for (let p = port; ; p++) {
    try {
      await new Promise<void>((resolve, reject) => {
        const onError = (e: Error): void => reject(e);
        server.once('error', onError);
        server.listen(p, host, () => {
          server.off('error', onError);
          resolve();
        });
      });
      const address = server.address();
      return { server, port: typeof address === 'object' && address ? address.port : p };
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code !== 'EADDRINUSE' || p >= port + tryNext || port === 0) throw e;
    }
  }
}
