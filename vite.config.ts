/**
 * Builds the web workbench (src/web) into dist/web: plain files that `placer serve` hands out
 * under a strict Content-Security-Policy, so nothing may be inlined as script (no module-preload
 * polyfill, no inline chunks) and workers are separate ES-module files from the same origin.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('src/web'),
  base: './',
  publicDir: false,
  logLevel: 'warn',
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    outDir: here('dist/web'),
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    // Small assets as data: URLs would be fine under the CSP (img-src data:), but files keep the
    // page's pieces visible in the network panel and in tests.
    assetsInlineLimit: 0,
    reportCompressedSize: false,
  },
  worker: { format: 'es' },
});
