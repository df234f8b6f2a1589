/**
 * Play a tiling in Debian's Chromium: the Tilings view's problem (6×10 and the pentominoes, its
 * default) opened from its "Play it by hand" link, played to the end by Hint and Place it (each
 * hint's drawing is one `placer tile --hint` gives), solved with its timer stopped; a problem the
 * tray cannot hold (a piece used twice) is named in one line.
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
