/**
 * A-Puzzle-A-Day, played: the day's board and the eight pieces. A piece is dragged from the tray
 * onto the board and snaps to its cells (a green outline where it fits, red where it does not);
 * dragged off the board it goes back to the tray. R turns the piece held or chosen a quarter
 * clockwise and F turns it over, as the Rotate and Flip buttons do; from the keyboard alone, the
 * arrow keys move a ring over the board and Enter puts the chosen piece there. Undo (Ctrl+Z)
 * takes back a move, Hint rings one piece's place in a completion (core/tiling/hint.ts, the
 * function `placer tile calendar --hint` calls) or names the piece that blocks every one, and a
 * timer that can be paused and hidden runs from the first move. The game's moves are
 * calendarGame.ts.
 */
import { signal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import { transformCol, transformRow, SQUARE_IDS } from '../../../core/symmetry.js';
import { calendarDateText, type CalendarDate } from '../../../core/tiling/calendar.js';
import { tilingHint } from '../../../core/tiling/hint.js';
import type { Shape } from '../../../core/tiling/polyomino.js';
import { TILING_FILLS, TILING_INK } from '../../../render/tiling/palette.js';
import { GameTimer } from '../../app/GameTimer.js';
import {
  clockAfterMove,
  clockMs,
  clockText,
  IDLE_CLOCK,
  type GameClock,
} from '../../state/gameClock.js';
import { page, update } from '../../store.js';
import {
  BOARD_SIDE,
  cellLabel,
  drawing,
  fitAt,
  lift,
  newGame,
  occupancy,
  place,
  placeOn,
  solved,
  type CalendarGame,
} from './calendarGame.js';
import './calendar.css';

const S = 48;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** A piece held by the pointer: which, turned how, by which of its cells, over which corner. */
interface Drag {
  readonly i: number;
  readonly shape: Shape;
  readonly grab: readonly [number, number];
  readonly from: 'tray' | 'board';
  readonly corner: number | null;
  readonly moved: boolean;
  readonly x0: number;
  readonly y0: number;
}

/** What the Hint button found: cells to ring and the words for them. */
interface Shown {
  readonly cells: readonly number[];
  readonly words: string;
  /** The piece and cells to place when the player asks ("Place it"). */
  readonly place: { readonly letter: string; readonly cells: readonly number[] } | null;
}

const game = signal<CalendarGame>(newGame({ month: 1, day: 1 }));
const past = signal<readonly CalendarGame[]>([]);
const chosen = signal<number | null>(null);
const drag = signal<Drag | null>(null);
const shown = signal<Shown | null>(null);
const clock = signal<GameClock>(IDLE_CLOCK);
const cursor = signal(0);
const hintsUsed = signal(0);

function today(): CalendarDate {
  const d = new Date();
  return { month: d.getMonth() + 1, day: d.getDate() };
}

function restart(date: CalendarDate): void {
  game.value = newGame(date);
  past.value = [];
  chosen.value = null;
  drag.value = null;
  shown.value = null;
  clock.value = IDLE_CLOCK;
  hintsUsed.value = 0;
  cursor.value = 0;
}

/** A move: the new game, the old one kept for undo; the clock starts, and stops when solved. */
function commit(next: CalendarGame): void {
  past.value = [...past.value, game.value];
  game.value = next;
  shown.value = null;
  clock.value = clockAfterMove(clock.value, solved(next), performance.now());
}

function undo(): void {
  const before = past.value.at(-1);
  if (before === undefined || solved(game.value)) return;
  past.value = past.value.slice(0, -1);
  game.value = before;
  shown.value = null;
}

/** A shape turned by `t` (rot90 or flipH), and where the cell (r, c) of it goes. */
function turn(shape: Shape, t: number, at: readonly [number, number]): [Shape, [number, number]] {
  const map = ([r, c]: readonly [number, number]): [number, number] => [
    transformRow(t, r, c, shape.height, shape.width),
    transformCol(t, r, c, shape.height, shape.width),
  ];
  const cells = shape.cells.map(map);
  const r0 = Math.min(...cells.map(([r]) => r));
  const c0 = Math.min(...cells.map(([, c]) => c));
  const moved = cells.map(([r, c]): [number, number] => [r - r0, c - c0]);
  moved.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const [gr, gc] = map(at);
  return [
    {
      cells: moved,
      height: Math.max(...moved.map(([r]) => r)) + 1,
      width: Math.max(...moved.map(([, c]) => c)) + 1,
    },
    [gr - r0, gc - c0],
  ];
}

/** R or F: the piece held turns in the hand; the chosen one turns where it is. */
function turnPiece(t: number): void {
  const d = drag.value;
  if (d !== null) {
    const [shape, grab] = turn(d.shape, t, d.grab);
    const corner = d.corner === null ? null : cornerFor(d.corner, d.grab, grab);
    drag.value = { ...d, shape, grab, corner };
    return;
  }
  const i = chosen.value;
  if (i === null || solved(game.value)) return;
  const g = game.value;
  const p = g.pieces[i];
  const [shape] = turn(p.shape, t, [0, 0]);
  if (p.at === null) {
    // Turning a piece in the tray is no move to undo.
    game.value = { ...g, pieces: g.pieces.map((q, j) => (j === i ? { ...q, shape } : q)) };
  } else {
    // Where the turned piece does not fit, it goes back to the tray turned.
    commit(place(g, i, shape, p.at) ?? { ...g, pieces: turnedInTray(g, i, shape) });
  }
}

function turnedInTray(g: CalendarGame, i: number, shape: Shape): CalendarGame['pieces'] {
  return g.pieces.map((q, j) => (j === i ? { ...q, shape, at: null } : q));
}

/** The corner that keeps the grabbed cell where it was when the grab point moves. */
function cornerFor(
  corner: number,
  from: readonly [number, number],
  to: readonly [number, number],
): number | null {
  const r = Math.floor(corner / BOARD_SIDE) + from[0] - to[0];
  const c = (corner % BOARD_SIDE) + from[1] - to[1];
  return r < 0 || c < 0 || r >= BOARD_SIDE || c >= BOARD_SIDE ? null : r * BOARD_SIDE + c;
}

function giveHint(): void {
  const g = game.value;
  const h = tilingHint(g.region, g.kinds, drawing(g));
  hintsUsed.value++;
  if (h.kind === 'place') {
    shown.value = {
      cells: h.cells,
      words: `Hint: the ${h.letter} goes on the ringed cells.`,
      place: { letter: h.letter, cells: h.cells },
    };
  } else if (h.kind === 'blocked') {
    const owner = occupancy(g);
    const i = owner[h.cell];
    const cells = Array.from(owner.keys()).filter((c) => owner[c] === i);
    shown.value = {
      cells,
      words: `No way to finish from here: take off the ${h.piece} (ringed) and there is one.`,
      place: null,
    };
  } else if (h.kind === 'none') {
    shown.value = {
      cells: [],
      words: 'No way to finish from here, even with one piece taken off: undo or restart.',
      place: null,
    };
  }
}

/** The board cell under a point of the page, or null off the board. */
function cellAt(svg: SVGSVGElement | null, x: number, y: number): number | null {
  if (svg === null) return null;
  const b = svg.getBoundingClientRect();
  const c = Math.floor(((x - b.left) / b.width) * BOARD_SIDE);
  const r = Math.floor(((y - b.top) / b.height) * BOARD_SIDE);
  return r < 0 || c < 0 || r >= BOARD_SIDE || c >= BOARD_SIDE ? null : r * BOARD_SIDE + c;
}

function DatePicker({ date, isToday }: { date: CalendarDate; isToday: boolean }) {
  const set = (month: number, day: number): void =>
    update({ calendarDate: { month, day: Math.min(day, DAYS[month - 1]) } });
  return (
    <p class="calendar-date">
      <label>
        Month{' '}
        <select
          value={date.month}
          onChange={(e) => set(Number(e.currentTarget.value), date.day)}
          data-testid="calendar-month"
        >
          {MONTHS.map((m, i) => (
            <option key={m} value={i + 1}>
              {m}
            </option>
          ))}
        </select>
      </label>{' '}
      <label>
        Day{' '}
        <select
          value={date.day}
          onChange={(e) => set(date.month, Number(e.currentTarget.value))}
          data-testid="calendar-day"
        >
          {Array.from({ length: DAYS[date.month - 1] }, (_, d) => (
            <option key={d} value={d + 1}>
              {d + 1}
            </option>
          ))}
        </select>
      </label>{' '}
      <button type="button" disabled={isToday} onClick={() => update({ calendarDate: null })}>
        Today
      </button>
    </p>
  );
}

/** A piece in the tray, drawn as it is turned; pressed on a cell, it is picked up by that cell. */
function TrayPiece({ i, onGrab }: { i: number; onGrab: (e: PointerEvent, i: number) => void }) {
  const p = game.value.pieces[i];
  const s = 18;
  const isChosen = chosen.value === i;
  const key = p.shape.cells.map(([r, c]) => `${r},${c}`).join(' ');
  return (
    <button
      type="button"
      class={`tray-piece${isChosen ? ' chosen' : ''}${shown.value?.place?.letter === p.letter ? ' hinted' : ''}`}
      aria-pressed={isChosen}
      aria-label={`piece ${p.letter}`}
      data-testid={`tray-${p.letter}`}
      data-shape={key}
      onClick={() => {
        // A click from the keyboard (Enter, Space) chooses; the pointer's is handled on press.
        if (drag.value === null) chosen.value = isChosen ? null : i;
      }}
    >
      <svg
        viewBox={`0 0 ${p.shape.width * s} ${p.shape.height * s}`}
        width={p.shape.width * s}
        height={p.shape.height * s}
        aria-hidden="true"
      >
        {p.shape.cells.map(([r, c]) => (
          <rect
            key={`${r},${c}`}
            x={c * s}
            y={r * s}
            width={s}
            height={s}
            fill={TILING_FILLS[i % TILING_FILLS.length]}
            stroke={TILING_INK}
            data-r={r}
            data-c={c}
            onPointerDown={(e) => onGrab(e, i)}
          />
        ))}
      </svg>
      <span>{p.letter}</span>
    </button>
  );
}

export function CalendarView() {
  const date = page.value.calendarDate ?? today();
  const key = calendarDateText(date);
  const boardRef = useRef<SVGSVGElement>(null);
  useEffect(() => {
    if (calendarDateText(game.value.date) !== key || past.value.length === 0) restart(date);
  }, [key]);
  const g = game.value;
  const owner = occupancy(g);
  const d = drag.value;
  const corner = d?.corner ?? null;
  const ghost = d === null || corner === null ? null : fitAt(g, d.i, d.shape, corner);
  // The held piece's cells over the board, green where it fits, red where not.
  const ghostCells =
    d === null || corner === null
      ? []
      : d.shape.cells
          .map(([r, c]) => [Math.floor(corner / BOARD_SIDE) + r, (corner % BOARD_SIDE) + c])
          .filter(([r, c]) => r < BOARD_SIDE && c < BOARD_SIDE)
          .map(([r, c]) => r * BOARD_SIDE + c);
  const done = solved(g);

  // Moves of the pointer while a piece is held, anywhere on the page.
  const onMove = (e: PointerEvent): void => {
    const held = drag.value;
    if (held === null) return;
    const moved = held.moved || Math.hypot(e.clientX - held.x0, e.clientY - held.y0) > 4;
    const cell = cellAt(boardRef.current, e.clientX, e.clientY);
    const corner = cell === null ? null : cornerFor(cell, [0, 0], held.grab);
    drag.value = { ...held, moved, corner };
  };
  const onUp = (): void => {
    removeEventListener('pointermove', onMove);
    removeEventListener('pointerup', onUp);
    const held = drag.value;
    drag.value = null;
    if (held === null) return;
    const now = game.value;
    if (!held.moved) {
      // A press without a move is a click: the tray button's own click chooses (as Enter does),
      // and a piece on the board is chosen here.
      if (held.from === 'board') chosen.value = held.i;
      return;
    }
    chosen.value = held.i;
    const next = held.corner === null ? null : place(now, held.i, held.shape, held.corner);
    if (next !== null) commit(next);
    else if (held.from === 'board' && held.corner === null) {
      commit({ ...now, pieces: turnedInTray(now, held.i, held.shape) });
    }
  };
  const grab = (e: PointerEvent, i: number, from: 'tray' | 'board', at: [number, number]) => {
    if (done || e.button !== 0) return;
    e.preventDefault();
    drag.value = {
      i,
      shape: game.value.pieces[i].shape,
      grab: at,
      from,
      corner: null,
      moved: false,
      x0: e.clientX,
      y0: e.clientY,
    };
    addEventListener('pointermove', onMove);
    addEventListener('pointerup', onUp);
  };
  const grabFromTray = (e: PointerEvent, i: number): void => {
    const t = e.currentTarget as SVGRectElement;
    grab(e, i, 'tray', [Number(t.dataset.r), Number(t.dataset.c)]);
  };
  const grabFromBoard = (e: PointerEvent, cell: number): void => {
    const i = owner[cell];
    const at = g.pieces[i].at;
    if (at === null) return;
    grab(e, i, 'board', [
      Math.floor(cell / BOARD_SIDE) - Math.floor(at / BOARD_SIDE),
      (cell % BOARD_SIDE) - (at % BOARD_SIDE),
    ]);
  };

  // R, F and Ctrl+Z anywhere in the view but a form field.
  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      const t = e.target as HTMLElement | null;
      if (t !== null && /^(INPUT|SELECT|TEXTAREA)$/.test(t.tagName)) return;
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'z') {
        e.preventDefault();
        undo();
      } else if (e.ctrlKey || e.metaKey || e.altKey) {
        return;
      } else if (e.key === 'r' || e.key === 'R') {
        turnPiece(SQUARE_IDS.rot90);
      } else if (e.key === 'f' || e.key === 'F') {
        turnPiece(SQUARE_IDS.flipH);
      } else if (e.key === 'Escape') {
        chosen.value = null;
      }
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, []);

  const onBoardKey = (e: KeyboardEvent): void => {
    const step: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -BOARD_SIDE,
      ArrowDown: BOARD_SIDE,
    };
    if (e.key in step) {
      e.preventDefault();
      const next = cursor.value + step[e.key];
      const sameRow =
        Math.abs(step[e.key]) !== 1 ||
        Math.floor(next / BOARD_SIDE) === Math.floor(cursor.value / BOARD_SIDE);
      if (next >= 0 && next < BOARD_SIDE * BOARD_SIDE && sameRow) cursor.value = next;
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      const i = chosen.value;
      if (done) return;
      if (i !== null) {
        const next = place(g, i, g.pieces[i].shape, cursor.value);
        if (next !== null) commit(next);
      } else if (owner[cursor.value] >= 0) {
        chosen.value = owner[cursor.value];
      }
    } else if ((e.key === 'Delete' || e.key === 'Backspace') && chosen.value !== null) {
      if (g.pieces[chosen.value].at !== null) commit(lift(g, chosen.value));
    }
  };

  const hintCells = new Set(shown.value?.cells ?? []);
  const status = done
    ? `Solved in ${clockText(clockMs(clock.value, performance.now()))}${hintsUsed.value > 0 ? ` with ${hintsUsed.value} hint${hintsUsed.value === 1 ? '' : 's'}` : ''}!`
    : (shown.value?.words ??
      (chosen.value === null
        ? 'Drag a piece onto the board, or choose one and place it with the arrow keys and Enter.'
        : `The ${g.pieces[chosen.value].letter} is chosen: R turns it, F turns it over.`));

  return (
    <section class="calendar-view" aria-labelledby="view-title">
      <h2 id="view-title">A-Puzzle-A-Day</h2>
      <p class="note">
        Cover every cell but today’s month and day with the eight pieces (turned over as you like).
        The command line counts them: <code>placer tile calendar --date {key} --count</code>
      </p>
      <DatePicker date={date} isToday={page.value.calendarDate === null} />
      <div class="calendar-play">
        <svg
          ref={boardRef}
          class="calendar-board"
          viewBox={`0 0 ${BOARD_SIDE * S} ${BOARD_SIDE * S}`}
          role="application"
          aria-label={`board for ${MONTHS[date.month - 1]} ${date.day}: ${drawing(g).join(' ')}`}
          tabindex={0}
          data-testid="calendar-board"
          data-rows={drawing(g).join('/')}
          onKeyDown={onBoardKey}
        >
          {Array.from({ length: BOARD_SIDE * BOARD_SIDE }, (_, cell) => {
            const label = cellLabel(cell);
            if (label === '') return null;
            const x = (cell % BOARD_SIDE) * S;
            const y = Math.floor(cell / BOARD_SIDE) * S;
            const i = owner[cell];
            const isDate = g.region.cells[cell] === 0;
            return (
              <g key={cell}>
                <rect
                  x={x}
                  y={y}
                  width={S}
                  height={S}
                  class={isDate ? 'cell date' : i >= 0 ? 'cell piece' : 'cell'}
                  style={i >= 0 ? { fill: TILING_FILLS[i % TILING_FILLS.length] } : undefined}
                  data-cell={cell}
                  onPointerDown={i >= 0 ? (e) => grabFromBoard(e, cell) : undefined}
                />
                <text
                  x={x + S / 2}
                  y={y + S / 2}
                  class={i >= 0 ? 'letter' : 'label'}
                  text-anchor="middle"
                  dominant-baseline="central"
                >
                  {i >= 0 ? g.pieces[i].letter : label}
                </text>
              </g>
            );
          })}
          {ghostCells.map((cell) => (
            <rect
              key={`g${cell}`}
              x={(cell % BOARD_SIDE) * S + 3}
              y={Math.floor(cell / BOARD_SIDE) * S + 3}
              width={S - 6}
              height={S - 6}
              class={ghost === null ? 'ghost misfit' : 'ghost fits'}
            />
          ))}
          {[...hintCells].map((cell) => (
            <rect
              key={`h${cell}`}
              x={(cell % BOARD_SIDE) * S + 5}
              y={Math.floor(cell / BOARD_SIDE) * S + 5}
              width={S - 10}
              height={S - 10}
              class="hint-ring"
              data-hint={cell}
            />
          ))}
          <rect
            x={(cursor.value % BOARD_SIDE) * S + 1}
            y={Math.floor(cursor.value / BOARD_SIDE) * S + 1}
            width={S - 2}
            height={S - 2}
            class="cursor"
          />
        </svg>
        <div class="calendar-side">
          <div class="tray" data-testid="calendar-tray">
            {g.pieces.map((p, i) =>
              p.at === null ? <TrayPiece key={p.letter} i={i} onGrab={grabFromTray} /> : null,
            )}
            {done && <p class="solved">Every piece is on the board.</p>}
          </div>
          <p class="calendar-buttons">
            <button
              type="button"
              disabled={chosen.value === null || done}
              onClick={() => turnPiece(SQUARE_IDS.rot90)}
            >
              Rotate (R)
            </button>{' '}
            <button
              type="button"
              disabled={chosen.value === null || done}
              onClick={() => turnPiece(SQUARE_IDS.flipH)}
            >
              Flip (F)
            </button>{' '}
            <button type="button" disabled={past.value.length === 0 || done} onClick={undo}>
              Undo
            </button>{' '}
            <button type="button" disabled={done} onClick={giveHint} data-testid="calendar-hint">
              Hint
            </button>{' '}
            {shown.value?.place != null && (
              <button
                type="button"
                onClick={() => {
                  const h = shown.value?.place;
                  if (h != null) commit(placeOn(game.value, h.letter, h.cells));
                }}
              >
                Place it
              </button>
            )}{' '}
            <button type="button" onClick={() => restart(date)}>
              Restart
            </button>
          </p>
          <p>
            <GameTimer
              clock={clock.value}
              onChange={(c) => (clock.value = c)}
              testId="calendar-timer"
            />
          </p>
          <p class="calendar-status" role="status" data-testid="calendar-status">
            {status}
          </p>
        </div>
      </div>
    </section>
  );
}
