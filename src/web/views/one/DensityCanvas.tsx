/**
 * A placement of up to 10^6 queens as a density picture on a canvas (density.ts): each
 * device pixel a bin of rows (down) and columns (across), darker for more queens, and bins
 * holding attacked queens marked with a dot in the attack colour. Colours are the theme's.
 */
import { useEffect, useRef } from 'preact/hooks';
import { densityOf } from './density.js';
import { theme } from '../../store.js';

export interface DensityCanvasProps {
  readonly cols: Int32Array;
  /** attacked[row] = 1 for an attacked queen; null when none is. */
  readonly attacked: Uint8Array | null;
}

/** "#rrggbb" or "rgb(r, g, b)" as [r, g, b]; black when unreadable. */
function rgb(color: string): [number, number, number] {
  const c = color.trim();
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(c);
  if (hex) return [1, 2, 3].map((i) => parseInt(hex[i], 16)) as [number, number, number];
  const m = /(\d+)\D+(\d+)\D+(\d+)/.exec(c);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : [0, 0, 0];
}

export function DensityCanvas({ cols, attacked }: DensityCanvasProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const dark = theme.value === 'dark';
  useEffect(() => {
    const c = canvas.current;
    if (c === null) return;
    const dpr = window.devicePixelRatio || 1;
    const side = Math.max(1, Math.min(cols.length, Math.round(c.clientWidth * dpr)));
    c.width = side;
    c.height = side;
    const ctx = c.getContext('2d');
    if (ctx === null) return;
    const css = getComputedStyle(c);
    const ink = rgb(css.getPropertyValue('--density'));
    const hit = rgb(css.getPropertyValue('--queen-attacked'));
    const d = densityOf(cols, side, side, attacked ?? undefined);
    const image = ctx.createImageData(side, side);
    const px = image.data;
    // Alpha grows with the square root of the count, so sparse bins still show.
    const scale = 255 / Math.sqrt(Math.max(1, d.max));
    for (let i = 0; i < side * side; i++) {
      const k = d.counts[i];
      if (k === 0) continue;
      const color = d.hits[i] > 0 ? hit : ink;
      px[4 * i] = color[0];
      px[4 * i + 1] = color[1];
      px[4 * i + 2] = color[2];
      px[4 * i + 3] = d.hits[i] > 0 ? 255 : Math.max(48, Math.round(Math.sqrt(k) * scale));
    }
    ctx.putImageData(image, 0, 0);
    // A few attacked queens among 10^6 would be single pixels: each gets a square that shows.
    const dot = Math.max(3, Math.round(side / 160));
    ctx.fillStyle = `rgb(${hit.join(',')})`;
    for (let i = 0; i < side * side; i++) {
      if (d.hits[i] === 0) continue;
      const x = i % side;
      const y = (i - x) / side;
      ctx.fillRect(x - (dot >> 1), y - (dot >> 1), dot, dot);
    }
  }, [cols, attacked, dark]);
  return (
    <canvas
      ref={canvas}
      class="density"
      data-testid="density"
      role="img"
      aria-label={`Density of the ${cols.length.toLocaleString('en-US')} queens: rows down, columns across${attacked ? ', attacked queens in the attack colour' : ''}`}
    />
  );
}
