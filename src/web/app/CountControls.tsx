/**
 * The frame of a view's Count panel: its title, Count and Cancel, the status line read out as it
 * changes, and the figures under it (the view's). The tilings, kings and regions views share it
 * (NodesCountPanel.tsx for the kings and regions), so a count looks and reads the same everywhere;
 * the words of a finished count too (countedWords).
 */
import type { ComponentChildren } from 'preact';
import { formatDuration } from '../../render/duration.js';
import { plural } from '../../render/plural.js';

/** "Counted in 4.2 s on 2 workers." */
export function countedWords(ms: number, threads: number): string {
  return `Counted in ${formatDuration(ms / 1000)} on ${plural(threads, 'worker')}.`;
}

export function CountControls(props: {
  /** The panel title's id (aria-labelledby). */
  readonly id: string;
  readonly running: boolean;
  /** Count is offered (the problem's input is valid). */
  readonly canStart: boolean;
  readonly onCount: () => void;
  readonly onCancel: () => void;
  readonly line: string;
  readonly statusTestId: string;
  readonly children?: ComponentChildren;
}) {
  const { id, running, canStart, onCount, onCancel, line, statusTestId, children } = props;
  return (
    <section class="panel" aria-labelledby={id}>
      <h3 id={id}>Count</h3>
      <div class="controls">
        <button type="button" disabled={running || !canStart} onClick={onCount}>
          Count
        </button>
        <button type="button" disabled={!running} onClick={onCancel}>
          Cancel
        </button>
      </div>
      <p class="status" role="status" aria-live="polite" data-testid={statusTestId}>
        {line}
      </p>
      {children}
    </section>
  );
}
