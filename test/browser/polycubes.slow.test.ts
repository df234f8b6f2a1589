/**
 * The tilings view with a 3-D region in Debian's Chromium, its long flows (the slow suite).
 * Watching the search in 3-D: stepped forward and back, the layers read from the page are core's
 * trace's board at that step, the ringed cell its cell; played at 'max' to its first packing, the
 * CLI's first. And (the count takes seconds in the page): the 3×3×3 box typed as a layered
 * picture with the Soma pieces counts 11520 total, 240 distinct (48 symmetries) and 480 up to
 * rotations; packing #100 is drawn in 3-D (polygons) and as layer slices whose letters are the
 * CLI's `--list --distinct --offset 99 --limit 1`; dragging the picture turns it; its STL export
 * is closed solids, and assembled the CLI's `--format stl` model; the URL, opened afresh (dark
 * theme, a 360 px phone), shows the same packing and fits the phone's width. The view's quick
 * 3-D flow (the Diabolical preset counted) is in tilings.test.ts. Screenshots go to
 * test/.screenshots.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { tilingProblemFromSpec } from '../../src/core/tiling/spec.js';
import { TilingTrace } from '../../src/core/tiling/tilingTrace.js';
import { TracePlayer } from '../../src/core/tracePlayer.js';
import { tilingRows } from '../../src/render/tiling/tiling.js';
import { tilingFrame } from '../../src/web/views/tilingWatch/tilingWatch.js';
import { browserSuite, SCREENSHOTS, assertClean } from '../support/browser.js';
import { placerLater } from '../support/cli.js';
import { layerRows, pictureText } from './polycubePage.js';
import { checkSolid, readAsciiStl } from '../support/stlReader.js';

const suite = browserSuite();
const T = { timeout: 30_000 };

const CLI = {
  at100: placerLater(
    ['tile', '3x3x3', '--pieces', 'soma', '--list', '--distinct', '--offset', '99', '--limit', '1'],
    { ok: [0] },
  ),
  first: placerLater(['tile', '3x3x3', '--pieces', 'soma'], { ok: [0] }),
  stl100: placerLater(
    [
      'tile',
      '3x3x3',
      '--pieces',
      'soma',
      '--list',
      '--distinct',
      '--offset',
      '99',
      '--limit',
      '1',
      '--format',
      'stl',
    ],
    { ok: [0] },
  ),
};

/** The Watch view's layers at player position k, and the cell ringed (null: none). */
async function watched(page: Page, k: number): Promise<{ rows: string[]; focus: number | null }> {
  await page
    .getByTestId('player-step')
    .locator('output')
    .getByText(String(k), { exact: true })
    .waitFor();
  const ring = page.getByTestId('polycube-layers').locator('rect[data-focus]');
  const focus = (await ring.count()) === 0 ? null : Number(await ring.getAttribute('data-focus'));
  return { rows: await layerRows(page), focus };
}

test(
  '3×3×3 Soma typed as layers: 11520 / 240 (48) / 480, packing #100 the CLI’s, drag turns it, dark phone',
  T,
  async () => {
    const { page, problems } = await suite.open('?view=tilings');
    await page.getByTestId('check-words').waitFor();
    // A bad Layers value shows its rule…
    await page.getByTestId('region-depth').fill('0');
    await page.locator('#region-depth-problem').waitFor();
    // …until the box typed as a picture of three layers, blank lines between them, replaces it.
    await page.getByText('Text picture').click();
    await page
      .getByLabel('Region picture')
      .fill('...\n...\n...\n\n...\n...\n...\n\n...\n...\n...\n');
    await page.getByRole('button', { name: 'Use this picture' }).click();
    await page.locator('#region-depth-problem').waitFor({ state: 'detached' });
    assert.equal(await page.getByTestId('region-depth').inputValue(), '3');
    await page
      .locator('section[aria-labelledby="pieces-title"] select')
      .first()
      .selectOption('soma');
    await page.getByTestId('region-facts').getByText('3×3×3 grid, 3 layers').waitFor();
    assert.equal(new URL(page.url()).searchParams.get('region'), '3x3x3');
    assert.equal(new URL(page.url()).searchParams.get('pieces'), 'soma');
    await page
      .getByTestId('check-words')
      .getByText('region       3x3x3 (27 cells, 48 symmetries)')
      .waitFor();

    await page.getByRole('button', { name: 'Count', exact: true }).click();
    await page.getByTestId('tiling-total').waitFor({ timeout: 10_000 });
    assert.equal(await page.getByTestId('tiling-total').textContent(), '11,520');
    assert.equal(await page.getByTestId('tiling-distinct').textContent(), '240');
    assert.equal(await page.getByTestId('tiling-rotations').textContent(), '480');
    await page
      .getByTestId('tiling-count')
      .getByText('Distinct (up to rotations and reflections (48 symmetries))')
      .waitFor();

    await page.getByLabel('Distinct tiling #').fill('100');
    await page.getByRole('button', { name: 'Go' }).click();
    await page.getByTestId('tiling-title').getByText('Distinct tiling #100 of 240').waitFor();
    await page.getByTestId('tiling-caption').waitFor();
    assert.equal(new URL(page.url()).searchParams.get('tiling'), '100');
    const polygons = await page.getByTestId('polycube-3d').locator('polygon').count();
    assert.ok(polygons > 20, `${polygons} polygons`);
    const want = (await CLI.at100).stdout.trimEnd().split('\n');
    assert.deepEqual(await layerRows(page), want);

    // A drag to the right turns the picture: the yaw changes and so do the polygons.
    const before = await pictureText(page);
    const yaw0 = Number(await page.getByTestId('polycube-3d').getAttribute('data-yaw'));
    const box = await page.getByTestId('polycube-3d').boundingBox();
    assert.ok(box !== null);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2 + 20, { steps: 4 });
    await page.mouse.up();
    const yaw1 = Number(await page.getByTestId('polycube-3d').getAttribute('data-yaw'));
    assert.notEqual(yaw1, yaw0, 'the yaw after a drag');
    assert.notEqual(await pictureText(page), before, 'the polygons after a drag');
    // From the keyboard alone: Tab reaches the picture, and an arrow key turns it.
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    let focused = false;
    for (let i = 0; i < 80 && !focused; i++) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate(
        () => document.activeElement?.getAttribute('data-testid') === 'polycube-3d',
      );
    }
    assert.ok(focused, 'Tab reaches the 3-D picture');
    await page.keyboard.press('ArrowLeft');
    const yaw2 = Number(await page.getByTestId('polycube-3d').getAttribute('data-yaw'));
    assert.equal(yaw2, yaw1 + 15, 'ArrowLeft turns it');
    // Pulled apart: the picture changes again; letters off: none on the faces.
    await page.getByLabel('Explode').fill('1');
    assert.notEqual(await pictureText(page), before);
    await page.getByLabel('Letters', { exact: true }).uncheck();
    assert.equal(await page.getByTestId('polycube-3d').locator('text').count(), 0);
    await page.getByLabel('Letters', { exact: true }).check();
    assert.ok((await page.getByTestId('polycube-3d').locator('text').count()) > 0);
    await suite.screenshot(page, 'polycubes-3x3x3-100');
    // The layers' captions read at the size of their letters, not a few pixels.
    const captions = await page
      .getByTestId('polycube-layers')
      .locator('text', { hasText: /^layer \d+$/ })
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
    assert.equal(captions.length, 3);
    for (const h of captions) assert.ok(h >= 12, `a layer caption ${h.toFixed(1)} px high`);

    // The SVG export parses and is the 3-D picture.
    const [svgDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export SVG' }).first().click(),
    ]);
    assert.equal(svgDownload.suggestedFilename(), 'packing-3x3x3-100.svg');
    // The STL export: pulled apart, closed solids of the box's volume; assembled, the CLI's
    // model of the same packing, facet for facet.
    const stl = async (): Promise<string> => {
      const [d] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('polycube-stl').click(),
      ]);
      assert.equal(d.suggestedFilename(), 'packing-3x3x3-100.stl');
      return readFileSync(await d.path(), 'utf8');
    };
    let volume = 0;
    for (const solid of readAsciiStl(await stl())) {
      const c = checkSolid(solid);
      assert.deepEqual(c.problems, [], solid.name);
      volume += c.volume;
    }
    assert.ok(Math.abs(volume - 27_000) < 1e-6, `${volume}`);
    await page.getByLabel('Explode').fill('0');
    const facets = (text: string) => text.split('\n').filter((l) => !/solid /.test(l));
    assert.deepEqual(facets(await stl()), facets((await CLI.stl100).stdout));

    // The link, opened afresh in the dark theme on a 360 px phone: the same packing, no
    // sideways scroll.
    const phone = await suite.open(new URL(page.url()).search, {
      width: 360,
      height: 740,
      colorScheme: 'dark',
      fresh: true,
    });
    await phone.page.getByTestId('tiling-caption').waitFor();
    assert.deepEqual(await layerRows(phone.page), want);
    const { scroll, client } = await phone.page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    assert.ok(scroll <= client, `${scroll} > ${client}`);
    // Counted on the phone: the count's rows (classes up to the symmetries) fit its width too.
    await phone.page.getByRole('button', { name: 'Count', exact: true }).click();
    await phone.page.getByTestId('tiling-total').waitFor({ timeout: 10_000 });
    const counted = await phone.page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    assert.ok(
      counted.scroll <= counted.client,
      `after Count: ${counted.scroll} > ${counted.client}`,
    );
    await phone.page.screenshot({ path: `${SCREENSHOTS}polycubes-phone-dark.png`, fullPage: true });
    await phone.page
      .locator('.tiling-panel')
      .screenshot({ path: `${SCREENSHOTS}polycubes-phone-dark-packing.png` });
    await phone.page
      .locator('section[aria-labelledby="pieces-title"]')
      .screenshot({ path: `${SCREENSHOTS}polycubes-phone-dark-pieces.png` });
    // A layered picture with a hole round-trips through the URL too.
    const holed = '.../...//.#./...';
    const pic = await suite.open(`?view=tilings&region=${encodeURIComponent(holed)}`);
    await pic.page
      .getByTestId('region-facts')
      .getByText('3×2×2 grid, 2 layers, 11 cells')
      .waitFor();
    assert.equal(new URL(pic.page.url()).searchParams.get('region'), holed);
    await pic.page.getByText('Text picture').click();
    assert.equal(
      await pic.page.getByLabel('Region picture').inputValue(),
      '...\n...\n\n.#.\n...\n',
    );
    // The painter paints one layer at a time: filling layer 2's hole makes the full box.
    await pic.page.getByTestId('layer-choice').locator('select').selectOption('1');
    await pic.page.locator('.painter rect[data-r="0"][data-c="1"]').click();
    await pic.page
      .getByTestId('region-facts')
      .getByText('3×2×2 grid, 2 layers, 12 cells')
      .waitFor();
    assert.equal(new URL(pic.page.url()).searchParams.get('region'), '3x2x2');
    assertClean(problems);
    assertClean(phone.problems);
    assertClean(pic.problems);
  },
);

test(
  'watch in 3-D: Soma stepped forward and back is core’s trace; max finds the CLI’s first',
  T,
  async () => {
    // The Tilings view links a 3-D region's search too.
    const { page, problems } = await suite.open('?view=tilings&region=3x3x3&pieces=soma');
    await page.getByRole('link', { name: 'Watch the search step by step' }).click();
    await page.getByTestId('watch-problem').getByText('3×3×3 region, 27 cells').waitFor();
    const trace = new TilingTrace(
      tilingProblemFromSpec({ region: '3x3x3', pieces: { set: 'soma' } }),
    );
    const player = new TracePlayer(trace);
    const traced = (k: number) => {
      player.seek(k);
      const f = tilingFrame(trace.problem, player.current);
      return { rows: tilingRows(f.drawing), focus: f.focus };
    };
    assert.deepEqual(await watched(page, 0), traced(0));
    const forward = page.getByRole('button', { name: 'Step ▶' });
    for (let k = 1; k <= 10; k++) {
      await forward.click();
      assert.deepEqual(await watched(page, k), traced(k), `step ${k}`);
    }
    const back = page.getByRole('button', { name: '◀ Back' });
    for (let k = 9; k >= 7; k--) {
      await back.click();
      assert.deepEqual(await watched(page, k), traced(k), `back to step ${k}`);
    }
    // The words name cells by layer, row and column, as the 3-D checks do.
    assert.match(
      (await page.getByTestId('focus').textContent()) ?? '',
      /^layer \d, row \d, column \d/,
    );
    // The 3-D picture holds the pieces placed: turned by a drag like the Tilings view's.
    assert.ok((await page.getByTestId('polycube-3d').locator('polygon').count()) > 0);
    await suite.screenshot(page, 'tiling-watch-soma-step-7');

    // Played at 'max' to its first packing, then gone back to and forward to it: the CLI's first.
    const fast = await suite.open('?view=tiling-watch&region=3x3x3&pieces=soma&speed=max');
    await fast.page.getByTestId('watch-problem').waitFor();
    await fast.page.getByRole('button', { name: 'Play' }).click();
    await fast.page.waitForFunction(
      () => Number(document.querySelector('[data-testid="found"]')?.textContent) >= 1,
    );
    await fast.page.getByRole('button', { name: 'Pause' }).click();
    await fast.page.keyboard.press('Home');
    await fast.page.getByTestId('player-step').getByText('Trace line 0').waitFor();
    await fast.page.getByRole('button', { name: 'Next tiling ▶▶' }).click();
    await fast.page.getByTestId('found').getByText('1', { exact: true }).waitFor();
    const first = (await CLI.first).stdout.trimEnd().split('\n');
    assert.deepEqual(await layerRows(fast.page), first);
    assert.equal(
      await fast.page.getByTestId('polycube-layers').locator('rect[data-focus]').count(),
      0,
    );

    // Dark, on a 360 px phone: it fits.
    const phone = await suite.open(new URL(page.url()).search, {
      width: 360,
      height: 740,
      colorScheme: 'dark',
      fresh: true,
    });
    await phone.page.getByTestId('polycube-layers').locator('g[data-layer]').first().waitFor();
    const { scroll, client } = await phone.page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    assert.ok(scroll <= client, `${scroll} > ${client}`);
    await phone.page.screenshot({
      path: `${SCREENSHOTS}tiling-watch-soma-phone-dark.png`,
      fullPage: true,
    });
    assertClean(problems);
    assertClean(fast.problems);
    assertClean(phone.problems);
  },
);
