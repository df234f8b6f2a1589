import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import {
  BASE_DELAY_MS,
  MAX_SPEED,
  SPEEDS,
  focusTakesKey,
  keyAction,
  parseSpeed,
  speedLabel,
  speedParam,
  stepDelayMs,
  stepsDue,
} from './playback.js';

test('speeds double from stop to stop, 0.5× to 64×, then max', () => {
  assert.equal(stepDelayMs(1), BASE_DELAY_MS);
  for (let s = 1; s < MAX_SPEED; s++) {
    assert.equal((stepDelayMs(s - 1) ?? 0) / (stepDelayMs(s) ?? 1), 2);
  }
  assert.equal(stepDelayMs(MAX_SPEED), null);
  assert.deepEqual(
    Array.from({ length: MAX_SPEED + 1 }, (_, s) => speedLabel(s)),
    [...SPEEDS.map((x) => `${x}×`), 'max'],
  );
  for (let s = 0; s <= MAX_SPEED; s++) assert.equal(parseSpeed(speedParam(s)), s);
  for (const bad of ['3', '0.50', 'MAX', '', '1×']) assert.equal(parseSpeed(bad), null, bad);
});

test('stepsDue keeps the rate exact whatever the frames: steps = ⌊total time / delay⌋', () => {
  fc.assert(
    fc.property(
      fc.array(fc.double({ min: 0, max: 200, noNaN: true }), { maxLength: 50 }),
      fc.constantFrom(...SPEEDS.map((_, s) => stepDelayMs(s) as number)),
      (frames, delay) => {
        let carry = 0;
        let steps = 0;
        for (const dt of frames) {
          const due = stepsDue(dt, delay, carry);
          assert.ok(due.carryMs >= 0 && due.carryMs < delay);
          steps += due.steps;
          carry = due.carryMs;
        }
        const total = frames.reduce((a, b) => a + b, 0);
        assert.ok(Math.abs(steps - total / delay) <= 1 + 1e-9);
      },
    ),
  );
});

test('keys: Space, arrows, s, + and −, Home and End; the focused control keeps its own keys', () => {
  assert.equal(keyAction(' '), 'toggle');
  assert.equal(keyAction('ArrowRight'), 'forward');
  assert.equal(keyAction('s'), 'forward');
  assert.equal(keyAction('ArrowLeft'), 'back');
  assert.equal(keyAction('+'), 'faster');
  assert.equal(keyAction('-'), 'slower');
  assert.equal(keyAction('Home'), 'start');
  assert.equal(keyAction('End'), 'end');
  assert.equal(keyAction('x'), null);
  assert.equal(keyAction('toString'), null);
  // A button clicks on Space itself, but the arrows are the player's.
  assert.equal(focusTakesKey('BUTTON', null, ' '), true);
  assert.equal(focusTakesKey('BUTTON', null, 'ArrowRight'), false);
  // The timeline slider moves on the arrows (and seeks), Space plays.
  assert.equal(focusTakesKey('INPUT', 'range', 'ArrowLeft'), true);
  assert.equal(focusTakesKey('INPUT', 'range', ' '), false);
  // Text fields take every key.
  assert.equal(focusTakesKey('INPUT', 'text', '+'), true);
  assert.equal(focusTakesKey('INPUT', 'number', 'ArrowRight'), true);
  assert.equal(focusTakesKey('SELECT', null, 'ArrowRight'), true);
  assert.equal(focusTakesKey('DIV', null, ' '), false);
});
