/**
 * The kings view's live work: the count on the pool (state/familyCount.ts, one at a time, keyed by
 * its board) and the first placements of the listing (a `kings-list` job on a helper worker,
 * replaced when the board changes so stale work stops). Nothing here draws.
 */
import { signal } from '@preact/signals';
import type { KingsBoard } from '../../../core/kings/board.js';
import { resultOf } from '../../../core/protocol.js';
import { LiveCount, type LiveRun } from '../../state/liveCount.js';
import { SerialWorker } from '../../state/serialWorker.js';
import { spawnWorker } from '../../workers/spawn.js';
import type { KingsCount } from '../../../core/kings/unitCount.js';
import { countFamilyOnPool } from '../../state/familyCount.js';
import type { CountProgress } from '../../../core/run/unitCount.js';
import { kingsUnitCount } from '../../../core/kings/unitCount.js';

/** One worker per core, as the CLI's --threads would be set on this machine. */
export const THREADS = Math.max(1, navigator.hardwareConcurrency || 1);
/** Placements drawn under the count at first, and added by each Show more. */
export const SHOWN = 12;
/** The most placements drawn: past it, `placer kings list --offset` is the way on. */
export const MAX_SHOWN = 600;

export const keyOf = (b: KingsBoard): string => `${b.cols}x${b.rows}:${b.kings}`;

export type Count = LiveRun<string, CountProgress<KingsCount>, KingsCount>;
const counting = new LiveCount<string, CountProgress<KingsCount>, KingsCount>(THREADS);
export const count = counting.run;

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
export const first = signal<First>({ status: 'idle' });

let helper: SerialWorker | null = null;
let shownKey = '';
/** How many placements are asked for the board shown. */
let shownLimit = SHOWN;

/** Asks for the board's first placements, unless they are shown or asked already. */
export function follow(board: KingsBoard): void {
  const key = keyOf(board);
  if (key === shownKey) return;
  shownKey = key;
  shownLimit = SHOWN;
  list(board, key);
}

/** Asks for SHOWN more of the board's placements (the listing from the first, up to MAX_SHOWN). */
export function showMore(board: KingsBoard): void {
  shownLimit = Math.min(MAX_SHOWN, shownLimit + SHOWN);
  list(board, keyOf(board));
}

function list(board: KingsBoard, key: string): void {
  helper?.close();
  const me = (helper = new SerialWorker(spawnWorker));
  first.value = { status: 'running' };
  me.run({ kind: 'kings-list', board, limit: shownLimit }).then(
    (r) => {
      if (helper !== me) return;
      const { rows, complete } = resultOf(r, 'kings-list');
      // At MAX_SHOWN the page lists no further, as if the listing had ended there.
      first.value = { status: 'done', key, rows, complete: complete || shownLimit >= MAX_SHOWN };
    },
    (e: unknown) => {
      if (helper === me) first.value = { status: 'failed', message: String(e) };
    },
  );
}

export function startCount(board: KingsBoard): void {
  counting.start(keyOf(board), (o) =>
    countFamilyOnPool(kingsUnitCount(board), { spawn: spawnWorker, threads: THREADS, ...o }),
  );
}

export function cancel(): void {
  counting.cancel();
}
