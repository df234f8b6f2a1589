/**
 * Workers in this thread for the page's state modules' tests: each answers the pool's messages
 * with a worker body (core's `answer`, unless another is given), a tick late as a real worker
 * would, and the log records what was spawned, terminated and asked.
 */
import type { Host } from '../../src/core/run/drive.js';
import type { PoolReply, PoolRequest, WorkerHandle } from '../../src/core/run/pool.js';
import { type Job, type JobResult } from '../../src/core/protocol.js';
import { answer, startJob } from '../../src/core/jobs.js';
import { answerInSlices } from '../../src/core/run/workerBody.js';
import type { ReadonlySignal } from '@preact/signals';

export type LocalHandle = WorkerHandle<PoolRequest<Job>, PoolReply<JobResult>>;

export interface SpawnLog {
  spawned: number;
  terminated: number;
  /** The kind of every job posted, in order. */
  jobs: Job[];
}

export const newSpawnLog = (): SpawnLog => ({ spawned: 0, terminated: 0, jobs: [] });

/** A driver host for Node tests (core/run/drive.ts): a macrotask per yield. */
export const testHost: Host = {
  now: () => performance.now(),
  yield: () => new Promise<void>((resolve) => setTimeout(resolve, 0)),
};

/** A worker body: core's answer, or one of the page's own (it may answer later). */
export type Body = (
  request: PoolRequest<Job>,
) => PoolReply<JobResult> | Promise<PoolReply<JobResult>>;

/** The workers' own body (core/run/workerBody.ts): each job run in slices over `testHost`. */
export const slicedBody: Body = async (request) => {
  const reply = await answerInSlices(startJob, request, { host: testHost });
  if (reply === null) throw new Error('not cancelled, yet no reply');
  return reply;
};

export function localSpawn(log: SpawnLog, body: Body = answer): () => LocalHandle {
  return () => {
    log.spawned++;
    let listener: (m: PoolReply<JobResult>) => void = () => undefined;
    let dead = false;
    // Answered one after another, in order, as the page's worker does.
    let done: Promise<void> = Promise.resolve();
    return {
      post: (m) => {
        log.jobs.push(m.job);
        done = done.then(async () => {
          await new Promise((r) => setTimeout(r, 1));
          const reply = await body(m);
          if (!dead) listener(reply);
        });
      },
      onMessage: (l) => (listener = l),
      onExit: () => undefined,
      terminate: () => {
        dead = true;
        log.terminated++;
      },
    };
  };
}

/** Resolves with a signal's value once it satisfies `ok` (at once if it does now). */
export function until<T>(s: ReadonlySignal<T>, ok: (value: T) => boolean): Promise<T> {
  return new Promise((resolve) => {
    const stop = s.subscribe((v) => {
      if (!ok(v)) return;
      queueMicrotask(() => stop());
      resolve(v);
    });
  });
}
