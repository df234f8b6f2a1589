/** The player's clock and frames in the browser (playback.ts takes any Scheduler). */
import type { Scheduler } from './playback.js';

export const browserScheduler: Scheduler = {
  now: () => performance.now(),
  frame: (callback) => requestAnimationFrame(() => callback()),
  cancel: (id) => cancelAnimationFrame(id),
};
