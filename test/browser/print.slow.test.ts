/**
 * Print: the Regions view and A-Puzzle-A-Day printed to PDF by Chromium give two pages, the
 * puzzle and then its solution, drawn in black and white (the print sheet's drawings carry no
 * colour); under the print media the page's own controls are gone and the sheet alone shows. The
 * PDFs go to test/.screenshots to be looked at. The file has a browser of its own, of several
 * processes: Chromium in one process dies at the next navigation after printing a PDF.
 */
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { REGION_FILLS } from '../../src/render/regions/regionsSvg.js';
import { SCREENSHOTS, launchChromium } from '../support/browser.js';
import { startServe } from '../support/serve.js';
import type { Browser } from 'playwright-core';
import { after, before } from 'node:test';

const T = { timeout: 60_000 };

let browser: Browser | null = null;
let served: Awaited<ReturnType<typeof startServe>> | null = null;
before(async () => {
  served = await startServe();
  browser = await launchChromium({ multiProcess: true });
});
after(async () => {
  await browser?.close();
  await served?.stop();
});

/** A fresh page at `path`, with its uncaught errors collected. */
async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  if (browser === null || served === null) throw new Error('not started');
  const page = await browser.newPage();
  page.setDefaultTimeout(10_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${served.url}${path}`);
  return { page, errors };
}

/** Pages of a PDF: its page objects (Chromium writes one `/Type /Page` per page). */
const pagesOf = (pdf: Buffer): number =>
  (pdf.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? []).length;

/** The sheet's drawings' SVG texts, once it has `n`. */
async function sheetSvgs(page: Page, n: number): Promise<string[]> {
  const imgs = page.getByTestId('print-sheet').locator('img');
  for (let i = 0; i < 100 && (await imgs.count()) < n; i++) await page.waitForTimeout(100);
  const srcs = await imgs.evaluateAll((els) => els.map((e) => e.getAttribute('src') ?? ''));
  return srcs.map((s) => decodeURIComponent(s.replace(/^data:image\/svg\+xml;charset=utf-8,/, '')));
}

async function printed(page: Page, name: string): Promise<number> {
  await page.emulateMedia({ media: 'print' });
  assert.equal(await page.locator('#app').isVisible(), false, 'the page itself is not printed');
  assert.equal(await page.getByTestId('print-sheet').isVisible(), true);
  const pdf = await page.pdf({ format: 'A4' });
  writeFileSync(join(SCREENSHOTS, `${name}.pdf`), pdf);
  await page.emulateMedia({ media: 'screen' });
  return pagesOf(pdf);
}

test('print: a regions grid and its solution, two pages in black and white', T, async () => {
  const { page, errors } = await open('?view=regions');
  await page.getByRole('button', { name: 'Show a solution' }).waitFor();
  const svgs = await sheetSvgs(page, 2);
  assert.equal(svgs.length, 2);
  for (const s of svgs) for (const f of REGION_FILLS) assert.ok(!s.includes(`fill="${f}"`), f);
  assert.equal((svgs[0].match(/<path d="M[^"]*" fill=/g) ?? []).length, 0, 'no star on page 1');
  assert.ok(svgs[1].includes('transform="translate('), 'the stars on page 2');
  assert.equal(await printed(page, 'print-regions'), 2);
  assert.deepEqual(errors, []);
});

test('print: A-Puzzle-A-Day, the board and pieces, then a solution', T, async () => {
  const { page, errors } = await open('?view=calendar&date=05-21');
  const svgs = await sheetSvgs(page, 3);
  assert.equal(svgs.length, 3);
  assert.match(svgs[0], /<title>A-Puzzle-A-Day, May 21<\/title>/);
  assert.match(svgs[2], /: a solution<\/title>/);
  for (const s of svgs)
    assert.ok(!/fill="#(?!000000|ffffff)[0-9a-f]{6}"/i.test(s), 'black and white');
  assert.equal(await printed(page, 'print-calendar'), 2);
  assert.deepEqual(errors, []);
});

test('print: a tiling to play, the region and pieces, then a tiling', T, async () => {
  const { page, errors } = await open('?view=tiling-play');
  const svgs = await sheetSvgs(page, 3);
  assert.equal(svgs.length, 3);
  assert.match(svgs[0], /<title>6×10 region<\/title>|<title>10×6 region<\/title>/);
  assert.match(svgs[2], /: a solution<\/title>/);
  assert.equal(await printed(page, 'print-tiling'), 2);
  assert.deepEqual(errors, []);
});
