/**
 * Play: click squares (or move with the arrow keys and press Enter) to place and remove queens;
 * attacked queens are marked and their lines drawn, attacked squares shaded on request, and the
 * board exports as SVG or PNG. The queens are in the URL, so a position can be shared. A timer
 * (app/GameTimer.tsx) runs from the first queen placed until the board is solved.
 */
import { signal } from '@preact/signals';
import { useState } from 'preact/hooks';
import { GameTimer } from '../../app/GameTimer.js';
import { clockAfterMove, IDLE_CLOCK, type GameClock } from '../../state/gameClock.js';
import { boardOf } from '../../../render/queens/board.js';
import { makePlacement } from '../../../core/queens/placement.js';
import { SizeField } from '../../app/SizeField.js';
import { Board } from '../../board/Board.js';
import { ExportButtons } from '../../board/ExportButtons.js';
import { CompletionPanel } from './CompletionPanel.js';
import { boardSvg } from '../../board/export.js';
import { formatQueens, playSummary, toggleQueen } from './play.js';
import { MAX_N } from '../queensBoard.js';
import { page, update } from '../../store.js';

/** The time played on this board, kept while the page lives. */
const clock = signal<GameClock>(IDLE_CLOCK);

/** A move on the board: the clock starts, stops when it solves the board, and runs again after. */
function played(next: Int32Array): void {
  clock.value = clockAfterMove(clock.value, playSummary(next).solved, performance.now());
  update({ queens: next });
}

export function PlayView() {
  const { n, queens, shade } = page.value;
  const board = boardOf(makePlacement(queens));
  const summary = playSummary(queens);
  const svg = () =>
    boardSvg(board, { shadeAttacked: shade, title: `${n}×${n} queens: ${formatQueens(queens)}` });
  const name = `queens-${n}`;
  const [sizeOk, setSizeOk] = useState(true);
  return (
    <section aria-labelledby="view-title">
      <h2 id="view-title">Play</h2>
      <p class="lead">
        Place N queens so that none attacks another. Click a square to put the queen of its row
        there, click her again to lift her. Attacked queens turn vermillion inside a dashed frame.
        Complete this fills the other rows; How many completions counts every way to fill them.
      </p>
      <div class="controls">
        <SizeField
          value={n}
          max={MAX_N}
          onChange={(v) => {
            clock.value = IDLE_CLOCK;
            update({ n: v });
          }}
          onValid={setSizeOk}
        />
        <label>
          <input
            type="checkbox"
            checked={shade}
            onChange={(e) => update({ shade: e.currentTarget.checked })}
          />
          Shade attacked squares
        </label>
        <button
          type="button"
          disabled={!sizeOk}
          onClick={() => {
            clock.value = IDLE_CLOCK;
            update({ queens: new Int32Array(n).fill(-1) });
          }}
        >
          Clear
        </button>
        <GameTimer clock={clock.value} onChange={(c) => (clock.value = c)} testId="play-timer" />
      </div>
      <div class="columns">
        <Board
          board={board}
          shadeAttacked={shade}
          onCell={(r, c) => played(toggleQueen(page.value.queens, r, c))}
        />
        <div>
          <p
            class={summary.solved ? 'status solved' : 'status'}
            role="status"
            data-testid="play-status"
          >
            {summary.line}
          </p>
          {summary.attacks.length > 0 && (
            <ul class="attacks">
              {summary.attacks.map((a, i) => (
                <li key={i}>{a}</li>
              ))}
              {summary.pairs > summary.attacks.length && (
                <li>and {summary.pairs - summary.attacks.length} more</li>
              )}
            </ul>
          )}
          <CompletionPanel queens={queens} disabled={!sizeOk} onComplete={played} />
          <ExportButtons name={name} svg={svg} />
          <p class="keys">
            Keys: <kbd>Tab</kbd> to the board, <kbd>←</kbd> <kbd>↑</kbd> <kbd>→</kbd> <kbd>↓</kbd>{' '}
            move, <kbd>Enter</kbd> or <kbd>Space</kbd> places or lifts a queen.
          </p>
        </div>
      </div>
    </section>
  );
}
