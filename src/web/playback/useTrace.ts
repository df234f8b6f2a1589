/**
 * A view's trace and its player, tied to the page's URL: made once per trace (a new one when
 * `key` changes, the old one disposed of), sent to the URL's step when the page opens at one,
 * and writing its position and speed back to the URL — at once when it stops, at most once a
 * second while it plays (browsers throttle history updates). A step changed in the URL from
 * outside (the back button) seeks the player there.
 */
import { effect } from '@preact/signals';
import { useEffect, useMemo } from 'preact/hooks';
import { page, update } from '../store.js';
import type { Playback } from './playback.js';

const WRITE_EVERY_MS = 1000;

export function useTrace<T extends { readonly playback: Playback<unknown> }>(
  key: string,
  make: () => T,
): T {
  // The key names the trace: `make` is called again only when it changes.
  const made = useMemo(make, [key]);
  useEffect(() => {
    const p = made.playback;
    let written = page.peek().step;
    if (written > 0) p.seek(written);
    let timer: ReturnType<typeof setTimeout> | null = null;
    const write = (): void => {
      timer = null;
      const k = p.position.peek();
      if (k !== page.peek().step) {
        written = k;
        update({ step: k });
      }
    };
    const stops = [
      effect(() => {
        void p.position.value;
        const busy = p.playing.value || p.seeking.value !== null;
        if (!busy) {
          if (timer !== null) clearTimeout(timer);
          write();
        } else if (timer === null) timer = setTimeout(write, WRITE_EVERY_MS);
      }),
      effect(() => {
        const s = p.speed.value;
        if (s !== page.peek().speed) update({ speed: s });
      }),
      effect(() => {
        const k = page.value.step;
        if (k !== written && k !== p.position.peek()) {
          written = k;
          p.seek(k);
        }
      }),
    ];
    return () => {
      for (const stop of stops) stop();
      if (timer !== null) clearTimeout(timer);
      p.dispose();
    };
  }, [made]);
  return made;
}
