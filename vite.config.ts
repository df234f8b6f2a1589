/**
 * Builds the web workbench (src/web) into dist/web: plain files that `placer serve` hands out
 * under a strict Content-Security-Policy, so nothing may be inlined as script (no module-preload
 * polyfill, no inline chunks) and workers are separate ES-module files from the same origin.
 * The service worker (src/web/workers/service.worker.ts) is built to ./sw.js beside index.html,
 * so its scope is the whole page, and `offlinePage` writes the list of the built files into it,
 * with the web app manifest and its icon (the page installs and works offline).
 */
import { copyFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));
const OUT = here('dist/web');

/** The web app manifest: the name, the start (the page's own folder), the icon, the colours. */
const MANIFEST = {
  name: 'placer — a workbench for placement puzzles',
  short_name: 'placer',
  description:
    'N-Queens, tilings, A-Puzzle-A-Day, exact cover, kings, Queens regions and Star Battle.',
  start_url: './',
  scope: './',
  display: 'standalone',
  background_color: '#fbfaf7',
  theme_color: '#0072b2',
  icons: [{ src: './icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
};

/** Every file under `dir`, as paths relative to it with '/' between folders. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => relative(dir, join(d.parentPath, d.name)).split(sep).join('/'))
    .sort();
}

/** The manifest, its icon and a link to it; the built files' list written into sw.js. */
function offlinePage(): Plugin {
  return {
    name: 'placer-offline-page',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'manifest', href: './manifest.webmanifest' }, injectTo: 'head' },
    ],
    closeBundle() {
      copyFileSync(here('src/web/favicon.svg'), join(OUT, 'icon.svg'));
      writeFileSync(join(OUT, 'manifest.webmanifest'), `${JSON.stringify(MANIFEST, null, 2)}\n`);
      const sw = join(OUT, 'sw.js');
      const code = readFileSync(sw, 'utf8');
      // '' is the page's folder itself: a navigation offline is answered with it.
      const files = ['', ...filesUnder(OUT).filter((f) => f !== 'sw.js')];
      const listed = code.replace(
        /[`"']__PLACER_PRECACHE__[`"']/,
        files.map((f) => JSON.stringify(f)).join(','),
      );
      if (listed === code) throw new Error('sw.js: the list placeholder is missing');
      writeFileSync(sw, listed);
    },
  };
}

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
    rollupOptions: {
      input: { index: here('src/web/index.html'), sw: here('src/web/workers/service.worker.ts') },
      output: {
        entryFileNames: (chunk) => (chunk.name === 'sw' ? 'sw.js' : 'assets/[name]-[hash].js'),
      },
    },
  },
  plugins: [offlinePage()],
  worker: { format: 'es' },
});
