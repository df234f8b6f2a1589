/**
 * The region painter: the grid as squares, cells filled and holes dark. A press toggles the
 * square under it and a drag paints the same value over every square it crosses (pointer events,
 * so mouse, pen and touch alike); the arrow keys move a cursor and Space or Enter toggles.
 * During a stroke only the squares it crosses change (their class, set here), and the region
 * goes to the page's state once, when the stroke ends: a render of the whole view per square
 * took 50–100 ms at 32×32 (measured), too slow to follow a drag.
 */
import { useRef, useState } from 'preact/hooks';
import type { TargetedKeyboardEvent, TargetedPointerEvent } from 'preact';
import type { PaintGrid } from './tilingRegion.js';

/** Side of a square in the SVG's units. */
const S = 20;

/** The lines between squares, as one path. */
function gridLines(w: number, h: number): string {
  let d = '';
  for (let r = 0; r <= h; r++) d += `M0 ${r * S}h${w * S}`;
  for (let c = 0; c <= w; c++) d += `M${c * S} 0v${h * S}`;
  return d;
}

export interface RegionPainterProps {
  readonly grid: PaintGrid;
  /** The grid after a stroke or a key. */
  readonly onChange: (grid: PaintGrid) => void;
}

export function RegionPainter({ grid, onChange }: RegionPainterProps) {
  const svg = useRef<SVGSVGElement>(null);
  /** The stroke in progress: the value it paints, the last square, the cells so far. */
  const stroke = useRef<{ value: 0 | 1; last: number; cells: Uint8Array } | null>(null);
  const [cursor, setCursor] = useState<{ r: number; c: number } | null>(null);
  const { width: w, height: h, cells } = grid;

  const cellAt = (e: TargetedPointerEvent<SVGSVGElement>): { r: number; c: number } | null => {
    const box = svg.current?.getBoundingClientRect();
    if (box === undefined || box.width === 0) return null;
    const c = Math.floor(((e.clientX - box.left) / box.width) * w);
    const r = Math.floor(((e.clientY - box.top) / box.height) * h);
    return r >= 0 && c >= 0 && r < h && c < w ? { r, c } : null;
  };
  const down = (e: TargetedPointerEvent<SVGSVGElement>) => {
    if (e.button !== 0) return;
    const at = cellAt(e);
    if (at === null) return;
    e.preventDefault();
    e.currentTarget.setPointerCapture(e.pointerId);
    const i = at.r * w + at.c;
    const s = { value: cells[i] ? (0 as const) : (1 as const), last: i, cells: cells.slice() };
    stroke.current = s;
    paint(s, i);
  };
  /** Paints square i in the stroke: its cell and its class (the view renders at the end). */
  const paint = (s: { value: 0 | 1; cells: Uint8Array }, i: number) => {
    s.cells[i] = s.value;
    svg.current
      ?.querySelector(`rect[data-i="${i}"]`)
      ?.setAttribute('class', s.value ? 'cell' : 'hole');
  };
  const move = (e: TargetedPointerEvent<SVGSVGElement>) => {
    const s = stroke.current;
    if (s === null) return;
    const at = cellAt(e);
    if (at === null || at.r * w + at.c === s.last) return;
    s.last = at.r * w + at.c;
    paint(s, s.last);
  };
  const up = () => {
    const s = stroke.current;
    stroke.current = null;
    if (s !== null) onChange({ width: w, height: h, cells: s.cells });
  };
  const key = (e: TargetedKeyboardEvent<SVGSVGElement>) => {
    const at = cursor ?? { r: 0, c: 0 };
    const moves: Record<string, [number, number]> = {
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
    };
    const m = moves[e.key];
    if (m !== undefined) {
      e.preventDefault();
      setCursor({
        r: Math.max(0, Math.min(h - 1, at.r + m[0])),
        c: Math.max(0, Math.min(w - 1, at.c + m[1])),
      });
    } else if (e.key === ' ' || e.key === 'Enter') {
      e.preventDefault();
      setCursor(at);
      const next = cells.slice();
      next[at.r * w + at.c] ^= 1;
      onChange({ width: w, height: h, cells: next });
    }
  };

  const squares = [];
  for (let i = 0; i < w * h; i++) {
    const r = Math.floor(i / w);
    const c = i % w;
    squares.push(
      <rect
        key={i}
        class={cells[i] ? 'cell' : 'hole'}
        data-i={i}
        x={c * S}
        y={r * S}
        width={S}
        height={S}
        data-r={r}
        data-c={c}
      />,
    );
  }
  const cur = cursor !== null && cursor.r < h && cursor.c < w ? cursor : null;
  return (
    <svg
      ref={svg}
      class="painter"
      viewBox={`-1 -1 ${w * S + 2} ${h * S + 2}`}
      style={{ maxWidth: `${w * 1.5 + 0.2}rem` }}
      role="grid"
      aria-label={`Region painter, ${w} by ${h}: press or drag to toggle cells; arrow keys and Space`}
      tabindex={0}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={up}
      onKeyDown={key}
      onBlur={() => setCursor(null)}
      data-cells={cells.reduce((a, x) => a + x, 0)}
    >
      {squares}
      <path class="grid-lines" d={gridLines(w, h)} />
      {cur !== null && (
        <rect class="cursor" x={cur.c * S + 2} y={cur.r * S + 2} width={S - 4} height={S - 4} />
      )}
    </svg>
  );
}
