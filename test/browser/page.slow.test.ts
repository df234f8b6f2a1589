/**
 * The All placements view's long flows in Debian's Chromium (the slow suite: each takes seconds
 * of counting in the page and in the CLI): a row past random access found by a seek that shows
 * how far it got, and N = 32's estimate with the count's time scaled from N = 19's subproblems,
 * before and during a count. The view's other flows are in page.test.ts.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertClean, browserSuite } from '../support/browser.js';
import { lineSettles, quick } from '../support/placementsPage.js';

const suite = browserSuite();

test(
  'all placements: a far row past random access says how far its seek got, then shows the CLI’s row',
  { timeout: 90_000 },
  async () => {
    // N = 20 is streamed (past random access): row 1,000,000 is found by a seek that counts the
    // rows before it, 2–3 s of the CLI's time.
    const expected = quick([
      'queens',
      'list',
      '20',
      '--offset',
      '1000000',
      '--limit',
      '1',
      '--format',
      'pairs',
    ]);
    const { page, problems } = await suite.open('?n=20');
    await page.getByRole('button', { name: 'Start' }).click();
    await page
      .getByText(/^\d+ placements? so far, listed from the first/)
      .waitFor({ timeout: 30_000 });
    await page.getByLabel('Row', { exact: true }).fill('1000000');
    await page.getByRole('button', { name: 'Go' }).click();
    await page
      .getByText(/^Row 1,000,000: finding it by counting the rows before it, \d+%…$/)
      .waitFor({ timeout: 10_000 });
    const want = `Row 1,000,000: ${(await expected).trim()}`;
    assert.equal(await lineSettles(page, want, 60_000), want);
    await page.getByRole('button', { name: 'Cancel' }).click();
    assertClean(problems);
  },
);

test(
  'all placements: N = 32 shows the estimate of `placer queens estimate` before and during a count',
  // The count's time times 64 of N = 19's subproblems first: seconds, more under load.
  { timeout: 90_000 },
  async () => {
    // The same seed and random paths as the page's (views/placements/estimate.ts).
    const cli = quick(['queens', 'estimate', '32', '--seed', '1', '--no-eta']);
    const { page, problems } = await suite.open('?n=32');
    const estimate = page.getByTestId('estimate');
    const text = async (): Promise<string> =>
      ((await estimate.textContent()) ?? '').replace(/\s+/g, ' ');
    // The figures within a second or two of the page's load (a worker's start, 0.1 s of paths).
    const t0 = Date.now();
    await page.getByText(/^solutions ≈ /).waitFor({ timeout: 10_000 });
    const shownMs = Date.now() - t0;
    const solutions = /^solutions +(.*)$/m.exec(await cli)?.[1]?.replace(/\s+/g, ' ') ?? '';
    assert.match(solutions, /^≈ [\d.]+e22 95% interval /);
    assert.ok(
      (await text()).startsWith(
        `Estimate, as placer queens estimate 32 --seed 1 gives it: solutions ${solutions}`,
      ),
      await text(),
    );
    assert.ok(shownMs < 5_000, `the estimate took ${shownMs} ms`);
    // The board's coordinates 1…32 can be read: at least 9 px tall as drawn.
    const coordPx = await page
      .locator('svg:has(.coords)')
      .first()
      .evaluate((svg) => {
        const text = svg.querySelector('.coord') as SVGTextElement;
        const scale =
          svg.getBoundingClientRect().width / (svg as SVGSVGElement).viewBox.baseVal.width;
        return Number(text.getAttribute('font-size')) * scale;
      });
    assert.ok(coordPx >= 9, `the coordinates are ${coordPx.toFixed(1)} px tall`);
    // Then the count's time, in the CLI's words: years, scaled from N = 19's subproblems.
    await page
      .getByText(/count time ≈ .* years for 'placer queens count 32' on one thread here/)
      .waitFor({ timeout: 30_000 });
    assert.match(
      await text(),
      /count 19's 7432 subproblems timed: .*, scaled by the tree sizes\), ≈ .* years on this page's \d+ workers?$/,
    );
    // It stays while N = 32 counts (no subproblem ends for ages: the count's own forecast waits).
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByText(/^Counting N = 32 by the constellations on/).waitFor({ timeout: 30_000 });
    assert.match(await text(), /solutions ≈ .*e22 .*count time ≈ .* years/);
    await suite.screenshot(page, 'placements-32-estimate');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText(/^Cancelled the count for N = 32/).waitFor({ timeout: 5_000 });
    // Below N = 12 a count takes milliseconds: no estimate.
    await page.getByTestId('n').fill('8');
    await estimate.waitFor({ state: 'detached', timeout: 5_000 });
    assertClean(problems);
  },
);
