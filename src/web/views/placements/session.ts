/**
 * The placements view's live work, kept while the page lives (a count of N = 21 runs for hours,
 * and a visit to another view must not lose it): the count on the worker pool (count.ts), the
 * listing's source (listing.ts) and N's estimate (estimate.ts), as signals the view reads. The
 * view calls `start`, `cancel` and `follow` (with the URL's state). One PlacementsSession per
 * page, made by the view's module over the page's workers (a test makes its own over in-thread
 * ones); nothing here draws.
 */
import { signal, type ReadonlySignal } from '@preact/signals';
import { LiveCount, type LiveRun } from '../../state/liveCount.js';
import type { ViewWorkers } from '../../state/serialWorker.js';
import type { QueensCount } from '../../../core/queens/count.js';
import { countQueensOnPool, type QueensCountProgress } from './count.js';
import { ListingSource, type ListedRow } from './listing.js';
import { LiveEstimate } from './estimate.js';

export type CountRun = LiveRun<number, QueensCountProgress, QueensCount>;

export class PlacementsSession {
  private readonly counting: LiveCount<number, QueensCountProgress, QueensCount>;
  /** The count, keyed by its N. */
  readonly countRun: ReadonlySignal<CountRun>;
  /** The N whose list is shown (Start was pressed for it); null for none. */
  readonly listedN = signal<number | null>(null);
  /** Renewed whenever the listing source has news, so the view draws again. */
  readonly listingNews = signal(0);
  /** N's estimate, with the count's time. */
  readonly estimate: LiveEstimate;

  private source: ListingSource | null = null;
  /** The row last shown on the board, kept when the source goes (a Cancel). */
  private shown: { n: number; fundamental: boolean; row: ListedRow } | null = null;

  constructor(private readonly workers: ViewWorkers) {
    this.counting = new LiveCount(workers.threads);
    this.countRun = this.counting.run;
    this.estimate = new LiveEstimate(workers.spawn);
  }

  /** The selected row: from the source, or as last shown. */
  selectedRow(n: number, fundamental: boolean, index: number): ListedRow | null {
    const source = this.source;
    const r =
      source !== null && source.n === n && source.fundamental === fundamental
        ? source.rowAt(index)
        : null;
    if (r !== null) {
      const shown = this.shown;
      if (shown?.row.index !== index || shown.n !== n || shown.fundamental !== fundamental)
        this.shown = { n, fundamental, row: { ...r, cols: r.cols.slice() } };
      return r;
    }
    const s = this.shown;
    return s !== null && s.n === n && s.fundamental === fundamental && s.row.index === index
      ? s.row
      : null;
  }

  /** The listing source in use, if any. */
  currentSource(): ListingSource | null {
    return this.source;
  }

  private dropSource(): void {
    this.source?.close();
    this.source = null;
    this.listingNews.value++;
  }

  /** The source for this listing: the current one, or a new one in place of another. */
  private sourceFor(n: number, fundamental: boolean): ListingSource {
    const current = this.source;
    if (current !== null && current.n === n && current.fundamental === fundamental) return current;
    this.dropSource();
    const s = new ListingSource({
      n,
      fundamental,
      spawn: this.workers.spawn,
      onChange: () => {
        if (this.source === s) this.listingNews.value++;
      },
    });
    this.source = s;
    const run = this.countRun.value;
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
  follow(n: number, fundamental: boolean, row: number | null): void {
    this.estimate.follow(n);
    const run = this.countRun.value;
    if (run.status === 'running' && run.key !== n) this.cancel();
    if (this.listedN.value !== null && this.listedN.value !== n) this.listedN.value = null;
    const needed =
      this.listedN.value === n || (row !== null && this.selectedRow(n, fundamental, row) === null);
    if (!needed) {
      if (this.source !== null) this.dropSource();
      return;
    }
    this.sourceFor(n, fundamental).select(row);
  }

  /** Start: counts N on the pool, and lists its placements. */
  start(n: number, fundamental: boolean, row: number | null): void {
    if (this.counting.running) return;
    this.listedN.value = n;
    this.follow(n, fundamental, row);
    const { spawn, threads } = this.workers;
    this.counting.start(n, (o) => countQueensOnPool(n, { spawn, threads, ...o }), {
      done: (count) => {
        const source = this.source;
        if (source !== null && source.n === n) {
          source.setTotal(source.fundamental ? count.fundamental : count.total);
        }
      },
    });
  }

  /** Cancel: stops every worker of the view (the count's, the list's, the estimate's) at once. */
  cancel(): void {
    this.counting.cancel();
    this.estimate.stop();
    this.listedN.value = null;
    this.dropSource();
  }

  /** Stops its work and forgets what it showed: as a session just made. */
  reset(): void {
    this.counting.clear();
    this.estimate.reset();
    this.listedN.value = null;
    this.dropSource();
    this.shown = null;
  }
}
