/** The Calendar view as the browser tests read and play it. */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

/** The date the page plays, from its two selects. */
export async function pageDate(page: Page): Promise<{ month: number; day: number }> {
  return {
    month: Number(await page.getByTestId('calendar-month').inputValue()),
    day: Number(await page.getByTestId('calendar-day').inputValue()),
  };
}

/** The board as the tiling text form draws it (the board's data-rows). */
export async function rowsOf(page: Page): Promise<string[]> {
  return ((await page.getByTestId('calendar-board').getAttribute('data-rows')) ?? '').split('/');
}

/** Board cells (row * 7 + column) as a tray piece's data-shape writes its shape: "r,c r,c …". */
export function shapeOf(cells: readonly number[]): string {
  const rc = cells.map((c) => [Math.floor(c / 7), c % 7]);
  const r0 = Math.min(...rc.map(([r]) => r));
  const c0 = Math.min(...rc.map(([, c]) => c));
  return rc
    .map(([r, c]) => [r - r0, c - c0])
    .sort((a, b) => a[0] - b[0] || a[1] - b[1])
    .map(([r, c]) => `${r},${c}`)
    .join(' ');
}

/**
 * Drags the tray's `letter` by its first cell (in reading order) and drops it over board cell
 * `cell`, moving the mouse in steps as a hand does.
 */
export async function dragPiece(page: Page, letter: string, cell: number): Promise<void> {
  const from = await page.getByTestId(`tray-${letter}`).locator('rect').first().boundingBox();
  const to = await page.locator(`[data-cell="${cell}"]`).boundingBox();
  assert.ok(from !== null && to !== null, `piece ${letter} or cell ${cell} not shown`);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + 4, to.y + 4, { steps: 6 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 3 });
  await page.mouse.up();
}
