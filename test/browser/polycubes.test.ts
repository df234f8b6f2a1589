/**
 * The tilings view with a 3-D region in Debian's Chromium, against `placer tile` and core.
 * Watching the search in 3-D: stepped forward and back, the layers read from the page are core's
 * trace's board at that step, the ringed cell its cell; played at 'max' to its first packing, the
 * CLI's first. The Diabolical preset counts as the CLI counts it. The Soma box typed, counted and
 * turned is in polycubes.slow.test.ts. Screenshots go to test/.screenshots.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { tilingProblemFromSpec } from '../../src/core/tiling/spec.js';
import { TilingTrace } from '../../src/core/tiling/tilingTrace.js';
import { TracePlayer } from '../../src/core/tracePlayer.js';
import { tilingRows } from '../../src/render/tiling/tiling.js';
import { tilingFrame } from '../../src/web/views/tilingWatch/tilingWatch.js';
import { browserSuite, SCREENSHOTS, assertClean } from '../support/browser.js';
import { placerLater } from '../support/cli.js';
import { layerRows } from './polycubePage.js';

const suite = browserSuite();
const T = { timeout: 30_000 };

const CLI = {
  first: placerLater(['tile', '3x3x3', '--pieces', 'soma'], { ok: [0] }),
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

test(
  'the Diabolical preset counts as `placer tile 3x3x3 --pieces diabolical --count`',
  T,
  async () => {
    const cli = placerLater(
      ['tile', '3x3x3', '--pieces', 'diabolical', '--count', '--format', 'json'],
      { ok: [0] },
    );
    const { page, problems } = await suite.open('?view=tilings');
    await page.getByTestId('check-words').waitFor();
    await page.getByLabel('Preset').selectOption({ label: '3×3×3 cube (Diabolical)' });
    assert.equal(new URL(page.url()).searchParams.get('pieces'), 'diabolical');
    await page.getByRole('button', { name: 'Count', exact: true }).click();
    await page.getByTestId('tiling-total').waitFor({ timeout: 10_000 });
    const want = JSON.parse((await cli).stdout) as Record<string, string>;
    const shown = async (id: string) =>
      ((await page.getByTestId(id).textContent()) ?? '').replace(/,/g, '');
    assert.deepEqual(
      [
        await shown('tiling-total'),
        await shown('tiling-distinct'),
        await shown('tiling-rotations'),
      ],
      [want.total, want.classes, want.rotationClasses],
    );
    assertClean(problems);
  },
);
