/**
 * `placer queue status` and `placer queue clean`: what the queue holds, job by job, and removing
 * jobs. A job's progress is its number of results against its number of units (keys.ts).
 */
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { PlacerError } from '../../core/errors.js';
import { connectRedis } from './connect.js';
import { JOBS_KEY, jobKeys, PREFIX, QUEUE_NAME, type UnitData } from './keys.js';
import type { RedisTarget } from './url.js';

export interface JobStatus {
  readonly key: string;
  readonly title: string;
  readonly state: 'running' | 'done' | 'failed';
  readonly done: number;
  readonly total: number;
  readonly version: string;
  readonly created: number;
  readonly finished: number | null;
  readonly error: string | null;
}

export interface QueueStatus {
  readonly jobs: JobStatus[];
  /** BullMQ's entries (batches of units) by state, over every job. */
  readonly units: Record<string, number>;
  /** Workers connected now. */
  readonly workers: number;
}

async function withQueue<R>(
  target: RedisTarget,
  f: (redis: Redis, queue: Queue<UnitData>) => Promise<R>,
): Promise<R> {
  const redis = await connectRedis(target);
  const queue = new Queue<UnitData>(QUEUE_NAME, { connection: redis, prefix: PREFIX });
  queue.on('error', () => undefined);
  try {
    return await f(redis, queue);
  } finally {
    await queue.close().catch(() => undefined);
    redis.disconnect();
  }
}

async function jobStatus(redis: Redis, key: string): Promise<JobStatus | null> {
  const k = jobKeys(key);
  const [meta, done] = await Promise.all([redis.hgetall(k.meta), redis.hlen(k.results)]);
  if (meta.created === undefined) return null;
  const error = meta.error ?? null;
  return {
    key,
    title: meta.title ?? '',
    state: error !== null ? 'failed' : meta.state === 'done' ? 'done' : 'running',
    done,
    total: Number(meta.total ?? 0),
    version: meta.version ?? '',
    created: Number(meta.created),
    finished: meta.finished === undefined ? null : Number(meta.finished),
    error,
  };
}

/** Every job key in the queue, sorted; an error naming them when `only` is not among them. */
async function knownJobs(redis: Redis, only: string | undefined): Promise<string[]> {
  const keys = (await redis.smembers(JOBS_KEY)).sort();
  if (only !== undefined && !keys.includes(only)) {
    throw new PlacerError(
      'unknown-job',
      `no job '${only}' in the queue (jobs: ${keys.length === 0 ? 'none' : keys.join(', ')})`,
    );
  }
  return keys;
}

/** Every job, or the one named (an error naming the known ones if it is not there). */
export function queueStatus(target: RedisTarget, only?: string): Promise<QueueStatus> {
  return withQueue(target, async (redis, queue) => {
    const keys = await knownJobs(redis, only);
    const jobs: JobStatus[] = [];
    for (const key of only === undefined ? keys : [only]) {
      const s = await jobStatus(redis, key);
      if (s !== null) jobs.push(s);
    }
    const units = await queue.getJobCounts('waiting', 'active', 'delayed', 'failed');
    const workers = (await queue.getWorkers()).length;
    return { jobs, units, workers };
  });
}

/**
 * Removes the finished jobs, or the one named whatever its state: its record, its results, and
 * its units still queued (a unit being run is dropped by its worker when it finds no record).
 * Returns the keys removed.
 */
export function queueClean(target: RedisTarget, only?: string): Promise<string[]> {
  return withQueue(target, async (redis, queue) => {
    const keys = await knownJobs(redis, only);
    const removed: string[] = [];
    for (const key of keys) {
      const s = await jobStatus(redis, key);
      if (only === undefined ? s !== null && s.state !== 'done' : key !== only) continue;
      const k = jobKeys(key);
      for (const id of await redis.smembers(k.failed)) await queue.remove(id);
      if (s === null || s.state !== 'done') await removeQueued(queue, key);
      await redis.multi().del(k.meta, k.results, k.log, k.failed).srem(JOBS_KEY, key).exec();
      removed.push(key);
    }
    return removed;
  });
}

async function removeQueued(queue: Queue<UnitData>, key: string): Promise<void> {
  const PAGE = 1000;
  for (let start = 0; ; start += PAGE) {
    const jobs = await queue.getJobs(
      ['waiting', 'delayed', 'prioritized'],
      start,
      start + PAGE - 1,
    );
    if (jobs.length === 0) return;
    const mine = jobs.filter((j) => j.data.key === key);
    for (const j of mine) await j.remove().catch(() => undefined);
    // Removing shifts the pages: read the same page again after removals.
    if (mine.length > 0) start -= PAGE;
  }
}
