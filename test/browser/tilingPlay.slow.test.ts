/**
 * Play a tiling in Debian's Chromium: the Tilings view's problem (6×10 and the pentominoes, its
 * default) opened from its "Play it by hand" link, played to the end by Hint and Place it (each
 * hint's drawing is one `placer tile --hint` gives), solved with its timer stopped; a problem the
 * tray cannot hold (a piece used twice) is named in one line. A Soma cube (a region with layers)
 * is a box packed piece by piece: a piece typed in, taken out, hints followed to a full box, in
 * dark at 360 px as well.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { assertClean, browserSuite } from '../support/browser.js';
import { placer, tempFiles } from '../support/cli.js';

const suite = browserSuite();
const T = { timeout: 90_000 };

test(
  'play a tiling: from the Tilings view, hints followed to a tiling as the CLI hints',
  T,
  async () => {
    const { page, problems } = await suite.open('?view=tilings');
    await page.getByTestId('tiling-play-link').click();
    await page.getByTestId('tiling-play-board').waitFor();
    assert.equal(new URL(page.url()).searchParams.get('view'), 'tiling-play');
    const rowsOf = async (): Promise<string[]> =>
      ((await page.getByTestId('tiling-play-board').getAttribute('data-rows')) ?? '').split('/');
    const first = await rowsOf();
    assert.equal(first.join('').split('.').length - 1, 60);
    // The first hint is the CLI's for the empty board.
    const dir = tempFiles({ 'empty.txt': `${first.join('\n')}\n` });
    const cli = placer([
      'tile',
      `${first[0].length}x${first.length}`,
      '--hint',
      join(dir, 'empty.txt'),
    ]);
    assert.equal(cli.code, 0, cli.stderr);
    const cliRows = cli.stdout.trim().split('\n').slice(1);
    for (let step = 0; step < 12; step++) {
      await page.getByTestId('tiling-play-hint').click();
      await page.getByRole('button', { name: 'Place it' }).click();
      if (step === 0) assert.deepEqual(await rowsOf(), cliRows);
    }
    assert.equal((await rowsOf()).join('').includes('.'), false);
    await page
      .getByTestId('tiling-play-status')
      .getByText(/^Solved in \d+:\d\d with 12 hints!$/)
      .waitFor();
    await suite.screenshot(page, 'tiling-play-solved');
    // Two copies of a piece: the tray holds one of each, said in one line.
    const two = await suite.open('?view=tiling-play&use=X%3D2');
    await two.page
      .getByTestId('tiling-play-problem')
      .getByText(/one copy of each piece: X has the count 2$/)
      .waitFor();
    assertClean(problems);
    assertClean(two.problems);
  },
);

test(
  'play a packing: the Soma cube by typing, taking out and hints, light and dark',
  T,
  async () => {
    for (const [scheme, width] of [
      ['light', 1280],
      ['dark', 360],
    ] as const) {
      const { page, problems } = await suite.open('?view=tiling-play&region=3x3x3&pieces=soma', {
        colorScheme: scheme,
        width,
      });
      await page.getByTestId('packing-play').waitFor();
      const status = page.getByTestId('packing-status');
      await status.getByText('0 of 7 pieces in the box.').waitFor();
      // The V typed on the bottom layer's corner: in the box, and its button takes it out.
      await page.getByText('Place pieces by typing').click();
      await page
        .getByTestId('packing-typed')
        .fill('VV.\nV..\n...\n\n...\n...\n...\n\n...\n...\n...');
      await page.getByTestId('packing-use').click();
      await status.getByText('1 of 7 pieces in the box.').waitFor();
      assert.equal(await page.getByTestId('packing-V').getAttribute('data-in'), '1');
      // A letter of no Soma piece is named, and nothing changes.
      await page
        .getByTestId('packing-typed')
        .fill('Q..\n...\n...\n\n...\n...\n...\n\n...\n...\n...');
      await page.getByTestId('packing-use').click();
      await page
        .getByTestId('packing-problem')
        .getByText(/'Q' is not a piece of the set/)
        .waitFor();
      await page.getByRole('button', { name: 'take out V' }).click();
      await status.getByText('0 of 7 pieces in the box.').waitFor();
      for (let step = 0; step < 7; step++) {
        await page.getByTestId('packing-hint').click();
        await status
          .getByText(/^Hint: the \w goes on the ringed cells of layers? [\d, ]+\.$/)
          .waitFor();
        // The hinted piece's cells are ringed on the layers.
        const ringed = page.getByTestId('polycube-layers').locator('[data-ring]');
        assert.ok((await ringed.count()) >= 3);
        if (step === 3) {
          await page.getByTestId('polycube-3d').evaluate((e) => e.scrollIntoView());
          await suite.screenshot(page, `packing-play-hint-${scheme}-${width}`);
        }
        await page.getByTestId('packing-put').click();
      }
      await status.getByText(/^Packed in \d+:\d\d\.$/).waitFor();
      assert.equal(await page.getByTestId('polycube-3d').isVisible(), true);
      await suite.screenshot(page, `packing-play-${scheme}-${width}`);
      assertClean(problems);
    }
  },
);
