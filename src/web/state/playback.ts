/**
 * The player's plain rules, shared by every trace on the page: the speed stops of its
 * exponential slider, how many steps a frame owes at a speed, and which key does what. No DOM:
 * unit-tested in Node; playback/ applies them.
 */

/**
 * Speeds as multiples of 1× = 2 steps a second, doubling from stop to stop (an exponential
 * slider: the delay is BASE_DELAY_MS / 2^(stop - 1)), and a last stop, 'max', that plays as many
 * steps as a frame's time budget allows.
 */
export const SPEEDS = [0.5, 1, 2, 4, 8, 16, 32, 64] as const;
/** The stop index of 'max'. */
export const MAX_SPEED = SPEEDS.length;
/** 4×: eight steps a second, slow enough to read a caption's gist. */
export const DEFAULT_SPEED = 3;
export const BASE_DELAY_MS = 500;

/** Time a frame may spend stepping at 'max' speed, seeking or looking ahead (ms). */
export const FRAME_BUDGET_MS = 8;

/** The furthest step a URL may ask for: beyond it the page would play for minutes to get there. */
export const MAX_STEP = 100_000_000;

export function isSpeed(stop: number): boolean {
  return Number.isInteger(stop) && stop >= 0 && stop <= MAX_SPEED;
}

/** Milliseconds per step at a speed stop; null for 'max'. */
export function stepDelayMs(stop: number): number | null {
  return stop >= MAX_SPEED ? null : BASE_DELAY_MS / SPEEDS[stop];
}

/** '0.5×' … '64×', 'max': also the speed's form in the URL (without the ×). */
export function speedLabel(stop: number): string {
  return stop >= MAX_SPEED ? 'max' : `${SPEEDS[stop]}×`;
}

/** The URL's speed parameter: '0.5', '1', … '64' or 'max'. */
export function speedParam(stop: number): string {
  return stop >= MAX_SPEED ? 'max' : String(SPEEDS[stop]);
}

/** The stop a URL's speed parameter names, or null. */
export function parseSpeed(text: string): number | null {
  if (text === 'max') return MAX_SPEED;
  const i = SPEEDS.findIndex((s) => String(s) === text);
  return i < 0 ? null : i;
}

/**
 * Steps owed after `elapsedMs` at `delayMs` per step, with the time left over from earlier
 * frames (`carryMs`): whole steps now, the remainder carried to the next frame, so the rate is
 * exact whatever the frame rate.
 */
export function stepsDue(
  elapsedMs: number,
  delayMs: number,
  carryMs: number,
): { steps: number; carryMs: number } {
  const total = carryMs + Math.max(0, elapsedMs);
  const steps = Math.floor(total / delayMs);
  return { steps, carryMs: total - steps * delayMs };
}

export type PlayerAction = 'toggle' | 'forward' | 'back' | 'faster' | 'slower' | 'start' | 'end';

const KEYS: Readonly<Record<string, PlayerAction>> = {
  ' ': 'toggle',
  ArrowRight: 'forward',
  s: 'forward',
  ArrowLeft: 'back',
  '+': 'faster',
  '=': 'faster',
  '-': 'slower',
  _: 'slower',
  Home: 'start',
  End: 'end',
};

/** The player's action for a key (KeyboardEvent.key), or null. */
export function keyAction(key: string): PlayerAction | null {
  return Object.hasOwn(KEYS, key) ? KEYS[key] : null;
}

/**
 * Keys that the focused element handles itself: a button or link clicks on Space and Enter,
 * text fields and lists take every key, a slider moves on the arrows, Home and End. The player
 * then leaves the key alone.
 */
export function focusTakesKey(tag: string, inputType: string | null, key: string): boolean {
  const t = tag.toLowerCase();
  if (t === 'textarea' || t === 'select') return true;
  if (t === 'input') {
    if (inputType === 'range') return key.startsWith('Arrow') || key === 'Home' || key === 'End';
    if (inputType === 'checkbox' || inputType === 'radio')
      return key === ' ' || key.startsWith('Arrow');
    return true;
  }
  if (t === 'button' || t === 'a' || t === 'summary') return key === ' ' || key === 'Enter';
  return false;
}
