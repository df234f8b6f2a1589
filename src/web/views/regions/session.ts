/**
 * The regions view's live work and memory: the count on the pool (regionsCount.ts, one at a
 * time, keyed by grid and stars), the first solutions of the listing (a `regions-list` job on a
 * helper worker, replaced when the grid changes so stale work stops), the player's undo history
 * and timer (kept for one grid: another grid starts afresh), and the highlight on the board
 * (Check's, or a hint's through hooks.ts). Nothing here draws.
 */
import { signal } from '@preact/signals';
import { resultOf } from '../../../core/protocol.js';
import { printRegions, type RegionsPuzzle } from '../../../core/regions/puzzle.js';
import type { RegionsCount } from '../../../core/regions/unitCount.js';
import { LiveCount, type LiveRun } from '../../state/liveCount.js';
import { SerialWorker } from '../../state/serialWorker.js';
import { spawnWorker } from '../../workers/spawn.js';
import type { RegionsHighlight } from './hooks.js';
import { NO_HISTORY, type History } from './play.js';
import { countRegionsOnPool, type RegionsCountState } from './regionsCount.js';

/** One worker per core, as a CLI's --threads would be set on this machine. */
export const THREADS = Math.max(1, navigator.hardwareConcurrency || 1);
/** Solutions listed under the board. */
export const LISTED = 100;

export const keyOf = (p: RegionsPuzzle): string => `${p.stars}:${printRegions(p)}`;

export type Count = LiveRun<string, RegionsCountState, RegionsCount>;
const counting = new LiveCount<string, RegionsCountState, RegionsCount>(THREADS);
export const count = counting.run;

export type Listing =
  | { readonly status: 'idle' | 'running' }
  | {
      readonly status: 'done';
      readonly key: string;
      /** The solutions' star cells, n·k per solution, each ascending. */
      readonly cells: Int32Array;
      /** Whether these are all the solutions. */
      readonly complete: boolean;
    }
  | { readonly status: 'failed'; readonly message: string };
export const listing = signal<Listing>({ status: 'idle' });

let helper: SerialWorker | null = null;
let listedKey = '';

/** Asks for the grid's first solutions, unless they are shown or asked already. */
export function follow(p: RegionsPuzzle): void {
  const key = keyOf(p);
  if (key === listedKey) return;
  listedKey = key;
  helper?.close();
  const me = (helper = new SerialWorker(spawnWorker));
  listing.value = { status: 'running' };
  me.run({ kind: 'regions-list', grid: printRegions(p), stars: p.stars, limit: LISTED }).then(
    (r) => {
      if (helper !== me) return;
      const { cells, complete } = resultOf(r, 'regions-list');
      listing.value = { status: 'done', key, cells, complete };
    },
    (e: unknown) => {
      if (helper === me) listing.value = { status: 'failed', message: String(e) };
    },
  );
}

export function startCount(p: RegionsPuzzle): void {
  counting.start(keyOf(p), (o) =>
    countRegionsOnPool(p, { spawn: spawnWorker, threads: THREADS, ...o }),
  );
}

export function cancel(): void {
  counting.cancel();
}

/** The player's game on one grid: undo history and timer (ms from performance.now()). */
export interface Game {
  readonly key: string;
  readonly history: History;
  /** When the first move was made; null before it. */
  readonly started: number | null;
  /** When it was solved; null while not. */
  readonly stopped: number | null;
  /** The solution number shown (1-based), if the stars came from the list, not the player. */
  readonly shown: number | null;
}

export const game = signal<Game>({
  key: '',
  history: NO_HISTORY,
  started: null,
  stopped: null,
  shown: null,
});

/** The game of this grid: the one kept, or a fresh one (kept by the next move). */
export function gameFor(key: string): Game {
  const g = game.value;
  return g.key === key
    ? g
    : { key, history: NO_HISTORY, started: null, stopped: null, shown: null };
}

/** The highlight on the board, with its words; null: none. */
export const highlight = signal<RegionsHighlight | null>(null);
