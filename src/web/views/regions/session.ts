/**
 * The regions view's live work and memory: the count on the pool (state/familyCount.ts, one at a
 * time, keyed by grid and stars), the first solutions of the listing (a `regions-list` job on a
 * helper worker, replaced when the grid changes so stale work stops), the player's undo history
 * and timer (kept for one grid: another grid starts afresh), and the highlight on the board
 * (Check's, or a hint's through hooks.ts). One RegionsSession per page, made by the view's module
 * over the page's workers and handed to its panels (a test makes its own over in-thread ones);
 * nothing here draws.
 */
import { IDLE_CLOCK, type GameClock } from '../../state/gameClock.js';
import { signal, type ReadonlySignal } from '@preact/signals';
import { resultOf } from '../../../core/protocol.js';
import { MAX_REGIONS_LIST } from '../../../core/regions/limits.js';
import { printRegions, type RegionsPuzzle } from '../../../core/regions/puzzle.js';
import type { RegionsCount } from '../../../core/regions/unitCount.js';
import type { RegionsRepairResult } from '../../../core/regions/jobTypes.js';
import { LiveCount, type LiveRun } from '../../state/liveCount.js';
import { SerialWorker, type ViewWorkers } from '../../state/serialWorker.js';
import { hintHighlight, noHint, type RegionsHighlight } from './highlight.js';
import { CROSS, STAR } from './play.js';
import { NO_HISTORY, type History } from './play.js';
import { countFamilyOnPool } from '../../state/familyCount.js';
import type { CountProgress } from '../../../core/run/unitCount.js';
import { regionsUnitCount } from '../../../core/regions/unitCount.js';

/** Solutions listed under the board. */
export const LISTED = 100;

export const keyOf = (p: RegionsPuzzle): string => `${p.stars}:${printRegions(p)}`;

export type Count = LiveRun<string, CountProgress<RegionsCount>, RegionsCount>;

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

/** The player's game on one grid: undo history and timer (ms from performance.now()). */
export interface Game {
  readonly key: string;
  readonly history: History;
  /** The time played: from the first move, paused by the player or a hidden tab, stopped when solved. */
  readonly clock: GameClock;
  /** The solution number shown (1-based), if the stars came from the list, not the player. */
  readonly shown: number | null;
}

/** What the Generate panel asks for. */
export interface GenerateRequest {
  readonly n: number;
  readonly stars: number;
  /** A name of REGIONS_DIFFICULTIES, or 'any'. */
  readonly difficulty: string;
  readonly seed: number;
}

/** A game not begun, on the grid `key`. */
const freshGame = (key: string): Game => ({
  key,
  history: NO_HISTORY,
  clock: IDLE_CLOCK,
  shown: null,
});

export class RegionsSession {
  private readonly counting: LiveCount<string, CountProgress<RegionsCount>, RegionsCount>;
  /** The count (one at a time), keyed by grid and stars (keyOf). */
  readonly count: ReadonlySignal<Count>;
  /** The first solutions of the grid shown. */
  readonly listing = signal<Listing>({ status: 'idle' });
  /** The player's game: the grid's undo history and timer. */
  readonly game = signal<Game>(freshGame(''));
  /** The highlight on the board, with its words; null: none. */
  readonly highlight = signal<RegionsHighlight | null>(null);

  private helper: SerialWorker | null = null;
  private listedKey = '';
  private hinter: SerialWorker | null = null;
  private maker: SerialWorker | null = null;
  private repairer: SerialWorker | null = null;

  constructor(private readonly workers: ViewWorkers) {
    this.counting = new LiveCount(workers.threads);
    this.count = this.counting.run;
  }

  /** Asks for the grid's first `limit` solutions, unless they are shown or asked already. */
  follow(p: RegionsPuzzle, limit = LISTED): void {
    const key = keyOf(p);
    const want = `${key} ${limit}`;
    if (want === this.listedKey) return;
    this.listedKey = want;
    this.helper?.close();
    const me = (this.helper = new SerialWorker(this.workers.spawn));
    this.listing.value = { status: 'running' };
    me.run({ kind: 'regions-list', grid: printRegions(p), stars: p.stars, limit }).then(
      (r) => {
        if (this.helper !== me) return;
        const { cells, complete } = resultOf(r, 'regions-list');
        this.listing.value = { status: 'done', key, cells, complete };
      },
      (e: unknown) => {
        if (this.helper === me) this.listing.value = { status: 'failed', message: String(e) };
      },
    );
  }

  /** Lists `LISTED` solutions more than are listed (up to the list job's most). */
  listMore(p: RegionsPuzzle): void {
    const l = this.listing.value;
    if (l.status !== 'done' || l.complete) return;
    const listed = l.cells.length / (p.n * p.stars);
    this.follow(p, Math.min(MAX_REGIONS_LIST, listed + LISTED));
  }

  startCount(p: RegionsPuzzle): void {
    const { spawn, threads } = this.workers;
    this.counting.start(keyOf(p), (o) =>
      countFamilyOnPool(regionsUnitCount(p), { spawn, threads, ...o }),
    );
  }

  cancel(): void {
    this.counting.cancel();
  }

  /** The game of this grid: the one kept, or a fresh one (kept by the next move). */
  gameFor(key: string): Game {
    const g = this.game.value;
    return g.key === key ? g : freshGame(key);
  }

  /**
   * The next hint for the player's marks (play.ts: EMPTY, CROSS, STAR per cell), from a
   * `regions-hint` job on a worker of its own, as a highlight; a newer request drops an older one.
   */
  async hintFor(p: RegionsPuzzle, marks: Uint8Array): Promise<RegionsHighlight> {
    this.hinter?.close();
    const me = (this.hinter = new SerialWorker(this.workers.spawn));
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
      if (this.hinter === me) this.hinter = null;
    }
  }

  /** Stops the generation under way, if any: its promise rejects with code 'closed'. */
  cancelGenerate(): void {
    this.maker?.close();
    this.maker = null;
  }

  /**
   * A puzzle with one solution from a `regions-generate` job on a worker of its own (the same
   * function as `placer regions generate`, so a seed gives the same grid): its text form. A newer
   * request drops an older one; a bad request rejects with the job's one-line message.
   */
  async generateGrid(req: GenerateRequest): Promise<string> {
    this.maker?.close();
    const me = (this.maker = new SerialWorker(this.workers.spawn));
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
      if (this.maker === me) this.maker = null;
    }
  }

  /**
   * The smallest border change that leaves one solution, from a `regions-repair` job on a worker
   * of its own (`placer regions repair`'s function); a newer request drops an older one.
   */
  async repairFor(p: RegionsPuzzle): Promise<RegionsRepairResult> {
    this.repairer?.close();
    const me = (this.repairer = new SerialWorker(this.workers.spawn));
    try {
      const r = await me.run({ kind: 'regions-repair', grid: printRegions(p), stars: p.stars });
      return resultOf(r, 'regions-repair');
    } finally {
      me.close();
      if (this.repairer === me) this.repairer = null;
    }
  }

  /** Stops its work and forgets what it showed and the game: as a session just made. */
  reset(): void {
    this.counting.clear();
    for (const w of [this.helper, this.hinter, this.maker, this.repairer]) w?.close();
    this.helper = this.hinter = this.maker = this.repairer = null;
    this.listedKey = '';
    this.listing.value = { status: 'idle' };
    this.game.value = freshGame('');
    this.highlight.value = null;
  }
}
