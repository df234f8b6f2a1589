/**
 * Offline: after one visit the page works with `placer serve` stopped. The test serves the built
 * page itself (the suite's shared server is not stopped for it), opens it in a fresh browser
 * context, waits for the service worker to control the page, stops the server, and then reloads
 * the page, opens another view by its URL and counts on the Web Workers: all from the cache. The
 * manifest that makes the page installable is checked too.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { launchChromium } from '../support/browser.js';
import { startServe } from '../support/serve.js';
import { join } from 'node:path';
import { SCREENSHOTS } from '../support/browser.js';

const T = { timeout: 90_000 };

test(
  'after one visit the page works with the server stopped: views, a count on the workers',
  T,
  async () => {
    const served = await startServe();
    const browser = await launchChromium();
    try {
      const context = await browser.newContext();
      context.setDefaultTimeout(10_000);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${served.url}?view=calendar&date=05-21`);
      await page.getByTestId('calendar-board').waitFor();
      // The worker installs (every built file cached) and takes the page over.
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      const cached = await page.evaluate(async () => {
        const names = await caches.keys();
        const cache = await caches.open(names[0]);
        return { names, urls: (await cache.keys()).map((r) => new URL(r.url).pathname) };
      });
      assert.equal(cached.names.length, 1);
      assert.match(cached.names[0], /^placer-/);
      assert.ok(cached.urls.includes('/sw.js') === false, 'the worker does not cache itself');
      assert.ok(
        cached.urls.some((u) => /^\/assets\/placer\.worker-.*\.js$/.test(u)),
        'the Web Workers are cached',
      );
      // The manifest: a name, the page as its start, an icon that loads.
      const manifest = await page.evaluate(async () => {
        const link = document.querySelector('link[rel="manifest"]');
        const res = await fetch(link?.getAttribute('href') ?? '');
        return (await res.json()) as { name: string; start_url: string; icons: { src: string }[] };
      });
      assert.equal(manifest.start_url, './');
      assert.match(manifest.name, /^placer/);
      assert.equal(manifest.icons.length, 1);

      await served.stop();
      // Really off: a request to the server fails.
      await assert.rejects(fetch(served.url));
      await page.reload();
      await page.getByTestId('calendar-board').waitFor();
      assert.equal(await page.getByTestId('calendar-status').isVisible(), true);
      // Another view by its URL, and a count on the Web Workers.
      await page.goto(`${served.url}?view=kings&kw=4&kh=4&kk=4`);
      await page.getByRole('button', { name: 'Count', exact: true }).click();
      await page.getByTestId('kings-total').waitFor({ timeout: 20_000 });
      assert.equal(await page.getByTestId('kings-total').textContent(), '79');
      await page.screenshot({ path: join(SCREENSHOTS, 'offline-kings.png') });
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
      await served.stop();
    }
  },
);
