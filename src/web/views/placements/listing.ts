/**
 * The rows of a listing as the page shows them (`placer queens list N [--fundamental]`), fetched
 * from one worker kept for the listing (serialWorker.ts) through `queens-slice` jobs.
 *
 * Two ways to hold them:
 * - streamed: the rows from the start, in chunks as the list asks for more (the worker goes on
 *   with its stream: core/queens/sliceJob.ts), sized so that a chunk takes about a quarter of a
 *   second; the list is as long as what came. Every listing starts so, and past RANDOM_MAX_N it
 *   stays so (up to STREAM_MAX_ROWS rows).
 * - random access (N ≤ RANDOM_MAX_N, once the listing's length is known from the count): the list
 *   is as long as the listing; pages of PAGE rows are fetched where the list looks, and a few are
 *   kept. The worker's part table (core/queens/listing.ts) is built once, in the worker, by a
 *   slice past the end: until then the source is 'preparing', and a far row waits for it.
 *
 * One job at a time: when the worker is free, the most useful missing thing is asked for (the
 * selected row, then the rows in view nearest their middle, then the table), so a page scrolled
 * past before its turn is never asked for: stale requests are dropped, not run.
 */
import type { Job } from '../../../core/protocol.js';
import type { QueensSliceResult } from '../../../core/queens/jobTypes.js';
import { resultOf } from '../../../core/protocol.js';
import { SerialWorker, type Spawn } from '../../state/serialWorker.js';
import type { UnitProgress } from '../../../core/run/pool.js';
import { errorMessage } from '../../../core/errors.js';

/** Random access up to this N (N = 17: 95,815,104 rows; its table takes a while, once). */
export const RANDOM_MAX_N = 17;
/** Rows per page of random access. */
export const PAGE = 100;
/** Pages kept (the least recently used go first). */
export const KEPT_PAGES = 40;
/** Streamed rows kept at most; past them, rows are reached by number (on the board). */
export const STREAM_MAX_ROWS = 200_000;
/**
 * The first chunk of a stream: one row, so the first row shows as soon as the worker finds it
 * (N = 32: one row takes the CLI 1.5 s, twenty 3.7 s, and the page's worker shares the cores
 * with the count's).
 */
export const FIRST_CHUNK = 1;
/** Rows a stream chunk stays within after the first. */
export const MIN_CHUNK = 20;
export const MAX_CHUNK = 5_000;
/** A chunk is sized to take about this long in the worker. */
const CHUNK_MS = 250;
/** The list asks for more when its view comes this close to the last row fetched. */
const AHEAD = 50;

export interface ListedRow {
  readonly index: number;
  /** Columns, 0-based. */
  readonly cols: Int32Array;
  /** Orbit size in the fundamental listing, 0 otherwise. */
  readonly orbit: number;
}

interface Rows {
  readonly cols: Int32Array;
  readonly orbits: Uint8Array;
}

type Request =
  | { readonly kind: 'chunk'; readonly from: number; readonly count: number }
  | { readonly kind: 'page'; readonly page: number; readonly count: number }
  | { readonly kind: 'single'; readonly index: number }
  | { readonly kind: 'prepare' };

export interface ListingSourceOptions {
  readonly n: number;
  readonly fundamental: boolean;
  readonly spawn: Spawn;
  /** Called whenever something shown may have changed. */
  readonly onChange?: () => void;
  readonly now?: () => number;
}

export class ListingSource {
  readonly n: number;
  readonly fundamental: boolean;
  /** The listing's length once known (from the count), else null. */
  total: number | null = null;
  /** Streamed rows so far (rows 0…loaded-1). */
  loaded = 0;
  /** The stream reached the listing's end. */
  ended = false;
  /** A worker's error, in words; nothing more is asked after one. */
  error: string | null = null;
  /**
   * While a row asked by number is being found: how far the worker's seek got (0…1; it counts its
   * way to the row); null otherwise.
   */
  finding: { readonly index: number; readonly fraction: number } | null = null;
  /** When random access began (performance.now), for the time spent preparing. */
  randomSince = 0;
  /** The table is built (random access only). */
  prepared = false;

  private readonly worker: SerialWorker;
  private readonly onChange: () => void;
  private readonly now: () => number;
  private stream: Rows;
  private readonly pages = new Map<number, Rows>();
  /** Single rows asked by number outside the stream (null: past the end). */
  private readonly singles = new Map<number, ListedRow | null>();
  private inFlight: Request | null = null;
  private chunk = FIRST_CHUNK;
  /** The rows in view (first…last; none while last < first). */
  private first = 0;
  private last = -1;
  private selected: number | null = null;
  private closed = false;

  constructor(opts: ListingSourceOptions) {
    this.n = opts.n;
    this.fundamental = opts.fundamental;
    this.worker = new SerialWorker(opts.spawn);
    this.onChange = opts.onChange ?? (() => undefined);
    this.now = opts.now ?? (() => performance.now());
    this.stream = { cols: new Int32Array(0), orbits: new Uint8Array(0) };
  }

  /** Random access: the listing's length is known and N is small enough. */
  get random(): boolean {
    return this.total !== null && this.n <= RANDOM_MAX_N;
  }

  /** Rows the list can show: the listing's length with random access, else those streamed. */
  get length(): number {
    return this.random ? (this.total as number) : this.loaded;
  }

  /** The stream stopped at STREAM_MAX_ROWS before the end. */
  get capped(): boolean {
    return !this.random && !this.ended && this.loaded >= STREAM_MAX_ROWS;
  }

  /** Random access waits for its table. */
  get preparing(): boolean {
    return this.random && !this.prepared;
  }

  /** What the worker is doing, for the status line; null when idle. */
  get busyWith(): Request | null {
    return this.inFlight;
  }

  /** Row i, or null while it is not fetched (or does not exist). */
  rowAt(i: number): ListedRow | null {
    const n = this.n;
    if (i < this.loaded) {
      return {
        index: i,
        cols: this.stream.cols.subarray(i * n, (i + 1) * n),
        orbit: this.stream.orbits[i],
      };
    }
    if (this.random) {
      const p = Math.floor(i / PAGE);
      const page = this.pages.get(p);
      if (page !== undefined) {
        const k = i - p * PAGE;
        if (k < page.orbits.length) {
          return { index: i, cols: page.cols.subarray(k * n, (k + 1) * n), orbit: page.orbits[k] };
        }
      }
    }
    return this.singles.get(i) ?? null;
  }

  /**
   * Whether row i is known not to exist: past the listing's known length, past the end of the
   * stream, or answered as past the end.
   */
  isPastEnd(i: number): boolean {
    if (this.total !== null) return i >= this.total;
    if (this.ended) return i >= this.loaded;
    return this.singles.get(i) === null;
  }

  /** The rows the list shows (first…last): fetched next, nearest their middle first. */
  view(first: number, last: number): void {
    if (first === this.first && last === this.last) return;
    this.first = first;
    this.last = last;
    this.pump();
  }

  /** The selected row, fetched before anything else; null for none. */
  select(i: number | null): void {
    this.selected = i;
    this.pump();
  }

  /** The listing's length, from the count: random access from here on when N allows it. */
  setTotal(total: bigint): void {
    if (this.total !== null) return;
    this.total = Number(total);
    if (this.random) this.randomSince = this.now();
    if (this.total === 0) this.prepared = true;
    this.onChange();
    this.pump();
  }

  /** Asks for the next chunk of the stream (a "load more"), if there is more. */
  more(): void {
    if (this.last < this.first) this.first = this.loaded;
    this.last = Math.max(this.last, this.loaded);
    this.pump();
  }

  /** Stops the worker; the source answers nothing more. */
  close(): void {
    this.closed = true;
    this.worker.close();
  }

  private has(i: number): boolean {
    return this.rowAt(i) !== null || this.isPastEnd(i);
  }

  /** The most useful job now, or null when nothing is missing. */
  private nextRequest(): Request | null {
    const s = this.selected;
    if (s !== null && !this.has(s)) {
      if (this.random) return this.pageRequest(Math.floor(s / PAGE));
      // The stream reaches it soon enough: let it.
      if (!(s < this.loaded + this.chunk && this.nearEnd())) {
        return { kind: 'single', index: s };
      }
    }
    if (this.random) {
      const total = this.total as number;
      const last = Math.min(this.last, total - 1);
      if (last >= this.first) {
        const mid = (this.first + last) / 2;
        const lo = Math.floor(this.first / PAGE);
        const hi = Math.floor(last / PAGE);
        const pages: number[] = [];
        for (let p = lo; p <= hi; p++) pages.push(p);
        pages.sort((a, b) => Math.abs((a + 0.5) * PAGE - mid) - Math.abs((b + 0.5) * PAGE - mid));
        for (const p of pages) {
          const from = Math.max(p * PAGE, this.first);
          const to = Math.min((p + 1) * PAGE - 1, last);
          for (let i = from; i <= to; i++) {
            if (!this.has(i)) return this.pageRequest(p);
          }
        }
      }
      return this.prepared ? null : { kind: 'prepare' };
    }
    if (!this.ended && this.loaded < STREAM_MAX_ROWS && this.nearEnd()) {
      const count = Math.min(this.chunk, STREAM_MAX_ROWS - this.loaded);
      return { kind: 'chunk', from: this.loaded, count };
    }
    if (s !== null && !this.has(s)) return { kind: 'single', index: s };
    return null;
  }

  /** The view is near the last row streamed: time for more. */
  private nearEnd(): boolean {
    return this.last >= this.first && this.last >= this.loaded - AHEAD;
  }

  private pageRequest(p: number): Request {
    const total = this.total as number;
    return { kind: 'page', page: p, count: Math.min(PAGE, total - p * PAGE) };
  }

  private jobOf(r: Request): Job {
    const slice = (from: number, count: number): Job => ({
      kind: 'queens-slice',
      n: this.n,
      fundamental: this.fundamental,
      from: String(from),
      count,
    });
    switch (r.kind) {
      case 'chunk':
        return slice(r.from, r.count);
      case 'page':
        return slice(r.page * PAGE, r.count);
      case 'single':
        return slice(r.index, 1);
      case 'prepare':
        // A row past the end: the seek counts every part, which builds the whole table.
        return slice(this.total as number, 1);
    }
  }

  private pump(): void {
    if (this.closed || this.inFlight !== null || this.error !== null) return;
    const r = this.nextRequest();
    if (r === null) return;
    this.inFlight = r;
    const t0 = this.now();
    this.onChange();
    // A row asked by number can take a long time to find (N = 32, row 1,000: a minute): its
    // worker says how far it got, and the page shows it.
    const onProgress =
      r.kind === 'single'
        ? (p: UnitProgress): void => {
            if (this.closed || this.inFlight !== r) return;
            this.finding = { index: r.index, fraction: p.fraction ?? 0 };
            this.onChange();
          }
        : undefined;
    this.worker.run(this.jobOf(r), onProgress).then(
      (result) => {
        if (this.closed) return;
        this.inFlight = null;
        this.finding = null;
        this.store(r, resultOf(result, 'queens-slice'), this.now() - t0);
        this.onChange();
        this.pump();
      },
      (e: unknown) => {
        if (this.closed) return;
        this.inFlight = null;
        this.finding = null;
        this.error = errorMessage(e);
        this.onChange();
      },
    );
  }

  private store(r: Request, s: QueensSliceResult, ms: number): void {
    const rows = s.orbits.length;
    switch (r.kind) {
      case 'chunk': {
        this.append(s);
        if (rows < r.count) this.ended = true;
        // Aim the next chunk at CHUNK_MS, changing it by 4× at most.
        const aimed = Math.round((rows * CHUNK_MS) / Math.max(ms, 1));
        this.chunk = Math.max(MIN_CHUNK, Math.min(MAX_CHUNK, 4 * this.chunk, aimed));
        break;
      }
      case 'page':
        this.pages.set(r.page, { cols: s.cols, orbits: s.orbits });
        while (this.pages.size > KEPT_PAGES) {
          const oldest = this.pages.keys().next().value as number;
          this.pages.delete(oldest);
        }
        break;
      case 'single':
        this.singles.set(
          r.index,
          rows === 0 ? null : { index: r.index, cols: s.cols, orbit: s.orbits[0] },
        );
        if (this.singles.size > 16) this.singles.delete(this.singles.keys().next().value as number);
        break;
      case 'prepare':
        this.prepared = true;
        break;
    }
  }

  private append(s: QueensSliceResult): void {
    const n = this.n;
    const rows = s.orbits.length;
    const need = this.loaded + rows;
    if (need > this.stream.orbits.length) {
      // Doubling, from 1,024 rows, up to the most a stream keeps.
      const doubled = Math.max(1024, 2 * this.stream.orbits.length);
      const size = Math.max(need, Math.min(STREAM_MAX_ROWS, doubled));
      const cols = new Int32Array(size * n);
      cols.set(this.stream.cols.subarray(0, this.loaded * n));
      const orbits = new Uint8Array(size);
      orbits.set(this.stream.orbits.subarray(0, this.loaded));
      this.stream = { cols, orbits };
    }
    this.stream.cols.set(s.cols, this.loaded * n);
    this.stream.orbits.set(s.orbits, this.loaded);
    this.loaded = need;
  }
}
