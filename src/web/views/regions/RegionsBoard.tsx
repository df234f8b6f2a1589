/**
 * The regions board: the grid as an SVG of cells filled by region (render/regions/regionsSvg.ts's
 * fills, patterns and border lines, coloured through the theme's names), row and column numbers,
 * the player's stars and crosses, the automatic crosses (lighter), the conflicts (a hatched cell
 * with a dashed frame, and a framed number for a row or column with too many stars: shapes, not
 * colour alone) and a highlight (cells ringed, units tinted).
 *
 * Playing, a press on a cell cycles it (empty → cross → star) and a drag crosses every cell it
 * crosses (or clears the crosses, when it starts on one; stars stay). Painting, a press or a
 * drag paints the brush's region. Pointer events, so mouse, pen and touch alike; the arrow keys
 * move a cursor, Space or Enter acts on its cell, x crosses, s stars, Delete empties. A stroke is
 * drawn by the board alone and given to the view once, when it ends (one undo step).
 */
import { useRef, useState } from 'preact/hooks';
import type { TargetedKeyboardEvent, TargetedPointerEvent } from 'preact';
import { cellName } from '../../../core/regions/placement.js';
import type { RegionsPuzzle } from '../../../core/regions/puzzle.js';
import {
  CROSS_PATH,
  PATTERN_TILE,
  REGION_PATTERNS,
  regionsLines,
  regionStyles,
  sharesFill,
  STAR_PATH,
} from '../../../render/regions/regionsSvg.js';
import type { RegionsHighlight } from './highlight.js';
import { cellWords, CROSS, cycled, EMPTY, STAR } from './play.js';

/** A cell's side in the SVG's units, and the margin for the numbers. */
const S = 40;
const M = 26;

export interface RegionsBoardProps {
  /** The grid drawn (the painter's draft may be one that does not parse yet). */
  readonly puzzle: RegionsPuzzle;
  readonly mode: 'play' | 'paint';
  /** Per cell EMPTY, CROSS or STAR. */
  readonly marks: Uint8Array;
  /** 1 where an automatic cross shows. */
  readonly auto: Uint8Array | null;
  /** 1 on cells in conflict. */
  readonly conflictCells: Uint8Array;
  readonly overRows: ReadonlySet<number>;
  readonly overCols: ReadonlySet<number>;
  readonly highlight: RegionsHighlight | null;
  readonly letters: boolean;
  readonly patterns: boolean;
  readonly solved: boolean;
  /** The marks after a click, a drag or a key. */
  readonly onMarks: (next: Uint8Array) => void;
  /** The painter's brush: a region's index, or −1 for a blocked cell. */
  readonly brush: number;
  /** The regions after a painted stroke. */
  readonly onPaint: (cells: Int32Array) => void;
}

type Stroke =
  | { kind: 'play'; start: number; last: number; value: number | null; marks: Uint8Array }
  | { kind: 'paint'; last: number; cells: Int32Array };

export function RegionsBoard(props: RegionsBoardProps) {
  const { puzzle: p, mode, highlight, letters } = props;
  const n = p.n;
  const svgRef = useRef<SVGSVGElement>(null);
  const stroke = useRef<Stroke | null>(null);
  /** The stroke's drawing while it lasts: marks or regions. */
  const [draft, setDraft] = useState<Stroke | null>(null);
  const [cursor, setCursor] = useState<number | null>(null);
  const marks = draft?.kind === 'play' ? draft.marks : props.marks;
  const region = draft?.kind === 'paint' ? draft.cells : p.region;
  const shown: RegionsPuzzle = region === p.region ? p : { ...p, region };
  const styles = regionStyles(shown);
  // From ten regions on a fill is shared: the patterns then tell those regions apart.
  const patterns = props.patterns || sharesFill(styles);
  const lines = regionsLines(shown, S, M, M);

  const cellAt = (e: TargetedPointerEvent<SVGSVGElement>): number | null => {
    const box = svgRef.current?.getBoundingClientRect();
    if (box === undefined || box.width === 0) return null;
    const size = n * S + M + 2;
    const x = ((e.clientX - box.left) / box.width) * size - M;
    const y = ((e.clientY - box.top) / box.height) * size - M;
    const c = Math.floor(x / S);
    const r = Math.floor(y / S);
    return r >= 0 && c >= 0 && r < n && c < n ? r * n + c : null;
  };
  /** Sets cell i in a play stroke to its drag value (a star stays). */
  const drag = (s: Stroke & { kind: 'play' }, i: number) => {
    if (s.value === null) s.value = props.marks[s.start] === CROSS ? EMPTY : CROSS;
    for (const j of [s.start, i]) if (s.marks[j] !== STAR) s.marks[j] = s.value;
  };
  const down = (e: TargetedPointerEvent<SVGSVGElement>) => {
    if (e.button !== 0) return;
    const i = cellAt(e);
    if (i === null) return;
    e.preventDefault();
    e.currentTarget.setPointerCapture(e.pointerId);
    setCursor(null);
    const s: Stroke =
      mode === 'paint'
        ? { kind: 'paint', last: i, cells: p.region.slice() }
        : { kind: 'play', start: i, last: i, value: null, marks: props.marks.slice() };
    if (s.kind === 'paint') s.cells[i] = props.brush;
    stroke.current = s;
    setDraft({ ...s });
  };
  const move = (e: TargetedPointerEvent<SVGSVGElement>) => {
    const s = stroke.current;
    if (s === null) return;
    const i = cellAt(e);
    if (i === null || i === s.last) return;
    s.last = i;
    if (s.kind === 'paint') s.cells[i] = props.brush;
    else drag(s, i);
    setDraft({ ...s });
  };
  const up = () => {
    const s = stroke.current;
    stroke.current = null;
    setDraft(null);
    if (s === null) return;
    if (s.kind === 'paint') props.onPaint(s.cells);
    else if (s.value === null) {
      const next = props.marks.slice();
      next[s.start] = cycled(next[s.start]);
      props.onMarks(next);
    } else props.onMarks(s.marks);
  };
  const key = (e: TargetedKeyboardEvent<SVGSVGElement>) => {
    const at = cursor ?? 0;
    const moves: Record<string, number> = {
      ArrowUp: -n,
      ArrowDown: n,
      ArrowLeft: -1,
      ArrowRight: 1,
    };
    const m = moves[e.key];
    if (m !== undefined) {
      e.preventDefault();
      const r = Math.floor(at / n) + (Math.abs(m) === n ? Math.sign(m) : 0);
      const c = (at % n) + (Math.abs(m) === 1 ? m : 0);
      setCursor(Math.max(0, Math.min(n - 1, r)) * n + Math.max(0, Math.min(n - 1, c)));
      return;
    }
    const set = (value: number | null) => {
      e.preventDefault();
      setCursor(at);
      if (mode === 'paint') {
        const cells = p.region.slice();
        cells[at] = props.brush;
        props.onPaint(cells);
      } else {
        const next = props.marks.slice();
        next[at] = value ?? cycled(next[at]);
        props.onMarks(next);
      }
    };
    if (e.key === ' ' || e.key === 'Enter') set(null);
    else if (e.key === 'x' && mode === 'play') set(CROSS);
    else if (e.key === 's' && mode === 'play') set(STAR);
    else if ((e.key === 'Delete' || e.key === 'Backspace') && mode === 'play') set(EMPTY);
  };

  const hlCells = new Set(highlight?.cells ?? []);
  const bands = [];
  const tinted = new Uint8Array(n * n);
  for (const u of highlight?.units ?? []) {
    if (u.kind === 'row')
      bands.push(
        <rect
          key={`r${u.index}`}
          class="hl-unit"
          x={M}
          y={M + u.index * S}
          width={n * S}
          height={S}
        />,
      );
    else if (u.kind === 'column')
      bands.push(
        <rect
          key={`c${u.index}`}
          class="hl-unit"
          x={M + u.index * S}
          y={M}
          width={S}
          height={n * S}
        />,
      );
    else for (let i = 0; i < n * n; i++) if (region[i] === u.index) tinted[i] = 1;
  }

  const cells = [];
  const overlays = [];
  const glyphs = [];
  for (let i = 0; i < n * n; i++) {
    const r = Math.floor(i / n);
    const c = i % n;
    const x = M + c * S;
    const y = M + r * S;
    const g = region[i];
    const style = g >= 0 ? styles[g] : null;
    cells.push(
      <rect
        key={i}
        class={style === null ? 'cell blocked' : `cell f${style.fill}`}
        x={x}
        y={y}
        width={S}
        height={S}
        data-i={i}
        data-r={r}
        data-c={c}
        data-region={g < 0 ? '#' : p.symbols[g]}
        data-mark={mode === 'play' ? ['empty', 'cross', 'star'][marks[i]] : undefined}
      >
        <title>
          {mode === 'play' ? cellWords(shown, i, marks[i], props.auto?.[i] === 1) : cellName(n, i)}
        </title>
      </rect>,
    );
    if (style !== null && patterns && style.pattern > 0)
      overlays.push(
        <rect
          key={`p${i}`}
          class="pattern"
          x={x}
          y={y}
          width={S}
          height={S}
          fill={`url(#rgp${style.pattern})`}
        />,
      );
    if (tinted[i] === 1)
      overlays.push(<rect key={`t${i}`} class="hl-unit" x={x} y={y} width={S} height={S} />);
    if (g >= 0 && letters)
      overlays.push(
        <text key={`l${i}`} class="letter" x={x + 3} y={y + 12}>
          {p.symbols[g] ?? '?'}
        </text>,
      );
    if (mode !== 'play') continue;
    const conflict = props.conflictCells[i] === 1;
    if (conflict)
      overlays.push(
        <g key={`x${i}`} class="conflict" data-conflict={i}>
          <rect x={x} y={y} width={S} height={S} fill="url(#rg-conflict)" />
          <rect class="frame" x={x + 2.5} y={y + 2.5} width={S - 5} height={S - 5} />
        </g>,
      );
    const t = `translate(${x} ${y}) scale(${S / 100})`;
    if (marks[i] === STAR)
      glyphs.push(
        <path key={`s${i}`} class={conflict ? 'star bad' : 'star'} d={STAR_PATH} transform={t} />,
      );
    else if (marks[i] === CROSS)
      glyphs.push(<path key={`c${i}`} class="cross" d={CROSS_PATH} transform={t} />);
    else if (props.auto?.[i] === 1)
      glyphs.push(<path key={`a${i}`} class="cross auto" d={CROSS_PATH} transform={t} />);
    if (hlCells.has(i))
      glyphs.push(
        <rect key={`h${i}`} class="hl-cell" x={x + 1.5} y={y + 1.5} width={S - 3} height={S - 3} />,
      );
  }

  const coords = [];
  for (let k = 0; k < n; k++) {
    const mid = M + k * S + S / 2;
    const overC = props.overCols.has(k);
    const overR = props.overRows.has(k);
    coords.push(
      <g key={`cc${k}`} class={overC ? 'coord over' : 'coord'}>
        {overC && <rect x={mid - 11} y={2} width={22} height={M - 7} />}
        <text x={mid} y={M - 9}>
          {k + 1}
        </text>
      </g>,
      <g key={`rc${k}`} class={overR ? 'coord over' : 'coord'}>
        {overR && <rect x={2} y={mid - 10} width={M - 7} height={20} />}
        <text x={(M - 3) / 2 + 1} y={mid + 5}>
          {k + 1}
        </text>
      </g>,
    );
  }

  const size = n * S + M + 2;
  const cur = cursor !== null && cursor < n * n ? cursor : null;
  return (
    <svg
      ref={svgRef}
      class={`regions-board ${mode}${props.solved ? ' solved' : ''}`}
      viewBox={`0 0 ${size} ${size}`}
      // About 3 rem a cell, so a small grid is not drawn huge.
      style={{ maxWidth: `${Math.min(34, n * 3 + 1.7)}rem` }}
      role="grid"
      aria-label={
        mode === 'play'
          ? `${n} by ${n} grid: press a cell to cycle empty, cross, star; drag to cross; arrow keys and Space`
          : `Region painter, ${n} by ${n}: press or drag to paint the chosen region; arrow keys and Space`
      }
      tabindex={0}
      data-testid="regions-board"
      data-stars={mode === 'play' ? marks.reduce((a, x) => a + (x === STAR ? 1 : 0), 0) : undefined}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={up}
      onKeyDown={key}
      onBlur={() => setCursor(null)}
    >
      <defs>
        {REGION_PATTERNS.map((d, k) =>
          d === '' ? null : (
            <pattern
              key={k}
              id={`rgp${k}`}
              width={PATTERN_TILE}
              height={PATTERN_TILE}
              patternUnits="userSpaceOnUse"
            >
              <path class="pattern-line" d={d} />
            </pattern>
          ),
        )}
        <pattern
          id="rg-conflict"
          width="8"
          height="8"
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(45)"
        >
          <rect class="conflict-tint" width="8" height="8" />
          <line class="conflict-line" x1="1" y1="0" x2="1" y2="8" />
        </pattern>
      </defs>
      {coords}
      {cells}
      {bands}
      {overlays}
      <path class="thin" d={lines.thin} />
      <path class="thick" d={lines.thick} />
      {glyphs}
      {cur !== null && (
        <rect
          class="cursor"
          x={M + (cur % n) * S + 4}
          y={M + Math.floor(cur / n) * S + 4}
          width={S - 8}
          height={S - 8}
        />
      )}
    </svg>
  );
}
