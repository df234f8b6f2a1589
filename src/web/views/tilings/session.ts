/**
 * The tilings view's live work, kept while the page lives: the problem's facts (a `tiling-plan`
 * job: the CLI's checks, the units), the tiling shown (a `tiling-at` job: the first tiling, or
 * the distinct tiling #k by random access), both on one helper worker that is replaced when the
 * problem changes (so stale work stops at once), and the count on the pool (tilingCount.ts).
 * The view calls `follow` with the URL's problem and tiling number, `start` and `cancel`. One
 * TilingsSession per page, made by the view's module over the page's workers and handed to its
 * panels (a test makes its own over in-thread ones); nothing here draws.
 */
import { signal, type ReadonlySignal } from '@preact/signals';
import { LiveCount, type LiveRun } from '../../state/liveCount.js';
import { resultOf } from '../../../core/protocol.js';
import type { TilingAtResult, TilingPlanResult } from '../../../core/tiling/jobTypes.js';
import type { TilingSpec } from '../../../core/tiling/spec.js';
import { drawingFromParts, type TilingDrawing } from '../../../render/tiling/tiling.js';
import { SerialWorker, type Handle, type ViewWorkers } from '../../state/serialWorker.js';
import { startedAhead } from '../../state/startedAhead.js';
import { countTilingsOnPool, type TilingCountState } from './tilingCount.js';
import { specDepth } from './tilingRegion.js';
import { errorMessage } from '../../../core/errors.js';

/** A painter's drag changes the region cell by cell: the facts are asked once it rests. */
const SETTLE_MS = 150;
/**
 * The nodes each worker searches of the problem before Count is pressed (a `tiling-warm` job),
 * so V8 has compiled the search before the count's units come.
 */
const WARM_NODES = 200_000;

export type Facts =
  | { readonly status: 'idle' }
  | { readonly status: 'running'; readonly key: string }
  | { readonly status: 'done'; readonly key: string; readonly facts: TilingPlanResult }
  | { readonly status: 'failed'; readonly key: string; readonly message: string };

/** Which tiling: the first one (null), or distinct tiling #k (1-based). */
export type Which = number | null;

export type Shown =
  | { readonly status: 'idle' }
  | { readonly status: 'running'; readonly key: string; readonly which: Which }
  | {
      readonly status: 'done';
      readonly key: string;
      readonly which: Which;
      readonly result: TilingAtResult;
      readonly drawing: TilingDrawing;
    }
  /** The listing has fewer tilings than asked: `total` when all its units were counted. */
  | {
      readonly status: 'none';
      readonly key: string;
      readonly which: Which;
      readonly total: bigint | null;
    }
  | {
      readonly status: 'failed';
      readonly key: string;
      readonly which: Which;
      readonly message: string;
    };

export type CountRun = LiveRun<string, TilingCountState, TilingCountState>;

export const specKey = (spec: TilingSpec): string => JSON.stringify(spec);

export class TilingsSession {
  readonly facts = signal<Facts>({ status: 'idle' });
  readonly shown = signal<Shown>({ status: 'idle' });
  private readonly counting: LiveCount<string, TilingCountState, TilingCountState>;
  /** The count, keyed by its problem (specKey). */
  readonly countRun: ReadonlySignal<CountRun>;

  private helper: SerialWorker | null = null;
  private helperKey: string | null = null;
  private settle: ReturnType<typeof setTimeout> | null = null;
  /** What is asked of the helper last, so answers to older questions are dropped. */
  private asked = 0;
  /**
   * The count's workers, started once the facts are known, each given the problem to build (a
   * `tiling-plan` job) and then warmed up on it (a `warm` request: a fraction of a second of its
   * search, thrown away), so Count starts counting at once and at full speed: starting a worker
   * and building the problem, plan and engine take as long as counting 6×10, and a fresh worker
   * runs its first units several times slower while V8 compiles the search.
   */
  private warm: { key: string; handles: Handle[] } | null = null;

  constructor(private readonly workers: ViewWorkers) {
    this.counting = new LiveCount(workers.threads);
    this.countRun = this.counting.run;
  }

  private dropWarm(): void {
    for (const h of this.warm?.handles ?? []) h.terminate();
    this.warm = null;
  }

  private warmUp(spec: TilingSpec, key: string): void {
    this.dropWarm();
    const handles = Array.from({ length: this.workers.threads }, () => {
      const w = this.workers.spawn();
      w.onMessage(() => undefined);
      w.post({ type: 'run', unit: 'warm-up', job: { kind: 'tiling-plan', spec } });
      w.post({
        type: 'run',
        unit: 'warm-up',
        job: { kind: 'tiling-warm', spec, nodes: WARM_NODES },
      });
      return startedAhead(w);
    });
    this.warm = { key, handles };
  }

  private newHelper(key: string): SerialWorker {
    this.helper?.close();
    this.helper = new SerialWorker(this.workers.spawn);
    this.helperKey = key;
    return this.helper;
  }

  /**
   * Brings the work in line with the URL's problem and tiling number: the facts of a new problem
   * (after the painter rests), then the tiling asked for. A count of another problem is
   * cancelled.
   */
  follow(spec: TilingSpec | null, which: Which): void {
    const key = spec === null ? null : specKey(spec);
    const run = this.countRun.value;
    if (run.status === 'running' && run.key !== key) this.cancel();
    if (this.settle !== null) clearTimeout(this.settle);
    this.settle = null;
    if (spec === null || key === null) {
      this.dropWarm();
      this.helper?.close();
      this.helper = null;
      this.helperKey = null;
      this.facts.value = { status: 'idle' };
      this.shown.value = { status: 'idle' };
      return;
    }
    const f = this.facts.value;
    if (f.status !== 'idle' && f.key === key) {
      if (f.status === 'done') this.showTiling(spec, key, f.facts, which);
      return;
    }
    this.facts.value = { status: 'running', key };
    this.shown.value = { status: 'idle' };
    this.dropWarm();
    this.settle = setTimeout(() => {
      this.settle = null;
      const worker = this.newHelper(key);
      worker.run({ kind: 'tiling-plan', spec }).then(
        (r) => {
          if (this.helperKey !== key) return;
          const got = resultOf(r, 'tiling-plan');
          this.facts.value = { status: 'done', key, facts: got };
          if (got.impossible === null) this.warmUp(spec, key);
          this.showTiling(spec, key, got, which);
        },
        (e: unknown) => {
          if (this.helperKey !== key) return;
          this.facts.value = { status: 'failed', key, message: errorMessage(e) };
        },
      );
    }, SETTLE_MS);
  }

  /** Asks for the tiling `which` of the problem (unless it is shown or asked already). */
  private showTiling(spec: TilingSpec, key: string, f: TilingPlanResult, which: Which): void {
    const s = this.shown.value;
    if (s.status !== 'idle' && s.key === key && s.which === which) return;
    if (f.impossible !== null) {
      this.shown.value = { status: 'none', key, which, total: 0n };
      return;
    }
    // A seek still running for another tiling is dropped with its worker.
    let worker = this.helper;
    if (worker === null || this.helperKey !== key || worker.busy) worker = this.newHelper(key);
    const run = this.countRun.value;
    const unitCounts =
      which !== null && run.status === 'done' && run.key === key
        ? run.count.unitDistinct
        : undefined;
    const k = which === null ? '0' : String(which - 1);
    const me = ++this.asked;
    this.shown.value = { status: 'running', key, which };
    worker.run({ kind: 'tiling-at', spec, k, distinct: which !== null, unitCounts }).then(
      (r) => {
        if (me !== this.asked) return;
        const got = resultOf(r, 'tiling-at');
        if (!got.found) {
          const all = got.unitCounts.every((c) => c !== null);
          const total = all ? got.unitCounts.reduce((a, c) => a + BigInt(c ?? '0'), 0n) : null;
          this.shown.value = { status: 'none', key, which, total };
          return;
        }
        const drawing = drawingFromParts(
          f.height,
          f.width,
          got.part,
          got.kinds,
          f.kinds,
          specDepth(spec.region),
        );
        this.shown.value = { status: 'done', key, which, result: got, drawing };
      },
      (e: unknown) => {
        if (me !== this.asked) return;
        this.shown.value = { status: 'failed', key, which, message: errorMessage(e) };
      },
    );
  }

  /** Stops the search for the tiling shown (its worker goes; the facts stay). */
  stopTiling(): void {
    const s = this.shown.value;
    if (s.status !== 'running') return;
    this.asked++;
    this.helper?.close();
    this.helper = null;
    this.helperKey = null;
    this.shown.value = { status: 'failed', key: s.key, which: s.which, message: 'stopped' };
  }

  /** Count: the problem's units on the pool. */
  start(spec: TilingSpec, f: TilingPlanResult): void {
    if (this.counting.running) return;
    const key = specKey(spec);
    const ready = this.warm?.key === key ? this.warm.handles : [];
    this.warm = null;
    const { spawn, threads } = this.workers;
    this.counting.start(
      key,
      (o) =>
        countTilingsOnPool(spec, f.units, {
          spawn: () => ready.shift() ?? spawn(),
          threads,
          ...o,
        }),
      // Workers started ahead that a small plan did not need.
      { settled: () => ready.splice(0).forEach((h) => h.terminate()) },
    );
  }

  /** Cancel: stops the count's workers at once. */
  cancel(): void {
    this.counting.cancel();
  }

  /** Stops its work and forgets what it showed: as a session just made. */
  reset(): void {
    this.counting.clear();
    this.follow(null, null);
    this.asked++;
  }
}
