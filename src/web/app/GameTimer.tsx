/**
 * A play view's timer (state/gameClock.ts): the time played, with Pause/Resume and Hide/Show, and
 * paused by itself while the tab is hidden (resumed when it is shown again, unless the player had
 * paused it). The view owns the clock; this draws it and asks for changes.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import {
  clockMs,
  clockText,
  isPaused,
  pauseClock,
  resumeClock,
  type GameClock,
} from '../state/gameClock.js';

export function GameTimer({
  clock,
  onChange,
  testId,
}: {
  readonly clock: GameClock;
  readonly onChange: (c: GameClock) => void;
  readonly testId: string;
}) {
  const [, tick] = useState(0);
  const [hidden, setHidden] = useState(false);
  const running = clock.since !== null;
  useEffect(() => {
    if (!running) return;
    const t = setInterval(() => tick((x) => x + 1), 1000);
    return () => clearInterval(t);
  }, [running]);
  // The latest clock and setter for the visibility listener, which is added once.
  const latest = useRef({ clock, onChange });
  latest.current = { clock, onChange };
  const autoPaused = useRef(false);
  useEffect(() => {
    const onVisibility = (): void => {
      const { clock: c, onChange: set } = latest.current;
      if (document.hidden && c.since !== null) {
        autoPaused.current = true;
        set(pauseClock(c, performance.now()));
      } else if (!document.hidden && autoPaused.current) {
        autoPaused.current = false;
        set(resumeClock(c, performance.now()));
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);
  const paused = isPaused(clock);
  return (
    <span class="game-timer" data-testid={testId} data-paused={paused ? '1' : '0'}>
      <span class="time" aria-live="off">
        {hidden ? 'Time hidden' : `Time ${clockText(clockMs(clock, performance.now()))}`}
        {paused ? ' (paused)' : ''}
      </span>{' '}
      <button
        type="button"
        disabled={!running && !paused}
        onClick={() => {
          autoPaused.current = false;
          const now = performance.now();
          onChange(paused ? resumeClock(clock, now) : pauseClock(clock, now));
        }}
      >
        {paused ? 'Resume' : 'Pause'}
      </button>{' '}
      <button type="button" aria-pressed={hidden} onClick={() => setHidden(!hidden)}>
        {hidden ? 'Show time' : 'Hide time'}
      </button>
    </span>
  );
}
