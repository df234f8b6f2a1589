/**
 * The built page in Debian's Chromium, served by `placer serve`: it loads clean (no console
 * errors, no CSP violations), every view shows, the worker pipeline counts, bad URLs are
 * reported as text, the board plays and exports, the theme toggles and is kept, and a phone
 * width scrolls no sideways. Screenshots of every view go to test/.screenshots.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { SCREENSHOTS, browserSuite, type PageProblems } from '../support/browser.js';

const suite = browserSuite();
const T = { timeout: 20_000 };

const VIEWS = ['placements', 'watch', 'one', 'play', 'tilings', 'cover'] as const;

function assertClean(problems: PageProblems): void {
  assert.deepEqual(problems.errors, [], 'uncaught errors');
  assert.deepEqual(problems.csp, [], 'CSP violations');
  assert.deepEqual(problems.console, [], 'console errors');
}

/** The square at (row, col), 0-based, as the board draws it. */
const square = (page: Page, r: number, c: number) =>
  page.locator(`.board rect[data-r="${r}"][data-c="${c}"]`);

test(
  'every view opens from the tab bar, with no console error and no CSP violation',
  T,
  async () => {
    const { page, problems } = await suite.open();
    assert.equal(await page.locator('h1').textContent(), 'placer');
    for (const view of VIEWS) {
      await page.locator(`nav a[data-view="${view}"]`).click();
      await page.locator(`nav a[data-view="${view}"][aria-current="page"]`).waitFor();
      assert.equal(
        new URL(page.url()).searchParams.get('view'),
        view === 'placements' ? null : view,
      );
      await page.locator('#view-title').waitFor();
      await suite.screenshot(page, `view-${view}-light`);
    }
    // The back button goes to the previous view (state in the URL).
    await page.goBack();
    await page.locator('nav a[data-view="tilings"][aria-current="page"]').waitFor();
    assertClean(problems);
  },
);

test(
  'the worker pipeline: N = 8 counts 92 placements, 12 fundamental; Cancel stops a long count',
  T,
  async () => {
    const { page, problems } = await suite.open('?n=8');
    await page.getByRole('button', { name: 'Count' }).click();
    await page.locator('[data-testid="total"]').waitFor();
    assert.equal(await page.locator('[data-testid="total"]').textContent(), '92');
    assert.equal(await page.locator('[data-testid="fundamental"]').textContent(), '12');
    await suite.screenshot(page, 'view-placements-counted');
    await page.locator('input[type="number"]').fill('21');
    assert.ok(await page.getByRole('button', { name: 'Count' }).isDisabled());
    await page.getByText('The page counts up to N = 20 for now').waitFor();
    await page.locator('input[type="number"]').fill('19');
    await page.getByRole('button', { name: 'Count' }).click();
    await page.getByText('Counting N = 19').waitFor();
    const t0 = Date.now();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText('Cancelled the count for N = 19.').waitFor({ timeout: 1_000 });
    assert.ok(Date.now() - t0 < 1_000);
    assertClean(problems);
  },
);

test(
  'bad URL parameters are named on the page as text, and the page goes on with defaults',
  T,
  async () => {
    const { page, problems } = await suite.open(
      '?view=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&n=abc&q=1.2&zap=%3Cb%3Ebold%3C%2Fb%3E',
    );
    const box = page.locator('.problems');
    await box.waitFor();
    const text = (await box.textContent()) ?? '';
    assert.match(
      text,
      /view must be one of placements, watch, one, play, tilings, cover, got '<img src=x onerror=alert\(1\)>'/,
    );
    assert.match(text, /n must be a whole number from 1 to 32, got 'abc' \(using 8\)/);
    assert.match(text, /q must list 8 rows/);
    assert.match(text, /zap is not a parameter of this page/);
    assert.equal(
      await page.locator('.problems img, .problems b').count(),
      0,
      'no user text as HTML',
    );
    assert.equal(
      await page.locator('nav a[aria-current="page"]').getAttribute('data-view'),
      'placements',
    );
    await suite.screenshot(page, 'bad-url');
    await page.getByRole('button', { name: 'Dismiss' }).click();
    assert.equal(await box.count(), 0);
    assertClean(problems);
  },
);

test(
  'play: clicks and keys place queens, attacks are marked, only queens redraw, exports parse',
  T,
  async () => {
    const { page, problems } = await suite.open('?view=play&n=5');
    const board = page.locator('svg.board');
    await board.waitFor();
    assert.equal(await page.locator('.board rect.sq').count(), 25);
    // Mark a square node: if a frame rebuilt the squares, the mark would be gone.
    await page.evaluate(() =>
      document.querySelector('.board rect.sq')?.setAttribute('data-probe', '1'),
    );
    await square(page, 0, 0).click();
    await square(page, 1, 1).click();
    // The new queen and the one it attacks were redrawn, no other.
    assert.equal(await board.getAttribute('data-moved'), '2');
    assert.equal(await page.locator('.board .queen.attacked').count(), 2);
    assert.equal(await page.locator('.board .line').count(), 1);
    assert.match(
      (await page.getByTestId('play-status').textContent()) ?? '',
      /2 of 5 queens placed; 1 attacking pair/,
    );
    assert.equal(new URL(page.url()).searchParams.get('q'), '1.2.-.-.-');
    // Move row 2's queen with the keyboard: focus the board (cursor at the last click), → → Enter.
    await board.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    assert.equal(await page.locator('.board .queen.attacked').count(), 0);
    await page.getByLabel('Shade attacked squares').check();
    // Squares some queen attacks, counted here by brute force from the queens in the URL.
    const q = (new URL(page.url()).searchParams.get('q') ?? '')
      .split('.')
      .map((x) => (x === '-' ? -1 : Number(x) - 1));
    let attacked = 0;
    for (let r = 0; r < 5; r++)
      for (let c = 0; c < 5; c++)
        if (
          q[r] !== c &&
          q.some(
            (qc, qr) => qc >= 0 && (qr === r || qc === c || Math.abs(qr - r) === Math.abs(qc - c)),
          )
        )
          attacked++;
    assert.equal(await page.locator('.board .shade').getAttribute('data-cells'), String(attacked));
    assert.equal(await page.locator('[data-probe]').count(), 1, 'squares drawn once');
    await suite.screenshot(page, 'view-play-shaded');
    // Solve it: 1 3 5 2 4.
    for (const [r, c] of [
      [1, 2],
      [2, 4],
      [3, 1],
      [4, 3],
    ])
      await square(page, r, c).click();
    await page.locator('.status.solved').waitFor();

    const [svgDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export SVG' }).click(),
    ]);
    assert.equal(svgDownload.suggestedFilename(), 'queens-5.svg');
    const svg = readFileSync(await svgDownload.path(), 'utf8');
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
      const root = doc.documentElement;
      return {
        error: doc.getElementsByTagName('parsererror').length,
        ns: root.namespaceURI,
        name: root.localName,
        queens: root.querySelectorAll('path').length,
      };
    }, svg);
    assert.deepEqual(parsed, {
      error: 0,
      ns: 'http://www.w3.org/2000/svg',
      name: 'svg',
      queens: 5,
    });

    const [pngDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export PNG' }).click(),
    ]);
    const png = readFileSync(await pngDownload.path());
    await pngDownload.saveAs(`${SCREENSHOTS}export-play.png`);
    assert.deepEqual([...png.subarray(1, 4)], [0x50, 0x4e, 0x47]); // "PNG"
    assert.ok(png.readUInt32BE(16) >= 200, 'PNG width');
    assertClean(problems);
  },
);

test(
  'the theme toggle switches light and dark, and the choice is kept across visits',
  T,
  async () => {
    const { page, problems } = await suite.open('?view=play&n=8&q=1.5.8.6.3.7.2.4', {
      fresh: true,
    });
    const background = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    const light = await background();
    const toggle = page.locator('.theme-toggle');
    assert.equal(await toggle.getAttribute('aria-pressed'), 'false');
    await toggle.click();
    assert.equal(await toggle.getAttribute('aria-pressed'), 'true');
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
    const dark = await background();
    assert.notEqual(dark, light);
    await suite.screenshot(page, 'view-play-dark');
    await page.reload();
    await page.locator('.theme-toggle[aria-pressed="true"]').waitFor();
    assert.equal(await background(), dark);
    assertClean(problems);
    // A reader whose system prefers dark gets dark without touching the toggle.
    const system = await suite.open('?view=play', { colorScheme: 'dark', fresh: true });
    assert.equal(await system.page.locator('.theme-toggle').getAttribute('aria-pressed'), 'true');
    assert.equal(
      await system.page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor),
      dark,
    );
  },
);

test('at phone width (360 px) no view scrolls sideways', T, async () => {
  const { page, problems } = await suite.open('?view=play&n=8&q=1.2.-.-.-.-.-.-&shade=1', {
    width: 360,
    height: 740,
  });
  for (const view of VIEWS) {
    await page.locator(`nav a[data-view="${view}"]`).click();
    await page.locator('#view-title').waitFor();
    const { scroll, client } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    assert.ok(scroll <= client, `${view}: ${scroll} > ${client}`);
    if (view === 'play') await suite.screenshot(page, 'phone-play');
  }
  assertClean(problems);
});
