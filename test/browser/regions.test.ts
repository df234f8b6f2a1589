/**
 * The Regions view in Debian's Chromium (the built page, `npm run build` first): a grid from the
 * URL lists and counts as core's search and `placer regions count` do; Hint gives the CLI's next
 * step and rings its cells; a press plays a cell, a conflict is marked by a shape, undo and redo
 * come back, a drag crosses, Check says what is wrong, a solution shows and is solved; a pasted
 * puzz.link URL is its grid and stars, and the grid gives the same URL back. Its
 * further flows (Generate, keys and the SVG export, a long count cancelled, the painter,
 * over-full units framed, the Star Battle preset, the dark theme and a phone's width) are in
 * regions.slow.test.ts. Screenshots go to test/.screenshots.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { printStars } from '../../src/core/regions/placement.js';
import { parseRegions, printRegions } from '../../src/core/regions/puzzle.js';
import { parsePuzzLink } from '../../src/core/regions/puzzLink.js';
import { countRegions, regionsSolutions } from '../../src/core/regions/search.js';
import { REGIONS_PRESETS } from '../../src/web/views/regions/regionsGrid.js';
import { SCREENSHOTS, browserSuite, assertClean } from '../support/browser.js';
import { placerLater, tempFiles } from '../support/cli.js';
import { cell, markOf, param, settled } from './regionsPage.js';

const suite = browserSuite();
const T = { timeout: 30_000 };

/** The default grid: the 8×8 preset. */
const DEFAULT_ROWS = REGIONS_PRESETS[1].rows;

// One region per row: many solutions, several units, a count to compare.
const ROWS = ['AAAAAAA', 'BBBBBBB', 'CCCCCCC', 'DDDDDDD', 'EEEEEEE', 'FFFFFFF', 'GGGGGGG'];

test('regions: a grid from the URL lists and counts its solutions as core does', T, async () => {
  const { page, problems } = await suite.open(`?view=regions&rg=${ROWS.join('.')}`);
  const p = parseRegions(ROWS.join('\n'));
  const total = countRegions(p);
  // The solutions are listed only when asked for.
  await page.getByTestId('regions-listed').waitFor();
  assert.equal(await page.getByTestId('regions-solutions').count(), 0);
  await page.getByRole('button', { name: 'Show the solutions' }).click();
  await page.getByTestId('regions-solutions').waitFor();
  const items = await page.locator('[data-testid="regions-solutions"] li').allTextContents();
  const first = regionsSolutions(p, Math.min(total, 100)).map((s) => printStars(p.n, s));
  assert.deepEqual(
    items.map((t) => t.replace(/^#\d+: /, '')),
    first,
  );
  await page.getByRole('button', { name: 'Count', exact: true }).click();
  await page.getByTestId('regions-total').waitFor();
  const shown = (await page.getByTestId('regions-total').textContent())?.replace(/,/g, '');
  assert.equal(shown, String(total));
  // More of the listing, in its order.
  await page.getByRole('button', { name: 'List 100 more' }).click();
  const more = page.locator('[data-testid="regions-solutions"] li');
  assert.equal(await settled(page, () => more.count(), 200), 200);
  const next = regionsSolutions(p, 200).map((s) => printStars(p.n, s));
  assert.equal((await more.nth(199).textContent())?.replace(/^#\d+: /, ''), next[199]);
  assertClean(problems);
});

test(
  'regions: a press plays a cell, conflicts are marked, undo and redo, drag, Check, solution',
  T,
  async () => {
    const { page, problems } = await suite.open('?view=regions');
    await page.getByTestId('regions-board').waitFor();
    assert.equal(await page.locator('.regions-board rect.cell').count(), 64);
    // Two presses: cross, then star.
    await cell(page, 0, 0).click();
    assert.equal(await settled(page, () => markOf(page, 0, 0), 'cross'), 'cross');
    await cell(page, 0, 0).click();
    assert.equal(await settled(page, () => markOf(page, 0, 0), 'star'), 'star');
    assert.equal(param(page, 'rp'), 's');
    // A touching star: both cells hatched and framed.
    await cell(page, 1, 1).click();
    await cell(page, 1, 1).click();
    assert.equal(await settled(page, () => page.locator('.regions-board .conflict').count(), 2), 2);
    assert.match(
      (await page.getByTestId('regions-status').textContent()) ?? '',
      /2 of 8 stars placed; 1 rule broken/,
    );
    await page.getByRole('button', { name: 'Check' }).click();
    assert.match(
      (await page.getByTestId('regions-said').textContent()) ?? '',
      /the stars at r1c1 and r2c2 touch/,
    );
    await suite.screenshot(page, 'regions-conflict');
    // Undo (the keys) takes the last press back: r2c2 a cross again, no conflict.
    await page.keyboard.press('Control+z');
    assert.equal(await settled(page, () => markOf(page, 1, 1), 'cross'), 'cross');
    assert.equal(await page.locator('.regions-board .conflict').count(), 0);
    await page.keyboard.press('Control+y');
    assert.equal(await settled(page, () => markOf(page, 1, 1), 'star'), 'star');
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('button', { name: 'Undo' }).click();
    assert.equal(await settled(page, () => markOf(page, 1, 1), 'empty'), 'empty');
    // A drag along row 4 crosses each cell it passes.
    const a = await cell(page, 3, 0).boundingBox();
    const b = await cell(page, 3, 4).boundingBox();
    assert.ok(a !== null && b !== null);
    await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
    await page.mouse.down();
    for (let k = 1; k <= 8; k++)
      await page.mouse.move(a.x + a.width / 2 + ((b.x - a.x) * k) / 8, a.y + a.height / 2);
    await page.mouse.up();
    const row = async () =>
      (await Promise.all([0, 1, 2, 3, 4, 5].map((c) => markOf(page, 3, c)))).join(',');
    assert.equal(
      await settled(page, row, 'cross,cross,cross,cross,cross,empty'),
      'cross,cross,cross,cross,cross,empty',
    );
    // Automatic crosses: the star's neighbours and its full row, column and region.
    await page.getByLabel('Automatic crosses').check();
    assert.ok((await page.locator('.regions-board .cross.auto').count()) >= 3);
    assert.equal(param(page, 'rx'), '1');
    await page.getByLabel('Letters').check();
    await page.getByLabel('Patterns').check();
    await suite.screenshot(page, 'regions-light');
    // The solution, played: solved, and the clock stops.
    await page.getByRole('button', { name: 'Clear' }).click();
    const p = parseRegions(DEFAULT_ROWS.join('\n'));
    for (const x of regionsSolutions(p, 1)[0]) {
      await cell(page, Math.floor(x / 8), x % 8).click();
      await cell(page, Math.floor(x / 8), x % 8).click();
    }
    await page.locator('.regions-board.solved').waitFor();
    assert.match(
      (await page.getByTestId('regions-status').textContent()) ?? '',
      /^✓ Solved in [0-9.]+ s!$/,
    );
    const clock = await page.getByTestId('regions-timer').textContent();
    await page.waitForTimeout(1100);
    assert.equal(await page.getByTestId('regions-timer').textContent(), clock, 'stopped');
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.locator('.regions-board.solved').waitFor({ state: 'detached' });
    // The solution, shown, is solved.
    await page.getByRole('button', { name: 'Show a solution' }).click();
    await page.locator('.regions-board.solved').waitFor();
    assert.match(
      (await page.getByTestId('regions-status').textContent()) ?? '',
      /Solution #1 shown/,
    );
    assert.equal(await page.locator('.regions-board [data-mark="star"]').count(), 8);
    assertClean(problems);
  },
);

test(
  'regions: the count agrees with placer regions count; Hint gives the CLI’s next step',
  T,
  async () => {
    const { page, problems } = await suite.open(`?view=regions&rg=${ROWS.join('.')}`);
    const cli = placerLater(['regions', 'count', tempGrid(ROWS), '--format', 'json']);
    await page.getByRole('button', { name: 'Count', exact: true }).click();
    await page.getByTestId('regions-total').waitFor();
    const shown = (await page.getByTestId('regions-total').textContent())?.replace(/,/g, '');
    assert.equal(shown, (JSON.parse((await cli).stdout) as { total: string }).total);
    // The default 8x8 preset has one solution: the first hint is the CLI's, its cells ringed.
    await page.goto(page.url().replace(/\?.*$/, '?view=regions'));
    await page.getByTestId('regions-board').waitFor();
    const hint = placerLater(['regions', 'hint', tempGrid(DEFAULT_ROWS), '--format', 'json']);
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    await page.getByTestId('regions-said').waitFor();
    const said = await page.getByTestId('regions-said').textContent();
    const step = (
      JSON.parse((await hint).stdout) as {
        step: { words: string; crosses: unknown[]; stars: unknown[] };
      }
    ).step;
    assert.equal(said, step.words);
    // The words name a region by its letter: the board shows the letters while the hint stands,
    // though Letters is off.
    assert.match(step.words, /\bRegion [A-H]\b/);
    assert.equal(await page.locator('.regions-board text.letter').count(), 64);
    await page.screenshot({ path: `${SCREENSHOTS}regions-hint.png` });
    assert.equal(
      await page.locator('.regions-board .hl-cell').count(),
      step.crosses.length + step.stars.length,
    );
    assertClean(problems);
  },
);

/** A grid's rows in a file of their own, for the CLI. */
function tempGrid(rows: readonly string[]): string {
  return join(tempFiles({ 'grid.txt': `${rows.join('\n')}\n` }), 'grid.txt');
}

test(
  'regions: a pasted puzz.link URL is its grid and stars; the grid gives its URL back',
  T,
  async () => {
    // A 10×10 Star Battle with 2 stars, as pzprjs's encoder wrote it (core's puzzLink.test.ts).
    const body = 'starbattle/10/10/2/civiu8tgllhqbim3011689cc1kc94c3g3oo6';
    const want = parsePuzzLink(`https://puzz.link/p?${body}`);
    const { page, problems } = await suite.open('?view=regions');
    await page.getByTestId('regions-board').waitFor();
    await page.getByText('Text form').click();
    await page.getByTestId('regions-text').fill(`http://pzv.jp/p.html?${body}`);
    await page.getByRole('button', { name: 'Use this text' }).click();
    await page.getByTestId('regions-board').locator(`rect.cell[data-r="9"]`).first().waitFor();
    assert.equal(await page.getByTestId('regions-text').inputValue(), printRegions(want));
    assert.equal(await page.getByLabel('Stars per row, column and region').inputValue(), '2');
    await page.getByRole('button', { name: 'Copy puzz.link URL' }).click();
    assert.equal(
      await page.getByTestId('regions-link').inputValue(),
      `https://puzz.link/p?${body}`,
    );
    await page.getByTestId('regions-link').scrollIntoViewIfNeeded();
    await suite.screenshot(page, 'regions-puzzlink');
    // A URL of another genre is one line under the box.
    await page.getByTestId('regions-text').fill('https://puzz.link/p?nurikabe/5/5/1/1mrkp5c2');
    await page.getByRole('button', { name: 'Use this text' }).click();
    assert.match(
      (await page.getByTestId('regions-text-problem').textContent()) ?? '',
      /^the URL is for 'nurikabe'; placer reads Star Battle/,
    );
    assertClean(problems);
  },
);
