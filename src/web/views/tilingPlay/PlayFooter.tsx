/**
 * The foot of a played board or box: the timer (app/GameTimer.tsx, on the view's clock signal)
 * and the status line that says how the game stands, as PlayBoard.tsx and PackingPlay.tsx show
 * them.
 */
import type { Signal } from '@preact/signals';
import { GameTimer } from '../../app/GameTimer.js';
import type { GameClock } from '../../state/gameClock.js';

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
