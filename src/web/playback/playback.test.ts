import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MutationTrace } from '../../core/queens/mutation.js';
import { WalkTrace } from '../../core/queens/walk.js';
import { eventsOf } from '../../core/trace.js';
import { FRAME_BUDGET_MS, MAX_SPEED, stepDelayMs } from '../state/playback.js';
import { MutationSteps } from '../state/traceMachines.js';
import { Playback, type Scheduler } from './playback.js';

/** Frames run by hand; the clock moves by `perRead` ms at every read (work takes time). */
function fakeFrames(perRead = 0) {
  let t = 0;
  let queued: (() => void) | null = null;
  const scheduler: Scheduler = {
    now: () => (t += perRead),
    frame: (cb) => {
      queued = cb;
      return 1;
    },
    cancel: () => {
      queued = null;
    },
  };
  return {
    scheduler,
    /** Moves the clock by dt and runs the frame asked for, if any; true if one ran. */
    frame(dt = 16): boolean {
      t += dt;
      const cb = queued;
      queued = null;
      cb?.();
      return cb !== null;
    },
    get pending(): boolean {
      return queued !== null;
    },
  };
}

test('stopped at creation; 10 steps forward and 3 back is 7 forward', () => {
  const walk = [...eventsOf(new WalkTrace(6))];
  const f = fakeFrames();
  const p = new Playback(new WalkTrace(6), { scheduler: f.scheduler, lookahead: 0 });
  assert.equal(p.playing.value, false);
  assert.equal(f.pending, false, 'nothing to do, no frame asked for');
  for (let i = 0; i < 10; i++) p.forward();
  for (let i = 0; i < 3; i++) p.back();
  assert.equal(p.position.value, 7);
  assert.deepEqual(p.current.value, walk[6]);
  p.seek(0);
  assert.equal(p.current.value, null);
});

test('playing steps at the speed, exactly, and stops at the end of the trace', () => {
  const f = fakeFrames();
  const p = new Playback(new WalkTrace(4), { scheduler: f.scheduler, speed: 3, lookahead: 0 });
  const delay = stepDelayMs(3) as number; // 125 ms
  p.play();
  f.frame(0);
  assert.equal(p.position.value, 1, 'the first step comes at once');
  for (let i = 0; i < 10; i++) f.frame(50); // 500 ms more
  assert.equal(p.position.value, 1 + Math.floor(500 / delay));
  p.toggle();
  assert.equal(p.playing.value, false);
  f.frame(1000);
  assert.equal(p.position.value, 5);
  p.setSpeed(MAX_SPEED);
  p.play();
  while (f.frame()) {
    /* to the end */
  }
  assert.equal(p.playing.value, false);
  assert.equal(p.length.value, [...eventsOf(new WalkTrace(4))].length);
  assert.equal(p.position.value, p.length.value);
  assert.equal(p.atEnd, true);
});

test('a seek past the steps reached goes on frame by frame, each within the budget', () => {
  // Every clock read costs 0.5 ms of "work": a frame may read it about FRAME_BUDGET_MS / 0.5 times.
  const f = fakeFrames(0.5);
  const seen: number[] = [];
  const p = new Playback(new WalkTrace(8), {
    scheduler: f.scheduler,
    lookahead: 0,
    onNew: (_, k) => seen.push(k),
  });
  p.seek(20_000);
  assert.equal(p.seeking.value, 20_000);
  let frames = 0;
  let before = p.position.value;
  while (f.frame(0)) {
    frames++;
    const stepped = p.position.value - before;
    before = p.position.value;
    // Steps this slow (0.5 ms between reads) get the clock read after each: budget / 0.5 + 1.
    assert.ok(stepped <= FRAME_BUDGET_MS / 0.5 + 1, `${stepped} steps in one frame`);
  }
  assert.ok(frames > 1000, `${frames} frames`);
  assert.equal(p.position.value, 20_000);
  assert.equal(p.seeking.value, null);
  assert.equal(seen.length, 20_000);
  assert.deepEqual(p.current.value, [...eventsOf(new WalkTrace(8))][19_999]);
  // A manual step takes over from a seek.
  p.seek(25_000);
  p.back();
  assert.equal(p.seeking.value, null);
  assert.equal(p.position.value, 19_999);
});

test('cheap steps: the clock is read seldom, so a frame plays thousands of them', () => {
  const f = fakeFrames(0.001);
  const p = new Playback(new WalkTrace(8), { scheduler: f.scheduler, lookahead: 0 });
  let reads = 0;
  const now = f.scheduler.now;
  f.scheduler.now = () => (reads++, now());
  p.seek(30_000);
  let frames = 0;
  while (f.frame(0)) frames++;
  assert.equal(p.position.value, 30_000);
  assert.ok(reads < 1000, `${reads} clock reads for 30,000 steps`);
  assert.ok(frames < 10, `${frames} frames`);
});

test('idle frames look ahead: the length becomes known, the position stays', () => {
  const f = fakeFrames();
  const total = [...eventsOf(new MutationSteps(new MutationTrace(8, 7)))].length;
  const p = new Playback(new MutationSteps(new MutationTrace(8, 7)), { scheduler: f.scheduler });
  p.forward();
  p.forward();
  while (f.frame()) {
    /* look ahead */
  }
  assert.equal(p.length.value, total);
  assert.equal(p.reached.value, total);
  assert.equal(p.position.value, 2);
  p.end();
  assert.equal(p.position.value, total);
  p.dispose();
  p.seek(0);
  assert.equal(f.pending, false, 'no frame after dispose');
});
