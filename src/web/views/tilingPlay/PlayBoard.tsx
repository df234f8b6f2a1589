/**
 * A tiling played on the page, for every view that plays one (Calendar, Play a tiling): the board
 * and the tray. A piece is dragged from the tray onto the board and snaps to its cells (a green
 * outline where it fits, red where it does not); dragged off the board it goes back to the tray.
 * R turns the piece held or chosen a quarter clockwise and F turns it over (one-sided pieces do
 * not), as the Rotate and Flip buttons do; from the keyboard alone, the arrow keys move a ring
 * over the board and Enter puts the chosen piece there. Undo (Ctrl+Z) takes back a move, Hint
 * rings one piece's place in a completion (core/tiling/hint.ts, the function `placer tile --hint`
 * calls, on a worker) or names the piece that blocks every one, and a timer that can be paused
 * and hidden runs from the first move. The rules are game.ts, the state and moves session.ts.
 */
import { pageWorkers } from '../../workers/spawn.js';
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { SQUARE_IDS } from '../../../core/symmetry.js';
import { TILING_FILLS, TILING_INK } from '../../../render/tiling/palette.js';
import { clockMs, clockText } from '../../state/gameClock.js';
import { cellLabel, drawing, fitAt, lift, occupancy, place, placeOn, solved } from './game.js';
import {
  chosen,
  clock,
  commit,
  cornerFor,
  cursor,
  drag,
  game,
  giveHint,
  hintsUsed,
  past,
  shown,
  turnedInTray,
  turnPiece,
  undo,
} from './session.js';
import { PlayButtons, PlayFooter } from './PlayControls.js';
import './play.css';

const S = 48;

/** A cell's square drawn `by` units inside its edges (the ghost, the hint's ring, the cursor). */
function inset(cell: number, width: number, by: number) {
  return {
    x: (cell % width) * S + by,
    y: Math.floor(cell / width) * S + by,
    width: S - 2 * by,
    height: S - 2 * by,
  };
}

/** The board cell under a point of the page, or null off the board. */
function cellAt(
  svg: SVGSVGElement | null,
  width: number,
  height: number,
  x: number,
  y: number,
): number | null {
  if (svg === null) return null;
  const b = svg.getBoundingClientRect();
  const c = Math.floor(((x - b.left) / b.width) * width);
  const r = Math.floor(((y - b.top) / b.height) * height);
  return r < 0 || c < 0 || r >= height || c >= width ? null : r * width + c;
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

export function PlayBoard({
  name,
  testId,
  onRestart,
  buttons,
}: {
  /** What the board is, for its label ("board for May 21"). */
  readonly name: string;
  /** The prefix of its test ids (calendar-board, calendar-hint, …). */
  readonly testId: string;
  /** Restart: a new game of the same problem. */
  readonly onRestart: () => void;
  /** More buttons after Restart (Print). */
  readonly buttons?: ComponentChildren;
}) {
  const g = game.value;
  const H = g.region.height;
  const W = g.region.width;
  const boardRef = useRef<SVGSVGElement>(null);
  const owner = occupancy(g);
  const rows = drawing(g);
  const d = drag.value;
  const corner = d?.corner ?? null;
  const ghost = d === null || corner === null ? null : fitAt(g, d.i, d.shape, corner);
  // The held piece's cells over the board, green where it fits, red where not.
  const ghostCells =
    d === null || corner === null
      ? []
      : d.shape.cells
          .map(([r, c]) => [Math.floor(corner / W) + r, (corner % W) + c])
          .filter(([r, c]) => r < H && c < W)
          .map(([r, c]) => r * W + c);
  const done = solved(g);

  // Moves of the pointer while a piece is held, anywhere on the page.
  const onMove = (e: PointerEvent): void => {
    const held = drag.value;
    if (held === null) return;
    const moved = held.moved || Math.hypot(e.clientX - held.x0, e.clientY - held.y0) > 4;
    const cell = cellAt(boardRef.current, W, H, e.clientX, e.clientY);
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
    grab(e, i, 'board', [Math.floor(cell / W) - Math.floor(at / W), (cell % W) - (at % W)]);
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
      ArrowUp: -W,
      ArrowDown: W,
    };
    if (e.key in step) {
      e.preventDefault();
      const next = cursor.value + step[e.key];
      const sameRow =
        Math.abs(step[e.key]) !== 1 || Math.floor(next / W) === Math.floor(cursor.value / W);
      if (next >= 0 && next < W * H && sameRow) cursor.value = next;
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
  const hinted = shown.value?.place;
  const status = done
    ? `Solved in ${clockText(clockMs(clock.value, performance.now()))}${hintsUsed.value > 0 ? ` with ${hintsUsed.value} hint${hintsUsed.value === 1 ? '' : 's'}` : ''}!`
    : (shown.value?.words ??
      (chosen.value === null
        ? 'Drag a piece onto the board, or choose one and place it with the arrow keys and Enter.'
        : `The ${g.pieces[chosen.value].letter} is chosen: R turns it, F turns it over.`));

  const oneSided = chosen.value !== null && g.kinds[chosen.value]?.piece.oneSided === true;

  return (
    <div class="play-area">
      <svg
        ref={boardRef}
        class="play-board"
        viewBox={`0 0 ${W * S} ${H * S}`}
        role="application"
        aria-label={`${name}: ${rows.join(' ')}`}
        tabindex={0}
        data-testid={`${testId}-board`}
        data-rows={rows.join('/')}
        onKeyDown={onBoardKey}
      >
        {Array.from({ length: W * H }, (_, cell) => {
          const label = cellLabel(g, cell);
          // A cell of the region, or one of the date's left out (labelled, not a region cell).
          if (g.region.cells[cell] === 0 && label === '') return null;
          const x = (cell % W) * S;
          const y = Math.floor(cell / W) * S;
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
            {...inset(cell, W, 3)}
            class={ghost === null ? 'ghost misfit' : 'ghost fits'}
          />
        ))}
        {[...hintCells].map((cell) => (
          <rect key={`h${cell}`} {...inset(cell, W, 5)} class="hint-ring" data-hint={cell} />
        ))}
        <rect {...inset(cursor.value, W, 1)} class="cursor" />
      </svg>
      <div class="play-side">
        <div class="tray" data-testid={`${testId}-tray`}>
          {g.pieces.map((p, i) =>
            p.at === null ? <TrayPiece key={p.letter} i={i} onGrab={grabFromTray} /> : null,
          )}
          {done && <p class="solved">Every piece is on the board.</p>}
        </div>
        <PlayButtons
          canUndo={past.value.length > 0}
          done={done}
          onUndo={undo}
          onHint={() => void giveHint(pageWorkers().spawn)}
          hintTestId={`${testId}-hint`}
          place={
            hinted == null
              ? null
              : {
                  label: 'Place it',
                  onPlace: () => commit(placeOn(game.value, hinted.letter, hinted.cells)),
                }
          }
          onRestart={onRestart}
          extra={buttons}
        >
          <button
            type="button"
            disabled={chosen.value === null || done}
            onClick={() => turnPiece(SQUARE_IDS.rot90)}
          >
            Rotate (R)
          </button>{' '}
          <button
            type="button"
            disabled={chosen.value === null || done || oneSided}
            onClick={() => turnPiece(SQUARE_IDS.flipH)}
          >
            Flip (F)
          </button>{' '}
        </PlayButtons>
        <PlayFooter clock={clock} testId={testId} status={status} />
      </div>
    </div>
  );
}
