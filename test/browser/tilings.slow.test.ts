/**
 * The tilings view's long flow in Debian's Chromium (the slow suite: the count takes seconds in
 * the page), against `placer tile`: 6×10 with the pentominoes counts 9356 and 2339, its first
 * tiling read back from the page is valid and the CLI's, distinct tiling #2000 is the CLI's
 * 2000th, the SVG export parses, and its link opens on a 360 px phone. The view's other flows are
 * in tilings.test.ts. Screenshots go to test/.screenshots.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { tilingProblemFromSpec, type TilingSpec } from '../../src/core/tiling/spec.js';
import { checkTiling } from '../../src/core/tiling/validate.js';
import { browserSuite, SCREENSHOTS, assertClean } from '../support/browser.js';
import { placerLater } from '../support/cli.js';

const suite = browserSuite();
const T = { timeout: 30_000 };

const firstTiling = placerLater(['tile', '6x10']);
const at2000 = placerLater([
  'tile',
  '6x10',
  '--list',
  '--distinct',
  '--offset',
  '1999',
  '--limit',
  '1',
]);

/** The drawn tiling's rows of letters, read from the squares the page drew. */
async function drawnRows(page: Page): Promise<string[]> {
  const svg = page.locator('.tiling:not(.small)').first();
  await svg.waitFor();
  const w = Number(await svg.getAttribute('data-width'));
  const h = Number(await svg.getAttribute('data-height'));
  const cells = await svg
    .locator('rect[data-letter]')
    .evaluateAll((rs) =>
      rs.map(
        (r) =>
          [
            Number(r.getAttribute('data-r')),
            Number(r.getAttribute('data-c')),
            r.getAttribute('data-letter') ?? '?',
            Number(r.getAttribute('data-part')),
          ] as const,
      ),
    );
  const rows = Array.from({ length: h }, () => Array<string>(w).fill('#'));
  for (const [r, c, letter] of cells) rows[r][c] = letter;
  return rows.map((r) => r.join(''));
}

/** The placement ids of a drawn tiling (pieces by their cells), checked by core's checkTiling. */
async function checkDrawn(page: Page, spec: TilingSpec): Promise<string | null> {
  const p = tilingProblemFromSpec(spec);
  const cells = await page
    .locator('.tiling:not(.small)')
    .first()
    .locator('rect[data-letter]')
    .evaluateAll((rs) =>
      rs.map((r) => [
        Number(r.getAttribute('data-r')),
        Number(r.getAttribute('data-c')),
        Number(r.getAttribute('data-part')),
      ]),
    );
  const parts = new Map<number, number[]>();
  for (const [r, c, part] of cells)
    parts.set(part, [...(parts.get(part) ?? []), r * p.region.width + c]);
  const ids: number[] = [];
  for (const list of parts.values()) {
    const key = list.sort((a, b) => a - b).join();
    const pid = p.placements.findIndex((pl) => Array.from(pl.cells).join() === key);
    if (pid < 0) return `cells ${key} are no placement of any piece`;
    ids.push(pid);
  }
  return checkTiling(p, ids);
}

test(
  '6×10 pentominoes: first tiling valid and the CLI’s, 9356 and 2339, distinct #2000 the CLI’s, SVG export, its link on a 360 px phone',
  T,
  async () => {
    const { page, problems } = await suite.open('?view=tilings');
    await page.getByTestId('check-words').waitFor();
    assert.equal(
      await page.getByTestId('check-words').textContent(),
      'region       6x10 (60 cells, 4 symmetries)\npieces       12 from pentominoes: F I L N P T U V W X Y Z',
    );
    const spec: TilingSpec = { region: '6x10', pieces: { set: 'pentominoes' } };
    const first = await drawnRows(page);
    assert.equal(await checkDrawn(page, spec), null);
    assert.equal(new Set(first.join('')).size, 12, 'each piece once');
    assert.deepEqual(first, (await firstTiling).stdout.trimEnd().split('\n'));

    // The count's workers are started (and warmed up) once the facts show, beside the helper
    // worker: Count starts none of its own.
    const threads = await page.evaluate(() => Math.max(1, navigator.hardwareConcurrency || 1));
    const t0 = Date.now();
    while (page.workers().length < 1 + threads && Date.now() - t0 < 10_000)
      await page.waitForTimeout(20);
    assert.equal(page.workers().length, 1 + threads, 'the helper and the warm count workers');
    let started = 0;
    page.on('worker', () => started++);
    await page.getByRole('button', { name: 'Count', exact: true }).click();
    await page.getByTestId('tiling-total').waitFor({ timeout: 15_000 });
    assert.equal(await page.getByTestId('tiling-total').textContent(), '9,356');
    assert.equal(await page.getByTestId('tiling-distinct').textContent(), '2,339');
    assert.equal(started, 0, 'workers started by Count');

    await page.getByLabel('Distinct tiling #').fill('2000');
    await page.getByRole('button', { name: 'Go' }).click();
    await page.getByTestId('tiling-title').getByText('Distinct tiling #2,000 of 2,339').waitFor();
    await page.getByTestId('tiling-caption').waitFor();
    assert.equal(new URL(page.url()).searchParams.get('tiling'), '2000');
    assert.deepEqual(await drawnRows(page), (await at2000).stdout.trimEnd().split('\n'));
    assert.equal(await checkDrawn(page, spec), null);
    await page.getByLabel('Show its symmetric images').check();
    assert.equal(await page.locator('[data-testid="images"] li').count(), 4);
    await suite.screenshot(page, 'tilings-6x10-2000');

    const [svgDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export SVG' }).click(),
    ]);
    assert.equal(svgDownload.suggestedFilename(), 'tiling-6x10-2000.svg');
    const svg = readFileSync(await svgDownload.path(), 'utf8');
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
      return {
        error: doc.getElementsByTagName('parsererror').length,
        ns: doc.documentElement.namespaceURI,
        letters: Array.from(doc.querySelectorAll('text'), (t) => t.lastChild?.textContent)
          .sort()
          .join(''),
      };
    }, svg);
    assert.deepEqual(parsed, {
      error: 0,
      ns: 'http://www.w3.org/2000/svg',
      letters: 'FILNPTUVWXYZ',
    });
    // The link reproduces the view: a fresh load of the URL, on a 360 px phone, shows #2000
    // again, and the view fits the phone's width.
    const phone = await suite.open(new URL(page.url()).search, { width: 360, height: 740 });
    await phone.page.getByTestId('tiling-caption').waitFor();
    assert.deepEqual(await drawnRows(phone.page), (await at2000).stdout.trimEnd().split('\n'));
    const { scroll, client } = await phone.page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    assert.ok(scroll <= client, `${scroll} > ${client}`);
    // The tiling the link is about comes first on a phone, above the painter and the pieces.
    const top = await phone.page
      .evaluate(() =>
        ['.tiling-panel', '.painter'].map(
          (sel) => (document.querySelector(sel)?.getBoundingClientRect().top ?? NaN) + scrollY,
        ),
      )
      .then(([tiling, painter]) => ({ tiling, painter }));
    assert.ok(top.tiling < 740, `the tiling starts ${Math.round(top.tiling)} px down`);
    assert.ok(top.tiling < top.painter, 'the tiling comes before the painter');
    await phone.page.screenshot({ path: `${SCREENSHOTS}tilings-phone.png`, fullPage: true });
    assertClean(problems);
    assertClean(phone.problems);
  },
);
