/**
 * The one sliced worker body: a pool request's job started through an injected `startJob` (the
 * registry's, core/jobFamilies.ts) and driven in slices (drive.ts) that give the host its turn, so
 * a browser worker that is terminated stops at once and a thread that runs units itself still
 * hears its messages. worker_threads (src/node/poolWorker.ts, the queue's workers too), the page's
 * Web Workers (src/web/workers/pageBody.ts) and the pool's in-thread worker (hereWorker.ts) all
 * answer through it; errors cross as {code, message} (job.ts wireError). A request that asks for
 * progress (`progressEveryMs`) gets reports of how far its unit got while it runs: a count's one
 * unit can take hours, and its face shows it moving.
 */
import { drive, type Host } from './drive.js';
import { progressOf, type CancelSignal, type Engine, type Progress } from './engine.js';
import { wireError, type JobRun } from './job.js';
import type { PoolReply, PoolRequest, UnitProgress } from './pool.js';

/** How a family-free runner starts a job: the registry's (core/jobFamilies.ts), injected. */
export type StartJob<J, R> = (job: J) => JobRun<R>;

/** How long slices are, and how often the host gets its turn (drive.ts's defaults otherwise). */
export interface SliceOptions {
  readonly host: Host;
  readonly signal?: CancelSignal;
  readonly sliceMs?: number;
  readonly yieldEveryMs?: number;
  /** Where the reports go that the request asked for (its `progressEveryMs`). */
  readonly onProgress?: (progress: UnitProgress) => void;
}

/** A job under way as an Engine, for the driver. */
export function jobEngine<R>(run: JobRun<R>): Engine {
  return {
    run: (budget) => run.run(budget),
    progress: () => run.progress?.() ?? progressOf(run.steps, 'steps'),
  };
}

/** What a unit's report carries of its engine's progress. */
export function unitProgressOf(p: Progress): UnitProgress {
  return { steps: p.steps, found: p.found, fraction: p.fraction };
}

/**
 * Answers one request: its job run to its end in slices (the driver doubles the budget while
 * slices are short, from the job's own first budget). Null when the signal cancelled it first.
 */
export async function answerInSlices<J, R>(
  startJob: StartJob<J, R>,
  request: PoolRequest<J>,
  opts: SliceOptions,
): Promise<PoolReply<R> | null> {
  try {
    const run = startJob(request.job);
    const report = opts.onProgress;
    const every = request.progressEveryMs;
    const outcome = await drive(jobEngine(run), {
      host: opts.host,
      signal: opts.signal,
      sliceMs: opts.sliceMs,
      yieldEveryMs: opts.yieldEveryMs,
      firstBudget: run.firstBudget,
      onFound: () => true,
      onProgress: report && every !== undefined ? (p) => report(unitProgressOf(p)) : undefined,
      progressEveryMs: every,
      reportFirstSlice: true,
    });
    if (outcome === 'cancelled') return null;
    return { type: 'result', unit: request.unit, result: run.result() };
  } catch (e) {
    return { type: 'error', unit: request.unit, error: wireError(e) };
  }
}

/**
 * A worker's message handler: requests answered one after another, in the order they came (a
 * request that arrives while one runs waits for it), each reply posted with its transfer list.
 * Its promise settles once this request is answered (tests wait for it; workers need not).
 */
export function workerBody<J, R>(
  startJob: StartJob<J, R>,
  opts: {
    readonly host: Host;
    readonly post: (reply: PoolReply<R>, transfer: ArrayBuffer[]) => void;
    readonly transfer: (reply: PoolReply<R>) => ArrayBuffer[];
    /** Made ready to start this job first (its family's engines loaded: core/jobFamilies.ts). */
    readonly ready?: (job: J) => Promise<void>;
  },
): (request: PoolRequest<J>) => Promise<void> {
  let done: Promise<void> = Promise.resolve();
  return (request) => {
    done = done.then(async () => {
      await opts.ready?.(request.job);
      const reply = await answerInSlices(startJob, request, {
        host: opts.host,
        onProgress: (progress) => opts.post({ type: 'progress', unit: request.unit, progress }, []),
      });
      if (reply !== null) opts.post(reply, opts.transfer(reply));
    });
    return done;
  };
}
