#!/usr/bin/env node
// Bundles the CLI (dist/cli/main.js and everything it imports, commander included) into one
// file, dist/cli/bundle.js, which bin/placer.js runs. One module instead of ~70 cuts Node's
// start-up work for every command by about a quarter (measured: 91 → 65 ms for --version).
// The tsc output in dist/ stays the library (with its .d.ts files); the count pool's worker is
// bundled too (dist/cli/poolWorker.js), found next to the bundle at run time. The queue (BullMQ,
// ioredis: about 1 MB) is a bundle of its own, dist/cli/queue/index.js, loaded only by the
// commands that use a queue, so every other command starts as fast as before. Whitespace and
// syntax are minified, names kept (stack traces still name functions): Node compiles 485 kB
// instead of 768 kB before a command runs (measured by hand, `await import()` of the bundle
// timed in a script, 5 runs: 40-44 ms -> 31-35 ms), and a worker thread loads 226 kB, not 365.
import { build } from 'esbuild';

await build({
  // The count pool's worker is bundled next to the CLI, where the CLI looks for it.
  entryPoints: [
    { in: 'dist/cli/main.js', out: 'bundle' },
    { in: 'dist/node/poolWorker.js', out: 'poolWorker' },
  ],
  outdir: 'dist/cli',
  bundle: true,
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
