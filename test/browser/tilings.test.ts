/**
 * The tilings, tiling-watch and exact-cover views in Debian's Chromium.
 *
 * Tilings, against `placer tile`: the Diabolical preset (a 3-D box) counts as the CLI counts it;
 * an impossible region shows the CLI's proof before any search; Cancel stops the count's
 * workers. Watch a tiling, against core's traced search: stepped forward and back, the board
 * read from the page is the trace's board at that step (the pieces and the cell being filled),
 * and a link to the step lands on the same board. Exact cover, against `placer cover`: Langford
 * pairs n = 8 count as the CLI counts the downloaded file; a Sudoku and a domination; a text too
 * large for a link. The further flows (a painted region, a 32×32 stroke, 6×10 watched and
 * counted, solution #12345 by random access, a phone's width, a refused text) are in
 * tilings.slow.test.ts, the 3-D ones (Soma typed, counted and turned; watched in 3-D) in
 * polycubes.slow.test.ts.
 *
 * Screenshots (light, dark, phone) go to test/.screenshots.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { tilingProblemFromSpec, type TilingSpec } from '../../src/core/tiling/spec.js';
import { TilingTrace } from '../../src/core/tiling/tilingTrace.js';
import { TracePlayer } from '../../src/core/tracePlayer.js';
import { MAX_DLX_PARAM } from '../../src/web/views/cover/dlxLink.js';
import { browserSuite, SCREENSHOTS, assertClean } from '../support/browser.js';
import { STRIPS_8 } from '../support/fixtures.js';
import { gridParam } from '../../src/web/views/regions/regionsGrid.js';
import { parseRegions } from '../../src/core/regions/puzzle.js';
import { countRegions } from '../../src/core/regions/search.js';
import { placerLater } from '../support/cli.js';
import { twoRoomsDlx } from '../../bench/xccInstances.js';
import { cli, countOnPageAndCli, drawn, listed, traced } from './tilingsPage.js';

const suite = browserSuite();
const T = { timeout: 30_000 };

const CLI = {
  first: cli(['tile', '6x10']),
  // A search for one tiling answers "no" with the proof on stdout (exit 1).
  proof: cli(['tile', '4x5', '--pieces', 'tetrominoes']),
};

// The tilings view.

test(
  'the Diabolical preset counts as `placer tile 3x3x3 --pieces diabolical --count`',
  T,
  async () => {
    const counted = placerLater(
      ['tile', '3x3x3', '--pieces', 'diabolical', '--count', '--format', 'json'],
      { ok: [0] },
    );
    const { page, problems } = await suite.open('?view=tilings');
    await page.getByTestId('check-words').waitFor();
    await page.getByLabel('Preset').selectOption({ label: '3×3×3 cube (Diabolical)' });
    assert.equal(new URL(page.url()).searchParams.get('pieces'), 'diabolical');
    await page.getByRole('button', { name: 'Count', exact: true }).click();
    await page.getByTestId('tiling-total').waitFor({ timeout: 10_000 });
    const want = JSON.parse((await counted).stdout) as Record<string, string>;
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

// The "Watch a tiling" view.

test(
  'watch: a small box stepped forward and back shows the trace’s board; a link lands there too, dark',
  T,
  async () => {
    // 10×3 with six pentominoes (the others' counts 0): 30 sub-problems, every corner.
    const use = 'F=0,I=0,T=0,W=0,X=0,Z=0';
    const path = `?view=tiling-watch&region=10x3&use=${encodeURIComponent(use)}&speed=1`;
    const { page, problems } = await suite.open(path);
    const spec: TilingSpec = {
      region: '10x3',
      pieces: { set: 'pentominoes' },
      select: ['L,N,P,U,V,Y'],
    };
    const trace = new TilingTrace(tilingProblemFromSpec(spec));
    const player = new TracePlayer(trace);
    await page.getByTestId('watch-problem').waitFor();
    assert.deepEqual(await drawn(page, 0), traced(player, trace, 0));

    const forward = page.getByRole('button', { name: 'Step ▶' });
    for (let k = 1; k <= 12; k++) {
      await forward.click();
      assert.deepEqual(await drawn(page, k), traced(player, trace, k), `step ${k}`);
    }
    const back = page.getByRole('button', { name: '◀ Back' });
    for (let k = 11; k >= 8; k--) {
      await back.click();
      assert.deepEqual(await drawn(page, k), traced(player, trace, k), `back to step ${k}`);
    }
    // The caption and the figures say the same as the trace's step.
    const e = player.current;
    assert.ok(e !== null && (e.type === 'place' || e.type === 'remove'));
    assert.match(
      (await page.getByTestId('caption').textContent()) ?? '',
      new RegExp(`^\\s*${e.step}\\s+${e.type}`),
    );
    assert.match(
      (await page.getByTestId('candidates').textContent()) ?? '',
      new RegExp(`of ${e.candidates} `),
    );

    // The step is in the URL: opening it again (a first visit, in the dark theme) lands on the
    // same board.
    await page.waitForFunction(() => new URL(location.href).searchParams.get('step') === '8');
    const again = await suite.open(new URL(page.url()).search, {
      colorScheme: 'dark',
      fresh: true,
    });
    assert.deepEqual(await drawn(again.page, 8), traced(player, trace, 8));
    await suite.screenshot(again.page, 'tiling-watch-dark');
    assertClean(problems);
    assertClean(again.problems);
  },
);

// The exact-cover view.

test(
  'exact cover: Langford pairs n = 8 count 300 as `placer cover` counts the downloaded file; N-Queens and a regions grid list',
  T,
  async () => {
    const { page, problems } = await suite.open('?view=cover');
    await page.getByLabel('Langford pairs, n =').selectOption('8');
    await page.getByRole('button', { name: 'Load Langford pairs' }).click();
    await page.getByTestId('instance-words').waitFor();
    assert.equal(
      await page.getByTestId('instance-words').textContent(),
      'instance     langford-8.dlx: 24 items (24 primary), 84 options\nalgorithm    Algorithm X, dancing links',
    );
    const counted = await countOnPageAndCli(page);
    assert.equal(counted.shown, '300');
    assert.match(counted.cli, /^solutions {4}300$/m);
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
    await page.getByLabel('DLX text').fill('a b\na b:red\n');
    await page.getByRole('button', { name: 'Use this text' }).click();
    await page.getByTestId('cover-problem').waitFor();
    assert.match(
      (await page.getByTestId('cover-problem').textContent()) ?? '',
      /^line 2, column 4: 'b:red': a colour on primary item 'b'/,
    );
    // An option with no primary item is dropped with the CLI's warning, on its line.
    await page.getByLabel('DLX text').fill('a | x\nx:1\na\n');
    await page.getByRole('button', { name: 'Use this text' }).click();
    await page.getByTestId('cover-warnings').waitFor();
    assert.equal(
      (await page.getByTestId('cover-warnings').textContent()) ?? '',
      'Warning: line 2: option ignored: it has no primary item (so no solution can take it)',
    );
    // A board cut in two: the count splits into the rooms (the square of one room's count,
    // which `placer tile` gives), and the nodes line says so as the CLI's does.
    const room = await cli([
      'tile',
      '4x4',
      '--pieces',
      'tetrominoes',
      '--piece',
      'I=*,O=*,T=*,S=*,L=*',
      '--count',
    ]);
    const one = BigInt(/^total +(\d+)$/m.exec(room.out)?.[1] ?? 'x');
    await page.getByLabel('DLX text').fill(twoRoomsDlx(4, 4));
    await page.getByRole('button', { name: 'Use this text' }).click();
    await page.getByText(/: 32 items \(32 primary\), 226 options/).waitFor();
    await page.getByRole('button', { name: 'Count', exact: true }).click();
    await page.getByTestId('cover-solutions').waitFor();
    assert.equal(
      (await page.getByTestId('cover-solutions').textContent())?.replace(/\D/g, ''),
      String(one * one),
    );
    assert.match(
      (await page.getByTestId('instance-words').textContent()) ?? '',
      /^nodes {8}\d+ \(.*\d+ splits? into separate parts\)$/m,
    );
    await suite.screenshot(page, 'cover-two-rooms');
    assertClean(problems);
    // The Regions view's grid (from the URL: strips, 2 stars), as DLX3: the grid's solutions.
    const strips = await suite.open(`?view=cover&rg=${gridParam(STRIPS_8.join('\n'))}&rk=2`);
    await strips.page.getByRole('button', { name: "Load the Regions view's grid as DLX" }).click();
    await strips.page.getByText(/regions\.dlx: \d+ items/).waitFor();
    await strips.page.getByRole('button', { name: 'List solutions' }).click();
    const solutions = countRegions(parseRegions(STRIPS_8.join('\n'), 2));
    assert.ok(solutions > 1);
    await strips.page.getByText(`${solutions} solutions (all)`).waitFor();
    assertClean(strips.problems);
  },
);

test(
  'exact cover with colours and multiplicities: a Sudoku solved, a domination counted as the CLI counts it',
  T,
  async () => {
    const { page, problems } = await suite.open('?view=cover');
    const preset = page.getByLabel('With colours or multiplicities');
    await preset.selectOption('sudoku-9');
    await page.getByRole('button', { name: 'Load it' }).click();
    const words = page.getByTestId('instance-words');
    await page.getByText('algorithm    Algorithm M').waitFor();
    assert.match((await words.textContent()) ?? '', /^colours {6}5 3 1 2 4 6 7 8 … \(9 in all\)$/m);
    await page.getByRole('button', { name: 'List solutions' }).click();
    await page.getByText('1 solution (all)').waitFor();
    const [sudoku] = await listed(page);
    // The given 5 in the top left corner, as its coloured cell.
    assert.ok(sudoku.includes('p0.0:5 r0.5 c0.5 b0.5'), sudoku.join(' | '));
    assert.equal(sudoku.length, 81);
    await suite.screenshot(page, 'cover-sudoku');

    await preset.selectOption('kings-5');
    await page.getByRole('button', { name: 'Load it' }).click();
    await page.getByText('kings-5-4.dlx: 26 items (26 primary), 25 options').waitFor();
    assert.match(
      (await words.textContent()) ?? '',
      /^bounds {7}1:4\|0\.0 1:4\|0\.1 .* \(26 in all\)$/m,
    );
    const counted = await countOnPageAndCli(page);
    assert.match(counted.cli, new RegExp(`^solutions {4}${counted.shown}$`, 'm'));
    assert.equal(counted.shown, '79');
    // The nodes line as the CLI words it, with what the counting cache answered.
    assert.match(
      (await words.textContent()) ?? '',
      /^nodes {8}\d+ \([1-9]\d* sub-problems? from the cache\)$/m,
    );
    await suite.screenshot(page, 'cover-kings-count');
    // Its link on a dark 360 px phone: the same instance, and no sideways scroll.
    const phone = await suite.open(new URL(page.url()).search, {
      width: 360,
      height: 740,
      colorScheme: 'dark',
    });
    await phone.page.getByText(': 26 items (26 primary), 25 options').waitFor();
    const { scroll, client } = await phone.page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    assert.ok(scroll <= client, `${scroll} > ${client}`);
    await phone.page.screenshot({
      path: `${SCREENSHOTS}cover-kings-phone-dark.png`,
      fullPage: true,
    });
    assertClean(problems);
    assertClean(phone.problems);
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
