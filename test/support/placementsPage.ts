/**
 * Helpers of the browser tests of the All placements view (page.test.ts, page.slow.test.ts):
 * the CLI's answer to compare with, and readings of the page once it has settled.
 */
import type { Page } from 'playwright-core';
import { boardGeometry } from '../../src/render/queens/board.js';
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

export const lines = async (args: string[]): Promise<string[]> =>
  (await quick(args)).trimEnd().split('\n');

/** The main board's queens as columns (0-based, -1 for none), read from where it draws them. */
export async function boardCols(page: Page, n: number): Promise<number[]> {
  const g = boardGeometry(n);
  const transforms = await page
    .locator('.board-column > .board-host .queen')
    .evaluateAll((qs) =>
      qs.map((q) => (q.getAttribute('display') === 'none' ? null : q.getAttribute('transform'))),
    );
  return transforms.map((t) => {
    if (t === null) return -1;
    const x = Number(/translate\(([-0-9.]+)/.exec(t)?.[1]);
    return Math.round((x - g.margin) / g.cell);
  });
}

export const boardSettles = (page: Page, n: number, want: number[]) =>
  settled(page, () => boardCols(page, n), want);
export const rowSettles = (page: Page, want: string) =>
  settled(page, () => Promise.resolve(rowParam(page)), want);

export const perm = (text: string): number[] =>
  text
    .trim()
    .split(' ')
    .map((c) => Number(c) - 1);
/** Seed 000's "x,y-" pairs (x = column, y = row, 1-based) as columns by row. */
export function pairsCols(text: string): number[] {
  const cols: number[] = [];
  for (const m of text.matchAll(/(\d+),(\d+)-/g)) cols[Number(m[2]) - 1] = Number(m[1]) - 1;
  return cols;
}
export const rowParam = (page: Page) => new URL(page.url()).searchParams.get('row');
/** Row i's text in the list, once fetched. */
export async function rowText(page: Page, i: number): Promise<string | null> {
  const tx = page.locator(`.placement-row[data-index="${i}"] .tx:not(.pending)`);
  await tx.waitFor();
  return tx.textContent();
}

/** The square at (row, col), 0-based, as the board draws it. */
export const square = (page: Page, r: number, c: number) =>
  page.locator(`.board rect[data-r="${r}"][data-c="${c}"]`);
