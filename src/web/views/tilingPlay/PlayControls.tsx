/**
 * What a played board (PlayBoard.tsx) and a packed box (PackingPlay.tsx) show alike: the row of
 * game buttons (Undo, Hint, the hinted piece's Place button, Restart, with the view's own before
 * and after them), and the foot: the timer (app/GameTimer.tsx, on the view's clock signal) and
 * the status line that says how the game stands.
 */
import type { Signal } from '@preact/signals';
import type { ComponentChildren } from 'preact';
import { GameTimer } from '../../app/GameTimer.js';
import type { GameClock } from '../../state/gameClock.js';

export function PlayButtons(props: {
  /** Buttons before Undo (the board's Rotate and Flip). */
  readonly children?: ComponentChildren;
  readonly canUndo: boolean;
  readonly done: boolean;
  readonly onUndo: () => void;
  readonly onHint: () => void;
  readonly hintTestId: string;
  /** The hinted piece's button, while a hint names one. */
  readonly place: {
    readonly label: string;
    readonly testId?: string;
    readonly onPlace: () => void;
  } | null;
  readonly onRestart: () => void;
  /** Buttons after Restart (the view's Print). */
  readonly extra?: ComponentChildren;
}) {
  const { children, canUndo, done, onUndo, onHint, hintTestId, place, onRestart, extra } = props;
  return (
    <p class="play-buttons">
      {children}
      <button type="button" disabled={!canUndo || done} onClick={onUndo}>
        Undo
      </button>{' '}
      <button type="button" disabled={done} onClick={onHint} data-testid={hintTestId}>
        Hint
      </button>{' '}
      {place !== null && (
        <button type="button" data-testid={place.testId} onClick={place.onPlace}>
          {place.label}
        </button>
      )}{' '}
      <button type="button" onClick={onRestart}>
        Restart
      </button>{' '}
      {extra}
    </p>
  );
}

export function PlayFooter(props: {
  readonly clock: Signal<GameClock>;
  readonly testId: string;
  readonly status: string;
}) {
  const { clock, testId, status } = props;
  return (
    <>
      <p>
        <GameTimer
          clock={clock.value}
          onChange={(c) => (clock.value = c)}
          testId={`${testId}-timer`}
        />
      </p>
      <p class="play-status" role="status" data-testid={`${testId}-status`}>
        {status}
      </p>
    </>
  );
}
