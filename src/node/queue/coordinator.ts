/**
 * The coordinator of a queued count: the queue counterpart of runUnits (../runUnits.ts), with the
 * same units, codec, progress and cancellation. It registers the job in Redis (once), queues the
 * units that have no result yet as BullMQ jobs (a unit already queued keeps its place: its BullMQ
 * id is fixed), then reads the results log as workers append to it until every unit has one.
 *
 * Redis holds the job's state, not the coordinator: stopped (Ctrl-C, kill -9, a lost machine)
 * the job goes on in the workers, and the same command started again reads every result so far
 * and waits for the rest.
 */
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { PlacerError } from '../../core/errors.js';
import type { PoolUnit } from '../../core/run/pool.js';
import type { Job } from '../../core/protocol.js';
import type { UnitsProgress } from '../../core/run/unitCount.js';
import type { UnitCodec, UnitsRun } from '../runUnits.js';
import { connectRedis } from './connect.js';
import {
  batchSize,
  bullJobId,
  JOBS_KEY,
  jobKeys,
  PREFIX,
  QUEUE_NAME,
  type UnitData,
} from './keys.js';
import type { RedisTarget } from './url.js';
import { decodeResult } from './wire.js';
import { plural } from '../../render/plural.js';

export interface QueueRunOptions<T> {
  readonly target: RedisTarget;
  /** The job's key in the queue, e.g. `queens-17`: the same count always gets the same key. */
  readonly key: string;
  /** What the job is, for `placer queue status`: the command that counts it. */
  readonly title: string;
  /** placer's version: a job is carried on only by the version that started it. */
  readonly version: string;
  /** The units; all share one job but for its `id`. */
  readonly units: readonly PoolUnit<Job>[];
  readonly codec: UnitCodec<T>;
  readonly signal?: AbortSignal;
  readonly onProgress?: (p: UnitsProgress, results: ReadonlyMap<string, T>) => void;
  readonly progressEveryMs?: number;
  /** Units per queue entry (BullMQ job); by default keys.ts `batchSize`. */
  readonly batch?: number;
  /** One line about the job (where it stands, what was queued). */
  readonly onNote?: (line: string) => void;
}

/** How often the results log is read. */
const POLL_MS = 100;
/** Units per addBulk call and per read of the log. */
const CHUNK = 1000;

export async function runQueueUnits<T>(opts: QueueRunOptions<T>): Promise<UnitsRun<T>> {
  const { units, codec, key } = opts;
  if (units.length === 0) throw new Error('a queued job needs at least one unit');
  const t0 = performance.now();
  const redis = await connectRedis(opts.target);
  const queue = new Queue<UnitData>(QUEUE_NAME, { connection: redis, prefix: PREFIX });
  queue.on('error', () => undefined);
  try {
    const k = jobKeys(key);
    // What every unit's job has in common: all of it but the id (workers add the id back).
    const template: Record<string, unknown> = { ...units[0].job };
    delete template.id;
    await register(redis, opts, JSON.stringify(template));
    const index = new Map(units.map((u) => [u.id, u]));
    const results = new Map<string, T>();
    let cursor = 0;
    const readLog = async (): Promise<void> => {
      for (;;) {
        const lines = await redis.lrange(k.log, cursor, cursor + CHUNK - 1);
        cursor += lines.length;
        for (const line of lines) {
          const tab = line.indexOf('\t');
          const unit = line.slice(0, tab);
          const r = tab > 0 && index.has(unit) ? decodeResult(line.slice(tab + 1)) : null;
          if (r === null) {
            throw new PlacerError(
              'queue-corrupt',
              `job ${key}: unreadable result '${line.slice(0, 60)}'`,
            );
          }
          results.set(unit, codec.fromResult(r));
        }
        if (lines.length < CHUNK) return;
      }
    };
    await readLog();
    const resumed = results.size;
    await retryFailed(redis, queue, key);
    // Batches cut from the whole plan, so a batch keeps its BullMQ id when the coordinator
    // starts again; a batch is recorded as a whole, so one is either done or still to do.
    const size = Math.max(1, opts.batch ?? batchSize(units.length));
    const todo: PoolUnit<Job>[][] = [];
    for (let i = 0; i < units.length; i += size) {
      const batch = units.slice(i, i + size);
      if (batch.some((u) => !results.has(u.id))) todo.push(batch);
    }
    for (let i = 0; i < todo.length; i += CHUNK) {
      await queue.addBulk(
        todo.slice(i, i + CHUNK).map((batch) => ({
          name: key,
          data: {
            key,
            units: batch.map((u) => u.id),
            ids: batch.map((u) => (u.job as Job & { id: string | number }).id),
          },
          opts: {
            jobId: bullJobId(key, batch[0].id),
            attempts: 3,
            removeOnComplete: true,
            removeOnFail: false,
          },
        })),
      );
    }
    const queued = units.length - resumed;
    opts.onNote?.(
      `job ${key} on ${opts.target.shown}: ${plural(units.length, 'unit')}, ${resumed} done before, ${queued} queued (${size} per queue entry)`,
    );

    let lastReport = -Infinity;
    const every = opts.progressEveryMs ?? 250;
    const report = (force: boolean): void => {
      const now = performance.now();
      if (!opts.onProgress || (!force && now - lastReport < every)) return;
      lastReport = now;
      opts.onProgress(
        { done: results.size, total: units.length, resumed, elapsedMs: now - t0 },
        results,
      );
    };
    const signal = opts.signal;
    while (results.size < units.length && signal?.aborted !== true) {
      await sleep(POLL_MS, signal);
      await readLog();
      const [error, created] = await redis.hmget(k.meta, 'error', 'created');
      if (created === null) {
        throw new PlacerError(
          'job-vanished',
          `job ${key} is no longer in the queue (removed by \`placer queue clean\`, or Redis lost its data): run the same command to queue it again`,
        );
      }
      if (error !== null) {
        throw new PlacerError(
          'unit-failed',
          `job ${key} stopped: ${error}; fix it and run the same command again`,
        );
      }
      report(false);
    }
    const complete = results.size === units.length;
    if (complete) {
      await redis.hset(k.meta, { state: 'done', finished: Date.now() });
    }
    report(true);
    return {
      results,
      complete,
      resumed,
      checkpointed: false,
      seconds: (performance.now() - t0) / 1000,
    };
  } finally {
    await queue.close().catch(() => undefined);
    redis.disconnect();
  }
}

/** Creates the job's record, or checks that the one there is this job by this version. */
async function register<T>(
  redis: Redis,
  opts: QueueRunOptions<T>,
  template: string,
): Promise<void> {
  const k = jobKeys(opts.key);
  const fresh = await redis.hsetnx(k.meta, 'created', Date.now());
  if (fresh === 1) {
    await redis
      .multi()
      .hset(k.meta, {
        title: opts.title,
        total: opts.units.length,
        version: opts.version,
        template,
        state: 'running',
      })
      .sadd(JOBS_KEY, opts.key)
      .exec();
    return;
  }
  const [version, total, stored] = await redis.hmget(k.meta, 'version', 'total', 'template');
  const clash =
    version !== opts.version
      ? `was started by placer ${version ?? '?'}, this is ${opts.version}`
      : Number(total) !== opts.units.length || stored !== template
        ? 'is another count under the same name'
        : null;
  if (clash !== null) {
    throw new PlacerError(
      'queue-mismatch',
      `job ${opts.key} in the queue ${clash}: remove it with \`placer queue clean ${opts.key}\``,
    );
  }
  await redis.sadd(JOBS_KEY, opts.key);
}

/** Units that failed in an earlier run (an error, a unit that stalled too often) go back to run. */
async function retryFailed(redis: Redis, queue: Queue<UnitData>, key: string): Promise<void> {
  const k = jobKeys(key);
  const failed = await redis.smembers(k.failed);
  for (const id of failed) await queue.remove(id);
  await redis.multi().del(k.failed).hdel(k.meta, 'error').exec();
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done);
  });
}
