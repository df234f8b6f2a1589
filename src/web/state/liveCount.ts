/**
 * A count run on the page's worker pool as a signal the view reads: idle, running (its progress
 * renewed on screen every quarter second, not at each unit: a unit of a small count takes
 * microseconds), cancelled, done or failed. One run at a time; Cancel stops its workers at once
 * and keeps the last progress shown. The placements, tilings and exact-cover views each keep one
 * (their session.ts), with the problem it counts as its `key`.
 */
import { signal } from '@preact/signals';
import type { CancelSignal } from '../../core/run/engine.js';
import { errorMessage } from '../../core/errors.js';

/** How often the progress on screen is renewed. */
const PROGRESS_MS = 250;

/** A count under way or stopped: its progress so far. */
interface Counting<K, P> {
  readonly key: K;
  readonly threads: number;
  /** performance.now() at Start. */
  readonly t0: number;
  readonly progress: P | null;
}

export type LiveRun<K, P, R> =
  | { readonly status: 'idle' }
  | ({ readonly status: 'running' } & Counting<K, P>)
  | ({ readonly status: 'cancelled' } & Counting<K, P>)
  | {
      readonly status: 'done';
      readonly key: K;
      readonly threads: number;
      readonly count: R;
      /** From Start to the result. */
      readonly ms: number;
    }
  | { readonly status: 'failed'; readonly key: K; readonly message: string };

/** A count to run: resolves with the result, or null when cancelled; rejects with an error. */
export type CountJob<P, R> = (opts: {
  readonly signal: CancelSignal;
  readonly onProgress: (p: P) => void;
}) => Promise<R | null>;

export class LiveCount<K, P, R> {
  readonly run = signal<LiveRun<K, P, R>>({ status: 'idle' });
  private abort: AbortController | null = null;

  constructor(private readonly threads: number) {}

  get running(): boolean {
    return this.run.value.status === 'running';
  }

  /**
   * Runs `job` for `key` (unless a count runs); `settled` is told when it ends however it ends
   * (to let go of workers started for it), `done` with its result unless it was cancelled.
   */
  start(
    key: K,
    job: CountJob<P, R>,
    on: { readonly settled?: () => void; readonly done?: (count: R) => void } = {},
  ): void {
    if (this.running) return;
    const ac = new AbortController();
    this.abort = ac;
    const t0 = performance.now();
    let latest: P | null = null;
    const threads = this.threads;
    this.run.value = { status: 'running', key, threads, t0, progress: null };
    const timer = setInterval(() => {
      const r = this.run.value;
      if (r.status === 'running' && r.progress !== latest)
        this.run.value = { ...r, progress: latest };
    }, PROGRESS_MS);
    job({ signal: ac.signal, onProgress: (p) => (latest = p) }).then(
      (count) => {
        clearInterval(timer);
        on.settled?.();
        if (this.abort !== ac) return;
        this.abort = null;
        if (count === null || ac.signal.aborted) {
          this.run.value = { status: 'cancelled', key, threads, t0, progress: latest };
          return;
        }
        this.run.value = { status: 'done', key, threads, count, ms: performance.now() - t0 };
        on.done?.(count);
      },
      (e: unknown) => {
        clearInterval(timer);
        on.settled?.();
        if (this.abort !== ac) return;
        this.abort = null;
        this.run.value = {
          status: 'failed',
          key,
          message: errorMessage(e),
        };
      },
    );
  }

  /** Back to idle (another problem): a count running is stopped. */
  clear(): void {
    this.cancel();
    this.run.value = { status: 'idle' };
  }

  /** Stops the count's workers at once; the progress so far stays shown. */
  cancel(): void {
    const r = this.run.value;
    this.abort?.abort();
    this.abort = null;
    if (r.status === 'running') this.run.value = { ...r, status: 'cancelled' };
  }
}
