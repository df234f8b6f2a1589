/**
 * The arithmetic of the virtual list (PlacementList.tsx): which rows a scroll
 * position shows, and back. Rows have one height. A browser caps an element's height (Chromium
 * at about 33.5 million pixels, Firefox at about 17.9 million), and N = 17 has 95.8 million rows,
 * 2.7 billion pixels of them: so the list's scrolling area is at most MAX_PX tall, and when the
 * rows need more, a scroll position stands for a fraction of the way through the list. The list
 * keeps its own top row (fractional), so the keys and the wheel still move row by row; the
 * scroll bar reaches any part of the list, and the row-number field any row.
 */

/** The tallest scrolling area made (well under every browser's cap). */
export const MAX_PX = 8_000_000;

export interface ListGeometry {
  /** Rows in the list. */
  readonly rows: number;
  /** Height of a row, px. */
  readonly rowPx: number;
  /** Height of the scrolling viewport, px. */
  readonly viewPx: number;
}

/** Height of the scrolling area. */
export function areaPx(g: ListGeometry): number {
  return Math.min(g.rows * g.rowPx, MAX_PX);
}

/** Rows that fit in the viewport (fractional). */
export function rowsInView(g: ListGeometry): number {
  return g.viewPx / g.rowPx;
}

/** The largest top row: the last row's bottom at the viewport's bottom. */
export function maxTop(g: ListGeometry): number {
  return Math.max(0, g.rows - rowsInView(g));
}

export function clampTop(g: ListGeometry, top: number): number {
  return Math.min(Math.max(0, top), maxTop(g));
}

/** Whether a scroll position stands for a fraction of the list rather than a pixel of it. */
export function scaled(g: ListGeometry): boolean {
  return g.rows * g.rowPx > MAX_PX;
}

/** The top row (fractional) shown at scroll position `scrollTop`. */
export function topFromScroll(g: ListGeometry, scrollTop: number): number {
  if (!scaled(g)) return clampTop(g, scrollTop / g.rowPx);
  const range = areaPx(g) - g.viewPx;
  return range <= 0 ? 0 : clampTop(g, (scrollTop / range) * maxTop(g));
}

/** The scroll position that shows `top` as the top row. */
export function scrollFromTop(g: ListGeometry, top: number): number {
  const t = clampTop(g, top);
  if (!scaled(g)) return t * g.rowPx;
  const m = maxTop(g);
  return m === 0 ? 0 : (t / m) * (areaPx(g) - g.viewPx);
}

/** The rows drawn for a top row: those in view and `extra` more on each side, within the list. */
export function rowsDrawn(
  g: ListGeometry,
  top: number,
  extra = 4,
): { readonly first: number; readonly last: number } {
  if (g.rows === 0) return { first: 0, last: -1 };
  const first = Math.max(0, Math.floor(top) - extra);
  const last = Math.min(g.rows - 1, Math.ceil(top + rowsInView(g)) + extra);
  return { first, last };
}

/** The top row that brings row i fully into view, moving as little as possible. */
export function topShowing(g: ListGeometry, top: number, i: number): number {
  if (i < top) return clampTop(g, i);
  const bottom = i + 1 - rowsInView(g);
  if (bottom > top) return clampTop(g, bottom);
  return clampTop(g, top);
}

/** Where row i's top edge is drawn inside the scrolling area for a top row and scroll position. */
export function rowY(g: ListGeometry, top: number, scrollTop: number, i: number): number {
  // Unscaled, scrollTop = top × rowPx and this is i × rowPx: the rows stay put while scrolling.
  return scrollTop + (i - top) * g.rowPx;
}
