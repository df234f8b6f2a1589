/**
 * The player's controls, the same for every trace: step back, play/pause, step, a scrubbable
 * timeline over the lines reached (the whole trace once its end is known), the line number, an
 * exponential speed slider with 'max', and the keys (Space, ←, →, +, −, Home, End) with their
 * legend. Keys are read on the document, except where the focused control takes the key itself
 * (state/playback.ts `focusTakesKey`). The timeline counts the trace's lines (one per event, as
 * the CLI prints them), not the search's own steps that a caption starts with (a solution or the
 * end is a line but no step), so it is called "Trace line" and says so under the keys.
 */
import { useEffect } from 'preact/hooks';
import {
  MAX_SPEED,
  focusTakesKey,
  keyAction,
  speedLabel,
  type PlayerAction,
} from '../state/playback.js';
import type { Playback } from './playback.js';

const nf = new Intl.NumberFormat('en-US');

export interface PlayerProps<E> {
  readonly playback: Playback<E>;
}

function act<E>(p: Playback<E>, a: PlayerAction): void {
  switch (a) {
    case 'toggle':
      return p.toggle();
    case 'forward':
      return p.forward();
    case 'back':
      return p.back();
    case 'faster':
      return p.faster();
    case 'slower':
      return p.slower();
    case 'start':
      return p.seek(0);
    case 'end':
      return p.end();
  }
}

export function Player<E>({ playback: p }: PlayerProps<E>) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
      const a = keyAction(e.key);
      if (a === null) return;
      const t = e.target instanceof Element ? e.target : null;
      if (t !== null) {
        const type = t instanceof HTMLInputElement ? t.type : null;
        if (focusTakesKey(t.tagName, type, e.key)) return;
        // A clickable board moves its own cursor with the arrows.
        if (t.closest('.board.interactive') !== null) return;
      }
      e.preventDefault();
      act(p, a);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [p]);

  const position = p.position.value;
  const reached = p.reached.value;
  const length = p.length.value;
  const playing = p.playing.value;
  const speed = p.speed.value;
  const seeking = p.seeking.value;
  const atEnd = length !== null && position >= length;
  const last = length ?? reached;
  return (
    <div class="player" role="group" aria-label="Playback">
      <div class="player-row">
        <button
          type="button"
          onClick={() => p.back()}
          disabled={position === 0}
          aria-keyshortcuts="ArrowLeft"
        >
          ◀ Back
        </button>
        <button
          type="button"
          class="primary play"
          onClick={() => p.toggle()}
          disabled={atEnd && !playing}
          aria-pressed={playing}
          aria-keyshortcuts="Space"
        >
          {playing ? 'Pause' : 'Play'}
        </button>
        <button
          type="button"
          onClick={() => p.forward()}
          disabled={atEnd}
          aria-keyshortcuts="ArrowRight"
        >
          Step ▶
        </button>
        <span class="player-step" data-testid="player-step">
          Trace line <output>{nf.format(position)}</output>
          {length !== null ? ` of ${nf.format(length)}` : ` (${nf.format(reached)} reached)`}
        </span>
      </div>
      <label class="timeline">
        <span class="visually-hidden">Timeline</span>
        <input
          type="range"
          min={0}
          max={Math.max(last, position)}
          step={1}
          value={position}
          aria-valuetext={`trace line ${position}`}
          onInput={(e) => p.seek(Number(e.currentTarget.value))}
        />
      </label>
      <div class="player-row">
        <label class="speed">
          Speed
          <input
            type="range"
            min={0}
            max={MAX_SPEED}
            step={1}
            value={speed}
            aria-valuetext={speedLabel(speed)}
            onInput={(e) => p.setSpeed(Number(e.currentTarget.value))}
          />
          <output data-testid="player-speed">{speedLabel(speed)}</output>
        </label>
        {seeking !== null && (
          <span class="seeking" role="status">
            Going to trace line {nf.format(seeking)}…
          </span>
        )}
      </div>
      <p class="keys">
        Keys: <kbd>Space</kbd> play/pause, <kbd>←</kbd> <kbd>→</kbd> step, <kbd>+</kbd> <kbd>−</kbd>{' '}
        speed, <kbd>Home</kbd> <kbd>End</kbd> first and last line.
      </p>
      <p class="keys" data-testid="player-counts">
        The timeline counts the trace’s lines, one per event as the CLI prints them; a step number
        in a line is the search’s own count (a solution or the end is a line, not a step).
      </p>
    </div>
  );
}
