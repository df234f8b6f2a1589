/**
 * Seed 003's table of states (state number, permutation, error) up to the current step, as a
 * window: only the rows in view are in the page (a few dozen), positioned in a spacer as tall as
 * the whole table, so 10^5 rows scroll as fast as 10. The current row is marked and kept in
 * view while the run plays; clicking a row goes to its step.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { StateRows } from './stateRows.js';

/** Row height in CSS pixels (styles/views.css gives .state-row the same). */
export const ROW_PX = 24;
/** Rows drawn above and below the window, so a fast scroll shows no gap. */
const OVERSCAN = 8;

export interface StateTableProps {
  readonly rows: StateRows;
  /** Rows 0…last are shown (the states reached up to the current step). */
  readonly last: number;
  readonly onPick: (position: number) => void;
}

export function StateTable({ rows, last, onPick }: StateTableProps) {
  const box = useRef<HTMLDivElement>(null);
  const [top, setTop] = useState(0);
  const [height, setHeight] = useState(16 * ROW_PX);
  const count = last + 1;

  useEffect(() => {
    const el = box.current;
    if (el === null) return;
    setHeight(el.clientHeight);
    const observer = new ResizeObserver(() => setHeight(el.clientHeight));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  // Keep the current (last) row in view.
  useEffect(() => {
    const el = box.current;
    if (el === null || last < 0) return;
    const y = last * ROW_PX;
    if (y < el.scrollTop || y + ROW_PX > el.scrollTop + el.clientHeight) {
      el.scrollTop = Math.max(0, y + ROW_PX - el.clientHeight);
    }
  }, [last]);

  const first = Math.max(0, Math.floor(top / ROW_PX) - OVERSCAN);
  const end = Math.min(count, Math.ceil((top + height) / ROW_PX) + OVERSCAN);
  const shown = [];
  for (let i = first; i < end; i++) {
    const r = rows.row(i);
    shown.push(
      <div
        key={i}
        role="row"
        class={i === last ? 'state-row current' : 'state-row'}
        aria-rowindex={i + 2}
        aria-current={i === last ? 'step' : undefined}
        style={{ transform: `translateY(${i * ROW_PX}px)` }}
        onClick={() => onPick(r.position)}
      >
        <span role="cell" class="num">
          {r.step}.
        </span>
        <span role="cell" class="perm" title={r.perm}>
          {r.perm}
        </span>
        <span role="cell" class="num">
          {r.error}
        </span>
      </div>,
    );
  }
  return (
    <div class="state-table" role="table" aria-label="States" aria-rowcount={count + 1}>
      <div role="row" class="state-row head" aria-rowindex={1}>
        <span role="columnheader" class="num">
          State
        </span>
        <span role="columnheader" class="perm">
          Permutation
        </span>
        <span role="columnheader" class="num">
          Error
        </span>
      </div>
      <div
        class="state-window"
        ref={box}
        tabIndex={0}
        data-testid="state-window"
        onScroll={(e) => setTop(e.currentTarget.scrollTop)}
      >
        <div class="state-spacer" style={{ height: `${count * ROW_PX}px` }}>
          {shown}
        </div>
      </div>
    </div>
  );
}
