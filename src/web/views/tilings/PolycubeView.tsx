/**
 * A packing of a 3-D region drawn as render/tiling/polycubeSvg.ts draws it: the 3-D picture
 * (polycubeShapes.ts's faces as DOM polygons, the same shapes as the SVG export), turned by
 * dragging (pointer events, so mouse, pen and touch alike; the arrow keys too), pulled apart by
 * the Explode slider, with the piece letters on or off; beside it the layer slices
 * (polycubeLayersSvg), which show every cell, inside ones too, with its letter. SVG and PNG export
 * of either drawing, and the packing as an STL model (polycubeStl.ts, pulled apart as the picture
 * is); the page's theme.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { TargetedKeyboardEvent, TargetedPointerEvent } from 'preact';
import { POLYCUBE_THEMES, type PolycubeTheme } from '../../../render/tiling/polycubeColours.js';
import { polycubeLayersSvg } from '../../../render/tiling/polycubeLayersSvg.js';
import { packingOf, type PolycubePacking } from '../../../render/tiling/polycubePacking.js';
import {
  DEFAULT_POLYCUBE_VIEW,
  polycubeShapes,
  type PolycubeView as View,
} from '../../../render/tiling/polycubeShapes.js';
import { polycubeSvg } from '../../../render/tiling/polycubeSvg.js';
import { polycubeStlAscii } from '../../../render/tiling/polycubeStl.js';
import type { TilingDrawing } from '../../../render/tiling/tiling.js';
import { TILING_INK } from '../../../render/tiling/palette.js';
import { ExportButtons } from '../../board/ExportButtons.js';
import { download } from '../../board/export.js';

/** A label and its export buttons on one line (wrapping on a phone). */
const row = { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: '0.5rem' };

/** Degrees of turn per pixel dragged. */
const DEG_PER_PX = 0.6;
const clampPitch = (p: number): number => Math.max(-90, Math.min(90, p));
const wrapYaw = (y: number): number => ((((y + 180) % 360) + 360) % 360) - 180;

function Picture3d(props: {
  readonly packing: PolycubePacking;
  readonly view: View;
  readonly label: string;
  readonly onTurn: (dyaw: number, dpitch: number) => void;
}) {
  const { packing, view, label, onTurn } = props;
  const drag = useRef<{ x: number; y: number; id: number } | null>(null);
  const shapes = polycubeShapes(packing, view);
  const C = POLYCUBE_THEMES[view.theme ?? 'light'];
  const vb = shapes.viewBox;
  const down = (e: TargetedPointerEvent<SVGSVGElement>) => {
    if (e.button !== 0) return;
    e.preventDefault();
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { x: e.clientX, y: e.clientY, id: e.pointerId };
  };
  const move = (e: TargetedPointerEvent<SVGSVGElement>) => {
    const d = drag.current;
    if (d === null || d.id !== e.pointerId) return;
    const dx = e.clientX - d.x;
    const dy = e.clientY - d.y;
    if (dx === 0 && dy === 0) return;
    drag.current = { ...d, x: e.clientX, y: e.clientY };
    // Dragging right turns the box to the right; dragging down looks at it more from above.
    onTurn(-dx * DEG_PER_PX, dy * DEG_PER_PX);
  };
  const up = () => (drag.current = null);
  const key = (e: TargetedKeyboardEvent<SVGSVGElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [15, 0],
      ArrowRight: [-15, 0],
      ArrowUp: [0, -15],
      ArrowDown: [0, 15],
    };
    const m = moves[e.key];
    if (m === undefined) return;
    e.preventDefault();
    onTurn(m[0], m[1]);
  };
  return (
    <svg
      class="polycube-3d"
      data-testid="polycube-3d"
      viewBox={`${vb.x} ${vb.y} ${vb.width} ${vb.height}`}
      style={{
        display: 'block',
        width: '100%',
        maxWidth: '22rem',
        height: 'auto',
        touchAction: 'none',
        cursor: 'grab',
        background: C.paper,
        borderRadius: '4px',
      }}
      role="img"
      aria-label={`${label}; drag or use the arrow keys to turn it`}
      tabindex={0}
      data-yaw={Math.round(view.yaw)}
      data-pitch={Math.round(view.pitch)}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={up}
      onKeyDown={key}
    >
      <title>{label}</title>
      {shapes.faces.map((f, i) => {
        const p = f.points;
        return (
          <g key={i}>
            <polygon
              points={`${p[0]},${p[1]} ${p[2]},${p[3]} ${p[4]},${p[5]} ${p[6]},${p[7]}`}
              fill={f.fill}
              stroke={f.line}
              stroke-width={shapes.thin}
              stroke-linejoin="round"
              data-piece={f.piece}
              data-letter={packing.pieces[f.piece].letter}
            />
            {f.edges !== '' && (
              <path
                d={f.edges}
                stroke={C.ink}
                stroke-width={shapes.stroke}
                stroke-linecap="round"
                fill="none"
              />
            )}
            {f.letter !== undefined && (
              <text
                x={f.letter.x}
                y={f.letter.y}
                font-family="sans-serif"
                font-size={f.letter.font}
                text-anchor="middle"
                fill={TILING_INK}
                class="piece-letter"
              >
                {packing.pieces[f.piece].letter}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}

/** The layer slices: core's SVG string, scaled to the room there is. */
function Layers({ svg, label }: { readonly svg: string; readonly label: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current?.querySelector('svg');
    if (el === null || el === undefined) return;
    // At its own size where it fits (its captions then read at the size of its letters), smaller
    // only where the page is narrower than it.
    el.style.width = `${el.getAttribute('width') ?? '0'}px`;
    el.style.maxWidth = '100%';
    el.style.height = 'auto';
    el.style.display = 'block';
    el.setAttribute('aria-label', label);
  }, [svg, label]);
  return (
    <div
      ref={box}
      class="polycube-layers"
      data-testid="polycube-layers"
      style={{ flex: '0 1 auto', minWidth: 0, maxWidth: '100%' }}
      // The string is render/tiling/polycubeLayersSvg.ts's own (numbers and escaped letters, no script).
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}

export function PolycubePicture(props: {
  readonly drawing: TilingDrawing;
  readonly label: string;
  readonly theme: PolycubeTheme;
  /** File name without extension, for the exports. */
  readonly name: string;
  /**
   * A search under way (the Watch view) or a box packed by hand: its empty cells, told apart from
   * holes, and the cell it works on, both drawn on the layers (the 3-D picture shows the pieces placed).
   */
  readonly marks?: {
    readonly empty: Uint8Array;
    readonly focus: number | null;
    /** Cells ringed besides (a hint's). */
    readonly ringed?: readonly number[];
  };
}) {
  const { drawing, label, theme, name, marks } = props;
  const packing = packingOf(drawing);
  const [turn, setTurn] = useState({
    yaw: DEFAULT_POLYCUBE_VIEW.yaw,
    pitch: DEFAULT_POLYCUBE_VIEW.pitch,
  });
  const [explode, setExplode] = useState(0);
  const [letters, setLetters] = useState(true);
  const view: View = {
    yaw: turn.yaw,
    pitch: turn.pitch,
    explode,
    letters,
    theme,
    frame: 'steady',
    title: label,
  };
  const layersSvg = polycubeLayersSvg(packing, {
    theme,
    letters: true,
    title: `${label}, layer by layer from the bottom`,
    empty: marks?.empty,
    focus: marks?.focus,
    ringed: marks?.ringed,
  });
  return (
    <div class="polycube" data-testid="polycube">
      <div
        style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', alignItems: 'flex-start' }}
        class="polycube-drawings"
      >
        <div style={{ flex: '1 1 14rem', minWidth: 0, maxWidth: '22rem' }}>
          <Picture3d
            packing={packing}
            view={view}
            label={label}
            onTurn={(dy, dp) =>
              setTurn((t) => ({ yaw: wrapYaw(t.yaw + dy), pitch: clampPitch(t.pitch + dp) }))
            }
          />
        </div>
        <Layers svg={layersSvg} label={`${label}, layer by layer from the bottom`} />
      </div>
      <div class="controls">
        <label>
          Explode
          <input
            type="range"
            min={0}
            max={1.5}
            step={0.05}
            value={explode}
            aria-label="Explode"
            onInput={(e) => setExplode(Number(e.currentTarget.value))}
          />
        </label>
        <label>
          <input
            type="checkbox"
            checked={letters}
            onChange={(e) => setLetters(e.currentTarget.checked)}
          />
          Letters
        </label>
        <button
          type="button"
          onClick={() => {
            setTurn({ yaw: DEFAULT_POLYCUBE_VIEW.yaw, pitch: DEFAULT_POLYCUBE_VIEW.pitch });
            setExplode(0);
          }}
        >
          Reset view
        </button>
      </div>
      <p class="keys">
        Drag the picture (or focus it and use the arrow keys) to turn it: yaw {Math.round(turn.yaw)}
        °, pitch {Math.round(turn.pitch)}°. The layers run from the bottom (layer 1) up, each seen
        from above.
      </p>
      <div style={row}>
        <span>3-D picture:</span>
        <ExportButtons name={name} svg={() => polycubeSvg(packing, { ...view, frame: 'fit' })} />
      </div>
      <div style={row}>
        <span>Layers:</span>
        <ExportButtons name={`${name}-layers`} svg={() => layersSvg} />
      </div>
      <div style={row}>
        <span>3-D model:</span>
        <div class="controls export">
          <button
            type="button"
            data-testid="polycube-stl"
            onClick={() =>
              download(
                `${name}.stl`,
                new Blob([polycubeStlAscii(packing, { explode, name })], { type: 'model/stl' }),
              )
            }
          >
            Export STL
          </button>
        </div>
      </div>
    </div>
  );
}
