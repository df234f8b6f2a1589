/**
 * The All placements and Play views' further flows in Debian's Chromium (the slow suite: the
 * default run keeps page.test.ts's main flows). N = 15 counts as the CLI does and row 2,000,000,
 * typed, shows by random access; the 12 fundamental classes of N = 8 in the dark theme, with the
 * CLI's orbits; at a phone's width no view scrolls sideways; Play's completions answer as
 * `placer queens complete`; a far row past random access says how far its seek got; N = 32's
 * estimate with the count's time scaled from N = 19's subproblems, before and during a count;
 * Cancel during N = 17's count stops it and every worker; the trace views (watch, one) at 360 px,
 * and a bad size in their URL named; the theme toggle switches and is kept across visits; bad
 * fields are named, never clamped; Play's words, its Cancel and a finished count's.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertClean, browserSuite, disabledIs } from '../support/browser.js';
import {
  boardSettles,
  lineSettles,
  lines,
  pairsCols,
  quick,
  rowSettles,
  rowText,
  settled,
  square,
} from '../support/placementsPage.js';
import { joinUnitIds } from '../../src/core/queens/join/units.js';
import { VIEW_REGISTRY } from '../../src/web/views/index.js';

const suite = browserSuite();
const T = { timeout: 20_000 };

// Every registered view, in tab order.
const VIEWS = VIEW_REGISTRY.map((v) => v.id);

const CLI = {
  pairs8: lines(['queens', 'list', '8', '--format', 'pairs']),
  fundamental8: lines(['queens', 'list', '8', '--fundamental', '--format', 'pairs']),
};

/** Row 2,000,000 of N = 15's 2,279,184: far in the listing, reached by random access. */
const FAR = { n: 15, row: 2_000_000, text: '2,000,000', total: '2,279,184' };

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

test(
  'all placements: N = 15 counts as the CLI does, and row 2,000,000, typed, shows by random access',
  { timeout: 120_000 },
  async () => {
    // N = 15 takes the same path as N = 16 (a part table of the first three rows, built in a
    // worker) at a seventh of the work.
    const expected = quick([
      'queens',
      'list',
      String(FAR.n),
      '--offset',
      String(FAR.row),
      '--limit',
      '1',
      '--format',
      'pairs',
    ]);
    // The page's thread stays free while it counts: how long its tasks last is a figure of the
    // machine (a fresh profile's first layouts build its font cache, a task of a second), so
    // `npm run bench` measures it (bench/web.ts); here, what holds on any machine: the figures
    // are the CLI's, and the row is found by random access.
    const { page, problems } = await suite.open(`?n=${FAR.n}`);
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByTestId('total').waitFor({ timeout: 60_000 });
    const counted = await page.evaluate(() => ({
      total: document.querySelector('[data-testid="total"]')?.textContent,
      classes: document.querySelector('[data-testid="classes"]')?.textContent,
    }));
    assert.equal(counted.total, FAR.total);
    // Grouped as the total is (284,743 classes of size 8 at N = 15).
    assert.match(
      counted.classes ?? '',
      /^\d{1,3}(,\d{3})+ of size 8, \d+ of size 4, \d+ of size 2$/,
    );
    const status = page.getByTestId('list-status');
    // "Preparing random access" shows while the part table is counted: for a moment on a quiet
    // machine, so the test waits for what follows it, not for the passing state.
    await page.getByText('type a row number or scroll to any row').waitFor({ timeout: 60_000 });
    assert.doesNotMatch((await status.textContent()) ?? '', /Preparing/);
    await page.getByLabel('Row', { exact: true }).fill(String(FAR.row));
    // How fast the row shows (under a second) is the bench's figure (bench/web.ts), not asserted.
    await page.getByRole('button', { name: 'Go' }).click();
    await page.getByText(new RegExp(`^Row ${FAR.text}: \\d`)).waitFor({ timeout: 5_000 });
    const line = (await expected).trim();
    const want = `Row ${FAR.text}: ${line}`;
    assert.equal(await lineSettles(page, want), want);
    assert.deepEqual(await boardSettles(page, FAR.n, pairsCols(line)), pairsCols(line));
    assert.equal(await rowText(page, FAR.row), line, 'the list shows it too');
    assert.equal(await rowSettles(page, String(FAR.row)), String(FAR.row));
    await suite.screenshot(page, `placements-${FAR.n}-row-${FAR.row}`);
    assertClean(problems);
  },
);

test(
  'at phone width (360 px) no view scrolls sideways; a row from the URL is listed once counted',
  T,
  async () => {
    const { page, problems } = await suite.open('?view=play&n=8&q=1.2.-.-.-.-.-.-&shade=1&row=80', {
      width: 360,
      height: 740,
    });
    for (const view of VIEWS) {
      await page.locator(`nav a[data-view="${view}"]`).click();
      await page.locator('#view-title').waitFor();
      if (view === 'placements') {
        // A row from the URL: once every row can be reached, the list goes to it.
        await page.getByRole('button', { name: 'Start' }).click();
        await page.locator('.placement-row[data-index="80"].selected').waitFor();
        assert.equal(await rowText(page, 80), (await CLI.pairs8)[80]);
      }
      const { scroll, client } = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      assert.ok(scroll <= client, `${view}: ${scroll} > ${client}`);
      if (view === 'placements') await suite.screenshot(page, 'placements-8-phone');
      if (view === 'play') await suite.screenshot(page, 'phone-play');
    }
    assertClean(problems);
  },
);

test(
  'all placements, fundamental only, dark, a row from the URL: the 12 classes of N = 8 with the CLI’s orbits; a class opens its members',
  T,
  async () => {
    // A first visit whose system prefers dark, with row 1 in the link.
    const { page, problems } = await suite.open('?n=8&fundamental=1&row=1', {
      colorScheme: 'dark',
      fresh: true,
    });
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByText('12 classes, rows 0 to 11').waitFor();
    await page.getByTestId('total').waitFor();
    const cliRows = await CLI.fundamental8;
    assert.equal(cliRows.length, 12);
    await rowText(page, 11);
    assert.equal(await page.locator('.placement-row').count(), 12);
    const shown = await page.locator('.placement-row .tx').allTextContents();
    assert.deepEqual(shown, cliRows, 'each class with its orbit, as `list 8 --fundamental`');
    const members = () => page.locator('[data-testid="members"] .member').count();
    const orbit = (i: number) => Number(/\(orbit (\d+)\)$/.exec(cliRows[i])?.[1]);
    // Row 1 of the link is selected once the rows can be reached: its class's members show.
    await page.getByTestId('members').waitFor();
    assert.equal(await settled(page, members, orbit(1)), orbit(1));
    // Row 9 is the class of 4 (as the CLI says): it opens its 4 members.
    const nine = cliRows.findIndex((l) => l.endsWith('(orbit 4)'));
    await page.locator(`.placement-row[data-index="${nine}"]`).click();
    assert.equal(await settled(page, members, 4), 4);
    await page.locator('.placement-row[data-index="0"]').click();
    assert.equal(await settled(page, members, 8), 8);
    await suite.screenshot(page, 'placements-8-dark');
    assertClean(problems);
  },
);

test(
  'play: complete this and how many completions answer as `placer queens complete` does',
  T,
  async () => {
    const fixed = ['2', '.', '.', '.', '.', '.', '6', '.'];
    const asked = Promise.all([
      quick(['queens', 'complete', '8', '--fixed', ...fixed, '--json']),
      quick(['queens', 'complete', '8', '--fixed', ...fixed, '--count', '--json']),
    ]);
    const { page, problems } = await suite.open('?view=play&n=8&q=2.-.-.-.-.-.6.-');
    const status = page.getByTestId('completion-status');
    await page.getByRole('button', { name: 'How many completions' }).click();
    await page.getByText(/completions? of these 2 queens/).waitFor();
    const [first, count] = (await asked).map((out) => JSON.parse(out) as Record<string, unknown>);
    assert.equal(
      (await status.textContent())?.replace(/,/g, ''),
      `${String(count.total)} completions of these 2 queens.`,
    );
    await suite.screenshot(page, 'play-completions');
    // The timer waits for the first move.
    const timer = page.getByTestId('play-timer');
    assert.equal(await timer.getByRole('button', { name: 'Pause' }).isDisabled(), true);
    await page.getByRole('button', { name: 'Complete this' }).click();
    await page.getByText(/^Solved: 8 of 8 queens/).waitFor();
    // Solved: the clock stopped, so there is nothing to pause.
    assert.match((await timer.textContent()) ?? '', /^Time \d+:\d\d/);
    assert.equal(await timer.getByRole('button', { name: 'Pause' }).isDisabled(), true);
    assert.equal(
      new URL(page.url()).searchParams.get('q'),
      (first.placement as { cols: number[] }).cols.join('.'),
    );
    // Queens that attack each other: the CLI's reason, no search. The move unsolves the board,
    // and the clock runs again.
    await square(page, 1, 0).click();
    assert.equal(await timer.getByRole('button', { name: 'Pause' }).isDisabled(), false);
    await page.getByRole('button', { name: 'Complete this' }).click();
    await page.getByText(/^No completion: the fixed queens attack each other/).waitFor();
    assertClean(problems);
  },
);

test('all placements: Cancel during N = 17 stops the count and every worker', T, async () => {
  // N = 17 counts for seconds (95,815,104 placements) and reports its first units in a fraction
  // of one: the count is well under way when Cancel is pressed.
  const { page, problems } = await suite.open('?n=17');
  await page.getByRole('button', { name: 'Start' }).click();
  await page
    .getByText(/^Counting N = 17 by the quadrant join \(about \d+ MiB in each worker\) on/)
    .waitFor({ timeout: 10_000 });
  assert.ok(page.workers().length >= 2, `${page.workers().length} workers`);
  // The progress says what is done, the rate and the time left. The first line may come before
  // there is a rate to estimate from ("no estimate yet"), so the test waits for one that has it.
  const progress = new RegExp(
    // The plan's size as `placer queens count 17 --progress` has it.
    `of ${joinUnitIds(17).length.toLocaleString('en-US')} units .* solutions so far, .* solutions/s, .*(left|done)`,
  );
  // The line is read from the element that matched: the status is redrawn several times a second,
  // and a second read once saw another line, one with no estimate yet.
  const line = page.getByTestId('count-status').filter({ hasText: progress });
  await line.waitFor({ timeout: 10_000 });
  assert.match((await line.first().textContent()) ?? '', /units .* solutions so far/);
  // The join runs its units in plan order, not as a random sample: no forecast of the total.
  assert.equal(await page.getByTestId('forecast').count(), 0);
  await suite.screenshot(page, 'placements-17-join-counting');
  // How soon the words come (under a second) is the bench's figure (bench/web.ts).
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByText(/^Cancelled the count for N = 17/).waitFor({ timeout: 5_000 });
  // The workers were terminated with the cancel; the browser reports them gone a little later.
  const t0 = Date.now();
  while (page.workers().length > 0 && Date.now() - t0 < 5_000) await page.waitForTimeout(20);
  assert.equal(page.workers().length, 0, 'every worker terminated');
  assert.ok(await page.getByRole('button', { name: 'Start' }).isEnabled());
  assert.ok(await page.getByRole('button', { name: 'Cancel' }).isDisabled());
  assertClean(problems);
});

test('both views at 360 px: nothing scrolls sideways; a bad size is reported', T, async () => {
  for (const [path, shot] of [
    ['?view=watch&n=8&step=120', 'phone-watch'],
    ['?view=one&method=mutation&seed=7&step=60', 'phone-one-mutation'],
  ]) {
    const { page, problems } = await suite.open(path, { width: 360, height: 740 });
    await page.getByTestId('caption').waitFor();
    const { scroll, client } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    assert.ok(scroll <= client, `${path}: ${scroll} > ${client}`);
    await suite.screenshot(page, shot);
    assertClean(problems);
  }
  const { page } = await suite.open('?view=one&method=mutation&size=99&step=x');
  const text = (await page.locator('.problems').textContent()) ?? '';
  assert.match(text, /size must be a whole number from 1 to 64, got '99'/);
  assert.match(text, /step must be a whole number from 0 to 100000000, got 'x'/);
});

test('bad fields are named, never clamped, and the action waits for a valid value', T, async () => {
  const { page, problems } = await suite.open('?n=8');
  const start = page.getByRole('button', { name: 'Start' });
  for (const typed of ['33', '0', '']) {
    await page.getByTestId('n').fill(typed);
    await page.getByText('N must be a whole number from 1 to 32.').waitFor();
    await disabledIs(start, true, `Start with N '${typed}'`);
    assert.equal(new URL(page.url()).searchParams.get('n'), '8', 'N stays 8');
  }
  await page.getByTestId('n').fill('12');
  await disabledIs(start, false);
  assert.equal(await page.locator('#n-problem').count(), 0);

  // Play: Complete and Count are for the board of the N typed.
  await page.goto(`${new URL(page.url()).origin}/?view=play&n=8`);
  await page.getByTestId('n').fill('33');
  await page.getByText('N must be a whole number from 1 to 32.').waitFor();
  await disabledIs(page.getByRole('button', { name: 'Complete this' }), true);

  // Tilings: a side of 40 is named, not made 32; Count waits.
  await page.goto(`${new URL(page.url()).origin}/?view=tilings&region=6x10`);
  const count = page.getByRole('button', { name: 'Count', exact: true });
  await count.waitFor();
  await page.getByTestId('region-width').fill('40');
  await page.getByText('Width must be a whole number from 1 to 32.').waitFor();
  assert.match((await page.getByTestId('region-facts').textContent()) ?? '', /^6×10 grid/);
  await disabledIs(count, true);
  await page.getByTestId('region-width').fill('6');
  await disabledIs(count, false);

  // Exact cover: N-Queens 33 is named, not loaded as 32.
  await page.goto(`${new URL(page.url()).origin}/?view=cover`);
  await page.getByTestId('cover-queens-n').fill('33');
  await page.getByText('N must be a whole number from 1 to 32.').waitFor();
  await disabledIs(page.getByRole('button', { name: 'Load N-Queens as DLX' }), true);
  await suite.screenshot(page, 'bad-field');
  assertClean(problems);
});

test(
  'words: Play’s lead is whole, its Cancel gives the figures so far; a finished count stays',
  T,
  async () => {
    const { page, problems } = await suite.open('?view=play&n=16');
    assert.match(
      (await page.locator('.lead').textContent()) ?? '',
      /How many completions counts every way to fill them\.$/,
    );
    const status = page.getByTestId('completion-status');
    await page.getByRole('button', { name: 'How many completions' }).click();
    await page.getByText(/^Counting: [0-9,]+ of [0-9,]+ parts/).waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText(/^Cancelled/).waitFor();
    assert.match(
      (await status.textContent()) ?? '',
      /^Cancelled: the count is partial \([0-9,]+ of [0-9,]+ parts, [0-9,]+ completions? so far\)\.$/,
    );

    // All placements: once the count is done, Cancel has nothing to stop, and the list stays.
    await page.goto(`${new URL(page.url()).origin}/?n=6`);
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByTestId('total').waitFor();
    await page.getByTestId('list-status').waitFor();
    await disabledIs(page.getByRole('button', { name: 'Cancel' }), true, 'Cancel after the count');
    assert.equal(await page.getByTestId('list-status').count(), 1, 'the list stays');
    assertClean(problems);
  },
);

test(
  'the theme toggle switches light and dark, and the choice is kept across visits',
  T,
  async () => {
    const { page, problems } = await suite.open('?view=play&n=8&q=1.5.8.6.3.7.2.4', {
      fresh: true,
    });
    const background = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    const light = await background();
    const toggle = page.locator('.theme-toggle');
    assert.equal(await toggle.getAttribute('aria-pressed'), 'false');
    await toggle.click();
    assert.equal(await toggle.getAttribute('aria-pressed'), 'true');
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
    const dark = await background();
    assert.notEqual(dark, light);
    await suite.screenshot(page, 'view-play-dark');
    await page.reload();
    await page.locator('.theme-toggle[aria-pressed="true"]').waitFor();
    assert.equal(await background(), dark);
    assertClean(problems);
    // A reader whose system prefers dark gets dark without touching the toggle.
    const system = await suite.open('?view=play', { colorScheme: 'dark', fresh: true });
    assert.equal(await system.page.locator('.theme-toggle').getAttribute('aria-pressed'), 'true');
    assert.equal(
      await system.page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor),
      dark,
    );
  },
);
