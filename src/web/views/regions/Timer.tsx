/** The regions game's clock: the time played, counting while the game runs. */
import { useEffect, useState } from 'preact/hooks';
import { type Game } from './session.js';

/** Minutes and seconds, as a game clock reads. */
function clock(ms: number): string {
  const s = Math.floor(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** The time played: counts while the game runs, stops when it is solved. */
export function Timer({ g }: { g: Game }) {
  const [, tick] = useState(0);
  const running = g.started !== null && g.stopped === null;
  useEffect(() => {
    if (!running) return;
    const t = setInterval(() => tick((x) => x + 1), 1000);
    return () => clearInterval(t);
  }, [running]);
  const ms = g.started === null ? 0 : (g.stopped ?? performance.now()) - g.started;
  return (
    <span class="timer" data-testid="regions-timer">
      Time {clock(ms)}
    </span>
  );
}
