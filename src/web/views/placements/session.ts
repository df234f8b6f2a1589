/**
 * The placements view's live work, kept while the page lives (a count of N = 21 runs for hours,
 * and a visit to another view must not lose it): the count on the worker pool (count.ts), the
 * listing's source (listing.ts) and N's estimate (estimate.ts), as signals the view reads. The
 * view calls `start`, `cancel` and `follow` (with the URL's state); nothing here draws.
 */
import { signal } from '@preact/signals';
import { LiveCount, type LiveRun } from '../../state/liveCount.js';
import type { QueensCount } from '../../../core/queens/count.js';
import { countQueensOnPool, type QueensCountProgress } from './count.js';
import { ListingSource, type ListedRow } from './listing.js';
import { spawnWorker } from '../../workers/spawn.js';
import { followEstimate, stopEstimate } from './estimate.js';

/** One worker per core, as the CLI's --threads would be set on this machine. */
export const THREADS = Math.max(1, navigator.hardwareConcurrency || 1);

export type CountRun = LiveRun<number, QueensCountProgress, QueensCount>;

/** The count, keyed by its N. */
const counting = new LiveCount<number, QueensCountProgress, QueensCount>(THREADS);
export const countRun = counting.run;
/** The N whose list is shown (Start was pressed for it); null for none. */
export const listedN = signal<number | null>(null);
/** Renewed whenever the listing source has news, so the view draws again. */
export const listingNews = signal(0);

let source: ListingSource | null = null;
/** The row last shown on the board, kept when the source goes (a Cancel). */
let shown: { n: number; fundamental: boolean; row: ListedRow } | null = null;

/** The selected row: from the source, or as last shown. */
export function selectedRow(n: number, fundamental: boolean, index: number): ListedRow | null {
  const r =
    source !== null && source.n === n && source.fundamental === fundamental
      ? source.rowAt(index)
      : null;
  if (r !== null) {
    if (shown?.row.index !== index || shown.n !== n || shown.fundamental !== fundamental)
      shown = { n, fundamental, row: { ...r, cols: r.cols.slice() } };
    return r;
  }
  const s = shown;
  return s !== null && s.n === n && s.fundamental === fundamental && s.row.index === index
    ? s.row
    : null;
}

/** The listing source in use, if any. */
export function currentSource(): ListingSource | null {
  return source;
}

function dropSource(): void {
  source?.close();
  source = null;
  listingNews.value++;
}

/** The source for this listing: the current one, or a new one in place of another. */
function sourceFor(n: number, fundamental: boolean): ListingSource {
  if (source !== null && source.n === n && source.fundamental === fundamental) return source;
  dropSource();
  const s = new ListingSource({
    n,
    fundamental,
    spawn: spawnWorker,
    onChange: () => {
      if (source === s) listingNews.value++;
    },
  });
  source = s;
  const run = countRun.value;
  if (run.status === 'done' && run.key === n) {
    s.setTotal(fundamental ? run.count.fundamental : run.count.total);
  }
  return s;
}

/**
 * Brings the work in line with the URL's state: the estimate follows N; the source follows N
 * and the listing, exists while a list is shown or a row is selected, and fetches the selected
 * row first. A count of another N (the back button) is cancelled.
 */
export function follow(n: number, fundamental: boolean, row: number | null): void {
  followEstimate(n, spawnWorker);
  const run = countRun.value;
  if (run.status === 'running' && run.key !== n) cancel();
  if (listedN.value !== null && listedN.value !== n) listedN.value = null;
  const needed = listedN.value === n || (row !== null && selectedRow(n, fundamental, row) === null);
  if (!needed) {
    if (source !== null) dropSource();
    return;
  }
  sourceFor(n, fundamental).select(row);
}

/** Start: counts N on the pool, and lists its placements. */
export function start(n: number, fundamental: boolean, row: number | null): void {
  if (counting.running) return;
  listedN.value = n;
  follow(n, fundamental, row);
  counting.start(n, (o) => countQueensOnPool(n, { spawn: spawnWorker, threads: THREADS, ...o }), {
    done: (count) => {
      if (source !== null && source.n === n) {
        source.setTotal(source.fundamental ? count.fundamental : count.total);
      }
    },
  });
}

/** Cancel: stops every worker of the view (the count's, the list's, the estimate's) at once. */
export function cancel(): void {
  counting.cancel();
  stopEstimate();
  listedN.value = null;
  dropSource();
}
