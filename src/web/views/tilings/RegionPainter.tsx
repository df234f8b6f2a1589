/**
 * The region painter: the grid as squares, cells filled and holes hatched. A press toggles the
 * square under it and a drag paints the same value over every square it crosses (pointer events,
 * so mouse, pen and touch alike); the arrow keys move a cursor and Space or Enter toggles.
 * Squares are keyed by index, so a stroke redraws only the squares it changes.
 */
import { useRef, useState } from 'preact/hooks';
import type { TargetedKeyboardEvent, TargetedPointerEvent } from 'preact';
import type { PaintGrid } from '../../state/tilingRegion.js';

/** Side of a square in the SVG's units. */
const S = 20;

export interface RegionPainterProps {
  readonly grid: PaintGrid;
  /** Sets cell (r, c) to `value`. */
  readonly onPaint: (r: number, c: number, value: 0 | 1) => void;
}

export function RegionPainter({ grid, onPaint }: RegionPainterProps) {
  const svg = useRef<SVGSVGElement>(null);
  const stroke = useRef<{ value: 0 | 1; last: number } | null>(null);
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
    const value = cells[at.r * w + at.c] ? 0 : 1;
    stroke.current = { value, last: at.r * w + at.c };
    onPaint(at.r, at.c, value);
  };
  const move = (e: TargetedPointerEvent<SVGSVGElement>) => {
    const s = stroke.current;
    if (s === null) return;
    const at = cellAt(e);
    if (at === null || at.r * w + at.c === s.last) return;
    s.last = at.r * w + at.c;
    onPaint(at.r, at.c, s.value);
  };
  const up = () => (stroke.current = null);
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
      onPaint(at.r, at.c, cells[at.r * w + at.c] ? 0 : 1);
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
      tabIndex={0}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={up}
      onKeyDown={key}
      onBlur={() => setCursor(null)}
      data-cells={cells.reduce((a, x) => a + x, 0)}
    >
      <defs>
        <pattern id="hole-hatch" width="6" height="6" patternUnits="userSpaceOnUse">
          <path d="M0 6L6 0" class="hatch" />
        </pattern>
      </defs>
      {squares}
      {cur !== null && (
        <rect class="cursor" x={cur.c * S + 2} y={cur.r * S + 2} width={S - 4} height={S - 4} />
      )}
    </svg>
  );
}
