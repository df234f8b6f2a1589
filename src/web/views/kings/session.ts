/**
 * The kings view's live work: the count on the pool (state/familyCount.ts, one at a time, keyed by
 * its board) and the first placements of the listing (a `kings-list` job on a helper worker,
 * replaced when the board changes so stale work stops). One KingsSession per page, made by the
 * view's module over the page's workers (a test makes its own over in-thread ones); nothing here
 * draws.
 */
import { signal, type ReadonlySignal } from '@preact/signals';
import type { KingsBoard } from '../../../core/kings/board.js';
import { resultOf } from '../../../core/protocol.js';
import { LiveCount, type LiveRun } from '../../state/liveCount.js';
import { SerialWorker, type ViewWorkers } from '../../state/serialWorker.js';
import type { KingsCount } from '../../../core/kings/unitCount.js';
import { countFamilyOnPool } from '../../state/familyCount.js';
import type { CountProgress } from '../../../core/run/unitCount.js';
import { kingsUnitCount } from '../../../core/kings/unitCount.js';

/** Placements drawn under the count at first, and added by each Show more. */
export const SHOWN = 12;
/** The most placements drawn: past it, `placer kings list --offset` is the way on. */
export const MAX_SHOWN = 600;

export const keyOf = (b: KingsBoard): string => `${b.cols}x${b.rows}:${b.kings}`;

export type Count = LiveRun<string, CountProgress<KingsCount>, KingsCount>;

export type First =
  | { readonly status: 'idle' | 'running' }
  | {
      readonly status: 'done';
      readonly key: string;
      /** Row masks, `rows` per placement. */
      readonly rows: Int32Array;
      readonly complete: boolean;
    }
  | { readonly status: 'failed'; readonly message: string };

export class KingsSession {
  private readonly counting: LiveCount<string, CountProgress<KingsCount>, KingsCount>;
  /** The count (one at a time), keyed by its board. */
  readonly count: ReadonlySignal<Count>;
  /** The first placements of the board shown. */
  readonly first = signal<First>({ status: 'idle' });

  private helper: SerialWorker | null = null;
  private shownKey = '';
  /** How many placements are asked for the board shown. */
  private shownLimit = SHOWN;

  constructor(private readonly workers: ViewWorkers) {
    this.counting = new LiveCount(workers.threads);
    this.count = this.counting.run;
  }

  /** Asks for the board's first placements, unless they are shown or asked already. */
  follow(board: KingsBoard): void {
    const key = keyOf(board);
    if (key === this.shownKey) return;
    this.shownKey = key;
    this.shownLimit = SHOWN;
    this.list(board, key);
  }

  /** Asks for SHOWN more of the board's placements (the listing from the first, up to MAX_SHOWN). */
  showMore(board: KingsBoard): void {
    this.shownLimit = Math.min(MAX_SHOWN, this.shownLimit + SHOWN);
    this.list(board, keyOf(board));
  }

  private list(board: KingsBoard, key: string): void {
    this.helper?.close();
    const me = (this.helper = new SerialWorker(this.workers.spawn));
    const limit = this.shownLimit;
    this.first.value = { status: 'running' };
    me.run({ kind: 'kings-list', board, limit }).then(
      (r) => {
        if (this.helper !== me) return;
        const { rows, complete } = resultOf(r, 'kings-list');
        // At MAX_SHOWN the page lists no further, as if the listing had ended there.
        this.first.value = { status: 'done', key, rows, complete: complete || limit >= MAX_SHOWN };
      },
      (e: unknown) => {
        if (this.helper === me) this.first.value = { status: 'failed', message: String(e) };
      },
    );
  }

  startCount(board: KingsBoard): void {
    const { spawn, threads } = this.workers;
    this.counting.start(keyOf(board), (o) =>
      countFamilyOnPool(kingsUnitCount(board), { spawn, threads, ...o }),
    );
  }

  cancel(): void {
    this.counting.cancel();
  }

  /** Stops its work and forgets what it showed: as a session just made. */
  reset(): void {
    this.counting.clear();
    this.helper?.close();
    this.helper = null;
    this.shownKey = '';
    this.shownLimit = SHOWN;
    this.first.value = { status: 'idle' };
  }
}
