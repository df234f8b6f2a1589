/**
 * The list of placements: a listbox that draws only the rows in view, over any number of rows
 * (listWindow.ts does the arithmetic, including lists taller than a browser can scroll).
 * Written here rather than taken from @tanstack/virtual-core: that one sizes its scrolling area
 * as rows × height, which for N = 17 (95.8 million rows) is far past every browser's cap, so the
 * rows past the first million or so could not be scrolled to. This one is small: a top row kept
 * as a number, the wheel and the keys moving it row by row, the scroll bar a fraction of the way.
 *
 * Click a row, or focus the list and use ↑ ↓ PgUp PgDn Home End, to select one.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import {
  areaPx,
  clampTop,
  maxTop,
  rowsDrawn,
  rowsInView,
  rowY,
  scaled,
  scrollFromTop,
  topFromScroll,
  topShowing,
  type ListGeometry,
} from './listWindow.js';

/** Row height in px (the CSS gives .placement-row this height too). */
export const ROW_PX = 28;

export interface PlacementListProps {
  readonly rows: number;
  /** Row i's text, or null while it is being fetched. */
  readonly text: (i: number) => string | null;
  readonly selected: number | null;
  readonly onSelect: (i: number) => void;
  /** The rows drawn, whenever they change (to fetch them). */
  readonly onView: (first: number, last: number) => void;
  /** Changed to bring the selected row to the middle of the view (a typed row number). */
  readonly reveal: number;
  readonly label: string;
  readonly children?: ComponentChildren;
}

const nf = new Intl.NumberFormat('en-US');

export function PlacementList(props: PlacementListProps) {
  const { rows, text, selected, onSelect, onView, reveal, label } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const top = useRef(0);
  /** The scroll position last set here, to tell our own scroll events from the user's. */
  const setScroll = useRef(-1);
  const [viewPx, setViewPx] = useState(ROW_PX * 14);
  const [, redraw] = useState(0);
  const g: ListGeometry = { rows, rowPx: ROW_PX, viewPx };

  const scrollTo = (t: number): void => {
    const el = scroller.current;
    top.current = clampTop(g, t);
    if (el !== null) {
      const s = scrollFromTop(g, top.current);
      setScroll.current = s;
      el.scrollTop = s;
    }
    redraw((x) => x + 1);
  };

  useLayoutEffect(() => {
    const el = scroller.current;
    if (el === null) return;
    const measure = (): void => setViewPx(Math.max(ROW_PX, el.clientHeight));
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  // A list that shrank (another listing) keeps its top row within it.
  if (top.current > maxTop(g)) top.current = maxTop(g);

  useLayoutEffect(() => {
    if (selected === null) return;
    scrollTo(selected - rowsInView(g) / 2 + 0.5);
    // Only a new reveal recentres; moving the selection by keys scrolls just enough.
  }, [reveal]);

  const { first, last } = rowsDrawn(g, top.current);
  // The rows the view has room for, drawn or not: a list still empty asks for its first rows.
  const room = Math.floor(top.current) + Math.ceil(rowsInView(g));
  useEffect(() => onView(first, Math.max(last, room)), [first, last, room, rows]);

  const onScroll = (): void => {
    const el = scroller.current;
    if (el === null) return;
    if (Math.abs(el.scrollTop - setScroll.current) < 1) return;
    setScroll.current = -1;
    top.current = topFromScroll(g, el.scrollTop);
    redraw((x) => x + 1);
  };

  // Scaled, a wheel notch would jump thousands of rows: the wheel moves rows instead.
  useEffect(() => {
    const el = scroller.current;
    if (el === null || !scaled(g)) return;
    const wheel = (e: WheelEvent): void => {
      if (e.deltaY === 0 || e.ctrlKey) return;
      e.preventDefault();
      const px =
        e.deltaMode === 1 ? e.deltaY * ROW_PX : e.deltaMode === 2 ? e.deltaY * viewPx : e.deltaY;
      scrollTo(top.current + px / ROW_PX);
    };
    el.addEventListener('wheel', wheel, { passive: false });
    return () => el.removeEventListener('wheel', wheel);
  }, [rows, viewPx]);

  const choose = (i: number): void => {
    const j = Math.min(Math.max(0, i), rows - 1);
    if (j < 0) return;
    onSelect(j);
    scrollTo(topShowing(g, top.current, j));
  };

  const onKey = (e: KeyboardEvent): void => {
    const page = Math.max(1, Math.floor(rowsInView(g)) - 1);
    const at = selected ?? Math.ceil(top.current) - 1;
    const moves: Record<string, number> = {
      ArrowDown: at + 1,
      ArrowUp: at - 1,
      PageDown: at + page,
      PageUp: at - page,
      Home: 0,
      End: rows - 1,
    };
    const to = moves[e.key];
    if (to === undefined || e.altKey || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    choose(to);
  };

  const scrollTop = scroller.current?.scrollTop ?? 0;
  const drawn = [];
  for (let i = first; i <= last; i++) {
    const t = text(i);
    drawn.push(
      <div
        key={i}
        id={`placement-${i}`}
        role="option"
        class={i === selected ? 'placement-row selected' : 'placement-row'}
        aria-selected={i === selected}
        aria-posinset={i + 1}
        aria-setsize={rows}
        data-index={i}
        style={{ transform: `translateY(${rowY(g, top.current, scrollTop, i)}px)` }}
      >
        <span class="ix">{nf.format(i)}</span>
        <span class={t === null ? 'tx pending' : 'tx'}>{t ?? 'fetching…'}</span>
      </div>,
    );
  }
  const selectedDrawn = selected !== null && selected >= first && selected <= last;
  return (
    <div class="placement-list">
      <div
        ref={scroller}
        class="placement-scroller"
        role="listbox"
        tabIndex={0}
        aria-label={label}
        aria-activedescendant={selectedDrawn ? `placement-${selected}` : undefined}
        onScroll={onScroll}
        onKeyDown={onKey}
        onClick={(e) => {
          const row = (e.target as Element).closest('[data-index]');
          if (row !== null) choose(Number(row.getAttribute('data-index')));
        }}
      >
        <div
          class="placement-area"
          style={{
            height: `${areaPx(g)}px`,
            '--ix': `${nf.format(Math.max(0, rows - 1)).length}ch`,
          }}
        >
          {drawn}
        </div>
      </div>
      {props.children}
    </div>
  );
}
