/**
 * Readings of the tilings view's 3-D region in the browser tests (polycubes.slow.test.ts):
 * the layer slices' letters and the 3-D picture.
 */
import type { Page } from 'playwright-core';

/** The layer slices' letters, read from the page: per layer its rows, layers apart by ''. */
export async function layerRows(page: Page): Promise<string[]> {
  const box = page.getByTestId('polycube-layers');
  await box.locator('g[data-layer]').first().waitFor();
  const layers = await box.locator('g[data-layer]').evaluateAll((gs) =>
    gs.map((g) => {
      const cells = Array.from(g.querySelectorAll('rect:not([data-focus])'), (r) => ({
        x: Number(r.getAttribute('x')),
        y: Number(r.getAttribute('y')),
      }));
      // A letter is a <text> holding a <title> (the piece's name); the caption has none.
      const letters = Array.from(g.querySelectorAll('text'))
        .filter((t) => t.querySelector('title') !== null)
        .map((t) => ({
          x: Number(t.getAttribute('x')),
          y: Number(t.getAttribute('y')),
          letter: t.lastChild?.textContent ?? '?',
        }));
      const xs = [...new Set(cells.map((c) => c.x))].sort((a, b) => a - b);
      const ys = [...new Set(cells.map((c) => c.y))].sort((a, b) => a - b);
      const s = xs.length > 1 ? xs[1] - xs[0] : 1;
      const rows = ys.map(() => xs.map(() => '#'));
      for (const l of letters) {
        const c = Math.floor((l.x - xs[0]) / s);
        const r = Math.floor((l.y - ys[0]) / s);
        rows[r][c] = l.letter;
      }
      return rows.map((r) => r.join(''));
    }),
  );
  return layers.flatMap((rows, z) => (z > 0 ? ['', ...rows] : rows));
}

/** The 3-D picture's polygons, as one string (changes when the view turns). */
export const pictureText = (page: Page): Promise<string> =>
  page
    .getByTestId('polycube-3d')
    .locator('polygon')
    .evaluateAll((ps) => ps.map((p) => p.getAttribute('points')).join(' '));
