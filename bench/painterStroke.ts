/**
 * The stroke that measures painting (issue 9: no long task while drawing a 32×32 region), as a
 * reader draws it: down on the top-left square, along the diagonal, back along the bottom row,
 * 63 squares toggled. One stroke for bench/web.ts (long tasks and frames per second) and the
 * browser test (test/browser/tilings.test.ts), so both measure the same thing.
 */
import type { Locator, Page } from 'playwright-core';

/** Squares the stroke toggles: the diagonal's 32 and the bottom row's other 31. */
export const STROKE_SQUARES = 63;

/** Draws the stroke across `painter`, the page's 32×32 painter. */
export async function strokeAcross32(page: Page, painter: Locator): Promise<void> {
  const box = await painter.boundingBox();
  if (box === null) throw new Error('the painter has no box');
  const cell = box.width / 32;
  await page.mouse.move(box.x + cell / 2, box.y + cell / 2);
  await page.mouse.down();
  for (let i = 0; i < 32; i++)
    await page.mouse.move(box.x + (i + 0.5) * cell, box.y + (i + 0.5) * cell);
  for (let i = 31; i >= 0; i--)
    await page.mouse.move(box.x + (i + 0.5) * cell, box.y + 31.5 * cell);
  await page.mouse.up();
}
