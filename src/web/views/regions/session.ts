/**
 * The regions view's live work and memory: the count on the pool (state/familyCount.ts, one at a
 * time, keyed by grid and stars), the first solutions of the listing (a `regions-list` job on a
 * helper worker, replaced when the grid changes so stale work stops), the player's undo history
 * and timer (kept for one grid: another grid starts afresh), and the highlight on the board
 * (Check's, or a hint's through hooks.ts). Nothing here draws.
 */
import { signal } from '@preact/signals';
import { resultOf } from '../../../core/protocol.js';
import { MAX_REGIONS_LIST } from '../../../core/regions/limits.js';
import { printRegions, type RegionsPuzzle } from '../../../core/regions/puzzle.js';
import type { RegionsCount } from '../../../core/regions/unitCount.js';
import { LiveCount, type LiveRun } from '../../state/liveCount.js';
import { SerialWorker } from '../../state/serialWorker.js';
import { spawnWorker } from '../../workers/spawn.js';
import { hintHighlight, noHint, type RegionsHighlight } from './highlight.js';
import { CROSS, STAR } from './play.js';
import { NO_HISTORY, type History } from './play.js';
import { countFamilyOnPool } from '../../state/familyCount.js';
import type { CountProgress } from '../../../core/run/unitCount.js';
import { regionsUnitCount } from '../../../core/regions/unitCount.js';

/** One worker per core, as a CLI's --threads would be set on this machine. */
export const THREADS = Math.max(1, navigator.hardwareConcurrency || 1);
/** Solutions listed under the board. */
export const LISTED = 100;

export const keyOf = (p: RegionsPuzzle): string => `${p.stars}:${printRegions(p)}`;

export type Count = LiveRun<string, CountProgress<RegionsCount>, RegionsCount>;
const counting = new LiveCount<string, CountProgress<RegionsCount>, RegionsCount>(THREADS);
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

/** Asks for the grid's first `limit` solutions, unless they are shown or asked already. */
export function follow(p: RegionsPuzzle, limit = LISTED): void {
  const key = keyOf(p);
  const want = `${key} ${limit}`;
  if (want === listedKey) return;
  listedKey = want;
  helper?.close();
  const me = (helper = new SerialWorker(spawnWorker));
  listing.value = { status: 'running' };
  me.run({ kind: 'regions-list', grid: printRegions(p), stars: p.stars, limit }).then(
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

/** Lists `LISTED` solutions more than are listed (up to the list job's most). */
export function listMore(p: RegionsPuzzle): void {
  const l = listing.value;
  if (l.status !== 'done' || l.complete) return;
  const listed = l.cells.length / (p.n * p.stars);
  follow(p, Math.min(MAX_REGIONS_LIST, listed + LISTED));
}

export function startCount(p: RegionsPuzzle): void {
  counting.start(keyOf(p), (o) =>
    countFamilyOnPool(regionsUnitCount(p), { spawn: spawnWorker, threads: THREADS, ...o }),
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

let hinter: SerialWorker | null = null;

/**
 * The next hint for the player's marks (play.ts: EMPTY, CROSS, STAR per cell), from a
 * `regions-hint` job on a worker of its own, as a highlight; a newer request drops an older one.
 */
export async function hintFor(p: RegionsPuzzle, marks: Uint8Array): Promise<RegionsHighlight> {
  hinter?.close();
  const me = (hinter = new SerialWorker(spawnWorker));
  // The hint engine's state: 0 open, 1 star, 2 cross.
  const cells = Array.from(marks, (m) => (m === STAR ? 1 : m === CROSS ? 2 : 0));
  try {
    const r = resultOf(
      await me.run({ kind: 'regions-hint', grid: printRegions(p), stars: p.stars, cells }),
      'regions-hint',
    );
    return r.step === null ? noHint(r.solved) : hintHighlight(r.step);
  } finally {
    me.close();
    if (hinter === me) hinter = null;
  }
}

let maker: SerialWorker | null = null;

/** What the Generate panel asks for. */
export interface GenerateRequest {
  readonly n: number;
  readonly stars: number;
  /** A name of REGIONS_DIFFICULTIES, or 'any'. */
  readonly difficulty: string;
  readonly seed: number;
}

/** Stops the generation under way, if any: its promise rejects with code 'closed'. */
export function cancelGenerate(): void {
  maker?.close();
  maker = null;
}

/**
 * A puzzle with one solution from a `regions-generate` job on a worker of its own (the same
 * function as `placer regions generate`, so a seed gives the same grid): its text form. A newer
 * request drops an older one; a bad request rejects with the job's one-line message.
 */
export async function generateGrid(req: GenerateRequest): Promise<string> {
  maker?.close();
  const me = (maker = new SerialWorker(spawnWorker));
  try {
    const r = await me.run({
      kind: 'regions-generate',
      size: req.n,
      stars: req.stars,
      seed: req.seed,
      ...(req.difficulty === 'any' ? {} : { difficulty: req.difficulty }),
    });
    return resultOf(r, 'regions-generate').grid;
  } finally {
    me.close();
    if (maker === me) maker = null;
  }
}
