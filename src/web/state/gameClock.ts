/**
 * A play view's clock: the time played, which can be paused (by the player, or when the tab is
 * hidden) and stops when the puzzle is solved. Plain data and pure moves, so every play view
 * keeps it the same way and the tests run it in Node; `now` is performance.now() on the page.
 */
export interface GameClock {
  /** Milliseconds played before `since`. */
  readonly ms: number;
  /** When it last started running; null while paused, stopped or not started. */
  readonly since: number | null;
  /** Solved: it runs no more. */
  readonly stopped: boolean;
}

/** Not started: 0:00, not running. */
export const IDLE_CLOCK: GameClock = { ms: 0, since: null, stopped: false };

/** Started at `now` (a first move); a running or stopped clock is left as it is. */
export function startClock(c: GameClock, now: number): GameClock {
  return c.stopped || c.since !== null || c.ms > 0 ? c : { ...c, since: now };
}

/** Paused at `now`: the time so far is kept. */
export function pauseClock(c: GameClock, now: number): GameClock {
  return c.since === null ? c : { ...c, ms: c.ms + (now - c.since), since: null };
}

/** Running again from `now` (a paused clock that had started; never a stopped one). */
export function resumeClock(c: GameClock, now: number): GameClock {
  return c.stopped || c.since !== null || c.ms === 0 ? c : { ...c, since: now };
}

/** Stopped for good at `now` (solved). */
export function stopClock(c: GameClock, now: number): GameClock {
  return { ...pauseClock(c, now), stopped: true };
}

/**
 * Running again from `now` after a solve was taken back (undo): the time so far is kept. A clock
 * that never ran (a solution shown, not played) goes back to not started.
 */
export function reopenClock(c: GameClock, now: number): GameClock {
  if (!c.stopped) return c;
  return c.ms === 0 ? IDLE_CLOCK : { ms: c.ms, since: now, stopped: false };
}

/**
 * The clock after a move: running again if the move takes back a solve, started by a move the
 * player made (`played`; not by a solution shown), stopped when the move solves the puzzle.
 */
export function clockAfterMove(
  c: GameClock,
  solvedNow: boolean,
  now: number,
  played = true,
): GameClock {
  const reopened = reopenClock(c, now);
  const running = played ? startClock(reopened, now) : reopened;
  return solvedNow ? stopClock(running, now) : running;
}

/** Milliseconds played at `now`. */
export function clockMs(c: GameClock, now: number): number {
  return c.ms + (c.since === null ? 0 : now - c.since);
}

/** Whether it is paused: started, not solved, not running. */
export const isPaused = (c: GameClock): boolean => !c.stopped && c.since === null && c.ms > 0;

/** Minutes and seconds, as a game clock reads (1:05). */
export function clockText(ms: number): string {
  const s = Math.floor(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
