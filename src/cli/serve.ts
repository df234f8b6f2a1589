/**
 * `placer serve`: serves the web workbench (dist/web, built by `npm run build` and shipped in the
 * package) on 127.0.0.1, port 5173 or the next free one, and prints its URL on stdout. Another
 * interface only when asked with --host, with a warning: the page has no login. Runs until
 * Ctrl-C or SIGTERM, then closes and exits 0.
 */
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Command } from 'commander';
import { listenStatic } from '../node/staticServer.js';
import { parseIntArg } from './args.js';
import type { CliContext } from './context.js';
import type { Act } from './outcome.js';
import { usage } from './errors.js';

const DEFAULT_PORT = 5173;
/** Ports tried after the default one when it is taken. */
const NEXT_PORTS = 100;

interface ServeOpts {
  port?: string;
  host: string;
  root?: string;
  quiet?: boolean;
}

/** dist/web, next to dist/cli where both the bundle and the tsc output of this file live. */
function builtPage(): string {
  return fileURLToPath(new URL('../web/', import.meta.url));
}

/** Addresses only this machine can reach: anything else gets a warning. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/** A URL for the address: IPv6 literals in brackets. */
function urlOf(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}/`;
}

export function registerServe(program: Command, ctx: CliContext, act: Act): void {
  program
    .command('serve')
    .description('serve the web workbench on this machine and print its URL')
    .option('--port <P>', `port (default ${DEFAULT_PORT} or the next free one; 0: any free one)`)
    .option(
      '--host <H>',
      'interface to listen on (another than loopback exposes the page)',
      '127.0.0.1',
    )
    .option('--root <DIR>', 'serve this folder instead of the built page')
    .option('-q, --quiet', 'print only the URL')
    .action(
      act(async (opts: ServeOpts) => {
        const port =
          opts.port === undefined ? DEFAULT_PORT : parseIntArg('--port', opts.port, 0, 65535);
        const root = opts.root === undefined ? builtPage() : resolve(opts.root);
        if (!existsSync(root) || !statSync(root).isDirectory())
          throw usage(
            'missing-page',
            opts.root === undefined
              ? `the web page is not built (${root} is missing): run npm run build`
              : `--root must be a folder, got '${opts.root}'`,
          );
        if (opts.root === undefined && !existsSync(join(root, 'index.html')))
          throw usage('missing-page', `the web page is not built: run npm run build`);
        if (!isLoopback(opts.host))
          ctx.err(
            `placer: warning: listening on ${opts.host}: anyone who can reach this machine can open the page`,
          );
        let listening;
        try {
          listening = await listenStatic(
            root,
            opts.host,
            port,
            opts.port === undefined ? NEXT_PORTS : 0,
          );
        } catch (e) {
          const code = (e as NodeJS.ErrnoException).code ?? String(e);
          throw usage('cannot-listen', `cannot listen on ${opts.host} port ${port}: ${code}`);
        }
        const url = urlOf(opts.host, listening.port);
        ctx.out.line(url);
        ctx.out.flush();
        if (!opts.quiet) ctx.err(`placer: serving ${root} at ${url} (Ctrl-C stops)`);
        await new Promise<void>((done) => {
          const stop = (): void => {
            process.off('SIGINT', stop);
            process.off('SIGTERM', stop);
            listening.server.close(() => done());
            listening.server.closeAllConnections();
          };
          process.on('SIGINT', stop);
          process.on('SIGTERM', stop);
        });
        return 'ok';
      }),
    );
}
