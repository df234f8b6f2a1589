/**
 * The `queens-slice` job: rows from…from+count-1 of `placer queens list N [--fundamental]`, run
 * as a sliced JobRun so a worker can yield between slices (a browser ends a terminated worker
 * only between two tasks, and a seek far into N = 16 builds a part table for seconds).
 *
 * A slice starting where an earlier one ended goes on with that slice's stream instead of finding
 * its first row again: core finds a row by counting the rows before it, which is what random
 * access needs but not what "load more" needs (at N = 32, row 2,000 takes minutes to find, while
 * the stream gives the next 200 rows in seconds). A few streams are kept per worker, so a single
 * row asked in between (the page's board) does not lose the list's. The rows are those of
 * listing.ts `solutionSlice` (sliceJob.test.ts checks it on random series of slices).
 */
import { PlacerError } from '../errors.js';
import { progressOf, type Progress, type RunStatus } from '../run/engine.js';
import { ranWhole, type JobRun } from '../run/job.js';
import { quoted } from '../text.js';
import type { SolutionStream } from './enumerate.js';
import { ListingSeek, solutionSlice, streamAfter } from './listing.js';
import { MAX_SLICE_ROWS } from './sliceLimits.js';
import type { QueensSliceJob, QueensSliceResult } from './jobTypes.js';

export { MAX_SLICE_ROWS } from './sliceLimits.js';

interface Kept {
  readonly n: number;
  readonly fundamental: boolean;
  /** The index (decimal) of the row the stream gives next. */
  next: string;
  readonly stream: SolutionStream;
}

/** Streams kept, most recent last. */
const KEEP = 4;
let kept: Kept[] = [];
/** Slices answered from a kept stream (tests read it). */
let goneOn = 0;

/** Forgets the kept streams (tests). */
export function forgetStreams(): void {
  kept = [];
  goneOn = 0;
}

/** How many slices went on with a kept stream since forgetStreams (tests). */
export function slicesGoneOn(): number {
  return goneOn;
}

function checkSlice(job: QueensSliceJob): void {
  if (!/^[0-9]{1,40}$/.test(job.from)) {
    throw new PlacerError(
      'bad-job',
      `from must be a row number in decimal, got ${quoted(String(job.from))}`,
    );
  }
  if (!Number.isSafeInteger(job.count) || job.count < 0 || job.count > MAX_SLICE_ROWS) {
    throw new PlacerError('bad-job', `count must be 0…${MAX_SLICE_ROWS}, got ${job.count}`);
  }
  // A slice of none checks N and the first row, and does nothing else.
  solutionSlice(job.n, BigInt(job.from), 0);
}

/** Starts a slice job, after checking it (a PlacerError names what is wrong). */
export function startSlice(job: QueensSliceJob): JobRun<QueensSliceResult> {
  checkSlice(job);
  if (job.count === 0) {
    return ranWhole(() => ({
      kind: 'queens-slice',
      n: job.n,
      cols: new Int32Array(0),
      orbits: new Uint8Array(0),
    }));
  }
  return new SliceRun(job);
}

/** A slice in two phases: seek its first row (unless a kept stream is there), then stream. */
class SliceRun implements JobRun<QueensSliceResult> {
  private readonly n: number;
  private readonly count: number;
  private readonly cols: Int32Array;
  private readonly orbits: Uint8Array;
  private rows = 0;
  private seek: ListingSeek | null = null;
  private k: Kept | undefined;
  private stepsBefore = 0;
  /** The kept stream's steps when this slice took it over. */
  private streamBase = 0;
  private answer: QueensSliceResult | null = null;
  /** A step of the seek counts a part, which can take tens of milliseconds: start with one. */
  readonly firstBudget = 1;

  constructor(private readonly job: QueensSliceJob) {
    const { n, count } = job;
    this.n = n;
    this.count = count;
    this.cols = new Int32Array(count * n);
    this.orbits = new Uint8Array(count);
    const fundamental = job.fundamental === true;
    this.k = kept.find((k) => k.n === n && k.fundamental === fundamental && k.next === job.from);
    if (this.k !== undefined) {
      goneOn++;
      this.streamBase = this.k.stream.steps;
    } else this.seek = new ListingSeek(n, BigInt(job.from), { fundamental });
  }

  /** How far the slice got: the seek's progress while it finds the first row, then the rows. */
  progress(): Progress {
    if (this.seek !== null) {
      const p = this.seek.progress();
      return { ...p, steps: this.stepsBefore + p.steps, found: null };
    }
    return progressOf(this.steps, 'steps', {
      done: this.rows,
      total: this.count,
      fraction: this.rows / this.count,
    });
  }

  get steps(): number {
    if (this.seek !== null) return this.stepsBefore + this.seek.progress().steps;
    const stream = this.k?.stream;
    return this.stepsBefore + (stream === undefined ? 0 : stream.steps - this.streamBase);
  }

  run(budget: number): RunStatus {
    if (this.answer !== null) return 'done';
    const seek = this.seek;
    if (seek !== null) {
      const status = seek.run(budget);
      if (status === 'paused') return 'paused';
      this.stepsBefore += seek.progress().steps;
      this.seek = null;
      if (status === 'done' || seek.result === null) return this.end(true);
      this.cols.set(seek.result.cols, 0);
      this.orbits[0] = seek.result.orbitSize;
      this.rows = 1;
      this.k = {
        n: this.n,
        fundamental: this.job.fundamental === true,
        next: this.job.from,
        stream: streamAfter(this.n, seek.result.cols, { fundamental: this.job.fundamental }),
      };
      return this.rows < this.count ? 'paused' : this.end(false);
    }
    const stream = (this.k as Kept).stream;
    const start = stream.steps;
    for (;;) {
      const left = budget - (stream.steps - start);
      if (left <= 0) return 'paused';
      const status = stream.run(left);
      if (status === 'paused') return 'paused';
      if (status === 'done') return this.end(true);
      this.cols.set(stream.solution, this.rows * this.n);
      this.orbits[this.rows] = stream.orbitSize;
      this.rows++;
      if (this.rows === this.count) return this.end(false);
    }
  }

  result(): QueensSliceResult {
    if (this.answer === null) throw new Error('job not run');
    return this.answer;
  }

  /** The answer, and the stream kept for the next slice unless the listing ended. */
  private end(ended: boolean): 'done' {
    const k = this.k;
    if (k !== undefined) {
      if (ended) kept = kept.filter((x) => x !== k);
      else {
        k.next = (BigInt(this.job.from) + BigInt(this.rows)).toString();
        kept = [...kept.filter((x) => x !== k), k].slice(-KEEP);
      }
    }
    const { rows, count, n } = this;
    this.answer = {
      kind: 'queens-slice',
      n,
      cols: rows < count ? this.cols.slice(0, rows * n) : this.cols,
      orbits: rows < count ? this.orbits.slice(0, rows) : this.orbits,
    };
    return 'done';
  }
}
