/**
 * The Regions view's further flows in Debian's Chromium (the slow suite; the view's main flows
 * are in regions.test.ts): Generate makes the grid `placer regions generate` makes from a seed;
 * keys play a cell and the SVG export is standalone; a long count shows its progress and stops
 * on Cancel; the dark theme and a phone's width, which scrolls no sideways. Screenshots go to
 * test/.screenshots.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { SCREENSHOTS, browserSuite, assertClean, disabledIs } from '../support/browser.js';
import { placerLater } from '../support/cli.js';
import { markOf, param, settled } from './regionsPage.js';

const suite = browserSuite();
const T = { timeout: 30_000 };

test('regions: dark theme, and a phone’s width with no sideways scroll', T, async () => {
  const { page, problems } = await suite.open('?view=regions&rp=s.__x.xxxxxx&rl=1', {
    colorScheme: 'dark',
  });
  await page.getByTestId('regions-board').waitFor();
  await page.getByTestId('regions-listed').waitFor();
  await suite.screenshot(page, 'regions-dark');
  await suite.open('?view=regions&rp=s.__x&rh=1', { width: 390, height: 844 });
  await page.getByTestId('regions-board').waitFor();
  const wide = await page.evaluate(
    '[document.documentElement.scrollWidth, document.documentElement.clientWidth]',
  );
  const [scroll, client] = wide as [number, number];
  assert.ok(scroll <= client, `scrollWidth ${scroll} > clientWidth ${client}`);
  await suite.screenshot(page, 'regions-phone');
  await page.screenshot({ path: `${SCREENSHOTS}regions-phone-full.png`, fullPage: true });
  assertClean(problems);
});

test('regions: keys play a cell; the SVG export is standalone and draws the stars', T, async () => {
  const { page, problems } = await suite.open('?view=regions&rl=1&rh=1');
  const board = page.getByTestId('regions-board');
  await board.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('s');
  assert.equal(await settled(page, () => markOf(page, 1, 1), 'star'), 'star');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('x');
  assert.equal(await settled(page, () => markOf(page, 1, 2), 'cross'), 'cross');
  assert.equal(param(page, 'rp'), '._sx');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export SVG' }).click(),
  ]);
  assert.equal(download.suggestedFilename(), 'regions-8x8.svg');
  const svg = readFileSync((await download.path()) ?? '', 'utf8');
  assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  assert.equal((svg.match(/<path d="M50 6L/g) ?? []).length, 1, 'one star');
  assert.equal((svg.match(/<text /g) ?? []).length, 64, 'a letter per cell');
  assertClean(problems);
  // Drawn on its own, as a viewer would (looked at in test/.screenshots).
  await page.setContent(svg);
  await suite.screenshot(page, 'regions-export');
});

test('regions: a long count shows its progress and stops on Cancel', T, async () => {
  // One region per row, 14×14: billions of solutions, far more than a test waits for.
  const rows = Array.from({ length: 14 }, (_, r) => 'ABCDEFGHIJKLMN'[r].repeat(14));
  const { page, problems } = await suite.open(`?view=regions&rg=${rows.join('.')}`);
  await page.getByRole('button', { name: 'Count', exact: true }).click();
  const status = page.getByTestId('regions-count-status');
  // The CLI's figures: units done of all, what the units under way found, the time, an estimate.
  const shown =
    /^Counting… 0\/14 units \([0-9.]+%\), [1-9][\d,]* solutions, [0-9.]+ (ms|s), about .* left$/;
  const line = async (): Promise<string> => (await status.textContent()) ?? '';
  const t0 = Date.now();
  while (!shown.test(await line()) && Date.now() - t0 < 10_000) await page.waitForTimeout(100);
  assert.match(await line(), shown);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByText(/^Cancelled: finished units only, 0 of 14: 0 solutions; /).waitFor();
  assert.match(
    (await status.textContent()) ?? '',
    /; the \d+ units? under way had found [\d,]+ more solutions \(not kept: a unit counts once it is finished\)\.$/,
  );
  assert.ok(await page.getByRole('button', { name: 'Count', exact: true }).isEnabled());
  assertClean(problems);
});

test(
  'regions: Generate makes the grid placer regions generate makes from the same seed',
  T,
  async () => {
    const { page, problems } = await suite.open('?view=regions');
    await page.getByTestId('regions-board').waitFor();
    const cli = placerLater([
      'regions',
      'generate',
      '--size',
      '7',
      '--seed',
      '11',
      '--difficulty',
      'medium',
      '-q',
    ]);
    await page.getByTestId('regions-gen-n').fill('7');
    await page.getByTestId('regions-gen-seed').fill('11');
    await page.locator('#regions-gen-title + .controls select').selectOption('medium');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    const want = (await cli).stdout.trim().split('\n').join('.');
    assert.equal(await settled(page, async () => param(page, 'rg'), want), want);
    // The new puzzle's solution is not given away: its count is said, the list stays shut.
    await page.getByText('Exactly one solution').waitFor();
    assert.equal(await page.getByTestId('regions-solutions').count(), 0);
    // A field that shows its rule holds Generate back until it is mended.
    const generate = page.getByRole('button', { name: 'Generate', exact: true });
    for (const [id, bad, good] of [
      ['regions-gen-n', '4', '10'],
      ['regions-gen-k', '3', '2'], // 3 stars need a side of 12; the side is 10
      ['regions-gen-seed', '-1', '11'],
    ] as const) {
      await page.getByTestId(id).fill(bad);
      await page.locator(`#${id}-problem`).waitFor();
      await disabledIs(generate, true, `${id} ${bad}`);
      await page.getByTestId(id).fill(good);
      await disabledIs(generate, false, `${id} ${good}`);
    }
    // A long generation shows its seconds and a Cancel, which stops it and says so; the grid
    // stays the one generated before.
    await page.getByTestId('regions-gen-n').fill('18');
    await page.getByTestId('regions-gen-k').fill('3');
    await page.locator('#regions-gen-title + .controls select').selectOption('expert');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    const panel = page.locator('section[aria-labelledby="regions-gen-title"]');
    await panel
      .getByRole('status')
      .filter({ hasText: /Generating… \d+ s \(gives up after 20 s\)/ })
      .waitFor();
    assert.equal(
      await panel.getByRole('button', { name: 'Generate', exact: true }).isDisabled(),
      true,
    );
    await panel.getByRole('button', { name: 'Cancel' }).click();
    await panel.getByText('Generating cancelled.').waitFor();
    assert.equal(await panel.getByRole('button', { name: 'Cancel' }).count(), 0);
    assert.equal(param(page, 'rg'), want);
    assertClean(problems);
  },
);
