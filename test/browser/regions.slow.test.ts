/**
 * The Regions view's further flows in Debian's Chromium (the slow suite; the view's main flows
 * are in regions.test.ts): Generate makes the grid `placer regions generate` makes from a seed;
 * keys play a cell and the SVG export is standalone; a long count shows its progress and stops
 * on Cancel; the painter changes a region and a region painted away is named; an over-full row
 * and region are framed and Check highlights them; the Star Battle preset takes 2 stars and has
 * one solution, shown; the dark theme and a phone's width, which scrolls no sideways; a puzzle
 * built in the painter: its solutions counted as painted, a repair applied, and a link to play it
 * that opens it unsolved.
 * Screenshots go to test/.screenshots.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { SCREENSHOTS, browserSuite, assertClean, disabledIs } from '../support/browser.js';
import { placer, placerLater, tempFiles } from '../support/cli.js';
import { join } from 'node:path';
import { REGIONS_PRESETS } from '../../src/web/views/regions/regionsGrid.js';
import { cell, markOf, param, settled } from './regionsPage.js';

const suite = browserSuite();
const T = { timeout: 30_000 };

/** The default grid: the 8×8 preset. */
const DEFAULT_ROWS = REGIONS_PRESETS[1].rows;

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

test('regions: the painter changes a region; a region painted away is named', T, async () => {
  const { page, problems } = await suite.open('?view=regions&rg=AAAA.BBBB.CCCC.DDDD');
  await page.getByRole('radio', { name: 'Paint regions' }).click();
  await page.getByRole('radio', { name: 'B', exact: true }).click();
  await cell(page, 0, 0).click();
  assert.equal(await settled(page, () => cell(page, 0, 0).getAttribute('data-region'), 'B'), 'B');
  assert.equal(param(page, 'rg'), 'BAAA.BBBB.CCCC.DDDD');
  // Paint all of region D as C: each cell is used while D is left, then the grid waits.
  await page.getByRole('radio', { name: 'C', exact: true }).click();
  for (let c = 0; c < 4; c++) await cell(page, 3, c).click();
  await page.getByTestId('regions-paint-problem').waitFor();
  assert.match(
    (await page.getByTestId('regions-paint-problem').textContent()) ?? '',
    /has 3 regions \(BAC\); it needs exactly 4/,
  );
  assert.equal(param(page, 'rg'), 'BAAA.BBBB.CCCC.CCCD', 'the last grid that parsed');
  // The blocked brush.
  await page.getByRole('radio', { name: 'D', exact: true }).click();
  await cell(page, 3, 3).click();
  await page.getByRole('radio', { name: '#', exact: true }).click();
  await cell(page, 2, 0).click();
  assert.equal(
    await settled(page, () => Promise.resolve(param(page, 'rg')), 'BAAA.BBBB._CCC.CCCD'),
    'BAAA.BBBB._CCC.CCCD',
  );
  await suite.screenshot(page, 'regions-painter');
  // Bad text: the parser's one line.
  await page.getByText('Text form').click();
  await page.getByTestId('regions-text').fill('AB\nA');
  await page.getByRole('button', { name: 'Use this text' }).click();
  assert.match(
    (await page.getByTestId('regions-text-problem').textContent()) ?? '',
    /^line 2 has 1 cell; a grid of 2 rows needs 2 in every row$/,
  );
  assertClean(problems);
});

test(
  'regions: a puzzle built in the painter: counted, repaired as the CLI repairs, shared to play',
  T,
  async () => {
    const rows = ['AABB', 'AABB', 'CCDD', 'CCDD'];
    const { page, problems } = await suite.open(`?view=regions&rg=${rows.join('.')}`);
    await page.getByRole('radio', { name: 'Paint regions' }).click();
    const status = page.getByTestId('regions-builder-status');
    await status.getByText(/^2 solutions: not a puzzle yet/).waitFor();
    // The repair the CLI finds, in its words, applied.
    const dir = tempFiles({ 'g.txt': `${rows.join('\n')}\n` });
    const cli = placer(['regions', 'repair', join(dir, 'g.txt')]);
    assert.equal(cli.code, 0, cli.stderr);
    const said = /^move (.*): one solution left$/m.exec(cli.stderr)?.[1];
    assert.ok(said !== undefined, cli.stderr);
    await page.getByRole('button', { name: 'Suggest a repair' }).click();
    await page
      .getByTestId('regions-repair')
      .getByText(`Move ${said}: one solution left.`)
      .waitFor();
    await page.getByTestId('regions-repair').getByRole('button', { name: 'Apply' }).click();
    assert.equal(
      await settled(
        page,
        () => Promise.resolve(param(page, 'rg')),
        cli.stdout.trim().split('\n').join('.'),
      ),
      cli.stdout.trim().split('\n').join('.'),
    );
    await status.getByText(/^Exactly one solution: a puzzle/).waitFor();
    await suite.screenshot(page, 'regions-builder');
    // The link opens the grid alone, to play: no stars, no solution shown.
    const link = await page.getByTestId('regions-play-link').inputValue();
    const url = new URL(link);
    assert.deepEqual([...url.searchParams.keys()].sort(), ['rg', 'view']);
    const opened = await suite.open(url.search, { fresh: true });
    await opened.page
      .getByTestId('regions-status')
      .getByText(/^0 of 4 stars placed/)
      .waitFor();
    assert.equal(await opened.page.getByTestId('regions-solutions').count(), 0);
    assertClean(problems);
    assertClean(opened.problems);
  },
);

test('regions: an over-full row and region are framed, and Check highlights them', T, async () => {
  const { page, problems } = await suite.open('?view=regions&rp=s_s');
  await page.getByTestId('regions-board').waitFor();
  // Row 1's number framed; both stars hatched; no column is over-full.
  assert.equal(await page.locator('.regions-board .coord.over').count(), 1);
  assert.equal(await page.locator('.regions-board .conflict').count(), 2);
  await page.getByRole('button', { name: 'Check' }).click();
  const said = (await page.getByTestId('regions-said').textContent()) ?? '';
  assert.match(said, /row 1 has 2 stars; it takes 1/);
  assert.match(said, /region A has 2 stars; it takes 1/);
  // The row's band, and a tint on each of region A's cells.
  const regionA = DEFAULT_ROWS.join('')
    .split('')
    .filter((x) => x === 'A').length;
  assert.equal(await page.locator('.regions-board .hl-unit').count(), 1 + regionA);
  assert.equal(await page.locator('.regions-board .hl-cell').count(), 2);
  await suite.screenshot(page, 'regions-check');
  assertClean(problems);
});

test('regions: the Star Battle preset takes 2 stars and has one solution, shown', T, async () => {
  const { page, problems } = await suite.open('?view=regions');
  await page.getByTestId('regions-preset').selectOption('ten-two');
  await settled(page, () => Promise.resolve(param(page, 'rk')), '2');
  assert.equal(param(page, 'rk'), '2');
  await page.getByText('Exactly one solution').waitFor();
  await page.getByRole('button', { name: 'Show a solution' }).click();
  await page.locator('.regions-board.solved').waitFor();
  assert.equal(await page.locator('.regions-board [data-mark="star"]').count(), 20);
  // Ten regions share nine colours: the patterns are drawn, and the box says so.
  const patterns = page.getByLabel(/^Patterns/);
  assert.equal(await patterns.isChecked(), true);
  assert.equal(await patterns.isDisabled(), true);
  await suite.screenshot(page, 'regions-star-battle');
  assertClean(problems);
});
