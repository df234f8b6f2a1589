/**
 * The colours of the polycube drawings: the page's themes, and a piece's colour as a fill,
 * plain (the layer drawing) or shaded by the way a face is turned (the 3-D picture).
 */
import { TILING_FILLS, TILING_INK } from './palette.js';

/** The colour scheme, matching the page's themes (src/web/styles/theme.css). */
export type PolycubeTheme = 'light' | 'dark';

/**
 * Background, outline ink, caption text, empty-cell and focus-ring colours per theme (theme.css
 * names; the ring is its --cursor).
 */
export const POLYCUBE_THEMES: Readonly<
  Record<
    PolycubeTheme,
    {
      readonly paper: string;
      readonly ink: string;
      readonly text: string;
      readonly empty: string;
      readonly focus: string;
    }
  >
> = {
  light: { paper: '#ffffff', ink: TILING_INK, text: '#1b1b1b', empty: '#f0ede6', focus: '#0072b2' },
  dark: { paper: '#1e2125', ink: '#101214', text: '#ecebe8', empty: '#2c3035', focus: '#56b4e9' },
};

/** The piece colour as RGB: a palette index or a hex colour. */
export function pieceRgb(color: number | string): [number, number, number] {
  const hex =
    typeof color === 'number'
      ? TILING_FILLS[
          ((Math.trunc(color) % TILING_FILLS.length) + TILING_FILLS.length) % TILING_FILLS.length
        ]
      : color;
  const m6 = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (m6) return [parseInt(m6[1], 16), parseInt(m6[2], 16), parseInt(m6[3], 16)];
  const m3 = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(hex);
  if (m3) return [parseInt(m3[1], 16) * 17, parseInt(m3[2], 16) * 17, parseInt(m3[3], 16) * 17];
  throw new RangeError(`polycube colour ${JSON.stringify(color)}: not #rgb, #rrggbb or an index`);
}

/** The colour lightened (f > 0, towards white) or darkened (f < 0, towards black) by |f|. */
export function shade(rgb: readonly [number, number, number], f: number): string {
  let out = '#';
  for (const c of rgb) {
    const v = f >= 0 ? c + (255 - c) * f : c * (1 + f);
    out += Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  }
  return out;
}

/** The piece colour as a plain fill (the layer drawing, unshaded). */
export function plainFill(color: number | string): string {
  return shade(pieceRgb(color), 0);
}
