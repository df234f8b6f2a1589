/**
 * The exact-cover view's random access and links in Debian's Chromium against `placer cover`:
 * solution #12345 of Langford pairs n = 11, found by counting in a worker, is the CLI's
 * `--list --offset 12344`; the page's URL, opened afresh, shows the same instance and solutions;
 * a text too large for a link says so and stays out of the URL.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { langfordDlx } from '../../src/web/state/langford.js';
import { MAX_DLX_PARAM } from '../../src/web/state/dlxLink.js';
import { browserSuite, type PageProblems } from '../support/browser.js';
import { placerLater } from '../support/cli.js';

const suite = browserSuite();
const T = { timeout: 60_000 };

function assertClean(problems: PageProblems): void {
  assert.deepEqual(problems.errors, [], 'uncaught errors');
  assert.deepEqual(problems.csp, [], 'CSP violations');
  assert.deepEqual(problems.console, [], 'console errors');
}

/** `placer cover - ARGS` on a text (in-process): its JSON lines' option texts. */
async function cliSolutions(text: string, args: string[]): Promise<string[][]> {
  const r = await placerLater(['cover', '-', ...args], { input: text });
  return r.stdout
    .trimEnd()
    .split('\n')
    .map((l) => (JSON.parse(l) as { text: string[] }).text);
}

/** The listed solutions' options as the page shows them (without their line numbers). */
async function listed(page: Page): Promise<string[][]> {
  return page
    .locator('[data-testid="cover-list"] > li')
    .evaluateAll((lis) =>
      lis.map((li) =>
        Array.from(li.querySelectorAll('ul > li'), (o) =>
          (o.textContent ?? '').replace(/^line \d+:\s*/, ''),
        ),
      ),
    );
}

test(
  'exact cover: solution #12345 by random access is the CLI’s --offset 12344; a link shows it again',
  T,
  async () => {
    const dlx = langfordDlx(11);
    const expected = cliSolutions(dlx, [
      '--list',
      '--offset',
      '12344',
      '--limit',
      '10',
      '--format',
      'json',
    ]);
    const { page, problems } = await suite.open('?view=cover');
    await page.getByLabel('Langford pairs, n =').selectOption('11');
    await page.getByRole('button', { name: 'Load Langford pairs' }).click();
    await page.getByText('langford-11.dlx: 33 items (33 primary), 165 options').waitFor();
    // No count first: the worker counts the units it passes over.
    await page.getByLabel('Solution #').fill('12345');
    await page.getByRole('button', { name: 'Go', exact: true }).click();
    const status = page.getByTestId('cover-listed');
    await page.getByText('Solutions #12,345 to #12,354').waitFor({ timeout: 30_000 });
    assert.match((await status.textContent()) ?? '', /--offset 12344 --limit 10/);
    const shown = await listed(page);
    assert.deepEqual(shown, await expected);
    await suite.screenshot(page, 'cover-solution-12345');

    // The URL holds the text and the number: a fresh page from it shows the same.
    const url = new URL(page.url());
    assert.equal(url.searchParams.get('sol'), '12345');
    const param = url.searchParams.get('dlx') ?? '';
    assert.ok(param.length > 0 && param.length < dlx.length, `dlx parameter of ${param.length}`);
    const again = await suite.open(url.search);
    await again.page.getByText('link.dlx: 33 items (33 primary), 165 options').waitFor();
    await again.page.getByText('Solutions #12,345 to #12,354').waitFor({ timeout: 30_000 });
    assert.deepEqual(await listed(again.page), shown);
    // Next goes on from #12355, as the listing does.
    await again.page.getByRole('button', { name: 'Next' }).click();
    await again.page.getByText('Solutions #12,355 to #12,364').waitFor({ timeout: 30_000 });
    assert.equal(new URL(again.page.url()).searchParams.get('sol'), '12355');
    assertClean(problems);
    assertClean(again.problems);
  },
);

test('exact cover: a text too large for a link says so and stays out of the URL', T, async () => {
  // Options of random items compress badly: far more than the link's limit.
  let seed = 7;
  const rand = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  const items = Array.from({ length: 1000 }, (_, i) => `i${i}`);
  const lines = [items.join(' ')];
  for (let k = 0; k < 8000; k++) {
    const a = rand(1000);
    const b = (a + 1 + rand(499)) % 1000;
    const c = (a + 500 + rand(499)) % 1000;
    lines.push(`i${a} i${b} i${c}`);
  }
  const big = lines.join('\n') + '\n';
  const { page, problems } = await suite.open('?view=cover');
  await page.getByLabel('Open a DLX file').setInputFiles({
    name: 'big.dlx',
    mimeType: 'text/plain',
    buffer: Buffer.from(big),
  });
  const note = page.getByTestId('cover-link-note');
  await page.getByText('too large for a link').waitFor();
  assert.match(
    (await note.textContent()) ?? '',
    new RegExp(`more than the ${MAX_DLX_PARAM / 1024} KB a link here carries`),
  );
  assert.equal(new URL(page.url()).searchParams.get('dlx'), null);
  assertClean(problems);
});
