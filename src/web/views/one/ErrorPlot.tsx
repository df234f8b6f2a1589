/**
 * The error (attacking pairs) of every state up to the current step, on a canvas: one column of
 * pixels per run of states, drawn from its lowest to its highest error, so 10^5 states cost one
 * pass over the rows and a few hundred lines, whatever their number. (A plotting library such
 * as uPlot would bring zoom, legends and axes of time that one integer series does not need,
 * for some 20 kB more.) Colours are the theme's, read from CSS variables.
 */
import { useEffect, useRef } from 'preact/hooks';
import type { StateRows } from './stateRows.js';
import { theme } from '../../store.js';
import { plural } from '../../../render/plural.js';

export interface ErrorPlotProps {
  readonly rows: StateRows;
  /** Rows 0…last are drawn; the x axis spans `span` rows (all reached so far). */
  readonly last: number;
  readonly span: number;
}

const HEIGHT = 120;

export function ErrorPlot({ rows, last, span }: ErrorPlotProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const dark = theme.value === 'dark';
  useEffect(() => {
    const c = canvas.current;
    if (c === null) return;
    const dpr = window.devicePixelRatio || 1;
    const w = Math.max(1, Math.round(c.clientWidth * dpr));
    const h = Math.round(HEIGHT * dpr);
    if (c.width !== w) c.width = w;
    if (c.height !== h) c.height = h;
    const ctx = c.getContext('2d');
    if (ctx === null) return;
    const css = getComputedStyle(c);
    ctx.clearRect(0, 0, w, h);
    const pad = 4 * dpr;
    const max = Math.max(1, rows.maxError);
    // A square-root scale: the start's error is O(N²), the interesting end is a few units.
    const y = (err: number): number => h - pad - (h - 2 * pad) * Math.sqrt(err / max);
    ctx.strokeStyle = css.getPropertyValue('--plot-grid');
    ctx.lineWidth = dpr;
    ctx.beginPath();
    ctx.moveTo(0, y(0) + 0.5);
    ctx.lineTo(w, y(0) + 0.5);
    ctx.stroke();
    const total = Math.max(1, span);
    ctx.strokeStyle = css.getPropertyValue('--plot-line');
    ctx.lineWidth = Math.max(1, 1.5 * dpr);
    ctx.beginPath();
    // One polyline through the pixel columns: in column x it visits the first row's error, the
    // highest and lowest of the column's rows, and the last, so no peak is lost when many rows
    // share a column and consecutive rows join when few do.
    let x = -1;
    let lo = 0;
    let hi = 0;
    let end = 0;
    const flush = (): void => {
      if (x < 0) return;
      ctx.lineTo(x + 0.5, y(hi));
      ctx.lineTo(x + 0.5, y(lo));
      ctx.lineTo(x + 0.5, y(end));
    };
    for (let i = 0; i <= last; i++) {
      const px = Math.floor((i * w) / total);
      const err = rows.error(i);
      if (px !== x) {
        flush();
        if (x < 0) ctx.moveTo(px + 0.5, y(err));
        else ctx.lineTo(px + 0.5, y(err));
        x = px;
        lo = hi = err;
      } else {
        if (err < lo) lo = err;
        if (err > hi) hi = err;
      }
      end = err;
    }
    flush();
    ctx.stroke();
    // The scale, in the corner: the top line's error.
    ctx.fillStyle = css.getPropertyValue('--text-muted');
    ctx.font = `${11 * dpr}px system-ui, sans-serif`;
    ctx.textBaseline = 'top';
    ctx.textAlign = 'right';
    ctx.fillText(String(max), w - pad, pad);
  }, [rows, last, span, dark]);
  const now = last >= 0 ? rows.error(last) : null;
  return (
    <figure class="plot">
      <canvas
        ref={canvas}
        height={HEIGHT}
        role="img"
        aria-label={
          now === null
            ? 'Error over the states: no state yet'
            : `Error over the states: ${plural(last + 1, 'state')}, error now ${now}, highest ${rows.maxError}`
        }
      />
      <figcaption>
        Error (attacking pairs) of each state, states 1 to {Math.max(1, span)} across; up the square
        root of the error, 0 at the bottom line, {rows.maxError} at the top.
      </figcaption>
    </figure>
  );
}
