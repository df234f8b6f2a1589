/**
 * The built page in Debian's Chromium, served by `placer serve`: it loads clean (no console
 * errors, no CSP violations), every view shows, bad URLs are reported as text, and the board
 * plays and exports. The All placements view counts and lists N = 8 against the CLI and keeps the
 * page's thread free; kings count as the CLI counts. Its further flows (N = 15 by random access,
 * the fundamental classes in the dark theme, a phone's width, Play's completions, a seek past
 * random access, N = 32's estimate, N = 17 cancelled, the theme toggle, bad fields, the count's
 * words) are in page.slow.test.ts. Screenshots go to test/.screenshots (those of the views this
 * file does not shoot come from the files that test them: traces, tilings, tilingWatch, cover).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { SCREENSHOTS, browserSuite, assertClean, disabledIs } from '../support/browser.js';
import { placerLater } from '../support/cli.js';
import {
  boardSettles,
  lineSettles,
  lines,
  pairsCols,
  perm,
  quick,
  rowParam,
  rowSettles,
  rowText,
  settled,
  square,
} from '../support/placementsPage.js';
import { VIEW_REGISTRY } from '../../src/web/views/index.js';

const suite = browserSuite();
const T = { timeout: 20_000 };

// Every registered view, in tab order: a view added to the registry is walked here too.
const VIEWS = VIEW_REGISTRY.map((v) => v.id);

test(
  'every view opens from the tab bar, with no console error and no CSP violation',
  T,
  async () => {
    const { page, problems } = await suite.open();
    assert.equal(await page.locator('h1').textContent(), 'placer');
    for (const view of VIEWS) {
      await page.locator(`nav a[data-view="${view}"]`).click();
      await page.locator(`nav a[data-view="${view}"][aria-current="page"]`).waitFor();
      assert.equal(
        new URL(page.url()).searchParams.get('view'),
        view === 'placements' ? null : view,
      );
      await page.locator('#view-title').waitFor();
    }
    // The back button goes to the previous view (state in the URL).
    await page.goBack();
    await page.locator(`nav a[data-view="${VIEWS.at(-2)}"][aria-current="page"]`).waitFor();
    assertClean(problems);
  },
);

test(
  'bad URL parameters are named on the page as text, and the page goes on with defaults',
  T,
  async () => {
    const { page, problems } = await suite.open(
      '?view=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&n=abc&q=1.2&zap=%3Cb%3Ebold%3C%2Fb%3E',
    );
    const box = page.locator('.problems');
    await box.waitFor();
    const text = (await box.textContent()) ?? '';
    // Every registered view named, in tab order.
    assert.ok(
      text.includes(`view must be one of ${VIEWS.join(', ')}, got '<img src=x onerror=alert(1)>'`),
      text,
    );
    assert.match(text, /n must be a whole number from 1 to 32, got 'abc' \(using 8\)/);
    assert.match(text, /q must list 8 rows/);
    assert.match(text, /zap is not a parameter of this page/);
    assert.equal(
      await page.locator('.problems img, .problems b').count(),
      0,
      'no user text as HTML',
    );
    assert.equal(
      await page.locator('nav a[aria-current="page"]').getAttribute('data-view'),
      'placements',
    );
    await suite.screenshot(page, 'bad-url');
    await page.getByRole('button', { name: 'Dismiss' }).click();
    assert.equal(await box.count(), 0);
    assertClean(problems);
  },
);

test(
  'play: clicks and keys place queens, attacks are marked, only queens redraw, exports parse',
  T,
  async () => {
    const { page, problems } = await suite.open('?view=play&n=5');
    const board = page.locator('svg.board');
    await board.waitFor();
    assert.equal(await page.locator('.board rect.sq').count(), 25);
    // Mark a square node: if a frame rebuilt the squares, the mark would be gone.
    await page.evaluate(() =>
      document.querySelector('.board rect.sq')?.setAttribute('data-probe', '1'),
    );
    await square(page, 0, 0).click();
    await square(page, 1, 1).click();
    // The new queen and the one it attacks were redrawn, no other. Each reading waits for the
    // frame after the click: on a fresh profile (the browser's first font cache being built)
    // that frame comes well after the click returns, and a reading at once sees the one before.
    assert.equal(await settled(page, () => board.getAttribute('data-moved'), '2'), '2');
    assert.equal(await settled(page, () => page.locator('.board .queen.attacked').count(), 2), 2);
    assert.equal(await settled(page, () => page.locator('.board .line').count(), 1), 1);
    assert.match(
      (await page.getByTestId('play-status').textContent()) ?? '',
      /2 of 5 queens placed; 1 attacking pair/,
    );
    assert.equal(new URL(page.url()).searchParams.get('q'), '1.2.-.-.-');
    // Move row 2's queen with the keyboard: focus the board (cursor at the last click), → → Enter.
    await board.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    // The frame after the key may come a little later than the key's press returns.
    await page.locator('.board .queen.attacked').first().waitFor({ state: 'detached' });
    assert.equal(await page.locator('.board .queen.attacked').count(), 0);
    await page.getByLabel('Shade attacked squares').check();
    const shaded = () => page.locator('.board .shade').getAttribute('data-cells');
    // Squares some queen attacks, counted here by brute force from the queens in the URL.
    const q = (new URL(page.url()).searchParams.get('q') ?? '')
      .split('.')
      .map((x) => (x === '-' ? -1 : Number(x) - 1));
    let attacked = 0;
    for (let r = 0; r < 5; r++)
      for (let c = 0; c < 5; c++)
        if (
          q[r] !== c &&
          q.some(
            (qc, qr) => qc >= 0 && (qr === r || qc === c || Math.abs(qr - r) === Math.abs(qc - c)),
          )
        )
          attacked++;
    assert.equal(await settled(page, shaded, String(attacked)), String(attacked));
    assert.equal(await page.locator('[data-probe]').count(), 1, 'squares drawn once');
    await suite.screenshot(page, 'view-play-shaded');
    // Solve it: 1 3 5 2 4.
    for (const [r, c] of [
      [1, 2],
      [2, 4],
      [3, 1],
      [4, 3],
    ])
      await square(page, r, c).click();
    await page.locator('.status.solved').waitFor();

    const [svgDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export SVG' }).click(),
    ]);
    assert.equal(svgDownload.suggestedFilename(), 'queens-5.svg');
    const svg = readFileSync(await svgDownload.path(), 'utf8');
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
      const root = doc.documentElement;
      return {
        error: doc.getElementsByTagName('parsererror').length,
        ns: root.namespaceURI,
        name: root.localName,
        queens: root.querySelectorAll('path').length,
      };
    }, svg);
    assert.deepEqual(parsed, {
      error: 0,
      ns: 'http://www.w3.org/2000/svg',
      name: 'svg',
      queens: 5,
    });

    const [pngDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export PNG' }).click(),
    ]);
    const png = readFileSync(await pngDownload.path());
    await pngDownload.saveAs(`${SCREENSHOTS}export-play.png`);
    assert.deepEqual([...png.subarray(1, 4)], [0x50, 0x4e, 0x47]); // "PNG"
    assert.ok(png.readUInt32BE(16) >= 200, 'PNG width');
    assertClean(problems);
  },
);

const CLI = {
  count8: lines(['queens', 'count', '8']),
  pairs8: lines(['queens', 'list', '8', '--format', 'pairs']),
  json8: lines(['queens', 'list', '8', '--format', 'json']),
  perm8at4: quick(['queens', 'list', '8', '--offset', '4', '--limit', '1']),
};

test(
  'all placements: N = 8, Start: 92 and 12, the rows of the CLI, a click and keys on the board',
  T,
  async () => {
    const { page, problems } = await suite.open('?n=8');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByTestId('total').waitFor();
    assert.equal(await page.getByTestId('total').textContent(), '92');
    assert.equal(await page.getByTestId('fundamental').textContent(), '12');
    const classes = (await CLI.count8).find((l) => l.startsWith('classes')) ?? '';
    assert.equal(
      await page.getByTestId('classes').textContent(),
      classes.replace(/^classes\s+/, ''),
    );
    await page.getByText('92 placements, rows 0 to 91').waitFor();
    const pairs = await CLI.pairs8;
    for (const i of [0, 1, 7]) assert.equal(await rowText(page, i), pairs[i]);

    // The 5th row, clicked: the board and the line are the CLI's row 4.
    await page.locator('.placement-row[data-index="4"]').click();
    const at4 = perm(await CLI.perm8at4);
    assert.deepEqual(await boardSettles(page, 8, at4), at4);
    assert.equal(await lineSettles(page, `Row 4: ${pairs[4]}`), `Row 4: ${pairs[4]}`);
    assert.equal(await rowSettles(page, '4'), '4');
    await suite.screenshot(page, 'placements-8-light');

    // Keys on the focused list: ↓ ↑ PgDn End Home.
    await page.keyboard.press('ArrowDown');
    assert.equal(await rowSettles(page, '5'), '5');
    assert.deepEqual(await boardSettles(page, 8, pairsCols(pairs[5])), pairsCols(pairs[5]));
    assert.equal(await lineSettles(page, `Row 5: ${pairs[5]}`), `Row 5: ${pairs[5]}`);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('PageDown');
    assert.ok(await settled(page, async () => Number(rowParam(page)) > 5, true));
    await page.keyboard.press('End');
    assert.equal(await rowSettles(page, '91'), '91');
    assert.equal(await rowText(page, 91), pairs[91]);
    await page.keyboard.press('Home');
    assert.equal(await rowSettles(page, '0'), '0');

    // Another format: the same rows in the CLI's json; the link keeps row and format.
    await page.getByLabel('Format').selectOption('json');
    assert.equal(await rowText(page, 0), (await CLI.json8)[0]);
    assert.match(page.url(), /format=json/);
    assertClean(problems);
  },
);

test(
  'all placements: bad N, format and row in the URL are named, and the page goes on',
  T,
  async () => {
    const { page, problems } = await suite.open('?n=40&format=xml&row=ten&fundamental=2');
    const text = (await page.locator('.problems').textContent()) ?? '';
    assert.match(text, /n must be a whole number from 1 to 32, got '40' \(using 8\)/);
    assert.match(text, /format must be one of perm, pairs, angle, algebraic, json, got 'xml'/);
    assert.match(text, /row must be a row number .* got 'ten'/);
    assert.match(text, /fundamental must be 1 or 0, got '2'/);
    assert.ok(await page.getByRole('button', { name: 'Start' }).isEnabled());
    assertClean(problems);
  },
);

test(
  'kings: a board from the URL draws its first placements and counts as `placer kings count`',
  T,
  async () => {
    const { page, problems } = await suite.open('?view=kings&kw=7&kh=6&kk=9');
    const cli = placerLater(['kings', 'count', '7x6', '--kings', '9', '--format', 'json']);
    const firstList = placerLater(['kings', 'list', '7x6', '--kings', '9', '--limit', '24']);
    await page.getByTestId('kings-first').waitFor();
    const labels = await page.locator('.kings-board figcaption').allTextContents();
    const listed = (await firstList).stdout.trim().split('\n');
    assert.deepEqual(
      labels.map((l) => l.replace(/^#\d+: /, '')),
      listed.slice(0, 12),
    );
    // Drawn as the squares are named: row 6 at the top, row 1 at the bottom, letters under it;
    // the first placement's kings stand on the squares its caption names.
    const board = page.locator('.kings-board').first();
    assert.deepEqual(await board.locator('.rank').allTextContents(), [
      '6',
      '5',
      '4',
      '3',
      '2',
      '1',
      '',
    ]);
    assert.deepEqual(await board.locator('.file').allTextContents(), [...'abcdefg']);
    const cells = await board.locator('.sq').allTextContents();
    const drawn = cells.flatMap((t, i) =>
      t === '♚' ? [String.fromCharCode(97 + (i % 7)) + String(6 - Math.floor(i / 7))] : [],
    );
    assert.deepEqual(drawn.sort(), listed[0].split(' ').sort());
    // Past the first 12: the next ones, as the CLI lists them.
    await page.getByRole('button', { name: 'Show 12 more' }).click();
    const more = page.locator('.kings-board figcaption');
    await more.nth(23).waitFor();
    assert.deepEqual(
      (await more.allTextContents()).map((l) => l.replace(/^#\d+: /, '')),
      listed,
    );
    await page.getByRole('button', { name: 'Count' }).click();
    await page.getByTestId('kings-total').waitFor();
    const total = (await page.getByTestId('kings-total').textContent())?.replace(/,/g, '');
    assert.equal(total, JSON.parse((await cli).stdout).total);
    await suite.screenshot(page, 'kings-7x6-9');
    // A bad field says what is allowed and the count waits for a good one.
    await page.getByTestId('kings-k').fill('99');
    await page.locator('#kings-k-problem').waitFor();
    assert.match((await page.locator('#kings-k-problem').textContent()) ?? '', /from 0 to 12/);
    // The button follows once the view's effects settle (right after a count, not at once).
    await disabledIs(page.getByRole('button', { name: 'Count' }), true, 'Count with k 99');
    assertClean(problems);
  },
);
