/**
 * Readings of the Regions view shared by its browser tests (regions.test.ts,
 * regions.slow.test.ts): a cell's square and mark, a URL parameter, a value once settled.
 */
import type { Page } from 'playwright-core';

export const cell = (page: Page, r: number, c: number) =>
  page.locator(`.regions-board rect.cell[data-r="${r}"][data-c="${c}"]`);
export const markOf = (page: Page, r: number, c: number) =>
  cell(page, r, c).getAttribute('data-mark');
export const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

/** Waits (2 s at most) for `read` to give `want`, and returns what it gave last. */
export async function settled<T>(page: Page, read: () => Promise<T>, want: T): Promise<T> {
  const t0 = Date.now();
  let got = await read();
  while (got !== want && Date.now() - t0 < 2000) {
    await page.waitForTimeout(20);
    got = await read();
  }
  return got;
}
