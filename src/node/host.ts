/** Node's side of the core driver: the clock and a yield that lets pending events run. */
import type { Host } from '../core/run/drive.js';

export const nodeHost: Host = {
  now: () => performance.now(),
  yield: () => new Promise((resolve) => setImmediate(resolve)),
};
