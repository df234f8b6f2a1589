/**
 * The Calendar view (A-Puzzle-A-Day) in Debian's Chromium (the built page, `npm run build`
 * first; the slow suite, as the view's flows take seconds): today's date is the puzzle, solved by
 * dragging each piece from the tray onto the board, turned by R and F until it matches the CLI's
 * first tiling of that date; a drop where a piece does not fit changes nothing, Undo takes a move
 * back, the timer pauses by its button and when the tab is hidden; Hint rings what `placer tile
 * calendar --hint` names, and Place it puts it there. On a 360 px phone in the dark theme nothing
 * scrolls sideways, a piece is placed from the keyboard alone, one that cuts a cell off is named
 * by Hint, and one dragged off the board goes back to the tray. (The default run opens the view
 * with every other: page.test.ts.) Screenshots go to test/.screenshots.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { browserSuite, assertClean } from '../support/browser.js';
import { placer, tempFiles } from '../support/cli.js';
import { join } from 'node:path';
import { dragPiece, pageDate, rowsOf, shapeOf } from './calendarPage.js';

const suite = browserSuite();
const T = { timeout: 60_000 };

/** The cells of each letter in a tiling's rows (row * 7 + column), in reading order. */
function cellsByLetter(rows: readonly string[]): Map<string, number[]> {
  const out = new Map<string, number[]>();
  rows.forEach((row, r) =>
    [...row].forEach((ch, c) => {
      if (ch !== '#' && ch !== '.') out.set(ch, [...(out.get(ch) ?? []), r * 7 + c]);
    }),
  );
  return out;
}

/** Places `letter` on `cells` by turning it in the tray (R, F) and dragging it there. */
async function placeAs(page: Page, letter: string, cells: readonly number[]): Promise<void> {
  const want = shapeOf(cells);
  const tray = page.getByTestId(`tray-${letter}`);
  // A click chooses it (a second click would put it down again).
  if ((await tray.getAttribute('aria-pressed')) !== 'true') await tray.click();
  assert.equal(await tray.getAttribute('aria-pressed'), 'true', `${letter} chosen`);
  for (let t = 0; t < 8 && (await tray.getAttribute('data-shape')) !== want; t++) {
    await page.keyboard.press(t === 3 ? 'f' : 'r');
  }
  assert.equal(await tray.getAttribute('data-shape'), want, `${letter} turned to fit`);
  await dragPiece(page, letter, Math.min(...cells));
}

test(
  'calendar: today solved by dragging, as the CLI tiles it; undo, a bad drop, the timer',
  T,
  async () => {
    const { page, problems } = await suite.open('?view=calendar');
    await page.getByTestId('calendar-board').waitFor();
    const now = new Date();
    const date = await pageDate(page);
    assert.deepEqual(date, { month: now.getMonth() + 1, day: now.getDate() }, "today's date");
    const mmdd = `${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
    const cli = placer(['tile', 'calendar', '--date', mmdd]);
    assert.equal(cli.code, 0, cli.stderr);
    const want = cli.stdout.trim().split('\n');
    const empty = await rowsOf(page);
    assert.equal(empty.join('').split('.').length - 1, 41);

    // A drop on today's own month cell does not fit: nothing changes, the piece stays in the tray.
    const month = (date.month <= 6 ? 0 : 7) + ((date.month - 1) % 6);
    assert.equal(empty[Math.floor(month / 7)][month % 7], '#');
    await dragPiece(page, 'O', month);
    assert.deepEqual(await rowsOf(page), empty);
    assert.equal(await page.getByTestId('tray-O').count(), 1);

    const pieces = [...cellsByLetter(want)];
    for (const [k, [letter, cells]] of pieces.entries()) {
      await placeAs(page, letter, cells);
      const rows = await rowsOf(page);
      for (const c of cells)
        assert.equal(rows[Math.floor(c / 7)][c % 7], letter, `${letter} at ${c}`);
      assert.equal(await page.getByTestId(`tray-${letter}`).count(), 0, `${letter} left the tray`);
      if (k === 1) {
        // Undo takes the second piece back to the tray; it is placed again.
        const before = rows;
        await page.getByRole('button', { name: 'Undo' }).click();
        assert.equal(await page.getByTestId(`tray-${letter}`).count(), 1);
        assert.notDeepEqual(await rowsOf(page), before);
        await placeAs(page, letter, cells);
        // The timer runs from the first move; Pause stops it, Resume goes on.
        const timer = page.getByTestId('calendar-timer');
        await timer.getByRole('button', { name: 'Pause' }).click();
        assert.equal(await timer.getAttribute('data-paused'), '1');
        assert.match((await timer.textContent()) ?? '', /\(paused\)/);
        await timer.getByRole('button', { name: 'Resume' }).click();
        assert.equal(await timer.getAttribute('data-paused'), '0');
        // Hidden tab: paused by itself, and running again when shown.
        const setHidden = (hidden: boolean) =>
          page.evaluate((h) => {
            Object.defineProperty(document, 'hidden', { value: h, configurable: true });
            document.dispatchEvent(new Event('visibilitychange'));
          }, hidden);
        await setHidden(true);
        assert.equal(await timer.getAttribute('data-paused'), '1');
        await setHidden(false);
        assert.equal(await timer.getAttribute('data-paused'), '0');
        await timer.getByRole('button', { name: 'Hide time' }).click();
        assert.match((await timer.textContent()) ?? '', /Time hidden/);
      }
    }
    assert.deepEqual(await rowsOf(page), want);
    await page
      .getByTestId('calendar-status')
      .getByText(/^Solved in \d+:\d\d!$/)
      .waitFor();
    await suite.screenshot(page, 'calendar-solved');
    assertClean(problems);
  },
);

test('calendar: Hint rings what placer tile --hint names; Place it puts it there', T, async () => {
  const { page, problems } = await suite.open('?view=calendar&date=05-21');
  await page.getByTestId('calendar-board').waitFor();
  await dragPiece(page, 'O', 0);
  const rows = await rowsOf(page);
  assert.equal(rows[0].slice(0, 3), 'OOO');
  const dir = tempFiles({ 'placed.txt': `${rows.join('\n')}\n` });
  const cli = placer(['tile', 'calendar', '--date', '05-21', '--hint', join(dir, 'placed.txt')]);
  assert.equal(cli.code, 0, cli.stderr);
  const [head, ...drawn] = cli.stdout.trim().split('\n');
  const letter = /^hint: (\S+) at /.exec(head)?.[1];
  assert.ok(letter !== undefined, head);
  await page.getByTestId('calendar-hint').click();
  await page.getByTestId('calendar-status').getByText(`Hint: the ${letter} goes on`).waitFor();
  const ringed = await page
    .locator('[data-hint]')
    .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-hint'))));
  assert.deepEqual(
    ringed.sort((a, b) => a - b),
    [...(cellsByLetter(drawn).get(letter) ?? [])],
  );
  // The piece named is marked in the tray too.
  assert.match(
    (await page.getByTestId(`tray-${letter}`).getAttribute('class')) ?? '',
    /\bhinted\b/,
  );
  await suite.screenshot(page, 'calendar-hint');
  await page.getByRole('button', { name: 'Place it' }).click();
  assert.deepEqual(await rowsOf(page), drawn);
  assertClean(problems);
});

test('calendar, dark, 360 px: keys place a piece; Hint names the one that blocks', T, async () => {
  const { page, problems } = await suite.open('?view=calendar&date=02-29', {
    width: 360,
    height: 800,
    colorScheme: 'dark',
  });
  await page.getByTestId('calendar-board').waitFor();
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  assert.ok(scroll <= client, `${scroll} > ${client}`);
  // Choose the O with the keyboard, then put its corner on Jul (row 2, column 1) with the keys.
  await page.getByTestId('tray-O').focus();
  await page.keyboard.press('Enter');
  assert.equal(await page.getByTestId('tray-O').getAttribute('aria-pressed'), 'true');
  await page.getByTestId('calendar-board').focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const rows = await rowsOf(page);
  assert.deepEqual(rows.slice(0, 3), ['.#....#', 'OOO...#', 'OOO....']);
  // Jan is cut off: Hint names the O and rings its six cells.
  await page.getByTestId('calendar-hint').click();
  await page
    .getByTestId('calendar-status')
    .getByText(/take off the O \(ringed\)/)
    .waitFor();
  assert.equal(await page.locator('[data-hint]').count(), 6);
  await suite.screenshot(page, 'calendar-phone-dark');
  // Dragged off the board, the O goes back to the tray.
  const from = await page.locator('[data-cell="8"]').boundingBox();
  assert.ok(from !== null);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 20, from.y - 300, { steps: 6 });
  await page.mouse.up();
  assert.equal(await page.getByTestId('tray-O').count(), 1);
  assert.equal((await rowsOf(page))[1], '......#');
  assertClean(problems);
});

test(
  'calendar, the weekday board: this year’s weekday left out too; Hint and Place it',
  T,
  async () => {
    const { page, problems } = await suite.open('?view=calendar&date=04-08&board=calendar-weekday');
    await page.getByTestId('calendar-board').waitFor();
    const year = new Date().getFullYear();
    const weekday = new Date(year, 3, 8).getDay();
    const names = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
    assert.match(
      (await page.getByTestId('calendar-weekday').textContent()) ?? '',
      new RegExp(names[weekday]),
    );
    const rows = await rowsOf(page);
    assert.equal(rows.length, 8);
    assert.equal(rows.join('').split('.').length - 1, 47);
    // The weekday's cell: Sun…Wed end row 7, Thu…Sat end row 8.
    const cell = weekday < 4 ? 6 * 7 + 3 + weekday : 7 * 7 + weekday;
    assert.equal(rows[Math.floor(cell / 7)][cell % 7], '#');
    await page.getByTestId('calendar-hint').click();
    await page
      .getByTestId('calendar-status')
      .getByText(/^Hint: the \S+ goes on the ringed cells\.$/)
      .waitFor();
    await suite.screenshot(page, 'calendar-weekday');
    await page.getByRole('button', { name: 'Place it' }).click();
    assert.equal((await rowsOf(page)).join('').split('.').length - 1 < 47, true, 'a piece placed');
    assertClean(problems);
  },
);
