/**
 * A worker started before its user listens (the queens count's workers while the plan is made,
 * the tilings view's warmed-up workers): it may fail to load before the pool registers its exit
 * listener, and the pool must still hear of it, so the handle keeps that exit until then.
 */
import type { Handle } from './serialWorker.js';

/** `h`, keeping an exit that comes before `onExit` is called and telling it then. */
export function startedAhead(h: Handle): Handle {
  let reason: string | null = null;
  let listener: ((reason: string) => void) | null = null;
  h.onExit((r) => {
    if (listener !== null) listener(r);
    else reason = r;
  });
  return {
    post: (m) => h.post(m),
    onMessage: (l) => h.onMessage(l),
    onExit: (l) => {
      listener = l;
      const r = reason;
      if (r !== null) queueMicrotask(() => l(r));
    },
    terminate: () => h.terminate(),
  };
}
