/**
 * Helpers of the browser tests of the All placements view (page.test.ts, page.slow.test.ts):
 * the CLI's answer to compare with, and readings of the page once it has settled.
 */
import type { Page } from 'playwright-core';
import { placerLater } from './cli.js';

/** The CLI's output for a quick command, in-process (no process start). */
export const quick = async (args: string[]): Promise<string> => (await placerLater(args)).stdout;

/**
 * What `get` reads once it equals `want`, or the last reading after `ms` (5 s): the page updates after
 * a key or a click asynchronously (the list selects a row at once, the board draws it once the
 * row's placement arrives), so a reading taken at once may be the one before.
 */
export async function settled<T>(
  page: Page,
  get: () => Promise<T>,
  want: T,
  ms = 5000,
): Promise<T> {
  const until = Date.now() + ms;
  let seen = await get();
  while (JSON.stringify(seen) !== JSON.stringify(want) && Date.now() < until) {
    await page.waitForTimeout(50);
    seen = await get();
  }
  return seen;
}
/** The selected row's line once it reads `want` (or the last reading after `ms`). */
export const lineSettles = (page: Page, want: string, ms?: number) =>
  settled(page, () => page.getByTestId('selected-line').textContent(), want, ms);
