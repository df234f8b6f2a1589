#!/usr/bin/env node
// Bundles the CLI (dist/cli/main.js and everything it imports, commander included) into
// dist/cli/bundle.js, which bin/placer.js runs, and the chunks it loads when a command needs them
// (dist/cli/bundle-*.js): a family's commands, a family's engines. A few modules instead of ~70
// cut Node's start-up work (measured: 91 → 65 ms for --version), and loading only the command's
// own family cuts it again: `placer --version` compiles 6 kB instead of 533 kB (`npm run bench --
// startup` measures it against `node -e 0`). The tsc output in dist/ stays the library (with its
// .d.ts files); the count pool's worker is bundled too (dist/cli/poolWorker.js and its chunks),
// found next to the bundle at run time. The queue (BullMQ, ioredis: about 1 MB) is a bundle of
// its own, dist/cli/queue/index.js, loaded only by the commands that use a queue. Whitespace and
// syntax are minified, names kept (stack traces still name functions).
import { readdirSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

// The chunks of an earlier build go first: their names change with their content.
for (const name of readdirSync('dist/cli'))
  if (/^(bundle|poolWorker)-\w+\.js$/.test(name)) rmSync(`dist/cli/${name}`);

/**
 * One entry, split where it imports a family lazily (src/cli/main.ts: a command's family;
 * src/core/jobFamilies.ts: a job's engines), so a command or a worker compiles only its own
 * family. The CLI and the pool's worker are built apart: built together, every mix of what they
 * share became a chunk of its own (37 files), and Node resolves each one a command loads.
 */
/**
 * commander requires node:child_process at its top for executable subcommands, which placer has
 * none of: about 4 ms of every command's start (it loads net, dgram and more). Its require gets a
 * stand-in that loads the module on first use instead.
 */
const lazyChildProcess = {
  name: 'lazy-child-process',
  setup(b) {
    b.onResolve({ filter: /^(node:)?child_process$/ }, (args) =>
      args.importer.includes('/node_modules/commander/')
        ? { path: 'lazy-child-process', namespace: 'placer-lazy' }
        : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'placer-lazy' }, () => ({
      contents:
        "let m; module.exports = new Proxy({}, { get: (_, k) => (m ??= require('node:child_process'))[k] });",
      loader: 'js',
    }));
  },
};

async function bundle(entry, out) {
  await build({
    plugins: [lazyChildProcess],
    entryPoints: [{ in: entry, out }],
    outdir: 'dist/cli',
    bundle: true,
    splitting: true,
    chunkNames: `${out}-[hash]`,
    minifyWhitespace: true,
    minifySyntax: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // commander is CommonJS: give its require() calls a real require in the ESM bundle.
    banner: {
      js: "import { createRequire as __placerRequire } from 'node:module'; const require = __placerRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
}

await bundle('dist/cli/main.js', 'bundle');
// The count pool's worker, next to the CLI, where the CLI looks for it.
await bundle('dist/node/poolWorker.js', 'poolWorker');

// The queue: minified (BullMQ's Lua scripts and backends make it 2.3 MB as written, 1.3 MB so).
await build({
  entryPoints: [{ in: 'dist/node/queue/index.js', out: 'queue/index' }],
  outdir: 'dist/cli',
  bundle: true,
  minify: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // BullMQ's other backends and drivers, required only when asked for; ioredis is passed in.
  external: [
    '@valkey/valkey-glide',
    'pg',
    'redis',
    '@redis/client',
    'bullmq-otel',
    'msgpackr-extract',
  ],
  banner: {
    js: "import { createRequire as __placerRequire } from 'node:module'; const require = __placerRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
