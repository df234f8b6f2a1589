/**
 * The page's worker body: core's `answer` (core/protocol.ts), except for `queens-slice` jobs,
 * which give the same rows (tested against core's answer) in two ways of their own:
 *
 * - A slice starting where an earlier one ended goes on with that slice's stream instead of
 *   finding its first row again. Core finds a row by counting the rows before it, which is what
 *   random access needs but not what "load more" needs: at N = 32, row 2,000 takes minutes to
 *   find, while the stream gives the next 200 rows in seconds. A few streams are kept, so a
 *   single row asked in between (the board's) does not lose the list's.
 * - The seek and the stream are driven in slices (core/run/drive.ts) that yield to the worker's own
 *   event loop, as core's slice() cannot (it runs to its end). A browser ends a terminated
 *   worker between two tasks, or after 2 seconds of script at the most (Chromium's forcible
 *   termination delay): so a worker building a part table (seconds, N = 16 and 17) or seeking
 *   far still stops at once when the page cancels.
 */
import { drive, type Host } from '../../core/run/drive.js';
import { PlacerError } from '../../core/errors.js';
import type { PoolReply, PoolRequest } from '../../core/run/pool.js';
import {
  answer,
  MAX_SLICE_ROWS,
  type Job,
  type JobResult,
  type QueensSliceJob,
  type QueensSliceResult,
} from '../../core/protocol.js';
import type { SolutionStream } from '../../core/queens/enumerate.js';
import { ListingSeek, streamAfter } from '../../core/queens/listing.js';

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

function findKept(job: QueensSliceJob): Kept | undefined {
  const fundamental = job.fundamental === true;
  return kept.find((k) => k.n === job.n && k.fundamental === fundamental && k.next === job.from);
}

function keep(k: Kept): void {
  kept = [...kept.filter((x) => x !== k), k].slice(-KEEP);
}

/** The rows of a slice job that core found valid, driven in slices. */
async function slice(job: QueensSliceJob, host: Host): Promise<QueensSliceResult> {
  const { n, count } = job;
  const fundamental = job.fundamental === true;
  const cols = new Int32Array(count * n);
  const orbits = new Uint8Array(count);
  let rows = 0;
  let k = findKept(job);
  if (k !== undefined) goneOn++;
  else {
    const seek = new ListingSeek(n, BigInt(job.from), { fundamental });
    // A step of a seek counts a part, which can take tens of milliseconds: start with one.
    if ((await drive(seek, { host, firstBudget: 1 })) !== 'found' || seek.result === null) {
      return { kind: 'queens-slice', n, cols: new Int32Array(0), orbits: new Uint8Array(0) };
    }
    cols.set(seek.result.cols, 0);
    orbits[0] = seek.result.orbitSize;
    rows = 1;
    k = {
      n,
      fundamental,
      next: job.from,
      stream: streamAfter(n, seek.result.cols, { fundamental }),
    };
  }
  const stream = k.stream;
  let ended = false;
  if (rows < count) {
    const outcome = await drive(stream, {
      host,
      firstBudget: 1,
      onFound: () => {
        cols.set(stream.solution, rows * n);
        orbits[rows] = stream.orbitSize;
        rows++;
        return rows < count;
      },
    });
    ended = outcome === 'done';
  }
  if (ended) kept = kept.filter((x) => x !== k);
  else {
    k.next = (BigInt(job.from) + BigInt(rows)).toString();
    keep(k);
  }
  return {
    kind: 'queens-slice',
    n,
    cols: rows < count ? cols.slice(0, rows * n) : cols,
    orbits: rows < count ? orbits.slice(0, rows) : orbits,
  };
}

export async function answerWithStreams(
  request: PoolRequest<Job>,
  host: Host,
): Promise<PoolReply<JobResult>> {
  const job = request.job;
  if (job.kind !== 'queens-slice') return answer(request);
  const { count } = job;
  if (!Number.isSafeInteger(count) || count < 1 || count > MAX_SLICE_ROWS) return answer(request);
  // Core checks N and the first row (a slice of none does nothing else): its words for bad ones.
  const checked = answer({ ...request, job: { ...job, count: 0 } });
  if (checked.type === 'error') return checked;
  try {
    return { type: 'result', unit: request.unit, result: await slice(job, host) };
  } catch (e) {
    const code = e instanceof PlacerError ? e.code : 'internal';
    return {
      type: 'error',
      unit: request.unit,
      error: { code, message: e instanceof Error ? e.message : String(e) },
    };
  }
}

/** Forgets the kept streams (tests). */
export function forgetStreams(): void {
  kept = [];
  goneOn = 0;
}

/** How many slices went on with a kept stream since forgetStreams (tests). */
export function slicesGoneOn(): number {
  return goneOn;
}
