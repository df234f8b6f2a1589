/**
 * The Calendar view on a 360 px phone in the dark theme: nothing scrolls sideways; a piece is
 * chosen and placed from the keyboard alone (arrow keys, Enter), and one that cuts a cell off is
 * named by Hint and ringed; dragged off the board, it goes back to the tray.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserSuite, assertClean } from '../support/browser.js';
import { rowsOf } from './calendarPage.js';

const suite = browserSuite();
const T = { timeout: 60_000 };

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
