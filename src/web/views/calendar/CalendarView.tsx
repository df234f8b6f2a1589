/**
 * A-Puzzle-A-Day, played: the day's board and the eight pieces. A piece is dragged from the tray
 * onto the board and snaps to its cells (a green outline where it fits, red where it does not);
 * dragged off the board it goes back to the tray. R turns the piece held or chosen a quarter
 * clockwise and F turns it over, as the Rotate and Flip buttons do; from the keyboard alone, the
 * arrow keys move a ring over the board and Enter puts the chosen piece there. Undo (Ctrl+Z)
 * takes back a move, Hint rings one piece's place in a completion (core/tiling/hint.ts, the
 * function `placer tile calendar --hint` calls, on a worker) or names the piece that blocks every
 * one, and a timer that can be paused and hidden runs from the first move. The game's rules are
 * calendarGame.ts, its state and moves session.ts.
 */
import { useEffect, useMemo, useRef } from 'preact/hooks';
import { SQUARE_IDS } from '../../../core/symmetry.js';
import {
  calendarDateText,
  CLASSIC_CALENDAR,
  hasWeekdays,
  WEEKDAY_CALENDAR,
  WEEKDAY_LABELS,
  type CalendarDate,
} from '../../../core/tiling/calendar.js';
import { TILING_FILLS, TILING_INK } from '../../../render/tiling/palette.js';
import { GameTimer } from '../../app/GameTimer.js';
import { PrintButton, PrintSheet } from '../../app/PrintSheet.js';
import { calendarBoardSvg, piecesSvg } from '../../../render/tiling/calendarSvg.js';
import { clockMs, clockText } from '../../state/gameClock.js';
import { page, update } from '../../store.js';
import {
  BOARD_WIDTH,
  cellLabel,
  drawing,
  fitAt,
  lift,
  newGame,
  occupancy,
  place,
  placeOn,
  solved,
} from './calendarGame.js';
import {
  chosen,
  clock,
  commit,
  cornerFor,
  cursor,
  drag,
  findSolution,
  game,
  gameKey,
  giveHint,
  hintsUsed,
  past,
  restart,
  shown,
  solutionRows,
  today,
  turnedInTray,
  turnPiece,
  undo,
} from './session.js';
import './calendar.css';

const S = 48;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The board cell under a point of the page, or null off the board. */
function cellAt(svg: SVGSVGElement | null, height: number, x: number, y: number): number | null {
  if (svg === null) return null;
  const b = svg.getBoundingClientRect();
  const c = Math.floor(((x - b.left) / b.width) * BOARD_WIDTH);
  const r = Math.floor(((y - b.top) / b.height) * height);
  return r < 0 || c < 0 || r >= height || c >= BOARD_WIDTH ? null : r * BOARD_WIDTH + c;
}

/** The weekday (0 Sunday) of a month and day in the year of today. */
function weekdayThisYear(month: number, day: number): number {
  return new Date(new Date().getFullYear(), month - 1, day).getDay();
}

function DatePicker({
  date,
  isToday,
  weekdays,
}: {
  date: CalendarDate;
  isToday: boolean;
  weekdays: boolean;
}) {
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
      </button>{' '}
      <label>
        Board{' '}
        <select
          value={weekdays ? 'calendar-weekday' : 'calendar'}
          onChange={(e) =>
            update({
              calendarBoard:
                e.currentTarget.value === 'calendar-weekday' ? 'calendar-weekday' : 'calendar',
            })
          }
          data-testid="calendar-board-choice"
        >
          <option value="calendar">months and days</option>
          <option value="calendar-weekday">with the weekdays</option>
        </select>
      </label>
      {weekdays && date.weekday !== undefined && (
        <span data-testid="calendar-weekday">
          {' '}
          {WEEKDAY_LABELS[date.weekday]}
          {isToday ? '' : ` (in ${new Date().getFullYear()})`}
        </span>
      )}
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
  const board =
    page.value.calendarBoard === 'calendar-weekday' ? WEEKDAY_CALENDAR : CLASSIC_CALENDAR;
  const picked = page.value.calendarDate ?? today();
  // On the weekday board a date's weekday is this year's (today's own where none was picked).
  const date: CalendarDate = hasWeekdays(board)
    ? { ...picked, weekday: picked.weekday ?? weekdayThisYear(picked.month, picked.day) }
    : { month: picked.month, day: picked.day };
  const key = `${board.name} ${calendarDateText(date)} ${date.weekday ?? ''}`;
  const boardRef = useRef<SVGSVGElement>(null);
  useEffect(() => {
    if (gameKey(game.value) !== key || past.value.length === 0) restart(date, board);
    findSolution(game.value);
  }, [key]);
  const sheet = useMemo(() => {
    const solved = solutionRows.value?.key === key ? solutionRows.value.rows : null;
    return {
      puzzle: [
        { svg: calendarBoardSvg(date, null, board), label: 'the board' },
        { svg: piecesSvg(newGame(date, board).pieces), label: 'the pieces', small: true },
      ],
      solution:
        solved === null
          ? null
          : [{ svg: calendarBoardSvg(date, solved, board), label: 'a solution' }],
    };
  }, [key, solutionRows.value]);
  const g = game.value;
  const H = g.region.height;
  const owner = occupancy(g);
  const d = drag.value;
  const corner = d?.corner ?? null;
  const ghost = d === null || corner === null ? null : fitAt(g, d.i, d.shape, corner);
  // The held piece's cells over the board, green where it fits, red where not.
  const ghostCells =
    d === null || corner === null
      ? []
      : d.shape.cells
          .map(([r, c]) => [Math.floor(corner / BOARD_WIDTH) + r, (corner % BOARD_WIDTH) + c])
          .filter(([r, c]) => r < H && c < BOARD_WIDTH)
          .map(([r, c]) => r * BOARD_WIDTH + c);
  const done = solved(g);

  // Moves of the pointer while a piece is held, anywhere on the page.
  const onMove = (e: PointerEvent): void => {
    const held = drag.value;
    if (held === null) return;
    const moved = held.moved || Math.hypot(e.clientX - held.x0, e.clientY - held.y0) > 4;
    const cell = cellAt(boardRef.current, H, e.clientX, e.clientY);
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
      Math.floor(cell / BOARD_WIDTH) - Math.floor(at / BOARD_WIDTH),
      (cell % BOARD_WIDTH) - (at % BOARD_WIDTH),
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
      ArrowUp: -BOARD_WIDTH,
      ArrowDown: BOARD_WIDTH,
    };
    if (e.key in step) {
      e.preventDefault();
      const next = cursor.value + step[e.key];
      const sameRow =
        Math.abs(step[e.key]) !== 1 ||
        Math.floor(next / BOARD_WIDTH) === Math.floor(cursor.value / BOARD_WIDTH);
      if (next >= 0 && next < BOARD_WIDTH * H && sameRow) cursor.value = next;
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
      <PrintSheet
        title={`A-Puzzle-A-Day: ${MONTHS[date.month - 1]} ${date.day}`}
        puzzle={sheet.puzzle}
        solution={sheet.solution}
        note="Cover every cell but the two hatched ones (the month and the day) with the eight pieces, turned over as you like."
      />
      <h2 id="view-title">A-Puzzle-A-Day</h2>
      <p class="note">
        Cover every cell but the date’s{' '}
        {hasWeekdays(board) ? 'month, day and weekday' : 'month and day'} with the {g.pieces.length}{' '}
        pieces (turned over as you like). The command line counts them:{' '}
        <code>
          placer tile {board.name} --date {hasWeekdays(board) ? `${new Date().getFullYear()}-` : ''}
          {calendarDateText(date)} --count
        </code>
      </p>
      <DatePicker
        date={date}
        isToday={page.value.calendarDate === null}
        weekdays={hasWeekdays(board)}
      />
      <div class="calendar-play">
        <svg
          ref={boardRef}
          class="calendar-board"
          viewBox={`0 0 ${BOARD_WIDTH * S} ${H * S}`}
          role="application"
          aria-label={`board for ${MONTHS[date.month - 1]} ${date.day}: ${drawing(g).join(' ')}`}
          tabindex={0}
          data-testid="calendar-board"
          data-rows={drawing(g).join('/')}
          onKeyDown={onBoardKey}
        >
          {Array.from({ length: BOARD_WIDTH * H }, (_, cell) => {
            const label = cellLabel(g, cell);
            if (label === '') return null;
            const x = (cell % BOARD_WIDTH) * S;
            const y = Math.floor(cell / BOARD_WIDTH) * S;
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
              x={(cell % BOARD_WIDTH) * S + 3}
              y={Math.floor(cell / BOARD_WIDTH) * S + 3}
              width={S - 6}
              height={S - 6}
              class={ghost === null ? 'ghost misfit' : 'ghost fits'}
            />
          ))}
          {[...hintCells].map((cell) => (
            <rect
              key={`h${cell}`}
              x={(cell % BOARD_WIDTH) * S + 5}
              y={Math.floor(cell / BOARD_WIDTH) * S + 5}
              width={S - 10}
              height={S - 10}
              class="hint-ring"
              data-hint={cell}
            />
          ))}
          <rect
            x={(cursor.value % BOARD_WIDTH) * S + 1}
            y={Math.floor(cursor.value / BOARD_WIDTH) * S + 1}
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
            <button
              type="button"
              disabled={done}
              onClick={() => void giveHint()}
              data-testid="calendar-hint"
            >
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
            <button type="button" onClick={() => restart(date, board)}>
              Restart
            </button>{' '}
            <PrintButton />
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
