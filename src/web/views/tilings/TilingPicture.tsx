/**
 * A tiling drawn in the page: the shapes of render/tiling/tilingSvg.ts (the same geometry as the SVG
 * export and `placer tile --format svg`) as DOM elements, each square carrying its row, column
 * and piece letter, each piece its letter in text: readable without colour. A partial tiling (the
 * Watch view) also draws its empty cells and marks the cell the search works on.
 */
import type { TilingDrawing } from '../../../render/tiling/tiling.js';
import { TILING_INK } from '../../../render/tiling/palette.js';
import { tilingShapes } from '../../../render/tiling/tilingSvg.js';

const S = 32;

export function TilingPicture({
  drawing,
  label,
  small,
  empty,
  focus,
}: {
  readonly drawing: TilingDrawing;
  readonly label: string;
  readonly small?: boolean;
  /** Per grid cell: 1 for a region cell no piece covers yet (drawn as a blank square). */
  readonly empty?: Uint8Array;
  /** The grid cell to mark (the cell being filled), or null. */
  readonly focus?: number | null;
}) {
  const shapes = tilingShapes(drawing, 2, 2, S);
  const w = drawing.width * S + 4;
  const h = drawing.height * S + 4;
  return (
    <svg
      class={small ? 'tiling small' : 'tiling'}
      viewBox={`0 0 ${w} ${h}`}
      style={{ maxWidth: `${(drawing.width * (small ? 0.9 : 3)).toFixed(1)}rem` }}
      role="img"
      aria-label={label}
      data-width={drawing.width}
      data-height={drawing.height}
    >
      <title>{label}</title>
      {empty !== undefined &&
        Array.from(empty, (e, i) =>
          e === 0 ? null : (
            <rect
              key={`e${i}`}
              class="empty-cell"
              x={2 + (i % drawing.width) * S}
              y={2 + Math.floor(i / drawing.width) * S}
              width={S}
              height={S}
              data-r={Math.floor(i / drawing.width)}
              data-c={i % drawing.width}
            />
          ),
        )}
      {shapes.cells.map((q) => (
        <rect
          key={`${q.r},${q.c}`}
          x={q.x}
          y={q.y}
          width={S}
          height={S}
          fill={q.fill}
          data-r={q.r}
          data-c={q.c}
          data-letter={drawing.letters[q.part]}
          data-part={q.part}
        />
      ))}
      <path
        d={shapes.thin}
        stroke={TILING_INK}
        stroke-opacity="0.15"
        stroke-width="1"
        fill="none"
      />
      <path
        d={shapes.thick}
        stroke={TILING_INK}
        stroke-width={shapes.stroke}
        stroke-linecap="square"
        fill="none"
      />
      {shapes.labels.map((l, i) => (
        <text
          key={i}
          x={l.x}
          y={l.y}
          font-size={shapes.font}
          text-anchor="middle"
          fill={TILING_INK}
          class="piece-letter"
        >
          <title>{l.name}</title>
          {l.letter}
        </text>
      ))}
      {focus !== undefined && focus !== null && (
        <rect
          class="focus-cell"
          data-testid="focus-cell"
          x={2 + (focus % drawing.width) * S + 3}
          y={2 + Math.floor(focus / drawing.width) * S + 3}
          width={S - 6}
          height={S - 6}
          data-r={Math.floor(focus / drawing.width)}
          data-c={focus % drawing.width}
        />
      )}
    </svg>
  );
}
