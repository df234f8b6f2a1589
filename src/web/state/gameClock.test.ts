import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  clockAfterMove,
  clockMs,
  clockText,
  IDLE_CLOCK,
  isPaused,
  pauseClock,
  reopenClock,
  resumeClock,
  startClock,
  stopClock,
} from './gameClock.js';

test('the clock counts while running, keeps its time paused, and stops for good', () => {
  assert.equal(clockMs(IDLE_CLOCK, 5000), 0);
  // Resuming a clock that never started does not start it.
  assert.deepEqual(resumeClock(IDLE_CLOCK, 10), IDLE_CLOCK);
  let c = startClock(IDLE_CLOCK, 1000);
  assert.equal(clockMs(c, 4000), 3000);
  c = pauseClock(c, 4000);
  assert.equal(isPaused(c), true);
  assert.equal(clockMs(c, 60_000), 3000, 'no time passes while paused');
  // A second start (another move) while paused does not restart it: only resume does.
  assert.deepEqual(startClock(c, 70_000), c);
  c = resumeClock(c, 70_000);
  assert.equal(isPaused(c), false);
  assert.equal(clockMs(c, 72_500), 5500);
  c = stopClock(c, 72_500);
  assert.equal(clockMs(c, 999_999), 5500);
  assert.deepEqual(resumeClock(c, 1), c, 'a solved clock stays stopped');
  assert.equal(isPaused(c), false);
  // Undo after the solve: it runs on from the time it had.
  const again = reopenClock(c, 100_000);
  assert.equal(clockMs(again, 101_000), 6500);
  assert.deepEqual(reopenClock(again, 5), again, 'a running clock is left as it is');
  assert.deepEqual(reopenClock(stopClock(IDLE_CLOCK, 9), 10), IDLE_CLOCK, 'never ran');
  // A move that solves at once, then one that unsolves: the clock runs from that move.
  const instant = clockAfterMove(IDLE_CLOCK, true, 50);
  assert.equal(instant.stopped, true);
  const after = clockAfterMove(instant, false, 60);
  assert.equal(clockMs(after, 1060), 1000);
  // A solution shown (not played) starts nothing; taking it back leaves it not started.
  assert.deepEqual(
    clockAfterMove(clockAfterMove(IDLE_CLOCK, true, 5, false), false, 9, false),
    IDLE_CLOCK,
  );
  assert.equal(clockText(5500), '0:05');
  assert.equal(clockText(65_000), '1:05');
});
